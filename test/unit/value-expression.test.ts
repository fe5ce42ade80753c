import { describe, expect, it } from 'vitest';
import { parseRuleValue } from '../../src/configdata/value-expression.js';

describe('parseRuleValue (spiff subset)', () => {
  const cases: [string, unknown][] = [
    ['plain text', { kind: 'literal', value: 'plain text' }],
    ['(( replicas ))', { kind: 'parameter', path: ['replicas'] }],
    ['((podinfo.message))', { kind: 'parameter', path: ['podinfo', 'message'] }],
    ['  (( a ))  ', { kind: 'parameter', path: ['a'] }],
    ['v(( version ))', { kind: 'text', parts: ['v', { parameter: ['version'] }] }],
    ['(( a ))-(( b ))', { kind: 'text', parts: [{ parameter: ['a'] }, '-', { parameter: ['b'] }] }],
    ['(( "quoted" ))', { kind: 'literal', value: 'quoted' }],
    ['(( 3 ))', { kind: 'literal', value: 3 }],
    ['(( true ))', { kind: 'literal', value: true }],
    ['x (( 3 )) y', { kind: 'literal', value: 'x 3 y' }],
  ];
  it.each(cases)('%j', (text, expected) => expect(parseRuleValue(text)).toEqual(expected));

  const unsupported = ['(( a + b ))', '(( merge ))x(( a * 2 ))', '(( lower(a) ))', '(( a || "x" ))', 'open (( a', '(( a.b. ))', '(( ))'];
  it.each(unsupported)('rejects %j', (text) => expect(parseRuleValue(text)).toHaveProperty('error'));
});
