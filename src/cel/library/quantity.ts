/**
 * Kubernetes quantity library (`quantity("1Gi")`, comparisons and arithmetic). Declared
 * with its exact signatures for type checking; evaluation is not implemented yet.
 */
import type { Environment } from '@marcbachmann/cel-js';
import { notEvaluated } from './namespace.js';

/** An opaque `kubernetes.Quantity` value. */
export class CelQuantity {
  constructor(readonly text: string) {}
}

export function registerQuantity(env: Environment): void {
  const Q = 'kubernetes.Quantity';
  env.registerType(Q, CelQuantity);
  const todo = notEvaluated('quantity');
  env.registerFunction(`quantity(string): ${Q}`, todo);
  env.registerFunction('isQuantity(string): bool', todo);
  for (const sig of ['isInteger(): bool', 'asInteger(): int', 'asApproximateFloat(): double', 'sign(): int']) env.registerFunction(`${Q}.${sig}`, todo);
  for (const op of ['add', 'sub']) {
    env.registerFunction(`${Q}.${op}(${Q}): ${Q}`, todo);
    env.registerFunction(`${Q}.${op}(int): ${Q}`, todo);
  }
  env.registerFunction(`${Q}.compareTo(${Q}): int`, todo);
  env.registerFunction(`${Q}.isLessThan(${Q}): bool`, todo);
  env.registerFunction(`${Q}.isGreaterThan(${Q}): bool`, todo);
}
