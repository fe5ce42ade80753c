/**
 * Differential test of rgdc's YAML output against the real Go readers of its consumers
 * (go-yaml v2 and v3, sigs.k8s.io/yaml as kubectl uses it; test/support/go-yaml.ts):
 * every golden output, and strings from the grammars of go-yaml's implicit types
 * (resolve.go: ints in every base and case with signs and underscores, floats,
 * `.inf`/`.nan`, bools, nulls, timestamps, `<<`) written by rgdc's emitters as values
 * and keys (also in compile, preview, publish and init outputs), must read as what rgdc
 * meant (the `yaml` library's reading). All files of a test go to one Go process. Without
 * Go the test is skipped, loudly; under CI=true it fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, preview, renderPreview } from '../../src/index.js';
import { toYaml, toYamlByDocument } from '../../src/compiler/phases/5-emit/yaml.js';
import { goReadsAsNonString } from '../../src/compiler/phases/5-emit/go-implicit-types.js';
import { createCollector } from '../../src/diagnostics/diagnostic.js';
import { renderStarter } from '../../src/init/starter.js';
import { readComponentVersion } from '../../src/ocm/component-version.js';
import { parseComponentReference, type ComponentReference } from '../../src/ocm/reference.js';
import { publish } from '../../src/publish/index.js';
import { renderDocumentByDocument } from '../../src/preview/output.js';
import { descriptorV2, emptyCtf, storeVersion } from '../ocm/support.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { ensureGoYaml, GO_READERS, readWithGo, rgdcMeaning, type GoReader } from '../support/go-yaml.js';

/** Files a command wrote (as the YAML 1.1 differential test lists them). */
const OUTPUT_NAMES = new Set(['rgd.yaml', 'instance.yaml', 'bootstrap.yaml', 'component-constructor-entry.yaml', 'preview.yaml', 'output.yaml']);

function listOutputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listOutputs(full);
    return OUTPUT_NAMES.has(entry.name) ? [full] : [];
  });
}

/** Strings go-yaml reads as another type when written plain (resolve.go), and near misses. */
const KNOWN = [
  ...['0X1F', '0x1f', '-0x1F', '+0X_1F', '0O17', '0o17', '-0o17', '0B101', '0b101', '-0B1', '0777', '08', '-_1', '+_0', '1_', '1__000', '0_x1F'],
  ...[
    '1e1_0',
    '1E10',
    '6.8523015e+5',
    '685.230_15e+03',
    '1_000.5',
    '1.',
    '-.5',
    '+.5',
    '.5',
    '.5_5',
    '.5e1_0',
    '1e400',
    '99999999999999999999',
    '-0x8000000000000001',
  ],
  ...['.inf', '.Inf', '.INF', '+.inf', '-.Inf', '.nan', '.NaN', '.NAN', '.iNf', 'inf', 'NaN', '+inf'],
  ...[
    'y',
    'Y',
    'yes',
    'Yes',
    'YES',
    'yEs',
    'n',
    'N',
    'no',
    'No',
    'NO',
    'on',
    'On',
    'ON',
    'oN',
    'off',
    'Off',
    'OFF',
    'true',
    'True',
    'TRUE',
    'tRUE',
    'false',
    'False',
    'FALSE',
  ],
  ...['~', 'null', 'Null', 'NULL', 'nULL', '', '<<', '=', '190:20:30', '1:20', '-1:20'],
  ...[
    '2001-12-14',
    '2001-1-2',
    '2001-12-14T21:59:43.10Z',
    '2001-12-14t21:59:43Z',
    '2001-12-14 21:59:43.10',
    '2001-12-14T21:5:4Z',
    '2001-12-14 21:59:43,5',
    '2001-12-14T21:59:43+05:30',
    '2001-02-30',
    '2001-12-14 21:59:43.10 -5',
  ],
];

