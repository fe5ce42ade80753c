/**
 * Reading component versions through an `OciReader`:
 * - every component version of the genuine OCM CTF data (folders and archives) reads, and
 *   shows its resources, references and signatures exactly as the descriptor has them
 *   (the descriptor extracted here with the system `tar`, independently of rgdc's reader);
 * - descriptor layers in JSON, YAML and YAML-tar, the legacy config types, an index with
 *   the annotated manifest, v3alpha1, built in the test;
 * - what is not a component version, or breaks the schema, is a diagnostic with a path.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: builds component descriptors as free-form JSON; `unknown` would need a cast at every step.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createCollector } from '../../src/diagnostics/diagnostic.js';
import { CtfStore } from '../../src/ocm/ctf-store.js';
import { readComponentVersion } from '../../src/ocm/component-version.js';
import { loadComponentSet, readReferencedVersion } from '../../src/ocm/load.js';
import { parseComponentReference, type ComponentReference } from '../../src/ocm/reference.js';
import { summarizeComponentVersion } from '../../src/ocm/summary.js';
import { OciError } from '../../src/oci/types.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { descriptorV2, emptyCtf, storeVersion, type Encoding } from './support.js';

const COMPAT = join(REPO_ROOT, '../shared/corpus/ocm/open-component-model/bindings/go/ctf/testdata/compatibility');

/** Every CTF of the compatibility data: folders and the archives beside them. */
function corpusStores(): string[] {
  const out: string[] = [];
  for (const group of readdirSync(COMPAT)
    .filter((d) => /^\d+$/.test(d))
    .sort()) {
    for (const entry of readdirSync(join(COMPAT, group)).sort()) {
      const path = join(COMPAT, group, entry);
      if ((statSync(path).isDirectory() && readdirSync(path).includes('artifact-index.json')) || /\.tar(\.gz)?$/.test(entry)) out.push(path);
    }
  }
  return out;
}

