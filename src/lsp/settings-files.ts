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
 * - Only regular files are read, as the OCI cache and CTF folders read theirs
 *   (`readRegularFile` of `src/util/contained-file.ts`: `O_NONBLOCK | O_NOFOLLOW` and
 *   `fstat` of the open fd, so a FIFO, `/dev/zero`, a socket or a directory is refused at
 *   once), with the size limit of `rgdc check` enforced while reading.
 * - A message quotes the setting's path only escaped and cut to a short prefix.
 */
import { lstatSync, readdirSync, realpathSync, type Dirent, type Stats } from 'node:fs';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { MAX_INPUT_BYTES } from '../source/limits.js';
import { quoteDataName, readContainedFile, readRegularFile, type ContainedFileResult } from '../util/contained-file.js';

/** Files read from one `crds` folder at most. */
export const MAX_FOLDER_FILES = 1000;
/** Bytes read for all the files the settings name, together. */
export const MAX_TOTAL_BYTES = 4 * MAX_INPUT_BYTES;

const MAX_FOLDER_DEPTH = 32;

/** The text of one file, or why it was not read. */
export type SettingsFile = { readonly file: string; readonly text: string } | { readonly file: string; readonly problem: string };

/** A byte budget shared by the reads of one settings change. */
export interface ReadBudget {
  bytes: number;
}

/** A path or name from the settings as a message shows it: JSON-quoted, escaped, at most 80 characters. */
export const quotePath = quoteDataName;

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
  if (!stat.isDirectory()) return [readOne((maxBytes) => readRegularFile(named.real, { maxBytes }), shown, budget, path)];
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
    if (!isAbsolute(path) && !inside(real, realpathSync(base)))
      return { problem: 'leaves the workspace folder (through `..` or a symbolic link); name it by its absolute path to use it' };
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
  let entries: Dirent[];
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
    // Named relative to the folder: a link (anywhere on the way) that leaves it is refused.
    const relative = full.slice(top.length + 1);
    out.push(readOne((maxBytes) => readContainedFile(top, relative, { maxBytes }), `${shown}: ${quotePath(relative)}`, budget, full));
  }
}

/** One file, read by `read` (regular, bounded), as text within the budget. */
function readOne(read: (maxBytes: number) => ContainedFileResult, shown: string, budget: ReadBudget, file = shown): SettingsFile {
  const limit = Math.min(MAX_INPUT_BYTES, budget.bytes);
  const result = read(limit);
  if (!result.ok) {
    const overBudget = result.problem === 'too-large' && limit < MAX_INPUT_BYTES;
    return { file, problem: `${shown} ${overBudget ? `is not read: the files the settings name may hold ${MAX_TOTAL_BYTES} bytes in all` : result.reason}` };
  }
  budget.bytes -= result.bytes.length;
  if (result.bytes.includes(0)) return { file, problem: `${shown} is a binary file, not YAML text` };
  const text = result.bytes.toString('utf8');
  return { file, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

function errnoProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'does not exist';
  if (code === 'ELOOP') return 'is a symbolic link loop, or was replaced by a link while it was read';
  if (code === 'EACCES' || code === 'EPERM') return 'is not readable (permission denied)';
  return `cannot be read (${code ?? 'error'})`;
}
