/**
 * Kubernetes quantity library (`k8s.io/apiserver/pkg/cel/library/quantity.go`):
 * `quantity("1.5Gi")`, `isQuantity`, `sign`, `isInteger`, `asInteger`,
 * `asApproximateFloat`, `add`/`sub` (quantity or int), `mul(int)`, `compareTo`,
 * `isLessThan`, `isGreaterThan`, and `==`.
 *
 * Values are exact decimals (`unscaled × 10^scale`, bigint), as `resource.Quantity` keeps
 * them: binary suffixes multiply by 1024^n, and parsing rounds away from zero to nano
 * (10^-9) precision as `resource.ParseQuantity` does.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const QUANTITY_LIBRARY: CelLibrary = {
  register: registerQuantity,
  hint: 'Kubernetes quantity',
  // Kubernetes' quantity library has no `mul`; rgdc evaluates it, kro reports it unknown.
  notInKro: ['kubernetes.Quantity.mul'],
};

const Q = 'kubernetes.Quantity';
const MAX_INT64 = (1n << 63n) - 1n;
const MIN_INT64 = -(1n << 63n);
const BINARY: Record<string, number> = { Ki: 1, Mi: 2, Gi: 3, Ti: 4, Pi: 5, Ei: 6 };
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
/** What `parseQuantityString` scans: sign, digits, fraction, suffix letters, exponent. */
const SCANNABLE = /^[+-]?[0-9]*(?:\.[0-9]*)?[eEinumkKMGTP]*[+-]?[0-9]*$/;
type Format = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';

/** A `kubernetes.Quantity` value: `unscaled × 10^scale`. */
export class CelQuantity {
  constructor(
    readonly unscaled: bigint,
    readonly scale: number,
    readonly format: Format,
    /** The text it was parsed from, if any (kept for printing). */
    readonly text?: string,
  ) {}

  /** Canonical form, as `resource.Quantity.String()` prints it (approximately for computed values). */
  toString(): string {
    return this.text ?? formatQuantity(this);
  }

  /** `Quantity.Equal`: the same value, whatever the notation. */
  equals(other: unknown): boolean {
    return other instanceof CelQuantity && compareQuantities(this, other) === 0;
  }
}

export function registerQuantity(env: Environment): void {
  env.registerType(Q, CelQuantity);
  env.registerFunction(`quantity(string): ${Q}`, (s: string) => {
    const q = parseQuantity(s);
    if (q) return q;
    // resource.ParseQuantity's two errors: its scanner cannot split the text into a number
    // and a suffix (ErrFormatWrong), or it can but the suffix is not one (ErrSuffix). Go's
    // messages do not repeat the input.
    if (s === '' || !SCANNABLE.test(s))
      throw new EvaluationError(`quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'`);
    throw new EvaluationError("unable to parse quantity's suffix");
  });
  env.registerFunction('isQuantity(string): bool', (s: string) => parseQuantity(s) !== undefined);
  env.registerFunction(`${Q}.sign(): int`, (q: CelQuantity) => BigInt(sign(q.unscaled)));
  env.registerFunction(`${Q}.isInteger(): bool`, (q: CelQuantity) => asInt64(q) !== undefined);
  env.registerFunction(`${Q}.asInteger(): int`, (q: CelQuantity) => {
    const value = asInt64(q);
    if (value === undefined) throw new EvaluationError('cannot convert value to integer');
    return value;
  });
  env.registerFunction(`${Q}.asApproximateFloat(): double`, (q: CelQuantity) => Number.parseFloat(`${q.unscaled}e${q.scale}`));
  env.registerFunction(`${Q}.add(${Q}): ${Q}`, (a: CelQuantity, b: CelQuantity) => addQuantities(a, b, 1n));
  env.registerFunction(`${Q}.add(int): ${Q}`, (a: CelQuantity, b: bigint) => addQuantities(a, new CelQuantity(b, 0, 'DecimalExponent'), 1n));
  env.registerFunction(`${Q}.sub(${Q}): ${Q}`, (a: CelQuantity, b: CelQuantity) => addQuantities(a, b, -1n));
  env.registerFunction(`${Q}.sub(int): ${Q}`, (a: CelQuantity, b: bigint) => addQuantities(a, new CelQuantity(b, 0, 'DecimalExponent'), -1n));
  env.registerFunction(`${Q}.mul(int): ${Q}`, (a: CelQuantity, b: bigint) => new CelQuantity(a.unscaled * b, a.scale, a.format));
  env.registerFunction(`${Q}.compareTo(${Q}): int`, (a: CelQuantity, b: CelQuantity) => BigInt(compareQuantities(a, b)));
  env.registerFunction(`${Q}.isLessThan(${Q}): bool`, (a: CelQuantity, b: CelQuantity) => compareQuantities(a, b) < 0);
  env.registerFunction(`${Q}.isGreaterThan(${Q}): bool`, (a: CelQuantity, b: CelQuantity) => compareQuantities(a, b) > 0);
  env.registerOperator(`${Q} == ${Q}`, (a: CelQuantity, b: CelQuantity) => a.equals(b));
}

