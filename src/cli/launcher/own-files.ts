/**
 * Files and folders the launcher trusts enough to act on: what another user could have
 * written is not loaded as code (docs/performance.md, "What the cache trusts"). A folder is
 * ours when it is a real folder (not a symbolic link) owned by the current user that no
 * group or other user can write; a file is ours when it is a regular file opened without
 * following a symbolic link, owned by the current user, that no group or other user can
 * write (nor read, for a secret). The file checks run on the open descriptor (`fstat`),
 * so a file swapped between the check and the read is never the one read.
 *
 * Platforms without user ids (`process.getuid`, absent on Windows) cannot be checked:
 * the launcher keeps no code cache there.
 */
import { chmodSync, closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, unlinkSync, type Stats } from 'node:fs';

/** Mode bits that let a group or other users change a file or a folder's entries. */
const OTHERS_WRITE = 0o022;
/** Mode bits that let a group or other users read or change a secret. */
const OTHERS_ANY = 0o077;

/** The current user's id; `undefined` where the platform has none (Windows). */
export function currentUid(): number | undefined {
  return typeof process.getuid === 'function' ? process.getuid() : undefined;
}

function ownFolderStat(stat: Stats, uid: number): boolean {
  return stat.isDirectory() && stat.uid === uid && (stat.mode & OTHERS_WRITE) === 0;
}

/** Whether `dir` is a folder of ours (see above). No side effects; never throws. */
export function isOwnFolder(dir: string, uid: number): boolean {
  try {
    return ownFolderStat(lstatSync(dir), uid);
  } catch {
    return false;
  }
}

/**
 * Makes `dir` a folder of ours where it can: creates it (and its parents, mode 0700),
 * replaces a symbolic link in its place with a new folder, and takes the group's and other
 * users' permissions off a folder of ours that had write permission for them. A folder of
 * another user, or a file in its place, is left alone. Returns whether `dir` is ours now;
 * never throws.
 */
export function makeOwnFolder(dir: string, uid: number): boolean {
  try {
    let stat: Stats | undefined;
    try {
      stat = lstatSync(dir);
    } catch {
      stat = undefined;
    }
    if (stat?.isSymbolicLink()) {
      unlinkSync(dir);
      stat = undefined;
    }
    if (stat === undefined) mkdirSync(dir, { recursive: true, mode: 0o700 });
    else if (stat.isDirectory() && stat.uid === uid && (stat.mode & OTHERS_WRITE) !== 0) chmodSync(dir, 0o700);
  } catch {
    // Not ours to change: the check below says so.
  }
  return isOwnFolder(dir, uid);
}

/**
 * The bytes of `file` when it is a file of ours, with `secret` also unreadable to the group
 * and other users; `undefined` when it is missing, a symbolic link, not a regular file,
 * another user's, too open, or unreadable. Never throws.
 */
export function readOwnFile(file: string, uid: number, options: { secret?: boolean } = {}): Buffer | undefined {
  let fd: number | undefined;
  try {
    // O_NOFOLLOW: a symbolic link fails to open (ELOOP). O_NONBLOCK: a FIFO put in the
    // file's place opens at once (and fstat refuses it) instead of blocking the run.
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.uid !== uid || (stat.mode & (options.secret ? OTHERS_ANY : OTHERS_WRITE)) !== 0) return undefined;
    const bytes = Buffer.allocUnsafe(stat.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, null);
      if (n === 0) break;
      read += n;
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Whether anything (a file, a link, a folder) is at `path`; never throws. */
export function pathExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
