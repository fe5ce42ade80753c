/**
 * Opening a file that *data* names, inside a folder the user named: a blob of a CTF
 * folder (`blobs/sha256.<hex>`), an entry of the OCI cache, a `crds` file an editor
 * setting lists. The name came from a file anyone could have written, so it is opened
 * like a hostile input, not like a path the user typed:
 *
 * - the name must stay inside the root: no absolute names, no `..`, no NUL, and a
 *   symbolic link (anywhere on the way) whose target leaves the root is refused;
 * - only regular files are read: a FIFO would block the run forever, `/dev/zero` or
 *   `/dev/urandom` would never end, a socket or a directory is no content. The file is
 *   opened with `O_NOFOLLOW | O_NONBLOCK` (a FIFO cannot block `open(2)`, a link swapped
 *   in after the check is not followed) and judged by `fstat` of the open fd;
 * - the size limit is enforced while reading (a file that grows past it stops there);
 * - a message quotes the name only through {@link quoteDataName}: escaped, and cut to a
 *   short prefix, so a hostile name cannot drive the terminal or flood a log.
 *
 * CLI inputs the user names directly go through `src/cli/io/read-input.ts` instead
 * (which admits FIFOs and standard input, as a Unix filter should).
 *
 * ```ts
 * const read = readContainedFile(ctfFolder, `blobs/${algorithm}.${hex}`, { maxBytes: 1 << 30 });
 * if (!read.ok) report(read.problem, read.message);
 * ```
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { quoteForMessage } from '../diagnostics/terminal-text.js';

/** Why a contained file could not be read. */
export type ContainedFileProblem =
  /** Nothing at that name (or the root itself is missing). */
  | 'missing'
  /** The name, or a symbolic link on its way, leads outside the root. */
  | 'outside'
  /** A directory, FIFO, socket or device. */
  | 'not-regular'
  /** Larger than the limit (by its size, or while it was read). */
  | 'too-large'
  /** Permissions, I/O errors, a link loop. */
  | 'unreadable';

/**
 * The bytes of a contained file, or why not: `reason` alone (`is a FIFO, not a regular
 * file`) for a caller that names the file itself, `message` with the name quoted by
 * {@link quoteDataName} in front.
 */
export type ContainedFileResult =
  | { readonly ok: true; readonly bytes: Buffer }
  | { readonly ok: false; readonly problem: ContainedFileProblem; readonly reason: string; readonly message: string };

/** How a contained file is read. */
export interface ContainedFileOptions {
  /** Files larger than this are refused; reading stops one byte past it. */
  readonly maxBytes: number;
}

/** How much of a name from data a message shows. */
const NAME_PREFIX_CHARS = 80;
const CHUNK_BYTES = 64 * 1024;

/**
 * Reads `name` (relative, `/`-separated, as data writes it) below `root`. Never throws
 * for what the file system holds: every refusal is a result. `root` itself is the
 * user's choice and may be a symbolic link.
 */
export function readContainedFile(root: string, name: string, options: ContainedFileOptions): ContainedFileResult {
  const shown = quoteDataName(name);
  const fail: Fail = (problem, reason) => ({ ok: false, problem, reason, message: `${shown} ${reason}` });
  if (!isContainedName(name)) return fail('outside', 'is not a plain relative name inside its folder');
  let realRoot: string;
  let real: string;
  try {
    realRoot = realpathSync(root);
    real = realpathSync(path.join(realRoot, name));
  } catch (error) {
    return errnoFailure(error, fail);
  }
  if (!real.startsWith(realRoot.endsWith(path.sep) ? realRoot : `${realRoot}${path.sep}`)) return fail('outside', 'is a symbolic link that leaves its folder');
  return readOpened(real, options.maxBytes, fail);
}

/**
 * Reads `file`, a path the user named (a CTF archive), as a regular file only, bounded
 * like {@link readContainedFile}; links are followed (the user chose the path). Messages
 * quote the path through {@link quoteDataName} as well.
 */
export function readRegularFile(file: string, options: ContainedFileOptions): ContainedFileResult {
  const shown = quoteDataName(file);
  const fail: Fail = (problem, reason) => ({ ok: false, problem, reason, message: `${shown} ${reason}` });
  let real: string;
  try {
    real = realpathSync(file);
  } catch (error) {
    return errnoFailure(error, fail);
  }
  return readOpened(real, options.maxBytes, fail);
}

type Fail = (problem: ContainedFileProblem, reason: string) => ContainedFileResult;

/** Opens a resolved path without following a link, checks it is a regular file, reads it bounded. */
function readOpened(real: string, maxBytes: number, fail: Fail): ContainedFileResult {
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO without a writer would otherwise block in open(2) itself.
    fd = openSync(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    return errnoFailure(error, fail);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return fail('not-regular', `is ${kindOf(stat)}, not a regular file`);
    if (stat.size > maxBytes) return fail('too-large', `is ${stat.size} bytes; rgdc reads at most ${maxBytes}`);
    const bytes = readAtMost(fd, maxBytes);
    if (!bytes) return fail('too-large', `grew past ${maxBytes} bytes while it was read`);
    return { ok: true, bytes };
  } catch (error) {
    return errnoFailure(error, fail);
  } finally {
    closeSync(fd);
  }
}

/**
 * A name from data as a message may show it: JSON-quoted with terminal controls escaped
 * (`quoteForMessage`), and at most {@link NAME_PREFIX_CHARS} characters of it, marked `…`.
 */
export function quoteDataName(name: string): string {
  const chars = Array.from(name);
  return chars.length <= NAME_PREFIX_CHARS ? quoteForMessage(name) : `${quoteForMessage(chars.slice(0, NAME_PREFIX_CHARS).join(''))}…`;
}

/** True for a relative name of plain segments: no `..`, `.`, empty segments, backslashes or NUL. */
export function isContainedName(name: string): boolean {
  if (name === '' || name.includes('\0') || name.includes('\\') || path.isAbsolute(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Reads until end of file; undefined once more than `maxBytes` arrived. */
function readAtMost(fd: number, maxBytes: number): Buffer | undefined {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks, total);
    chunks.push(chunk.subarray(0, n));
    total += n;
    if (total > maxBytes) return undefined;
  }
}

function kindOf(stat: ReturnType<typeof fstatSync>): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return 'not a file';
}

function errnoFailure(error: unknown, fail: Fail): ContainedFileResult {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return fail('missing', 'does not exist');
  // ELOOP from O_NOFOLLOW: the name became a link between the check and the open.
  if (code === 'ELOOP') return fail('outside', 'is a symbolic link loop or was replaced by a link');
  if (code === 'EISDIR') return fail('not-regular', 'is a directory, not a regular file');
  if (code === 'EACCES' || code === 'EPERM') return fail('unreadable', 'is not readable (permission denied)');
  return fail('unreadable', `cannot be read (${code ?? 'error'})`);
}
