/**
 * Component versions built in a test: a CTF folder written through rgdc's own CTF
 * writer, with the descriptor layer in any encoding, any config media type, and
 * optionally behind an OCI index.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: component descriptors are free-form JSON the tests build and edit; `unknown` would need a cast at every step.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { CtfStore } from '../../src/ocm/ctf-store.js';
import { writeTar } from '../../src/ocm/tar.js';
import { versionToTag } from '../../src/ocm/versions.js';

export const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
export const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
export const OCM_CONFIG = 'application/vnd.ocm.software.component.config.v1+json';
const DESCRIPTOR = 'application/vnd.ocm.software.component-descriptor.v2';

export type Encoding = 'json' | 'yaml' | 'yaml+tar';

export interface BuildOptions {
  readonly encoding?: Encoding;
  readonly configMediaType?: string;
  /** Store the manifest behind an index (annotated, with a decoy first). */
  readonly index?: boolean;
  /** Leave `componentDescriptorLayer` out of the config (readers fall back to layers[0]). */
  readonly bareConfig?: boolean;
  /** Extra layers (local blobs): bytes and media type. */
  readonly blobs?: readonly { readonly bytes: Uint8Array; readonly mediaType: string }[];
  /** Descriptor text as is (overrides `descriptor` serialisation). */
  readonly descriptorText?: string;
  /** The tag; defaults to the descriptor's version. */
  readonly tag?: string;
}

/** A fresh, empty CTF folder. */
export function emptyCtf(): { path: string; store: CtfStore } {
  const path = mkdtempSync(join(tmpdir(), 'rgdc-ctf-'));
  // CtfStore.open wants the index: start with an empty one.
  writeFileSync(join(path, 'artifact-index.json'), JSON.stringify({ schemaVersion: 1, artifacts: [] }));
  return { path, store: CtfStore.open(path) };
}

/** Stores one component version; resolves to the manifest digest (the index's, with `index`). */
export async function storeVersion(store: CtfStore, descriptor: Record<string, any>, options: BuildOptions = {}): Promise<string> {
  const name = String(descriptor.component?.name ?? descriptor.metadata?.name);
  const version = String(descriptor.component?.version ?? descriptor.metadata?.version);
  const repository = `component-descriptors/${name}`;
  const encoding = options.encoding ?? 'json';
  const text = options.descriptorText ?? (encoding === 'json' ? JSON.stringify(descriptor) : stringify(descriptor));
  const bytes = encoding === 'yaml+tar' ? writeTar([{ name: 'component-descriptor.yaml', bytes: Buffer.from(text) }]) : Buffer.from(text);
  const layerMediaType = `${DESCRIPTOR}+${encoding}`;
  const layer = { mediaType: layerMediaType, digest: await store.putBlob(repository, bytes, layerMediaType), size: bytes.length };
  const config = Buffer.from(JSON.stringify(options.bareConfig ? {} : { componentDescriptorLayer: layer }));
  const configMediaType = options.configMediaType ?? OCM_CONFIG;
  const configDescriptor = { mediaType: configMediaType, digest: await store.putBlob(repository, config, configMediaType), size: config.length };
  const blobs = [];
  for (const blob of options.blobs ?? [])
    blobs.push({ mediaType: blob.mediaType, digest: await store.putBlob(repository, blob.bytes, blob.mediaType), size: blob.bytes.length });
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: configDescriptor,
      layers: [layer, ...blobs],
      annotations: { 'software.ocm.componentversion': `${name}:${version}` },
    }),
  );
  const tag = options.tag ?? versionToTag(version);
  if (!options.index) return store.putManifest(repository, manifest, OCI_MANIFEST, tag);
  const digest = await store.putManifest(repository, manifest, OCI_MANIFEST);
  // A decoy first: the reader must take the annotated manifest, not the first.
  const decoy = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: await store.putBlob(repository, Buffer.from('{}'), 'x'), size: 2 },
      layers: [],
    }),
  );
  const decoyDigest = await store.putManifest(repository, decoy, OCI_MANIFEST);
  const index = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_INDEX,
      manifests: [
        { mediaType: OCI_MANIFEST, digest: decoyDigest, size: decoy.length },
        { mediaType: OCI_MANIFEST, digest, size: manifest.length, annotations: { 'software.ocm.descriptor': 'true' } },
      ],
    }),
  );
  return store.putManifest(repository, index, OCI_INDEX, tag);
}

/** A valid v2 descriptor of `name:version` with the given resources. */
export function descriptorV2(
  name: string,
  version: string,
  resources: Record<string, unknown>[] = [],
  references: Record<string, unknown>[] = [],
): Record<string, any> {
  return {
    meta: { schemaVersion: 'v2' },
    component: { name, version, provider: 'acme.org', repositoryContexts: [], sources: [], componentReferences: references, resources },
  };
}
