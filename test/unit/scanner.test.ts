import { describe, expect, it } from 'vitest';
import { scanTemplate } from '../../src/template/scanner.js';
import { escapeTemplateText, celString } from '../../src/cel/literal.js';

type Part = ['text' | 'expression', string];
const parts = (input: string): Part[] => scanTemplate(input).parts.map((p) => (p.kind === 'text' ? ['text', p.text] : ['expression', p.expression]));

describe('scanTemplate (kro delimiter rules)', () => {
  const cases: [string, Part[], boolean][] = [
    ['plain', [['text', 'plain']], false],
    ['${a.b}', [['expression', 'a.b']], true],
    [
      'x-${a}-y',
      [
        ['text', 'x-'],
        ['expression', 'a'],
        ['text', '-y'],
      ],
      false,
    ],
    [
      '${a}${b}',
      [
        ['expression', 'a'],
        ['expression', 'b'],
      ],
      false,
    ],
    ['${{"k": 1}.k}', [['expression', '{"k": 1}.k']], true],
    ['${"}"}', [['expression', '"}"']], true],
    ['${"a\\"}"}', [['expression', '"a\\"}"']], true],
    // Single quotes are not tracked by kro: the first `}` ends the expression.
    [
      "${'}'}",
      [
        ['expression', "'"],
        ['text', "'}"],
      ],
      false,
    ],
    ['${"${"}', [['expression', '"${"']], true],
    ['cost ${', [['text', 'cost ${']], false],
    // An unterminated `${` stays text and kro searches on after it (pkg/graph/parser/cel.go).
    [
      '${"  ${x}',
      [
        ['text', '${"  '],
        ['expression', 'x'],
      ],
      false,
    ],
    [
      '${"a} ${b}',
      [
        ['text', '${"a} '],
        ['expression', 'b'],
      ],
      false,
    ],
    ['', [], false],
  ];
  it.each(cases)('%s', (input, expected, standalone) => {
    const scan = scanTemplate(input);
    expect(scan.error).toBeUndefined();
    expect(parts(input)).toEqual(expected);
    expect(scan.standalone).toBe(standalone);
  });

  it('rejects a nested ${ that does not follow a quote', () => {
    expect(scanTemplate('${a + ${b}}').error?.offset).toBe(6);
    expect(scanTemplate('a ${ b ${c}').error?.limit).toBeUndefined();
    expect(scanTemplate('a ${ b ${c}').error?.offset).toBe(7);
  });
});

describe('escapeTemplateText', () => {
  const cases = ['Costs ${price}', '${x}', '${"${"}', 'a$${b}', 'no dollars', '}${{'];
  it.each(cases)('round-trips %s as literal text', (text) => {
    const escaped = escapeTemplateText(text);
    const scan = scanTemplate(escaped);
    expect(scan.error).toBeUndefined();
    // Every expression kro would see is the literal "${" and nothing else.
    for (const part of scan.parts) if (part.kind === 'expression') expect(part.expression).toBe('"${"');
    const rebuilt = scan.parts.map((p) => (p.kind === 'text' ? p.text : '${')).join('');
    expect(rebuilt).toBe(text);
  });
});

describe('celString', () => {
  it.each([
    ['plain', '"plain"'],
    ['a"b', '"a\\"b"'],
    ['back\\slash', '"back\\\\slash"'],
    ['line\nbreak', '"line\\nbreak"'],
  ])('%s', (input, expected) => expect(celString(input)).toBe(expected));
});
