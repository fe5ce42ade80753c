/**
 * The mutation fuzzer of the adversarial campaign, as part of the suite: real inputs of
 * every command are mutated at the text level (hostile tokens inserted, lines deleted,
 * duplicated or replaced, text cut short) and each command runs with `--json`. Every run
 * must end in an exit code of the contract (0-5; 70 is a bug), print exactly one JSON
 * object whose `ok` agrees with the exit code, report no internal error, point every
 * diagnostic inside the file it names, write no stack trace, and end in bounded time.
 *
 * In process (fast, many runs) and, for a sample, through the built binary. The seed is
 * fixed; `FUZZ_RUNS=n` runs n mutations per command instead of the default.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ExitError } from '../../src/cli/exit-codes.js';
import { corpusDir, repoRoot } from '../support/corpus.js';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const SEED = 20261201;
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const BINARY_RUNS = Math.max(2, Math.round(RUNS / 10));
/** A run taking longer than this is a hang, not slowness (speed is `npm run bench`'s job). */
const HANG_MS = 15_000;

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const corpus = (path: string) => relative(repoRoot, join(corpusDir, path));

/** Hostile text: YAML structure, aliases, kro and spiff syntax, line breaks Go reads, controls. */
const TOKENS = [
  '${',
  '}',
  '${x}',
  '${"  ${x}',
  '&a [*a]',
  '*a',
  '*undefined',
  '<<: *a',
  'k: &a [*a, *a]',
  '\u2028',
  '\u2029',
  '\u0085',
  '\x1b[31m',
  '\x07',
  '\u0000',
  '\t',
  ': ',
  '- ',
  '[',
  ']',
  '{',
  '"',
  "'",
  '#',
  '---\n',
  '...\n',
  '!!binary ',
  '!!str ',
  '!custom ',
  '9007199254740993',
  '1e400',
  '-.inf',
  '0x1F',
  '~',
  'null',
  '? ',
  '|',
  '>-',
  '%YAML 1.1\n',
  'a'.repeat(300),
  '\ufeff',
  '\ud800',
  'password: hunter2',
  '(( replicas ))',
  '((',
  ' ))',
  'schema.spec.',
  'ñ',
  '𝔘',
  '\r\n',
  '\\',
  '@',
  '&',
  '%',
];

type Mutation = { op: 'insert' | 'delete' | 'duplicate' | 'replace' | 'truncate'; at: number; token: number; length: number };

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('insert', 'insert', 'delete', 'duplicate', 'replace', 'truncate'),
  at: fc.nat(),
  token: fc.nat(TOKENS.length - 1),
  length: fc.integer({ min: 1, max: 40 }),
});

function applyMutation(text: string, m: Mutation): string {
  const at = text.length === 0 ? 0 : m.at % (text.length + 1);
  const token = TOKENS[m.token]!;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
  switch (m.op) {
    case 'insert':
      return text.slice(0, at) + token + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.length);
    case 'duplicate':
      return `${text.slice(0, lineEnd)}\n${text.slice(lineStart, lineEnd)}${text.slice(lineEnd)}`;
    case 'replace':
      return text.slice(0, lineStart) + token + text.slice(lineEnd);
    case 'truncate':
      return text.slice(0, at);
  }
}

interface Command {
  name: string;
  /** The input files; the fuzzer mutates one of them per run. */
  files: Record<string, string>;
  args(paths: Record<string, string>): string[];
}

