/** kro's random library: `random.seededString(int, string)` and `random.seededInt(int, int, string)`. */
import type { Environment } from '@marcbachmann/cel-js';
import { notEvaluated, registerNamespace } from './namespace.js';

export function registerRandom(env: Environment): void {
  const ns = registerNamespace(env, 'random');
  // kro derives both from SHA-256 of the seed; preview must port that algorithm exactly.
  env.registerFunction(`${ns}.seededString(int, string): string`, notEvaluated('random.seededString'));
  env.registerFunction(`${ns}.seededInt(int, int, string): int`, notEvaluated('random.seededInt'));
}
