/**
 * Differential test of the YAML fast paths (issue 14 §5): the fast reader
 * (src/source/fast-load.ts) against the full `yaml` Document loader, over
 * the corpus, every fixture and generated text; the plain emitter against the Document
 * emitter. The same input must give the same data (`Object.is` on every leaf, so `-0`
 * and `NaN` count) and the same diagnostics (code, position, message), and the same bytes.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import fc from 'fast-check';
import { Lexer, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadYaml, loadYamlFully } from '../../src/source/index.js';
import { fastLoad } from '../../src/source/fast-load.js';
import { toYaml, toYamlByDocument } from '../../src/compiler/phases/5-emit/yaml.js';
import { emitPlainYaml } from '../../src/compiler/phases/5-emit/plain-yaml.js';
import { escapeCommentText } from '../../src/compiler/phases/5-emit/safe-scalars.js';
import { renderDocumentByDocument } from '../../src/preview/output.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { corpusAndFixtureYaml } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { RUNS } from './support.js';

/** Nodes as parse-guarded.ts counts them on the lexer's stream. */
function lexerNodes(source: string): number {
  let nodes = 0;
  let afterScalar = false;
  for (const lexeme of new Lexer().lex(source)) {
    if (afterScalar) afterScalar = false;
    else if (lexeme === '\x1f') {
      afterScalar = true;
      nodes++;
    } else if (lexeme === '[' || lexeme === '{' || (lexeme.length > 1 && lexeme[0] === '*')) nodes++;
  }
  return nodes;
}

/** Paths into `value` (up to 120), each also with a missing map key and list index after it. */
function somePaths(value: unknown): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (out.length >= 120) return;
    out.push(path, [...path, 'missing'], [...path, 99], [...path, 0]);
    if (Array.isArray(v))
      v.forEach((item, i) => {
        walk(item, [...path, i]);
      });
    else if (v !== null && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, [...path, k]);
  };
  walk(value, []);
  return out;
}

function load(source: string, full: boolean): { diagnostics: Diagnostic[]; values: unknown[] } {
  const diagnostics: Diagnostic[] = [];
  const loaded = full ? loadYamlFully('in.yaml', source, (d) => diagnostics.push(d)) : loadYaml('in.yaml', source, (d) => diagnostics.push(d));
  return { diagnostics, values: loaded.documents.map((d) => d.value) };
}

/** Asserts that the fast path (where it applies) reads `source` exactly as the full loader. */
function expectSameLoad(source: string): 'fast' | 'full' {
  const fast = fastLoad(source);
  const viaLoader = load(source, false);
  const full = load(source, true);
  expect(viaLoader.diagnostics).toStrictEqual(full.diagnostics);
  expect(viaLoader.values).toStrictEqual(full.values);
  if (fast && 'value' in fast) {
    expect(full.diagnostics).toStrictEqual([]);
    expect(full.values).toHaveLength(1);
    expect(fast.value).toStrictEqual(full.values[0]);
    expect(fast.nodes).toBe(lexerNodes(source));
    // Positions without the Document (keys, scalars, flow collections) and the lazy
    // Document's are the full loader's.
    const lazy = loadYaml('in.yaml', source, () => {}).documents[0]!;
    const eager = loadYamlFully('in.yaml', source, () => {}).documents[0]!;
    for (const path of somePaths(fast.value)) {
      for (const key of [false, true]) expect(lazy.locate(path, { key }), JSON.stringify(path)).toStrictEqual(eager.locate(path, { key }));
    }
    expect(lazy.doc.toString()).toBe(eager.doc.toString());
    return 'fast';
  }
  return 'full';
}

/** Asserts that plain emission (where it applies) writes the Document path's bytes; true when it applied. */
function expectSameEmission(value: unknown, title = 'resource x: created, ready'): boolean {
  const plain = emitPlainYaml(value);
  if (plain === undefined) return false;
  expect(plain).toBe(toYamlByDocument(value));
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    expect(`# ${escapeCommentText(title)}\n\n${plain}`).toBe(renderDocumentByDocument(value as Record<string, unknown>, title, undefined));
  }
  return true;
}

const files = corpusAndFixtureYaml();

describe('plain emission = Document emission, on the data of the corpus and the fixtures', () => {
  it(`writes every document of ${files.length} files the same`, () => {
    let plain = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const document of loadYamlFully('in.yaml', text, () => {}).documents) {
        try {
          if (expectSameEmission(document.value)) plain++;
        } catch (error) {
          throw new Error(`${relative(REPO_ROOT, file)} #${document.index}: ${(error as Error).message}`);
        }
      }
    }
    expect(plain).toBeGreaterThan(files.length / 2);
  });
});

