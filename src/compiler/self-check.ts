/**
 * Compile checks its own output the way `rgdc check` checks any RGD (DESIGN section 4):
 * a generated RGD that kro would reject is an rgdc bug, reported as `internal_error`
 * rather than handed to a cluster.
 */
import { check } from '../check/check.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { builtinSchemas } from '../kube/catalog/index.js';

/** Checks the generated RGD text; every error found is reported against `file`. */
export function selfCheck(file: string, rgd: string, report: DiagnosticSink, options: { schemas?: boolean } = {}): void {
  // Every rule that depends on what users write (SimpleSchema from their JSON Schema, CEL
  // syntax and references, ids, graph) runs here. Template fields and CEL types come from
  // profile data and fixed node builders, are validated against the real CRDs by the test
  // suite, and checking them here would cost more than the whole compile
  // (docs/performance.md); `rgdc check` on the output runs them on demand.
  const result = check({ files: [{ file: '<generated RGD>', source: rgd }], types: options.schemas === true, ...(options.schemas ? { schemas: builtinSchemas() } : {}) });
  for (const d of result.diagnostics) {
    if (d.severity !== 'error') continue;
    report(internalError(file, new Error(`the generated RGD fails check at line ${d.line}, column ${d.column}: ${d.code}: ${d.message}`)));
  }
}
