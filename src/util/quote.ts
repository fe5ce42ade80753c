/**
 * User text quoted for messages: JSON string syntax, with every character a terminal or a
 * YAML reader could take as a line break or control (C1 controls, U+2028, U+2029, BOM,
 * lone surrogates) escaped too, so a message is always one visible line.
 *
 * ```ts
 * quoteText('a\u2028b'); // '"a\\u2028b"'
 * ```
 */
export function quoteText(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029\ufeff]|\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
