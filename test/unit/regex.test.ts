/**
 * The regex module against Go's `regexp` (the expected values are what Go 1.22+ returns
 * for `regexp.MatchString`, `FindString`, `FindAllString` and `regexp.Compile`).
 */
import { createRequire } from 'node:module';
import type { Ajv as AjvInstance } from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkRegex, compileRegex, matchesRegex, re2AjvEngine, RegexSyntaxError } from '../../src/regex/index.js';

describe('matchesRegex (Go regexp.MatchString)', () => {
  const cases: [pattern: string, text: string, go: boolean][] = [
    // Unanchored search, as JSON Schema `pattern` and CEL `matches`.
    ['b', 'abc', true],
    ['^b', 'abc', false],
    // Flags JavaScript rejects or reads differently.
    ['(?i)abc', 'xABCx', true],
    ['(?i:a)b', 'AB', false],
    ['(?i:a)b', 'Ab', true],
    ['(?i)k', '\u212a', true], // Kelvin sign: Unicode simple case folding
    ['(?s)a.b', 'a\nb', true],
    ['a.b', 'a\nb', false],
    ['(?m)^b$', 'a\nb\nc', true],
    ['^b$', 'a\nb\nc', false],
    ['^abc$', 'abc\n', false], // `$` is the end of the text without (?m)
    // POSIX classes are ASCII only.
    ['^[[:alpha:]]+$', 'Hello', true],
    ['^[[:alpha:]]+$', 'héllo', false],
    ['^[[:^digit:]]+$', 'abc', true],
    ['^[[:xdigit:]]+$', 'c0ffee', true],
    // Unicode classes.
    ['^\\pN+$', '٣42', true],
    ['^\\p{Greek}+$', 'αβγ', true],
    ['^\\PL+$', '123', true],
    // Perl classes are ASCII only; \s has no \v.
    ['\\d', '٣', false],
    ['\\w', 'é', false],
    ['\\s', '\v', false],
    ['\\s', '\u00a0', false],
    ['\\bfoo\\b', 'a foo b', true],
    // Code points, not UTF-16 units.
    ['^.$', '😀', true],
    ['^[^a]$', '😀', true],
    ['^\\x{1F600}$', '😀', true],
    ['^\\x41$', 'A', true],
    ['^\\101$', 'A', true], // octal
    ['\\Q.*\\E', 'a.*b', true],
    ['\\Q.*\\E', 'ab', false],
    ['\\Aab\\z', 'ab', true],
    ['^[\\d-z]+$', '1-z', true],
    ['(?P<year>\\d{4})-(?<month>\\d{2})', '2026-12', true],
    ['', 'anything', true],
  ];
  it.each(cases)('%j on %j is %s', (pattern, text, go) => {
    expect(matchesRegex(pattern, text)).toBe(go);
  });
});

describe('find and findAll (Go FindString, FindAllString)', () => {
  const finds: [pattern: string, text: string, go: string][] = [
    ['[0-9]+', 'a12b345', '12'],
    ['a|ab', 'ab', 'a'], // leftmost-first, as Perl
    ['(?U)a+', 'aaa', 'a'], // ungreedy flag
    ['a+?', 'aaa', 'a'],
    ['x', 'abc', ''],
    ['(?i)ß', 'STRAẞE', 'ẞ'],
  ];
  it.each(finds)('find %j in %j is %j', (pattern, text, go) => {
    expect(compileRegex(pattern).find(text)).toBe(go);
  });

  const findAlls: [pattern: string, text: string, n: number, go: string[]][] = [
    ['[0-9]+', 'a1b22c333', -1, ['1', '22', '333']],
    ['[0-9]+', 'a1b22c333', 2, ['1', '22']],
    ['[0-9]+', 'a1b22c333', 0, []],
    ['x', 'abc', -1, []],
    ['a*', 'baaab', -1, ['', 'aaa', '']], // JavaScript's matchAll gives four
    ['', '😀x', -1, ['', '', '']], // one empty match per code point boundary
    ['(?i)[[:alpha:]]+', 'Ab1cD', -1, ['Ab', 'cD']],
  ];
  it.each(findAlls)('findAll %j in %j (n=%i) is %j', (pattern, text, n, go) => {
    expect(compileRegex(pattern).findAll(text, n)).toEqual(go);
  });
});

