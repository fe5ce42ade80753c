/**
 * Applies {@link SensitiveSpans} to what rgdc prints: source text for code frames, and
 * any message, log line or JSON value that might repeat a sensitive value.
 */
import type { SensitiveSpans, SourceRange } from './spans.js';

/** What a hidden value is shown as. */
export const MASK = '********';

/**
 * Values shorter than this are replaced only where a message quotes them (`"ab"`, `ab`),
 * so a one-character secret does not blank every `1` in `rules[1]`.
 */
const MIN_FREE_MATCH = 4;

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

/** `text` with every sensitive value replaced by {@link MASK}. */
export function maskText(spans: Pick<SensitiveSpans, 'values'>, text: string): string {
  let out = text;
  for (const value of spans.values) {
    if (!out.includes(value)) continue;
    if (value.length >= MIN_FREE_MATCH) out = out.split(value).join(MASK);
    else out = out.replace(new RegExp(`(["'\`])${escapeRegExp(value)}\\1`, 'g'), `$1${MASK}$1`);
    // A value also appears JSON-escaped inside messages that quote it with JSON.stringify.
    const escaped = JSON.stringify(value).slice(1, -1);
    if (escaped !== value && escaped.length >= MIN_FREE_MATCH) out = out.split(escaped).join(MASK);
  }
  return out;
}

/** A JSON-able value with every string (keys too) masked; the structure is kept. */
export function maskJson<T>(spans: Pick<SensitiveSpans, 'values'>, value: T): T {
  if (spans.values.length === 0) return value;
  const visit = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return maskText(spans, v);
    if (depth > 512 || v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((item) => visit(item, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [maskText(spans, k), visit(item, depth + 1)]));
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
