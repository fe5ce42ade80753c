/**
 * `mayNeedRewrite` (cel/source.ts) is a character scan standing for one regular
 * expression, the definition of text that may need kro's source rewrite. Both must answer
 * the same on any text: a false "no" would leave kro syntax cel-js cannot parse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayNeedRewrite } from '../../src/cel/source.js';

const DEFINITION = /[[{,:]\s*\?|\/\/|\f|\.\d|[bBrR]['"]|[^\x00-\x7f]/;

/** Characters the definition looks at, some neighbours, and blanks of every kind. */
const ALPHABET = [
  '[',
  '{',
  ',',
  ':',
  '?',
  '/',
  '\f',
  '.',
  '0',
  '9',
  'b',
  'B',
  'r',
  'R',
  "'",
  '"',
  ' ',
  '\t',
  '\n',
  '\v',
  '\r',
  'a',
  'x',
  '(',
  ']',
  'é',
  '\u00a0',
  '\u2028',
  '😀',
];

describe('mayNeedRewrite', () => {
  it('answers as the regular expression it stands for, on text made of the characters it looks at', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 12 }), (chars) => {
        const text = chars.join('');
        expect(mayNeedRewrite(text)).toBe(DEFINITION.test(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('answers as the regular expression on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(mayNeedRewrite(text)).toBe(DEFINITION.test(text));
      }),
      { numRuns: 5_000 },
    );
  });

  it('says no to the kro expressions that need no rewrite, yes to those that do', () => {
    expect(mayNeedRewrite('schema.spec.?replicas.orValue(1) > 0 ? "yes" : "no"')).toBe(false);
    expect(mayNeedRewrite('[a, ?b]')).toBe(true);
    expect(mayNeedRewrite('{"k": 1,\n  ?"o": x}')).toBe(true);
    expect(mayNeedRewrite('x + .5')).toBe(true);
    expect(mayNeedRewrite("br'\\d'")).toBe(true);
    expect(mayNeedRewrite('a // comment')).toBe(true);
  });
});
