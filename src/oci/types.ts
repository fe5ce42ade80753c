/**
 * The seam between OCM and OCI: what reading (and publishing) a component version needs
 * from an OCI repository, whatever holds it. A registry speaks the distribution API
 * (`src/oci/` client); a Common Transport Format folder (`artifact-index.json` +
 * `blobs/`) holds the same manifests and blobs on disk. The OCM layer
 * (`component-descriptors/<name>` repositories, descriptor layers) is written once
 * against these interfaces.
 */

/** A manifest or index as stored: the exact bytes (digests are computed over them). */
export interface StoredManifest {
  /** `application/vnd.oci.image.manifest.v1+json`, an index, or a Docker media type. */
  readonly mediaType: string;
  /** `sha256:<hex>` of `bytes`. */
  readonly digest: string;
  readonly bytes: Uint8Array;
}

/** Reads one store (a registry host with its path prefix, or a CTF folder). */
export interface OciReader {
  /** Where this store is, for messages (`ghcr.io/acme/ocm`, `./ctf`); never carries credentials. */
  readonly location: string;
  /**
   * A manifest or index of `repository` by tag or by digest (`sha256:...`). By digest, the
   * bytes are verified against it. A missing repository or reference rejects with an
   * `OciError` of kind `not-found`.
   */
  getManifest(repository: string, reference: string): Promise<StoredManifest>;
  /** A blob by digest, verified against the digest (and size when given). */
  getBlob(repository: string, digest: string, size?: number): Promise<Uint8Array>;
  /** Every tag of `repository`, in the store's order (all pages); `[]` when none. */
  listTags(repository: string): Promise<readonly string[]>;
}

/**
 * What a tag must hold for a conditional manifest write to go ahead: nothing (a new
 * version), or the manifest the writer read (a version rewritten in place). A tag that
 * already holds the manifest being written also satisfies it (the same bytes twice).
 */
export type TagCondition = { readonly absent: true } | { readonly digest: string };

/** Writes one store; used by `rgdc publish`. */
export interface OciWriter {
  /** Uploads a blob unless the store already has it; resolves to its digest. */
  putBlob(repository: string, bytes: Uint8Array, mediaType: string): Promise<string>;
  /**
   * Stores a manifest under a tag (or only by digest when `tag` is undefined); resolves to
   * its digest. With `condition` (and a tag), the write happens only when the tag holds
   * what the condition says, and a tag another writer changed at the same time rejects
   * with an `OciError` of kind `conflict` instead of being overwritten silently.
   */
  putManifest(repository: string, manifest: Uint8Array, mediaType: string, tag?: string, condition?: TagCondition): Promise<string>;
}

/**
 * A store `rgdc component push` copies into: a writer that can also say, without moving
 * bytes, what a tag holds and whether a blob is there (a registry by `HEAD`, a CTF folder
 * by its index and files), so a push uploads only what is missing.
 */
export interface OciPushTarget extends OciReader, OciWriter {
  /** The digest a tag (or digest) resolves to; rejects with `not-found` when there is none. */
  resolveManifest(repository: string, reference: string): Promise<{ readonly digest: string; readonly mediaType: string; readonly size?: number }>;
  /** True when the store holds the blob. */
  hasBlob(repository: string, digest: string): Promise<boolean>;
}

/**
 * Why an OCI operation failed; every remote failure maps to exit 4 at the CLI. `limit`: an
 * answer went past one of rgdc's bounds (request deadline, tag pages or count, blob or
 * archive size, archive entries; docs/limits.md), and the message names the bound. `conflict`: a
 * conditional manifest write whose tag another writer changed (publish).
 */
export type OciErrorKind =
  | 'not-found'
  | 'unauthorized'
  | 'denied'
  | 'unreachable'
  | 'digest-mismatch'
  | 'invalid'
  | 'offline-miss'
  | 'protocol'
  | 'limit'
  | 'conflict';

/** A failure with what the user needs to act: the HTTP status and the registry's error code when there was one. */
export class OciError extends Error {
  constructor(
    readonly kind: OciErrorKind,
    message: string,
    readonly details: { readonly status?: number; readonly registryCode?: string; readonly hint?: string } = {},
  ) {
    super(message);
    this.name = 'OciError';
  }
}
