/** cel-go optional functions cel-js lacks: `optional.ofNonZeroValue`. */
import { Optional, type Environment } from '@marcbachmann/cel-js';

export function registerOptionals(env: Environment): void {
  env.registerFunction('OptionalNamespace.ofNonZeroValue(T): optional<T>', (_: unknown, v: unknown) => (isZero(v) ? Optional.none() : Optional.of(v)));
}

function isZero(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === 0n || v === '') return true;
  if (Array.isArray(v) || v instanceof Uint8Array) return v.length === 0;
  if (v instanceof Map) return v.size === 0;
  return typeof v === 'object' && Object.keys(v).length === 0;
}
