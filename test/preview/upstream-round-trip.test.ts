/**
 * Round trip against the OCM controller's own kro examples: previewing the upstream RGD
 * (with its instance) and the ConfigData fixture that re-expresses it
 * (`test/fixtures/compile/upstream-<name>`, with the equivalent instance), both with a component
 * descriptor built from the example's `component-constructor.yaml`, gives the same
 * OCIRepository `spec.url`/`spec.ref`, the same HelmRelease `spec.values` and `chartRef`
 * kind, and the same Kustomization patch values. The documented differences of
 * test/upstream-examples.test.ts (object names, intervals, `insecure`, ...) are not compared.
 * Local inputs (`input:` instead of `access:`) become `localBlob` accesses, as
 * `ocm add componentversion` stores them.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into the OCM controller's example YAML; `unknown` would need a cast at every step.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { preview } from '../../src/preview/index.js';
import type { PreviewResult } from '../../src/preview/types.js';
import { corpusDir } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';

type Json = Record<string, any>;

const EXAMPLES = path.join(corpusDir, 'ocm/open-component-model/kubernetes/controller/examples');
/** Where the examples' e2e setup pushes the component (the fixtures' `component.repository`). */
const REPOSITORY = 'http://ocm-e2e-image-registry:5000';

/** A v2 descriptor from a constructor: accesses kept, inputs turned into local blobs. */
function descriptorOf(name: string): string {
  const constructorFile = parse(readFileSync(path.join(EXAMPLES, name, 'component-constructor.yaml'), 'utf8')) as { components: Json[] };
  const component = constructorFile.components[0]!;
  const resources = (component.resources as Json[]).map((r, i) => ({
    name: r.name,
    version: r.version ?? component.version,
    type: r.type,
    relation: r.access ? 'external' : 'local',
    access: r.access ?? {
      type: 'localBlob',
      localReference: `sha256:${String(i + 1).repeat(64)}`,
      mediaType: r.input?.mediaType ?? 'application/octet-stream',
    },
  }));
  return stringify({
    meta: { schemaVersion: 'v2' },
    component: {
      name: component.name,
      version: component.version,
      provider: component.provider,
      repositoryContexts: [{ type: 'OCIRegistry', baseUrl: REPOSITORY }],
      sources: [],
      componentReferences: [],
      resources,
    },
  });
}

function run(input: string, instance: string, descriptor: string): PreviewResult {
  const result = preview({
    input: { file: input, source: readFileSync(input, 'utf8') },
    instance: { file: 'instance.yaml', source: instance },
    component: { file: 'component.yaml', source: descriptor },
  });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  expect(result.diagnostics.filter((d) => d.code === 'preview_unresolved')).toEqual([]);
  return result;
}

const byKind = (result: PreviewResult, kind: string) => result.objects.map((o) => o.object as Json).find((o) => o.kind === kind)!;

/** The values a Kustomization's patches write, JSON6902 ops only (strategic-merge patches have no `value`). */
function patchValues(kustomization: Json): unknown[] {
  return (kustomization.spec.patches as Json[]).flatMap((p) => {
    const ops = parseAllDocuments(String(p.patch)).map((d) => d.toJS());
    return ops.flatMap((op) => (Array.isArray(op) ? op.filter((o) => 'value' in o).map((o) => o.value) : []));
  });
}

const CASES = [
  { name: 'helm-simple', spec: {}, ours: {} },
  {
    name: 'helm-configuration-localization',
    spec: { podinfo: { message: 'round trip', releaseName: 'podinfo' } },
    ours: { podinfo: { message: 'round trip' } },
  },
  { name: 'kustomize-configuration-localization', spec: { podinfo: { message: 'round trip' } }, ours: { podinfo: { message: 'round trip' } } },
];

describe('preview round trip with the OCM examples', () => {
  for (const example of CASES) {
    it(example.name, () => {
      const descriptor = descriptorOf(example.name);
      const upstreamRgd = path.join(EXAMPLES, example.name, 'rgd.yaml');
      const upstreamInstance = parse(readFileSync(path.join(EXAMPLES, example.name, 'instance.yaml'), 'utf8')) as Json;
      const upstream = run(upstreamRgd, stringify({ ...upstreamInstance, spec: { ...(upstreamInstance.spec ?? {}), ...example.spec } }), descriptor);
      const configData = path.join(REPO_ROOT, 'test/fixtures/compile', `upstream-${example.name}`, 'configdata.yaml');
      const ours = run(
        configData,
        stringify({ apiVersion: 'kro.run/v1alpha1', kind: kindOf(configData), metadata: { name: upstreamInstance.metadata.name }, spec: example.ours }),
        descriptor,
      );

      const theirs = byKind(upstream, 'OCIRepository');
      const mine = byKind(ours, 'OCIRepository');
      expect(mine.spec.url).toBe(theirs.spec.url);
      expect(mine.spec.ref).toEqual(theirs.spec.ref);
      if (example.name.startsWith('helm')) {
        expect(byKind(ours, 'HelmRelease').spec.values ?? {}).toEqual(byKind(upstream, 'HelmRelease').spec.values ?? {});
        expect(byKind(ours, 'HelmRelease').spec.chartRef.kind).toBe(byKind(upstream, 'HelmRelease').spec.chartRef.kind);
      } else {
        // Documented difference: rgdc's image value also carries the tag (`repo:tag@digest`).
        const mineValues = patchValues(byKind(ours, 'Kustomization')).map((v) => (typeof v === 'string' ? v.replace(/:[\w.-]+@sha256:/, '@sha256:') : v));
        for (const value of patchValues(byKind(upstream, 'Kustomization'))) expect(mineValues).toContainEqual(value);
      }
    });
  }
});

/** The instance kind of the RGD a ConfigData compiles to (PascalCase of its name unless set). */
function kindOf(configData: string): string {
  const doc = parse(readFileSync(configData, 'utf8')) as Json;
  if (doc.instance?.kind) return doc.instance.kind;
  return String(doc.metadata.name)
    .split(/[-_.]/)
    .map((p: string) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}
