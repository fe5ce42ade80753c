/**
 * Runs `rgdc diff OLD NEW [--instances DIR|FILE...] [--component FILE] [--target PROFILE]
 *  [--json] [--sarif FILE]`: will kro take NEW over OLD, and what changes per installation.
 * OLD and NEW are files, `-`, or `git:REV:PATH` (read with `git show REV:PATH` in the
 * current directory's repository). Exit 5 when kro (or the API server) would refuse the
 * update, 1 for invalid input, 3 for unreadable files, 0 otherwise.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { diff } from '../../diff/index.js';
import { diffDiagnostics } from '../../diff/diagnostics.js';
import { renderDiff } from '../../diff/render.js';
import type { PreviewFile } from '../../preview/types.js';
import { EXIT, ExitError, failureExitCode, type ExitCode } from '../exit-codes.js';
import { readInput, writeOutput } from '../io.js';
import { createReporter } from '../render.js';
import { toSarif } from '../sarif.js';
import { targetOption } from '../target-option.js';

export interface DiffCommandOptions {
  readonly instances?: readonly string[];
  readonly component?: string;
  readonly target?: string;
  readonly json?: boolean;
  readonly quiet?: boolean;
  readonly sarif?: string;
}

/** Runs the command and returns its exit code. */
export function runDiff(oldName: string, newName: string, options: DiffCommandOptions): ExitCode {
  const reporter = createReporter({ json: options.json === true, quiet: options.quiet === true });
  const target = targetOption(options.target);
  const instanceFiles = (options.instances ?? []).flatMap(expandInstances);
  const names = [oldName, newName, options.component, ...instanceFiles].filter((n): n is string => n !== undefined);
  if (names.filter((n) => n === '-').length > 1) throw new ExitError(EXIT.usage, 'only one of the inputs can be read from standard input (-)');

  const inputs = [readSide(oldName), readSide(newName), ...(options.component ? [readSide(options.component)] : []), ...instanceFiles.map(readSide)];
  const failures = inputs.filter((i): i is Diagnostic => 'code' in i);
  if (failures.length > 0) {
    reporter.diagnostics(failures);
    reporter.finish(false, null);
    return EXIT.io;
  }
  const [before, after, ...rest] = inputs as PreviewFile[];
  const component = options.component ? rest.shift() : undefined;
  const result = diff({ old: before!, new: after!, ...(target ? { target } : {}), ...(component ? { component } : {}), instances: rest });
  const sources = new Map<string, string>();
  for (const f of [...(inputs as PreviewFile[]), ...result.generated]) sources.set(f.file, f.source);
  reporter.diagnostics(result.diagnostics, sources);
  if (!result.ok) {
    reporter.finish(false, null);
    return failureExitCode(result.diagnostics);
  }
  if (options.sarif !== undefined) {
    const failure = writeOutput(options.sarif, `${JSON.stringify(toSarif(reporter.mask(diffDiagnostics(result, after!.file))), null, 2)}\n`);
    if (failure) {
      reporter.diagnostics([failure]);
      reporter.finish(false, null);
      return EXIT.io;
    }
  }
  const payload = { verdict: result.verdict, changes: result.changes, graph: result.graph, instances: result.instances };
  const verdict = { update: 'kro updates the CRD', skip: 'kro leaves the CRD as it is', refuse: 'kro refuses the update' }[result.verdict?.action ?? 'skip'];
  reporter.finish(true, payload, renderDiff(result), { maskResult: true, summary: { what: `diffed ${oldName} -> ${newName} (${verdict}, ${result.changes.length} schema change${result.changes.length === 1 ? '' : 's'})`, to: 'stdout' } });
  return result.verdict?.action === 'refuse' ? EXIT.breakingChange : EXIT.ok;
}

/** A file, `-`, or `git:REV:PATH`. */
function readSide(name: string): PreviewFile | Diagnostic {
  if (name.startsWith('git:')) return readGit(name);
  const input = readInput(name);
  return 'diagnostic' in input ? input.diagnostic : { file: name === '-' ? '<stdin>' : name, source: input.text };
}

/** `git show REV:PATH` in the current directory's repository. */
function readGit(name: string): PreviewFile | Diagnostic {
  const spec = name.slice('git:'.length);
  const colon = spec.indexOf(':');
  const fail = (message: string) => makeDiagnostic('diff_git_failed', fileSpan(name), '', message);
  if (colon <= 0 || colon === spec.length - 1) return fail(`${name}: expected git:REV:PATH, e.g. git:main:configdata.yaml`);
  // `--end-of-options` keeps a REV that starts with `-` from being read as an option.
  try {
    const source = execFileSync('git', ['show', '--end-of-options', spec], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 * 1024 * 1024 });
    return { file: name, source };
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim().split('\n')[0] ?? '';
    const missing = (error as { code?: string }).code === 'ENOENT';
    return fail(missing ? `${name}: git is not installed or not on PATH` : `${name}: git show ${spec} failed${stderr ? `: ${stderr}` : ''}`);
  }
}

/** Instance files: each FILE as given, each DIR's *.yaml, *.yml and *.json, sorted, recursively. */
function expandInstances(path: string): string[] {
  if (path === '-') return [path];
  let directory = false;
  try {
    directory = statSync(path).isDirectory();
  } catch {
    return [path]; // reading it reports the problem
  }
  return directory ? listFiles(path) : [path];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return /\.(ya?ml|json)$/.test(entry.name) ? [full] : [];
    });
}
