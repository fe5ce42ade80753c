/**
 * Input text shown on a terminal must not drive the terminal: an escape sequence in a
 * YAML value could recolour, retitle or rewrite a CI log (CVE-2021-25743 style), and a
 * bidirectional override can make shown code differ from the bytes (Trojan Source).
 * These are shown as visible escapes (`\x1b`, `\x07`, `\u202e`) instead.
 */

/**
 * C0 controls but tab and line feed, DEL, C1 controls (0x9b is a one-byte CSI), and the
 * bidirectional embedding, override and isolate characters.
 */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character written as a visible escape. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, visibleEscape);
}

/** Same, for one line: a line feed or carriage return inside it is escaped as well. */
export function escapeControlLine(text: string): string {
  return escapeControl(text).replace(/\n/g, '\\n');
}

/** Escapes the characters JSON.stringify leaves raw but terminals interpret (C1, bidi). */
export function escapeJsonForTerminal(json: string): string {
  // These characters occur only inside JSON strings, where a `\u` escape means the same.
  return json.replace(/[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * User text quoted for a one-line message: JSON string syntax (lone surrogates escaped),
 * the terminal controls above escaped, and the line and paragraph separators and BOM too,
 * which some terminals and every YAML 1.1 reader take as line breaks.
 *
 * ```ts
 * quoteForMessage('a\u2028b'); // '"a\\u2028b"'
 * ```
 */
export function quoteForMessage(text: string): string {
  return escapeJsonForTerminal(JSON.stringify(text)).replace(/[\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

function visibleEscape(c: string): string {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * A template tag for report lines made from text someone else supplied (a registry's or a
 * CTF's names, versions, media types, labels): every substituted value is shown as on one
 * line ({@link escapeControlLine}, and the line and paragraph separators too), while the
 * template's own text is kept. So a field added to a report is escaped without anyone
 * remembering to.
 *
 * ```ts
 * inert`provider    ${'acme\x1b[2J'}`; // 'provider    acme\\x1b[2J'
 * ```
 */
export function inert(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += escapeInertValue(String(values[i])) + strings[i + 1]!;
  return text;
}

function escapeInertValue(text: string): string {
  return escapeControlLine(text).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}
