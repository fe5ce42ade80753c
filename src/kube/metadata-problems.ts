/**
 * Labels and annotations of a document's own `metadata` against the API server's rules
 * (see kube/object-meta.ts), reported at the offending key or value.
 */
import { formatFieldPath, type FieldPath, type LoadedDocument } from '../source/index.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { annotationProblems, labelProblems } from './object-meta.js';
import { isRecord } from '../util/records.js';

/**
 * Reports every refused label or annotation under `metadataPath`; returns true when there
 * was none. Values holding a kro expression are left alone: only kro knows them.
 */
export function reportMetadataProblems(
  document: LoadedDocument,
  metadata: unknown,
  metadataPath: FieldPath,
  code: DiagnosticCode,
  report: DiagnosticSink,
): boolean {
  if (!isRecord(metadata)) return true;
  let ok = true;
  for (const [field, check] of [
    ['labels', labelProblems],
    ['annotations', annotationProblems],
  ] as const) {
    const map = metadata[field];
    if (!isRecord(map)) continue;
    const literal = Object.fromEntries(Object.entries(map).filter(([k, v]) => !k.includes('${') && !(typeof v === 'string' && v.includes('${'))));
    for (const problem of check(literal)) {
      ok = false;
      const path: FieldPath = [...metadataPath, field, problem.key];
      report(makeDiagnostic(code, document.locate(path, { key: problem.where === 'key' }), formatFieldPath(path), problem.message));
    }
  }
  return ok;
}
