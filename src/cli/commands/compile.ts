/**
 * `rgdc compile <configdata|-> [-o FILE|DIR] [--target PROFILE] [--emit rgd,instance]`
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compile, findTarget } from '../../compiler/compile.js';
import { EMIT_KINDS, type EmitKind } from '../../compiler/phases/5-emit/index.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { lastInternalStack } from '../../diagnostics/internal-error.js';
import { DEFAULT_TARGET, TARGET_PROFILES } from '../../targets/profiles.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { readInput, writeAtomic } from '../io.js';
import { createReporter } from '../render.js';

export interface CompileCommandOptions {
  readonly output?: string;
  readonly target?: string;
  readonly emit?: string;
  readonly json?: boolean;
  readonly listTargets?: boolean;
}

/** Runs the command and returns its exit code. */
export function runCompile(file: string | undefined, options: CompileCommandOptions): ExitCode {
  const reporter = createReporter(options.json === true);
  if (options.listTargets) {
    const targets = [...TARGET_PROFILES.values()].map((t) => ({ name: t.name, default: t === DEFAULT_TARGET, description: t.description }));
    reporter.finish(true, { targets }, targets.map((t) => `${t.name}${t.default ? ' (default)' : ''}\t${t.description}\n`).join(''));
    return EXIT.ok;
  }
  if (!file) throw new ExitError(EXIT.usage, 'missing argument: the ConfigData file (or - for standard input)');
  const target = options.target === undefined ? DEFAULT_TARGET : findTarget(options.target);
  if (!target) throw new ExitError(EXIT.usage, `unknown target "${options.target}"; known: ${[...TARGET_PROFILES.keys()].join(', ')}`);
  const emitKinds = parseEmit(options.emit);

  const input = readInput(file);
  if ('diagnostic' in input) return failWith(reporter, [input.diagnostic], EXIT.io);
  const result = compile({ file, source: input.text, target, emit: emitKinds });
  reporter.diagnostics(result.diagnostics, new Map([[file === '-' ? '<stdin>' : file, input.text]]));
  if (!result.ok || !result.output) {
    reporter.finish(false, null);
    if (result.diagnostics.some((d) => d.code === 'internal_error')) {
      const stack = lastInternalStack();
      if (process.env.RGDC_DEBUG === '1' && stack) process.stderr.write(`${stack}\n`);
      return EXIT.internal;
    }
    return EXIT.inputErrors;
  }
  const files = result.output.files;
  const documents = emitKinds.map((kind) => files[kind]!);
  const written: string[] = [];
  if (options.output !== undefined) {
    const targets = options.emit === undefined ? [[options.output, documents[0]!] as const] : outputsInDirectory(options.output, emitKinds, files);
    if ('diagnostic' in targets) return failWith(reporter, [targets.diagnostic], EXIT.io);
    for (const [path, text] of targets) {
      const failure = writeAtomic(path, text);
      if (failure) return failWith(reporter, [failure], EXIT.io);
      written.push(path);
    }
  }
  reporter.finish(true, { target: target.name, outputs: files, written }, options.output === undefined ? joinDocuments(documents) : undefined);
  return EXIT.ok;
}

function parseEmit(value: string | undefined): EmitKind[] {
  if (value === undefined) return ['rgd'];
  const asked = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = asked.filter((k) => !(EMIT_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0 || asked.length === 0) {
    throw new ExitError(EXIT.usage, `--emit takes a comma-separated list of ${EMIT_KINDS.join(', ')}; got "${value}"`);
  }
  // Printed in the documented order, whatever order they were asked in.
  return EMIT_KINDS.filter((k) => asked.includes(k));
}

/** With `--emit`, `-o` names a directory that receives `<kind>.yaml` per output. */
function outputsInDirectory(dir: string, kinds: readonly EmitKind[], files: Partial<Record<EmitKind, string>>): [string, string][] | { diagnostic: Diagnostic } {
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
  } catch (error) {
    return { diagnostic: { code: 'io_write_failed', severity: 'error', message: `${dir} is not a writable directory (${(error as Error).message})`, file: dir, line: 1, column: 1, endLine: 1, endColumn: 1, path: '', hint: 'With --emit, -o names a directory.' } };
  }
  return kinds.map((kind) => [join(dir, `${kind}.yaml`), files[kind]!]);
}

/** Several YAML files as one stream: each already ends with a newline. */
function joinDocuments(documents: readonly string[]): string {
  return documents.map((d, i) => (i === 0 ? d : `---\n${d}`)).join('');
}

function failWith(reporter: ReturnType<typeof createReporter>, diagnostics: Diagnostic[], code: ExitCode): ExitCode {
  reporter.diagnostics(diagnostics);
  reporter.finish(false, null);
  return code;
}
