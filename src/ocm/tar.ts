/**
 * The few tar files OCM uses, read and written without a dependency: a descriptor layer
 * of media type `...component-descriptor.v2+yaml+tar` (one file, `component-descriptor.yaml`)
 * and a Common Transport Format archive (`artifact-index.json` + `blobs/`, optionally
 * gzipped). Both are POSIX ustar as Go's `archive/tar` writes it; GNU long names (`L`)
 * and pax `path` records (`x`) are honoured so longer names written by other tools still
 * read. Anything else (links, devices) is skipped: OCM never stores it.
 *
 * Reading is bounded ({@link ArchiveLimits}): a gzip stream is inflated only up to the
 * archive size limit (zlib stops there, so a 1 MB gzip bomb costs the limit, not the
 * gigabytes it expands to), a plain archive larger than the limit is refused, and so is
 * an archive of more entries than the entry limit.
 */
import { gunzipSync } from 'node:zlib';
import { formatBytes, limitFromEnv } from '../util/env-limit.js';

/** One regular file of an archive. */
export interface TarEntry {
  /** The path inside the archive, without a leading `./`. */
  readonly name: string;
  readonly bytes: Uint8Array;
}

const BLOCK = 512;

/** How much of an archive rgdc reads and holds. */
export interface ArchiveLimits {
  /** Bytes of the tar itself, after inflation (a gzip stream stops inflating here). */
  readonly maxBytes: number;
  /** Entries (headers of any type) in one archive. */
  readonly maxEntries: number;
}

/**
 * 256 MiB: rgdc holds a whole archive in memory; a CTF of component versions with their
 * charts and RGDs is megabytes (an archive with container images copied in can be more:
 * `RGDC_MAX_ARCHIVE_BYTES` raises it).
 */
export const DEFAULT_MAX_ARCHIVE_BYTES = 256 * 1024 * 1024;
/** A CTF has a few entries per component version (manifest, config, layers). */
export const DEFAULT_MAX_ARCHIVE_ENTRIES = 100_000;
/** The environment variables of the two limits. */
export const ARCHIVE_LIMIT_VARIABLES = { maxBytes: 'RGDC_MAX_ARCHIVE_BYTES', maxEntries: 'RGDC_MAX_ARCHIVE_ENTRIES' } as const;

/** The archive limits of an environment: its variables, else the defaults. */
export function archiveLimits(env: NodeJS.ProcessEnv = process.env): ArchiveLimits {
  return {
    maxBytes: limitFromEnv(env, ARCHIVE_LIMIT_VARIABLES.maxBytes) ?? DEFAULT_MAX_ARCHIVE_BYTES,
    maxEntries: limitFromEnv(env, ARCHIVE_LIMIT_VARIABLES.maxEntries) ?? DEFAULT_MAX_ARCHIVE_ENTRIES,
  };
}

/** Why an archive cannot be read. */
export class TarError extends Error {}

/** An archive past one of the {@link ArchiveLimits}; the message names the limit and its variable. */
export class TarLimitError extends TarError {
  constructor(
    readonly limit: keyof ArchiveLimits,
    happened: string,
    value: number,
  ) {
    super(
      `${happened} (${limit === 'maxBytes' ? `archive size limit ${formatBytes(value)}` : `archive entry limit ${value.toLocaleString('en-US')}`}; ${ARCHIVE_LIMIT_VARIABLES[limit]} raises it)`,
    );
  }
}

/** The regular files of a tar archive (gzip-compressed when it starts with the gzip magic), within `limits`. */
export function readTar(archive: Uint8Array, limits: ArchiveLimits = archiveLimits()): TarEntry[] {
  const data = isGzip(archive) ? gunzipOrThrow(archive, limits.maxBytes) : archive;
  if (data.length > limits.maxBytes) throw new TarLimitError('maxBytes', `the archive holds ${data.length} bytes`, limits.maxBytes);
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | undefined;
  for (let count = 0; offset + BLOCK <= data.length; count++) {
    const header = data.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    if (count >= limits.maxEntries)
      throw new TarLimitError('maxEntries', `the archive has more than ${limits.maxEntries.toLocaleString('en-US')} entries`, limits.maxEntries);
    if (!checksumMatches(header)) throw new TarError(`not a tar archive (bad header checksum at byte ${offset})`);
    const size = readOctal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const start = offset + BLOCK;
    if (start + size > data.length) throw new TarError(`truncated tar archive (an entry of ${size} bytes at byte ${start} runs past the end)`);
    const body = data.subarray(start, start + size);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'L') {
      longName = text(body);
      continue;
    }
    if (type === 'x') {
      longName = paxPath(body) ?? longName;
      continue;
    }
    const prefix = text(header.subarray(345, 500));
    const name = longName ?? (prefix === '' ? text(header.subarray(0, 100)) : `${prefix}/${text(header.subarray(0, 100))}`);
    longName = undefined;
    // '0' and NUL are regular files; directories and everything else are not content.
    if (type === '0' || type === '\0') entries.push({ name: name.replace(/^\.\//, ''), bytes: body });
  }
  return entries;
}

/**
 * A ustar archive of `entries` (names up to 100 bytes), with fixed metadata (mode 0644,
 * owner 0, time 0) so the same entries always give the same bytes.
 */
export function writeTar(entries: readonly TarEntry[]): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    if (name.length > 100) throw new TarError(`tar entry name longer than 100 bytes: ${entry.name}`);
    const header = new Uint8Array(BLOCK);
    header.set(name, 0);
    writeOctal(header, 100, 8, 0o644);
    writeOctal(header, 108, 8, 0);
    writeOctal(header, 116, 8, 0);
    writeOctal(header, 124, 12, entry.bytes.length);
    writeOctal(header, 136, 12, 0);
    header[156] = '0'.charCodeAt(0);
    header.set(Buffer.from('ustar\x0000', 'latin1'), 257);
    header.fill(0x20, 148, 156);
    writeOctal(
      header,
      148,
      8,
      header.reduce((sum, b) => sum + b, 0),
    );
    blocks.push(header, entry.bytes, new Uint8Array((BLOCK - (entry.bytes.length % BLOCK)) % BLOCK));
  }
  blocks.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(blocks);
}

/** True when the bytes start with the gzip magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function gunzipOrThrow(bytes: Uint8Array, maxBytes: number): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    // zlib stops inflating at maxOutputLength and says so with this code.
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new TarLimitError('maxBytes', `the gzip stream of ${bytes.length} bytes inflates to more than the limit`, maxBytes);
    throw new TarError(`not a gzip stream: ${(error as Error).message}`);
  }
}

function checksumMatches(header: Uint8Array): boolean {
  const stored = readOctal(header, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum === stored;
}

function readOctal(header: Uint8Array, start: number, length: number): number {
  const field = text(header.subarray(start, start + length)).trim();
  if (field === '') return 0;
  if (!/^[0-7]+$/.test(field)) throw new TarError(`not a tar archive (bad number field "${field}")`);
  return parseInt(field, 8);
}

function writeOctal(header: Uint8Array, start: number, length: number, value: number): void {
  const digits = value.toString(8).padStart(length - 1, '0');
  header.set(Buffer.from(`${digits}\0`, 'latin1'), start);
}

/** A NUL-terminated header field as text. */
function text(bytes: Uint8Array): string {
  const end = bytes.indexOf(0);
  return Buffer.from(end < 0 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/** The `path` record of a pax extended header (`<len> path=<value>\n` records). */
function paxPath(body: Uint8Array): string | undefined {
  for (const record of Buffer.from(body).toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match) return match[1];
  }
  return undefined;
}
