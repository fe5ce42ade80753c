/**
 * Versions as Masterminds semver v3 reads and orders them (`semver.NewVersion`, the
 * library Flux and the OCM controller use). `NewVersion` coerces by default: an optional
 * `v` prefix, minor and patch may be missing (`1` is `1.0.0`), leading zeros in the
 * numbers are accepted (`01.2.3` is `1.2.3`); pre-release identifiers must not be empty
 * and numeric ones must not start with 0; build metadata is kept but never compared.
 *
 * Ordering follows the library, not npm: numeric pre-release identifiers compare as
 * numbers and sort before alphanumeric ones (`rc.9` < `rc.10` < `rc.a`), alphanumeric
 * ones compare by ASCII (`BETA` < `alpha`), and a shorter list of identifiers sorts first
 * when it is a prefix of the longer (`alpha` < `alpha.1`).
 */

/** A parsed version. The numbers are `uint64` in Go, so they are bigints here. */
export interface SemverVersion {
  readonly major: bigint;
  readonly minor: bigint;
  readonly patch: bigint;
  /** Pre-release without its `-` (`rc.1`); empty for a release. */
  readonly pre: string;
  /** Build metadata without its `+`; ignored by comparisons. */
  readonly metadata: string;
}

// The library's loose version pattern (`looseSemVerRegex`): numbers may have leading
// zeros, pre-release and metadata identifiers are `[0-9A-Za-z-]+` joined by dots.
const LOOSE_VERSION = /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
const UINT64_MAX = (1n << 64n) - 1n;

/**
 * Parses a version as `semver.NewVersion` does; a reason when it is not one.
 *
 * @example parseSemver('v1.2') // {major: 1n, minor: 2n, patch: 0n, pre: '', metadata: ''}
 */
export function parseSemver(text: string): SemverVersion | { error: string } {
  const m = LOOSE_VERSION.exec(text);
  if (!m) return { error: `"${text}" is not a semantic version` };
  const segment = (s: string | undefined) => (s === undefined ? 0n : BigInt(s.replace(/^\./, '')));
  const [major, minor, patch] = [segment(m[1]), segment(m[2]), segment(m[3])];
  // strconv.ParseUint(.., 10, 64) rejects what does not fit.
  if (major > UINT64_MAX || minor > UINT64_MAX || patch > UINT64_MAX) return { error: `"${text}": a version segment is out of range` };
  const pre = m[5] ?? '';
  // validatePrerelease: a numeric identifier must not have leading zeros.
  if (pre.split('.').some((part) => /^0[0-9]+$/.test(part))) return { error: `"${text}": a numeric pre-release identifier starts with 0` };
  return { major, minor, patch, pre, metadata: m[8] ?? '' };
}

/** -1, 0 or 1 as `Version.Compare`: numbers, then pre-release (a release sorts last); metadata is ignored. */
export function compareSemver(a: SemverVersion, b: SemverVersion): number {
  for (const key of ['major', 'minor', 'patch'] as const) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  if (a.pre === b.pre) return 0;
  if (a.pre === '') return 1;
  if (b.pre === '') return -1;
  return comparePrerelease(a.pre, b.pre);
}

function comparePrerelease(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const d = compareIdentifier(left[i] ?? '', right[i] ?? '');
    if (d !== 0) return d;
  }
  return 0;
}

/** One identifier; '' stands for "no more identifiers" and sorts first. */
function compareIdentifier(s: string, o: string): number {
  if (s === o) return 0;
  if (s === '') return -1;
  if (o === '') return 1;
  const sNum = asUint64(s);
  const oNum = asUint64(o);
  if (sNum === undefined && oNum === undefined) return s > o ? 1 : -1; // Go compares bytes; these are ASCII
  if (oNum === undefined) return -1; // a number sorts before text
  if (sNum === undefined) return 1;
  return sNum > oNum ? 1 : -1;
}

/** `strconv.ParseUint(s, 10, 64)`: digits only, and within 64 bits. */
function asUint64(s: string): bigint | undefined {
  if (!/^[0-9]+$/.test(s)) return undefined;
  const n = BigInt(s);
  return n > UINT64_MAX ? undefined : n;
}

/** The version as `Version.String` prints it (`v` prefix and missing parts normalised). */
export function formatSemver(v: SemverVersion): string {
  return `${v.major}.${v.minor}.${v.patch}${v.pre === '' ? '' : `-${v.pre}`}${v.metadata === '' ? '' : `+${v.metadata}`}`;
}
