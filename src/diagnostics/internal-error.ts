import type { Diagnostic } from './diagnostic.js';
import { fileSpan, makeDiagnostic } from './report.js';

/** The stack of the last internal error, printed by the CLI only with RGDC_DEBUG=1. */
let lastStack: string | undefined;

/** Turns an unexpected exception into an `internal_error` diagnostic (exit code 70). */
export function internalError(file: string, error: unknown): Diagnostic {
  lastStack = error instanceof Error ? error.stack : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return makeDiagnostic('internal_error', fileSpan(file === '-' ? '<stdin>' : file), '', `rgdc failed on this input: ${message.split('\n')[0]}`);
}

/** The stack trace behind the most recent internal error, if any. */
export function lastInternalStack(): string | undefined {
  return lastStack;
}
