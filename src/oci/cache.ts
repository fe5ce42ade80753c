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
 * Content is stored only under its digest and verified again on every read. Writes go to
 * a temporary file in the same folder and are renamed into place, so a reader never sees
 * half a file. Names are made of registry hosts, repository names, tags and digests only:
 * never credentials. The cache is best effort: a cache that cannot be written slows rgdc
 * down, never fails it.
 *
 * What the cache trusts is nothing it reads: the folder may be shared, restored from a CI
 * cache or written by another program. A path is only ever computed from a digest that
 * passed {@link isDigest}; every file is opened through `readContainedFile` (regular
 * files inside the cache, size-bounded); bytes are used only when they hash to their
 * name; `tags.json` is schema-checked (`last-seen.ts`). An entry that fails any of this is
 * damaged: it is reported through `onDamage` (a warning at the CLI) and counts as a miss.
 * Only an entry whose bytes were read from its own computed path and did not match is
 * removed; nothing a cache file names is ever deleted.
 */
import { randomBytes } from '../util/lazy-crypto.js';
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { readContainedFile } from '../util/contained-file.js';
import { digestAlgorithm, digestHex, digestOf, isDigest } from './digest.js';
import { parseLastSeen, type LastSeenTags } from './last-seen.js';
import { MANIFEST_MAX_BYTES } from './media-types.js';
import type { StoredManifest } from './types.js';

export type { LastSeenTags } from './last-seen.js';

/**
 * The largest cached blob read back (the same ceiling as an inflated CTF archive): a
 * component version's blobs are descriptors, configs and local resources.
 */
