/**
 * The files the LSP settings name (`crds`, `componentDescriptor`), opened like hostile
 * input: the settings may come from a workspace anyone could have written.
 *
 * - A relative path is resolved against the workspace folder and must stay inside it,
 *   after symbolic links too (`../x`, or `crds -> /etc`, are refused); an absolute path
 *   is taken as named.
 * - In a folder, each YAML or JSON file below it is read; a symbolic link whose target
 *   leaves the folder is refused, a linked folder is not entered, and at most
 *   {@link MAX_FOLDER_FILES} files and {@link MAX_TOTAL_BYTES} bytes are read in all.
 * - Only regular files are read: the file is opened with `O_NONBLOCK` (a FIFO without a
 *   writer cannot block `open(2)`) and `O_NOFOLLOW` (a link swapped in after the check is
 *   not followed) and judged by `fstat` of the open fd, so a FIFO, `/dev/zero`, a socket
 *   or a directory is refused; the size limit of `rgdc check` is enforced while reading.
 * - A message quotes the setting's path only escaped and cut to a short prefix.
 *
 * The OCI cache and CTF folders get the same treatment from `src/util/contained-file.ts`
 * (branch i25-ocicache); once both are in, this module should read through it.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, type Stats } from 'node:fs';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { MAX_INPUT_BYTES } from '../cli/io/read-input.js';
import { quoteForMessage } from '../diagnostics/terminal-text.js';

/** Files read from one `crds` folder at most. */
export const MAX_FOLDER_FILES = 1000;
/** Bytes read for all the files the settings name, together. */
export const MAX_TOTAL_BYTES = 4 * MAX_INPUT_BYTES;

const CHUNK_BYTES = 64 * 1024;
const MAX_FOLDER_DEPTH = 32;
const SHOWN_CHARS = 80;

/** The text of one file, or why it was not read. */
export type SettingsFile = { readonly file: string; readonly text: string } | { readonly file: string; readonly problem: string };

/** A byte budget shared by the reads of one settings change. */
export interface ReadBudget {
  bytes: number;
}

/** A path or name from the settings as a message shows it: JSON-quoted, escaped, at most 80 characters. */
export function quotePath(path: string): string {
  const chars = Array.from(path);
  return chars.length <= SHOWN_CHARS ? quoteForMessage(path) : `${quoteForMessage(chars.slice(0, SHOWN_CHARS).join(''))}…`;
}

/**
 * The files a setting names: the file itself, or the YAML and JSON files of a folder.
 * Never throws; each file that cannot be read is a `problem`.
 */
export function readSettingsFiles(path: string, root: string | undefined, budget: ReadBudget, options: { folders: boolean }): SettingsFile[] {
  const shown = quotePath(path);
  const named = resolveNamed(path, root);
  if ('problem' in named) return [{ file: path, problem: `${shown} ${named.problem}` }];
  let stat: Stats;
  try {
    stat = lstatSync(named.real);
  } catch (error) {
    return [{ file: path, problem: `${shown} ${errnoProblem(error)}` }];
  }
  if (!stat.isDirectory()) return [readOne(named.real, shown, budget)];
  if (!options.folders) return [{ file: path, problem: `${shown} is a directory, not a file` }];
  const files: SettingsFile[] = [];
  walk(named.real, named.real, shown, 0, files, budget);
  return files;
}

/** The real path of what `path` names, refused when a relative path leaves the workspace. */
function resolveNamed(path: string, root: string | undefined): { real: string } | { problem: string } {
  if (path.includes('\0')) return { problem: 'is not a path' };
  const base = root ?? process.cwd();
  try {
    const real = realpathSync(isAbsolute(path) ? path : resolve(base, path));
    if (!isAbsolute(path) && !inside(real, realpathSync(base))) return { problem: 'leaves the workspace folder (through `..` or a symbolic link); name it by its absolute path to use it' };
    return { real };
  } catch (error) {
    return { problem: errnoProblem(error) };
  }
}

function inside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : `${folder}${sep}`);
}

function walk(folder: string, top: string, shown: string, depth: number, out: SettingsFile[], budget: ReadBudget): void {
  if (depth > MAX_FOLDER_DEPTH) {
    out.push({ file: folder, problem: `${shown} is nested more than ${MAX_FOLDER_DEPTH} folders deep; the rest is not read` });
    return;
  }
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  } catch (error) {
    out.push({ file: folder, problem: `${shown}: a folder ${errnoProblem(error)}` });
    return;
  }
  for (const entry of entries) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) {
      walk(full, top, shown, depth + 1, out, budget);
      continue;
    }
    if (!/\.(ya?ml|json)$/.test(entry.name)) continue;
    if (out.length >= MAX_FOLDER_FILES) {
      out.push({ file: full, problem: `${shown} holds more than ${MAX_FOLDER_FILES} YAML files; the rest are not read` });
      return;
    }
    const name = quotePath(full.slice(top.length + 1));
    if (entry.isSymbolicLink()) {
      let real: string;
      try {
        real = realpathSync(full);
      } catch (error) {
        out.push({ file: full, problem: `${shown}: ${name} ${errnoProblem(error)}` });
        continue;
      }
      if (!inside(real, top)) {
        out.push({ file: full, problem: `${shown}: ${name} is a symbolic link that leaves the folder` });
        continue;
      }
      out.push(readOne(real, `${shown}: ${name}`, budget));
      continue;
    }
    out.push(readOne(full, `${shown}: ${name}`, budget));
  }
}

/** One file: regular, within the limits, text. */
function readOne(file: string, shown: string, budget: ReadBudget): SettingsFile {
  const fail = (problem: string): SettingsFile => ({ file, problem: `${shown} ${problem}` });
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY | constants.O_NOFOLLOW);
  } catch (error) {
    return fail(errnoProblem(error));
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return fail(`is ${kindOf(stat)}, not a regular file`);
    const limit = Math.min(MAX_INPUT_BYTES, budget.bytes);
    if (stat.size > MAX_INPUT_BYTES) return fail(`is ${stat.size} bytes; rgdc reads at most ${MAX_INPUT_BYTES} of a file`);
    if (stat.size > limit) return fail(`is not read: the files the settings name may hold ${MAX_TOTAL_BYTES} bytes in all`);
    const bytes = readAtMost(fd, limit);
    if (!bytes) return fail(`grew past ${limit} bytes while it was read`);
    budget.bytes -= bytes.length;
    if (bytes.includes(0)) return fail('is a binary file, not YAML text');
    const text = bytes.toString('utf8');
    return { file, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  } catch (error) {
    return fail(errnoProblem(error));
  } finally {
    closeSync(fd);
  }
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

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return 'not a file';
}

function errnoProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'does not exist';
  if (code === 'ELOOP') return 'is a symbolic link loop, or was replaced by a link while it was read';
  if (code === 'EACCES' || code === 'EPERM') return 'is not readable (permission denied)';
  return `cannot be read (${code ?? 'error'})`;
}
