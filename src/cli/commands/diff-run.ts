/**
 * Runs `rgdc diff OLD NEW [--instances DIR|FILE...] [--component FILE] [--target PROFILE]
 *  [--kro RELEASE] [--kro-feature-gates LIST] [--json] [--sarif FILE]`: will kro take NEW over OLD, and what changes per installation.
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
import { unpackInstanceList } from '../../diff/instance-list.js';
import { quoteForMessage } from '../../diagnostics/terminal-text.js';
import { renderDiff } from '../../diff/render.js';
import type { PreviewFile } from '../../preview/types.js';
import { EXIT, ExitError, failureExitCode, type ExitCode } from '../exit-codes.js';
import { readInput, writeOutput } from '../io.js';
import { createReporter } from '../render.js';
import { toSarif } from '../sarif.js';
import { featureGatesOption, targetOption } from '../target-option.js';
import { kroOption } from '../kro-option.js';

export interface DiffCommandOptions {
  readonly instances?: readonly string[];
  readonly component?: string;
  readonly target?: string;
  /** `--deployer`: the deployer to compile for (`flux`, `argocd`), with `--target`'s OCM controller. */
  readonly deployer?: string;
  readonly json?: boolean;
  readonly quiet?: boolean;
  readonly sarif?: string;
  /** `--strict`: the same as `--fail-on unknown`. */
  readonly strict?: boolean;
  /** `--fail-on LIST`: what fails the run besides a refused update; `unknown`: an instance not compared. */
  readonly failOn?: string;
  /** `--kro`: the kro release on the cluster (its CRD-compatibility rules). */
  readonly kro?: string;
  /** `--kro-feature-gates`: the kro controller's gates, checked against `--kro` (`ConservativeCRDComparison` changes the comparison). */
  readonly kroFeatureGates?: string;
}

/** The values `--fail-on` takes. */
const FAIL_ON = ['unknown'] as const;

/** Runs the command and returns its exit code. */
export function runDiff(oldName: string, newName: string, options: DiffCommandOptions): ExitCode {
  const reporter = createReporter({ json: options.json === true, quiet: options.quiet === true });
  const target = targetOption(options.target, process.stderr, options.deployer);
  const kro = kroOption(options.kro);
  const featureGates = featureGatesOption(options.kroFeatureGates, kro);
  const failOnUnknown = options.strict === true || failOnOption(options.failOn).has('unknown');
  const instanceFiles = (options.instances ?? []).flatMap(expandInstances);
  const names = [oldName, newName, options.component, ...instanceFiles].filter((n): n is string => n !== undefined);
  if (names.filter((n) => n === '-').length > 1) throw new ExitError(EXIT.usage, 'only one of the inputs can be read from standard input (-)');

  const inputs = [readSide(oldName), readSide(newName), ...(options.component ? [readSide(options.component)] : []), ...instanceFiles.map(readSide)];
  const failures = inputs.filter((i): i is Diagnostic => 'code' in i);
  if (failures.length > 0) {
    return reporter.fail(failures, EXIT.io);
  }
  const [before, after, ...rest] = inputs as PreviewFile[];
  const component = options.component ? rest.shift() : undefined;
  // A `kind: List` (`kubectl get KIND -A -o yaml`) is one instance per item.
  const instances = rest.flatMap(unpackInstanceList);
  const computed = diff({
    old: before!,
    new: after!,
    ...(target ? { target } : {}),
    ...(component ? { component } : {}),
    instances,
    kro,
    ...(featureGates ? { featureGates } : {}),
  });
  // --strict / --fail-on unknown: an instance not compared is an error (exit 1), not a warning.
  const result = failOnUnknown
    ? { ...computed, diagnostics: computed.diagnostics.map((d) => (d.code === 'diff_instance_not_compared' ? { ...d, severity: 'error' as const } : d)) }
    : computed;
  const sources = new Map<string, string>();
  for (const f of [...(inputs as PreviewFile[]), ...result.generated]) sources.set(f.file, f.source);
  reporter.diagnostics(result.diagnostics, sources);
  if (!result.ok) {
    reporter.finish(false, null);
    return failureExitCode(result.diagnostics);
  }
  if (options.sarif !== undefined) {
    const failure = writeOutput(options.sarif, `${JSON.stringify(toSarif(reporter.maskDiagnostics(diffDiagnostics(result, after!.file))), null, 2)}\n`);
    if (failure) {
      return reporter.fail([failure], EXIT.io);
    }
  }
  const payload = { verdict: result.verdict, changes: result.changes, graph: result.graph, instances: result.instances };
  const verdict = { update: 'kro updates the CRD', skip: 'kro leaves the CRD as it is', refuse: 'kro refuses the update' }[result.verdict?.action ?? 'skip'];
  const unknown = result.instances.filter((i) => i.verdict === 'not-compared').length;
  const notCompared = unknown > 0 ? `, ${unknown} instance${unknown === 1 ? '' : 's'} not compared` : '';
  reporter.finish(!(failOnUnknown && unknown > 0), payload, renderDiff(result), {
    maskResult: true,
    summary: {
      what: `diffed ${oldName} -> ${newName} (${verdict}, ${result.changes.length} schema change${result.changes.length === 1 ? '' : 's'}${notCompared})`,
      to: 'stdout',
    },
  });
  // An instance whose effect is unknown fails a strict run as an input error: the gate cannot say "no change".
  if (failOnUnknown && unknown > 0) return EXIT.inputErrors;
  return result.verdict?.action === 'refuse' ? EXIT.breakingChange : EXIT.ok;
}

/** The names `--fail-on` lists (comma-separated); anything else is a usage error. */
function failOnOption(text: string | undefined): Set<string> {
  if (text === undefined) return new Set();
  const names = text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const unknown = names.filter((n) => !(FAIL_ON as readonly string[]).includes(n));
  if (names.length === 0 || unknown.length > 0)
    throw new ExitError(EXIT.usage, `--fail-on ${quoteForMessage(text)}: expected ${FAIL_ON.join(', ')} (an instance diff could not compare)`);
  return new Set(names);
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
    const source = execFileSync('git', ['show', '--end-of-options', spec], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 16 * 1024 * 1024,
    });
    return { file: name, source };
  } catch (error) {
    const stderr =
      String((error as { stderr?: unknown }).stderr ?? '')
        .trim()
        .split('\n')[0] ?? '';
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
