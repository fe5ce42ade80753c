/**
 * `rgdc compile <configdata|-> [-o FILE|DIR] [--target PROFILE] [--kro-feature-gates LIST] [--emit rgd,instance]`
 */
import { DEFAULT_KRO_RELEASE, KRO_RELEASES } from '../../kro/releases/index.js';
import { kroOption } from '../kro-option.js';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../../compiler/compile.js';
import { quoteForMessage } from '../../diagnostics/terminal-text.js';
import { isDns1123Label } from '../../kube/object-meta.js';
import { EMIT_FILE_NAMES, EMIT_KINDS, type EmitKind } from '../../compiler/phases/5-emit/index.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { DEFAULT_TARGET, TARGET_PROFILES } from '../../targets/profiles.js';
import { deployerOf } from '../../deployers/index.js';
import type { TargetProfile } from '../../targets/types.js';
import { EXIT, ExitError, failureExitCode, type ExitCode } from '../exit-codes.js';
import { readInput, writeOutput } from '../io.js';
import { describeFsError } from '../io/fs-errors.js';
import { createReporter, type ReportMode } from '../render.js';
import { featureGatesOption, targetOption } from '../target-option.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';
import { runVerify, verifyReference, wantsVerify, type VerifyFlags } from '../verify-option.js';
import { componentExitCode } from '../reference-argument.js';
import type { ComponentReference } from '../../ocm/reference.js';
import type { CompileResult } from '../../compiler/compile.js';
import type { VerifyResult } from '../../verify/index.js';

export interface CompileCommandOptions extends ReportMode, RegistryFlags, VerifyFlags {
  readonly output?: string;
  readonly target?: string;
  /** `--deployer`: the deployer to compile for (`flux`, `argocd`), with `--target`'s OCM controller. */
  readonly deployer?: string;
  /** `--kro-feature-gates`: kro controller syntax, `CELOmitFunction=true`. */
  readonly kroFeatureGates?: string;
  /** `--kro`: the kro release to compile for. */
  readonly kro?: string;
  readonly emit?: string;
  readonly listTargets?: boolean;
  readonly bootstrapNamespace?: string;
}

/**
 * Runs the command and returns its exit code; a promise only with `--verify` (the
 * component version is read from its store first).
 */
