/**
 * The `${...}` scanner against kro's own table (pkg/graph/parser/cel_test.go at v0.9.3,
 * TestExtractExpressions and TestIsOneShotExpression, and the same tests at 012a3ac9 for
 * kro v0.10's rules): the same input must give the same expressions at the same positions,
 * the same standalone answer and the same rejections. kro's `start` is where `${` begins
 * and `end` is just after the closing `}`.
 */
import { describe, expect, it } from 'vitest';
import { KRO_V0_10_0, KRO_V0_9_3, KRO_V0_9_4 } from '../../src/kro/releases/index.js';
import { hasExpression, KRO_V0_10_SCANNER, KRO_V0_9_SCANNER, scanTemplate, type ScannerRules } from '../../src/template/scanner.js';

type Match = { expr: string; start: number; end: number };

/** The scan as kro's exprMatch list. */
function matches(input: string, rules?: ScannerRules): Match[] {
  const found: Match[] = [];
  for (const part of scanTemplate(input, rules ? { rules } : {}).parts) {
    if (part.kind === 'expression') found.push({ expr: part.expression, start: part.offset - 2, end: part.offset + part.expression.length + 1 });
  }
  return found;
}

/** The cases of kro's TestExtractExpressions that give the same matches at 0302e659 and at 012a3ac9. */
const SHARED_CASES: [string, string, Match[]][] = [
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
  ['Ternary with empty map literal', '${condition ? value : {}}', [{ expr: 'condition ? value : {}', start: 0, end: 25 }]],
];

describe('scanTemplate finds what kro extractExpressions finds', () => {
  const cases: [string, string, Match[]][] = [
    ...SHARED_CASES,
    ['Incomplete expression', '${incomplete', []],
    [
      'Mixed complete and incomplete',
      '${complete} ${complete2} ${incomplete',
      [
        { expr: 'complete', start: 0, end: 11 },
        { expr: 'complete2', start: 12, end: 24 },
      ],
    ],
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
    const scan = scanTemplate(input, { maxSteps });
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
    expect(scanTemplate('${abc', { maxSteps: 3 }).parts).toEqual([{ kind: 'text', text: '${abc', offset: 0 }]);
    expect(scanTemplate('${ab}', { maxSteps: 3 })).toEqual({ parts: [{ kind: 'expression', expression: 'ab', offset: 2 }], standalone: true });
  });
});

describe('kro v0.9 rules for single quotes (cel.go at 0302e659: only `"` opens a string)', () => {
  it('a } inside single quotes ends the expression', () => {
    expect(scanTemplate("${'text with } inside'}").parts).toEqual([
      { kind: 'expression', expression: "'text with ", offset: 2 },
      { kind: 'text', text: " inside'}", offset: 14 },
    ]);
    expect(scanTemplate("${'text with } inside'}").standalone).toBe(false);
  });

  it('a ${ inside single quotes is a nested expression', () => {
    expect(scanTemplate("${resource.field == '${literal}'}").error).toEqual({ message: 'nested `${` inside an expression', offset: 21 });
  });

  it('the options default to these rules, the releases up to v0.9.4 have them', () => {
    for (const input of ["${'}'}", '${incomplete', "${a == '${b}'}", '${x} ${y'])
      expect(scanTemplate(input, { rules: KRO_V0_9_SCANNER })).toEqual(scanTemplate(input));
    expect(KRO_V0_9_3.scanner).toEqual(KRO_V0_9_SCANNER);
    expect(KRO_V0_9_4.scanner).toEqual(KRO_V0_9_SCANNER);
  });
});

