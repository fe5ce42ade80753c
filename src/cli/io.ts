/**
 * File input and output for the CLI: reading a document (or standard input) with clear
 * errors for directories, missing, binary and oversized files, and atomic writes that
 * never leave a half-written file behind.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';

/** Files larger than this are refused before parsing (see docs/limits.md). */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

export type ReadResult = { readonly text: string } | { readonly diagnostic: Diagnostic };

/** Reads `file` as UTF-8 text; `-` reads standard input. */
export function readInput(file: string): ReadResult {
  const name = file === '-' ? '<stdin>' : file;
  const fail = (message: string) => ({ diagnostic: makeDiagnostic('io_read_failed', fileSpan(name), '', message) });
  let buffer: Buffer;
  try {
    if (file === '-') {
      const fd = 0;
      const stat = fstatSync(fd);
      if (stat.isFile() && stat.size > MAX_INPUT_BYTES) return fail(`standard input is ${stat.size} bytes; at most ${MAX_INPUT_BYTES} are read`);
      buffer = readFileSync(fd);
    } else {
      const stat = statSync(file);
      if (stat.isDirectory()) return fail(`${file} is a directory, not a file`);
      if (stat.size > MAX_INPUT_BYTES) return fail(`${file} is ${stat.size} bytes; at most ${MAX_INPUT_BYTES} are read`);
      buffer = readFileSync(file);
    }
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ENOENT') return fail(`${name} does not exist`);
    if (e.code === 'EACCES') return fail(`${name} is not readable (permission denied)`);
    if (e.code === 'EISDIR') return fail(`${name} is a directory, not a file`);
    return fail(`${name} cannot be read: ${e.message}`);
  }
  if (buffer.length > MAX_INPUT_BYTES) return fail(`${name} is larger than ${MAX_INPUT_BYTES} bytes`);
  if (buffer.includes(0)) return fail(`${name} is a binary file, not YAML text`);
  const text = buffer.toString('utf8');
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/**
 * Writes `text` to `path` through a temporary file in the same directory and a rename,
 * so readers see the old file or the new one, never a partial one.
 */
export function writeAtomic(path: string, text: string): Diagnostic | undefined {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx', 0o644);
    try {
      writeFileSync(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
    return undefined;
  } catch (error) {
    rmSync(temp, { force: true });
    const e = error as NodeJS.ErrnoException;
    return makeDiagnostic('io_write_failed', fileSpan(path), '', `${path} cannot be written: ${e.code === 'ENOENT' ? 'the directory does not exist' : e.message}`);
  }
}
