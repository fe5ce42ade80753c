/**
 * Masterminds semver v3, as the OCM controller resolves `Component.spec.semver`: our own
 * table of the library's documented behaviour (README "Checking Version Constraints",
 * "Working With Prerelease Versions" and the rules in its constraint functions).
 */
import { describe, expect, it } from 'vitest';
import { compareSemver, formatSemver, parseSemver, satisfies, type SemverVersion } from '../../src/ocm/semver-constraint.js';

const version = (text: string): SemverVersion => {
  const v = parseSemver(text);
  if ('error' in v) throw new Error(v.error);
  return v;
};

describe('parseSemver (semver.NewVersion, coercing)', () => {
  const ok: [string, string][] = [
    ['1.2.3', '1.2.3'],
    ['v1.2.3', '1.2.3'],
    ['1.2', '1.2.0'],
    ['v1', '1.0.0'],
    ['1', '1.0.0'],
    ['01.02.03', '1.2.3'], // leading zeros are coerced, not rejected
    ['1.2.3-rc.1', '1.2.3-rc.1'],
    ['1.2-beta', '1.2.0-beta'],
    ['1.2.3+build.5', '1.2.3+build.5'],
    ['1.2.3-alpha-1.0+exp.sha.5114f85', '1.2.3-alpha-1.0+exp.sha.5114f85'],
    ['18446744073709551615.0.0', '18446744073709551615.0.0'],
  ];
  it.each(ok)('%s reads as %s', (text, printed) => expect(formatSemver(version(text))).toBe(printed));

  const bad = ['', 'latest', 'V1.2.3', ' 1.2.3', '1.2.3.4', '1.2.3-', '1.2.3-rc..1', '1.2.3-01', '1.x', '1.2.3-rc_1', '18446744073709551616.0.0'];
  it.each(bad)('%j is not a version', (text) => expect(parseSemver(text)).toHaveProperty('error'));
});

describe('compareSemver (Version.Compare)', () => {
  // Each row is in ascending order.
  const ascending: [string, string][] = [
    ['1.2.3', '1.2.4'],
    ['1.9.0', '1.10.0'],
    ['1.0.0-rc.1', '1.0.0'],
    ['1.0.0-rc.9', '1.0.0-rc.10'], // numeric identifiers compare as numbers
    ['1.0.0-2', '1.0.0-10'],
    ['1.0.0-rc.10', '1.0.0-rc.a'], // a number sorts before text
    ['1.0.0-alpha', '1.0.0-alpha.1'], // a prefix sorts first
    ['1.0.0-alpha.1', '1.0.0-alpha.beta'],
    ['1.0.0-beta.11', '1.0.0-rc.1'],
    ['1.0.0-BETA', '1.0.0-alpha'], // ASCII: upper case first
    ['1.0.0-alpha.9', '1.0.0-alpha.10.1'],
  ];
  it.each(ascending)('%s < %s', (a, b) => {
    expect(compareSemver(version(a), version(b))).toBe(-1);
    expect(compareSemver(version(b), version(a))).toBe(1);
  });
  it('ignores build metadata and the v prefix', () => {
    expect(compareSemver(version('v1.2.3+a'), version('1.2.3+b'))).toBe(0);
    expect(compareSemver(version('1.2'), version('1.2.0'))).toBe(0);
  });
});

