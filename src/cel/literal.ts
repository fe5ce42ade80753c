/**
 * Producing CEL and kro text from user data without ever letting user text become an
 * expression: every string rgdc puts inside CEL is a double-quoted literal, and every `${`
 * in literal YAML text is neutralised the way kro documents it.
 */

/** A double-quoted CEL string literal for `value` (kro only tracks double quotes). */
export function celString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === '"') out += '\\"';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/**
 * Makes literal text safe inside a kro template: `${` becomes `${"${"}`, an expression
 * whose value is the two characters `${` (kro's documented escape; it has no `$${`).
 *
 * @example escapeTemplateText('cost: ${price}') === 'cost: ${"${"}price}'
 */
export function escapeTemplateText(text: string): string {
  return text.split('${').join('${"${"}');
}

/** Escapes every string inside a literal YAML value (maps, lists) with {@link escapeTemplateText}. */
export function escapeLiteralValue(value: unknown): unknown {
  if (typeof value === 'string') return escapeTemplateText(value);
  if (Array.isArray(value)) return value.map(escapeLiteralValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeLiteralValue(v)]));
  }
  return value;
}
