/**
 * The V8 code cache of the CLI bundle: one file per rgdc build, Node.js release, CPU
 * architecture and command, under the user's cache folder:
 *
 * ```
 * $XDG_CACHE_HOME/rgdc/v8/rgdc-0.1.0-node-v20.20.2-x64-<bundle hash>-<location>-compile.bin
 * ```
 *
 * A file holds what V8 compiled while one run of that command executed (its bytecode), so
 * the next run of the command neither parses the bundle nor compiles those functions
 * again (docs/performance.md). V8 checks that a cache fits its own version and flags and
 * the source's length, but not that its bytes are intact: a damaged payload can crash the
 * process inside the deserializer. So each file carries a CRC-32 of its payload, checked
 * before V8 sees it; a file that fails any check is a miss and is written again.
 *
 * The cache is best effort: a folder that cannot be created or written, a file that cannot
 * be read, all mean running without it. `RGDC_NO_CODE_CACHE=1` turns it off.
 */
import { accessSync, closeSync, constants, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';

/** What names a cache file; all but `command` come from the build and the running Node.js. */
export interface CodeCacheKey {
  /** rgdc's version. */
  readonly version: string;
  /** A hash of the bundle's text, so a rebuilt bundle never meets an old cache. */
  readonly bundleHash: string;
  /**
   * Where the bundle is ({@link bundleLocation}): two installs of one build keep apart,
   * as V8 (Node.js 20) names a script compiled from a cache after the file of the run that
   * wrote the cache, so stack traces (`RGDC_DEBUG=1`) named the other install's bundle.
   */
  readonly location: string;
  /** `process.version`. */
  readonly nodeVersion: string;
  /** `process.arch`. */
  readonly arch: string;
  /** The command the run executes ({@link commandOf}). */
  readonly command: string;
}

/** The first bytes of every cache file: the format, so a future change never misreads one. */
const MAGIC = Buffer.from('RGDCV8C1', 'latin1');
/** Magic, CRC-32 of the payload, payload length; then the payload. */
const HEADER_BYTES = MAGIC.length + 8;
/** Files of other builds left this long untouched are removed when a new file is written. */
const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the environment turns the code cache off (`RGDC_NO_CODE_CACHE` set, and not `0`). */
export function codeCacheDisabled(env: NodeJS.ProcessEnv): boolean {
  const value = env.RGDC_NO_CODE_CACHE;
  return value !== undefined && value !== '' && value !== '0';
}

/**
 * The folder of the code cache: `$XDG_CACHE_HOME/rgdc/v8`, else `~/.cache/rgdc/v8` (the
 * root the registry cache uses too); `undefined` when there is no home folder to use.
 */
export function codeCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'rgdc', 'v8');
  let home = env.HOME;
  if (!home) {
    try {
      home = homedir();
    } catch {
      return undefined;
    }
  }
  return home ? join(home, '.cache', 'rgdc', 'v8') : undefined;
}

/** Flags after which a run prints help or the version instead of doing a command's work. */
const HELP_FLAGS: ReadonlySet<string> = new Set(['-h', '--help', '-V', '--version']);

/**
 * What a command line runs, as the last part of a cache file's name: its first word that
 * is not an option (rgdc's global options take no value) when it looks like a command
 * name, `help` for help and version output (`rgdc compile --help` compiles little of what
 * `rgdc compile` needs, so it keeps its own file), `none` for a bare `rgdc`. A mistyped
 * command ends in a usage error, and such runs write no cache.
 */
export function commandOf(args: readonly string[]): string {
  const end = args.indexOf('--');
  if ((end === -1 ? args : args.slice(0, end)).some((arg) => HELP_FLAGS.has(arg))) return 'help';
  const word = args.find((arg) => !arg.startsWith('-'));
  if (word === undefined) return 'none';
  return /^[a-z][a-z0-9-]{0,31}$/.test(word) ? word : 'other';
}

/** The part of a file name shared by every command of one build on one Node.js. */
function buildPrefix(key: Omit<CodeCacheKey, 'command'>): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9.+_-]/g, '_');
  return `rgdc-${safe(key.version)}-node-${safe(key.nodeVersion)}-${safe(key.arch)}-${safe(key.bundleHash)}-${safe(key.location)}-`;
}

/**
 * The {@link CodeCacheKey.location} of a bundle file: the CRC-32 of its path, in 8 hex
 * digits (short, and no folder name of the user's in the cache's file names).
 */
export function bundleLocation(bundlePath: string): string {
  return crc32(Buffer.from(bundlePath, 'utf8')).toString(16).padStart(8, '0');
}

/** The cache file's name for a key. */
export function codeCacheFileName(key: CodeCacheKey): string {
  return `${buildPrefix(key)}${key.command}.bin`;
}

/**
 * The cache's payload when the file is intact; `undefined` when it is missing, unreadable,
 * of another format, truncated or damaged.
 */
export function readCodeCache(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const checksum = bytes.readUInt32LE(MAGIC.length);
  const length = bytes.readUInt32LE(MAGIC.length + 4);
  if (length !== bytes.length - HEADER_BYTES) return undefined;
  const payload = bytes.subarray(HEADER_BYTES);
  return crc32(payload) === checksum ? payload : undefined;
}

/** Removes a cache file if it is there; never throws. */
export function removeCodeCache(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Not there, or not ours to remove: nothing to do.
  }
}

/**
 * Creates the cache folder if needed; whether files can be written in it. Asked before
 * V8 serializes its code, which costs a run without a usable folder (a read-only home)
 * for nothing.
 */
export function prepareCodeCacheDir(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a cache file atomically (a temporary file renamed into place, so a concurrent run
 * reads the old file or the new one), then removes other builds' files that have gone
 * unused for a week. Returns whether the file was written; never throws.
 */
export function writeCodeCache(dir: string, key: CodeCacheKey, payload: Buffer, now = Date.now()): boolean {
  const target = join(dir, codeCacheFileName(key));
  const temp = `${target}.${process.pid}.${now.toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header);
  header.writeUInt32LE(crc32(payload), MAGIC.length);
  header.writeUInt32LE(payload.length, MAGIC.length + 4);
  let fd: number | undefined;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    fd = openSync(temp, 'wx', 0o600);
    writeAll(fd, header);
    writeAll(fd, payload);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, target);
  } catch {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // Never created, or already gone.
    }
    return false;
  }
  removeStale(dir, buildPrefix(key), now);
  return true;
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
}

/** Removes cache files of other builds (and abandoned temporary files) unused for a week. */
function removeStale(dir: string, currentPrefix: string, now: number): void {
  try {
    for (const name of readdirSync(dir)) {
      if (!name.startsWith('rgdc-') || (name.startsWith(currentPrefix) && name.endsWith('.bin'))) continue;
      const path = join(dir, name);
      try {
        if (now - statSync(path).mtimeMs > STALE_AFTER_MS) unlinkSync(path);
      } catch {
        // Removed by another run meanwhile, or not ours to remove.
      }
    }
  } catch {
    // An unreadable folder keeps its files.
  }
}

let table: Int32Array | undefined;

/**
 * CRC-32 (the zlib/PNG polynomial) of some bytes. `zlib.crc32` (Node.js 20.15 and later)
 * computes it natively; older releases use the table below, same result.
 */
export function crc32(bytes: Uint8Array): number {
  const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
  if (native) return native(bytes) >>> 0;
  return crc32Portable(bytes);
}

/** CRC-32 in JavaScript, for Node.js releases without `zlib.crc32`. */
export function crc32Portable(bytes: Uint8Array): number {
  table ??= makeTable();
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

function makeTable(): Int32Array {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
}