describe('plain emission = Document emission, on generated data', () => {
  it('any plain data, RGD-like data, odd numbers and keys', () => {
    let plain = 0;
    const odd = fc.constantFrom<unknown>(
      -0,
      NaN,
      Infinity,
      -Infinity,
      1e21,
      5e-324,
      0.1,
      { __proto__: null, a: 1 },
      Object.create(null),
      [[]],
      [{}],
      { '': '' },
      { ['x'.repeat(1030)]: 1 },
      [undefined],
      { a: undefined },
      new Date(0),
      10n,
    );
    const title = fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('resource a: created, ready', 'x\ny', 'a\u2028b', ' ', 'a\r', '#'));
    fc.assert(
      fc.property(
        fc.oneof(plainData, friendlyData, fc.dictionary(fc.string(), fc.oneof(odd, plainData)), fc.array(fc.oneof(odd, friendlyData))),
        title,
        (data, t) => {
          if (expectSameEmission(data, t)) plain++;
        },
      ),
      { numRuns: RUNS * 20 },
    );
    expect(plain).toBeGreaterThan(RUNS * 5);
  });
});

describe('fast YAML reader = full loader, on the corpus and the fixtures', () => {
  it(`reads all ${files.length} files the same (and most through the fast path)`, () => {
    let fast = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      try {
        if (expectSameLoad(text) === 'fast') fast++;
      } catch (error) {
        throw new Error(`${relative(REPO_ROOT, file)}: ${(error as Error).message}`);
      }
    }
    expect(fast).toBeGreaterThan(files.length / 3);
    // One test over every corpus and fixture file (2,272 and growing): about 35 s alone,
    // past the suite's 60 s default when the machine's other core is busy too.
  }, 240_000);
});

/** Lines of YAML-ish text: structure, scalars of every kind, comments, edge cases. */
const fragment = fc.constantFrom(
  'a:',
  'b:',
  'a: 1',
  'b: x',
  'key: value',
  'k: -0',
  'k: +1',
  'k: 0o17',
  'k: 0x1F',
  'k: 1e3',
  'k: .5',
  'k: 1.50',
  'k: .inf',
  'k: -.Inf',
  'k: .nan',
  'k: 9007199254740993',
  'k: 1e400',
  'k: ~',
  'k: null',
  'k: Null',
  'k: TRUE',
  'k: yes',
  'k: 2001-12-14',
  'k: 1_000',
  'k: <<',
  'true: x',
  'null: y',
  '__proto__: z',
  '- a',
  '- 1',
  '-',
  '- ',
  '- - x',
  '- k: v',
  '  - a',
  '  - b: c',
  '  k: v',
  '    k: v',
  '  x',
  ' y',
  '- |',
  '- |-',
  'k: |',
  'k: |-',
  'k: |+',
  'k: >',
  'k: |2',
  '  line',
  '    deeper',
  '   ',
  '',
  '# comment',
  '  # indented comment',
  'k: v # comment',
  'k: v#x',
  'k: "q"',
  'k: "a\\nb\\x41\\u00e9\\U0001F642"',
  'k: "bad\\q"',
  "k: 'it''s'",
  "k: 'open",
  'k: "open',
  'k: [1, 2, x]',
  'k: []',
  'k: [ ]',
  'k: [a,]',
  'k: [-]',
  'k: [a, [b]]',
  'k: {}',
  'k: {a: 1}',
  'k: {type: integer, minimum: 0}',
  'k: {a: [x, y z], b: {c: d}}',
  'k: [a b , c]',
  'k: {a:1}',
  'k: {a: }',
  'k: {a: 1, a: 2}',
  'k: [a: 1]',
  'k: { }',
  'k: [1 2]',
  'k: {true: 1}',
  'k: {1: x}',
  'k: [-, x]',
  'k: [a, -b, .5, ~]',
  'k: [a]x',
  'k: [a] # c',
  '- {a: b}',
  '- [x]',
  '{"a":1,"b":[true,null,"x\\"y"],"c":{}}',
  '["a", \'b\', 1.5e3]',
  '{"a" : 1}',
  '{"a":1',
  'k: {"a":"b"}',
  'k: {"__proto__":1}',
  'k: {"a":1,"a":2}',
  'k: {"":1}',
  '[1, 2]',
  '{a: 1}',
  'k: &x v',
  'k: *x',
  'k: !!str 1',
  'k: a: b',
  'k: a:',
  'k:: x',
  'a.b/c-d: 1',
  '"q": 1',
  '---',
  '...',
  '%YAML 1.2',
  'k: @x',
  'k: `x',
  'k: ?x',
  'k: -x',
  'k:x',
  'k: a\tb',
  'k: é',
  '\ufeffk: v',
  'k: a\u2028b',
);

