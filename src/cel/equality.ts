/**
 * CEL's runtime equality and ordering as cel-go implements them, over rgdc's CEL values:
 * heterogeneous numeric equality (`1 == 1.0 == 1u` when compared through `dyn`), exact
 * int/uint/double ordering (no rounding through float64), deep equality of lists and
 * maps (key lookup by numeric value), code-point ordering of strings, lexicographic
 * ordering of bytes. Values of different kinds are unequal, never an error.
 */
import { EvaluationError, Optional } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';

type Numeric = bigint | number | UnsignedInt;

function isNumeric(value: unknown): value is Numeric {
  return typeof value === 'bigint' || typeof value === 'number' || value instanceof UnsignedInt;
}

/** The exact value of an int or uint; doubles stay numbers. */
function exact(value: Numeric): bigint | number {
  return value instanceof UnsignedInt ? value.valueOf() : value;
}

/**
 * Compares two numbers of any CEL numeric type as cel-go does; NaN when unordered. int and
 * uint compare exactly; against a double, an integer first checks the double against the
 * integer type's range and then compares as float64 (so `9223372036854775807` equals
 * `9223372036854775808.0`, as in cel-go).
 */
export function compareNumbers(a: Numeric, b: Numeric): number {
  const x = exact(a);
  const y = exact(b);
  if (typeof x === 'bigint' && typeof y === 'bigint') return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === 'number' && typeof y === 'number') return compareDoubles(x, y);
  if (typeof x === 'bigint') return compareIntegerDouble(x, y as number, a instanceof UnsignedInt);
  return -compareIntegerDouble(y as bigint, x as number, b instanceof UnsignedInt);
}

// biome-ignore lint/correctness/noPrecisionLoss: float64(math.MinInt64), -2^63, which a double holds exactly
const INT64_MIN_DOUBLE = -9223372036854775808;
// biome-ignore lint/correctness/noPrecisionLoss: float64(math.MaxInt64) rounds to 2^63 in Go too; the rounding is the point
const INT64_MAX_DOUBLE = 9223372036854775807; // rounds to 2^63, as float64(math.MaxInt64)
// biome-ignore lint/correctness/noPrecisionLoss: float64(math.MaxUint64) rounds to 2^64 in Go too; the rounding is the point
const UINT64_MAX_DOUBLE = 18446744073709551615; // rounds to 2^64

function compareDoubles(x: number, y: number): number {
  return x < y ? -1 : x > y ? 1 : x === y ? 0 : Number.NaN;
}

function compareIntegerDouble(i: bigint, d: number, unsigned: boolean): number {
  if (Number.isNaN(d)) return Number.NaN;
  if (unsigned ? d < 0 : d < INT64_MIN_DOUBLE) return 1;
  if (d > (unsigned ? UINT64_MAX_DOUBLE : INT64_MAX_DOUBLE)) return -1;
  return compareDoubles(Number(i), d);
}

/** Strings order by code point (UTF-16 code units would misplace astral characters). */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!.codePointAt(0)!;
    const q = y[i]!.codePointAt(0)!;
    if (p !== q) return p < q ? -1 : 1;
  }
  return x.length < y.length ? -1 : x.length > y.length ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/**
 * Orders two values (`<`, `<=`, `>`, `>=`): negative, zero, positive, or NaN when
 * unordered (a NaN operand). Throws "no such overload" for kinds that do not order.
 */
export function celCompare(a: unknown, b: unknown): number {
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) return compareBytes(a, b);
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (a instanceof Duration && b instanceof Duration) {
    if (a.seconds !== b.seconds) return a.seconds < b.seconds ? -1 : 1;
    return Math.sign(a.nanos - b.nanos);
  }
  throw new EvaluationError(`no such overload: ${kindOf(a)} < ${kindOf(b)}`);
}

/** A map's entries, whether it is a `Map` or a plain object. */
export function mapEntries(value: object): [unknown, unknown][] {
  return value instanceof Map ? [...value.entries()] : Object.entries(value);
}

/** Whether `value` is a CEL map (a `Map` or a plain object). */
export function isCelMap(value: unknown): boolean {
  if (value instanceof Map) return true;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Looks `key` up in a CEL map by CEL equality (so `m[1]`, `m[1u]` and `m[1.0]` agree). */
export function mapLookup(map: object, key: unknown): { found: boolean; value?: unknown } {
  if (map instanceof Map) {
    if (map.has(key)) return { found: true, value: map.get(key) };
    for (const [k, v] of map) if (celEquals(k, key)) return { found: true, value: v };
    return { found: false };
  }
  if (typeof key === 'string' && Object.hasOwn(map, key)) return { found: true, value: (map as Record<string, unknown>)[key] };
  return { found: false };
}

/** CEL equality (`==`) with heterogeneous numeric comparison. */
export function celEquals(a: unknown, b: unknown): boolean {
  if (a === b) return !(typeof a === 'number' && Number.isNaN(a));
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b) === 0;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => celEquals(item, b[i]));
  }
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    return a instanceof Uint8Array && b instanceof Uint8Array && compareBytes(a, b) === 0;
  }
  if (isCelMap(a) || isCelMap(b)) {
    if (!isCelMap(a) || !isCelMap(b)) return false;
    const left = mapEntries(a as object);
    if (left.length !== mapEntries(b as object).length) return false;
    return left.every(([key, value]) => {
      const other = mapLookup(b as object, key);
      return other.found && celEquals(value, other.value);
    });
  }
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof Duration || b instanceof Duration) {
    return a instanceof Duration && b instanceof Duration && a.seconds === b.seconds && a.nanos === b.nanos;
  }
  if (a instanceof Optional || b instanceof Optional) {
    if (!(a instanceof Optional) || !(b instanceof Optional)) return false;
    if (!a.hasValue() || !b.hasValue()) return a.hasValue() === b.hasValue();
    return celEquals(a.value(), b.value());
  }
  if (a.constructor !== b.constructor) return false;
  const name = a.constructor?.name;
  // Types compare by name; library values (quantity, IP, ...) through their `equals`.
  if (name === 'Type') return String(a) === String(b);
  const custom = (a as { equals?: (other: unknown) => boolean }).equals;
  if (typeof custom === 'function') return custom.call(a, b);
  const own = Object.entries(a);
  if (own.length > 0) return own.length === Object.keys(b).length && own.every(([key, value]) => celEquals(value, (b as Record<string, unknown>)[key]));
  return String(a) === String(b);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return 'double';
  if (value instanceof UnsignedInt) return 'uint';
  if (value instanceof Uint8Array) return 'bytes';
  if (Array.isArray(value)) return 'list';
  if (isCelMap(value)) return 'map';
  if (typeof value === 'object') return value.constructor?.name ?? 'object';
  return typeof value;
}
