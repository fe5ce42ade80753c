/** The manifest media types a registry may answer with, and the Accept header asking for all of them. */

export const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
export const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
export const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json';
export const DOCKER_MANIFEST_LIST = 'application/vnd.docker.distribution.manifest.list.v2+json';

/** Every manifest kind rgdc reads; without them in Accept, registries fall back to Docker schema 1. */
export const MANIFEST_ACCEPT = [OCI_MANIFEST, OCI_INDEX, DOCKER_MANIFEST, DOCKER_MANIFEST_LIST].join(', ');

/** distribution's own limit on a manifest's size; a larger answer is not a manifest. */
export const MANIFEST_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The media type of manifest bytes: the response's `Content-Type` when it names one, else
 * the document's own `mediaType` field, else an OCI manifest (the field is optional there).
 */
export function manifestMediaType(contentType: string | null, bytes: Uint8Array): string {
  const fromHeader = contentType?.split(';')[0]?.trim();
  if (fromHeader && fromHeader !== 'application/json' && fromHeader !== 'text/plain' && fromHeader !== 'application/octet-stream') return fromHeader;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { mediaType?: unknown; manifests?: unknown };
    if (typeof parsed.mediaType === 'string' && parsed.mediaType !== '') return parsed.mediaType;
    if (Array.isArray(parsed.manifests)) return OCI_INDEX;
  } catch {
    // Not JSON: the caller reports what it expected; the type stays the OCI default.
  }
  return OCI_MANIFEST;
}
