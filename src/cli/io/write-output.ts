/**
 * Writes a command's output file like a Unix tool would. A regular file (or a new one)
 * is replaced atomically through a temporary file and a rename, keeping the old file's
 * mode; anything else (a character device such as `/dev/null`, a FIFO, `/dev/stdout`) is
 * written straight through, because renaming over it would replace the device itself.
 * Every failure is a diagnostic (exit 3), never an exception.
 */
import { randomBytes } from '../../util/lazy-crypto.js';
import { closeSync, constants, fchmodSync, fchownSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { describeFsError, sleepSync } from './fs-errors.js';

/** How long a FIFO given to `-o` may go without a reader (or stay full) before rgdc gives up. */
const FIFO_WRITE_TIMEOUT_MS = 30_000;

/** `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/2`, ...: written to the process's own fd. */
const OWN_FD = /^\/(?:dev\/(?:fd\/(\d+)|(stdout|stderr))|proc\/self\/fd\/(\d+))$/;

/**
 * Writes `text` to `path`; returns a diagnostic instead of throwing. Readers of a regular
 * file see the old content or the new, never a partial file.
 */
export function writeOutput(path: string, text: string): Diagnostic | undefined {
  try {
    const own = OWN_FD.exec(path);
    if (own) {
      writeAll(own[2] === 'stdout' ? 1 : own[2] === 'stderr' ? 2 : Number(own[1] ?? own[3]), Buffer.from(text), undefined);
      return undefined;
    }
    const existing = statIfExists(path);
    if (existing?.isDirectory()) return failure(path, 'it is a directory');
    if (existing && !existing.isFile()) {
      writeStraight(path, existing, text);
      return undefined;
    }
    // A symbolic link to a regular file: replace the file it names, keep the link.
    replaceAtomically(existing ? realpathSync(path) : path, existing, text);
    return undefined;
  } catch (error) {
    return failure(path, describeFsError(error));
  }
}

function failure(path: string, reason: string): Diagnostic {
  return makeDiagnostic('io_write_failed', fileSpan(path), '', `${path} cannot be written: ${reason}`);
}

function statIfExists(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function replaceAtomically(path: string, existing: Stats | undefined, text: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  let created = false;
  try {
    const fd = openSync(temp, 'wx', 0o644);
    created = true;
    try {
      if (existing) keepOwnership(fd, existing);
      writeAll(fd, Buffer.from(text), undefined);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
    created = false;
  } finally {
    // Cleanup must not hide the real error (rmSync itself fails with ENOTDIR and the like).
    if (created) {
      try {
        rmSync(temp, { force: true });
      } catch {
        /* the original error is the one worth reporting */
      }
    }
  }
}

/** The replaced file keeps its permissions (and, for root, its owner). */
function keepOwnership(fd: number, existing: Stats): void {
  fchmodSync(fd, existing.mode & 0o7777);
  if (process.getuid?.() === 0 && (existing.uid !== 0 || existing.gid !== 0)) {
    try {
      fchownSync(fd, existing.uid, existing.gid);
    } catch {
      /* best effort: a file system without owners (some mounts) keeps root's */
    }
  }
}

/** Devices, FIFOs and sockets: opened and written in place, no rename. */
function writeStraight(path: string, stat: Stats, text: string): void {
  const fifo = stat.isFIFO();
  // A FIFO without a reader would block open(2) forever: open non-blocking and retry.
  const flags = constants.O_WRONLY | (fifo ? constants.O_NONBLOCK : constants.O_TRUNC) | constants.O_NOCTTY;
  const deadline = Date.now() + FIFO_WRITE_TIMEOUT_MS;
  let fd: number;
  for (;;) {
    try {
      fd = openSync(path, flags);
      break;
    } catch (error) {
      if (!fifo || (error as NodeJS.ErrnoException).code !== 'ENXIO' || Date.now() > deadline) throw error;
      sleepSync(20);
    }
  }
  try {
    writeAll(fd, Buffer.from(text), fifo ? deadline : undefined);
  } finally {
    closeSync(fd);
  }
}

/** Writes every byte, waiting out EAGAIN on non-blocking fds until `deadline`. */
function writeAll(fd: number, bytes: Buffer, deadline: number | undefined): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || (deadline !== undefined && Date.now() > deadline)) throw error;
      sleepSync(5);
    }
  }
}
