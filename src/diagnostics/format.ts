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

function codeFrame(source: string, d: Diagnostic, paint: (code: string, text: string) => string): string[] {
  const all = source.split(/\r?\n/);
  const text = all[d.line - 1];
  if (text === undefined) return [];
  const width = String(Math.min(all.length, d.line + 1)).length;
  const out: string[] = [];
  const gutter = (n: number | '') => `  ${String(n).padStart(width)} | `;
  if (d.line > 1 && all[d.line - 2] !== undefined) out.push(paint('2', gutter(d.line - 1) + clip(all[d.line - 2]!)));
  out.push(gutter(d.line) + clip(text));
  const start = Math.max(1, d.column);
  const end = d.endLine === d.line && d.endColumn > start ? d.endColumn : start + 1;
  const length = Math.max(1, Math.min(end, text.length + 1) - start);
  out.push(' '.repeat(gutter('').length) + ' '.repeat(start - 1) + paint('31', '^'.repeat(length)));
  return out;
}

/** Keeps frames readable when a line is huge (minified JSON, long CEL). */
function clip(line: string): string {
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