describe('kro v0.10 rules (cel.go and cel_test.go at 012a3ac9)', () => {
  const rules = KRO_V0_10_SCANNER;
  const v10 = (input: string) => scanTemplate(input, { rules });

  it('is the scanner of the v0.10.0 release', () => expect(KRO_V0_10_0.scanner).toEqual(KRO_V0_10_SCANNER));

  // TestExtractExpressions at 012a3ac9: every case without wantErr.
  const cases: [string, string, Match[]][] = [
    ...SHARED_CASES,
    ['Ternary with empty map on both sides', '${condition ? {} : {}}', [{ expr: 'condition ? {} : {}', start: 0, end: 22 }]],
    [
      'Complex ternary with empty map (real world example)',
      '${schema.spec.deployment.includeAnnotations ? schema.spec.deployment.annotations : {}}',
      [{ expr: 'schema.spec.deployment.includeAnnotations ? schema.spec.deployment.annotations : {}', start: 0, end: 86 }],
    ],
    [
      'Ternary with has() and empty map',
      '${has(schema.annotations) && includeAnnotations ? schema.annotations : {}}',
      [{ expr: 'has(schema.annotations) && includeAnnotations ? schema.annotations : {}', start: 0, end: 74 }],
    ],
    [
      'Single-quoted literal containing ${ is not a nested expression',
      "${resource.field == '${literal}'}",
      [{ expr: "resource.field == '${literal}'", start: 0, end: 33 }],
    ],
    ['Single-quoted literal with a closing brace inside', "${'text with } inside'}", [{ expr: "'text with } inside'", start: 0, end: 23 }]],
    [
      'Single-quoted literal with an escaped quote',
      "${resource.field == 'escaped\\'quote'}",
      [{ expr: "resource.field == 'escaped\\'quote'", start: 0, end: 37 }],
    ],
    ['Double quote inside a single-quoted literal is ordinary text', "${'a \" b'}", [{ expr: "'a \" b'", start: 0, end: 10 }]],
    // Beyond kro's table, by the same loop: a `'` inside `"..."` is text, a `{` inside
    // `'...'` is not counted, and a `${` right after a `'` outside a literal is allowed.
    ['Single quote inside a double-quoted literal', '${"it\'s } here"}', [{ expr: '"it\'s } here"', start: 0, end: 16 }]],
    ['Open brace inside single quotes', "${'{' + x}", [{ expr: "'{' + x", start: 0, end: 10 }]],
    ['${ right after a closed single-quoted string', "${'b'${c}}", [{ expr: "'b'${c}", start: 0, end: 10 }]],
    ['Text after a single-quoted expression', "x-${'}'}-y", [{ expr: "'}'", start: 2, end: 8 }]],
  ];
  it.each(cases)('%s', (_, input, want) => {
    expect(v10(input).error).toBeUndefined();
    expect(matches(input, rules)).toEqual(want);
  });

  // TestExtractExpressions at 012a3ac9: the wantErr cases. An unclosed `${` fails the whole
  // string (kro returns no matches), at the offset of its `${`; a nested `${` is caught first.
  it.each([
    ['Incomplete expression', '${incomplete', 'unterminated expression starting at offset 0', 0],
    ['Mixed complete and incomplete', '${complete} ${complete2} ${incomplete', 'unterminated expression starting at offset 25', 25],
    ['A } inside single quotes does not close it', "${'}'", 'unterminated expression starting at offset 0', 0],
    ['An unbalanced single quote swallows the }', "echo ${VAR:-don't}", 'unterminated expression starting at offset 5', 5],
  ])('refuses like kro: %s', (_, input, message, offset) => {
    expect(v10(input)).toMatchObject({ standalone: false, error: { message, offset, unterminated: true } });
  });

  it.each([
    ['Nested expression (should error)', '${outer(${inner})} ${outer}', 8],
    ['Multiple incomplete expressions', '${incomplete1 ${incomplete2', 14],
    ['Mixed incomplete and complete', '${incomplete ${complete}', 13],
  ])('refuses like kro: %s (at the nested ${)', (_, input, offset) => {
    expect(v10(input)).toEqual({ parts: [], standalone: false, error: { message: 'nested `${` inside an expression', offset } });
  });

  it('counts the offset in its message in UTF-8 bytes, as Go does, and points at the ${ itself', () => {
    expect(v10('é ${x').error).toEqual({ message: 'unterminated expression starting at offset 3', offset: 2, unterminated: true });
  });

  // TestIsOneShotExpression at 012a3ac9.
  it.each([
    ['${resource.field}', true],
    ['${length(resource.list)}', true],
    ['prefix-${resource.field}', false],
    ['${resource.field}-suffix', false],
    ['${resource1.field}${resource2.field}', false],
    ['plain string', false],
    ['', false],
    ["${resource.map['key']}", true],
    ['${resource.list[0]}', true],
    ['${resource.field == "escaped\\"quote"}', true],
    ['${resource.list.map(\n  x,\n  x * 2\n)}', true],
    ['${resource.list.map(x, x.field).filter(y, y > 5)}', true],
    ['${outer("${inner}")}', true],
    ['${"text with }} inside"}', true],
    ['${"text with { inside"}', true],
    ["${'text with } inside'}", true],
  ])('%j is standalone: %s', (input, standalone) => {
    expect(v10(input).error).toBeUndefined();
    expect(v10(input).standalone).toBe(standalone);
  });

  it.each(['${incomplete', '${outer(${inner})}'])('%j is an error, not a standalone expression', (input) => {
    expect(v10(input)).toMatchObject({ standalone: false, error: {} });
  });

  it('keeps the step budget', () => {
    expect(scanTemplate('${abc}', { rules, maxSteps: 3 }).error).toMatchObject({ limit: true, offset: 0 });
    expect(scanTemplate('${ab}', { rules, maxSteps: 3 }).error).toBeUndefined();
  });
});
