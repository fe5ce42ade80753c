/**
 * The publish library against CTF folders (rgdc's own OCI writer): the layout written for
 * each descriptor encoding, new version versus replace, idempotency, signed versions,
 * `--new-version` conflicts, and the stores it refuses. Every version written is read
 * back through the same reader `rgdc component show` uses (schema-validated).
 */
import { describe, expect, it } from 'vitest';
import { createCollector } from '../../src/diagnostics/diagnostic.js';
import { readComponentVersion, findLocalBlobLayer } from '../../src/ocm/component-version.js';
import { CtfStore } from '../../src/ocm/ctf-store.js';
import { computeDigest } from '../../src/ocm/digest.js';
import { parseComponentReference, type ComponentReference } from '../../src/ocm/reference.js';
import { publish, type PublishMode, type ResourceBlob } from '../../src/publish/index.js';
import { descriptorV2, emptyCtf, storeVersion, type Encoding } from '../ocm/support.js';

const NAME = 'acme.org/podinfo';
const REPO = `component-descriptors/${NAME}`;
const RGD_TYPE = 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml';
const rgd = (text = 'apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata: {name: podinfo}\n'): ResourceBlob => ({
  name: 'rgd',
  type: 'blob',
  mediaType: RGD_TYPE,
  bytes: Buffer.from(text),
});
const chart = {
  name: 'chart',
  version: '6.9.1',
  type: 'helmChart',
  relation: 'external',
  access: { type: 'ociArtifact', imageReference: 'ghcr.io/stefanprodan/charts/podinfo:6.9.1' },
};

async function setUp(
  options: { encoding?: Encoding; signed?: boolean; blobs?: boolean } = {},
): Promise<{ store: CtfStore; path: string; ref: (v: string) => ComponentReference }> {
  const { store, path } = emptyCtf();
  const descriptor = descriptorV2(NAME, '6.9.1', [chart]);
  const local = Buffer.from('local text blob');
  if (options.blobs)
    descriptor.component.resources.push({
      name: 'notes',
      version: '6.9.1',
      type: 'plainText',
      relation: 'local',
      access: { type: 'localBlob', localReference: computeDigest(local), mediaType: 'text/plain' },
    });
  if (options.signed)
    descriptor.signatures = [
      {
        name: 'acme',
        digest: { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'jsonNormalisation/v4alpha1', value: 'ab'.repeat(32) },
        signature: { algorithm: 'RSASSA-PSS', value: 'cd', mediaType: 'application/vnd.ocm.signature.rsa' },
      },
    ];
  await storeVersion(store, descriptor, {
    encoding: options.encoding ?? 'json',
    ...(options.blobs ? { blobs: [{ bytes: local, mediaType: 'text/plain' }] } : {}),
  });
  const ref = (v: string) => parseComponentReference(`ctf::${path}//${NAME}:${v}`) as ComponentReference;
  return { store: CtfStore.open(path), path, ref };
}

async function run(store: CtfStore, reference: ComponentReference, resources: ResourceBlob[], mode: PublishMode = { kind: 'new-version' }, force = false) {
  const sink = createCollector();
  const result = await publish({ store, reference, resources, mode, force, creator: 'rgdc test' }, sink.report);
  return { result, diagnostics: sink.diagnostics.map((d) => d.code) };
}

async function read(store: CtfStore, tag: string) {
  const sink = createCollector();
  const version = await readComponentVersion(store, NAME, tag, `ctf//${NAME}:${tag}`, sink.report);
  expect(sink.diagnostics).toEqual([]);
  return version!;
}

