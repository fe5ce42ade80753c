/**
 * The exact answers of the rule-value and values-path parsers for the cases a service team
 * gets wrong: spiff literals (`nil`/`~`, `false`, numbers), spiff keywords, unbalanced
 * placeholders, and every values-path error with the character it points at.
 */
import { describe, expect, it } from 'vitest';
import { parseRuleValue } from '../../src/configdata/value-expression.js';
import { APPEND, formatValuesPath, parseValuesPath } from '../../src/configdata/values-path.js';

describe('parseRuleValue literals and placeholders', () => {
  const cases: [string, unknown][] = [
    ['(( false ))', { kind: 'literal', value: false }],
    ['(( nil ))', { kind: 'literal', value: null }],
    ['(( ~ ))', { kind: 'literal', value: null }],
    ['(( 12 ))', { kind: 'literal', value: 12 }],
    ['(( 1.25 ))', { kind: 'literal', value: 1.25 }],
    ['(( -7 ))', { kind: 'literal', value: -7 }],
    ['(( x1 ))', { kind: 'parameter', path: ['x1'] }],
    ['x (( "q" )) y', { kind: 'literal', value: 'x q y' }],
    ['x (( 3 ))', { kind: 'literal', value: 'x 3' }],
    ['(( 3 )) x', { kind: 'literal', value: '3 x' }],
    ['(( 1 ))(( 2 ))', { kind: 'literal', value: '12' }],
    ['(( a ))-(( "x" ))', { kind: 'text', parts: [{ parameter: ['a'] }, '-', 'x'] }],
  ];
  it.each(cases)('%j', (text, expected) => expect(parseRuleValue(text)).toEqual(expected));

  // spiff's own operators that look like names: rgdc does not merge or restructure YAML.
  const keywords = ['merge', 'auto', 'replace', 'none', 'prune', 'temp', 'local', 'state', 'inject', 'default', 'required', 'lambda', 'sync'];
  it.each(keywords)('rejects the spiff keyword %s', (keyword) =>
    expect(parseRuleValue(`(( ${keyword} ))`)).toEqual({
      error: `\`(( ${keyword} ))\` is not a parameter reference or a literal; rgdc translates only \`(( name ))\`, \`(( a.b ))\` and literals`,
    }),
  );

  it.each(['(( 1a ))', '(( "a" || "b" ))', '(( 1e5 ))', '(( [1, 2] ))', '(( {"a": 1} ))'])('rejects %j', (text) =>
    expect(parseRuleValue(text)).toHaveProperty('error'),
  );

  // spiff's String rule takes any character between the quotes; JSON.parse alone refused raw ones.
  it.each([
    ['(( "a\tb" ))', 'a\tb'],
    ['x (( "a\nb" ))', 'x a\nb'],
    ['(( "a\\tb" ))', 'a\tb'],
    ['(( "\\\\\t" ))', '\\\t'],
    ['(( "\\\t" ))', undefined],
  ] as const)('a quoted literal with a raw control character or an escape: %j', (text, value) =>
    expect(parseRuleValue(text)).toEqual(
      value === undefined
        ? { error: `\`(( ${text.slice(3, -3)} ))\` is not a parameter reference or a literal; rgdc translates only \`(( name ))\`, \`(( a.b ))\` and literals` }
        : { kind: 'literal', value },
    ),
  );

  it('rejects an escape JSON does not know instead of failing', () =>
    expect(parseRuleValue('(( "a\\qb" ))')).toEqual({
      error: '`(( "a\\qb" ))` is not a parameter reference or a literal; rgdc translates only `(( name ))`, `(( a.b ))` and literals',
    }));

  it('rejects an unclosed placeholder after a complete one', () =>
    expect(parseRuleValue('(( a )) and ((')).toEqual({ error: 'unbalanced `((`: every `((` needs a closing `))`' }));
});

describe('parseValuesPath errors', () => {
  const cases: [string, string][] = [
    ['', 'the path is empty'],
    ['[0].a', 'values start with a key, not a list index at character 1 of `[0].a`'],
    ['"a"', 'expected a key at character 1 of `"a"`'],
    ["a.'b'", "expected a key after `.` at character 3 of `a.'b'`"],
    ['a.b c', 'expected a key after `.` at character 4 of `a.b c`'],
    ['a["b', 'unterminated quoted key at character 3 of `a["b`'],
    ['a[""]', 'empty quoted key at character 3 of `a[""]`'],
    ['a[x]', 'expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[x]`'],
    ['a[0', 'expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[0`'],
    ['a["b"x', 'expected `]` at character 6 of `a["b"x`'],
    ['a]', 'expected a key at character 2 of `a]`'],
  ];
  it.each(cases)('%j', (text, error) => expect(parseValuesPath(text)).toEqual({ error }));

  it.each([
    ["['a'].b", ['a', 'b']],
    ['a\\b', ['a\\b']],
    ['x[-]', ['x', APPEND]],
    ['l[999999]', ['l', 999999]],
  ] as const)('%s', (text, path) => expect(parseValuesPath(text)).toEqual({ path }));

  it.each(['l[1234567]', 'a[0]x'])('rejects %j', (text) => expect(parseValuesPath(text)).toHaveProperty('error'));
});

describe('formatValuesPath', () => {
  it.each([
    [['a', 'b', 0], 'a.b[0]'],
    [['env', APPEND], 'env[-]'],
    [['podAnnotations', 'prometheus.io/scrape'], 'podAnnotations["prometheus.io/scrape"]'],
    [['a b'], '["a b"]'],
    [['x'], 'x'],
  ] as const)('%j', (path, text) => expect(formatValuesPath(path)).toBe(text));
});