export function runCompile(file: string | undefined, options: CompileCommandOptions): ExitCode | Promise<ExitCode> {
  const reporter = createReporter(options);
  if (options.listTargets) {
    // Every field of every profile; fields a controller lacks are null, not left out.
    const targets = [...TARGET_PROFILES.values()].map((t) => ({
      name: t.name,
      aliases: t.aliases,
      default: t === DEFAULT_TARGET,
      description: t.description,
      // Keyed by the deployer's name (`matches.flux`, `flux: {...}`), as each deployer describes its own release.
      matches: { ocm: t.matches.ocm, [t.deployer.name]: t.matches.deployer },
      ocm: { ...t.ocm, resourceInterval: t.ocm.resourceInterval ?? null, additionalStatusFields: t.ocm.additionalStatusFields ?? null },
      [t.deployer.name]: t.deployer.release,
    }));
    const kroReleases = KRO_RELEASES.map((release) => ({
      name: release.name,
      default: release === DEFAULT_KRO_RELEASE,
      readFrom: release.readFrom,
      sources: release.sources,
      featureGates: release.featureGates,
    }));
    reporter.finish(true, { targets, kroReleases }, `${targetTable([...TARGET_PROFILES.values()])}\n${kroReleaseTable()}`);
    return EXIT.ok;
  }
  if (!file) throw new ExitError(EXIT.usage, 'missing argument: the ConfigData file (or - for standard input)');
  const target = targetOption(options.target, process.stderr, options.deployer) ?? DEFAULT_TARGET;
  const kro = kroOption(options.kro);
  const featureGates = featureGatesOption(options.kroFeatureGates, kro);
  const emitKinds = parseEmit(options.emit);
  const namespace = options.bootstrapNamespace;
  // The bootstrap objects are applied as they are: a namespace the API server refuses
  // (RFC 1123 label: lower-case alphanumerics and '-', at most 63) is a usage error here.
  if (namespace !== undefined && !isDns1123Label(namespace)) {
    throw new ExitError(
      EXIT.usage,
      `--bootstrap-namespace ${quoteForMessage(namespace)} is not a valid namespace: at most 63 lower-case letters, digits and '-', starting and ending with a letter or digit`,
    );
  }

  const toDirectory = options.output !== undefined && options.emit !== undefined && namesDirectory(options.output);
  // The constructor is an OCM file, not a Kubernetes object: a stream that `kubectl apply -f`
  // reads (stdout, or one -o FILE) never carries it next to objects.
  if (!toDirectory && emitKinds.includes('constructor') && emitKinds.length > 1) {
    throw new ExitError(
      EXIT.usage,
      '--emit constructor is not a Kubernetes object and is not mixed into a stream of them: emit it alone, or write every output to a directory with -o DIR/',
    );
  }

  const verify = wantsVerify(options);
  const reference = verifyReference(options);
  if (reference && 'code' in reference) return reporter.fail([reference], EXIT.usage);
  // Read before the input, so a `-` input and --password-stdin are refused before either is read.
  const registry = verify ? readRegistryFlags(options, file === '-') : undefined;

  const input = readInput(file);
  if ('diagnostic' in input) return reporter.fail([input.diagnostic], EXIT.io);
  const result = compile({
    file,
    source: input.text,
    target,
    kro,
    ...(featureGates ? { featureGates } : {}),
    emit: emitKinds,
    ...(options.bootstrapNamespace ? { namespace: options.bootstrapNamespace } : {}),
  });
  const sources = new Map([[file === '-' ? '<stdin>' : file, input.text]]);
  if (!result.ok || !result.output) {
    return reporter.fail(result.diagnostics, failureExitCode(result.diagnostics), sources);
  }
  if (!registry || !result.graph) return writeCompiled(options, reporter, result, sources, emitKinds, toDirectory, target, undefined);
  return runVerify(result.graph.analysis, result.graph.profile, reference as ComponentReference | undefined, options, registry).then((verified) =>
    writeCompiled(options, reporter, result, sources, emitKinds, toDirectory, target, verified),
  );
}

/** Prints the diagnostics (compile's and verify's) and, when there are no errors, writes the outputs. */
function writeCompiled(
  options: CompileCommandOptions,
  reporter: ReturnType<typeof createReporter>,
  result: CompileResult,
  sources: Map<string, string>,
  emitKinds: EmitKind[],
  toDirectory: boolean,
  target: TargetProfile,
  verified: VerifyResult | undefined,
): ExitCode {
  const diagnostics = [...result.diagnostics, ...(verified?.diagnostics ?? [])];
  reporter.diagnostics(diagnostics, new Map([...sources, ...(verified?.sources ?? [])]));
  if (verified && !verified.ok) {
    reporter.finish(false, verifiedPayload(verified));
    return componentExitCode(verified.diagnostics);
  }
  if (!result.output) return EXIT.internal;
  const files = result.output.files;
  const documents = emitKinds.map((kind) => files[kind]!);
  const written: string[] = [];
  if (options.output !== undefined) {
    const targets = toDirectory ? outputsInDirectory(options.output, emitKinds, files) : [[options.output, joinDocuments(documents)] as const];
    if ('diagnostic' in targets) return reporter.fail([targets.diagnostic], EXIT.io);
    for (const [path, text] of targets) {
      const failure = writeOutput(path, text);
      if (failure) return reporter.fail([failure], EXIT.io);
      written.push(path);
    }
  }
  // `compiled podinfo (target ...): 0 errors, 1 warning -> rgd.yaml`; the outputs are named
  // when there are more than the RGD.
  const outputs = emitKinds.length === 1 && emitKinds[0] === 'rgd' ? '' : `${emitKinds.join(', ')}; `;
  const summary = {
    what: `compiled ${String((result.output.rgd.metadata as { name?: unknown } | undefined)?.name)} (${outputs}target ${target.name})`,
    to: written.length > 0 ? written.join(', ') : 'stdout',
  };
  const verifiedNote = verified?.component ? `, verified against ${verified.component.reference}` : '';
  const summaryLine = { ...summary, what: `${summary.what}${verifiedNote}` };
  reporter.finish(
    true,
    { target: target.name, outputs: files, written, ...(verified ? { verify: verifiedPayload(verified) } : {}) },
    options.output === undefined ? joinDocuments(documents) : undefined,
    { summary: summaryLine },
  );
  return EXIT.ok;
}

