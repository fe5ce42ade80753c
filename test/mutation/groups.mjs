/**
 * The mutation groups of `npm run mutate`: one `test/mutation/<group>.yaml` per group, with
 * the source files StrykerJS mutates (`mutate`), the test files that must kill the mutants
 * (`tests`, vitest globs) and the reviewed survivors (`survivors`: each surviving mutant
 * with `verdict: equivalent` or `verdict: left` and the reason) and the known wrong answers
 * `npm run wrong-answers` puts into the code (`wrongAnswers`: file, find, replace).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const GROUPS_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = join(GROUPS_DIR, '..', '..');

/** @typedef {{ file: string, mutator: string, original: string, replacement: string, verdict: 'equivalent' | 'left', reason: string }} Survivor */
/** @typedef {{ name: string, file: string, find: string, replace: string }} WrongAnswer */
/** @typedef {{ name: string, file: string, description: string, mutate: string[], tests: string[], survivors: Survivor[], wrongAnswers: WrongAnswer[] }} Group */

/** @returns {Group[]} every group, sorted by name */
export function loadGroups() {
  return readdirSync(GROUPS_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => loadGroup(join(GROUPS_DIR, f)));
}

/** @returns {Group} */
function loadGroup(file) {
  const name = basename(file, '.yaml');
  const data = parse(readFileSync(file, 'utf8')) ?? {};
  const problem = (what) => new Error(`test/mutation/${name}.yaml: ${what}`);
  if (typeof data.description !== 'string' || !data.description) throw problem('needs a description');
  for (const key of ['mutate', 'tests']) {
    if (!Array.isArray(data[key]) || data[key].length === 0 || data[key].some((v) => typeof v !== 'string'))
      throw problem(`${key} must be a non-empty list of paths`);
  }
  const survivors = data.survivors ?? [];
  if (!Array.isArray(survivors)) throw problem('survivors must be a list');
  survivors.forEach((s, i) => {
    for (const key of ['file', 'mutator', 'original', 'replacement', 'reason']) {
      if (typeof s?.[key] !== 'string') throw problem(`survivors[${i}].${key} must be a string`);
    }
    if (s.verdict !== 'equivalent' && s.verdict !== 'left') throw problem(`survivors[${i}].verdict must be equivalent or left`);
    if (s.reason.trim().length < 10) throw problem(`survivors[${i}].reason must say why (at least a sentence)`);
  });
  const wrongAnswers = data.wrongAnswers ?? [];
  if (!Array.isArray(wrongAnswers)) throw problem('wrongAnswers must be a list');
  wrongAnswers.forEach((a, i) => {
    for (const key of ['name', 'file', 'find', 'replace']) {
      if (typeof a?.[key] !== 'string') throw problem(`wrongAnswers[${i}].${key} must be a string`);
    }
  });
  return { name, file, description: data.description, mutate: data.mutate, tests: data.tests, survivors, wrongAnswers };
}

/** The key a survivor is matched by: file, mutator and the code before and after (not the line, which moves). */
export function survivorKey(s) {
  const squash = (text) => text.replace(/\s+/g, ' ').trim();
  return `${s.file}\u0000${s.mutator}\u0000${squash(s.original)}\u0000${squash(s.replacement)}`;
}
