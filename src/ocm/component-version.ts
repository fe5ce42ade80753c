/**
 * Reading one component version from an OCI store (registry or CTF), as OCM lays it out
 * (OCM spec, storage backend `oci.md`):
 * - repository `component-descriptors/<component name>`, tag = version (`+` as `.build-`);
 * - an OCI image manifest, or an index whose manifest annotated
 *   `software.ocm.descriptor: "true"` (else the first) is the component version;
 * - config `application/vnd.ocm.software.component.config.v1+json` (or one of the two
 *   Gardener-era types) whose `componentDescriptorLayer` names the descriptor layer
 *   (else `layers[0]`);
 * - the descriptor layer as JSON, YAML, or a tar holding `component-descriptor.yaml`;
 * - descriptor v2 (or v3alpha1, read only), validated against the OCM schema;
 * - further layers are `localBlob` resources, found by `access.localReference`.
 */
import type { LoadedDocument } from '../source/types.js';
import { loadYaml } from '../source/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { createCollector } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { OciError, type OciReader, type StoredManifest } from '../oci/types.js';
import { isRecord } from '../util/records.js';
import { readDescriptorDocument } from './descriptor/read.js';
import type { OcmComponent } from './descriptor/types.js';
import { validateDescriptor } from './descriptor/validate.js';
import { readTar, TarLimitError, type TarEntry } from './tar.js';

/** The repository of a component's versions inside a store. */
export function componentRepository(component: string): string {
  return `component-descriptors/${component}`;
}

/** The OCM component config media type, and the Gardener-era ones still read. */
export const COMPONENT_CONFIG_MEDIA_TYPES = [
  'application/vnd.ocm.software.component.config.v1+json',
  'application/vnd.gardener.cloud.cnudie.component.config.v1+json',
  'application/vnd.oci.gardener.cloud.cnudie.component-descriptor-metadata.config.v2+json',
] as const;

const INDEX_MEDIA_TYPES = ['application/vnd.oci.image.index.v1+json', 'application/vnd.docker.distribution.manifest.list.v2+json'];
const DESCRIPTOR_ANNOTATION = 'software.ocm.descriptor';
const DESCRIPTOR_FILE = 'component-descriptor.yaml';

/** An OCI content descriptor (config, layer, index entry). */
export interface OciDescriptor {
  readonly mediaType: string;
  readonly digest: string;
  readonly size?: number;
  readonly annotations?: Readonly<Record<string, string>>;
}

/** A component version as read from a store. */
export interface ComponentVersion {
  readonly component: OcmComponent;
  /** The store it came from (`ghcr.io/acme/ocm`, `./ctf`). */
  readonly location: string;
  readonly repository: string;
  /** The tag it was read by, when read by tag. */
  readonly tag?: string;
  /** Digest and media type of the manifest (the one inside an index, when there was one). */
  readonly manifest: { readonly digest: string; readonly mediaType: string; readonly annotations: Readonly<Record<string, string>> };
  /** The index the manifest was picked from, when the tag named an index. */
  readonly index?: { readonly digest: string; readonly mediaType: string };
  readonly config: OciDescriptor;
  readonly descriptorLayer: OciDescriptor;
  readonly layers: readonly OciDescriptor[];
  /** The descriptor as stored (JSON or YAML text), and its parsed document. */
  readonly descriptorText: string;
  readonly document: LoadedDocument;
}

/**
 * Reads the component version `component` at `reference` (a tag or a manifest digest).
 * Store failures (`OciError`) are left to the caller; content that is not an OCM
 * component version, or a descriptor that breaks its schema, is reported here and gives
 * undefined. `origin` names the version in diagnostics (`ctf::./ctf//acme.org/x:1.0.0`);
 * `sources`, when given, receives the descriptor text under that name (for code frames).
 */
