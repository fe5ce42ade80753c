/**
 * Kubernetes semver library (`k8s.io/apiserver/pkg/cel/library/semverlib.go`):
 * `semver(string [, normalize])`, `isSemver(string [, normalize])`, `major()`, `minor()`,
 * `patch()`, `compareTo`, `isLessThan`, `isGreaterThan` and `==`. Parsing follows
 * `blang/semver/v4` `Parse` (strict `MAJOR.MINOR.PATCH[-pre][+build]`, no leading zeros);
 * `normalize` drops a leading `v`, fills a missing minor or patch with 0 and strips
 * leading zeros first, as Kubernetes does.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const SEMVER_LIBRARY: CelLibrary = {
  register: registerSemver,
  hint: 'Kubernetes semver',
};

/** A `kubernetes.Semver` value. */
export class CelSemver {
  constructor(
    readonly major: bigint,
    readonly minor: bigint,
    readonly patch: bigint,
    readonly pre: readonly string[],
    readonly build: readonly string[],
  ) {}

  toString(): string {
    const pre = this.pre.length ? `-${this.pre.join('.')}` : '';
    const build = this.build.length ? `+${this.build.join('.')}` : '';
    return `${this.major}.${this.minor}.${this.patch}${pre}${build}`;
  }

  /** `semver.Version.Equals`: equal precedence (build metadata ignored). */
  equals(other: unknown): boolean {
    return other instanceof CelSemver && compareSemver(this, other) === 0;
  }
}

export function registerSemver(env: Environment): void {
  const S = 'kubernetes.Semver';
  env.registerType(S, CelSemver);
  env.registerFunction(`semver(string): ${S}`, (s: string) => semverOrThrow(s, false));
  env.registerFunction(`semver(string, bool): ${S}`, (s: string, normalize: boolean) => semverOrThrow(s, normalize));
  env.registerFunction('isSemver(string): bool', (s: string) => typeof parseSemver(s, false) !== 'string');
  env.registerFunction('isSemver(string, bool): bool', (s: string, normalize: boolean) => typeof parseSemver(s, normalize) !== 'string');
  env.registerFunction(`${S}.major(): int`, (v: CelSemver) => v.major);
  env.registerFunction(`${S}.minor(): int`, (v: CelSemver) => v.minor);
  env.registerFunction(`${S}.patch(): int`, (v: CelSemver) => v.patch);
  env.registerFunction(`${S}.isLessThan(${S}): bool`, (a: CelSemver, b: CelSemver) => compareSemver(a, b) < 0);
  env.registerFunction(`${S}.isGreaterThan(${S}): bool`, (a: CelSemver, b: CelSemver) => compareSemver(a, b) > 0);
  env.registerFunction(`${S}.compareTo(${S}): int`, (a: CelSemver, b: CelSemver) => BigInt(compareSemver(a, b)));
  env.registerOperator(`${S} == ${S}`, (a: CelSemver, b: CelSemver) => a.equals(b));
}

function semverOrThrow(text: string, normalize: boolean): CelSemver {
  const parsed = parseSemver(text, normalize);
  if (typeof parsed === 'string') throw new EvaluationError(parsed);
  return parsed;
}

/** A version, or the reason it is not one. */
export function parseSemver(text: string, normalize: boolean): CelSemver | string {
  let s = text;
  if (normalize) {
    s = s.startsWith('v') ? s.slice(1) : s;
    const parts = splitN(s, '.', 3).map((p) => {
      if (p.length <= 1) return p;
      const trimmed = p.replace(/^0+/, '');
      return trimmed === '' || !/^[0-9]/.test(trimmed) ? `0${trimmed}` : trimmed;
    });
    if (parts.length < 3) {
      if (/[+-]/.test(parts[parts.length - 1]!)) return 'short version cannot contain PreRelease/Build meta data';
      while (parts.length < 3) parts.push('0');
    }
    s = parts.join('.');
  }
  return parseStrict(s);
}

