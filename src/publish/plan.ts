/**
 * Planning a component version with the resources added, in memory: the new descriptor
 * (in the encoding the source used), config and manifest, and the blobs to upload.
 * Nothing is written here, so the same plan also tells whether the store already holds
 * exactly this version (same manifest digest: nothing to publish).
 *
 * The layout follows what OCM writes (OCM spec, storage backend `oci.md`; monorepo
 * `bindings/go/oci`): `layers[0]`-style descriptor layer named by the config's
 * `componentDescriptorLayer`, one layer per `localBlob` with the `software.ocm.artifact`
 * annotation, manifest annotations and `subject` kept.
 */
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { SAFE_DOCUMENT_OPTIONS } from '../compiler/phases/5-emit/index.js';
import type { ComponentVersion, OciDescriptor } from '../ocm/component-version.js';
import { computeDigest } from '../ocm/digest.js';
import { writeTar } from '../ocm/tar.js';
import { isRecord } from '../util/records.js';
import type { PublishedResource, ResourceBlob } from './types.js';

/** A blob the plan needs in the store. */
export interface PlannedBlob {
  readonly bytes: Uint8Array;
  readonly mediaType: string;
  readonly digest: string;
}

/** The new component version, ready to upload. */
export interface VersionPlan {
  /** Descriptor layer, config and the resources' blobs (the source's other layers are already there). */
  readonly blobs: readonly PlannedBlob[];
  readonly manifest: Uint8Array;
  readonly manifestDigest: string;
  readonly resources: readonly PublishedResource[];
  /** Names of the signatures left out of the new descriptor. */
  readonly droppedSignatures: readonly string[];
}

/** The source as stored: the component version read, and its manifest and config as JSON. */
export interface SourceVersion {
  readonly version: ComponentVersion;
  readonly manifest: Record<string, unknown>;
  readonly config: Record<string, unknown>;
}

const ARTIFACT_ANNOTATION = 'software.ocm.artifact';
const COMPONENT_VERSION_ANNOTATION = 'software.ocm.componentversion';
const CREATOR_ANNOTATION = 'software.ocm.creator';
const DESCRIPTOR_FILE = 'component-descriptor.yaml';

/** The digest entry OCM gives a local blob (`genericBlobDigest/v1`: SHA-256 of the bytes). */
export function blobDigestSpec(bytes: Uint8Array): { hashAlgorithm: string; normalisationAlgorithm: string; value: string } {
  return { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'genericBlobDigest/v1', value: computeDigest(bytes).slice('sha256:'.length) };
}

/**
 * How each resource stands in `component` (a v2 descriptor's `component`): `unchanged`
 * when a resource of the same name (and no extra identity) is a local blob with the same
 * digest, `replaced` when it has other content, else `added`.
 */
export function resourceStatus(resources: readonly Record<string, unknown>[], blob: ResourceBlob): PublishedResource['status'] {
  const existing = resources.find((r) => isSameIdentity(r, blob.name));
  if (!existing) return 'added';
  const digest = computeDigest(blob.bytes);
  const access = isRecord(existing.access) ? existing.access : {};
  const spec = isRecord(existing.digest) ? existing.digest : {};
  return access.localReference === digest && spec.value === digest.slice('sha256:'.length) ? 'unchanged' : 'replaced';
}

