/**
 * Writing files into a CTF folder that other writers (another rgdc, the OCM CLI) may be
 * changing at the same time, and that may hold links planted by someone else:
 *
 * - every file goes to a temporary file in the same folder with an unpredictable name
 *   (128 random bits), created with `O_CREAT | O_EXCL | O_NOFOLLOW` (so it is new and
 *   ours: a planted file or link at that name makes the open fail, never a write through
 *   it), synced, then renamed over the target. `rename` replaces a link at the target
 *   name itself; it never writes through one. Readers see the old file or the new one.
 * - `artifact-index.json` is read, changed and written under a lock file created the same
 *   way, so concurrent writers take turns instead of each writing back the copy it read
 *   (which drops the other's entries). A lock whose holder died (its PID is gone on this
 *   host, or it is older than any index update takes) is broken.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fsyncSync, linkSync, lstatSync, openSync, readSync, renameSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OciError } from '../oci/types.js';

/** Open flags of every file rgdc creates in a CTF: a new file, never through a link. */
const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
/** Attempts at a fresh temporary name when one exists already (only a planted file can). */
const NAME_ATTEMPTS = 4;

/** Options of {@link writeFileAtomically}; tests pass `temporaryName` to plant a file at it first. */
export interface AtomicWriteOptions {
  readonly temporaryName?: (target: string) => string;
}

/** `.artifact-index.json.<32 hex>.tmp`: hidden, unpredictable, in the target's folder. */
function randomTemporaryName(target: string): string {
  return `.${basename(target)}.${randomBytes(16).toString('hex')}.tmp`;
}

/**
 * Writes `bytes` to `path` atomically: a new temporary file next to it (see the module
 * comment), synced, renamed over `path`, and the folder synced. Failures reject with an
 * `OciError` of kind `unreachable` naming the file (the CLI's exit 4, as a read failure).
 */
export function writeFileAtomically(path: string, bytes: Uint8Array, options: AtomicWriteOptions = {}): void {
  const folder = dirname(path);
  const name = options.temporaryName ?? randomTemporaryName;
  let fd: number | undefined;
  let temporary = '';
  for (let attempt = 1; fd === undefined; attempt++) {
    temporary = join(folder, name(path));
    try {
      fd = openSync(temporary, CREATE, 0o644);
    } catch (error) {
      if (errorCode(error) === 'EEXIST' && attempt < NAME_ATTEMPTS) continue;
      throw writeFailure(path, error);
    }
  }
  try {
    writeAll(fd, bytes);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, path);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    removeQuietly(temporary);
    throw writeFailure(path, error);
  }
  syncFolder(folder);
}

/** True when `path` is a regular file (not a link) of `size` bytes: a blob already written. */
export function isRegularFile(path: string, size: number): boolean {
  try {
    const stat = lstatSync(path);
    return stat.isFile() && stat.size === size;
  } catch {
    return false;
  }
}

/** How long to wait for a lock, and when a held one counts as abandoned. */
export interface LockOptions {
  /** Give up after this long; default 10 s. */
  readonly timeoutMs?: number;
  /** A lock older than this is abandoned whoever holds it; default 60 s (an index update takes milliseconds). */
  readonly staleMs?: number;
}

/** What the holder of a lock can ask: whether it still holds it (another writer broke it as stale). */
export interface HeldLock {
  /** Throws an `OciError` of kind `conflict` when the lock file is no longer this holder's. */
  assertHeld(): void;
}

interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly token: string;
  readonly since: string;
}

/**
 * Runs `work` holding the lock file `lockPath` (created with `O_EXCL | O_NOFOLLOW`; removed
 * afterwards). Waits while another writer holds it, breaks an abandoned one, and rejects
 * with an `OciError` of kind `unreachable` after `timeoutMs` (a writer stuck, or on another host).
 */
