import { CEL_RESERVED_WORDS } from '../cel/reserved-words.js';
/**
 * What rgdc knows about JSON Schema keywords and parameter names: which keywords map to
 * SimpleSchema, which cannot, which are mere annotations, and which names kro and rgdc
 * cannot accept.
 */

/**
 * Keywords that constrain values in ways SimpleSchema markers cannot express. Dropping
 * them silently would let instances through that the schema author meant to reject.
 */
export const UNSUPPORTED_KEYWORDS: ReadonlySet<string> = new Set([
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'const',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'patternProperties',
  'propertyNames',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'contains',
  'minContains',
  'maxContains',
  'minProperties',
  'maxProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'prefixItems',
  'additionalItems',
  '$dynamicRef',
  '$recursiveRef',
]);

/** Pure annotations: no effect on validation, so nothing is lost by dropping them. */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'title',
  '$comment',
  'examples',
  '$schema',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$recursiveAnchor',
  '$vocabulary',
  'readOnly',
  'deprecated',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  // Definition containers are only read at the root, through `$ref`.
  '$defs',
  'definitions',
]);

/** Keywords the converter reads itself. */
export const HANDLED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'required',
  'items',
  'additionalProperties',
  '$ref',
  'description',
  'default',
  'enum',
  'minimum',
  'maximum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'format',
  'writeOnly',
]);

/** Keywords that may sit next to `$ref` without changing what the reference means. */
export const REF_SIBLING_KEYWORDS: ReadonlySet<string> = new Set([
  '$ref',
  'description',
  'default',
  // A `type` next to `$ref` only repeats what the definition says.
  'type',
  'format',
  'writeOnly',
]);

/** Top-level parameter names rgdc itself adds to the instance spec. */
const RESERVED_TOP_LEVEL_NAMES: ReadonlySet<string> = new Set(['component', 'delivery', 'secrets']);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Why a property name cannot be a kro field name, or undefined when it can. */
export function checkPropertyName(name: string): string | undefined {
  if (!IDENTIFIER.test(name)) {
    return 'it must start with a letter or `_` and contain only letters, digits and `_`';
  }
  if (CEL_RESERVED_WORDS.has(name)) return 'it is a CEL reserved word';
  return undefined;
}

/** Tells whether a top-level parameter name collides with a field rgdc adds itself. */
export function isReservedTopLevelName(name: string): boolean {
  return RESERVED_TOP_LEVEL_NAMES.has(name);
}

/** Tells whether a key is a vendor extension (`x-...`), which JSON Schema tools ignore. */
export function isExtensionKeyword(key: string): boolean {
  return key.startsWith('x-');
}
