/**
 * The content-addressed cache under `<cacheDir>/oci/`:
 *
 * ```
 * blobs/sha256/<hex>                      blob bytes, named by their digest
 * manifests/sha256/<hex>                  manifest bytes, named by their digest
 * manifests/sha256/<hex>.media-type       the media type it was served with
 * last-seen/<registry>/<repository>/tags.json
 *                                         tag -> digest and the tag list as last seen
 *                                         online; read only with --offline
 * ```
 *
 * Content is stored only under its digest and verified again on every read (a corrupt
 * entry is deleted and counts as a miss). Writes go to a temporary file in the same
 * folder and are renamed into place, so a reader never sees half a file. Names are made
 * of registry hosts, repository names, tags and digests only: never credentials. The
 * cache is best effort: a cache that cannot be written slows rgdc down, never fails it.
 */
import { randomBytes } from '../util/lazy-crypto.js';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { digestAlgorithm, digestHex, digestOf } from './digest.js';
import type { StoredManifest } from './types.js';

/** What `last-seen/.../tags.json` holds. */
export interface LastSeenTags {
  readonly tags: Readonly<Record<string, string>>;
  readonly list?: readonly string[];
}

/** A blob being written as it streams in; `commit` only after the digest was checked. */
export interface BlobWriter {
  write(chunk: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

const NOTE = 'tags as last seen at the registry; rgdc reads this file only with --offline';

export class ContentCache {
  private readonly root: string;
  private readonly lastSeenWrites = new Map<string, Promise<void>>();
  constructor(cacheDir: string) {
    this.root = path.join(cacheDir, 'oci');
  }

  /** A cached blob, verified; `undefined` on a miss or a corrupt entry (which is removed). */
  async readBlob(digest: string): Promise<Uint8Array | undefined> {
    return this.readVerified(this.blobPath(digest), digest);
  }

  /** Stores a blob whose digest the caller has verified. */
  async writeBlob(digest: string, bytes: Uint8Array): Promise<void> {
    await this.writeAtomic(this.blobPath(digest), bytes);
  }

  /** Starts streaming a blob into the cache; a writer that cannot open a file discards silently. */
  async startBlob(digest: string): Promise<BlobWriter> {
    const target = this.blobPath(digest);
    let handle: FileHandle | undefined;
    let temp = '';
    try {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      temp = tempName(target);
      handle = await open(temp, 'wx', 0o600);
    } catch {
      handle = undefined;
    }
    const file = handle;
    return {
      write: async (chunk) => {
        if (file) await file.write(chunk);
      },
      commit: async () => {
        if (!file) return;
        try {
          await file.close();
          await rename(temp, target);
        } catch {
          await rm(temp, { force: true }).catch(() => undefined);
        }
      },
      abort: async () => {
        if (!file) return;
        await file.close().catch(() => undefined);
        await rm(temp, { force: true }).catch(() => undefined);
      },
    };
  }

  /** A cached manifest, verified. */
  async readManifest(digest: string): Promise<StoredManifest | undefined> {
    const file = this.manifestPath(digest);
    const bytes = await this.readVerified(file, digest);
    if (!bytes) return undefined;
    let mediaType: string;
    try {
      mediaType = (await readFile(`${file}.media-type`, 'utf8')).trim();
    } catch {
      return undefined;
    }
    return { mediaType, digest, bytes };
  }

  /** Stores a verified manifest (media type first: the bytes' presence marks a complete entry). */
  async writeManifest(manifest: StoredManifest): Promise<void> {
    const file = this.manifestPath(manifest.digest);
    await this.writeAtomic(`${file}.media-type`, new TextEncoder().encode(`${manifest.mediaType}\n`));
    await this.writeAtomic(file, manifest.bytes);
  }

  /** Tags of a repository as last seen online (for --offline). */
  async readLastSeen(registry: string, repository: string): Promise<LastSeenTags | undefined> {
    try {
      const parsed = JSON.parse(await readFile(this.lastSeenPath(registry, repository), 'utf8')) as Partial<LastSeenTags>;
      if (typeof parsed.tags !== 'object' || parsed.tags === null) return undefined;
      return { tags: parsed.tags, ...(Array.isArray(parsed.list) ? { list: parsed.list } : {}) };
    } catch {
      return undefined;
    }
  }

  /**
   * Records what a tag pointed at, or the whole tag list, as just seen online. Updates of
   * one file are chained, so parallel reads of one repository do not lose each other's tags.
   */
  recordLastSeen(registry: string, repository: string, update: { tag?: string; digest?: string; list?: readonly string[] }): Promise<void> {
    const file = this.lastSeenPath(registry, repository);
    const next = (this.lastSeenWrites.get(file) ?? Promise.resolve()).then(() => this.updateLastSeen(registry, repository, update));
    this.lastSeenWrites.set(file, next);
    return next.finally(() => {
      if (this.lastSeenWrites.get(file) === next) this.lastSeenWrites.delete(file);
    });
  }

  private async updateLastSeen(registry: string, repository: string, update: { tag?: string; digest?: string; list?: readonly string[] }): Promise<void> {
    const previous = (await this.readLastSeen(registry, repository)) ?? { tags: {} };
    const tags = { ...previous.tags };
    if (update.tag !== undefined && update.digest !== undefined) tags[update.tag] = update.digest;
    const list = update.list ?? previous.list;
    const content = { note: NOTE, tags, ...(list ? { list } : {}) };
    await this.writeAtomic(this.lastSeenPath(registry, repository), new TextEncoder().encode(`${JSON.stringify(content, null, 2)}\n`));
  }

  private blobPath(digest: string): string {
    return path.join(this.root, 'blobs', digestAlgorithm(digest), digestHex(digest));
  }

  private manifestPath(digest: string): string {
    return path.join(this.root, 'manifests', digestAlgorithm(digest), digestHex(digest));
  }

  /** `registry` and `repository` were validated by the location grammar: no `..`, no separators but `/`. */
  private lastSeenPath(registry: string, repository: string): string {
    return path.join(this.root, 'last-seen', registry.replace(/[:[\]]/g, '_'), ...repository.split('/'), 'tags.json');
  }

  private async readVerified(file: string, digest: string): Promise<Uint8Array | undefined> {
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      return undefined;
    }
    if (digestOf(bytes, digestAlgorithm(digest)) === digest) return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await rm(file, { force: true }).catch(() => undefined);
    return undefined;
  }

  private async writeAtomic(file: string, bytes: Uint8Array): Promise<void> {
    const temp = tempName(file);
    try {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temp, file);
    } catch {
      await rm(temp, { force: true }).catch(() => undefined);
    }
  }
}

/** A sibling temporary name, unique per process and call. */
function tempName(file: string): string {
  return `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}

