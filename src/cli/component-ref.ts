/**
 * Component references on the command line: `rgdc component REF`, and `--component` of
 * preview and localize, which takes a descriptor FILE or a REF. A value that names an
 * existing file (or `-`) is always the file, so descriptor files keep working whatever
 * their name; otherwise a value with a reference's `//` or `TYPE::` is read as a reference.
 *
 * Exit codes: a reference that cannot be parsed is a usage error (2); a store that fails
 * (unreachable, missing, refused, no such version) is 4; a stored version that is not a
 * valid OCM component version is 1.
 */
import { statSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createCollector } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { loadComponentSet } from '../ocm/load.js';
import { openStore } from '../ocm/open-store.js';
import { looksLikeComponentReference, parseComponentReference, type ComponentReference } from '../ocm/reference.js';
import type { ComponentSet } from '../ocm/descriptor/types.js';
import { OciError, type OciReader } from '../oci/types.js';
import { EXIT, failureExitCode, type ExitCode } from './exit-codes.js';

/** Whether a `--component` value is a component reference rather than a descriptor file. */
export function isComponentReferenceOption(value: string): boolean {
  if (value === '-') return false;
  try {
    if (statSync(value).isFile()) return false;
  } catch {
    // Not a file: a reference if it looks like one, else the file read reports it.
  }
  return looksLikeComponentReference(value);
}

/** A parsed reference, or the usage diagnostic saying what is wrong with it. */
export function parseReferenceArgument(text: string): ComponentReference | Diagnostic {
  const parsed = parseComponentReference(text);
  if ('error' in parsed) return makeDiagnostic('ocm_invalid_reference', fileSpan('<command line>'), '', parsed.error, { hint: parsed.hint });
  return parsed;
}

/** The store a reference names, or the diagnostic saying why it cannot be opened (exit 4). */
export function openReferenceStore(reference: ComponentReference, text: string): OciReader | Diagnostic {
  try {
    return openStore(reference.repository);
  } catch (error) {
    if (!(error instanceof OciError)) throw error;
    return makeDiagnostic('ocm_store_failed', fileSpan(text), '', error.message, error.details.hint ? { hint: error.details.hint } : {});
  }
}

/**
 * `--component REF` read into the components preview and localize take, or why not (with
 * the descriptor texts read, for code frames).
 */
export async function loadComponentOption(text: string): Promise<{ set: ComponentSet } | { diagnostics: Diagnostic[]; sources?: ReadonlyMap<string, string> }> {
  const reference = parseReferenceArgument(text);
  if ('code' in reference) return { diagnostics: [reference] };
  const reader = openReferenceStore(reference, text);
  if ('code' in reader) return { diagnostics: [reader] };
  const sink = createCollector();
  const sources = new Map<string, string>();
  const loaded = await loadComponentSet(reader, reference, sink.report, sources);
  if (!loaded || sink.hasErrors()) return { diagnostics: [...sink.diagnostics], sources };
  return { set: loaded.set };
}

/** The exit code of a run that failed on a component reference (see the module comment). */
export function componentExitCode(diagnostics: readonly Diagnostic[]): ExitCode {
  if (diagnostics.some((d) => d.code === 'ocm_invalid_reference')) return EXIT.usage;
  if (diagnostics.some((d) => d.code === 'ocm_store_failed' || d.code === 'ocm_version_not_found')) return EXIT.unreachable;
  return failureExitCode(diagnostics);
}