describe('satisfies (semver.NewConstraint + Check)', () => {
  const cases: [string, string, boolean][] = [
    // exact and =
    ['6.9.1', '6.9.1', true],
    ['6.9.2', '6.9.1', false],
    ['v6.9.1', '6.9.1', true],
    ['6.9.1', 'v6.9.1', true],
    ['6.9.1', '=6.9.1', true],
    ['6.9.1', '= 6.9.1', true],
    ['1.2.3+build', '1.2.3', true],
    // a partial version without operator is a wildcard (= with x behaves as ~)
    ['1.2.9', '1.2', true],
    ['1.3.0', '1.2', false],
    ['1.9.9', '1', true],
    ['2.0.0', '1', false],
    ['1.2.7', '1.2.x', true],
    ['1.3.0', '1.2.x', false],
    ['1.2.7', '1.2.X', true],
    ['1.9.0', '1.x', true],
    ['1.9.0', '1.*', true],
    ['4.0.0', '*', true],
    ['0.0.1', 'x', true],
    ['4.0.0-rc.1', '*', false],
    // != (a wildcard excludes the whole range)
    ['1.2.3', '!=1.2.3', false],
    ['1.2.4', '!=1.2.3', true],
    ['1.2.4', '!=1.2.x', false],
    ['1.3.0', '!=1.2.x', true],
    ['1.9.0', '!=1.x', false],
    ['2.0.0', '!=1.x', true],
    ['1.2.4-beta', '!=1.2.3', true], // the one check with no pre-release opt-out
    ['1.2.4-beta', '!=1.2.x', false],
    // >, >=, <, <=
    ['1.2.4', '>1.2.3', true],
    ['1.2.3', '>1.2.3', false],
    ['1.3.0', '>1.2', true],
    ['1.2.9', '>1.2', false],
    ['2.0.0', '>1', true],
    ['1.9.0', '>1', false],
    ['1.2.3', '>=1.2.3', true],
    ['1.2.2', '>=1.2.3', false],
    ['1.2.3', '=>1.2.3', true],
    ['1.2.2', '<1.2.3', true],
    ['1.2.3', '<1.2.3', false],
    ['1.1.9', '<1.2', true],
    ['1.2.0', '<1.2', false],
    ['1.2.3', '<=1.2.3', true],
    ['1.2.4', '<=1.2.3', false],
    ['1.2.9', '<=1.2', true],
    ['1.3.0', '<=1.2', false],
    ['1.9.0', '<=1', true],
    ['2.0.0', '<=1', false],
    ['1.2.9', '=<1.2', true],
    // AND: spaces and commas
    ['6.9.1', '>=6.9.0 <7.0.0', true],
    ['7.0.0', '>=6.9.0 <7.0.0', false],
    ['6.9.1', '>=6.9.0, <7.0.0', true],
    ['6.9.1', '>= 6.9.0 , < 7.0.0', true],
    ['6.8.0', '>=6.9.0,<7.0.0', false],
    // OR
    ['2.0.0', '<1.0.0 || >=2.0.0', true],
    ['0.5.0', '<1.0.0||>=2.0.0', true],
    ['1.5.0', '<1.0.0 || >=2.0.0', false],
    // ~ and ~>
    ['1.2.5', '~1.2.3', true],
    ['1.2.2', '~1.2.3', false],
    ['1.3.0', '~1.2.3', false],
    ['1.2.5', '~1.2', true],
    ['1.3.0', '~1.2', false],
    ['1.9.0', '~1', true],
    ['2.0.0', '~1', false],
    ['1.9.0', '~1.x', true],
    ['2.0.1', '~>2.0', true],
    ['2.1.0', '~>2.0', false],
    ['5.0.0', '~0.0.0', true], // ~0.0.0 is >=0.0.0
    ['1.0.0', '~0', false],
    // ^
    ['1.9.0', '^1.2.3', true],
    ['1.2.2', '^1.2.3', false],
    ['2.0.0', '^1.2.3', false],
    ['1.2.0', '^1.2', true],
    ['1.9.9', '^1', true],
    ['0.2.9', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.2.0', '^0.2', true],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['0.0.9', '^0.0', true],
    ['0.1.0', '^0.0', false],
    ['0.9.0', '^0', true],
    ['1.0.0', '^0', false],
    // hyphen ranges (rewritten to >= low, <= high; a partial high is a wildcard)
    ['1.3.9', '1.2 - 1.3', true],
    ['1.4.0', '1.2 - 1.3', false],
    ['1.4.5', '1.2 - 1.4.5', true],
    ['1.4.6', '1.2 - 1.4.5', false],
    ['1.1.9', '1.2 - 1.4.5', false],
    ['2.5.0', '1.2.3 - 2', true],
    ['3.0.0', '1.2.3 - 2', false],
    ['3.5.0', '1.0 - 1.5 || 3 - 4', true],
    // pre-releases opt in per comparator
    ['1.0.0-rc.1', '>=0.9.0', false],
    ['1.0.0-rc.1', '>=1.0.0-rc.0', true],
    ['1.0.0-rc.10', '>=1.0.0-rc.9', true], // numeric, not string, order
    ['1.0.0-rc.10', '<=1.0.0-rc.9', false],
    ['1.2.4-beta', '>=1.2.3-0', true], // any pre-release past the floor, not only 1.2.3-*
    ['1.5.0-beta', '>=1.0.0-0 <2.0.0', false], // <2.0.0 did not opt in
    ['1.5.0-beta', '>=1.0.0-0 <2.0.0-0', true],
    ['1.2.3-beta', '~1.2.3-0', true],
    ['1.3.0-beta', '~1.2.3-0', false],
    ['1.2.3-beta', '^1.2.3-alpha', true],
    ['2.0.0-beta', '^1.2.3-alpha', false], // caret stays within the major for pre-releases too
    ['1.2.3-alpha', '1.2.3-alpha', true],
    ['1.2.3-beta', '1.2.x-alpha', true],
    ['1.2.3-BETA', '>=1.2.3-alpha', false], // ASCII order
  ];
  it.each(cases)('%s in %j → %s', (v, constraint, expected) => expect(satisfies(v, constraint)).toBe(expected));

  const unreadable: [string, string][] = [
    ['latest', '>=1.0.0'],
    ['1.0.0', '>=one'],
    ['1.0.0', ''],
    ['1.0.0', '>>1.0.0'],
    ['1.0.0', '1.0.0 -'],
    ['1.0.0', '>=1.0.0-01'],
    ['1.0.0', '>=1.0.0 ||'],
  ];
  it.each(unreadable)('%s in %j cannot be read', (v, constraint) => expect(satisfies(v, constraint)).toHaveProperty('error'));
});