/** Text made of those lines, with or without a final line break. */
const yamlText = fc.tuple(fc.array(fragment, { maxLength: 14 }), fc.boolean()).map(([lines, final]) => lines.join('\n') + (final ? '\n' : ''));

/** Plain data of the kinds rgdc reads and writes. */
const plainData = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('list'), tie('map')),
  leaf: fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.string({ unit: fc.constantFrom('a', ' ', '\n', ':', '#', '-', '"', "'", '|', '1', '.', 'é', '\t', '\\'), maxLength: 16 }),
    fc.constantFrom(
      'yes',
      'no',
      'on',
      'null',
      '~',
      '0777',
      '1_000',
      '=',
      '<<',
      '2001-12-14',
      '',
      ' ',
      '\n',
      'a\n',
      'a\n\n',
      ' a\nb',
      '-',
      '- a',
      '#',
      '1e3',
      'e12345',
      'E1234567',
      'e1_000',
      'yes_no',
      'abcdef: x',
      'abcdef #x',
      'abcdef ',
      'abcdef:',
      '$abcdef',
      'abc\u2028def',
      'abcdef\x7f',
      'Off_on',
      'TRUEly',
      'y',
      'Y',
      'n',
      'No',
      'ON',
      'off',
      'Null',
      'e',
      'E1',
      'e_1',
      'abc',
      'a b',
      'a:b',
      'a: b',
      'ab#',
      'a #b',
      'x-',
      'x:',
      'x?',
      '---abc',
      '...abc',
      '%abcdef',
    ),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  ),
  list: fc.array(tie('value'), { maxLength: 4 }),
  map: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('a', 'b', 'kind', 'x.y/z', 'true', '1', '')), tie('value'), { maxKeys: 4 }),
})).value;

/** Data like an RGD's: word keys, word-like strings (the fast path's home ground). */
const friendlyData = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('list'), tie('map')),
  leaf: fc.oneof(
    fc.string({ unit: fc.constantFrom('a', 'b', ' ', '-', '.', '/', '$', '{', '}', '=', '"', '1', '\n', ':', '#'), maxLength: 24 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  ),
  list: fc.array(tie('value'), { maxLength: 4 }),
  map: fc.dictionary(fc.constantFrom('a', 'b', 'kind', 'x.y/z', 'spec', 'p-1', '_x', 'True', 'n'), tie('value'), { maxKeys: 5 }),
})).value;

describe('fast YAML reader = full loader, on generated text', () => {
  it('RGD-like data written by rgdc and by the yaml library: same data, mostly through the fast path', () => {
    let fast = 0;
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('apiVersion', 'kind', 'spec', 'metadata'), friendlyData, { minKeys: 1 }), fc.boolean(), (data, own) => {
        if (expectSameLoad(own ? toYaml(data) : stringify(data, { indentSeq: false })) === 'fast') fast++;
      }),
      { numRuns: RUNS * 10 },
    );
    expect(fast).toBeGreaterThan(RUNS * 2);
  });

  it('YAML-ish lines: same data and diagnostics', () => {
    fc.assert(
      fc.property(yamlText, (text) => void expectSameLoad(text)),
      { numRuns: RUNS * 20 },
    );
  });

  it('JSON as JSON.stringify writes it: same data', () => {
    fc.assert(
      fc.property(fc.oneof(plainData, friendlyData, fc.jsonValue()), (data) => void expectSameLoad(JSON.stringify(data) ?? 'null')),
      { numRuns: RUNS * 10 },
    );
  });

  it('data written by the yaml library in several styles: same data', () => {
    const styles = [
      {},
      { indent: 4 },
      { indentSeq: false },
      { lineWidth: 0 },
      { defaultStringType: 'QUOTE_DOUBLE' as const },
      { collectionStyle: 'flow' as const },
    ];
    fc.assert(
      fc.property(plainData, fc.constantFrom(...styles), (data, style) => void expectSameLoad(stringify(data, style))),
      { numRuns: RUNS * 10 },
    );
  });
});
