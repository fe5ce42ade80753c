/**
 * A comparable form of an evaluation result: every CEL value tagged with its CEL type
 * (`1` and `1.0` and `1u` differ, a `Map` and a plain object with the same entries do
 * not), map entries sorted, optionals and errors spelled out. Two results are equal when
 * their canonical JSON texts are.
 */
import { Optional } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import type { EvaluationResult } from '../../../src/cel/evaluate.js';
import { formatDuration, formatTimestamp } from '../../../src/cel/library/core.js';

/** The canonical text of one evaluation result. */
export function canonicalResult(result: EvaluationResult): string {
  if (result.omitted) return '{"omitted":true}';
  if (result.error) return JSON.stringify({ error: normalizeError(result.error.message) });
  return JSON.stringify(canonical(result.value));
}

/**
 * Error messages name the types involved; a typed and an untyped evaluation name them
 * differently (`__type_schema.spec` vs `map`) for the same failure. Keep the kind of
 * failure and the field or key it is about.
 */
export function normalizeError(message: string): string {
  const first = message.split('\n')[0] ?? message;
  return first
    .replace(/__type_[\w.]+/g, 'T')
    .replace(/\b(map|list|optional)<[^']*>/g, '$1')
    .trim();
}

function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'bigint':
      return { int: value.toString() };
    case 'number':
      return { double: String(value) };
    case 'string':
    case 'boolean':
      return value;
    default:
      break;
  }
  if (value instanceof UnsignedInt) return { uint: value.valueOf().toString() };
  if (value instanceof Date) return { timestamp: formatTimestamp(value) };
  if (value instanceof Duration) return { duration: formatDuration(value) };
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Optional) return { optional: value.hasValue() ? canonical(value.value()) : 'none' };
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Map || isPlainObject(value)) {
    const entries = (value instanceof Map ? [...value.entries()] : Object.entries(value as object)).map(
      ([k, v]) => [JSON.stringify(canonical(k)), canonical(v)] as const,
    );
    return { map: entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
  }
  const object = value as object;
  const name = object.constructor?.name ?? 'object';
  if (name === 'Type') return { type: String(object) };
  if ((object as { toString: unknown }).toString !== Object.prototype.toString) return { [name]: String(object) };
  return { [name]: Object.fromEntries(Object.entries(object).map(([k, v]) => [k, canonical(v)])) };
}

function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
