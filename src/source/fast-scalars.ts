/**
 * The scalar rules of the fast reader (fast-load.ts): which characters start or belong to
 * the simple scalars it reads, double-quoted escapes, and a plain scalar's value under the
 * YAML 1.2 core schema, as the `yaml` library resolves it.
 */

/** Thrown to leave the fast reader: the input is not of the simple kind. */
export const NOT_SIMPLE = new Error('not simple YAML');

/** A flow map key: the words a block map key may be. */
export const FLOW_KEY = /^[A-Za-z_][A-Za-z0-9_./-]*$/;

/** First characters that make a scalar something other than a simple plain one. */
export const INDICATORS = new Set([...'[]{},#&*!|>\'"%@`?:'].map((c) => c.charCodeAt(0)));

/** Plain keys the core schema reads as null or a boolean; `__proto__` an object literal cannot hold. */
export const SPECIAL_KEYS = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE', '__proto__']);

/** Double-quoted escapes with a fixed meaning (YAML 1.2, as the `yaml` library reads them). */
export const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};

/** ASCII letter. */
export function isLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

/** ASCII digit. */
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** A character of a plain word inside a one-line flow collection. */
export function isFlowWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 0x5f || c === 0x2e || c === 0x2f || c === 0x2d || c === 0x2b /* + */;
}

/** inspect-tree.ts's rule for numbers a JavaScript number cannot hold (checkNumber). */
const INTEGER_LITERAL = /^[-+]?(?:[0-9][0-9_]*|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const INFINITY_LITERAL = /^[-+]?\.(?:inf|Inf|INF)$/;

/**
 * A plain scalar's value under the YAML 1.2 core schema, the tags in the order the `yaml`
 * library tries them. A number JavaScript cannot hold as written is not simple (the full
 * loader reports it).
 */
export function resolvePlain(text: string): unknown {
  const c = text.charCodeAt(0);
  // Most scalars start with a letter other than those of null and the booleans.
  if (isLetter(c) && c !== 0x6e && c !== 0x4e && c !== 0x74 && c !== 0x54 && c !== 0x66 && c !== 0x46) return text;
  if (/^(?:~|[Nn]ull|NULL)?$/.test(text)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(text)) return text[0] === 't' || text[0] === 'T';
  let value: number;
  if (/^0o[0-7]+$/.test(text)) value = parseInt(text.substring(2), 8);
  else if (/^[-+]?[0-9]+$/.test(text)) value = parseInt(text, 10);
  else if (/^0x[0-9a-fA-F]+$/.test(text)) value = parseInt(text.substring(2), 16);
  else if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text))
    value = text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  else if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(text) || /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(text)) value = parseFloat(text);
  else return text;
  if (!Number.isSafeInteger(value)) {
    const lost = INTEGER_LITERAL.test(text) ? true : !Number.isFinite(value) && !INFINITY_LITERAL.test(text);
    if (lost) throw NOT_SIMPLE;
  }
  return value;
}
