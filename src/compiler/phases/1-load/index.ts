/**
 * Phase 1: the ConfigData file read into its one YAML document. The reader itself is
 * `src/source`; this phase adds what a ConfigData file must be: one document, not empty.
 */
import type { DiagnosticSink } from '../../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../../diagnostics/report.js';
import { loadYaml, type LoadedDocument } from '../../../source/index.js';

/**
 * Reads a ConfigData file. Returns its document, or undefined when the file does not
 * parse, holds no document or holds more than one (each reported).
 */
export function loadConfigData(file: string, source: string, report: DiagnosticSink): LoadedDocument | undefined {
  let failed = false;
  const loaded = loadYaml(file, source, (diagnostic) => {
    if (diagnostic.severity === 'error') failed = true;
    report(diagnostic);
  });
  if (failed) return undefined;
  const [document, ...extra] = loaded.documents;
  if (!document || document.value === null || document.value === undefined) {
    report(makeDiagnostic('yaml_empty', fileSpan(loaded.file), '', 'the file holds no YAML document'));
    return undefined;
  }
  if (extra.length > 0) {
    const span = extra[0]!.locate([]);
    report(makeDiagnostic('yaml_multiple_documents', span, '', `the file holds ${loaded.documents.length} documents; a ConfigData file holds one`));
    return undefined;
  }
  return document;
}