export async function readComponentVersion(
  reader: OciReader,
  component: string,
  reference: string,
  origin: string,
  report: DiagnosticSink,
  sources?: Map<string, string>,
): Promise<ComponentVersion | undefined> {
  const repository = componentRepository(component);
  const fail = (message: string, hint?: string): undefined => {
    report(makeDiagnostic('ocm_not_component_version', fileSpan(origin), '', `${origin}: ${message}`, hint ? { hint } : {}));
    return undefined;
  };
  let stored = await reader.getManifest(repository, reference);
  let index: ComponentVersion['index'];
  let manifest = parseJson(stored.bytes);
  if (!isRecord(manifest)) return fail(`the manifest ${stored.digest} is not a JSON object`);
  if (INDEX_MEDIA_TYPES.includes(stored.mediaType) || Array.isArray(manifest.manifests)) {
    const entries = (Array.isArray(manifest.manifests) ? manifest.manifests : []).map(toDescriptor).filter((d): d is OciDescriptor => d !== undefined);
    const chosen = entries.find((d) => d.annotations?.[DESCRIPTOR_ANNOTATION] === 'true') ?? entries[0];
    if (!chosen) return fail(`the index ${stored.digest} lists no manifest`);
    index = { digest: stored.digest, mediaType: stored.mediaType };
    stored = await reader.getManifest(repository, chosen.digest);
    manifest = parseJson(stored.bytes);
    if (!isRecord(manifest)) return fail(`the manifest ${stored.digest} is not a JSON object`);
  }
  const config = toDescriptor(manifest.config);
  const layers = (Array.isArray(manifest.layers) ? manifest.layers : []).map(toDescriptor);
  if (!config) return fail(`the manifest ${stored.digest} has no config`);
  if (!(COMPONENT_CONFIG_MEDIA_TYPES as readonly string[]).includes(config.mediaType)) {
    return fail(
      `the manifest's config has media type ${config.mediaType}, not an OCM component config (${COMPONENT_CONFIG_MEDIA_TYPES[0]})`,
      'The tag holds some other OCI artifact; component versions live in component-descriptors/<name>.',
    );
  }
  if (layers.some((l) => l === undefined)) return fail(`the manifest ${stored.digest} has a malformed layer entry`);
  const configValue = parseJson(await reader.getBlob(repository, config.digest, config.size));
  const named = isRecord(configValue) ? toDescriptor(configValue.componentDescriptorLayer) : undefined;
  const descriptorLayer = named ?? layers[0];
  if (!descriptorLayer) return fail('the manifest has no layers, so no component descriptor');
  const text = decodeDescriptor(await reader.getBlob(repository, descriptorLayer.digest, descriptorLayer.size), descriptorLayer.mediaType);
  if ('error' in text) return fail(text.error);
  sources?.set(origin, text.text);

  const sink = createCollector();
  const loaded = loadYaml(origin, text.text, sink.report);
  sink.diagnostics.forEach(report);
  const document = loaded.documents[0];
  if (sink.hasErrors() || !document) return sink.hasErrors() ? undefined : fail('the component descriptor is empty');
  if (loaded.documents.length > 1) return fail(`the component descriptor holds ${loaded.documents.length} YAML documents; it holds one`);
  const [read] = readDescriptorDocument(document, { where: origin });
  if (!read) return fail('the descriptor layer is not an OCM component descriptor (v2 or ocm.software/v3alpha1)');
  if (read.format === 'constructor' || !validateDescriptor(document, read.format, report)) return undefined;
  if (read.name !== component) {
    report(
      makeDiagnostic(
        'ocm_invalid_descriptor',
        document.locate(read.format === 'v2' ? ['component', 'name'] : ['metadata', 'name']),
        '',
        `${origin}: the descriptor in ${repository} names component ${read.name}`,
      ),
    );
    return undefined;
  }
  const annotations = isRecord(manifest.annotations) ? stringRecord(manifest.annotations) : {};
  return {
    component: read,
    location: reader.location,
    repository,
    ...(reference.includes(':') ? {} : { tag: reference }),
    manifest: { digest: stored.digest, mediaType: stored.mediaType, annotations },
    ...(index ? { index } : {}),
    config,
    descriptorLayer,
    layers: layers as OciDescriptor[],
    descriptorText: text.text,
    document,
  };
}

/**
 * The layer holding a `localBlob` resource's bytes (`access.localReference` is its
 * digest), or undefined for other access types and missing layers.
 */
export function findLocalBlobLayer(version: ComponentVersion, resource: Record<string, unknown>): OciDescriptor | undefined {
  const access = resource.access;
  if (!isRecord(access) || !/^localBlob(\/v1)?$/i.test(String(access.type ?? ''))) return undefined;
  return version.layers.find((l) => l.digest === access.localReference);
}

/**
 * The descriptor text out of a layer, by media type (`+json`, `+yaml`, `+yaml+tar`).
 * Throws an `OciError` of kind `limit` for a tar past the archive limits (a gzip bomb).
 */
export function decodeDescriptor(bytes: Uint8Array, mediaType: string): { text: string } | { error: string } {
  if (!/component-descriptor/.test(mediaType))
    return {
      error: `the descriptor layer has media type ${mediaType}, not an OCM component descriptor type (application/vnd.ocm.software.component-descriptor.v2+json, +yaml or +yaml+tar)`,
    };
  if (mediaType.endsWith('+tar')) {
    let entries: TarEntry[];
    try {
      entries = readTar(bytes);
    } catch (error) {
      // A bound is the store's failure (exit 4), not a malformed component version.
      if (error instanceof TarLimitError)
        throw new OciError('limit', `the descriptor layer (${mediaType}): ${error.message}`, {
          hint: 'A component descriptor is kilobytes; this layer is broken or hostile.',
        });
      return { error: `the descriptor layer (${mediaType}) is not a tar archive: ${(error as Error).message}` };
    }
    const entry = entries.find((e) => e.name === DESCRIPTOR_FILE);
    if (!entry) return { error: `the descriptor tar holds no ${DESCRIPTOR_FILE} (it holds ${entries.map((e) => e.name).join(', ') || 'nothing'})` };
    return decodeText(entry.bytes);
  }
  if (mediaType.endsWith('+json') || mediaType.endsWith('+yaml')) return decodeText(bytes);
  return { error: `the descriptor layer has media type ${mediaType}; rgdc reads +json, +yaml and +yaml+tar` };
}

function decodeText(bytes: Uint8Array): { text: string } | { error: string } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { error: 'the component descriptor is not UTF-8 text' };
  }
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
}

function toDescriptor(value: unknown): OciDescriptor | undefined {
  if (!isRecord(value) || typeof value.mediaType !== 'string' || typeof value.digest !== 'string') return undefined;
  return {
    mediaType: value.mediaType,
    digest: value.digest,
    ...(typeof value.size === 'number' ? { size: value.size } : {}),
    ...(isRecord(value.annotations) ? { annotations: stringRecord(value.annotations) } : {}),
  };
}

function stringRecord(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export type { StoredManifest };
