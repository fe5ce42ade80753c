/**
 * `findSensitiveValues` (plain data from the fast reader) must give exactly the values of
 * `findSensitiveSpans` (the `yaml` syntax tree): the summary line and every message are
 * masked with the first, code frames with the second. Differential, over the corpus, the
 * fixtures (each file alone and each fixture folder as one run, since a `writeOnly`
 * parameter marks its name in the other files of a run) and generated documents. The
 * ranges code frames hide, found on the fast reader's shadow where it knows them, must be
 * the tree's too.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fastLoad } from '../../src/source/fast-load.js';
import { findSensitiveSpans, findSensitiveValues } from '../../src/sensitive/index.js';
import { spansFromTree, spansWithoutTree } from '../../src/sensitive/spans.js';
import { corpusAndFixtureYaml } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { RUNS } from '../property/support.js';

/** How often the spans came without a syntax tree (the sweeps must exercise that path). */
const withoutTree = { runs: 0, ranges: 0 };

const same = (sources: ReadonlyMap<string, string>) => {
  const tree = spansFromTree(sources);
  expect(findSensitiveValues(sources)).toEqual(tree.values);
  // Code frames: the ranges found on the fast reader's shadow are the tree's, where it answers.
  const fast = spansWithoutTree(sources);
  if (fast) {
    expect(fast).toEqual(tree);
    withoutTree.runs++;
    if (fast.ranges.size > 0) withoutTree.ranges++;
  }
  expect(findSensitiveSpans(sources)).toEqual(tree);
};

const files = corpusAndFixtureYaml();

describe('sensitive values from plain data = from the syntax tree', () => {
  it(`each of ${files.length} corpus and fixture files alone`, () => {
    for (const file of files) {
      try {
        same(new Map([[file, readFileSync(file, 'utf8')]]));
      } catch (error) {
        throw new Error(`${relative(REPO_ROOT, file)}: ${(error as Error).message}`);
      }
    }
  });

  it('each fixture folder as one run', () => {
    const folders = new Map<string, string[]>();
    for (const file of files.filter((f) => !relative(REPO_ROOT, f).startsWith('..'))) {
      const list = folders.get(dirname(file)) ?? [];
      list.push(file);
      folders.set(dirname(file), list);
    }
    let withValues = 0;
    for (const [folder, list] of folders) {
      const sources = new Map(list.map((f) => [f, readFileSync(f, 'utf8')]));
      try {
        same(sources);
      } catch (error) {
        throw new Error(`${relative(REPO_ROOT, folder)}: ${(error as Error).message}`);
      }
      if (findSensitiveValues(sources).length > 0) withValues++;
    }
    // The sweep means something only if some runs hold secrets (a SimpleSchema type such as
    // `string | required=true` under a credential key is none: its default is).
    expect(withValues).toBeGreaterThanOrEqual(2);
  });

  const keys = fc.constantFrom(
    'kind',
    'spec',
    'secrets',
    'configuration',
    'schema',
    'properties',
    'defaults',
    'writeOnly',
    'format',
    'default',
    'examples',
    'enum',
    'data',
    'stringData',
    'name',
    'key',
    'path',
    'value',
    'password',
    'apiToken',
    'login',
    'items',
    'x',
  );
  const scalar = fc.oneof(
    fc.constantFrom('ConfigData', 'Secret', 'Podinfo', 'password', 'login', true, false, null, 0, 42, -1.5, ''),
    fc.string({ maxLength: 8 }),
    fc.integer(),
  );
  const tree = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, scalar, tie('map'), tie('list')),
    map: fc.dictionary(keys, tie('node'), { maxKeys: 5 }),
    list: fc.array(tie('node'), { maxLength: 3 }),
  })).node;
  // Documents shaped like the places the rules look at, with random content inside.
  const shaped = fc.oneof(
    tree,
    fc.record({
      kind: fc.constant('ConfigData'),
      configuration: fc.record({
        defaults: fc.dictionary(keys, scalar),
        schema: fc.record({
          properties: fc.dictionary(
            keys,
            fc.record({ type: fc.constant('string'), writeOnly: fc.boolean(), format: fc.constantFrom('password', 'uri'), default: scalar }),
          ),
        }),
      }),
      secrets: fc.array(fc.dictionary(keys, tree), { maxLength: 2 }),
    }),
    fc.record({
      kind: fc.constantFrom('Podinfo', 'Secret'),
      spec: fc.record({ secrets: fc.dictionary(keys, fc.oneof(scalar, fc.dictionary(keys, scalar))) }),
      data: fc.dictionary(keys, scalar),
      stringData: fc.dictionary(keys, scalar),
    }),
  );

  it('generated runs of one to three documents', () => {
    let fast = 0;
    fc.assert(
      fc.property(fc.array(shaped, { minLength: 1, maxLength: 3 }), (documents) => {
        const sources = new Map(documents.map((d, i) => [`f${i}.yaml`, stringify(d)]));
        if ([...sources.values()].every((text) => fastLoad(text) !== undefined)) fast++;
        same(sources);
      }),
      { numRuns: RUNS * 10 },
    );
    // Most runs must take the plain-data path, or the property tests only the fallback.
    expect(fast).toBeGreaterThan(RUNS * 5);
  });

  it('found ranges without a tree in many runs, some of them holding secrets', () => {
    expect(withoutTree.runs).toBeGreaterThan(1000);
    expect(withoutTree.ranges).toBeGreaterThan(20);
  });
});
