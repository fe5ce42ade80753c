/**
 * `compile`: ConfigData text in, kro RGD (and optional extras) out. Only orchestrates the
 * phases; each phase reports through the same sink and hands the next a typed value.
 */
import { createCollector, sortDiagnostics, type Diagnostic, type DiagnosticCollector } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { deployerOf } from '../deployers/index.js';
import { DEFAULT_TARGET, resolveTarget } from '../targets/profiles.js';
import type { KroRelease } from '../kro/releases/index.js';
import type { TargetProfile } from '../targets/types.js';
import { DEFAULT_FEATURE_GATES, type KroFeatureGates } from '../targets/feature-gates.js';
import { RGDC_VERSION } from '../version.js';
import { selfCheck } from './self-check.js';
import { loadConfigData } from './phases/1-load/index.js';
import { validateConfigData } from './phases/2-validate/index.js';
import { analyzeConfigData } from './phases/3-analyze/index.js';
import { buildGraph, type ResourceGraph } from './phases/4-graph/index.js';
import { emit, type EmitKind, type EmitResult } from './phases/5-emit/index.js';

export interface CompileOptions {
  /** The file name shown in diagnostics and in the output header (`-` for stdin). */
  readonly file: string;
  /** The ConfigData YAML text. */
  readonly source: string;
  /** Target profile; defaults to the newest. */
  readonly target?: TargetProfile;
  /** Outputs to render; defaults to the RGD alone. */
  readonly emit?: readonly EmitKind[];
  /** Namespace of the namespaced bootstrap objects (`--emit bootstrap`); default `default`. */
  readonly namespace?: string;
  /**
   * The kro controller's feature gates the RGD is for (default: kro's, all off). With
   * `CELOmitFunction` on, installation settings left unset are removed with `omit()`.
   */
  readonly featureGates?: KroFeatureGates;
  /**
   * The kro release the RGD is for (`--kro`; default `DEFAULT_KRO_RELEASE`). The RGD is
   * checked for every release rgdc models either way; one that needs a release newer than
   * this one is an error.
   */
  readonly kro?: KroRelease;
  /** Run `check` on the generated RGD (default true; `check` itself turns it off). */
  readonly selfCheck?: boolean;
}

export interface CompileResult {
  /** False when any error was reported; `output` is then absent. */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly output?: EmitResult;
  readonly graph?: ResourceGraph;
}

/**
 * Compiles one ConfigData document. Never throws for bad input: every problem is a
 * diagnostic.
 *
 * @example
 * const result = compile({ file: 'configdata.yaml', source: text });
 * if (result.ok) process.stdout.write(result.output!.files.rgd!);
 */
export function compile(options: CompileOptions): CompileResult {
  const sink = createCollector();
  try {
    return runPhases(options, sink);
  } catch (error) {
    // A bug, not bad input: surface it as data so callers and the CLI (exit 70) decide.
    sink.report(internalError(options.file, error));
    return { ok: false, diagnostics: sortDiagnostics(sink.diagnostics) };
  }
}

function runPhases(options: CompileOptions, sink: DiagnosticCollector): CompileResult {
  const done = (extra: Partial<CompileResult> = {}): CompileResult => ({
    ok: !sink.hasErrors(),
    diagnostics: sortDiagnostics(sink.diagnostics),
    ...extra,
  });
  const document = loadConfigData(options.file, options.source, sink.report);
  if (!document) return done();
  const validated = validateConfigData(document, sink.report);
  if (!validated) return done();
  const target = options.target ?? DEFAULT_TARGET;
  const analysis = analyzeConfigData(validated, sink.report, deployerOf(target));
  if (!analysis) return done();
  const featureGates = options.featureGates ?? DEFAULT_FEATURE_GATES;
  const graph = buildGraph(analysis, target, featureGates, sink.report);
  if (!graph) return done();
  const emitOptions = {
    source: options.file === '-' ? '<stdin>' : options.file,
    version: RGDC_VERSION,
    emit: options.emit ?? ['rgd'],
    ...(options.namespace ? { namespace: options.namespace } : {}),
  };
  let output = emit(graph, emitOptions);
  if (options.selfCheck !== false && output.files.rgd !== undefined) {
    const { minKro } = selfCheck(options.file, output.rgd as Record<string, unknown>, sink.report, featureGates, options.kro);
    // Rare: only an RGD that the oldest kro refuses is emitted again, to name the release it needs.
    if (minKro) output = emit(graph, { ...emitOptions, minKro: minKro.name });
  }
  if (sink.hasErrors()) return done();
  return done({ output, graph });
}

/**
 * Looks up a target profile by name: its current name or a deprecated alias (use
 * `resolveTarget` to learn which it was and warn).
 */
export function findTarget(name: string): TargetProfile | undefined {
  return resolveTarget(name)?.profile;
}
