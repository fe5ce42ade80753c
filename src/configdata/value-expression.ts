/**
 * The subset of OCM v1's spiff `(( ... ))` syntax that rule values use: a parameter path,
 * a literal, or text around placeholders. Anything else (operators, functions, merges) is
 * reported instead of being guessed at.
 *
 * @example parseRuleValue('(( replicas ))')        // { kind: 'parameter', path: ['replicas'] }
 * @example parseRuleValue('v(( version ))-alpine') // { kind: 'text', parts: ['v', {param}, '-alpine'] }
 */

/** A piece of text with placeholders: literal text or a parameter path. */
export type TextPart = string | { readonly parameter: readonly string[] };

/** What a string rule value means. */
export type RuleValue =
  | { readonly kind: 'literal'; readonly value: unknown }
  | { readonly kind: 'parameter'; readonly path: readonly string[] }
  | { readonly kind: 'text'; readonly parts: readonly TextPart[] };

const PARAMETER = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** spiff operators that look like names; they merge or restructure YAML, which rgdc does not. */
const SPIFF_KEYWORDS = new Set(['merge', 'auto', 'replace', 'none', 'prune', 'temp', 'local', 'state', 'inject', 'default', 'required', 'lambda', 'sync']);
const PLACEHOLDER = /\(\(([\s\S]*?)\)\)/g;

/** Parses one string value. Non-string values are literals and never reach this. */
export function parseRuleValue(text: string): RuleValue | { readonly error: string } {
  if (!text.includes('((')) return { kind: 'literal', value: text };
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const inner = match[1]!.trim();
    if (match.index! > last) parts.push(text.slice(last, match.index));
    const literal = parseSpiffLiteral(inner);
    if (literal !== undefined) {
      parts.push(typeof literal === 'string' ? literal : JSON.stringify(literal));
    } else if (PARAMETER.test(inner) && !SPIFF_KEYWORDS.has(inner.split('.')[0]!)) {
      parts.push({ parameter: inner.split('.') });
    } else {
      return { error: `\`(( ${inner} ))\` is not a parameter reference or a literal; rgdc translates only \`(( name ))\`, \`(( a.b ))\` and literals` };
    }
    last = match.index! + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  if (parts.some((p) => typeof p === 'string' && p.includes('(('))) {
    return { error: 'unbalanced `((`: every `((` needs a closing `))`' };
  }
  const whole = text.trim();
  // `(( a ))` alone (surrounding blanks aside) keeps the parameter's type.
  const meaningful = parts.filter((p) => typeof p !== 'string' || p.trim() !== '');
  if (meaningful.length === 1 && typeof meaningful[0] !== 'string' && whole.startsWith('((') && whole.endsWith('))')) {
    return { kind: 'parameter', path: meaningful[0]!.parameter };
  }
  if (parts.every((p) => typeof p === 'string')) {
    // `(( "x" ))` alone, or text whose placeholders are all literals: the value is their text,
    // except a single literal placeholder, which keeps its type (`(( 3 ))` is the number 3).
    const single = whole.startsWith('((') && whole.endsWith('))') && [...text.matchAll(PLACEHOLDER)].length === 1;
    if (single) return { kind: 'literal', value: parseSpiffLiteral(whole.slice(2, -2).trim()) };
    return { kind: 'literal', value: parts.join('') };
  }
  return { kind: 'text', parts };
}

/** Spiff literals: `"string"`, numbers, `true`, `false`, `nil`. */
function parseSpiffLiteral(inner: string): string | number | boolean | null | undefined {
  if (/^"(?:[^"\\]|\\.)*"$/.test(inner)) {
    // A tab or line break typed inside the quotes stands for itself (spiff's strings take any
    // character), but JSON.parse refuses it raw: escape it, leaving escape pairs as they are.
    const raw = inner.replace(/\\[\s\S]|[\u0000-\u001f]/g, (m) => (m.length === 2 ? m : `\\u${m.charCodeAt(0).toString(16).padStart(4, '0')}`));
    try {
      return JSON.parse(raw) as string;
    } catch {
      // An escape JSON does not know (`\q`): no literal (none of the tests below takes a quote).
    }
  }
  if (/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(inner)) return Number(inner);
  if (inner === 'true') return true;
  if (inner === 'false') return false;
  if (inner === 'nil' || inner === '~') return null;
  return undefined;
}
