/**
 * The OCI layer: the reader/writer seam (`types.ts`) and the registry client that
 * implements it over the distribution API. Everything registry-specific stays behind
 * {@link openRegistry}; see docs/registries.md for auth, cache and --offline.
 */
export { OciError, type OciErrorKind, type OciReader, type OciWriter, type StoredManifest, type TagCondition } from './types.js';
export { openRegistry, type Registry, type ManifestHead } from './registry.js';
export { defaultCacheDir, type RegistryOptions, type TransferProgress } from './options.js';
export { DEFAULT_DEADLINE_MS, DEFAULT_MAX_BLOB_BYTES, DEFAULT_MAX_TAG_PAGES, DEFAULT_MAX_TAGS, LIMIT_VARIABLES, type RemoteLimits } from './limits.js';
export { parseRegistryLocation, type RegistryLocation } from './location.js';
export { digestOf, isDigest } from './digest.js';
export { OCI_MANIFEST, OCI_INDEX, DOCKER_MANIFEST, DOCKER_MANIFEST_LIST } from './media-types.js';
export { ENV_USERNAME, ENV_PASSWORD } from './credentials.js';