const COMMANDS: Command[] = [
  {
    name: 'compile',
    files: { cd: 'test/fixtures/compile/helm-configured/configdata.yaml' },
    args: (p) => ['compile', p.cd!, '--emit', 'rgd,instance,bootstrap,schema'],
  },
  { name: 'compile kustomize', files: { cd: 'test/fixtures/compile/kustomize-configured/configdata.yaml' }, args: (p) => ['compile', p.cd!] },
  { name: 'check', files: { rgd: 'test/fixtures/compile/helm-configured/rgd.yaml' }, args: (p) => ['check', p.rgd!] },
  { name: 'check kro example', files: { rgd: corpus('kro/examples/kubernetes/webapp/rg.yaml') }, args: (p) => ['check', p.rgd!] },
  { name: 'graph', files: { rgd: 'test/fixtures/compile/complicated/rgd.yaml' }, args: (p) => ['graph', p.rgd!] },
  {
    name: 'preview',
    files: {
      cd: 'test/fixtures/compile/helm-configured/configdata.yaml',
      instance: 'test/fixtures/compile/helm-configured/instance.yaml',
      component: 'test/fixtures/preview/helm-configured/component.yaml',
    },
    args: (p) => [
      'preview',
      p.cd!,
      '--instance',
      p.instance!,
      '--component',
      p.component!,
      '--explain',
      '--status',
      'helmRelease.status.conditions=[{type: Ready, status: "False"}]',
    ],
  },
  {
    name: 'localize',
    files: {
      input: 'test/fixtures/localize/helm-values/input.yaml',
      cd: 'test/fixtures/localize/helm-values/configdata.yaml',
      values: 'test/fixtures/localize/helm-values/values.yaml',
    },
    args: (p) => ['localize', p.input!, '--config-data', p.cd!, '--values', p.values!],
  },
  {
    name: 'import',
    files: { v1: corpus('ocm/ocm-controller/e2e/testdata/testOCMController/podinfo/backend/config.yaml') },
    args: (p) => ['import', p.v1!, '--component', 'acme.org/podinfo@1.0.0', '--repository', 'ghcr.io/acme/ocm', '--helm-chart', 'chart'],
  },
  { name: 'schema instance', files: { cd: 'test/fixtures/compile/helm-configured/configdata.yaml' }, args: (p) => ['schema', 'instance', p.cd!] },
];

const scratch = mkdtempSync(join(tmpdir(), 'rgdc-fuzz-'));
const exitCodes = new Map<number, number>();
let runs = 0;
let slowest = 0;

/** Writes the command's inputs, one of them mutated, into a fresh folder; returns their paths and texts. */
function materialize(command: Command, which: number, mutations: Mutation[], run: number): { paths: Record<string, string>; texts: Record<string, string> } {
  const keys = Object.keys(command.files);
  const target = keys[which % keys.length]!;
  const paths: Record<string, string> = {};
  const texts: Record<string, string> = {};
  for (const key of keys) {
    let text = read(command.files[key]!);
    if (key === target) for (const m of mutations) text = applyMutation(text, m);
    const path = join(scratch, `${command.name.replace(/\W/g, '-')}-${run}-${key}.yaml`);
    writeFileSync(path, text);
    paths[key] = path;
    texts[path] = text;
  }
  return { paths, texts };
}

interface Envelope {
  ok: boolean;
  diagnostics: { code: string; file: string; line: number; column: number }[];
  result: unknown;
}

/** The contract every run must keep, whatever the input. */
function assertContract(code: number, stdout: string, stderr: string, texts: Record<string, string>, label: string): void {
  exitCodes.set(code, (exitCodes.get(code) ?? 0) + 1);
  expect([0, 1, 2, 3, 4, 5], `${label}: exit ${code}\n${stderr}`).toContain(code);
  expect(stderr, label).not.toMatch(STACK_TRACE);
  const envelope = JSON.parse(stdout) as Envelope;
  expect(Object.keys(envelope).sort(), label).toEqual(['diagnostics', 'ok', 'result']);
  expect(envelope.ok, label).toBe(code === 0);
  for (const d of envelope.diagnostics) {
    expect(d.code, `${label}: ${JSON.stringify(d)}`).not.toBe('internal_error');
    const text = texts[d.file];
    if (text === undefined) continue; // a generated file (the compiled RGD) or the command line
    const lines = text.split('\n');
    expect(d.line, `${label}: ${JSON.stringify(d)}`).toBeGreaterThanOrEqual(1);
    expect(d.line, `${label}: ${JSON.stringify(d)}`).toBeLessThanOrEqual(lines.length);
    expect(d.column, `${label}: ${JSON.stringify(d)}`).toBeGreaterThanOrEqual(1);
    expect(d.column, `${label}: ${JSON.stringify(d)}`).toBeLessThanOrEqual(lines[d.line - 1]!.length + 1);
  }
}