describe('publish into a CTF', () => {
  it.each<Encoding>(['json', 'yaml', 'yaml+tar'])('writes a new version with the RGD as a localBlob (descriptor %s kept)', async (encoding) => {
    const { store, ref } = await setUp({ encoding });
    const { result, diagnostics } = await run(store, ref('6.9.1'), [rgd()]);
    expect(diagnostics).toEqual([]);
    expect(result).toMatchObject({
      changed: true,
      mode: 'new-version',
      source: { version: '6.9.1' },
      target: { version: '6.9.1+rgd.1', tag: '6.9.1.build-rgd.1' },
    });
    const source = await read(store, '6.9.1');
    const written = await read(store, '6.9.1.build-rgd.1');
    expect(result!.manifest).toEqual({ old: source.manifest.digest, new: written.manifest.digest });
    expect(written.descriptorLayer.mediaType).toBe(`application/vnd.ocm.software.component-descriptor.v2+${encoding}`);
    expect(written.component.version).toBe('6.9.1+rgd.1');
    const entry = written.component.resources.find((r) => r.name === 'rgd')!;
    const digest = computeDigest(rgd().bytes);
    expect(entry).toEqual({
      name: 'rgd',
      version: '6.9.1+rgd.1',
      type: 'blob',
      relation: 'local',
      access: { type: 'localBlob', localReference: digest, mediaType: RGD_TYPE },
      digest: { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'genericBlobDigest/v1', value: digest.slice(7) },
    });
    const layer = findLocalBlobLayer(written, entry)!;
    expect(layer.annotations).toEqual({ 'software.ocm.artifact': JSON.stringify([{ identity: { name: 'rgd', version: '6.9.1+rgd.1' }, kind: 'resource' }]) });
    expect(Buffer.from(await store.getBlob(REPO, layer.digest)).toString()).toBe(Buffer.from(rgd().bytes).toString());
    expect(written.manifest.annotations).toEqual({ 'software.ocm.componentversion': `${NAME}:6.9.1+rgd.1`, 'software.ocm.creator': 'rgdc test' });
    // The source is untouched; the chart resource is copied as it was.
    expect(source.component.resources).toEqual([chart]);
    expect(written.component.resources[0]).toEqual(chart);
  });

  it('publishes nothing for the same bytes, a next version for other bytes, and keeps other local blobs', async () => {
    const { store, ref } = await setUp({ blobs: true });
    const first = await run(store, ref('6.9.1'), [rgd()]);
    const again = await run(store, ref('6.9.1'), [rgd()]);
    expect(again.result).toMatchObject({ changed: false, target: { version: '6.9.1+rgd.1', manifest: first.result!.target.manifest } });
    expect(again.result!.resources.map((r) => r.status)).toEqual(['unchanged']);
    const tags = await store.listTags(REPO);
    const other = await run(store, ref('6.9.1'), [rgd('kind: ResourceGraphDefinition\n')]);
    expect(other.result!.target.version).toBe('6.9.1+rgd.2');
    expect([...(await store.listTags(REPO))]).toEqual([...tags, '6.9.1.build-rgd.2']);
    const written = await read(store, '6.9.1.build-rgd.2');
    expect(written.layers.map((l) => l.mediaType)).toEqual(['application/vnd.ocm.software.component-descriptor.v2+json', 'text/plain', RGD_TYPE]);
    // Publishing into a derived version that already holds the bytes: nothing to do.
    expect((await run(store, ref('6.9.1+rgd.2'), [rgd('kind: ResourceGraphDefinition\n')])).result!.changed).toBe(false);
  });

  it('--replace rewrites the tag, replacing an older RGD and dropping its layer', async () => {
    const { store, ref } = await setUp({ encoding: 'yaml' });
    const before = await read(store, '6.9.1');
    const first = await run(store, ref('6.9.1'), [rgd()], { kind: 'replace' });
    expect(first.result).toMatchObject({
      changed: true,
      mode: 'replace',
      target: { version: '6.9.1', tag: '6.9.1' },
      manifest: { old: before.manifest.digest },
    });
    expect(first.result!.resources[0]!.status).toBe('added');
    const second = await run(store, ref('6.9.1'), [rgd('kind: ResourceGraphDefinition\nmetadata: {name: v2}\n')], { kind: 'replace' });
    expect(second.result!.resources[0]!.status).toBe('replaced');
    expect(second.result!.manifest.old).toBe(first.result!.manifest.new);
    const written = await read(store, '6.9.1');
    expect(written.component.resources.map((r) => r.name)).toEqual(['chart', 'rgd']);
    expect(written.layers).toHaveLength(2);
    expect(written.layers[1]!.digest).toBe(computeDigest(Buffer.from('kind: ResourceGraphDefinition\nmetadata: {name: v2}\n')));
    expect([...(await store.listTags(REPO))]).toEqual(['6.9.1']);
  });

  it('refuses a signed version, and with force drops the signatures with a warning', async () => {
    const { store, ref } = await setUp({ signed: true });
    const refused = await run(store, ref('6.9.1'), [rgd()]);
    expect([refused.result, refused.diagnostics]).toEqual([undefined, ['publish_signed_version']]);
    expect([...(await store.listTags(REPO))]).toEqual(['6.9.1']);
    const forced = await run(store, ref('6.9.1'), [rgd()], { kind: 'new-version' }, true);
    expect(forced.diagnostics).toEqual(['publish_signatures_dropped']);
    expect(forced.result!.droppedSignatures).toEqual(['acme']);
    expect((await read(store, '6.9.1.build-rgd.1')).component.signatures).toEqual([]);
    expect((await read(store, '6.9.1')).component.signatures).toHaveLength(1);
    // Forced again with the same bytes: the copy exists, nothing is written or dropped.
    const again = await run(store, ref('6.9.1'), [rgd()], { kind: 'new-version' }, true);
    expect([again.result!.changed, again.diagnostics, again.result!.droppedSignatures]).toEqual([false, [], []]);
  });

  it('takes a signed version that already holds the RGD as nothing to do, without --force', async () => {
    const { store, path } = emptyCtf();
    const bytes = rgd().bytes;
    const descriptor = descriptorV2(NAME, '1.0.0', [
      {
        name: 'rgd',
        version: '1.0.0',
        type: 'blob',
        relation: 'local',
        access: { type: 'localBlob', localReference: computeDigest(bytes), mediaType: RGD_TYPE },
        digest: { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'genericBlobDigest/v1', value: computeDigest(bytes).slice(7) },
      },
    ]);
    descriptor.signatures = [
      {
        name: 'acme',
        digest: { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'jsonNormalisation/v4alpha1', value: 'ab'.repeat(32) },
        signature: { algorithm: 'RSASSA-PSS', value: 'cd', mediaType: 'application/vnd.ocm.signature.rsa' },
      },
    ];
    await storeVersion(store, descriptor, { blobs: [{ bytes, mediaType: RGD_TYPE }] });
    const { result, diagnostics } = await run(CtfStore.open(path), parseComponentReference(`ctf::${path}//${NAME}:1.0.0`) as ComponentReference, [rgd()]);
    expect([result!.changed, result!.target.version, diagnostics]).toEqual([false, '1.0.0', []]);
  });

  it('--new-version: writes it, takes the same again as nothing to do, refuses one that holds something else', async () => {
    const { store, ref } = await setUp();
    expect((await run(store, ref('6.9.1'), [rgd()], { kind: 'new-version', version: '6.9.2' })).result!.target.tag).toBe('6.9.2');
    expect((await run(store, ref('6.9.1'), [rgd()], { kind: 'new-version', version: '6.9.2' })).result!.changed).toBe(false);
    const conflict = await run(store, ref('6.9.1'), [rgd('other')], { kind: 'new-version', version: '6.9.2' });
    expect(conflict.diagnostics).toEqual(['publish_version_exists']);
  });

  it('reports a missing source version with the versions that exist', async () => {
    const { store, ref } = await setUp();
    const sink = createCollector();
    expect(await publish({ store, reference: ref('9.9.9'), resources: [rgd()], mode: { kind: 'new-version' }, creator: 'x' }, sink.report)).toBeUndefined();
    expect(sink.diagnostics.map((d) => [d.code, d.hint])).toEqual([['ocm_version_not_found', 'Versions (newest first): 6.9.1.']]);
  });

  it('refuses a version stored behind an index', async () => {
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptorV2(NAME, '1.0.0'), { index: true });
    const { diagnostics } = await run(CtfStore.open(path), parseComponentReference(`ctf::${path}//${NAME}:1.0.0`) as ComponentReference, [rgd()]);
    expect(diagnostics).toEqual(['publish_unsupported_source']);
  });
});
