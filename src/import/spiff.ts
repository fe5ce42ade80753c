/**
 * Decides which v1 rule values rgdc can take over. rgdc reads the same `(( ... ))` subset
 * that v1 ConfigData files use in practice (parameter references, literals, text around
 * placeholders; see `parseRuleValue`), so such values are copied verbatim. spiff string
 * concatenation of literals and references (`(( "v" version ))`) is rewritten as text
 * with placeholders (`v(( version ))`). Anything else is reported, never guessed at.
 */
import { parseRuleValue } from '../configdata/value-expression.js';
import type { FieldPath } from '../source/types.js';

/** A value rgdc can use, or why it cannot. */
export type SpiffTranslation =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly origin: FieldPath; readonly message: string; readonly hint?: string };

/**
 * Translates a whole rule value: scalars directly, maps and lists leaf by leaf (every
 * string inside must be translatable, else the first failure is returned).
 */
export function translateRuleValue(value: unknown, origin: FieldPath): SpiffTranslation {
  if (typeof value === 'string') {
    const result = translateSpiffString(value);
    return 'error' in result ? { ok: false, origin, message: result.error, ...(result.hint ? { hint: result.hint } : {}) } : { ok: true, value: result.value };
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [i, item] of value.entries()) {
      const inner = translateRuleValue(item, [...origin, i]);
      if (!inner.ok) return inner;
      out.push(inner.value);
    }
    return { ok: true, value: out };
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('(('))
        return { ok: false, origin: [...origin, key], message: `the key \`${key}\` is a spiff expression; rgdc translates values, not computed keys` };
      const inner = translateRuleValue(item, [...origin, key]);
      if (!inner.ok) return inner;
      out[key] = inner.value;
    }
    return { ok: true, value: out };
  }
  return { ok: true, value };
}

/** One string value: the text rgdc should carry, or why it cannot be translated. */
export function translateSpiffString(text: string): { value: string } | { error: string; hint?: string } {
  if (!text.includes('((')) return { value: text };
  const parsed = parseRuleValue(text);
  if (!('error' in parsed)) return { value: text };
  const whole = text.trim();
  if (whole.startsWith('((') && whole.endsWith('))')) {
    const concatenated = concatenation(whole.slice(2, -2).trim());
    if (concatenated !== undefined) return { value: concatenated };
    return { error: describe(whole.slice(2, -2).trim()) };
  }
  return { error: parsed.error };
}

const OPERAND = /\s*("(?:[^"\\]|\\.)*"|(?:0|[1-9][0-9]*)(?:\.[0-9]+)?|[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)/y;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** spiff keywords that read like parameter names but are operators. */
const KEYWORDS = new Set([
  'merge',
  'auto',
  'replace',
  'none',
  'prune',
  'temp',
  'local',
  'state',
  'inject',
  'default',
  'required',
  'lambda',
  'sync',
  'true',
  'false',
  'nil',
]);

/**
 * spiff concatenation `(( "prefix-" name "-suffix" ))`: two or more operands, string or
 * number literals and references, at least one non-empty string literal so the result is
 * a string (spiff concatenates lists instead when the operands are lists).
 */
function concatenation(inner: string): string | undefined {
  const operands: string[] = [];
  OPERAND.lastIndex = 0;
  while (OPERAND.lastIndex < inner.length) {
    const start = OPERAND.lastIndex;
    const match = OPERAND.exec(inner);
    if (!match) return undefined;
    // Operands are separated by blanks: `a"b"` or `a-1` are not concatenations.
    if (operands.length > 0 && !/^\s/.test(inner.slice(start))) return undefined;
    operands.push(match[1]!);
  }
  if (operands.length < 2) return undefined;
  let text = '';
  let literalText = false;
  for (const operand of operands) {
    if (operand.startsWith('"')) {
      const literal = JSON.parse(operand) as string;
      if (literal.includes('((') || literal.includes('))')) return undefined;
      if (literal !== '') literalText = true;
      text += literal;
    } else if (NAME.test(operand)) {
      if (KEYWORDS.has(operand.split('.')[0]!)) return undefined;
      text += `(( ${operand} ))`;
    } else {
      literalText = true;
      text += operand;
    }
  }
  if (!literalText) return undefined;
  const check = parseRuleValue(text);
  if ('error' in check) return undefined;
  // A string: text with placeholders, or (all operands literals) plain text.
  return check.kind === 'text' || (check.kind === 'literal' && typeof check.value === 'string') ? text : undefined;
}

/** Names what an untranslatable expression uses, for the message. */
function describe(inner: string): string {
  const shown = inner.length > 60 ? `${inner.slice(0, 57)}...` : inner;
  let what = 'an expression rgdc cannot translate';
  const fn = /([A-Za-z_][A-Za-z0-9_]*)\s*\(/.exec(inner);
  if (fn) what = `the spiff function \`${fn[1]}\``;
  else if (/^(merge|replace|inject|prune|temp|local|state|sync|auto|none|default|required)\b/.test(inner))
    what = `the spiff operator \`${inner.split(/\s/)[0]}\``;
  else if (/\|\||&&|\?|[-+*/%]|==|!=|<=|>=|[<>]|!/.test(inner)) what = 'spiff operators';
  else if (/\|/.test(inner)) what = 'a spiff lambda or alternative';
  else if (/[[\]{}]/.test(inner)) what = 'a spiff list, map or index expression';
  return `\`(( ${shown} ))\` uses ${what}; rgdc translates only parameter references (\`(( name ))\`, \`(( a.b ))\`), literals and text around them`;
}
