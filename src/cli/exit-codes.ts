import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { lastInternalStack } from '../diagnostics/internal-error.js';

/** The exit codes scripts and CI depend on (DESIGN section 6). Never renumber. */
export const EXIT = {
  ok: 0,
  inputErrors: 1,
  usage: 2,
  io: 3,
  unreachable: 4,
  breakingChange: 5,
  internal: 70,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Thrown by command code to stop with a given exit code after its output is printed. */
export class ExitError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message = '',
    /** The code `--json` reports a usage error under; default `usage_error`. */
    readonly code: DiagnosticCode = 'usage_error',
  ) {
    super(message);
  }
}

/**
 * The exit code of a failed run: 70 when a diagnostic says rgdc itself failed (printing
 * the stack with RGDC_DEBUG=1), else 1 for errors in the input.
 */
export function failureExitCode(diagnostics: readonly Diagnostic[]): ExitCode {
  if (!diagnostics.some((d) => d.code === 'internal_error')) return EXIT.inputErrors;
  const stack = lastInternalStack();
  if (process.env.RGDC_DEBUG === '1' && stack) process.stderr.write(`${stack}\n`);
  return EXIT.internal;
}
