/**
 * Standard CEL overloads that cel-go has and cel-js lacks (reference/cel.md section 2):
 * `int(uint)`, `int(timestamp)`, `string(timestamp)`, `string(duration)`, the identity
 * conversions `duration(duration)` and `timestamp(timestamp)`, ordering of
 * `bytes`, and `==`/`!=` between optionals. Registering them makes these expressions
 * type-check as in kro; `../semantics.ts` evaluates comparisons and equality.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import type { UnsignedInt, Duration } from '@marcbachmann/cel-js/evaluator';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const CORE_LIBRARY: CelLibrary = {
  register: registerCore,
  // cel-js's own bytes methods; cel-go's standard library has none of them.
  notInKro: ['bytes.at', 'bytes.base64', 'bytes.hex', 'bytes.json'],
};

const MAX_INT64 = (1n << 63n) - 1n;
const TS = 'google.protobuf.Timestamp';
const GPD = 'google.protobuf.Duration';

export function registerCore(env: Environment): void {
  env.registerFunction('int(uint): int', (v: UnsignedInt) => {
    const value = v.valueOf();
    if (value > MAX_INT64) throw new EvaluationError('integer overflow: int range error');
    return value;
  });
  env.registerFunction(`int(${TS}): int`, (d: Date) => BigInt(Math.floor(d.getTime() / 1000)));
  env.registerFunction(`string(${TS}): string`, (d: Date) => formatTimestamp(d));
  env.registerFunction(`string(${GPD}): string`, (d: Duration) => formatDuration(d));
  env.registerFunction(`duration(${GPD}): ${GPD}`, (d: Duration) => d);
  env.registerFunction(`timestamp(${TS}): ${TS}`, (d: Date) => d);
  for (const op of ['<', '<=', '>', '>=']) env.registerOperator(`bytes ${op} bytes`, () => false);
  env.registerOperator('optional<T> == optional<T>', () => false);
}

/** RFC 3339 in UTC with `Z`, fractional seconds only when non-zero (Go's `time.RFC3339Nano`). */
export function formatTimestamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.000Z$/, 'Z')
    .replace(/(\.\d*?)0+Z$/, '$1Z');
}

/** Seconds with an `s` suffix and up to nine fractional digits, as cel-go prints durations. */
export function formatDuration(d: { seconds: bigint; nanos: number }): string {
  const negative = d.seconds < 0n || d.nanos < 0;
  const seconds = d.seconds < 0n ? -d.seconds : d.seconds;
  const nanos = Math.abs(d.nanos);
  const fraction = nanos === 0 ? '' : `.${String(nanos).padStart(9, '0').replace(/0+$/, '')}`;
  return `${negative ? '-' : ''}${seconds}${fraction}s`;
}