/** A string from one of go-yaml's number grammars, or a word of resolveMap, in random case. */
const goTyped: fc.Arbitrary<string> = (() => {
  const digits = (alphabet: string) => fc.stringMatching(new RegExp(`^[${alphabet}_]{1,6}$`));
  const sign = fc.constantFrom('', '+', '-', '-_', '+_');
  const int = fc.oneof(
    fc.tuple(sign, fc.constantFrom('0x', '0X', '0x_'), digits('0-9a-fA-F')).map((p) => p.join('')),
    fc.tuple(sign, fc.constantFrom('0o', '0O', '0'), digits('0-7')).map((p) => p.join('')),
    fc.tuple(sign, fc.constantFrom('0b', '0B'), digits('01')).map((p) => p.join('')),
    fc.tuple(sign, digits('0-9')).map((p) => p.join('')),
  );
  const exponent = fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits('0-9')).map((p) => p.join(''));
  const float = fc.oneof(
    fc.tuple(sign, digits('0-9'), fc.constantFrom('', '.'), fc.option(digits('0-9'), { nil: '' }), fc.option(exponent, { nil: '' })).map((p) => p.join('')),
    fc.tuple(fc.constantFrom('', '+', '-'), fc.constant('.'), digits('0-9'), fc.option(exponent, { nil: '' })).map((p) => p.join('')),
  );
  const word = fc.constantFrom('y', 'yes', 'n', 'no', 'true', 'false', 'on', 'off', 'null', '~', '.inf', '+.inf', '-.inf', '.nan', '<<');
  const randomCase = (s: fc.Arbitrary<string>) =>
    fc
      .tuple(s, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }))
      .map(([text, flips]) => [...text].map((ch, i) => (flips[i % flips.length] ? ch.toUpperCase() : ch.toLowerCase())).join(''));
  const two = (n: number) => fc.integer({ min: 0, max: n }).map(String);
  const pad = (s: fc.Arbitrary<string>) => fc.tuple(s, fc.boolean()).map(([v, p]) => (p ? v.padStart(2, '0') : v));
  const timestamp = fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      pad(two(13)),
      pad(two(32)),
      fc.option(
        fc.tuple(
          fc.constantFrom('T', 't', ' '),
          pad(two(24)),
          pad(two(60)),
          pad(two(60)),
          fc.constantFrom('', '.1', ',25', '.123456789'),
          fc.constantFrom('', 'Z', '+05:30', '-07:00'),
        ),
        { nil: undefined },
      ),
    )
    .map(([y, m, d, time]) => `${y}-${m}-${d}${time ? `${time[0]}${time[1]}:${time[2]}:${time[3]}${time[4]}${time[5]}` : ''}`);
  return fc.oneof(int, randomCase(int), float, randomCase(float), word, randomCase(word), timestamp, fc.stringMatching(/^[-+.0-9_eEoOxXbB]{1,8}$/));
})();

/**
 * The strings of the property run, sampled (fixed seed: every run checks the same strings)
 * rather than run by fc.assert, so that one Go process reads them all; a failure lists
 * every string that differs, which stands in for shrinking.
 */
const GENERATED = fc.sample(goTyped, { numRuns: 600, seed: 25 });

/** Every way rgdc writes `text`: as a value and a key, by each emitter path. */
function emitted(text: string): string[] {
  const data = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'm', labels: { [text]: text } },
    data: { [text]: text, list: [text, { [text]: [text] }] },
  };
  const provenance = { 'metadata.name': { kind: 'instance' }, 'data.list[0]': { kind: 'template', rgdPath: text } } as const;
  return [
    toYaml(data),
    toYamlByDocument(data),
    toYaml(data, [{ path: ['metadata', 'name'], text }]),
    renderPreview([{ id: 'm', object: data, ready: true }], data, undefined),
    renderDocumentByDocument(data, text, provenance),
  ];
}

function expectSameReadings(files: readonly string[], names: readonly string[], binary: string): void {
  const readings = readWithGo(binary, files);
  const differences: string[] = [];
  files.forEach((text, i) => {
    const meant = rgdcMeaning(text);
    for (const reader of Object.keys(meant) as GoReader[]) {
      const difference = firstDifference(readings[i]![reader], meant[reader], '');
      if (difference) differences.push(`${names[i]} (${reader}) ${difference}`);
    }
  });
  expect(differences).toEqual([]);
}

