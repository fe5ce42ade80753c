/**
 * Applies {@link SensitiveSpans} to what rgdc prints: source text for code frames, and
 * any message, log line or JSON value that might repeat a sensitive value.
 */
import type { SensitiveValues, SourceRange } from './spans.js';

/** What a hidden value is shown as. */
export const MASK = '********';

/**
 * A value is replaced wherever it appears in any text only when it is *distinctive*: at
 * least this long and mixing letters with other characters (`hunter2`, `S3CRET`,
 * `p@ss`), or {@link LONG} characters of anything. A plain word or number (`string`,
 * `true`, `admin`, `1234`) is as likely to be part of a message as a secret, so it is
 * replaced only where a message about its own file quotes it, and never in another's.
 */
const MIN_FREE_MATCH = 4;
const LONG = 16;

/** Whether a value may be replaced wherever it appears (see {@link MIN_FREE_MATCH}). */
export function isDistinctive(value: string): boolean {
  if (value.length >= LONG) return true;
  return value.length >= MIN_FREE_MATCH && /\p{L}/u.test(value) && /[^\p{L}]/u.test(value);
}

/**
 * The source with every sensitive range replaced by {@link MASK}. Line breaks inside a
 * range are kept, so line numbers of diagnostics still point at the right lines.
 */
export function maskSource(text: string, ranges: readonly SourceRange[] | undefined): string {
  if (!ranges || ranges.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue;
    out += text.slice(at, start) + MASK + '\n'.repeat(countNewlines(text.slice(start, end)));
    at = end;
  }
  return out + text.slice(at);
}

/**
 * `text` with the sensitive values it repeats replaced by {@link MASK}. Distinctive values
 * ({@link isDistinctive}) of every file are replaced wherever they appear; the others only
 * where quoted (`` `admin` ``, `"admin"`, `'admin'`) or as a whole YAML scalar (`: admin`,
 * `- admin` ending a line), and, when the text is about one `file` (a diagnostic's message
 * or hint), only that file's. So `password: {type: string}` or `token: "true"` in one file
 * never blanks `string` or `true` in the messages of another.
 */
export function maskText(spans: Pick<SensitiveValues, 'values' | 'byFile'>, text: string, file?: string): string {
  let out = text;
  const own = file === undefined ? undefined : spans.byFile.get(file);
  for (const value of spans.values) {
    // A value also appears JSON-escaped inside messages that quote it with JSON.stringify.
    const escaped = JSON.stringify(value).slice(1, -1);
    if (!out.includes(value) && !out.includes(escaped)) continue;
    if (isDistinctive(value)) {
      out = out.split(value).join(MASK);
      if (escaped !== value) out = out.split(escaped).join(MASK);
    } else if (own === undefined ? file === undefined : own.includes(value)) {
      const quoted = escapeRegExp(value);
      out = out.replace(new RegExp(`(["'\`])${quoted}\\1|(^|: |- )${quoted}(?=\r?$)`, 'gm'), (_all, quote: string | undefined, before: string | undefined) => (quote ? `${quote}${MASK}${quote}` : `${before ?? ''}${MASK}`));
    }
  }
  return out;
}

/** A JSON-able value with every string (keys too) masked; the structure is kept. */
export function maskJson<T>(spans: Pick<SensitiveValues, 'values' | 'byFile'>, value: T, file?: string): T {
  if (spans.values.length === 0) return value;
  const visit = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return maskText(spans, v, file);
    if (depth > 512 || v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((item) => visit(item, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [maskText(spans, k, file), visit(item, depth + 1)]));
  };
  return visit(value, 0) as T;
}

function countNewlines(text: string): number {
  let n = 0;
  for (const c of text) if (c === '\n') n++;
  return n;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