const ref = (text: string): ComponentReference => {
  const parsed = parseComponentReference(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

/** The descriptor of a manifest, read with the system tools only (tar, JSON, YAML). */
function independentDescriptor(store: string, manifestDigest: string): Record<string, any> {
  let folder = store;
  if (!statSync(store).isDirectory()) {
    folder = mkdtempSync(join(tmpdir(), 'rgdc-ctf-x-'));
    execFileSync('tar', ['xf', store, '-C', folder]);
  }
  const blob = (digest: string) => readFileSync(join(folder, 'blobs', digest.replace(':', '.')));
  const manifest = JSON.parse(blob(manifestDigest).toString('utf8'));
  const layer = JSON.parse(blob(manifest.config.digest).toString('utf8')).componentDescriptorLayer;
  const out = mkdtempSync(join(tmpdir(), 'rgdc-cd-'));
  execFileSync('tar', ['xf', join(folder, 'blobs', layer.digest.replace(':', '.')), '-C', out]);
  return parse(readFileSync(join(out, 'component-descriptor.yaml'), 'utf8'));
}

describe('the genuine OCM CTF data', () => {
  const stores = corpusStores();
  it('has folders and archives to read', () => expect(stores.length).toBeGreaterThanOrEqual(5));

  for (const path of stores) {
    const name = path.slice(COMPAT.length + 1);
    it(`${name}: every component version reads as the descriptor has it`, async () => {
      const store = CtfStore.open(path);
      const artifacts = store.artifacts().filter((a) => a.repository.startsWith('component-descriptors/'));
      expect(artifacts.length).toBeGreaterThan(0);
      for (const artifact of artifacts) {
        const component = artifact.repository.slice('component-descriptors/'.length);
        const reference = ref(`ctf::${path}//${component}:${artifact.tag}`);
        const sink = createCollector();
        const version = await readReferencedVersion(store, reference, sink.report);
        expect(sink.diagnostics).toEqual([]);
        const summary = summarizeComponentVersion(version!, 'x');
        const descriptor = independentDescriptor(path, artifact.digest);
        expect(summary.manifest.digest).toBe(artifact.digest);
        expect([summary.component, summary.version]).toEqual([descriptor.component.name, descriptor.component.version]);
        expect(summary.resources).toEqual(descriptor.component.resources);
        expect(summary.references).toEqual(descriptor.component.componentReferences);
        expect(summary.signatures).toEqual(descriptor.signatures ?? []);
        // Every localBlob resource is found as a layer of its manifest.
        for (const blob of summary.localBlobs)
          expect(blob.layer?.digest).toBe((summary.resources[blob.resource]!.access as { localReference: string }).localReference);
      }
    });
  }

  it('a localBlob layer reads back with its digest verified', async () => {
    const store = CtfStore.open(join(COMPAT, '01/transport-archive'));
    const bytes = await store.getBlob(
      'component-descriptors/github.com/acme.org/helloworld',
      `sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08`,
    );
    expect(Buffer.from(bytes).toString()).toBe('test');
  });
});

describe('component versions built in the test', () => {
  const chart = {
    name: 'chart',
    version: '6.9.1',
    type: 'helmChart',
    relation: 'external',
    access: { type: 'ociArtifact', imageReference: 'ghcr.io/stefanprodan/charts/podinfo:6.9.1' },
  };

  const encodings: [Encoding, string][] = [
    ['json', 'application/vnd.ocm.software.component.config.v1+json'],
    ['yaml', 'application/vnd.ocm.software.component.config.v1+json'],
    ['yaml+tar', 'application/vnd.ocm.software.component.config.v1+json'],
    ['yaml+tar', 'application/vnd.gardener.cloud.cnudie.component.config.v1+json'],
    ['json', 'application/vnd.oci.gardener.cloud.cnudie.component-descriptor-metadata.config.v2+json'],
  ];
  it.each(encodings)('descriptor layer %s with config %s', async (encoding, configMediaType) => {
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptorV2('acme.org/podinfo', '6.9.1', [chart]), { encoding, configMediaType });
    const sink = createCollector();
    const version = await readReferencedVersion(store, ref(`ctf::${path}//acme.org/podinfo:6.9.1`), sink.report);
    expect(sink.diagnostics).toEqual([]);
    expect(version?.component.resources).toEqual([chart]);
  });

  it('takes the annotated manifest of an index, and config without componentDescriptorLayer falls back to layers[0]', async () => {
    const { store, path } = emptyCtf();
    const indexDigest = await storeVersion(store, descriptorV2('acme.org/podinfo', '6.9.1', [chart]), { index: true, bareConfig: true });
    const sink = createCollector();
    const version = await readReferencedVersion(store, ref(`ctf::${path}//acme.org/podinfo:6.9.1`), sink.report);
    expect(sink.diagnostics).toEqual([]);
    expect(version?.index?.digest).toBe(indexDigest);
    expect(version?.manifest.digest).not.toBe(indexDigest);
    expect(version?.component.resources).toEqual([chart]);
  });

  it('reads v3alpha1 (read only) and the build-metadata tag', async () => {
    const { store, path } = emptyCtf();
    const v3 = {
      apiVersion: 'ocm.software/v3alpha1',
      kind: 'ComponentVersion',
      metadata: { name: 'acme.org/podinfo', version: '6.9.1+rgd.1', provider: { name: 'acme.org' } },
      repositoryContexts: [],
      spec: { resources: [chart] },
    };
    await storeVersion(store, v3, { encoding: 'yaml' });
    expect(await store.listTags('component-descriptors/acme.org/podinfo')).toEqual(['6.9.1.build-rgd.1']);
    const sink = createCollector();
    const version = await readReferencedVersion(store, ref(`ctf::${path}//acme.org/podinfo:>=6.9.1`), sink.report);
    expect(sink.diagnostics).toEqual([]);
    expect([version?.component.format, version?.component.version, version?.tag]).toEqual(['v3alpha1', '6.9.1+rgd.1', '6.9.1.build-rgd.1']);
  });

  it('resolves a constraint, the newest version, and a digest', async () => {
    const { store, path } = emptyCtf();
    const digests: Record<string, string> = {};
    for (const v of ['6.8.0', '6.9.0', '6.9.1', '7.0.0-rc.1']) digests[v] = await storeVersion(store, descriptorV2('acme.org/podinfo', v, [chart]));
    const read = async (text: string) => {
      const sink = createCollector();
      const version = await readReferencedVersion(store, ref(text), sink.report);
      return version?.component.version ?? sink.diagnostics.map((d) => d.code).join();
    };
    expect(await read(`ctf::${path}//acme.org/podinfo:~6.9`)).toBe('6.9.1');
    expect(await read(`ctf::${path}//acme.org/podinfo:<6.9`)).toBe('6.8.0');
    expect(await read(`ctf::${path}//acme.org/podinfo`)).toBe('6.9.1');
    expect(await read(`ctf::${path}//acme.org/podinfo@${digests['6.9.0']}`)).toBe('6.9.0');
    expect(await read(`ctf::${path}//acme.org/podinfo:6.9.0@${digests['6.9.0']}`)).toBe('6.9.0');
    expect(await read(`ctf::${path}//acme.org/podinfo:6.9.1@${digests['6.9.0']}`)).toBe('ocm_version_not_found');
    expect(await read(`ctf::${path}//acme.org/podinfo:>=8`)).toBe('ocm_version_not_found');
    expect(await read(`ctf::${path}//acme.org/podinfo:5.0.0`)).toBe('ocm_version_not_found');
    expect(await read(`ctf::${path}//acme.org/other:1.0.0`)).toBe('ocm_version_not_found');
  });

  it('follows component references into one set, root first', async () => {
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptorV2('acme.org/shop', '1.0.0', [], [{ name: 'backend', componentName: 'acme.org/shop/backend', version: '2.1.0' }]));
    await storeVersion(store, descriptorV2('acme.org/shop/backend', '2.1.0', [chart], [{ name: 'db', componentName: 'acme.org/db', version: '16.0.0' }]));
    await storeVersion(
      store,
      descriptorV2('acme.org/db', '16.0.0', [chart], [{ name: 'backend-again', componentName: 'acme.org/shop/backend', version: '2.1.0' }]),
    );
    const sink = createCollector();
    const loaded = await loadComponentSet(store, ref(`ctf::${path}//acme.org/shop:1.0.0`), sink.report);
    expect(sink.diagnostics).toEqual([]);
    expect(loaded?.set.components.map((c) => `${c.name}:${c.version}`)).toEqual(['acme.org/shop:1.0.0', 'acme.org/shop/backend:2.1.0', 'acme.org/db:16.0.0']);
  });

  it('a reference to a version the store lacks is a store failure (exit 4 class)', async () => {
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptorV2('acme.org/shop', '1.0.0', [], [{ name: 'backend', componentName: 'acme.org/shop/backend', version: '2.1.0' }]));
    const sink = createCollector();
    expect(await loadComponentSet(store, ref(`ctf::${path}//acme.org/shop:1.0.0`), sink.report)).toBeUndefined();
    expect(sink.diagnostics.map((d) => d.code)).toEqual(['ocm_version_not_found']);
  });
});

