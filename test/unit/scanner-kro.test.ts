/**
 * The `${...}` scanner against kro's own table (pkg/graph/parser/cel_test.go at v0.9.3,
 * TestExtractExpressions and TestIsOneShotExpression): the same input must give the same
 * expressions at the same positions, the same standalone answer and the same rejections.
 * kro's `start` is where `${` begins and `end` is just after the closing `}`.
 */
import { describe, expect, it } from 'vitest';
import { hasExpression, scanTemplate } from '../../src/template/scanner.js';

type Match = { expr: string; start: number; end: number };

/** The scan as kro's exprMatch list. */
function matches(input: string): Match[] {
  const found: Match[] = [];
  for (const part of scanTemplate(input).parts) {
    if (part.kind === 'expression') found.push({ expr: part.expression, start: part.offset - 2, end: part.offset + part.expression.length + 1 });
  }
  return found;
}

describe('scanTemplate finds what kro extractExpressions finds', () => {
  const cases: [string, string, Match[]][] = [
    ['Simple expression', '${resource.field}', [{ expr: 'resource.field', start: 0, end: 17 }]],
    ['Expression with function', '${length(resource.list)}', [{ expr: 'length(resource.list)', start: 0, end: 24 }]],
    ['Expression with prefix', 'prefix-${resource.field}', [{ expr: 'resource.field', start: 7, end: 24 }]],
    ['Expression with suffix', '${resource.field}-suffix', [{ expr: 'resource.field', start: 0, end: 17 }]],
    [
      'Multiple expressions',
      '${resource1.field}-middle-${resource2.field}',
      [
        { expr: 'resource1.field', start: 0, end: 18 },
        { expr: 'resource2.field', start: 26, end: 44 },
      ],
    ],
    ['Expression with map', "${resource.map['key']}", [{ expr: "resource.map['key']", start: 0, end: 22 }]],
    ['Expression with list index', '${resource.list[0]}', [{ expr: 'resource.list[0]', start: 0, end: 19 }]],
    [
      'Complex expression',
      "${resource.field == 'value' && resource.number > 5}",
      [{ expr: "resource.field == 'value' && resource.number > 5", start: 0, end: 51 }],
    ],
    ['No expressions', 'plain string', []],
    ['Empty string', '', []],
    ['Incomplete expression', '${incomplete', []],
    ['Expression with escaped quotes', '${resource.field == "escaped\\"quote"}', [{ expr: 'resource.field == "escaped\\"quote"', start: 0, end: 37 }]],
    [
      'Multiple expressions with whitespace',
      '  ${resource1.field}  ${resource2.field}  ',
      [
        { expr: 'resource1.field', start: 2, end: 20 },
        { expr: 'resource2.field', start: 22, end: 40 },
      ],
    ],
    ['Expression with newlines', '${resource.list.map(\n  x,\n  x * 2\n)}', [{ expr: 'resource.list.map(\n  x,\n  x * 2\n)', start: 0, end: 36 }]],
    ['Nested expression but with quotes', '${outer("${inner}")}', [{ expr: 'outer("${inner}")', start: 0, end: 20 }]],
    ['Nested closing brace without opening one', '${"text with }} inside"}', [{ expr: '"text with }} inside"', start: 0, end: 24 }]],
    ['Nested open brace without closing one', '${"text with { inside"}', [{ expr: '"text with { inside"', start: 0, end: 23 }]],
    [
      'Expressions with dictionary building',
      "${true ? {'key': 'value'} : {'key': 'value2'}}",
      [{ expr: "true ? {'key': 'value'} : {'key': 'value2'}", start: 0, end: 46 }],
    ],
    [
      'Multiple expressions with dictionary building',
      "${true ? {'key': 'value'} : {'key': 'value2'}} somewhat ${resource.field} then ${false ? {'key': {'nestedKey':'value'}} : {'key': 'value2'}}",
      [
        { expr: "true ? {'key': 'value'} : {'key': 'value2'}", start: 0, end: 46 },
        { expr: 'resource.field', start: 56, end: 73 },
        { expr: "false ? {'key': {'nestedKey':'value'}} : {'key': 'value2'}", start: 79, end: 140 },
      ],
    ],
    [
      'Mixed complete and incomplete',
      '${complete} ${complete2} ${incomplete',
      [
        { expr: 'complete', start: 0, end: 11 },
        { expr: 'complete2', start: 12, end: 24 },
      ],
    ],
    ['Ternary with empty map literal', '${condition ? value : {}}', [{ expr: 'condition ? value : {}', start: 0, end: 25 }]],
    ['Ternary with empty map on both sides', '${condition ? {} : {}}', [{ expr: 'condition ? {} : {}', start: 0, end: 22 }]],
    // Beyond kro's table, by the same loop: a `\` escapes only inside a string, and a `${`
    // right after a string's closing quote is not a nested expression (only the previous
    // character is looked at).
    ['Backslash outside a string', '${a \\}', [{ expr: 'a \\', start: 0, end: 6 }]],
    ['${ right after a closed string', '${"b"${c}}', [{ expr: '"b"${c}', start: 0, end: 10 }]],
    // Only `$` followed by `{` is a nested expression: a lone `$` is left to CEL to reject.
    ['A lone $ inside', '${a$}', [{ expr: 'a$', start: 0, end: 5 }]],
    ['Escaped backslash ends before the quote', '${"a\\\\"}b"}', [{ expr: '"a\\\\"', start: 0, end: 8 }]],
  ];
  it.each(cases)('%s', (_, input, want) => {
    expect(scanTemplate(input).error).toBeUndefined();
    expect(matches(input)).toEqual(want);
  });

  it.each([
    ['Nested expression (should error)', '${outer(${inner})} ${outer}', 8],
    ['Multiple incomplete expressions', '${incomplete1 ${incomplete2', 14],
    ['Mixed incomplete and complete', '${incomplete ${complete}', 13],
  ])('rejects like kro: %s (at the nested ${)', (_, input, offset) => {
    expect(scanTemplate(input)).toEqual({ parts: [], standalone: false, error: { message: 'nested `${` inside an expression', offset } });
  });

  it('points at the nested ${ after earlier expressions', () => {
    expect(scanTemplate('${a} ${b ${c}}').error).toEqual({ message: 'nested `${` inside an expression', offset: 9 });
  });
});

