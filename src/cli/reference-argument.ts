/**
 * A component reference given on the command line, parsed, and the exit code of a run
 * that failed on one (a reference that cannot be parsed is a usage error, 2; a store that
 * fails is 4; a stored version that is not valid OCM is 1). Apart from component-ref.ts,
 * which opens stores and reads component versions, so that `compile` and `check` without
 * `--verify` never load the registry client (docs/performance.md, "Start-up").
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { parseComponentReference, type ComponentReference } from '../ocm/reference.js';
import { EXIT, failureExitCode, type ExitCode } from './exit-codes.js';

/** A parsed reference, or the usage diagnostic saying what is wrong with it. */
export function parseReferenceArgument(text: string): ComponentReference | Diagnostic {
  const parsed = parseComponentReference(text);
  if ('error' in parsed) return makeDiagnostic('ocm_invalid_reference', fileSpan('<command line>'), '', parsed.error, { hint: parsed.hint });
  return parsed;
}

/** Codes of a store or registry that could not be read: exit 4 whatever else was found. */
const REMOTE_FAILURES: ReadonlySet<string> = new Set(['ocm_store_failed', 'ocm_store_limit', 'ocm_version_not_found', 'configdata_image_unreachable']);

/** The exit code of a run that failed on a component reference (see the module comment). */
export function componentExitCode(diagnostics: readonly Diagnostic[]): ExitCode {
  if (diagnostics.some((d) => d.code === 'ocm_invalid_reference')) return EXIT.usage;
  if (diagnostics.some((d) => REMOTE_FAILURES.has(d.code))) return EXIT.unreachable;
  return failureExitCode(diagnostics);
}
