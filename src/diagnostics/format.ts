/**
 * Renders diagnostics for people: `file:line:col: severity code: message`, a code frame
 * with the offending text underlined, and the hint. Control characters from the input are
 * shown escaped (see terminal-text.ts); secrets are masked by the caller, which passes
 * the source with sensitive spans already replaced (src/sensitive).
 */
import type { Diagnostic } from './diagnostic.js';
import { escapeControlLine } from './terminal-text.js';

export interface FormatOptions {
  /** The text of `diagnostic.file`, for the code frame; omit it to print no frame. */
  readonly source?: string;
  readonly color?: boolean;
}

/** One diagnostic as a multi-line block (no trailing newline). */
export function formatDiagnostic(diagnostic: Diagnostic, options: FormatOptions = {}): string {
  const paint = (code: string, text: string) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const severity =
    diagnostic.severity === 'error' ? paint('31;1', 'error') : diagnostic.severity === 'warning' ? paint('33;1', 'warning') : paint('36', 'info');
  const head = `${escapeControlLine(diagnostic.file)}:${diagnostic.line}:${diagnostic.column}: ${severity} ${diagnostic.code}: ${escapeControlLine(diagnostic.message)}`;
  const lines = [head];
  if (options.source !== undefined) lines.push(...codeFrame(options.source, diagnostic, paint));
  if (diagnostic.hint) lines.push(`  ${paint('2', 'hint:')} ${escapeControlLine(diagnostic.hint)}`);
  return lines.join('\n');
}

function codeFrame(source: string, d: Diagnostic, paint: (code: string, text: string) => string): string[] {
  const all = source.split(/\r?\n/);
  const text = all[d.line - 1];
  if (text === undefined) return [];
  const width = String(Math.min(all.length, d.line + 1)).length;
  const out: string[] = [];
  const gutter = (n: number | '') => `  ${String(n).padStart(width)} | `;
  // A window of the line around the column keeps frames readable for huge lines.
  const from = d.column > WINDOW ? d.column - WINDOW / 2 : 1;
  const clip = (line: string) =>
    (from > 1 ? '…' : '') + escapeControlLine(line.slice(from - 1, from - 1 + WINDOW)) + (line.length > from - 1 + WINDOW ? '…' : '');
  if (d.line > 1 && all[d.line - 2] !== undefined) out.push(paint('2', gutter(d.line - 1) + clip(all[d.line - 2]!)));
  out.push(gutter(d.line) + clip(text));
  const start = Math.max(1, d.column);
  const end = d.endLine === d.line && d.endColumn > start ? d.endColumn : start + 1;
  const last = Math.min(end, text.length + 1, from + WINDOW);
  // Escapes widen the text: measure the caret's offset and length on the escaped text.
  const shift = escapeControlLine(text.slice(from - 1, Math.max(from - 1, start - 1))).length + (from > 1 ? 1 : 0);
  const length = Math.max(1, escapeControlLine(text.slice(start - 1, last - 1)).length);
  out.push(' '.repeat(gutter('').length) + ' '.repeat(shift) + paint('31', '^'.repeat(length)));
  return out;
}

/** How many characters of a long line a code frame shows. */
const WINDOW = 160;
