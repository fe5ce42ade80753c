/**
 * How the CLI shows results: diagnostics to stderr as text, or everything to stdout as
 * one JSON object `{ok, diagnostics, result}` with `--json`.
 *
 * Everything printed about the inputs goes through the run's sensitive spans
 * (`src/diagnostics/sensitive`): messages, hints, code frames, logs and JSON values never
 * show a secret. The command's product (a compiled RGD, a localized file) is printed as
 * it is unless the command asks for masking (preview's debug view does).
 */
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { escapeControl, escapeJsonForTerminal } from '../diagnostics/terminal-text.js';
import { findSensitiveSpans, maskJson, maskSource, maskText, type SensitiveSpans } from '../diagnostics/sensitive/index.js';

export interface Reporter {
  readonly json: boolean;
  /** Registers input files (name to text): their sensitive values are masked from now on. */
  protect(sources: ReadonlyMap<string, string>): void;
  /** Prints diagnostics (text mode) or keeps them for the JSON envelope. */
  diagnostics(list: readonly Diagnostic[], sources?: ReadonlyMap<string, string>): void;
  /** A value (string or JSON-able data) with every sensitive value masked. */
  mask<T>(value: T): T;
  /** Prints a log (text mode only) to stderr, masked. */
  log(text: string): void;
  /**
   * Prints a document to stdout in text mode; kept for the envelope in JSON mode. With
   * `maskResult`, the document and the result are masked too.
   */
  finish(ok: boolean, result: unknown, documents?: string, options?: { maskResult?: boolean }): void;
}

/** A reporter bound to the process's streams. */
export function createReporter(json: boolean): Reporter {
  const collected: Diagnostic[] = [];
  const color = !json && useColor(process.env, Boolean(process.stderr.isTTY));
  const sources = new Map<string, string>();
  let spans: SensitiveSpans | undefined;
  // Computed on first use: a run that prints nothing about its inputs never parses twice.
  const sensitive = (): SensitiveSpans => (spans ??= findSensitiveSpans(sources));
  const protect = (more: ReadonlyMap<string, string> | undefined) => {
    if (!more) return;
    for (const [file, text] of more) sources.set(file, text);
    spans = undefined;
  };
  const maskDiagnostic = (d: Diagnostic): Diagnostic => {
    if (sources.size === 0) return d;
    const s = sensitive();
    return { ...d, message: maskText(s, d.message), ...(d.hint !== undefined ? { hint: maskText(s, d.hint) } : {}) };
  };
  const mask = <T>(value: T): T => (sources.size === 0 ? value : typeof value === 'string' ? (maskText(sensitive(), value) as T) : maskJson(sensitive(), value));
  return {
    json,
    protect,
    mask,
    diagnostics(list, more) {
      protect(more);
      if (json) {
        // Not push(...list): a list of more than ~125,000 diagnostics would overflow the stack.
        for (const d of list) collected.push(maskDiagnostic(d));
        return;
      }
      for (const d of sortDiagnostics(list)) {
        const source = sources.get(d.file);
        const frame = source === undefined ? {} : { source: maskSource(source, sensitive().ranges.get(d.file)) };
        process.stderr.write(`${formatDiagnostic(maskDiagnostic(d), { ...frame, color })}\n`);
      }
      const errors = list.filter((d) => d.severity === 'error').length;
      const warnings = list.filter((d) => d.severity === 'warning').length;
      if (errors + warnings > 0) process.stderr.write(`${plural(errors, 'error')}, ${plural(warnings, 'warning')}\n`);
    },
    log(text) {
      if (!json && text) process.stderr.write(escapeControl(mask(text)));
    },
    finish(ok, result, documents, options = {}) {
      if (json) {
        const shown = options.maskResult ? mask(result) : result;
        process.stdout.write(`${escapeJsonForTerminal(JSON.stringify({ ok, diagnostics: sortDiagnostics(collected), result: shown }, null, 2))}\n`);
      } else if (documents !== undefined) {
        process.stdout.write(options.maskResult ? mask(documents) : documents);
      }
    },
  };
}

/**
 * Colour on a terminal only. A non-empty `NO_COLOR` (no-color.org) turns it off and wins
 * over everything, since a user who set it never wants escapes; then `FORCE_COLOR` (any
 * value but `0`/`false`) turns it on even off a terminal; `TERM=dumb` turns it off.
 */
export function useColor(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.TERM === 'dumb') return false;
  return isTTY;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
