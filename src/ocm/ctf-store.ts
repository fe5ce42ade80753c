/**
 * A Common Transport Format store: the on-disk form OCM writes with `ocm add
 * componentversion --create --file ./ctf` and moves with `ocm transfer ctf`. A folder
 * holds `artifact-index.json` (`{schemaVersion: 1, artifacts: [{repository, tag, digest,
 * mediaType?}]}`) and `blobs/<algorithm>.<hex>` (manifests, configs and layers alike);
 * an archive (`.tar`, `.tar.gz`, `.tgz`) holds the same files. Reading implements
 * {@link OciReader}, so the OCM layer reads a CTF exactly as it reads a registry; a folder
 * also implements {@link OciWriter}.
 */
import { statSync, mkdirSync, existsSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { OciError, type OciPushTarget, type StoredManifest, type TagCondition } from '../oci/types.js';
import { isRegularFile, withLockFile, writeFileAtomically } from './ctf-write.js';
import { computeDigest, parseDigest, verifyDigest } from './digest.js';
import { archiveLimits, readTar, TarError, TarLimitError, type ArchiveLimits, type TarEntry } from './tar.js';
import { formatBytes } from '../util/env-limit.js';
import { isRecord } from '../util/records.js';
import { readContainedFile, readRegularFile } from '../util/contained-file.js';

const INDEX = 'artifact-index.json';
/**
 * The largest file of a CTF read (a blob of a folder, or an archive): the ceiling an
 * archive may inflate to (`tar.ts`). Component versions hold descriptors, configs and
 * local resources; a CTF is data from elsewhere, so every file is bounded.
 */
export const CTF_FILE_MAX_BYTES = 1024 * 1024 * 1024;
/** `artifact-index.json` past this is not an index: 16 MiB is some 80,000 artifacts. */
const INDEX_MAX_BYTES = 16 * 1024 * 1024;
const CTF_HINT =
  'A CTF folder holds artifact-index.json and blobs/<algorithm>.<hex> as regular files; rgdc reads no FIFOs, devices or links out of the folder.';
/** The lock writers hold while they read, change and write the index (ctf-write.ts). */
const INDEX_LOCK = `${INDEX}.lock`;
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';

/** One entry of `artifact-index.json`. */
export interface CtfArtifact {
  readonly repository: string;
  readonly tag?: string;
  readonly digest: string;
  readonly mediaType?: string;
}

/** Where a CTF keeps its files: a folder on disk, or the entries of an archive in memory. */
interface CtfFiles {
  read(name: string): Uint8Array | undefined;
}

/** A CTF folder or archive opened for reading (and, for a folder, writing). */
export class CtfStore implements OciPushTarget {
  private index: CtfArtifact[] | undefined;

  private constructor(
    readonly location: string,
    private readonly files: CtfFiles,
    private readonly folder: string | undefined,
  ) {}

  /**
   * Opens the CTF at `path` (a folder, or a tar archive, gzipped or not). A missing path
   * or one that is not a CTF rejects with an `OciError` (`not-found`, `invalid`); an
   * archive past `limits` (default: `RGDC_MAX_ARCHIVE_BYTES`, `RGDC_MAX_ARCHIVE_ENTRIES`)
   * with one of kind `limit`, before more than the limit is read or inflated.
   */
  static open(path: string, limits: ArchiveLimits = archiveLimits()): CtfStore {
    let stat: Stats;
    try {
      stat = statSync(path);
    } catch {
      throw new OciError('not-found', `no CTF at ${path}: the path does not exist`, {
        hint: 'Give the folder or archive `ocm add componentversion --create --file PATH` wrote.',
      });
    }
    if (stat.isDirectory()) {
      if (!existsSync(join(path, INDEX)))
        throw new OciError('invalid', `${path} is a folder without ${INDEX}, not a Common Transport Format folder`, {
          hint: 'A CTF folder holds artifact-index.json and blobs/.',
        });
      return new CtfStore(path, { read: (name) => readFromFolder(path, name) }, path);
    }
    const limitHint = 'A CTF archive past the limit is broken or hostile; if it is genuine, raise the limit, or unpack it (tar xf) and give the folder.';
    const tooLarge = (size: string) =>
      new OciError('limit', `${path}: the archive file is ${size} (archive size limit ${formatBytes(limits.maxBytes)}; RGDC_MAX_ARCHIVE_BYTES raises it)`, {
        hint: limitHint,
      });
    // Refused by its size before a byte is read; the read below bounds a file that grows.
    if (stat.isFile() && stat.size > limits.maxBytes) throw tooLarge(`${stat.size} bytes`);
    const archive = readRegularFile(path, { maxBytes: Math.min(limits.maxBytes, CTF_FILE_MAX_BYTES) });
    if (!archive.ok) {
      if (archive.problem === 'missing') throw new OciError('not-found', `no CTF at ${path}: the path does not exist`);
      if (archive.problem === 'too-large') throw tooLarge(`over ${formatBytes(limits.maxBytes)}`);
      throw new OciError('invalid', `${path} cannot be read as a CTF archive: it ${archive.reason}`, {
        hint: 'A CTF archive is a tar (optionally gzipped) of artifact-index.json and blobs/, as a regular file.',
      });
    }
    let entries: TarEntry[];
    try {
      entries = readTar(archive.bytes, limits);
    } catch (error) {
      if (error instanceof TarLimitError) throw new OciError('limit', `${path}: ${error.message}`, { hint: limitHint });
      const why = error instanceof TarError ? error.message : (error as Error).message;
      throw new OciError('invalid', `${path} is not a CTF archive: ${why}`, {
        hint: 'A CTF archive is a tar (optionally gzipped) of artifact-index.json and blobs/.',
      });
    }
    const byName = new Map(entries.map((e) => [e.name, e.bytes]));
    if (!byName.has(INDEX)) throw new OciError('invalid', `${path} is a tar archive without ${INDEX}, not a Common Transport Format archive`);
    return new CtfStore(path, { read: (name) => byName.get(name) }, undefined);
  }

  /**
   * Opens the CTF folder at `path` for writing, creating it (and an empty
   * `artifact-index.json`, under the index lock) when the path does not exist or is an
   * empty folder: what `ocm transfer` does with a new target. A path named like an archive
   * (`.tar`, `.tar.gz`, `.tgz`) that does not exist is refused (`invalid`): rgdc writes only
   * folders. Anything else opens as {@link CtfStore.open} does.
   */
  static async openOrCreate(path: string): Promise<CtfStore> {
    let stat: Stats | undefined;
    try {
      stat = statSync(path);
    } catch {
      stat = undefined;
    }
    if (stat === undefined && /\.(tar|tar\.gz|tgz)$/.test(path)) {
      throw new OciError('invalid', `${path} names a CTF archive; rgdc writes only CTF folders`, {
        hint: 'Push to a folder (./ctf), then pack it with tar if an archive is needed.',
      });
    }
    if (stat === undefined || (stat.isDirectory() && readdirSync(path).length === 0)) {
      mkdirSync(join(path, 'blobs'), { recursive: true });
      await withLockFile(join(path, INDEX_LOCK), (lock) => {
        if (existsSync(join(path, INDEX))) return;
        lock.assertHeld();
        writeFileAtomically(join(path, INDEX), Buffer.from(JSON.stringify({ schemaVersion: 1, artifacts: [] })));
      });
    }
    return CtfStore.open(path);
  }

  /** The artifacts of `artifact-index.json`, in file order. */
  artifacts(): readonly CtfArtifact[] {
    if (this.index) return this.index;
    const bytes = this.files.read(INDEX);
    if (!bytes) throw new OciError('invalid', `${this.location} has no ${INDEX}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(bytes).toString('utf8'));
    } catch {
      // Not the parser's message: it quotes the file's text, which is not ours to show.
      throw new OciError('invalid', `${this.location}/${INDEX} is not JSON`);
    }
    const list = isRecord(parsed) && Array.isArray(parsed.artifacts) ? parsed.artifacts : undefined;
    if (!list) throw new OciError('invalid', `${this.location}/${INDEX} has no \`artifacts\` list`);
    this.index = list.filter(isRecord).flatMap((a): CtfArtifact[] => {
      if (typeof a.repository !== 'string' || typeof a.digest !== 'string') return [];
      return [
        {
          repository: a.repository,
          digest: a.digest,
          ...(typeof a.tag === 'string' && a.tag !== '' ? { tag: a.tag } : {}),
          ...(typeof a.mediaType === 'string' && a.mediaType !== '' ? { mediaType: a.mediaType } : {}),
        },
      ];
    });
    return this.index;
  }

  async getManifest(repository: string, reference: string): Promise<StoredManifest> {
    const byDigest = reference.includes(':');
    const artifact = this.artifacts().find((a) => a.repository === repository && (byDigest ? a.digest === reference : a.tag === reference));
    if (!artifact && !byDigest) {
      const known = this.artifacts().some((a) => a.repository === repository);
      throw new OciError('not-found', known ? `${this.location}: ${repository} has no tag ${reference}` : `${this.location}: no repository ${repository}`);
    }
    const digest = artifact?.digest ?? reference;
    const bytes = await this.getBlob(repository, digest);
    return { mediaType: artifact?.mediaType ?? manifestMediaType(bytes), digest, bytes };
  }

  async getBlob(repository: string, digest: string, size?: number): Promise<Uint8Array> {
    const parsed = parseDigest(digest);
    if ('error' in parsed) throw new OciError('invalid', `${this.location}: ${parsed.error}`);
    const bytes = this.files.read(`blobs/${parsed.algorithm}.${parsed.hex}`);
    if (!bytes) throw new OciError('not-found', `${this.location}: blob ${digest} (of ${repository}) is missing from blobs/`);
    const problem = verifyDigest(bytes, digest, size);
    if (problem) throw new OciError('digest-mismatch', `${this.location}: blob ${digest}: ${problem}`);
    return bytes;
  }

  /** The digest a tag (or digest) of `repository` names in the index, read anew from disk; `not-found` when none. */
  async resolveManifest(repository: string, reference: string): Promise<{ digest: string; mediaType: string; size?: number }> {
    if (this.folder !== undefined) this.index = undefined;
    const manifest = await this.getManifest(repository, reference);
    return { digest: manifest.digest, mediaType: manifest.mediaType, size: manifest.bytes.byteLength };
  }

  /** True when `blobs/` holds the blob and its bytes hash to its digest. */
  async hasBlob(repository: string, digest: string): Promise<boolean> {
    try {
      await this.getBlob(repository, digest);
      return true;
    } catch (error) {
      if (error instanceof OciError && (error.kind === 'not-found' || error.kind === 'digest-mismatch')) return false;
      throw error;
    }
  }

  async listTags(repository: string): Promise<readonly string[]> {
    return this.artifacts()
      .filter((a) => a.repository === repository && a.tag !== undefined)
      .map((a) => a.tag!);
  }

  /**
   * Writes `blobs/<algorithm>.<hex>` unless a regular file of that size is there already
   * (content-addressed: the same name is the same bytes; a link planted there is replaced,
   * not followed). Through a temporary file and a rename (ctf-write.ts).
   */
  async putBlob(_repository: string, bytes: Uint8Array, _mediaType: string): Promise<string> {
    const folder = this.writableFolder();
    const digest = computeDigest(bytes);
    const name = join(folder, 'blobs', digest.replace(':', '.'));
    if (!isRegularFile(name, bytes.byteLength)) writeFileAtomically(name, bytes);
    return digest;
  }

  /**
   * Stores the manifest blob, then changes `artifact-index.json` under its lock: the index
   * is read again from disk there (another writer may have added entries since this store
   * read it), `condition` is checked against what the tag holds now, and the new index is
   * written atomically. A tag that no longer satisfies `condition` rejects with `conflict`.
   */
  async putManifest(repository: string, manifest: Uint8Array, mediaType: string, tag?: string, condition?: TagCondition): Promise<string> {
    const folder = this.writableFolder();
    const digest = await this.putBlob(repository, manifest, mediaType);
    await withLockFile(join(folder, INDEX_LOCK), (lock) => {
      this.index = undefined;
      const current = this.artifacts();
      if (tag !== undefined && condition !== undefined) {
        const holds = current.find((a) => a.repository === repository && a.tag === tag)?.digest;
        if (holds !== digest && ('absent' in condition ? holds !== undefined : holds !== condition.digest)) {
          const expected = 'absent' in condition ? 'no manifest' : condition.digest;
          throw new OciError(
            'conflict',
            `${this.location}: tag ${tag} of ${repository} holds ${holds ?? 'no manifest'}, not ${expected} as when this publish read it: another writer changed it meanwhile`,
            { hint: 'Run publish again: it reads the CTF anew.' },
          );
        }
      }
      const kept = current.filter((a) => !(a.repository === repository && (tag === undefined ? a.digest === digest : a.tag === tag)));
      const next = [...kept, { repository, digest, mediaType, ...(tag !== undefined ? { tag } : {}) }];
      lock.assertHeld();
      writeFileAtomically(join(folder, INDEX), Buffer.from(JSON.stringify({ schemaVersion: 1, artifacts: next })));
      this.index = next;
    });
    return digest;
  }

  private writableFolder(): string {
    if (this.folder === undefined)
      throw new OciError('invalid', `${this.location} is a CTF archive; rgdc writes only CTF folders`, {
        hint: 'Unpack the archive into a folder (tar xf) and write to that.',
      });
    const blobs = join(this.folder, 'blobs');
    mkdirSync(blobs, { recursive: true });
    // Blobs are written by name inside blobs/: a link there would take them elsewhere.
    if (!lstatSync(blobs).isDirectory())
      throw new OciError('invalid', `${blobs} is not a folder (a symbolic link?); rgdc writes only into a CTF's own blobs/ folder`);
    return this.folder;
  }
}

/** The media type a manifest names itself (`mediaType`), else what its shape says. */
export function manifestMediaType(bytes: Uint8Array): string {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    if (isRecord(value) && typeof value.mediaType === 'string') return value.mediaType;
    if (isRecord(value) && Array.isArray(value.manifests)) return OCI_INDEX;
  } catch {
    // Not JSON: the reader reports it when it parses the manifest.
  }
  return OCI_MANIFEST;
}

/**
 * A file of a CTF folder: undefined when missing; anything but a regular file within the
 * limit is refused. A blob (`blobs/sha256.<hex>`, a name the index chose) is opened as
 * data-named files are (`readContainedFile`: a link out of the folder is refused);
 * `artifact-index.json` is rgdc's own name in the folder the user chose, so a link there
 * is followed like the user's own path (writes replace it, never write through it).
 */
function readFromFolder(folder: string, name: string): Uint8Array | undefined {
  const read =
    name === INDEX ? readRegularFile(join(folder, INDEX), { maxBytes: INDEX_MAX_BYTES }) : readContainedFile(folder, name, { maxBytes: CTF_FILE_MAX_BYTES });
  if (read.ok) return read.bytes;
  if (read.problem === 'missing') return undefined;
  throw new OciError('invalid', `${folder}: ${read.message}; rgdc refuses it`, { hint: CTF_HINT });
}
