/**
 * Diagnostics are data: every phase reports problems through a {@link DiagnosticSink}
 * instead of throwing, so one run can show every problem in a file at once.
 */
import type { DiagnosticCode } from './codes.js';

/** How bad a diagnostic is. Only `error` makes a command exit 1. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * One problem found in an input file (DESIGN section 6).
 *
 * Lines and columns are 1-based; `endLine`/`endColumn` point just past the offending
 * text. `path` is the field path inside the document, for example
 * `configuration.rules[2].value`.
 */
export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly path: string;
  readonly hint?: string;
}

/** Where a diagnostic points: filled from a YAML node range by the loader. */
export interface SourceSpan {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** Receives diagnostics as phases find them (Vue's `onError`). */
export type DiagnosticSink = (diagnostic: Diagnostic) => void;

/** A sink that keeps what it receives, in order, for the caller to inspect. */
export interface DiagnosticCollector {
  readonly report: DiagnosticSink;
  readonly diagnostics: readonly Diagnostic[];
  hasErrors(): boolean;
}

/** Creates a collecting sink; `hasErrors()` tells whether a phase's output is usable. */
export function createCollector(): DiagnosticCollector {
  const diagnostics: Diagnostic[] = [];
  return {
    report: (d) => {
      diagnostics.push(d);
    },
    diagnostics,
    hasErrors: () => diagnostics.some((d) => d.severity === 'error'),
  };
}

/** Orders diagnostics by file, then position, then code, so output is stable. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
}