describe('scanTemplate text parts and offsets', () => {
  it.each([
    [
      'x-${a}-y',
      [
        { kind: 'text', text: 'x-', offset: 0 },
        { kind: 'expression', expression: 'a', offset: 4 },
        { kind: 'text', text: '-y', offset: 6 },
      ],
    ],
    [
      '${a}${b}',
      [
        { kind: 'expression', expression: 'a', offset: 2 },
        { kind: 'expression', expression: 'b', offset: 6 },
      ],
    ],
    [
      '}${x}{',
      [
        { kind: 'text', text: '}', offset: 0 },
        { kind: 'expression', expression: 'x', offset: 3 },
        { kind: 'text', text: '{', offset: 5 },
      ],
    ],
    // kro has no `$${` escape: the second `$` starts the expression.
    [
      '$${x}',
      [
        { kind: 'text', text: '$', offset: 0 },
        { kind: 'expression', expression: 'x', offset: 3 },
      ],
    ],
    ['$ {x} $', [{ kind: 'text', text: '$ {x} $', offset: 0 }]],
  ])('%s', (input, parts) => expect(scanTemplate(input).parts).toEqual(parts));
});

describe('standalone: kro isStandaloneExpression (TestIsOneShotExpression)', () => {
  it.each([
    ['${resource.field}', true],
    ['${length(resource.list)}', true],
    ['prefix-${resource.field}', false],
    ['${resource.field}-suffix', false],
    ['${resource1.field}${resource2.field}', false],
    ['plain string', false],
    ['', false],
    ['${incomplete', false],
    ["${resource.map['key']}", true],
    ['${resource.list[0]}', true],
    ['${resource.field == "escaped\\"quote"}', true],
    ['${resource.list.map(\n  x,\n  x * 2\n)}', true],
    ['${resource.list.map(x, x.field).filter(y, y > 5)}', true],
    ['${outer("${inner}")}', true],
    ['${"text with }} inside"}', true],
    ['${"text with { inside"}', true],
  ])('%j is standalone: %s', (input, standalone) => expect(scanTemplate(input).standalone).toBe(standalone));

  it('a nested ${ is an error, not a standalone expression', () => {
    expect(scanTemplate('${outer(${inner})}')).toMatchObject({ standalone: false, error: { offset: 8 } });
  });
});

describe('hasExpression', () => {
  it.each([
    ['${a}', true],
    ['x ${a} y', true],
    ['plain', false],
    ['cost ${', false],
    ['$ {a}', false],
    ['${"  ${x}', true],
  ])('%j: %s', (input, expected) => expect(hasExpression(input)).toBe(expected));
});

describe('the scan budget', () => {
  // Every character a closing-brace search looks at is a step; the searches of one string
  // share the budget. '${abc' is one search of 3 steps; '${"a ${"b' is one of 7 (from the
  // first `${` to the end: the second `${` is inside the string) and one of 2.
  it.each([
    ['${abc', 3, undefined],
    ['${abc', 2, 0],
    ['${ab}', 3, undefined],
    ['${ab}', 2, 0],
    ['${"a ${"b', 9, undefined],
    ['${"a ${"b', 8, 5],
  ])('%j with %i steps: gives up at %s', (input, maxSteps, offset) => {
    const scan = scanTemplate(input, maxSteps);
    if (offset === undefined) expect(scan.error).toBeUndefined();
    else {
      expect(scan).toEqual({
        parts: [],
        standalone: false,
        error: { message: `the string holds too many unterminated \`\${\` to scan (more than ${maxSteps} steps)`, offset, limit: true },
      });
    }
  });

  it('keeps the text and expressions of a string within budget', () => {
    expect(scanTemplate('${abc', 3).parts).toEqual([{ kind: 'text', text: '${abc', offset: 0 }]);
    expect(scanTemplate('${ab}', 3)).toEqual({ parts: [{ kind: 'expression', expression: 'ab', offset: 2 }], standalone: true });
  });
});
