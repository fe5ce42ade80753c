/**
 * Diagnostics as you type: the open document's text goes through the library's `check`
 * (which compiles a ConfigData first, as `rgdc check` does) or, for an OCM v1 ConfigData,
 * through `importV1ConfigData`; rgdc's diagnostics become LSP diagnostics.
 *
 * Positions: rgdc counts lines and columns from 1, and a column is a JavaScript string
 * index plus one (the YAML loader's LineCounter counts UTF-16 code units). LSP counts from
 * 0 in UTF-16 code units by default, so both convert by subtracting one, for any text,
 * `é` or emoji included (test/lsp/diagnostics.test.ts pins this).
 */
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { check } from '../check/check.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { MAX_INPUT_BYTES } from '../source/limits.js';
import { importV1ConfigData } from '../import/index.js';
import type { DocumentKind } from './document-kind.js';
import type { ResolvedSettings } from './settings.js';

/** The `source` of every diagnostic the server publishes. */
export const DIAGNOSTIC_SOURCE = 'rgdc';

/** `rgdc import` findings about its flags and the output's name, not about the v1 file. */
const IMPORT_ONLY: ReadonlySet<string> = new Set(['import_invalid_option', 'import_name_changed']);

/** What the code actions need back from a published diagnostic. */
export interface DiagnosticData {
  readonly path: string;
}

/** rgdc's diagnostics for one document's text, in rgdc's own form. */
export function analyzeText(file: string, text: string, kind: DocumentKind, settings: ResolvedSettings): readonly Diagnostic[] {
  if (kind === 'ocm-configdata') {
    // The component and delivery are not in a v1 file: placeholders let the rules be read;
    // only problems of the file itself are shown.
    const result = importV1ConfigData({
      file,
      source: text,
      component: { name: 'example.org/component', version: '0.0.0' },
      repository: 'example.org/ocm',
      deploy: { kind: 'helm', resource: 'chart' },
    });
    return result.diagnostics.filter((d) => d.file === file && !IMPORT_ONLY.has(d.code));
  }
  const result = check({
    files: [{ file, source: text }],
    schemasFor: settings.schemasFor,
    target: settings.target,
    templateValidator: settings.templateValidator,
    kro: settings.kro,
    ...(settings.featureGates ? { featureGates: settings.featureGates } : {}),
  });
  return result.diagnostics.map((d) => (d.file === file ? d : inGenerated(d, file)));
}

/**
 * The one diagnostic of a document over the limit `rgdc check` reads: on its first line,
 * instead of checking it (as the CLI refuses such a file with `io_read_failed`).
 */
export function tooLargeDiagnostic(file: string, size: { readonly bytes: number; readonly unread?: boolean }): Diagnostic {
  const what = size.unread ? `this document came in a message of ${size.bytes} bytes, which was not read` : `this document is ${size.bytes} bytes`;
  return makeDiagnostic('io_document_too_large', fileSpan(file), '', `${what}; rgdc reads at most ${MAX_INPUT_BYTES} bytes of a file, so it is not checked`);
}

/**
 * A settings problem (a `crds` folder that is missing, an unknown target), on the first
 * line of each document the server serves: an editor lists it with the file's findings,
 * where the notification shown once may have scrolled away or never been seen.
 */
export function settingsDiagnostic(file: string, problem: string): Diagnostic {
  return makeDiagnostic('usage_invalid_setting', fileSpan(file), '', `rgdc lsp setting ${problem}; the server goes on without it`);
}

/**
 * A problem found in the RGD compiled from a ConfigData has no place in the open file: it
 * is shown on the first line, saying where it is in the generated RGD.
 */
function inGenerated(d: Diagnostic, file: string): Diagnostic {
  return { ...d, file, line: 1, column: 1, endLine: 1, endColumn: 1, message: `in the compiled RGD, line ${d.line}, ${d.path}: ${d.message}` };
}

/** One rgdc diagnostic as LSP shows it; the hint follows the message on its own line. */
export function toLspDiagnostic(d: Diagnostic): LspDiagnostic {
  const start = { line: Math.max(0, d.line - 1), character: Math.max(0, d.column - 1) };
  let end = { line: Math.max(0, d.endLine - 1), character: Math.max(0, d.endColumn - 1) };
  if (end.line < start.line || (end.line === start.line && end.character < start.character)) end = start;
  const data: DiagnosticData = { path: d.path };
  return {
    range: { start, end },
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : d.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    code: d.code,
    source: DIAGNOSTIC_SOURCE,
    message: d.hint ? `${d.message}\n${d.hint}` : d.message,
    data,
  };
}
