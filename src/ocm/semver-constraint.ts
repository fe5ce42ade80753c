/**
 * Semver constraints as the OCM controller reads `Component.spec.semver`: Masterminds
 * semver v3 (`semver.NewConstraint` and `Constraints.Check`), rule for rule.
 *
 * - Alternatives are separated by `||`; inside one, comparators separated by spaces or
 *   commas must all hold. A hyphen range `1.2 - 1.4.5` is first rewritten to
 *   `>= 1.2, <= 1.4.5` (whitespace around the `-` is required).
 * - Operators: none or `=` (equal; with a wildcard it behaves as `~`), `!=`, `>`, `<`,
 *   `>=` (`=>`), `<=` (`=<`), `~` and `~>` (same major, and same minor unless the minor
 *   is a wildcard), `^` (no change to the left-most non-zero part).
 * - A missing part or `x`/`X`/`*` is a wildcard ("dirty"): `1.2` is `1.2.x`; wildcards
 *   change how `=`, `!=`, `>`, `<=`, `~` and `^` compare (see each check below).
 * - Pre-releases opt in per comparator: a comparator whose version has no pre-release
 *   rejects every pre-release version, so `>=1.0.0-0 <2.0.0` rejects `1.5.0-beta`
 *   (the second comparator has none). A non-wildcard `!=` is the one exception.
 */
import { compareSemver, parseSemver, type SemverVersion } from './semver-version.js';

export { compareSemver, parseSemver, formatSemver, type SemverVersion } from './semver-version.js';

type Operator = '' | '=' | '!=' | '>' | '<' | '>=' | '=>' | '<=' | '=<' | '~' | '~>' | '^';

/** One comparator of a constraint. */
interface Comparator {
  readonly op: Operator;
  readonly con: SemverVersion;
  /** Some part was missing or a wildcard. */
  readonly dirty: boolean;
  /** The minor (and so the patch) was missing or a wildcard: `1`, `1.x`. */
  readonly minorDirty: boolean;
  /** Only the patch was missing or a wildcard: `1.2`, `1.2.x`. */
  readonly patchDirty: boolean;
}

/** A parsed constraint: alternatives (`||`) of comparators that must all hold. */
export type SemverConstraint = readonly (readonly Comparator[])[];