describe('what is not a valid component version', () => {
  it('a descriptor that breaks the schema: one diagnostic per problem, at its path and line', async () => {
    const { store, path } = emptyCtf();
    const text = [
      'meta:',
      '  schemaVersion: v2',
      'component:',
      '  name: acme.org/podinfo',
      '  version: 6.9.1',
      '  provider: {name: acme.org}',
      '  repositoryContexts: []',
      '  sources: []',
      '  componentReferences: []',
      '  resources:',
      '    - name: chart',
      '      version: 6.9.1',
      '      type: helmChart',
      '      relation: sideways',
      '      access: {type: ociArtifact, imageReference: ghcr.io/x/y:1}',
      '',
    ].join('\n');
    await storeVersion(store, descriptorV2('acme.org/podinfo', '6.9.1'), { encoding: 'yaml', descriptorText: text });
    const sink = createCollector();
    expect(await readReferencedVersion(store, ref(`ctf::${path}//acme.org/podinfo:6.9.1`), sink.report)).toBeUndefined();
    expect(sink.diagnostics.map((d) => [d.code, d.path, d.line])).toEqual([
      ['ocm_invalid_descriptor', 'component.provider', 6],
      ['ocm_invalid_descriptor', 'component.resources[0].relation', 14],
    ]);
  });

  it('a descriptor naming another component', async () => {
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptorV2('acme.org/other', '6.9.1'), { tag: '6.9.1' });
    // Stored under acme.org/other; read it as acme.org/podinfo through the raw reader.
    const sink = createCollector();
    const version = await readComponentVersion(
      {
        location: path,
        getManifest: (_r, t) => store.getManifest('component-descriptors/acme.org/other', t),
        getBlob: (_r, d, s) => store.getBlob('component-descriptors/acme.org/other', d, s),
        listTags: async () => ['6.9.1'],
      },
      'acme.org/podinfo',
      '6.9.1',
      'test',
      sink.report,
    );
    expect(version).toBeUndefined();
    expect(sink.diagnostics.map((d) => [d.code, d.line])).toEqual([['ocm_invalid_descriptor', 1]]);
  });

  const notOcm: [string, Parameters<typeof storeVersion>[2], RegExp][] = [
    ['a helm chart config', { configMediaType: 'application/vnd.cncf.helm.config.v1+json' }, /not an OCM component config/],
  ];
  it.each(notOcm)('%s', async (_name, options, message) => {
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptorV2('acme.org/podinfo', '6.9.1'), options);
    const sink = createCollector();
    expect(await readReferencedVersion(store, ref(`ctf::${path}//acme.org/podinfo:6.9.1`), sink.report)).toBeUndefined();
    expect(sink.diagnostics.map((d) => d.code)).toEqual(['ocm_not_component_version']);
    expect(sink.diagnostics[0]!.message).toMatch(message);
  });

  it('a blob whose bytes do not match its digest is a store failure', async () => {
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptorV2('acme.org/podinfo', '6.9.1'));
    const manifest = await store.getManifest('component-descriptors/acme.org/podinfo', '6.9.1');
    const layerDigest = JSON.parse(Buffer.from(manifest.bytes).toString()).layers[0].digest as string;
    execFileSync('sh', ['-c', `printf tampered > "${join(path, 'blobs', layerDigest.replace(':', '.'))}"`]);
    await expect(store.getBlob('component-descriptors/acme.org/podinfo', layerDigest)).rejects.toBeInstanceOf(OciError);
    const sink = createCollector();
    expect(await readReferencedVersion(store, ref(`ctf::${path}//acme.org/podinfo:6.9.1`), sink.report)).toBeUndefined();
    expect(sink.diagnostics.map((d) => d.code)).toEqual(['ocm_store_failed']);
  });
});