/** Parses a quantity as `resource.ParseQuantity` does; undefined when invalid. */
export function parseQuantity(text: string): CelQuantity | undefined {
  // Go rejects only the empty string up front; its scanner reads a number part without
  // digits ("-", ".", or none before "k") as 0, so `quantity("k")` is zero there too.
  if (text === '') return undefined;
  const match = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(.*)$/s.exec(text)!;
  const [, signText, whole = '', fraction = '', suffix = ''] = match;
  let unscaled = BigInt(`${whole}${fraction}` || '0');
  let scale = -fraction.length;
  let format: Format;
  if (suffix in BINARY) {
    unscaled *= 1024n ** BigInt(BINARY[suffix]!);
    format = 'BinarySI';
  } else if (suffix in DECIMAL) {
    scale += DECIMAL[suffix]!;
    format = 'DecimalSI';
  } else {
    const exponent = /^[eE]([+-]?[0-9]+)$/.exec(suffix);
    if (!exponent) return undefined;
    scale += Number(exponent[1]);
    format = 'DecimalExponent';
  }
  if (signText === '-') unscaled = -unscaled;
  if (scale < -9) {
    // Round away from zero to nano precision.
    const divisor = 10n ** BigInt(-9 - scale);
    const quotient = unscaled / divisor;
    unscaled = quotient * divisor === unscaled ? quotient : quotient + BigInt(sign(unscaled));
    scale = -9;
  }
  return new CelQuantity(unscaled, scale, format, text);
}

function sign(value: bigint): number {
  return value > 0n ? 1 : value < 0n ? -1 : 0;
}

function aligned(a: CelQuantity, b: CelQuantity): [bigint, bigint, number] {
  const scale = Math.min(a.scale, b.scale);
  return [a.unscaled * 10n ** BigInt(a.scale - scale), b.unscaled * 10n ** BigInt(b.scale - scale), scale];
}

/** `Quantity.Add`/`Sub`: a zero left side takes the right side's format. */
function addQuantities(a: CelQuantity, b: CelQuantity, factor: bigint): CelQuantity {
  const [x, y, scale] = aligned(a, b);
  return new CelQuantity(x + factor * y, scale, a.unscaled === 0n ? b.format : a.format);
}

/** -1, 0 or 1, like `Quantity.Cmp`. */
export function compareQuantities(a: CelQuantity, b: CelQuantity): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The value as an int64, when it is an integer in range (`Quantity.AsInt64`). */
function asInt64(q: CelQuantity): bigint | undefined {
  let value: bigint;
  if (q.scale >= 0) value = q.unscaled * 10n ** BigInt(q.scale);
  else {
    const divisor = 10n ** BigInt(-q.scale);
    if (q.unscaled % divisor !== 0n) return undefined;
    value = q.unscaled / divisor;
  }
  return value >= MIN_INT64 && value <= MAX_INT64 ? value : undefined;
}

/** A canonical string for a computed quantity: the largest suffix with an integral mantissa. */
function formatQuantity(q: CelQuantity): string {
  // Normalise: strip trailing zeros into the scale.
  let unscaled = q.unscaled;
  let scale = q.scale;
  if (unscaled === 0n) return '0';
  while (unscaled % 10n === 0n) {
    unscaled /= 10n;
    scale++;
  }
  // BinarySI prints as DecimalSI between -1024 and 1024 and when not whole (Go's
  // CanonicalizeBytes); otherwise with the largest binary suffix that divides it, or none.
  if (q.format === 'BinarySI' && scale >= 0) {
    const value = unscaled * 10n ** BigInt(scale);
    if (value >= 1024n || value <= -1024n) {
      for (const [suffix, power] of Object.entries(BINARY).reverse()) {
        const unit = 1024n ** BigInt(power);
        if (value % unit === 0n) return `${value / unit}${suffix}`;
      }
      return String(value);
    }
  }
  if (q.format === 'DecimalExponent') {
    const exponent = Math.floor(scale / 3) * 3;
    const mantissa = unscaled * 10n ** BigInt(scale - exponent);
    return exponent === 0 ? String(mantissa) : `${mantissa}e${exponent}`;
  }
  const exponent = Math.max(-9, Math.min(18, Math.floor(scale / 3) * 3));
  const mantissa = unscaled * 10n ** BigInt(scale - exponent);
  const suffix = Object.entries(DECIMAL).find(([, e]) => e === exponent)![0];
  return `${mantissa}${suffix}`;
}
