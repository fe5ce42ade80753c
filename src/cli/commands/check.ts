/**
 * `rgdc check <file|dir...> [--exclude GLOB]... [--verbose] [--crds PATH]... [--sarif FILE] [--json]`
 */
import { kroOption } from '../kro-option.js';
import { statSync } from 'node:fs';
import type { CheckRunResult } from '../../check/check.js';
import { loadCrds, runCheckGate } from '../check-gate.js';
import { loadYaml } from '../../source/index.js';
import { DEFAULT_TARGET } from '../../targets/profiles.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { EXIT, ExitError, failureExitCode, type ExitCode } from '../exit-codes.js';
import { readInput, writeOutput } from '../io.js';
import { createReporter, plural, type Reporter, type ReportMode } from '../render.js';
import { toSarif } from '../sarif.js';
import { featureGatesOption, targetOption } from '../target-option.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';
import { runVerify, verifyReference, wantsVerify, type VerifyFlags } from '../verify-option.js';
import { componentExitCode } from '../reference-argument.js';
import { compile } from '../../compiler/compile.js';
import type { ComponentReference } from '../../ocm/reference.js';
import type { VerifyResult } from '../../verify/index.js';
import type { TargetProfile } from '../../targets/types.js';
import type { KroFeatureGates } from '../../targets/feature-gates.js';
import { walkRepository } from '../../util/walk-repository.js';
import { isConfigDataDocument } from '../../configdata/document-kind.js';

export interface CheckCommandOptions extends ReportMode, RegistryFlags, VerifyFlags {
  readonly crds?: readonly string[];
  readonly sarif?: string;
  /** Target profile for ConfigData inputs and RGDs without an `rgdc.dev/target` annotation. */
  readonly target?: string;
  /** `--deployer`: the deployer to compile for (`flux`, `argocd`), with `--target`'s OCM controller. */
  readonly deployer?: string;
  /** `--kro-feature-gates`: overrides every RGD's `rgdc.dev/kro-feature-gates`. */
  readonly kroFeatureGates?: string;
  /** `--kro`: the kro release to check for. */
  readonly kro?: string;
  /** `--no-builtin-schemas`: use only `--crds` (commander sets false). */
  readonly builtinSchemas?: boolean;
  /** `--exclude GLOB`: gitignore-style patterns, relative to each folder given, left out of the walk. */
  readonly exclude?: readonly string[];
  /** `--verbose`: one info line per walked file that held nothing to check. */
  readonly verbose?: boolean;
}

/**
 * Runs the command and returns its exit code; a promise only with `--verify` (ConfigData
 * inputs verified against their component versions, read from their stores).
 */
export function runCheck(files: readonly string[], options: CheckCommandOptions): ExitCode | Promise<ExitCode> {
  const reporter = createReporter(options);
  if (files.length === 0) throw new ExitError(EXIT.usage, 'missing argument: at least one RGD or ConfigData file, a folder to walk, or - for standard input');
  const verify = wantsVerify(options);
  const reference = verifyReference(options);
  if (reference && 'code' in reference) {
    return reporter.fail([reference], EXIT.usage);
  }
  const registry = verify ? readRegistryFlags(options, files.includes('-')) : undefined;
  const inputs: { file: string; source: string; walked?: boolean }[] = [];
  for (const [file, walked] of expandFolders(files, options.exclude ?? [])) {
    const input = readInput(file);
    if ('diagnostic' in input) return reporter.fail([input.diagnostic], EXIT.io);
    inputs.push({ file, source: input.text, ...(walked ? { walked } : {}) });
  }
  const crds = loadCrds(options.crds ?? []);
  if ('diagnostic' in crds) return reporter.fail([crds.diagnostic], EXIT.io);
  const fallbackTarget = targetOption(options.target, process.stderr, options.deployer) ?? DEFAULT_TARGET;
  const kro = kroOption(options.kro);
  const featureGates = featureGatesOption(options.kroFeatureGates, kro);
  // The one check publish runs too (../check-gate.ts): same catalog, target, gates, --crds.
  const result = runCheckGate(inputs, {
    ...(crds.resolver ? { crds: crds.resolver } : {}),
    ...(options.builtinSchemas === false ? { builtinSchemas: false } : {}),
    target: fallbackTarget,
    kro,
    ...(featureGates ? { featureGates } : {}),
  });
  const sources = new Map([
    ...inputs.map((i) => [i.file === '-' ? '<stdin>' : i.file, i.source] as const),
    ...result.generated.map((g) => [g.file, g.source] as const),
  ]);
  reporter.protect(sources);
  if (!registry) return report(reporter, options, result, inputs.length, sources, []);
  const configData = inputs.filter((input) => isConfigData(input.source));
  if (configData.length === 0) throw new ExitError(EXIT.usage, '--verify and --component apply to ConfigData inputs, and none was given');
  return verifyAll(configData, fallbackTarget, featureGates, reference as ComponentReference | undefined, options, registry).then((verified) =>
    report(reporter, options, result, inputs.length, sources, verified),
  );
}