/** Runs a command function in this process as main.ts would, capturing its output. */
async function runInProcess(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const [name, ...rest] = args;
    const flags = parseFlags(rest);
    let code: number;
    try {
      code = await dispatch(name!, flags.positional, flags.options);
    } catch (error) {
      if (!(error instanceof ExitError)) throw error;
      code = error.exitCode;
      stdout += JSON.stringify({ ok: false, diagnostics: [], result: null });
    }
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

function parseFlags(args: string[]): { positional: string[]; options: Record<string, unknown> } {
  const positional: string[] = [];
  const options: Record<string, unknown> = { json: true };
  const repeatable = new Set(['status', 'external', 'crds', 'image']);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const key = arg.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (key === 'explain' || key === 'json') {
      options[key] = true;
      continue;
    }
    const value = args[++i]!;
    options[key] = repeatable.has(key) ? [...((options[key] as string[]) ?? []), value] : value;
  }
  return { positional, options };
}

async function dispatch(name: string, positional: string[], options: Record<string, unknown>): Promise<number> {
  switch (name) {
    case 'compile':
      return (await import('../../src/cli/commands/compile.js')).runCompile(positional[0], options);
    case 'check':
      return (await import('../../src/cli/commands/check.js')).runCheck(positional, options);
    case 'graph':
      return (await import('../../src/cli/commands/graph.js')).runGraph(positional[0], options);
    case 'preview':
      return (await import('../../src/cli/commands/preview.js')).runPreview(positional[0], options);
    case 'localize':
      return (await import('../../src/cli/commands/localize.js')).runLocalize(positional[0], options);
    case 'import':
      return (await import('../../src/cli/commands/import.js')).runImport(positional[0], options);
    case 'schema':
      return (await import('../../src/cli/commands/schema.js')).runSchema(positional[0]!, positional[1], options);
    default:
      throw new Error(`fuzz: unknown command ${name}`);
  }
}

const runArb = fc.record({ which: fc.nat(), mutations: fc.array(mutationArb, { minLength: 1, maxLength: 4 }) });

afterAll(() => {
  const codes = [...exitCodes]
    .sort(([a], [b]) => a - b)
    .map(([c, n]) => `exit ${c}: ${n}`)
    .join(', ');
  process.stdout.write(
    `\nfuzz: ${runs} runs over ${COMMANDS.length} commands (seed ${SEED}, ${RUNS} per command in process, ${BINARY_RUNS} through the binary); ${codes}; slowest ${slowest} ms\n`,
  );
});

describe('mutation fuzzer (in process)', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s', async (_name, command) => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(runArb, async ({ which, mutations }) => {
        const { paths, texts } = materialize(command, which, mutations, run++);
        const started = Date.now();
        const result = await runInProcess([...command.args(paths), '--json']);
        const took = Date.now() - started;
        slowest = Math.max(slowest, took);
        runs++;
        expect(took, 'a run this long is a hang').toBeLessThan(HANG_MS);
        assertContract(result.code, result.stdout, result.stderr, texts, `${command.name} ${JSON.stringify(mutations)}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('mutation fuzzer (built binary)', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s', (_name, command) => {
    let run = 1_000_000;
    fc.assert(
      fc.property(runArb, ({ which, mutations }) => {
        const { paths, texts } = materialize(command, which, mutations, run++);
        const result = rgdc([...command.args(paths), '--json'], undefined, { env: { RGDC_DEBUG: '' } });
        runs++;
        expect(result.code, 'the process ended by a signal or timeout').not.toBeNull();
        assertContract(result.code!, result.stdout, result.stderr, texts, `${command.name} (binary) ${JSON.stringify(mutations)}`);
      }),
      { seed: SEED + 1, numRuns: BINARY_RUNS, endOnFailure: true },
    );
  });
});