/** Plans `source` as version `targetVersion` with `blobs` added or replaced. */
export function planVersion(
  source: SourceVersion,
  targetVersion: string,
  blobs: readonly ResourceBlob[],
  options: { dropSignatures: boolean; creator: string },
): VersionPlan {
  const { version } = source;
  const descriptor = parseDescriptor(version.descriptorText, version.descriptorLayer.mediaType);
  const component = descriptor.component as Record<string, unknown>;
  const sourceVersion = String(component.version);
  let resources = (Array.isArray(component.resources) ? component.resources : []).filter(isRecord);
  const published: PublishedResource[] = [];
  const added: PlannedBlob[] = [];
  for (const blob of blobs) {
    const status = resourceStatus(resources, blob);
    const digest = computeDigest(blob.bytes);
    const entry = {
      name: blob.name,
      version: targetVersion,
      type: blob.type,
      relation: 'local',
      access: { type: 'localBlob', localReference: digest, mediaType: blob.mediaType },
      digest: blobDigestSpec(blob.bytes),
    };
    const at = resources.findIndex((r) => isSameIdentity(r, blob.name));
    resources = at < 0 ? [...resources, entry] : resources.map((r, i) => (i === at ? entry : r));
    published.push({ name: blob.name, version: targetVersion, type: blob.type, mediaType: blob.mediaType, digest, size: blob.bytes.byteLength, status });
    added.push({ bytes: blob.bytes, mediaType: blob.mediaType, digest });
  }
  const droppedSignatures =
    options.dropSignatures && Array.isArray(descriptor.signatures) ? descriptor.signatures.map((s) => (isRecord(s) ? String(s.name ?? '') : '')) : [];
  const { signatures: _signatures, ...unsigned } = descriptor;
  const nextDescriptor = { ...(options.dropSignatures ? unsigned : descriptor), component: { ...component, version: targetVersion, resources } };
  const descriptorBytes = encodeDescriptor(nextDescriptor, version.descriptorLayer.mediaType);
  const descriptorLayer: OciDescriptor = {
    mediaType: version.descriptorLayer.mediaType,
    digest: computeDigest(descriptorBytes),
    size: descriptorBytes.byteLength,
  };

  // Layers: the descriptor where it was, the local blobs the new descriptor still uses, then the new ones.
  const sources = (Array.isArray(component.sources) ? component.sources : []).filter(isRecord);
  const used = new Set(
    [...resources, ...sources].flatMap((r) => (isRecord(r.access) && typeof r.access.localReference === 'string' ? [r.access.localReference] : [])),
  );
  const sourceLayers = (Array.isArray(source.manifest.layers) ? source.manifest.layers : []).filter(isRecord);
  const newDigests = new Set(added.map((b) => b.digest));
  const layers: Record<string, unknown>[] = [];
  for (const layer of sourceLayers) {
    if (layer.digest === version.descriptorLayer.digest) layers.push({ ...layer, ...descriptorLayer });
    else if (!newDigests.has(String(layer.digest)) && (used.has(String(layer.digest)) || !isResourceLayer(layer))) layers.push(layer);
  }
  for (const [i, blob] of added.entries()) {
    if (layers.some((l) => l.digest === blob.digest)) continue;
    const identity = { name: published[i]!.name, version: targetVersion };
    layers.push({
      mediaType: blob.mediaType,
      digest: blob.digest,
      size: blob.bytes.byteLength,
      annotations: { [ARTIFACT_ANNOTATION]: JSON.stringify([{ identity, kind: 'resource' }]) },
    });
  }

  const configBytes = Buffer.from(JSON.stringify({ ...source.config, componentDescriptorLayer: descriptorLayer }));
  const config: OciDescriptor = { mediaType: version.config.mediaType, digest: computeDigest(configBytes), size: configBytes.byteLength };
  const annotations = updateAnnotations(
    isRecord(source.manifest.annotations) ? source.manifest.annotations : {},
    version.component.name,
    sourceVersion,
    targetVersion,
    options.creator,
  );
  // The source's own key order, `subject` and `artifactType` kept; config, layers and annotations replaced.
  const manifest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source.manifest)) {
    manifest[key] =
      key === 'config' ? { ...(isRecord(value) ? value : {}), ...config } : key === 'layers' ? layers : key === 'annotations' ? annotations : value;
  }
  if (!('annotations' in manifest)) manifest.annotations = annotations;
  const manifestBytes = Buffer.from(JSON.stringify(manifest));
  return {
    blobs: [
      { bytes: descriptorBytes, mediaType: descriptorLayer.mediaType, digest: descriptorLayer.digest },
      { bytes: configBytes, mediaType: config.mediaType, digest: config.digest },
      ...added,
    ],
    manifest: manifestBytes,
    manifestDigest: computeDigest(manifestBytes),
    resources: published,
    droppedSignatures,
  };
}

/** The descriptor document as plain data (JSON or YAML text, as the layer held it). */
function parseDescriptor(text: string, mediaType: string): Record<string, unknown> {
  const value: unknown = mediaType.endsWith('+json') ? JSON.parse(text) : parseYaml(text);
  if (!isRecord(value) || !isRecord(value.component)) throw new Error('planVersion: the source descriptor is not a v2 descriptor');
  return value;
}

/** The descriptor in the source's encoding: JSON, YAML, or YAML in a tar. */
function encodeDescriptor(value: Record<string, unknown>, mediaType: string): Uint8Array {
  if (mediaType.endsWith('+json')) return Buffer.from(JSON.stringify(value));
  // OCM reads it with go-yaml: the safe string rule keeps `yes` or `0X1F` a string (escaping.md).
  const yaml = Buffer.from(stringifyYaml(value, SAFE_DOCUMENT_OPTIONS));
  return mediaType.endsWith('+tar') ? writeTar([{ name: DESCRIPTOR_FILE, bytes: yaml }]) : yaml;
}

/**
 * The manifest annotations of the new version: the source's, with the version named in
 * them moved to the new one (`software.ocm.componentversion` is `<name>:<version>` in
 * the v1 library and `component-descriptors/<name>:<version>` in the monorepo) and the
 * creator set to rgdc, which wrote this manifest.
 */
function updateAnnotations(source: Record<string, unknown>, name: string, from: string, to: string, creator: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'string') continue;
    if (key === COMPONENT_VERSION_ANNOTATION && value.endsWith(`:${from}`)) out[key] = `${value.slice(0, -from.length)}${to}`;
    else if (key === 'org.opencontainers.image.version' && value === from) out[key] = to;
    else if (key === 'org.opencontainers.image.title' && value.endsWith(` in version ${from}`)) out[key] = `${value.slice(0, -from.length)}${to}`;
    else out[key] = value;
  }
  out[COMPONENT_VERSION_ANNOTATION] ??= `${name}:${to}`;
  out[CREATOR_ANNOTATION] = creator;
  return out;
}

/** A resource identity of `name` alone (no extra identity), as rgdc publishes. */
function isSameIdentity(resource: Record<string, unknown>, name: string): boolean {
  const extra = isRecord(resource.extraIdentity) ? Object.keys(resource.extraIdentity) : [];
  return resource.name === name && extra.length === 0;
}

/** A layer OCM annotated as a resource or source blob (one no resource uses any more can go). */
function isResourceLayer(layer: Record<string, unknown>): boolean {
  return isRecord(layer.annotations) && typeof layer.annotations[ARTIFACT_ANNOTATION] === 'string';
}
