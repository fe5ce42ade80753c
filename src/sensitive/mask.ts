/**
 * Applies {@link SensitiveSpans} to what rgdc prints: source text for code frames, and
 * any message, log line or JSON value that might repeat a sensitive value.
 */
import type { LocatedValue, SensitiveSpans, SourceRange } from './spans.js';

/** What a hidden value is shown as. */
export const MASK = '********';

/**
 * A value is replaced wherever it appears in any text only when it is *distinctive*: at
 * least this long and mixing letters with other characters (`hunter2`, `S3CRET`,
 * `p@ss`), or {@link LONG} characters of anything. A plain word or number (`string`,
 * `true`, `admin`, `1234`) is as likely to be part of a message as a secret, so it is
 * replaced only in a message about the place it sits ({@link maskMessage}), or where text
 * about no one place quotes it ({@link maskText}).
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
 * `text` that is about no one place (a log line, preview's objects, the summary line) with
 * the run's sensitive values replaced by {@link MASK}: distinctive ones
 * ({@link isDistinctive}) wherever they appear, the others only where quoted
 * (`` `admin` ``, `"admin"`, `'admin'`) or as a whole YAML scalar (`: admin`, `- admin`
 * ending a line), so `token: "true"` does not blank every `true`. A diagnostic's message
 * is masked by {@link maskMessage} instead.
 */
export function maskText(spans: Pick<SensitiveSpans, 'values'>, text: string): string {
  let out = text;
  for (const value of spans.values) out = isDistinctive(value) ? replaceAll(out, value) : replaceQuoted(out, value);
  return out;
}

/** Where a diagnostic points: its file and lines (1-based, inclusive). */
export interface MessagePlace {
  readonly file: string;
  readonly line: number;
  readonly endLine: number;
}

/**
 * A diagnostic's message or hint with the secret values it quotes replaced by
 * {@link MASK}. The values of the place it points at (a value whose lines it shares, its
 * key's line included) are replaced where the message repeats them: distinctive ones
 * anywhere, plain words as a whole word or quoted (`admin` in `got admin`, not in
 * `administrator`), values shorter than four characters only where quoted (a secret `1`
 * does not blank `rules[1]`). Other values of the same file are replaced only when
 * distinctive, for a message that echoes one from elsewhere. Values of other files, and
 * plain words of other fields, are left alone: `token: "true"` in one file never turns
 * `true` into `********` in the messages of another field or file.
 */
export function maskMessage(spans: Pick<SensitiveSpans, 'located'>, text: string, at: MessagePlace): string {
  const values = spans.located.get(at.file);
  if (!values) return text;
  let out = text;
  const endLine = Math.max(at.line, at.endLine);
  for (const { text: value, lines } of longestFirst(values)) {
    const here = lines[0] <= endLine && at.line <= lines[1];
    if (isDistinctive(value)) out = replaceAll(out, value);
    else if (here) out = value.length >= MIN_FREE_MATCH ? replaceWord(out, value) : replaceQuoted(out, value);
  }
  return out;
}

const ORDERED = new WeakMap<readonly LocatedValue[], readonly LocatedValue[]>();

/** A file's values longest first, so a value's prefix never wins (sorted once per file, not per message). */
function longestFirst(values: readonly LocatedValue[]): readonly LocatedValue[] {
  let ordered = ORDERED.get(values);
  if (!ordered) ORDERED.set(values, (ordered = [...values].sort((x, y) => y.text.length - x.text.length)));
  return ordered;
}

/** Every occurrence of a value, and of its JSON-escaped form (messages quote with JSON.stringify). */
function replaceAll(text: string, value: string): string {
  let out = text.includes(value) ? text.split(value).join(MASK) : text;
  const escaped = JSON.stringify(value).slice(1, -1);
  if (escaped !== value && out.includes(escaped)) out = out.split(escaped).join(MASK);
  return out;
}

/** A value where it stands as a word of its own (no letter, digit or `_` next to it). */
function replaceWord(text: string, value: string): string {
  if (!text.includes(value)) return text;
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(value)}(?![\\p{L}\\p{N}_])`, 'gu'), MASK);
}

/** A value where it is quoted, or a whole YAML scalar at the end of a line. */
function replaceQuoted(text: string, value: string): string {
  if (!text.includes(value)) return text;
  const quoted = escapeRegExp(value);
  return text.replace(new RegExp(`(["'\`])${quoted}\\1|(^|: |- )${quoted}(?=\r?$)`, 'gm'), (_all, quote: string | undefined, before: string | undefined) =>
    quote ? `${quote}${MASK}${quote}` : `${before ?? ''}${MASK}`,
  );
}

/**
 * A JSON-able value with every string (keys too) masked; the structure is kept, but for a
 * collection nested deeper than 512 levels, which is {@link MASK} whole (it is not walked).
 */
export function maskJson<T>(spans: Pick<SensitiveSpans, 'values'>, value: T): T {
  if (spans.values.length === 0) return value;
  const visit = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return maskText(spans, v);
    if (v === null || typeof v !== 'object') return v;
    if (depth > 512) return MASK;
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
