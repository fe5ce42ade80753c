/**
 * The one fixture harness. Every folder `test/fixtures/<suite>/<case>/` is one case (the
 * kro suite nests one level more: `test/fixtures/kro/<family>/<case>/`), and every case has
 * the same two conventions:
 *
 * - **`case.yaml`**, optional: how the case is run (a target, feature gates, the command's
 *   flags) and what it cites. Each suite declares the keys it reads; a key it does not
 *   know fails the case, so a typo cannot silently run a case with the default options.
 * - **`diagnostics.json`**: every diagnostic the run reports, each with every field it
 *   promises (code, severity, file, line, column, end, path, message, hint; see
 *   `golden.ts`). Absent means the run reports none.
 *
 * The case's inputs and other expected files are plain files of the folder, named by the
 * suite. `UPDATE=1 npx vitest run <test file>` writes every expected file; review the diff
 * like code. `docs/contributing.md` says how to add a case.
 *
 * ```ts
 * const cases = listCases<{ target?: string }>('compile', { keys: ['target'], has: 'configdata.yaml' });
 * it.each(cases)('$name', (kase) => {
 *   const result = compile({ ...kase.input('configdata.yaml'), target: kase.config.target });
 *   expectCaseDiagnostics(kase, result.diagnostics, TEST_FILE);
 * });
 * ```
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { expectOptionalGolden, goldenDiagnostics } from './golden.js';

/** The repository root (as `fixtures.ts` has it; computed here so the two modules may import each other). */
const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Where every suite's cases live. */
export const SUITES_DIR = join(REPO_ROOT, 'test/fixtures');

/** The file of a case that says how it runs. */
export const CASE_CONFIG = 'case.yaml';

/** The file of a case that holds its diagnostics. */
export const CASE_DIAGNOSTICS = 'diagnostics.json';

/** One case folder. */
export interface SuiteCase<Config extends object = Record<string, unknown>> {
  readonly suite: string;
  /** The folder's name under the suite (`family/case` in a nested suite). */
  readonly name: string;
  /** The absolute folder. */
  readonly dir: string;
  /** The folder relative to the repository root, as the CLI and golden files name it. */
  readonly rel: string;
  /** `case.yaml`, parsed; `{}` when the case has none. */
  readonly config: Partial<Config>;
  /** Whether the case folder holds `file`. */
  has(file: string): boolean;
  /** The absolute path of `file` in the case folder. */
  path(file: string): string;
  /** The text of `file` in the case folder. */
  read(file: string): string;
  /** `file` as a command reads it: named relative to the repository root, with its text. */
  input(file: string): { file: string; source: string };
}

export interface ListOptions {
  /** The keys `case.yaml` may have; any other fails the case. */
  readonly keys?: readonly string[];
  /** Only folders holding this file are cases (others are shared inputs of the suite). */
  readonly has?: string;
  /** Folder levels below the suite: 1 (`<case>`, the default) or 2 (`<family>/<case>`). */
  readonly depth?: 1 | 2;
}

const posix = (path: string) => path.split('\\').join('/');

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Reads and checks a case's `case.yaml`: a mapping whose keys the suite reads. */
function readConfig(dir: string, name: string, keys: readonly string[] | undefined): Record<string, unknown> {
  const file = join(dir, CASE_CONFIG);
  if (!existsSync(file)) return {};
  const config: unknown = parse(readFileSync(file, 'utf8'));
  if (config === null || typeof config !== 'object' || Array.isArray(config)) throw new Error(`${name}/${CASE_CONFIG} must be a mapping`);
  const unknown = keys === undefined ? [] : Object.keys(config).filter((key) => !keys.includes(key));
  if (unknown.length > 0) throw new Error(`${name}/${CASE_CONFIG}: unknown key ${unknown.join(', ')} (this suite reads: ${keys!.join(', ')})`);
  return config as Record<string, unknown>;
}

/** One case of `suite` by its folder name. */
export function suiteCase<Config extends object = Record<string, unknown>>(suite: string, name: string, options: ListOptions = {}): SuiteCase<Config> {
  const dir = join(SUITES_DIR, suite, name);
  const rel = posix(relative(REPO_ROOT, dir));
  const path = (file: string) => join(dir, file);
  return {
    suite,
    name,
    dir,
    rel,
    config: readConfig(dir, `${suite}/${name}`, options.keys) as Partial<Config>,
    has: (file) => existsSync(path(file)),
    path,
    read: (file) => readFileSync(path(file), 'utf8'),
    input: (file) => ({ file: `${rel}/${file}`, source: readFileSync(path(file), 'utf8') }),
  };
}

/** Every case of `suite`, sorted by name. */
export function listCases<Config extends object = Record<string, unknown>>(suite: string, options: ListOptions = {}): SuiteCase<Config>[] {
  const root = join(SUITES_DIR, suite);
  const names =
    options.depth === 2 ? subfolders(root).flatMap((family) => subfolders(join(root, family)).map((name) => `${family}/${name}`)) : subfolders(root);
  return names.filter((name) => options.has === undefined || existsSync(join(root, name, options.has))).map((name) => suiteCase<Config>(suite, name, options));
}

/**
 * Asserts the case's `diagnostics.json` holds exactly `diagnostics` (absent: none). With
 * `file: false` the file names are left out (a suite whose cases have one input).
 */
export function expectCaseDiagnostics(kase: SuiteCase<object>, diagnostics: readonly Diagnostic[], testFile: string, options: { file?: boolean } = {}): void {
  expectOptionalGolden(kase.path(CASE_DIAGNOSTICS), goldenDiagnostics(diagnostics, options), testFile);
}

/** Asserts the case's `file` holds exactly `actual`; `undefined` means the case must not have the file. */
export function expectCaseFile(kase: SuiteCase<object>, file: string, actual: string | undefined, testFile: string): void {
  expectOptionalGolden(kase.path(file), actual, testFile);
}