export const CACHED_BLOB_MAX_BYTES = 1024 * 1024 * 1024;
/** A tag index past this is damaged: 16 MiB is well over 100,000 tags. */
const LAST_SEEN_MAX_BYTES = 16 * 1024 * 1024;
/** A media type is a short `type/subtype[+suffix]` token. */
const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

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
  private readonly reported = new Set<string>();
  /**
   * `onDamage` hears of each damaged entry once (a sentence naming the entry by its
   * digest or repository, never by text read from the file).
   */
  constructor(
    cacheDir: string,
    private readonly onDamage: (message: string) => void = () => undefined,
  ) {
    this.root = path.join(cacheDir, 'oci');
  }

  /** A cached blob, verified; `undefined` on a miss or a damaged entry. */
  async readBlob(digest: string): Promise<Uint8Array | undefined> {
    const entry = entryName('blobs', digest);
    return entry === undefined ? undefined : this.readVerified(entry, digest, CACHED_BLOB_MAX_BYTES, 'blob');
  }

  /** Stores a blob whose digest the caller has verified. */
  async writeBlob(digest: string, bytes: Uint8Array): Promise<void> {
    const entry = entryName('blobs', digest);
    if (entry !== undefined) await this.writeAtomic(this.pathOf(entry), bytes);
  }

  /** Starts streaming a blob into the cache; a writer that cannot open a file discards silently. */
  async startBlob(digest: string): Promise<BlobWriter> {
    const entry = entryName('blobs', digest);
    let handle: FileHandle | undefined;
    let temp = '';
    const target = entry === undefined ? '' : this.pathOf(entry);
    // Not a digest: nothing is written (the caller's check rejects it anyway).
    if (entry !== undefined) {
      try {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        temp = tempName(target);
        handle = await open(temp, 'wx', 0o600);
      } catch {
        handle = undefined;
      }
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

  /** A cached manifest, verified, with the media type it was served with. */
  async readManifest(digest: string): Promise<StoredManifest | undefined> {
    const entry = entryName('manifests', digest);
    if (entry === undefined) return undefined;
    const bytes = await this.readVerified(entry, digest, MANIFEST_MAX_BYTES, 'manifest');
    if (!bytes) return undefined;
    const read = readContainedFile(this.root, `${entry}.media-type`, { maxBytes: 1024 });
    const mediaType = read.ok ? read.bytes.toString('utf8').trim() : '';
    if (!MEDIA_TYPE.test(mediaType)) {
      if (!read.ok && read.problem === 'missing') return undefined;
      this.damaged(`${entry}.media-type`, `the media type of the cached manifest ${digest} ${read.ok ? 'is not a media type' : read.reason}`);
      return undefined;
    }
    return { mediaType, digest, bytes };
  }

  /** Stores a verified manifest (media type first: the bytes' presence marks a complete entry). */
  async writeManifest(manifest: StoredManifest): Promise<void> {
    const entry = entryName('manifests', manifest.digest);
    if (entry === undefined) return;
    await this.writeAtomic(this.pathOf(`${entry}.media-type`), new TextEncoder().encode(`${manifest.mediaType}\n`));
    await this.writeAtomic(this.pathOf(entry), manifest.bytes);
  }

  /** Tags of a repository as last seen online (for --offline); a damaged index is reported and missing. */
  async readLastSeen(registry: string, repository: string): Promise<LastSeenTags | undefined> {
    return this.loadLastSeen(registry, repository, true);
  }

  /**
   * Records what a tag pointed at, or the whole tag list, as just seen online. Updates of
   * one file are chained, so parallel reads of one repository do not lose each other's tags.
   */
  recordLastSeen(registry: string, repository: string, update: { tag?: string; digest?: string; list?: readonly string[] }): Promise<void> {
    const file = lastSeenName(registry, repository);
    const next = (this.lastSeenWrites.get(file) ?? Promise.resolve()).then(() => this.updateLastSeen(registry, repository, update));
    this.lastSeenWrites.set(file, next);
    return next.finally(() => {
      if (this.lastSeenWrites.get(file) === next) this.lastSeenWrites.delete(file);
    });
  }

  private async updateLastSeen(registry: string, repository: string, update: { tag?: string; digest?: string; list?: readonly string[] }): Promise<void> {
    // A damaged index is replaced by what was just seen, without a warning: it was not used.
    const previous = (await this.loadLastSeen(registry, repository, false)) ?? { tags: {} };
    const tags: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, previous.tags);
    if (update.tag !== undefined && update.digest !== undefined && isDigest(update.digest)) tags[update.tag] = update.digest;
    const list = update.list ?? previous.list;
    const content = { note: NOTE, tags, ...(list ? { list } : {}) };
    await this.writeAtomic(this.pathOf(lastSeenName(registry, repository)), new TextEncoder().encode(`${JSON.stringify(content, null, 2)}\n`));
  }

  private async loadLastSeen(registry: string, repository: string, report: boolean): Promise<LastSeenTags | undefined> {
    const name = lastSeenName(registry, repository);
    const read = readContainedFile(this.root, name, { maxBytes: LAST_SEEN_MAX_BYTES });
    if (!read.ok) {
      if (report && read.problem !== 'missing') this.damaged(name, `the last-seen tags of ${repository} at ${registry} (${name}) ${read.reason}`);
      return undefined;
    }
    const parsed = parseLastSeen(read.bytes);
    if ('damaged' in parsed) {
      if (report) this.damaged(name, `the last-seen tags of ${repository} at ${registry} (${name}) are damaged: ${parsed.damaged}`);
      return undefined;
    }
    return parsed;
  }

  /**
   * The bytes of the entry `entry` (computed from `digest` by {@link entryName}) when they
   * hash to `digest`. Bytes that do not are removed: the path is rgdc's own, the file a
   * regular one inside the cache (the read proved both).
   */
  private async readVerified(entry: string, digest: string, maxBytes: number, what: 'blob' | 'manifest'): Promise<Uint8Array | undefined> {
    const read = readContainedFile(this.root, entry, { maxBytes });
    if (!read.ok) {
      if (read.problem !== 'missing') this.damaged(entry, `the cached ${what} ${digest} ${read.reason}`);
      return undefined;
    }
    const bytes = read.bytes;
    const actual = digestOf(bytes, digestAlgorithm(digest));
    if (actual === digest) return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.damaged(entry, `the cached ${what} ${digest} is damaged: its bytes hash to ${actual}`);
    await rm(this.pathOf(entry), { force: true }).catch(() => undefined);
    return undefined;
  }

  private damaged(entry: string, message: string): void {
    if (this.reported.has(entry)) return;
    this.reported.add(entry);
    this.onDamage(`${message}; the entry is not used`);
  }

  private pathOf(entry: string): string {
    return path.join(this.root, ...entry.split('/'));
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

/** `blobs/sha256/<hex>` or `manifests/sha256/<hex>`; undefined unless `digest` is a valid digest. */
function entryName(kind: 'blobs' | 'manifests', digest: string): string | undefined {
  return isDigest(digest) ? `${kind}/${digestAlgorithm(digest)}/${digestHex(digest)}` : undefined;
}

/** `registry` and `repository` were validated by the location grammar: no `..`, no separators but `/`. */
function lastSeenName(registry: string, repository: string): string {
  return `last-seen/${registry.replace(/[:[\]]/g, '_')}/${repository}/tags.json`;
}

/** A sibling temporary name, unique per process and call. */
function tempName(file: string): string {
  return `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}