/** Compiles and verifies each ConfigData input, one after the other (they may share a registry). */
async function verifyAll(
  inputs: readonly { file: string; source: string }[],
  target: TargetProfile,
  featureGates: KroFeatureGates | undefined,
  reference: ComponentReference | undefined,
  options: CheckCommandOptions,
  registry: ReturnType<typeof readRegistryFlags>,
): Promise<VerifyResult[]> {
  const results: VerifyResult[] = [];
  for (const input of inputs) {
    // check reports the compile diagnostics; a ConfigData that does not compile is not verified.
    const compiled = compile({ file: input.file, source: input.source, selfCheck: false, target, ...(featureGates ? { featureGates } : {}) });
    if (compiled.ok && compiled.graph) results.push(await runVerify(compiled.graph.analysis, compiled.graph.profile, reference, options, registry));
  }
  return results;
}

function report(
  reporter: Reporter,
  options: CheckCommandOptions,
  result: CheckRunResult,
  fileCount: number,
  sources: Map<string, string>,
  verified: readonly VerifyResult[],
): ExitCode {
  const verifyDiagnostics = verified.flatMap((v) => v.diagnostics);
  const skipped = options.verbose ? result.skipped.map((s) => makeDiagnostic('rgd_skipped_file', fileSpan(s.file), '', `skipped: ${s.reason}`)) : [];
  const diagnostics = [...result.diagnostics, ...verifyDiagnostics];
  for (const v of verified) for (const [name, text] of v.sources) sources.set(name, text);
  const ok = result.ok && verified.every((v) => v.ok);
  if (options.sarif !== undefined) {
    // SARIF is uploaded to code scanning: masked like every other report, each finding as
    // a message about its own file (the verified components' files are inputs too). Every
    // file read is an artifact of the run, those without findings included.
    reporter.protect(sources);
    const artifacts = [...sources.keys()].filter((name) => !result.generated.some((g) => g.file === name));
    const failure = writeOutput(options.sarif, `${JSON.stringify(toSarif(reporter.maskDiagnostics([...diagnostics, ...skipped]), artifacts), null, 2)}\n`);
    if (failure) return reporter.fail([...diagnostics, failure], EXIT.io);
  }
  reporter.diagnostics(diagnostics, sources);
  // One line per skipped file (no code frame: there is nothing in it to point at).
  if (reporter.json) reporter.diagnostics(skipped);
  else for (const d of skipped) reporter.log(`${d.file}:${d.line}:${d.column}: info ${d.code}: ${d.message}\n`);
  // A store or registry that could not be read outranks findings (exit 4): the check is incomplete.
  const exitCode = ok ? EXIT.ok : componentExitCode(verifyDiagnostics) === EXIT.unreachable ? EXIT.unreachable : failureExitCode(diagnostics);
  // Errors found are check's answer (exit 1), so they are summed up too; a crash is not.
  const instances = result.instanceCount > 0 ? `, ${plural(result.instanceCount, 'instance')} validated` : '';
  const walked = result.skipped.length > 0 ? ` (${result.skipped.length} skipped)` : '';
  const what = `${plural(result.rgdCount, 'RGD')} checked${instances}${result.rgdCount === fileCount && walked === '' ? '' : ` in ${plural(fileCount, 'file')}${walked}`}${verified.length > 0 ? `, ${plural(verified.length, 'ConfigData')} verified` : ''}`;
  const payload = {
    results: result.results,
    ...(verified.length > 0
      ? { verify: verified.map((v) => ({ component: v.component ?? null, resources: v.resources, ...(v.images ? { images: v.images } : {}) })) }
      : {}),
  };
  reporter.finish(ok, payload, undefined, { maskResult: true, ...(exitCode === EXIT.internal ? {} : { summary: { what, verbatim: true } }) });
  return exitCode;
}

/**
 * The files to read: each argument that names a folder becomes the YAML files under it
 * (`walkRepository`: `.gitignore` files and `--exclude` honoured), marked as walked; any
 * other argument (a file, `-`) stays as it is. A file found twice is read once.
 */
function expandFolders(args: readonly string[], excludes: readonly string[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const arg of args) {
    let folder = false;
    try {
      folder = arg !== '-' && statSync(arg).isDirectory();
    } catch {
      // Not there: readInput reports it as the file it was given as.
    }
    if (!folder) {
      out.set(arg, false);
      continue;
    }
    for (const file of walkRepository(arg, excludes)) if (!out.has(file)) out.set(file, true);
  }
  return out;
}

/** A ConfigData input (check compiles it): a document with `apiVersion: rgdc/v1alpha1`. */
function isConfigData(source: string): boolean {
  return loadYaml('-', source, () => undefined).documents.some((d) => isConfigDataDocument(d.value));
}
