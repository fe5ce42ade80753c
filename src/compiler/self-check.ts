/**
 * Compile checks its own output the way `rgdc check` checks any RGD (DESIGN section 4):
 * a generated RGD that kro would reject is an rgdc bug, reported as `internal_error`
 * rather than handed to a cluster.
 */
import { checkDocumentPhases } from '../kro/document.js';
import { createCollector } from '../diagnostics/diagnostic.js';
import { createTemplateValidator } from '../kube/openapi-validator.js';
import { documentFromValue } from '../source/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { DEFAULT_FEATURE_GATES, type KroFeatureGates } from '../targets/feature-gates.js';

/** Checks the generated RGD (as data); every error found is reported against `file`. */
export function selfCheck(file: string, rgd: Record<string, unknown>, report: DiagnosticSink, featureGates: KroFeatureGates = DEFAULT_FEATURE_GATES): void {
  // Every rule that depends on what users write (SimpleSchema from their JSON Schema, CEL
  // syntax and references, ids, graph) runs here. Template fields and CEL types come from
  // profile data and fixed node builders, are validated against the real CRDs by the test
  // suite, and checking them here would cost more than the whole compile
  // (docs/performance.md); `rgdc check` on the output runs them on demand.
  const sink = createCollector();
  // documentFromValue builds the RGD's YAML Document (tens of MB at 4,000 resources) only if a
  // diagnostic asks for a span.
  checkDocumentPhases(documentFromValue('<generated RGD>', rgd), undefined, () => createTemplateValidator(), sink.report, undefined, featureGates);
  for (const d of sink.diagnostics) {
    if (d.severity !== 'error') continue;
    report(internalError(file, new Error(`the generated RGD fails check at ${d.path || 'its root'}: ${d.code}: ${d.message}`)));
  }
}