export async function withLockFile<T>(lockPath: string, work: (lock: HeldLock) => T, options: LockOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const staleMs = options.staleMs ?? 60_000;
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(16).toString('hex'), since: new Date().toISOString() };
  const deadline = Date.now() + timeoutMs;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    if (tryCreateLock(lockPath, owner)) break;
    const held = readOwner(lockPath);
    if (held === 'gone') continue;
    if (isAbandoned(lockPath, held, staleMs)) {
      breakLock(lockPath, held);
      continue;
    }
    if (Date.now() > deadline) {
      const who = held ? `process ${held.pid} on ${held.host} since ${held.since}` : 'another writer';
      throw new OciError('unreachable', `${lockPath} is held by ${who} for longer than ${Math.round(timeoutMs / 1000)} s: a writer of this CTF is stuck`, {
        hint: `Run publish again when it is done; if no rgdc or ocm is writing this CTF, remove ${lockPath}.`,
      });
    }
    // Jitter so that waiters do not retry in step.
    await sleep(wait * (0.5 + Math.random()));
  }
  const lock: HeldLock = {
    assertHeld() {
      const held = readOwner(lockPath);
      if (held === 'gone' || held?.token !== owner.token)
        throw new OciError('conflict', `${lockPath} was broken as abandoned by another writer while this publish held it`, { hint: 'Run publish again.' });
    },
  };
  try {
    return work(lock);
  } finally {
    const held = readOwner(lockPath);
    if (held !== 'gone' && held?.token === owner.token) removeQuietly(lockPath);
  }
}

function tryCreateLock(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, CREATE, 0o644);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw writeFailure(lockPath, error);
  }
  try {
    writeAll(fd, Buffer.from(JSON.stringify(owner)));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The lock's owner; undefined when it is not a lock rgdc wrote (or is being written); `gone` when there is none. */
function readOwner(lockPath: string): LockOwner | undefined | 'gone' {
  let fd: number;
  try {
    fd = openSync(lockPath, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'gone';
    // A link planted at the lock name (ELOOP), or unreadable: nobody's lock.
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(1024);
    const length = readSync(fd, buffer, 0, buffer.byteLength, 0);
    const value = JSON.parse(buffer.subarray(0, length).toString('utf8')) as Partial<LockOwner>;
    return typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.token === 'string'
      ? { pid: value.pid, host: value.host, token: value.token, since: String(value.since ?? '') }
      : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** A lock whose process is gone on this host, one that is not a file rgdc wrote, or one older than `staleMs`. */
function isAbandoned(lockPath: string, owner: LockOwner | undefined, staleMs: number): boolean {
  let stat: Stats;
  try {
    stat = lstatSync(lockPath);
  } catch {
    return false;
  }
  if (!stat.isFile()) return true;
  if (Date.now() - stat.mtimeMs > staleMs) return true;
  // A lock without an owner is either being written this instant or junk: the age decides.
  if (!owner || owner.host !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return errorCode(error) === 'ESRCH';
  }
}

/**
 * Removes an abandoned lock without removing a fresh one another waiter made meanwhile:
 * the lock is moved aside (atomic), and put back (`link`, which fails rather than replace)
 * when what was moved is not the lock judged abandoned.
 */
function breakLock(lockPath: string, judged: LockOwner | undefined): void {
  const aside = join(dirname(lockPath), randomTemporaryName(lockPath));
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // Someone else moved it first.
  }
  const moved = readOwner(aside);
  const same = judged === undefined ? moved === undefined || moved === 'gone' : moved !== 'gone' && moved?.token === judged.token;
  if (!same) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // A third writer holds the lock now; the one moved aside finds out through assertHeld.
    }
  }
  removeQuietly(aside);
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.byteLength; ) at += writeSync(fd, bytes, at, bytes.byteLength - at);
}

/** Makes a rename durable; file systems that cannot sync a folder are left alone. */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, constants.O_RDONLY);
    fsyncSync(fd);
  } catch {
    // EINVAL/EISDIR on some file systems: the rename is still atomic, only less durable.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function writeFailure(path: string, error: unknown): OciError {
  return new OciError('unreachable', `cannot write ${path}: ${(error as Error).message}`);
}
