/**
 * What the reference rules know of kro's CEL names: the functions come from the one
 * registry (`cel/function-registry.ts`, read from the environment `cel/library/` builds),
 * to report calls of undeclared functions the way kro's inspector does ("uses unknown
 * functions"); the type denotations are CEL's own.
 */
export { isKnownFunction } from '../cel/function-registry.js';

/** CEL type denotations, usable as values (`type(x) == string`). */
export const TYPE_IDENTIFIERS: ReadonlySet<string> = new Set(['int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'dyn']);