/** The `--json` payload of a verification: what was verified against, and each resource's outcome. */
function verifiedPayload(verified: VerifyResult): Record<string, unknown> {
  return { component: verified.component ?? null, resources: verified.resources, ...(verified.images ? { images: verified.images } : {}) };
}

/**
 * `--list-targets` as a plain-text table, one profile a row, newest first:
 * name, its deprecated aliases, where the Resource status holds the coordinates, each
 * deployer's own columns (Flux: the OCIRepository API version; `-` in another deployer's
 * rows), and the controller releases it matches. The last column is titled with the
 * deployer (`FLUX`), or `DEPLOYER` when the profiles are of several. `--json` carries every
 * field of every profile.
 */
function targetTable(profiles: readonly TargetProfile[]): string {
  const deployers = [...new Set(profiles.map(deployerOf))];
  const columns = deployers.flatMap((deployer) => deployer.columns.map((column) => ({ deployer, column })));
  const last = deployers.length === 1 ? deployers[0]!.title.toUpperCase() : 'DEPLOYER';
  const header = ['NAME', 'DEPRECATED ALIAS', 'RESOURCE STATUS', ...columns.map(({ column }) => column.title), 'OCM CONTROLLER', last];
  const rows = profiles.map((t) => [
    `${t.name}${t === DEFAULT_TARGET ? ' (default)' : ''}`,
    t.aliases.join(', ') || '-',
    t.ocm.coordinates.registry.replace(/\.registry$/, '.*'),
    ...columns.map(({ deployer, column }) => (deployerOf(t) === deployer ? column.cell(t) : '-')),
    t.matches.ocm,
    t.matches.deployer,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `${cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')}\n`;
  return [header, ...rows].map(line).join('');
}

/** The kro releases `--kro` takes, oldest first, with what each one's rules were read from. */
function kroReleaseTable(): string {
  const rows = KRO_RELEASES.map((release) => [`${release.name}${release === DEFAULT_KRO_RELEASE ? ' (default)' : ''}`, release.readFrom]);
  const width = Math.max('KRO RELEASE'.length, ...rows.map(([name]) => name!.length));
  return [['KRO RELEASE', 'RULES READ FROM'], ...rows].map(([name, from]) => `${name!.padEnd(width)}  ${from}\n`).join('');
}

function parseEmit(value: string | undefined): EmitKind[] {
  if (value === undefined) return ['rgd'];
  const asked = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = asked.filter((k) => !(EMIT_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0 || asked.length === 0) {
    throw new ExitError(EXIT.usage, `--emit takes a comma-separated list of ${EMIT_KINDS.join(', ')}; got "${value}"`);
  }
  // Printed in the documented order, whatever order they were asked in.
  return EMIT_KINDS.filter((k) => asked.includes(k));
}

/**
 * With `--emit`, `-o` names a directory (one `<kind>.yaml` per output) when it ends with `/`
 * or is an existing directory; any other path gets the outputs as one multi-document file,
 * like the stream on stdout.
 */
function namesDirectory(path: string): boolean {
  if (/[\\/]$/.test(path)) return true;
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** With `--emit` and `-o DIR/`, each output goes to `DIR/<kind>.yaml`. */
function outputsInDirectory(
  dir: string,
  kinds: readonly EmitKind[],
  files: Partial<Record<EmitKind, string>>,
): [string, string][] | { diagnostic: Diagnostic } {
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
  } catch (error) {
    return {
      diagnostic: {
        code: 'io_write_failed',
        severity: 'error',
        message: `${dir} is not a writable directory: ${describeFsError(error)}`,
        file: dir,
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
        path: '',
        hint: 'With --emit, -o names a directory.',
      },
    };
  }
  return kinds.map((kind) => [join(dir, EMIT_FILE_NAMES[kind]), files[kind]!]);
}

/** Several YAML files as one stream: each already ends with a newline. */
function joinDocuments(documents: readonly string[]): string {
  return documents.map((d, i) => (i === 0 ? d : `---\n${d}`)).join('');
}
