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
 * again (docs/performance.md). What V8 finds in it runs as rgdc's code, and V8 checks
 * little: its own version and flags and the source's *length*, not its text, nor that the
 * payload is intact (a damaged payload can crash the process inside the deserializer). A
 * cache made for any other script of the same length runs that script. So a file is read
 * only from a folder of ours, only when it is a file of ours (own-files.ts: owned by the
 * current user, not a symbolic link, no write permission for others), and only when its
 * HMAC-SHA256, made with the user's secret (code-cache-secret.ts) over its name and
 * payload, matches. A file that fails any check is a miss and is written again.
 *
 * The cache is best effort: a folder that cannot be created or written, a file that cannot
 * be read, all mean running without it. `RGDC_NO_CODE_CACHE=1` turns it off, and so does a
 * platform without user ids to check (Windows).
 */
import { accessSync, closeSync, constants, openSync, readdirSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createHmac, timingSafeEqual } from '../../util/lazy-crypto.js';
import { codeCacheSecretDir } from './code-cache-secret.js';
import { makeOwnFolder, readOwnFile } from './own-files.js';
import { userCacheHome } from './user-folders.js';

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

/**
 * The first bytes of every cache file: the format, so a future change never misreads one.
 * (`RGDCV8C1`, before issue 25, had a CRC-32 where the HMAC is: such files are misses.)
 */
const MAGIC = Buffer.from('RGDCV8C2', 'latin1');
/** The length of an HMAC-SHA256. */
const MAC_BYTES = 32;
/** Magic, HMAC of name and payload, payload length; then the payload. */
const HEADER_BYTES = MAGIC.length + MAC_BYTES + 4;
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
  const root = userCacheHome(env);
  return root ? join(root, 'rgdc', 'v8') : undefined;
}

/** Where one run keeps its code cache, and whose files it may use. */
export interface CodeCachePlace {
  /** The cache folder ({@link codeCacheDir}). */
  readonly dir: string;
  /** The secret's folder (code-cache-secret.ts). */
  readonly secretDir: string;
  /** The current user: the owner every file and folder must have (own-files.ts). */
  readonly uid: number;
}

/**
 * The run's {@link CodeCachePlace}; `undefined` when the cache is off, there is no home
 * folder, or the platform has no user ids to check files by (Windows).
 */
export function codeCachePlace(env: NodeJS.ProcessEnv, uid: number | undefined): CodeCachePlace | undefined {
  if (uid === undefined || codeCacheDisabled(env)) return undefined;
  const dir = codeCacheDir(env);
  const secretDir = codeCacheSecretDir(env);
  return dir === undefined || secretDir === undefined ? undefined : { dir, secretDir, uid };
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
 * The text V8 compiles: the bundle inside the wrapper Node.js gives every CommonJS module,
 * on the bundle's first line so line numbers in stack traces (RGDC_DEBUG=1) stay the file's.
 */
export function bundleScriptText(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
}

/**
 * The HMAC-SHA256 a cache file carries: over its file name (so no file stands in for
 * another command's or build's) and its payload, keyed with the user's secret.
 */
export function codeCacheMac(name: string, payload: Uint8Array, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(name, 'utf8').update('\0').update(payload).digest();
}

/** The bytes before the payload in a cache file named `name`: magic, HMAC, length. */
export function codeCacheHeader(name: string, payload: Uint8Array, secret: Uint8Array): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header);
  codeCacheMac(name, payload, secret).copy(header, MAGIC.length);
  header.writeUInt32LE(payload.length, MAGIC.length + MAC_BYTES);
  return header;
}

/**
 * The cache's payload when the file is a file of ours (`uid`'s, not a link, not writable by
 * others) whose HMAC with `secret` matches; `undefined` when it is missing, unreadable, of
 * another format, truncated, damaged, or not made by this user with this secret. The
 * caller checks the folder (own-files.ts `isOwnFolder`).
 */
export function readCodeCache(file: string, secret: Uint8Array, uid: number): Buffer | undefined {
  const bytes = readOwnFile(file, uid);
  if (bytes === undefined || bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const mac = bytes.subarray(MAGIC.length, MAGIC.length + MAC_BYTES);
  const length = bytes.readUInt32LE(MAGIC.length + MAC_BYTES);
  if (length !== bytes.length - HEADER_BYTES) return undefined;
  const payload = bytes.subarray(HEADER_BYTES);
  return timingSafeEqual(codeCacheMac(basename(file), payload, secret), mac) ? payload : undefined;
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
 * Makes the cache folder a folder of ours if needed (created, a link in its place replaced,
 * write permission for others taken off: own-files.ts `makeOwnFolder`); whether files can
 * be written in it. Asked before V8 serializes its code, which costs a run without a
 * usable folder (a read-only home, another user's folder) for nothing.
 */
export function prepareCodeCacheDir(dir: string, uid: number): boolean {
  try {
    if (!makeOwnFolder(dir, uid)) return false;
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a cache file with its HMAC into a folder {@link prepareCodeCacheDir} made ours,
 * atomically (a temporary file, mode 0600, renamed into place, so a concurrent run reads
 * the old file or the new one, and whatever was at the name, a link or another user's
 * file, is replaced rather than written through), then removes other builds' files that
 * have gone unused for a week. Returns whether the file was written; never throws.
 */
export function writeCodeCache(dir: string, key: CodeCacheKey, payload: Buffer, secret: Uint8Array, now = Date.now()): boolean {
  const name = codeCacheFileName(key);
  const target = join(dir, name);
  const temp = `${target}.${process.pid}.${now.toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  let fd: number | undefined;
  try {
    const header = codeCacheHeader(name, payload, secret);
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
 * CRC-32 (the zlib/PNG polynomial) of some bytes, for {@link bundleLocation}: in
 * JavaScript, since hashing a path of a few dozen bytes costs nothing, and `zlib.crc32`
 * would load `node:zlib` on every start (about 1.5 ms).
 */
export function crc32(bytes: Uint8Array): number {
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
