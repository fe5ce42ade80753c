/**
 * How the CLI shows results: diagnostics to stderr as text, or everything to stdout as
 * one JSON object `{ok, diagnostics, result}` with `--json`.
 */
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format.js';

export interface Reporter {
  readonly json: boolean;
  /** Prints diagnostics (text mode) or keeps them for the JSON envelope. */
  diagnostics(list: readonly Diagnostic[], sources?: ReadonlyMap<string, string>): void;
  /** Prints a document to stdout in text mode; kept for the envelope in JSON mode. */
  finish(ok: boolean, result: unknown, documents?: string): void;
}

/** A reporter bound to the process's streams. */
export function createReporter(json: boolean): Reporter {
  const collected: Diagnostic[] = [];
  const color = !json && Boolean(process.stderr.isTTY) && !process.env.NO_COLOR;
  return {
    json,
    diagnostics(list, sources) {
      if (json) {
        // Not push(...list): a list of more than ~125,000 diagnostics would overflow the stack.
        for (const d of list) collected.push(d);
        return;
      }
      for (const d of sortDiagnostics(list)) {
        const source = sources?.get(d.file);
        process.stderr.write(`${formatDiagnostic(d, { ...(source !== undefined ? { source } : {}), color })}\n`);
      }
      const errors = list.filter((d) => d.severity === 'error').length;
      const warnings = list.filter((d) => d.severity === 'warning').length;
      if (errors + warnings > 0) process.stderr.write(`${plural(errors, 'error')}, ${plural(warnings, 'warning')}\n`);
    },
    finish(ok, result, documents) {
      if (json) {
        process.stdout.write(`${JSON.stringify({ ok, diagnostics: sortDiagnostics(collected), result }, null, 2)}\n`);
      } else if (documents !== undefined) {
        process.stdout.write(documents);
      }
    },
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