describe('checkRegex (Go regexp.Compile errors)', () => {
  const rejected: [pattern: string, message: string, offset: number, length: number][] = [
    ['^(?=.*\\d).+$', 'error parsing regexp: invalid or unsupported Perl syntax: `(?=`', 1, 3],
    ['^(?!admin).*$', 'error parsing regexp: invalid or unsupported Perl syntax: `(?!`', 1, 3],
    ['(?<!x)y', 'error parsing regexp: invalid named capture: `(?<!x)y`', 0, 7],
    ['(?>a)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?>`', 0, 3],
    ['^(a)\\1$', 'error parsing regexp: invalid escape sequence: `\\1`', 4, 2],
    ['\\u0041', 'error parsing regexp: invalid escape sequence: `\\u`', 0, 2],
    ['ab\\Z', 'error parsing regexp: invalid escape sequence: `\\Z`', 2, 2],
    ['a{1001}', 'error parsing regexp: invalid repeat count: `{1001}`', 1, 6],
    ['a**', 'error parsing regexp: invalid nested repetition operator: `**`', 1, 2],
    ['a++', 'error parsing regexp: invalid nested repetition operator: `++`', 1, 2],
    ['[[:foo:]]', 'error parsing regexp: invalid character class range: `[:foo:]`', 1, 7],
    ['\\p{Foo}', 'error parsing regexp: invalid character class range: `\\p{Foo}`', 0, 7],
    ['(ab', 'error parsing regexp: missing closing ): `(ab`', 0, 3],
    ['ab)', 'error parsing regexp: unexpected ): `ab)`', 0, 3],
    ['[ab', 'error parsing regexp: missing closing ]: `[ab`', 0, 3],
    ['*a', 'error parsing regexp: missing argument to repetition operator: `*`', 0, 1],
  ];
  it.each(rejected)('%j is rejected', (pattern, message, offset, length) => {
    const error = checkRegex(pattern);
    expect(error).toBeInstanceOf(RegexSyntaxError);
    expect(error?.message).toBe(message);
    expect([error?.offset, error?.length]).toEqual([offset, length]);
    expect(error?.hint).toMatch(/\S/);
    expect(() => compileRegex(pattern)).toThrow(RegexSyntaxError);
  });

  it.each(['(?i)abc', '[[:alpha:]]', '\\pN', '(?s).', 'a{1000}', '(?P<n>x)', '(?<n>x)', '\\0', '[\\d-z]', 'x*?'])('%j compiles', (pattern) => {
    expect(checkRegex(pattern)).toBeUndefined();
  });

  it('gives lookarounds and backreferences a hint that says what RE2 lacks', () => {
    expect(checkRegex('(?=a)')?.hint).toMatch(/lookahead/);
    expect(checkRegex('(?<=a)b')?.hint).toMatch(/lookbehind/);
    expect(checkRegex('(a)\\1')?.hint).toMatch(/backreferences/);
    expect(checkRegex('\\u00e9')?.hint).toMatch(/\\x\{263A\}/);
  });
});

describe('linear time', () => {
  it('matches a catastrophic-backtracking pattern against 10,000 characters at once', () => {
    const value = 'a'.repeat(10_000);
    expect(matchesRegex('^(a+)+$', value)).toBe(true);
    expect(matchesRegex('^(a+)+$', `${value}!`)).toBe(false);
    expect(matchesRegex('^(a|a)*$', `${value}!`)).toBe(false);
  });
});

describe('re2AjvEngine', () => {
  it('runs JSON Schema patterns with RE2 inside ajv', () => {
    const Ajv = createRequire(import.meta.url)('ajv').default as typeof AjvInstance;
    const ajv = new Ajv({ code: { regExp: re2AjvEngine } });
    const validate = ajv.compile({
      type: 'object',
      properties: { a: { type: 'string', pattern: '(?i)^[[:alpha:]]+$' }, b: { type: 'string', pattern: '^\\pN+$' } },
    });
    expect(validate({ a: 'Hello', b: '٣4' })).toBe(true);
    expect(validate({ a: 'héllo' })).toBe(false);
    expect(validate({ b: 'x' })).toBe(false);
    expect(() => ajv.compile({ type: 'string', pattern: '(?=a)' })).toThrow(RegexSyntaxError);
  });
});