/** Where two typed readings first differ, as `at <path>: Go read <x>, rgdc meant <y>`; undefined when equal. */
function firstDifference(go: unknown, meant: unknown, at: string): string | undefined {
  if (isRecord(go) && isRecord(meant) && Array.isArray(go['!map']) && Array.isArray(meant['!map'])) {
    // Maps by key: a key read as another type is a key missing on each side.
    const goPairs = new Map((go['!map'] as [unknown, unknown][]).map(([k, v]) => [JSON.stringify(k), v]));
    const meantPairs = new Map((meant['!map'] as [unknown, unknown][]).map(([k, v]) => [JSON.stringify(k), v]));
    const onlyGo = [...goPairs.keys()].filter((k) => !meantPairs.has(k));
    const onlyMeant = [...meantPairs.keys()].filter((k) => !goPairs.has(k));
    if (onlyGo.length > 0 || onlyMeant.length > 0)
      return `at ${at || '.'}: Go read the keys ${onlyGo.join(', ') || '(none)'} where rgdc meant ${onlyMeant.join(', ') || '(none)'}`;
    for (const [key, value] of goPairs) {
      const inner = firstDifference(value, meantPairs.get(key), `${at}.${key}`);
      if (inner) return inner;
    }
    return undefined;
  }
  if (Array.isArray(go) && Array.isArray(meant) && go.length === meant.length) {
    for (let i = 0; i < go.length; i++) {
      const inner = firstDifference(go[i], meant[i], `${at}[${i}]`);
      if (inner) return inner;
    }
    return undefined;
  }
  if (isRecord(go) && isRecord(meant) && JSON.stringify(Object.keys(go)) === JSON.stringify(Object.keys(meant))) {
    for (const key of Object.keys(go)) {
      const inner = firstDifference(go[key], meant[key], `${at}.${key}`);
      if (inner) return inner;
    }
    return undefined;
  }
  return JSON.stringify(go) === JSON.stringify(meant) ? undefined : `at ${at || '.'}: Go read ${JSON.stringify(go)}, rgdc meant ${JSON.stringify(meant)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const available = ensureGoYaml();

if (!available.available) {
  const message = `Go YAML reader differential tests NOT RUN: ${available.reason}`;
  if (process.env.CI === 'true') {
    describe('Go YAML readers', () => {
      it('are available under CI', () => {
        throw new Error(message);
      });
    });
  } else {
    console.warn(`\n*** ${message} ***\n`);
    describe.skip(`Go YAML readers (${available.reason})`, () => {
      it('skipped', () => undefined);
    });
  }
} else {
  const binary = available.binary;

  describe('the Go readers themselves', () => {
    it('read the plain forms of resolve.go as other types, so the tests below can fail', () => {
      const [reading] = readWithGo(binary, ['a: 0X1F\nb: 1e1_0\nc: yes\nd: 2001-12-14\n0O17: -_1\n']);
      expect(reading!.v2).toEqual({
        docs: [
          {
            '!map': [
              ['a', { '!num': 31 }],
              ['b', { '!num': 1e10 }],
              ['c', true],
              ['d', '2001-12-14'],
              [{ '!num': 15 }, { '!num': -1 }],
            ],
          },
        ],
      });
      expect(reading!.v3).toEqual({
        docs: [
          {
            '!map': [
              ['a', { '!num': 31 }],
              ['b', { '!num': 1e10 }],
              ['c', 'yes'],
              ['d', { '!timestamp': '2001-12-14T00:00:00Z' }],
              [{ '!num': 15 }, { '!num': -1 }],
            ],
          },
        ],
      });
      expect(reading!.v3node).toEqual({
        docs: [
          {
            '!map': [
              ['a', { '!num': 31 }],
              ['b', { '!num': 1e10 }],
              ['c', 'yes'],
              ['d', { '!timestamp': '2001-12-14T00:00:00Z' }],
              [{ '!num': 15 }, { '!num': -1 }],
            ],
          },
        ],
      });
      expect(reading!.sigs).toEqual({
        docs: [
          {
            '!map': [
              ['15', { '!num': -1 }],
              ['a', { '!num': 31 }],
              ['b', { '!num': 1e10 }],
              ['c', true],
              ['d', '2001-12-14'],
            ],
          },
        ],
      });
    });
  });

  describe('goReadsAsNonString (go-implicit-types.ts)', () => {
    it('holds for every string that a Go reader, given it plain as a value or a key, reads as something else', () => {
      const strings = [...KNOWN, ...GENERATED];
      const docs = strings.flatMap((text) => [`v: ${text}\n`, `${text}: v\n`]);
      const readings = readWithGo(binary, docs);
      const resolved = strings.filter((text, i) =>
        [0, 1].some((k) => {
          const asString = JSON.stringify([{ '!map': [k === 0 ? ['v', text] : [text, 'v']] }]);
          // A plain form that is not YAML at all (`-`, `: x`) is the `yaml` library's to quote.
          return GO_READERS.some((reader) => {
            const reading = readings[2 * i + k]![reader];
            return 'docs' in reading && JSON.stringify(reading.docs) !== asString;
          });
        }),
      );
      // The test has teeth: most of these strings are not strings to Go.
      expect(resolved.length).toBeGreaterThan(strings.length / 2);
      expect(resolved.filter((text) => !goReadsAsNonString(text))).toEqual([]);
    });
  });

  describe('golden outputs read the same in go-yaml v2, v3 and sigs.k8s.io/yaml', () => {
    it('every output under test/fixtures/compile/ and test/fixtures/', () => {
      const files = listOutputs(join(REPO_ROOT, 'test', 'fixtures')).sort();
      expect(files.length).toBeGreaterThan(50);
      expectSameReadings(
        files.map((f) => readFileSync(f, 'utf8')),
        files.map((f) => relative(REPO_ROOT, f)),
        binary,
      );
    });
  });

  describe("strings of go-yaml's implicit types, written by rgdc as values and keys", () => {
    it.each([
      ['the known forms', KNOWN],
      ['600 strings from the grammars of resolve.go, in random case', GENERATED],
    ])('%s', (_, strings) => {
      const files = strings.flatMap(emitted);
      const names = strings.flatMap((s) => emitted(s).map((_, i) => `${JSON.stringify(s)} #${i}`));
      expectSameReadings(files, names, binary);
    });

    let rgd: string;
    beforeAll(() => {
      const result = compile({
        file: 'test/fixtures/compile/helm-configured/configdata.yaml',
        source: readFileSync(join(REPO_ROOT, 'test/fixtures/compile', 'helm-configured', 'configdata.yaml'), 'utf8'),
      });
      expect(result.ok).toBe(true);
      rgd = result.output!.files.rgd!;
    });

    it('in compile outputs (a default) and preview outputs (an instance value)', () => {
      const data = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/compile', 'helm-configured', 'configdata.yaml'), 'utf8')) as {
        configuration: { defaults: Record<string, unknown> };
      };
      const files: string[] = [];
      const names: string[] = [];
      for (const text of [...KNOWN, ...GENERATED.slice(0, 20)]) {
        data.configuration.defaults.message = text;
        const result = compile({ file: 'configdata.yaml', source: JSON.stringify(data), emit: ['rgd', 'instance', 'bootstrap'], selfCheck: false });
        expect(result.ok, text).toBe(true);
        for (const [kind, out] of Object.entries(result.output!.files)) {
          if (typeof out !== 'string' || out.startsWith('{')) continue;
          files.push(out);
          names.push(`${JSON.stringify(text)} compile ${kind}`);
        }
        const instance = `apiVersion: kro.run/v1alpha1\nkind: Podinfo\nmetadata:\n  name: p\nspec:\n  replicas: 2\n  message: ${JSON.stringify(text)}\n`;
        const previewed = preview({ input: { file: 'rgd.yaml', source: rgd }, instance: { file: 'instance.yaml', source: instance } });
        expect(previewed.objects.length).toBeGreaterThan(0);
        files.push(renderPreview(previewed.objects, previewed.instance, undefined), renderPreview(previewed.objects, previewed.instance, previewed.provenance));
        names.push(`${JSON.stringify(text)} preview`, `${JSON.stringify(text)} preview --explain`);
      }
      expectSameReadings(files, names, binary);
    });

    it('in the starters of rgdc init named by DNS labels that are YAML words', () => {
      const names = ['y', 'n', 'yes', 'no', 'on', 'off', 'true', 'false', 'null', 'my-shop'];
      const starters = names.flatMap((name) => (['helm', 'kustomize'] as const).map((kind) => renderStarter(name, kind)));
      expectSameReadings(
        starters,
        names.flatMap((name) => [`${name} helm`, `${name} kustomize`]),
        binary,
      );
    });

    it('in the YAML component descriptor publish writes', async () => {
      const name = 'acme.org/podinfo';
      const labels = KNOWN.map((value, i) => ({ name: `l${i}`, value }));
      const chart = {
        name: 'chart',
        version: '6.9.1',
        type: 'helmChart',
        relation: 'external',
        labels,
        access: { type: 'ociArtifact', imageReference: 'ghcr.io/stefanprodan/charts/podinfo:6.9.1' },
      };
      const files: string[] = [];
      for (const encoding of ['yaml', 'yaml+tar'] as const) {
        const { store, path } = emptyCtf();
        await storeVersion(store, descriptorV2(name, '6.9.1', [chart]), { encoding });
        const sink = createCollector();
        const reference = parseComponentReference(`ctf::${path}//${name}:6.9.1`) as ComponentReference;
        const rgdBlob = { name: 'rgd', type: 'blob', mediaType: 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml', bytes: Buffer.from(rgd) };
        const result = await publish(
          { store, reference, resources: [rgdBlob], mode: { kind: 'new-version' }, force: false, creator: 'rgdc test' },
          sink.report,
        );
        expect(sink.diagnostics).toEqual([]);
        const written = await readComponentVersion(store, name, result!.target.tag, `ctf//${name}`, sink.report);
        expect(written!.descriptorLayer.mediaType).toBe(`application/vnd.ocm.software.component-descriptor.v2+${encoding}`);
        files.push(written!.descriptorText);
      }
      expect(files.join('')).toContain('"0X1F"');
      expectSameReadings(files, ['descriptor yaml', 'descriptor yaml+tar'], binary);
    });
  });
}
