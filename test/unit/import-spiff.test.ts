/**
 * Which v1 rule values `rgdc import` takes over: the `(( ... ))` subset rgdc compiles
 * (copied verbatim), spiff concatenation (rewritten as text with placeholders), and
 * everything else refused with a message naming what it uses.
 */
import { describe, expect, it } from 'vitest';
import { translateRuleValue, translateSpiffString } from '../../src/import/spiff.js';

describe('translateSpiffString: kept verbatim', () => {
  it.each([
    ['plain text', 'Hello, world!'],
    ['a parameter', '(( replicas ))'],
    ['a nested parameter', '(( ui.color ))'],
    ['no blanks', '((replicas))'],
    ['text around a parameter', 'redis://(( host )):6379'],
    ['several placeholders', '(( user ))@(( host ))'],
    ['a string literal', '(( "fixed" ))'],
    ['a number literal', '(( 3 ))'],
    ['a boolean literal', '(( true ))'],
    ['nil', '(( nil ))'],
  ])('%s: %s', (_, text) => {
    expect(translateSpiffString(text)).toEqual({ value: text });
  });
});

describe('translateSpiffString: spiff concatenation becomes text with placeholders', () => {
  it.each([
    ['(( "v" version ))', 'v(( version ))'],
    ['(( "v" version "-alpine" ))', 'v(( version ))-alpine'],
    ['(( host ":" port ))', '(( host )):(( port ))'],
    ['(( "port-" 8080 ))', 'port-8080'],
    ['((  "a."  b.c  ))', 'a.(( b.c ))'],
  ])('%s -> %s', (text, expected) => {
    expect(translateSpiffString(text)).toEqual({ value: expected });
  });
});

describe('translateSpiffString: refused', () => {
  it.each([
    ['arithmetic', '(( replicas * 2 ))', 'spiff operators'],
    ['addition', '(( a + 1 ))', 'spiff operators'],
    ['alternative', '(( a || "x" ))', 'spiff operators'],
    ['a function', '(( format("%s-%s", a, b) ))', 'the spiff function `format`'],
    ['join', '(( join(",", hosts) ))', 'the spiff function `join`'],
    ['a merge', '(( merge ))', 'the spiff operator `merge`'],
    ['a keyword as parameter', '(( merge foo ))', 'the spiff operator `merge`'],
    ['an index', '(( hosts.[0] ))', 'list, map or index'],
    ['a map literal', '(( { "a" = 1 } ))', 'list, map or index'],
    ['a lambda', '(( |x|->x ))', 'operators'],
    ['references only (list concatenation is possible)', '(( a b ))', 'cannot translate'],
    ['an empty literal only', '(( "" a ))', 'cannot translate'],
  ])('%s: %s', (_, text, what) => {
    const result = translateSpiffString(text);
    expect('error' in result && result.error).toContain(what);
  });

  it('unbalanced parentheses inside text', () => {
    const result = translateSpiffString('x (( a');
    expect(result).toHaveProperty('error');
  });

  it('an operator inside text', () => {
    const result = translateSpiffString('v(( a + 1 ))');
    expect('error' in result && result.error).toContain('not a parameter reference or a literal');
  });
});

describe('translateRuleValue', () => {
  it('keeps non-string literals', () => {
    for (const value of [3, 1.5, true, null]) expect(translateRuleValue(value, ['v'])).toEqual({ ok: true, value });
  });

  it('walks maps and lists, rewriting concatenations', () => {
    expect(translateRuleValue({ name: 'X', value: '(( "v" a ))', list: ['(( b ))', 1] }, ['v'])).toEqual({
      ok: true,
      value: { name: 'X', value: 'v(( a ))', list: ['(( b ))', 1] },
    });
  });

  it('points at the first untranslatable leaf', () => {
    const result = translateRuleValue({ env: [{ value: 'ok' }, { value: '(( a * 2 ))' }] }, ['configuration', 'rules', 0, 'value']);
    expect(result).toMatchObject({ ok: false, origin: ['configuration', 'rules', 0, 'value', 'env', 1, 'value'] });
  });

  it('refuses computed keys', () => {
    expect(translateRuleValue({ '(( key ))': 1 }, ['v'])).toMatchObject({ ok: false, origin: ['v', '(( key ))'] });
  });
});
