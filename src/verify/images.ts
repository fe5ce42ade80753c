/**
 * `--verify-images`: every localized image's reference asked at its own registry (one
 * `HEAD` of the manifest, no bytes), and the digest it resolves to compared with what the
 * component version records: the resource's `digest` when it is a manifest digest
 * (`ociArtifactDigest/v1`), and an `@sha256:` pinned in the reference. A registry that
 * cannot be asked is `configdata_image_unreachable` (exit 4); one that has no such image
 * is `configdata_image_not_found` (exit 1).
 *
 * Image references carry no scheme: `https` is used, except for an image on the host of a
 * component repository given as `http://` (a local test registry holding both).
 */
import { formatFieldPath } from '../source/index.js';
import type { LoadedDocument } from '../source/types.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { parseImageReference } from '../oci/image-reference.js';
import type { Registry } from '../oci/registry.js';
import { OciError } from '../oci/types.js';
import type { ComponentRepository } from '../ocm/reference.js';
import { mapBounded } from '../util/bounded.js';
import { isRecord } from '../util/records.js';
import type { FoundResource } from './resources.js';
import { storeFailureMessage } from '../ocm/store-failure.js';

/** Image registries asked at once. */
const PARALLEL_HEADS = 4;

/** What one image check found. */
export interface ImageCheck {
  readonly resource: string;
  readonly reference: string;
  /** The digest the registry resolved the reference to; absent when it could not be asked. */
  readonly digest?: string;
  /** The digest the component version records, when it records one. */
  readonly expected?: string;
  readonly ok: boolean;
}

/** Opens the registry at a location (`https://ghcr.io`); the CLI passes the run's registry options. */
export type OpenImageRegistry = (location: string) => Registry;

/** Checks the images among `found`; reports findings and returns one check per image. */
export async function verifyImages(
  found: readonly FoundResource[],
  componentRepository: ComponentRepository,
  document: LoadedDocument,
  open: OpenImageRegistry,
  report: DiagnosticSink,
): Promise<ImageCheck[]> {
  const images = found.filter((f) => f.use.role === 'image' && isRecord(f.resource.access) && typeof f.resource.access.imageReference === 'string');
  const registries = new Map<string, Registry>();
  const registryFor = (location: string): Registry => {
    let registry = registries.get(location);
    if (!registry) registries.set(location, (registry = open(location)));
    return registry;
  };
  return mapBounded(images, PARALLEL_HEADS, async (item) => {
    const text = String((item.resource.access as Record<string, unknown>).imageReference);
    const name = String(item.resource.name);
    const at = document.locate(item.use.origin);
    const path = formatFieldPath(item.use.origin);
    const where = `image ${text} (resource ${name} of ${item.component.name}:${item.component.version})`;
    const parsed = parseImageReference(text);
    if ('error' in parsed) {
      report(makeDiagnostic('configdata_resource_not_oci', at, path, `${where} is not an image reference: ${parsed.error}`));
      return { resource: name, reference: text, ok: false };
    }
    const { registry: host, repository, tag, digest: pinned } = parsed.reference;
    const recorded = manifestDigest(item.resource.digest);
    const expected = pinned ?? recorded;
    const plain = componentRepository.kind === 'oci' && componentRepository.scheme === 'http' && componentRepository.host === host;
    let resolved: string;
    try {
      resolved = (await registryFor(`${plain ? 'http' : 'https'}://${host}`).resolveManifest(repository, pinned ?? tag ?? 'latest')).digest;
    } catch (error) {
      if (!(error instanceof OciError)) throw error;
      const code = error.kind === 'not-found' ? 'configdata_image_not_found' : 'configdata_image_unreachable';
      report(makeDiagnostic(code, at, path, `${where}: ${storeFailureMessage(error)}`, error.details.hint ? { hint: error.details.hint } : {}));
      return { resource: name, reference: text, ...(expected ? { expected } : {}), ok: false };
    }
    const mismatches = [
      pinned !== undefined && pinned !== resolved ? `the reference pins ${pinned}` : undefined,
      recorded !== undefined && recorded !== resolved ? `the component version records ${recorded}` : undefined,
    ].filter((m): m is string => m !== undefined);
    if (mismatches.length > 0) {
      report(makeDiagnostic('configdata_image_digest_mismatch', at, path, `${where} resolves to ${resolved} at its registry, but ${mismatches.join(' and ')}`));
      return { resource: name, reference: text, digest: resolved, ...(expected ? { expected } : {}), ok: false };
    }
    return { resource: name, reference: text, digest: resolved, ...(expected ? { expected } : {}), ok: true };
  });
}

/** `sha256:<hex>` from an OCM digest spec that names a manifest (`ociArtifactDigest/v1`); else undefined. */
function manifestDigest(spec: unknown): string | undefined {
  if (!isRecord(spec) || typeof spec.value !== 'string') return undefined;
  if (!/^ociArtifactDigest(\/v1)?$/.test(String(spec.normalisationAlgorithm ?? ''))) return undefined;
  const algorithm = String(spec.hashAlgorithm ?? '')
    .toLowerCase()
    .replace('-', '');
  return algorithm === 'sha256' || algorithm === 'sha512' ? `${algorithm}:${spec.value}` : undefined;
}
