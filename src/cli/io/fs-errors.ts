/**
 * Small helpers shared by input and output: file-system errors as plain sentences (never
 * a stack), and a synchronous sleep for polling non-blocking fds.
 */

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'it does not exist (or its directory does not)',
  ENOTDIR: 'a component of the path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENAMETOOLONG: 'the path or one of its names is too long',
  ELOOP: 'too many levels of symbolic links',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'the file system is read-only',
  EXDEV: 'it is on another file system',
  EIO: 'input/output error',
  EFBIG: 'the file is too large',
  ENXIO: 'no process is reading it',
  EPIPE: 'the reader went away',
  EBUSY: 'it is busy',
  ETXTBSY: 'it is busy',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
};

/** A short, stable reason for a file-system error (`permission denied`), with its code. */
export function describeFsError(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const reason = e?.code !== undefined ? REASONS[e.code] : undefined;
  if (reason) return `${reason} (${e.code})`;
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return e?.code ? `${message.replace(/^\w+: /, '')}` : message;
}

const SLEEPER = new Int32Array(new SharedArrayBuffer(4));

/** Blocks the thread for `ms` milliseconds (the CLI is synchronous by design). */
export function sleepSync(ms: number): void {
  Atomics.wait(SLEEPER, 0, 0, ms);
}
