/** Kubernetes semver library (`semver("1.2.3").major()`...). Declared for type checking only. */
import type { Environment } from '@marcbachmann/cel-js';
import { notEvaluated } from './namespace.js';

/** An opaque `kubernetes.Semver` value. */
export class CelSemver {
  constructor(readonly text: string) {}
}

export function registerSemver(env: Environment): void {
  const S = 'kubernetes.Semver';
  env.registerType(S, CelSemver);
  const todo = notEvaluated('semver');
  env.registerFunction(`semver(string): ${S}`, todo);
  env.registerFunction(`semver(string, bool): ${S}`, todo);
  env.registerFunction('isSemver(string): bool', todo);
  env.registerFunction('isSemver(string, bool): bool', todo);
  for (const name of ['major', 'minor', 'patch']) env.registerFunction(`${S}.${name}(): int`, todo);
  env.registerFunction(`${S}.isLessThan(${S}): bool`, todo);
  env.registerFunction(`${S}.isGreaterThan(${S}): bool`, todo);
  env.registerFunction(`${S}.compareTo(${S}): int`, todo);
}
