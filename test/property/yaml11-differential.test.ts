/**
 * Differential test of rgdc's YAML output: every output is read by the `yaml` library
 * (YAML 1.2, what `rgdc check` uses) and by a YAML 1.1 reader (yaml-js, the reading rules
 * of go-yaml behind kubectl, kro and Flux), and both must see the same data. Inputs: every
 * golden output under test/fixtures/compile/ and test/fixtures/, and ConfigData with hostile strings
 * planted in each user-string position (line breaks YAML 1.1 honours, controls, BOM, lone
 * surrogates, strings YAML 1.1 types as bool/int/timestamp/merge key).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compile, preview, renderPreview } from '../../src/index.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { readYaml11, readYaml12 } from '../support/yaml11.js';

/** Files a command wrote (inputs written by people are not rgdc's output). */
const OUTPUT_NAMES = new Set(['rgd.yaml', 'instance.yaml', 'bootstrap.yaml', 'component-constructor-entry.yaml', 'preview.yaml', 'output.yaml']);

function listOutputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listOutputs(full);
    return OUTPUT_NAMES.has(entry.name) ? [full] : [];
  });
}

function expectSameData(text: string): void {
  expect(readYaml11(text)).toEqual(readYaml12(text));
}

describe('golden outputs read the same in YAML 1.1 and 1.2', () => {
  const files = listOutputs(join(REPO_ROOT, 'test', 'fixtures')).sort();
  it.each(files.map((f) => relative(REPO_ROOT, f)))('%s', (file) => {
    expectSameData(readFileSync(join(REPO_ROOT, file), 'utf8'));
  });
});

/** Characters YAML 1.1 breaks lines at or refuses raw, and a line-break injection. */
const BREAKERS = ['a\u2028b', 'a\u0085b', 'a\u2029b', 'a\x7fb', 'a\x9bb', '\ufeffa', 'a\ud800b', 'x\u2028  postRenderers:\u2028    - kustomize: {}'];
/** Strings YAML 1.1 reads as another type when written plain. */
const RETYPED = ['yes', 'on', 'N', '0777', '1_000', '1:20', '2001-12-14', '<<', '='];

/** Paths of every string (values and map keys) in `value`, outermost first. */
function stringPaths(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; key: boolean }[] {
  if (typeof value === 'string') return [{ path, key: false }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [{ path: [...path, k], key: true }, ...stringPaths(v, [...path, k])]);
  }
  return [];
}

function plant(data: unknown, at: { path: (string | number)[]; key: boolean }, text: (old: string) => string): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let parent = copy;
  for (const segment of at.path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  const last = at.path[at.path.length - 1]!;
  if (!at.key) {
    parent[last] = text(String(parent[last]));
    return copy;
  }
  // Rename the key in place (same position), keeping its value.
  const entries = Object.entries(parent).map(([k, v]) => (k === String(last) ? [text(k), v] : [k, v]));
  for (const k of Object.keys(parent)) delete parent[k];
  for (const [k, v] of entries) parent[k as string] = v;
  return copy;
}

describe('ConfigData with hostile strings in every user-string position', () => {
  for (const name of ['helm-configured', 'kustomize-configured']) {
    it(`${name}: every compile output reads the same in YAML 1.1 and 1.2`, () => {
      const data = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/compile', name, 'configdata.yaml'), 'utf8')) as unknown;
      // JSON Schema keywords (keys of `configuration.schema` outside `properties`) are not
      // user strings: renaming one is an unknown keyword, an error by design.
      const isKeyword = (p: { path: (string | number)[]; key: boolean }) => p.key && p.path[1] === 'schema' && p.path[p.path.length - 2] !== 'properties';
      const positions = stringPaths(data).filter((p) => p.path[0] !== 'apiVersion' && p.path[0] !== 'kind' && !isKeyword(p));
      let compiled = 0;
      positions.forEach((position, i) => {
        // Alternate: a breaker appended to the value (so it still passes most rules), or a retyped value.
        const variant = i % 2 === 0 ? (old: string) => `${old}${BREAKERS[(i / 2) % BREAKERS.length]}` : () => RETYPED[((i - 1) / 2) % RETYPED.length]!;
        {
          const source = JSON.stringify(plant(data, position, variant));
          const result = compile({
            file: `test/fixtures/compile/${name}/\u2028hostile\u0085.yaml`,
            source,
            emit: ['rgd', 'instance', 'bootstrap'],
            selfCheck: false,
          });
          if (!result.ok || !result.output) return;
          compiled++;
          for (const text of Object.values(result.output.files)) if (typeof text === 'string' && !text.startsWith('{')) expectSameData(text);
        }
      });
      // Many plants compile; the others break a pattern or a name rule, or rename a field
      // (an unknown field is an error), and end in diagnostics.
      expect(compiled).toBeGreaterThan(positions.length / 5);
    });
  }

  it('preview output of an instance holding hostile strings reads the same', () => {
    const rgd = compile({
      file: 'test/fixtures/compile/helm-configured/configdata.yaml',
      source: readFileSync(join(REPO_ROOT, 'test/fixtures/compile', 'helm-configured', 'configdata.yaml'), 'utf8'),
    });
    expect(rgd.ok).toBe(true);
    for (const hostile of [BREAKERS.join(' '), RETYPED[0]!]) {
      const instance = `apiVersion: kro.run/v1alpha1\nkind: Podinfo\nmetadata:\n  name: p\nspec:\n  replicas: 2\n  message: ${JSON.stringify(hostile)}\n`;
      const result = preview({ input: { file: 'rgd.yaml', source: rgd.output!.files.rgd! }, instance: { file: 'instance.yaml', source: instance } });
      expect(result.objects.length).toBeGreaterThan(0);
      for (const explain of [false, true]) {
        const text = renderPreview(result.objects, result.instance, explain ? result.provenance : undefined);
        expectSameData(text);
        expect(JSON.stringify(readYaml12(text))).toContain(JSON.stringify(hostile).slice(1, -1));
      }
    }
  });
});