/** Go's `strings.SplitN`. */
function splitN(s: string, separator: string, n: number): string[] {
  const parts = s.split(separator);
  return parts.length <= n ? parts : [...parts.slice(0, n - 1), parts.slice(n - 1).join(separator)];
}

/**
 * blang/semver `Parse`, with its checks in its order (major, minor, patch, then each
 * pre-release and build identifier), so the first problem reported is the one Go reports.
 */
function parseStrict(s: string): CelSemver | string {
  if (s === '') return 'Version string empty';
  const parts = splitN(s, '.', 3);
  if (parts.length !== 3) return 'No Major.Minor.Patch elements found';
  const numbers: bigint[] = [];
  let rest = parts[2]!;
  let build: string[] = [];
  let pre: string[] = [];
  const plus = rest.indexOf('+');
  if (plus >= 0) {
    build = rest.slice(plus + 1).split('.');
    rest = rest.slice(0, plus);
  }
  const dash = rest.indexOf('-');
  if (dash >= 0) {
    pre = rest.slice(dash + 1).split('.');
    rest = rest.slice(0, dash);
  }
  for (const [name, part] of [
    ['Major', parts[0]!],
    ['Minor', parts[1]!],
    ['Patch', rest],
  ] as const) {
    // Go's containsOnly is true for "", which then fails in strconv.ParseUint.
    if (!/^[0-9]*$/.test(part)) return `Invalid character(s) found in ${name.toLowerCase()} number ${JSON.stringify(part)}`;
    if (part.length > 1 && part.startsWith('0')) return `${name} number must not contain leading zeroes ${JSON.stringify(part)}`;
    const number = parseUint64(part);
    if (typeof number === 'string') return number;
    numbers.push(number);
  }
  for (const p of pre) {
    if (p === '') return 'Prerelease is empty';
    if (/^[0-9]+$/.test(p)) {
      if (p.length > 1 && p.startsWith('0')) return `Numeric PreRelease version must not contain leading zeroes ${JSON.stringify(p)}`;
      const number = parseUint64(p);
      if (typeof number === 'string') return number;
    } else if (!/^[0-9A-Za-z-]+$/.test(p)) return `Invalid character(s) found in prerelease ${JSON.stringify(p)}`;
  }
  for (const b of build) {
    if (b === '') return 'Build meta data is empty';
    if (!/^[0-9A-Za-z-]+$/.test(b)) return `Invalid character(s) found in build meta data ${JSON.stringify(b)}`;
  }
  return new CelSemver(numbers[0]!, numbers[1]!, numbers[2]!, pre, build);
}

/** Go's `strconv.ParseUint(s, 10, 64)` for a string of digits: the value or Go's error text. */
function parseUint64(digits: string): bigint | string {
  if (digits === '') return 'strconv.ParseUint: parsing "": invalid syntax';
  const value = BigInt(digits);
  return value > (1n << 64n) - 1n ? `strconv.ParseUint: parsing ${JSON.stringify(digits)}: value out of range` : value;
}

/** Semantic version precedence (build metadata ignored): -1, 0 or 1. */
export function compareSemver(a: CelSemver, b: CelSemver): number {
  for (const key of ['major', 'minor', 'patch'] as const) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  if (a.pre.length === 0 && b.pre.length === 0) return 0;
  if (a.pre.length === 0) return 1;
  if (b.pre.length === 0) return -1;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i]!;
    const y = b.pre[i]!;
    if (x === y) continue;
    const xn = /^[0-9]+$/.test(x);
    const yn = /^[0-9]+$/.test(y);
    if (xn && yn) return BigInt(x) < BigInt(y) ? -1 : 1;
    if (xn) return -1;
    if (yn) return 1;
    return x < y ? -1 : 1;
  }
  return a.pre.length === b.pre.length ? 0 : a.pre.length < b.pre.length ? -1 : 1;
}
