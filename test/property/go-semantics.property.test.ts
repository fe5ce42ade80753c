/**
 * Properties of the Go-faithful parsers: the Masterminds version order is a total order
 * that agrees with constraints, and the net/url parser never throws, keeps what it
 * parsed when printed and parsed again, and accepts every absolute path of safe bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSemver, formatSemver, parseSemver, satisfies, type SemverVersion } from '../../src/ocm/semver-constraint.js';
import { formatUrl, parseRequestUri, parseUrl, urlEscapedPath } from '../../src/util/go-url.js';
import './support.js';

const identifier = fc.oneof(fc.nat({ max: 30 }).map(String), fc.stringMatching(/^[A-Za-z-][0-9A-Za-z-]{0,4}$/));
const versionText = fc
  .tuple(fc.nat({ max: 5 }), fc.nat({ max: 5 }), fc.nat({ max: 5 }), fc.array(identifier, { maxLength: 3 }))
  .map(([a, b, c, pre]) => `${a}.${b}.${c}${pre.length > 0 ? `-${pre.join('.')}` : ''}`);
const version = versionText.map((t) => parseSemver(t) as SemverVersion);

describe('Masterminds semver properties', () => {
  it('Compare is antisymmetric and transitive', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        expect(compareSemver(a, b)).toBe(-compareSemver(b, a));
        if (compareSemver(a, b) <= 0 && compareSemver(b, c) <= 0) expect(compareSemver(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('a version satisfies =itself, >=itself and <=itself, and not !=itself', () => {
    fc.assert(
      fc.property(version, (v) => {
        const text = formatSemver(v);
        for (const op of ['', '=', '>=', '<=']) expect(satisfies(text, `${op}${text}`)).toBe(true);
        expect(satisfies(text, `!=${text}`)).toBe(false);
      }),
    );
  });

  it('>= agrees with Compare, except that a release comparator rejects pre-releases', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(satisfies(formatSemver(a), `>=${formatSemver(b)}`)).toBe(a.pre !== '' && b.pre === '' ? false : compareSemver(a, b) >= 0);
      }),
    );
  });
});

describe('Go net/url properties', () => {
  it('never throws, whatever the input', () => {
    // The characters URL parsing turns on, plus non-ASCII and a control character.
    const unit = fc.constantFrom(..."aZ09:/?#[]@%+ .-_~!$&'()*,;=é€\u0001".split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (s) => {
        parseRequestUri(s);
        parseUrl(s);
      }),
    );
  });

  it('accepts every absolute path of unreserved characters, and keeps it as the escaped path', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[A-Za-z0-9._~-]{0,8}){1,4}$/), (path) => {
        const url = parseRequestUri(path);
        expect(url).not.toHaveProperty('error');
        if (!('error' in url)) expect(urlEscapedPath(url)).toBe(path);
      }),
    );
  });

  it('String() of a parsed URL parses back to the same scheme, host, path and escaped path', () => {
    const host = fc.stringMatching(/^[A-Za-z0-9.-]{1,10}(:[0-9]{1,4})?$/);
    const path = fc.string({ maxLength: 12 }).map((s) => `/${s.replace(/[%?#\u0000-\u001f\u007f]/g, '')}`);
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'oci'), host, path, (scheme, h, p) => {
        const first = parseUrl(`${scheme}://${h}${p}`);
        fc.pre(!('error' in first));
        if ('error' in first) return;
        const again = parseUrl(formatUrl(first));
        const parts = (u: ReturnType<typeof parseUrl>) => ('error' in u ? u : { scheme: u.scheme, host: u.host, path: u.path, escaped: urlEscapedPath(u) });
        expect(parts(again)).toEqual(parts(first));
      }),
    );
  });
});