// The library's patterns, kept as they are: its character class for version numbers
// really does include `|`, which decides how odd inputs split.
const CV = String.raw`v?([0-9|xX*]+)(\.[0-9|xX*]+)?(\.[0-9|xX*]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?`;
const CV_PLAIN = CV.replace(/\((?!\?)/g, '(?:'); // the same without capture groups, to embed
const OPS = String.raw`=||!=|>|<|>=|=>|<=|=<|~|~>|\^`;
const CONSTRAINT = new RegExp(String.raw`^\s*(${OPS})\s*(${CV})\s*$`);
const RANGE = new RegExp(String.raw`\s*(${CV_PLAIN})\s+-\s+(${CV_PLAIN})\s*`, 'g');
const FIND = new RegExp(String.raw`(?:${OPS})\s*(?:${CV_PLAIN})`, 'g');
const VALID = new RegExp(String.raw`^(?:\s*(?:${OPS})\s*(?:${CV_PLAIN})\s*)(?:(?:\s+|,\s*)(?:${OPS})\s*(?:${CV_PLAIN})\s*)*$`);

/** Parses a constraint as `semver.NewConstraint`; a reason when it cannot. */
export function parseConstraint(text: string): SemverConstraint | { error: string } {
  // rewriteRange ends the replacement with a space: the pattern's trailing \s* has eaten the
  // space before a comparator that follows (`1.0.0 - 2.0.0 <=2.0.0`), which must stay apart.
  const rewritten = text.replace(RANGE, (_all, low: string, high: string) => `>= ${low}, <= ${high} `);
  const alternatives: Comparator[][] = [];
  for (const part of rewritten.split('||')) {
    if (!VALID.test(part)) return { error: `improper constraint: ${part}` };
    const comparators: Comparator[] = [];
    for (const token of part.match(FIND) ?? [part]) {
      const comparator = parseComparator(token);
      if ('error' in comparator) return comparator;
      comparators.push(comparator);
    }
    alternatives.push(comparators);
  }
  return alternatives;
}

function parseComparator(text: string): Comparator | { error: string } {
  const m = CONSTRAINT.exec(text);
  if (!m) return { error: `improper constraint: ${text}` };
  const [, op, version, major, minor = '', patch = '', pre = ''] = m as unknown as string[];
  const isX = (s: string) => s === 'x' || s === 'X' || s === '*';
  let ver = version!;
  let dirty = true;
  let minorDirty = false;
  let patchDirty = false;
  if (isX(major!)) ver = `0.0.0${pre}`;
  else if (minor === '' || isX(minor.slice(1))) [minorDirty, ver] = [true, `${major}.0.0${pre}`];
  else if (patch === '' || isX(patch.slice(1))) [patchDirty, ver] = [true, `${major}${minor}.0${pre}`];
  else dirty = false;
  const con = parseSemver(ver);
  if ('error' in con) return { error: `improper constraint: ${text.trim()} (${con.error})` };
  return { op: op as Operator, con, dirty, minorDirty, patchDirty };
}

/** `Constraints.Check`: some alternative whose comparators all hold. */
export function checkConstraint(constraint: SemverConstraint, v: SemverVersion): boolean {
  return constraint.some((all) => all.every((c) => check(c, v)));
}

/**
 * Whether `version` satisfies `constraint` (both as text); a reason when either cannot
 * be read.
 *
 * @example satisfies('1.0.0-rc.10', '>=1.0.0-rc.9') // true
 */
export function satisfies(version: string, constraint: string): boolean | { error: string } {
  const v = parseSemver(version);
  if ('error' in v) return v;
  const c = parseConstraint(constraint);
  if ('error' in c) return { error: `cannot read semver constraint "${constraint}": ${c.error}` };
  return checkConstraint(c, v);
}

function check(c: Comparator, v: SemverVersion): boolean {
  // Every check except a plain `!=` starts here: the comparator did not ask for
  // pre-releases, so a pre-release version does not satisfy it.
  const preBlocked = v.pre !== '' && c.con.pre === '';
  const cmp = compareSemver(v, c.con);
  switch (c.op) {
    case '':
    case '=':
      if (preBlocked) return false;
      return c.dirty ? tilde(c, v) : cmp === 0;
    case '!=':
      return notEqual(c, v, cmp);
    case '>':
      if (preBlocked) return false;
      if (!c.dirty) return cmp > 0;
      if (v.major !== c.con.major) return v.major > c.con.major;
      if (c.minorDirty) return false; // >1 needs 2 or more
      if (c.patchDirty) return v.minor > c.con.minor; // >1.2 needs 1.3 or more
      return cmp > 0;
    case '<':
      return !preBlocked && cmp < 0;
    case '>=':
    case '=>':
      return !preBlocked && cmp >= 0;
    case '<=':
    case '=<':
      if (preBlocked) return false;
      if (!c.dirty) return cmp <= 0;
      if (v.major > c.con.major) return false;
      return !(v.major === c.con.major && v.minor > c.con.minor && !c.minorDirty);
    case '~':
    case '~>':
      return !preBlocked && tilde(c, v);
    case '^':
      return !preBlocked && caret(c, v, cmp);
  }
}

function notEqual(c: Comparator, v: SemverVersion, cmp: number): boolean {
  if (c.dirty) {
    if (v.pre !== '' && c.con.pre === '') return false;
    if (c.con.major !== v.major) return true;
    if (c.con.minor !== v.minor && !c.minorDirty) return true;
    if (c.minorDirty) return false;
    if (c.con.patch !== v.patch && !c.patchDirty) return true;
    if (c.patchDirty) {
      if (v.pre !== '' || c.con.pre !== '')
        return compareSemver({ ...v, major: 0n, minor: 0n, patch: 0n }, { ...c.con, major: 0n, minor: 0n, patch: 0n }) !== 0;
      return false;
    }
  }
  return cmp !== 0;
}

function tilde(c: Comparator, v: SemverVersion): boolean {
  if (compareSemver(v, c.con) < 0) return false;
  // ~0.0.0 (and `*`, `=*`) accept every release.
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty) return true;
  if (v.major !== c.con.major) return false;
  return v.minor === c.con.minor || c.minorDirty;
}

function caret(c: Comparator, v: SemverVersion, cmp: number): boolean {
  if (cmp < 0) return false;
  // ^1.2.3 and ^0 (`^0.x`): same major.
  if (c.con.major > 0n || c.minorDirty) return v.major === c.con.major;
  if (v.major > 0n) return false;
  // ^0.2.3 and ^0.0 (`^0.0.x`): same minor.
  if (c.con.minor > 0n || c.patchDirty) return v.minor === c.con.minor;
  if (v.minor > 0n) return false;
  // ^0.0.3: exactly that patch.
  return v.patch === c.con.patch;
}
