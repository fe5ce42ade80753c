/**
 * Compile checks its own output the way `rgdc check` checks any RGD (DESIGN section 4):
 * a generated RGD that kro would reject is an rgdc bug, reported as `internal_error`
 * rather than handed to a cluster. It is checked for every kro release rgdc models
 * (`src/kro/releases/`): an RGD that only newer releases accept names the oldest of them
 * in `rgdc.dev/min-kro`, and says why.
 */
import { checkDocumentPhases } from '../kro/document.js';
import type { SharedParse } from '../kro/expressions/index.js';
import { parseExpression } from '../cel/inspector.js';
import { createCollector, type Diagnostic } from '../diagnostics/diagnostic.js';
import { createTemplateValidator } from '../kube/openapi-validator.js';
import { documentFromValue } from '../source/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { DEFAULT_FEATURE_GATES, type KroFeatureGates } from '../targets/feature-gates.js';
import { DEFAULT_KRO_RELEASE, KRO_RELEASES, type KroRelease, OLDEST_KRO_RELEASE } from '../kro/releases/index.js';

/** What the self-check found out about the kro releases the RGD needs. */
export interface SelfCheckResult {
  /** The oldest release that accepts the RGD, when that is not the oldest rgdc supports. */
  readonly minKro?: KroRelease;
}

/**
 * The CEL of the generated RGD parsed once for every release: a release's scanner decides
 * which texts are expressions, and the same text parses to the same AST whichever release
 * asked (each is a third of the self-check's time otherwise, docs/performance.md).
 */
function parseOnce(): SharedParse {
  const asts = new Map<string, unknown>();
  return (_site, expression) => {
    if (asts.has(expression)) return asts.get(expression);
    const parsed = parseExpression(expression);
    const ast = 'ast' in parsed ? parsed.ast : undefined;
    asts.set(expression, ast);
    return ast;
  };
}

/** The errors one release's rules find in the generated RGD. */
function errorsFor(rgd: Record<string, unknown>, featureGates: KroFeatureGates, release: KroRelease, parsed: SharedParse): Diagnostic[] {
  // Every rule that depends on what users write (SimpleSchema from their JSON Schema, CEL
  // syntax and references, ids, graph) runs here. Template fields and CEL types come from
  // profile data and fixed node builders, are validated against the real CRDs by the test
  // suite, and checking them here would cost more than the whole compile
  // (docs/performance.md); `rgdc check` on the output runs them on demand.
  const sink = createCollector();
  // documentFromValue builds the RGD's YAML Document (tens of MB at 4,000 resources) only if a
  // diagnostic asks for a span.
  checkDocumentPhases(
    documentFromValue('<generated RGD>', rgd),
    undefined,
    () => createTemplateValidator(),
    sink.report,
    undefined,
    featureGates,
    release,
    parsed,
  );
  return sink.diagnostics.filter((d) => d.severity === 'error');
}

function reportBug(file: string, release: KroRelease, errors: readonly Diagnostic[], report: DiagnosticSink): void {
  for (const d of errors)
    report(internalError(file, new Error(`the generated RGD fails check for kro ${release.name} at ${d.path || 'its root'}: ${d.code}: ${d.message}`)));
}

/**
 * Checks the generated RGD (as data) for every kro release; every error found is reported
 * against `file`. `kro` is the release compiled for (`--kro`): one that refuses the RGD
 * while a newer one accepts it gets `configdata_needs_newer_kro` as an error; otherwise,
 * when the oldest release refuses it, as a warning.
 */
export function selfCheck(
  file: string,
  rgd: Record<string, unknown>,
  report: DiagnosticSink,
  featureGates: KroFeatureGates = DEFAULT_FEATURE_GATES,
  kro: KroRelease = DEFAULT_KRO_RELEASE,
): SelfCheckResult {
  const parsed = parseOnce();
  const verdicts = KRO_RELEASES.map((release) => ({ release, errors: errorsFor(rgd, featureGates, release, parsed) }));
  const first = verdicts.findIndex((v) => v.errors.length === 0);
  if (first < 0) {
    reportBug(file, kro, verdicts.find((v) => v.release === kro)?.errors ?? verdicts.at(-1)!.errors, report);
    return {};
  }
  // A newer release refusing what an older one accepts is a rule rgdc's own output breaks: a bug.
  for (const v of verdicts.slice(first + 1)) if (v.errors.length > 0) reportBug(file, v.release, v.errors, report);
  const min = verdicts[first]!.release;
  if (min === OLDEST_KRO_RELEASE) return {};
  const before = verdicts[first - 1]!;
  const why = before.errors[0]!;
  const needsNewer = KRO_RELEASES.indexOf(kro) < first;
  report(
    makeDiagnostic(
      'configdata_needs_newer_kro',
      fileSpan(file),
      '',
      `the RGD needs kro ${min.name} or later (annotated rgdc.dev/min-kro): kro ${before.release.name} refuses it at ${why.path || 'its root'}: ${why.message}`,
      needsNewer ? { severity: 'error' } : {},
    ),
  );
  return { minKro: min };
}
