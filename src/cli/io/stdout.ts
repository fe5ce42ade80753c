/**
 * Standard output as a file like any other: a full disk (`> /dev/full`) or a closed pipe
 * (`| head -1`) reaches Node as an asynchronous `error` event, which unhandled would print
 * a stack trace. This guard turns it into an `io_write_failed` diagnostic with exit 3, and
 * ends quietly on `EPIPE` (the reader has seen all it wanted, as with any Unix tool).
 */
import { formatDiagnostic } from '../../diagnostics/format.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { EXIT } from '../exit-codes.js';
import { describeFsError } from './fs-errors.js';

let failedExitCode: number | undefined;

/** Installs the handlers once, before any command writes. */
export function guardStandardStreams(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (failedExitCode !== undefined) return;
    if (error.code === 'EPIPE') {
      failedExitCode = typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
      // Quiet, and no further writes: later output would only raise EPIPE again.
      process.exit(failedExitCode);
    }
    failedExitCode = EXIT.io;
    process.exitCode = EXIT.io;
    const diagnostic = makeDiagnostic('io_write_failed', fileSpan('<stdout>'), '', `standard output cannot be written: ${describeFsError(error)}`);
    process.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  });
  // Nothing useful can be said when stderr itself fails; do not crash over it.
  process.stderr.on('error', () => undefined);
}

/** The exit code a stdout failure imposes, if one happened. */
export function standardOutputExitCode(): number | undefined {
  return failedExitCode;
}
