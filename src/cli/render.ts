/**
 * How the CLI shows results: diagnostics to stderr as text, or everything to stdout as
 * one JSON object `{ok, diagnostics, result}` with `--json`. In text mode a run ends with
 * one summary line on stderr (`1 RGD checked: 0 errors, 2 warnings`), which `--quiet`
 * turns back into the bare counts (printed only when there were diagnostics).
 *
 * Everything printed about the inputs goes through the run's sensitive spans
 * (`src/sensitive`): messages, hints, code frames, logs and JSON values never
 * show a secret. The command's product (a compiled RGD, a localized file) is printed as
 * it is unless the command asks for masking (preview's debug view does). The run's
 * registry secrets (`./run-secrets.ts`) are redacted from the same places, in every form.
 */
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { escapeControl, escapeControlLine, escapeJsonForTerminal } from '../diagnostics/terminal-text.js';
import { findSensitiveSpans, findSensitiveValues, maskJson, maskMessage, maskSource, maskText, type SensitiveSpans } from '../sensitive/index.js';
import { runSecrets } from './run-secrets.js';

/** How the CLI was asked to report: `--json`, `--quiet`. */
export interface ReportMode {
  readonly json?: boolean;
  /** No summary line; diagnostics (and their counts) are still printed. */
  readonly quiet?: boolean;
}

/**
 * The one-line summary a command ends with on stderr: `<what>: <counts>[ -> <to>]`, for
 * example `compiled podinfo (target ...): 0 errors, 1 warning -> rgd.yaml`. Commands give
 * it only when the run did what was asked (or, for `check`, when it found errors: that
 * is its answer); failures with exit 2, 3 or 70 have their diagnostics say it.
 */
export interface Summary {
  /** What the command did, e.g. `compiled podinfo (target ...)` or `1 RGD checked`. */
  readonly what: string;
  /** Where the product went: a path, several, or `stdout`. */
  readonly to?: string;
  /** Leave out the error and warning counts (a command that reads no input: `init`). */
  readonly counts?: false;
  /**
   * `what` and `to` hold no text from the inputs (only counts), so the line is printed as
   * it is: masking it would parse every input again (a third of a small `check`'s own
   * time) and could only mangle a count that happens to equal a secret value.
   */
  readonly verbatim?: true;
}

/** How {@link Reporter.finish} prints. */
export interface FinishOptions {
  /** Mask the document and the result too. */
  readonly maskResult?: boolean;
  readonly summary?: Summary;
  /**
   * The document is someone else's bytes (a resource a registry or CTF holds): printed as
   * it is into a pipe or file, where it is the product, but with control characters
   * escaped on a terminal, where its escape sequences would drive the terminal.
   */
  readonly foreign?: boolean;
}

export interface Reporter {
  readonly json: boolean;
  /** Registers input files (name to text): their sensitive values are masked from now on. */
  protect(sources: ReadonlyMap<string, string>): void;
  /** Prints diagnostics (text mode) or keeps them for the JSON envelope. */
  diagnostics(list: readonly Diagnostic[], sources?: ReadonlyMap<string, string>): void;
  /** A value (string or JSON-able data) with every sensitive value masked. */
  mask<T>(value: T): T;
  /** Diagnostics with their messages and hints masked as printed (for SARIF). */
  maskDiagnostics(list: readonly Diagnostic[]): Diagnostic[];
  /** Prints a log (text mode only) to stderr, masked. */
  log(text: string): void;
  /**
   * Prints a document to stdout in text mode; kept for the envelope in JSON mode. With
   * `maskResult`, the document and the result are masked too. Then, in text mode, the
   * summary line (unless `--quiet`), or the counts when there were diagnostics.
   */
  finish(ok: boolean, result: unknown, documents?: string, options?: FinishOptions): void;
  /**
   * Ends a run that failed before it had a result: reports `list` (with `sources` protected,
   * as `diagnostics` does), finishes with no result and returns `code`, the exit code.
   */
  fail<C extends number>(list: readonly Diagnostic[], code: C, sources?: ReadonlyMap<string, string>): C;
}

