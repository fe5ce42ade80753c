/**
 * Reads one input document the way a careful Unix tool does: from an fd, in chunks, with
 * the size limit enforced while reading (so `/dev/zero` or an endless pipe stops at the
 * limit), a clear error for directories and devices, and a FIFO never waited on forever.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { MAX_INPUT_BYTES } from '../../source/limits.js';
import { describeFsError, sleepSync } from './fs-errors.js';

/**
 * How long a named FIFO (or `<(process substitution)`) may stay silent before rgdc gives
 * up: a FIFO nobody writes to would otherwise block forever. `RGDC_FIFO_TIMEOUT_MS`
 * overrides it (docs/limits.md). Standard input has no timeout: waiting for a pipe or a
 * terminal there is what users expect of `-`.
 */
export const FIFO_IDLE_TIMEOUT_MS = 30_000;

const CHUNK_BYTES = 64 * 1024;

/** The text of an input, or the diagnostic that says why it could not be read. */
export type ReadResult = { readonly text: string } | { readonly diagnostic: Diagnostic };

/** Reads `file` as UTF-8 text; `-` reads standard input. */
export function readInput(file: string): ReadResult {
  const name = file === '-' ? '<stdin>' : file;
  const fail = (message: string): ReadResult => ({ diagnostic: makeDiagnostic('io_read_failed', fileSpan(name), '', message) });
  let buffer: Buffer;
  try {
    const read = file === '-' ? readStdin() : readPath(file);
    if (typeof read === 'string') return fail(read);
    buffer = read;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail(`${name} does not exist`);
    if (code === 'EACCES') return fail(`${name} is not readable (permission denied)`);
    if (code === 'EISDIR') return fail(`${name} is a directory, not a file`);
    return fail(`${name} cannot be read: ${describeFsError(error)}`);
  }
  if (buffer.length > MAX_INPUT_BYTES) return fail(`${name} is larger than ${MAX_INPUT_BYTES} bytes; rgdc reads at most that much`);
  if (buffer.includes(0)) return fail(`${name} is a binary file, not YAML text`);
  const text = buffer.toString('utf8');
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/** Standard input, whatever it is (file, pipe, terminal, device): bounded by the limit. */
function readStdin(): Buffer | string {
  const stat = fstatSync(0);
  if (stat.isDirectory()) return 'standard input is a directory, not a file';
  return readBounded(0, undefined);
}

/** A named file: regular files and FIFOs (with a timeout); devices and directories refused. */
function readPath(file: string): Buffer | string {
  // O_NONBLOCK: opening a FIFO without a writer would otherwise block in open(2) itself.
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  try {
    const stat = fstatSync(fd);
    const refused = refusal(file, stat);
    if (refused) return refused;
    return readBounded(fd, stat.isFIFO() || stat.isSocket() ? timeoutMs() : undefined, file);
  } finally {
    closeSync(fd);
  }
}

function refusal(file: string, stat: Stats): string | undefined {
  if (stat.isDirectory()) return `${file} is a directory, not a file`;
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return `${file} is a device, not a file; pass - to read standard input`;
  if (stat.isFile() && stat.size > MAX_INPUT_BYTES) return `${file} is ${stat.size} bytes; rgdc reads at most ${MAX_INPUT_BYTES}`;
  return undefined;
}

/**
 * Reads until end of file or one byte past the limit. With `idleMs`, the fd is
 * non-blocking and polled: no data for that long is an error. A FIFO opened without a
 * writer reads as end of file, so an empty read before any data is waited on too.
 */
function readBounded(fd: number, idleMs: number | undefined, file?: string): Buffer | string {
  const chunks: Buffer[] = [];
  let total = 0;
  let lastData = Date.now();
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, MAX_INPUT_BYTES + 1 - total));
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      n = -1;
    }
    if (n > 0) {
      chunks.push(chunk.subarray(0, n));
      total += n;
      lastData = Date.now();
      if (total > MAX_INPUT_BYTES) break;
      continue;
    }
    // End of file: final, unless this is a FIFO that has produced nothing yet.
    if (n === 0 && (idleMs === undefined || total > 0)) break;
    if (idleMs !== undefined && Date.now() - lastData > idleMs) {
      return `${file} is a FIFO that sent no data for ${idleMs} ms; is a writer connected? (RGDC_FIFO_TIMEOUT_MS changes the wait)`;
    }
    // EAGAIN on a non-blocking stdin, or a FIFO still waiting for its writer.
    sleepSync(idleMs === undefined ? 5 : Math.min(20, idleMs));
  }
  return Buffer.concat(chunks, total);
}

function timeoutMs(): number {
  const value = Number(process.env.RGDC_FIFO_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : FIFO_IDLE_TIMEOUT_MS;
}
