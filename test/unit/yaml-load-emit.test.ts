/**
 * The load limits and the safe string rule as tables: what the loader reports for each
 * alias and number shape, and how each unsafe character is written.
 */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadYaml, parseYamlValue } from '../../src/source/index.js';
import { syntaxErrorHint } from '../../src/source/syntax-hint.js';
import { goReadsAsNonString } from '../../src/compiler/phases/5-emit/go-implicit-types.js';
import { toYaml, useSafeSchema } from '../../src/compiler/phases/5-emit/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';

function codesOf(text: string): string[] {
  const found: Diagnostic[] = [];
  loadYaml('t.yaml', text, (d) => found.push(d));
  return found.map((d) => d.code);
}

describe('load: aliases, numbers, budgets', () => {
  it.each([
    ['a: &a [*a]', 'yaml_alias_cycle'],
    ['a: &a {b: *a}', 'yaml_alias_cycle'],
    ['a: *nope', 'yaml_undefined_alias'],
    ['a: [*b, &b 1]', 'yaml_undefined_alias'],
    ['a: 9007199254740993', 'yaml_number_too_large'],
    ['a: -9007199254740993', 'yaml_number_too_large'],
    ['a: 0x20000000000001', 'yaml_number_too_large'],
    ['a: 1e400', 'yaml_number_too_large'],
    ['a: 1\na: 2', 'yaml_duplicate_key'],
    [`a: &a [${Array(2000).fill('1').join(',')}]\nb: [${Array(60).fill('*a').join(',')}]`, 'yaml_alias_limit'],
    [`a: &a ${'['.repeat(200)}${']'.repeat(200)}\nb: ${'['.repeat(100)}*a${']'.repeat(100)}`, 'yaml_too_deep'],
    ['---\n'.repeat(1002), 'yaml_too_many_documents'],
  ])('%s → %s', (text, code) => {
    expect(codesOf(text)).toContain(code);
  });

  it.each([
    ['a: &a [1, 2]\nb: *a\nc: *a', { a: [1, 2], b: [1, 2], c: [1, 2] }],
    ['a: 9007199254740991', { a: 9007199254740991 }],
    ['a: 1e20', { a: 1e20 }],
    ['a: .inf', { a: Infinity }],
    ['a: "9007199254740993"', { a: '9007199254740993' }],
  ])('%s reads as data', (text, value) => {
    expect(codesOf(text)).toEqual([]);
    expect(loadYaml('t.yaml', text, () => undefined).documents[0]!.value).toEqual(value);
  });

  it('reports the first 20 problems of a document and counts the rest', () => {
    const text = Array.from({ length: 150 }, () => 'a: 1').join('\n');
    const found = codesOf(text);
    expect(found.length).toBe(21);
  });

  it('reports three syntax errors of a document, counts the rest, and names the unquoted `: ` inside `${...}`', () => {
    const lines = ['a:', '  ready: ${x ? "yes": "no"}', ...Array.from({ length: 150 }, (_, i) => `  k${i}: ${i}`)];
    const found: Diagnostic[] = [];
    loadYaml('t.yaml', lines.join('\n'), (d) => found.push(d));
    expect(found.map((d) => d.code)).toEqual(['yaml_syntax', 'yaml_syntax', 'yaml_syntax', 'yaml_syntax']);
    expect(found[0]!.line).toBe(2);
    expect(found[0]!.hint).toContain('Line 2 holds `: ` inside the unquoted `${...}` expression');
    expect(found[3]!.message).toMatch(/^\d+ more syntax errors in this document/);
  });

  it.each([
    ['ready: ${a ? "y": "n"}', 1, 'inside the unquoted `${...}` expression'],
    ['- value: ${a ? b: c}', 1, 'inside the unquoted `${...}` expression'],
    ['x: ${a #b}', 1, '` #` inside the unquoted `${...}`'],
    ['msg: hello: world', 1, 'inside the unquoted value'],
    ['x: 1 # a comment', 1, undefined],
    ['x: "${a ? b: c}"', 1, undefined],
    ['x: |', 1, undefined],
  ])('syntaxErrorHint(%j)', (line, at, expected) => {
    const hint = syntaxErrorHint(line, at);
    if (expected === undefined) expect(hint).toBeUndefined();
    else expect(hint).toContain(expected);
  });

  it('parseYamlValue reads small values with the same limits', () => {
    expect(parseYamlValue('[1, 2]')).toEqual({ value: [1, 2] });
    expect(parseYamlValue('')).toEqual({ value: null });
    expect(parseYamlValue('&a [*a]')).toHaveProperty('error');
  });
});

