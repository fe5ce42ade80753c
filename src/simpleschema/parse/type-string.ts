/**
 * The type half of a SimpleSchema field string (`"[]map[string]Person | required=true"`),
 * parsed exactly as kro's `pkg/simpleschema/parse.go` does: everything before the first
 * `|` is trimmed, then read as an atomic type, `object`, `[]T`, `map[string]T`, or a
 * reference to a custom type.
 */

/** kro's atomic types; `float` becomes OpenAPI `number`, and `number` is NOT a keyword. */
export const ATOMIC_TYPES: ReadonlySet<string> = new Set(['string', 'integer', 'boolean', 'float']);

/** kro's `maxTypeNestingDepth`: deeper `[][]...` or `map[string]...` chains are rejected. */
export const MAX_TYPE_NESTING_DEPTH = 16;

/** A parsed SimpleSchema type. */
export type SimpleType =
  | { readonly kind: 'atomic'; readonly name: string }
  | { readonly kind: 'object' }
  | { readonly kind: 'slice'; readonly elem: SimpleType }
  | { readonly kind: 'map'; readonly value: SimpleType }
  | { readonly kind: 'custom'; readonly name: string };

/** The result of {@link parseTypeString}: a type, or kro's error message. */
export type TypeParseResult = { readonly type: SimpleType } | { readonly error: string };

/**
 * Parses the type portion of a field string.
 *
 * @example
 * parseTypeString('[]string | required=true'); // => { type: { kind: 'slice', elem: { kind: 'atomic', name: 'string' } } }
 * parseTypeString('map[int]string');           // => { error: 'map key must be string' }
 */
export function parseTypeString(field: string): TypeParseResult {
  const pipe = field.indexOf('|');
  const typeText = (pipe < 0 ? field : field.slice(0, pipe)).trim();
  if (typeText === '') return { error: 'empty type' };
  return parseWithDepth(typeText, 0);
}

function parseWithDepth(text: string, depth: number): TypeParseResult {
  if (depth > MAX_TYPE_NESTING_DEPTH) {
    return { error: `type nesting too deep (max ${MAX_TYPE_NESTING_DEPTH}): ${JSON.stringify(text)}` };
  }
  const s = text.trim();
  if (ATOMIC_TYPES.has(s)) return { type: { kind: 'atomic', name: s } };
  if (s === 'object') return { type: { kind: 'object' } };
  if (s.startsWith('[]')) {
    const elem = s.slice(2);
    if (elem === '') return { error: 'empty slice element type' };
    const inner = parseWithDepth(elem, depth + 1);
    return 'error' in inner ? inner : { type: { kind: 'slice', elem: inner.type } };
  }
  if (s.startsWith('map[')) {
    if (!s.startsWith('map[string]')) return { error: 'map key must be string' };
    const rest = s.slice('map[string]'.length).trim();
    if (rest === '') return { error: 'map value type is required' };
    const inner = parseWithDepth(rest, depth + 1);
    return 'error' in inner ? inner : { type: { kind: 'map', value: inner.type } };
  }
  // Anything else names a custom type; whether it exists is decided when resolving.
  return { type: { kind: 'custom', name: s } };
}

/** The custom type names a type refers to (its dependencies), outermost first. */
export function customTypeNames(type: SimpleType): string[] {
  switch (type.kind) {
    case 'custom':
      return [type.name];
    case 'slice':
      return customTypeNames(type.elem);
    case 'map':
      return customTypeNames(type.value);
    default:
      return [];
  }
}
