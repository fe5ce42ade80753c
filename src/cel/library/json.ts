/**
 * kro's JSON library (`pkg/cel/library/json.go`): `json.unmarshal(string)` and
 * `json.marshal(dyn)`, with Go's `encoding/json` semantics:
 *
 * - `unmarshal` decodes into Go's `any`, so every JSON number is a CEL double
 *   (`json.unmarshal('42')` is `42.0`, as in kro's json_test.go).
 * - `marshal` converts the value with kro's `conversion.GoNativeType` and encodes it with
 *   `json.Marshal`: object keys sorted, `<`, `>`, `&`, U+2028 and U+2029 escaped as
 *   `\u003c` and so on, ints and uints printed exactly, bytes as base64, a timestamp as
 *   RFC 3339 in seconds (`metav1.Time`), a duration as Go prints it (`metav1.Duration`:
 *   `1h30m0s`), map keys strings only, NaN and infinities errors, and any other value
 *   (a type, a condition) the error `unsupported type`.
 */
import { EvaluationError, Optional, type Environment } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { registerNamespace } from './namespace.js';
import { KroCondition } from './runtime.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const JSON_LIBRARY: CelLibrary = {
  register: registerJson,
  hint: 'json',
};

export function registerJson(env: Environment): void {
  const ns = registerNamespace(env, 'json');
  env.registerFunction(`${ns}.unmarshal(string): dyn`, (_: unknown, text: string) => {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new EvaluationError(`json.unmarshal failed to parse JSON: ${(error as Error).message}`);
    }
  });
  env.registerFunction(`${ns}.marshal(dyn): string`, (_: unknown, value: unknown) => marshal(value));
}

function marshal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof UnsignedInt) return value.valueOf().toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new EvaluationError(`json.marshal failed to encode value: json: unsupported value: ${goFloat(value)}`);
    // Go's float64 encoding switches to exponents where JavaScript does (1e21, 1e-7).
    return String(value);
  }
  if (typeof value === 'string') return quote(value);
  if (value instanceof Uint8Array) return quote(Buffer.from(value).toString('base64'));
  if (value instanceof Date) return quote(value.toISOString().replace(/\.\d+Z$/, 'Z'));
  if (value instanceof Duration) return quote(goDuration(value));
  if (value instanceof Optional) return value.hasValue() ? marshal(value.value()) : 'null';
  if (Array.isArray(value)) return `[${value.map(marshal).join(',')}]`;
  if (value instanceof Map || isPlainObject(value)) {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as Record<string, unknown>);
    const fields = entries.map(([key, item]): [string, unknown] => {
      if (typeof key !== 'string') throw new EvaluationError(`json.marshal failed to convert value: map key must be string, got ${goTypeName(key)}`);
      return [key, item];
    });
    // encoding/json sorts map keys by their bytes; UTF-16 order differs only past U+FFFF.
    fields.sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    return `{${fields.map(([key, item]) => `${quote(key)}:${marshal(item)}`).join(',')}}`;
  }
  // kro's GoNativeType has no Go form for the rest: "unsupported type: <CEL type>".
  throw new EvaluationError(`json.marshal failed to convert value: unsupported type: ${value instanceof KroCondition ? 'kro.run.Condition' : 'type'}`);
}

/** Go's `time.Duration.String()`: `1h30m0s`, `1.5s`, `500ms`, `1.5µs`, `0s`. */
function goDuration(d: { seconds: bigint; nanos: number }): string {
  // cel-js keeps seconds and nanos of one sign, as google.protobuf.Duration does.
  const negative = d.seconds < 0n || d.nanos < 0;
  const total = d.seconds * 1_000_000_000n + BigInt(d.nanos);
  const sign = negative ? '-' : '';
  const n = negative ? -total : total;
  if (n === 0n) return '0s';
  if (n < 1_000_000_000n) {
    const [scale, unit] = n < 1_000n ? [1n, 'ns'] : n < 1_000_000n ? [1_000n, 'µs'] : [1_000_000n, 'ms'];
    return `${sign}${decimal(n, scale)}${unit}`;
  }
  const hours = n / 3_600_000_000_000n;
  const minutes = (n / 60_000_000_000n) % 60n;
  const h = hours > 0n ? `${hours}h` : '';
  const m = hours > 0n || minutes > 0n ? `${minutes}m` : '';
  return `${sign}${h}${m}${decimal(n % 60_000_000_000n, 1_000_000_000n)}s`;
}

/** `n / scale` in decimal, without trailing zeros in the fraction (`scale` a power of ten). */
function decimal(n: bigint, scale: bigint): string {
  const fraction = n % scale;
  if (fraction === 0n) return String(n / scale);
  return `${n / scale}.${String(fraction)
    .padStart(String(scale).length - 1, '0')
    .replace(/0+$/, '')}`;
}

/** A JSON string as `json.Marshal` writes it: HTML-safe (`<`, `>`, `&`) and with U+2028/U+2029 escaped. */
function quote(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function goFloat(value: number): string {
  return Number.isNaN(value) ? 'NaN' : value > 0 ? '+Inf' : '-Inf';
}

function goTypeName(key: unknown): string {
  if (typeof key === 'bigint') return 'int64';
  if (key instanceof UnsignedInt) return 'uint64';
  if (typeof key === 'boolean') return 'bool';
  return typeof key;
}

function isPlainObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