describe('emit: one safe string rule', () => {
  it.each([
    ['x\u2028y', '"x\\Ly"'],
    ['x\u2029y', '"x\\Py"'],
    ['x\u0085y', '"x\\Ny"'],
    ['x\u007fy', '"x\\x7fy"'],
    ['x\u009by', '"x\\x9by"'],
    ['\ufeffx', '"\\uFEFFx"'],
    ['x\ud800', '"x\\ud800"'],
    ['x\u0001', '"x\\x01"'],
    ['yes', '"yes"'],
    ['on', '"on"'],
    ['0777', '"0777"'],
    ['1_000', '"1_000"'],
    ['<<', '"<<"'],
    ['=', '"="'],
    // go-yaml's resolver (go-implicit-types.ts), beyond the YAML 1.1 regexps:
    ['0X1F', '"0X1F"'],
    ['0O17', '"0O17"'],
    ['-0o17', '"-0o17"'],
    ['0B101', '"0B101"'],
    ['0_x1F', '"0_x1F"'],
    ['-_1', '"-_1"'],
    ['1e1_0', '"1e1_0"'],
    ['.5e1_0', '".5e1_0"'],
    ['2001-12-14 21:59:43,5', '"2001-12-14 21:59:43,5"'],
    ['yEs', 'yEs'],
    ['TRUE1', 'TRUE1'],
    ['plain text', 'plain text'],
    ['é🙂', 'é🙂'],
  ])('%j is written as %s', (value, written) => {
    expect(toYaml({ k: value })).toBe(`k: ${written}\n`);
    expect(toYaml({ [value]: 1 })).toBe(`${written}: 1\n`);
  });

  it('a multi-line string with LS is double-quoted, never a block scalar', () => {
    const text = toYaml({ k: 'line one\nline two\u2028three' });
    expect(text).not.toMatch(/[\u2028]/);
    expect(parseDocument(text).toJS()).toEqual({ k: 'line one\nline two\u2028three' });
  });

  it('a Go-typed string keeps the quote style the writer asked for, and a plain one is quoted', () => {
    const doc = parseDocument("a: '0X1F'\nb: |-\n  0X1F\nc: x\n");
    useSafeSchema(doc);
    doc.set('c', '0X1F');
    expect(doc.toString()).toBe('a: \'0X1F\'\nb: |-\n  0X1F\nc: "0X1F"\n');
    expect(doc.toString({ singleQuote: true })).toBe("a: '0X1F'\nb: |-\n  0X1F\nc: '0X1F'\n");
  });

  it('a parsed document switched to the safe rule writes new strings safely', () => {
    const doc = parseDocument('a: 1 # kept\n');
    doc.set('b', 'x\u2028y');
    useSafeSchema(doc);
    expect(doc.toString()).toBe('a: 1 # kept\nb: "x\\Ly"\n');
  });
});

describe("emit: go-yaml's implicit types (resolve.go of yaml.v2 and yaml.v3)", () => {
  it.each([
    ...['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'n', 'NO', 'off', 'OFF', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE'],
    ...['', '~', 'null', 'Null', 'NULL', '<<', '.nan', '.NaN', '.NAN', '.inf', '.Inf', '+.INF', '-.inf'],
    ...[
      '0x1F',
      '0X1F',
      '+0X_1F',
      '-0x1f',
      '0o17',
      '0O17',
      '-0o17',
      '0b101',
      '0B101',
      '-0B1',
      '0777',
      '08',
      '-_1',
      '+_0',
      '1_',
      '0_x1F',
      '99999999999999999999',
    ],
    ...['1e1_0', '1E10', '6.8523015e+5', '1_000.5', '1.', '-.5', '+_.5', '.5', '.5_5', '.5e1_0'],
    ...[
      '2001-12-14',
      '2001-1-2',
      '2001-12-14T21:59:43.10Z',
      '2001-12-14t21:59:43Z',
      '2001-12-14 21:59:43.10',
      '2001-12-14T21:5:4Z',
      '2001-12-14 21:59:43,5',
      '2001-12-14T21:59:43+05:30',
    ],
  ])('%j is not a string to go-yaml', (text) => {
    expect(goReadsAsNonString(text)).toBe(true);
  });

  it.each([
    'yEs',
    'oN',
    'nULL',
    'TRUE1',
    'inf',
    'NaN',
    '+inf',
    '.iNf',
    '_1',
    '0x',
    '-',
    '+_',
    '.',
    '._',
    '190:20:30',
    '1:20',
    '=',
    '1.2.3',
    'e5',
    'x0X1F',
    '2001-12-14 21:59:43.10 -5',
  ])('%j is a string to go-yaml', (text) => {
    expect(goReadsAsNonString(text)).toBe(false);
  });
});
