import { codeInfo, type DiagnosticCode } from './codes.js';
import type { Diagnostic, Severity, SourceSpan } from './diagnostic.js';

/**
 * Builds a diagnostic from a code and a span; severity and hint default to the
 * catalogue's, so call sites only say what is specific to this occurrence.
 */
export function makeDiagnostic(
  code: DiagnosticCode,
  span: SourceSpan,
  path: string,
  message: string,
  options: { hint?: string; severity?: Severity } = {},
): Diagnostic {
  const info = codeInfo(code);
  return {
    code,
    severity: options.severity ?? info.severity,
    message,
    file: span.file,
    line: span.line,
    column: span.column,
    endLine: span.endLine,
    endColumn: span.endColumn,
    path,
    hint: options.hint ?? info.hint,
  };
}

/** A span for problems that belong to a whole file rather than a place in it. */
export function fileSpan(file: string): SourceSpan {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}
