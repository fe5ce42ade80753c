/**
 * Renders diagnostics for people: `file:line:col: severity code: message`, a code frame
 * with the offending text underlined, and the hint.
 */
import type { Diagnostic } from './diagnostic.js';

export interface FormatOptions {
  /** The text of `diagnostic.file`, for the code frame; omit it to print no frame. */
  readonly source?: string;
  readonly color?: boolean;
}

/** One diagnostic as a multi-line block (no trailing newline). */
export function formatDiagnostic(diagnostic: Diagnostic, options: FormatOptions = {}): string {
  const paint = (code: string, text: string) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const severity = diagnostic.severity === 'error' ? paint('31;1', 'error') : diagnostic.severity === 'warning' ? paint('33;1', 'warning') : paint('36', 'info');
  const lines = [`${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: ${severity} ${diagnostic.code}: ${diagnostic.message}`];
  if (options.source !== undefined) lines.push(...codeFrame(options.source, diagnostic, paint));
  if (diagnostic.hint) lines.push(`  ${paint('2', 'hint:')} ${diagnostic.hint}`);
  return lines.join('\n');
}

/** Codes that point at a secret value: their code frame masks the value (CI logs are read widely). */
const REDACTED_CODES: ReadonlySet<string> = new Set(['configdata_secret_value']);

function codeFrame(source: string, d: Diagnostic, paint: (code: string, text: string) => string): string[] {
  const all = source.split(/\r?\n/);
  if (REDACTED_CODES.has(d.code)) {
    const line = all[d.line - 1];
    if (line === undefined) return [];
    return [`  ${d.line} | ${line.replace(/:.*$/, ': ********')}`];
  }
  const text = all[d.line - 1];
  if (text === undefined) return [];
  const width = String(Math.min(all.length, d.line + 1)).length;
  const out: string[] = [];
  const gutter = (n: number | '') => `  ${String(n).padStart(width)} | `;
  // A window of the line around the column keeps frames readable for huge lines.
  const from = d.column > WINDOW ? d.column - WINDOW / 2 : 1;
  const clip = (line: string) => (from > 1 ? '…' : '') + line.slice(from - 1, from - 1 + WINDOW) + (line.length > from - 1 + WINDOW ? '…' : '');
  if (d.line > 1 && all[d.line - 2] !== undefined) out.push(paint('2', gutter(d.line - 1) + clip(all[d.line - 2]!)));
  out.push(gutter(d.line) + clip(text));
  const start = Math.max(1, d.column);
  const end = d.endLine === d.line && d.endColumn > start ? d.endColumn : start + 1;
  const length = Math.max(1, Math.min(end, text.length + 1, from + WINDOW) - start);
  const shift = start - from + (from > 1 ? 1 : 0);
  out.push(' '.repeat(gutter('').length) + ' '.repeat(shift) + paint('31', '^'.repeat(length)));
  return out;
}

/** How many characters of a long line a code frame shows. */
const WINDOW = 160;