/** A reporter bound to the process's streams. */
export function createReporter(mode: ReportMode): Reporter {
  const json = mode.json === true;
  const quiet = mode.quiet === true;
  const collected: Diagnostic[] = [];
  const counts = { errors: 0, warnings: 0 };
  const color = !json && useColor(process.env, Boolean(process.stderr.isTTY));
  const sources = new Map<string, string>();
  let spans: SensitiveSpans | undefined;
  let values: { readonly values: readonly string[] } | undefined;
  // Computed on first use: a run that prints nothing about its inputs never parses twice.
  // Code frames need the ranges (a syntax tree); messages, logs and the summary line only
  // the values, which the fast reader's plain data gives without one.
  const sensitive = (): SensitiveSpans => (spans ??= findSensitiveSpans(sources));
  const sensitiveValues = () => spans ?? (values ??= { values: findSensitiveValues(sources) });
  const protect = (more: ReadonlyMap<string, string> | undefined) => {
    if (!more) return;
    for (const [file, text] of more) sources.set(file, text);
    spans = undefined;
    values = undefined;
  };
  const secrets = runSecrets();
  const maskDiagnostic = (d: Diagnostic): Diagnostic => {
    // A message about an input is masked by place: the values it points at, and distinctive
    // ones of its own file (maskMessage). One about no input (a flag) by the run's values.
    const place = sources.has(d.file) ? { file: d.file, line: d.line, endLine: d.endLine } : undefined;
    const mask = (text: string) => (sources.size === 0 ? text : place ? maskMessage(sensitive(), text, place) : maskText(sensitiveValues(), text));
    const clean = (text: string) => secrets.redact(mask(text));
    return { ...d, message: clean(d.message), ...(d.hint !== undefined ? { hint: clean(d.hint) } : {}) };
  };
  const maskInputs = <T>(value: T): T =>
    sources.size === 0 ? value : typeof value === 'string' ? (maskText(sensitiveValues(), value) as T) : maskJson(sensitiveValues(), value);
  const mask = <T>(value: T): T => {
    const masked = maskInputs(value);
    return typeof masked === 'string' ? (secrets.redact(masked) as T) : secrets.redactJson(masked);
  };
  const reporter: Reporter = {
    json,
    protect,
    mask,
    maskDiagnostics: (list) => list.map(maskDiagnostic),
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
        // The code frame too: an input may hold the registry password itself.
        process.stderr.write(`${secrets.redact(formatDiagnostic(maskDiagnostic(d), { ...frame, color }))}\n`);
      }
      for (const d of list) {
        if (d.severity === 'error') counts.errors++;
        else if (d.severity === 'warning') counts.warnings++;
      }
    },
    log(text) {
      if (!json && text) process.stderr.write(escapeControl(mask(text)));
    },
    finish(ok, result, documents, options = {}) {
      if (json) {
        const shown = options.maskResult ? mask(result) : result;
        process.stdout.write(`${escapeJsonForTerminal(JSON.stringify({ ok, diagnostics: sortDiagnostics(collected), result: shown }, null, 2))}\n`);
        return;
      }
      const tally = `${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}`;
      const summary = options.summary && !quiet ? options.summary : undefined;
      if (!summary && counts.errors + counts.warnings > 0) process.stderr.write(`${tally}\n`);
      const printSummary = () => {
        if (!summary) return;
        const parts = [summary.what, ...(summary.counts === false ? [] : [`: ${tally}`]), ...(summary.to !== undefined ? [` -> ${summary.to}`] : [])];
        const line = parts.join('');
        // One line: a store's component name or a path cannot start another (a forged
        // second summary or diagnostic line).
        process.stderr.write(`${escapeControlLine(summary.verbatim ? line : mask(line))}\n`);
      };
      if (documents === undefined) return printSummary();
      // Said only once the document reached stdout: a full disk or a closed pipe ends the
      // run with its own diagnostic (io/stdout.ts), never with a success line.
      const shown = options.maskResult ? mask(documents) : documents;
      process.stdout.write(options.foreign && process.stdout.isTTY ? escapeControl(shown) : shown, (error) => {
        if (!error) printSummary();
      });
    },
    fail(list, code, more) {
      reporter.diagnostics(list, more);
      reporter.finish(false, null);
      return code;
    },
  };
  return reporter;
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

/** `1 warning`, `2 warnings`, `0 errors`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
