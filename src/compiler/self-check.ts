/**
 * Compile checks its own output the way `rgdc check` checks any RGD (DESIGN section 4):
 * a generated RGD that kro would reject is an rgdc bug, reported as `internal_error`
 * rather than handed to a cluster.
 */
import { checkDocumentPhases } from '../check/document.js';
import { createCollector } from '../diagnostics/diagnostic.js';
import { createTemplateValidator } from '../kube/openapi-validator.js';
import { Document, LineCounter } from 'yaml';
import type { LoadedDocument } from './phases/1-load/index.js';
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
  checkDocumentPhases(generatedDocument('<generated RGD>', rgd), undefined, () => createTemplateValidator(), sink.report, undefined, featureGates);
  for (const d of sink.diagnostics) {
    if (d.severity !== 'error') continue;
    report(internalError(file, new Error(`the generated RGD fails check at ${d.path || 'its root'}: ${d.code}: ${d.message}`)));
  }
}

/**
 * The generated RGD as a loaded document without source. Its YAML nodes would have no
 * ranges, so every position is the file's first character, and only a diagnostic's span
 * ever reads them: the `Document` (a node per value, tens of MB at 4,000 resources) is
 * built on that first read instead of up front.
 */
function generatedDocument(file: string, value: unknown): LoadedDocument {
  const span = { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
  let doc: Document.Parsed | undefined;
  return {
    file,
    source: '',
    index: 0,
    get doc() {
      doc ??= new Document(value, { aliasDuplicateObjects: false }) as unknown as Document.Parsed;
      return doc;
    },
    lineCounter: new LineCounter(),
    value,
    locate: () => span,
  };
}
