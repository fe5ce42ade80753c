/**
 * Reads the validation keywords of one schema node (enum, bounds, pattern, lengths,
 * item counts) into {@link Facets}, keeping only values a kro marker can carry.
 *
 * A keyword that does not apply to the node's type has no effect in JSON Schema; it is
 * reported as ignored because it usually means the author expected a check that no one
 * will make. `enum` is the exception: kro errors on it for other types.
 */
import { describeParameter, reportIssue, type ConversionContext, type NodeLocation } from './parse-context.js';
import { checkRegex } from '../regex/index.js';
import type { Facets } from './types.js';

/** The node kinds facets are read for (`float` is JSON Schema `number`). */
export type FacetKind = 'string' | 'integer' | 'float' | 'boolean' | 'array' | 'object';

/** Which kinds each validation keyword applies to. */
const APPLIES_TO: Readonly<Record<string, readonly FacetKind[]>> = {
  minimum: ['integer', 'float'],
  maximum: ['integer', 'float'],
  pattern: ['string'],
  minLength: ['string'],
  maxLength: ['string'],
  minItems: ['array'],
  maxItems: ['array'],
  uniqueItems: ['array'],
  properties: ['object'],
  required: ['object'],
  additionalProperties: ['object'],
  items: ['array'],
};

/** Reports keywords that have no effect on a node of `kind`. */
export function reportInapplicableKeywords(raw: Record<string, unknown>, kind: FacetKind, location: NodeLocation, context: ConversionContext): void {
  for (const [keyword, kinds] of Object.entries(APPLIES_TO)) {
    if (raw[keyword] === undefined || kinds.includes(kind)) continue;
    reportIssue(
      context,
      'schema_ignored_keyword',
      [...location.path, keyword],
      `\`${keyword}\` has no effect on ${describeParameter(location.label)} of type ${kind}; it is dropped`,
      `Remove \`${keyword}\` or change the type to ${kinds.join(' or ')}.`,
    );
  }
}

/** Reads the facets of a node of `kind`, reporting values no marker can carry. */
export function parseFacets(raw: Record<string, unknown>, kind: FacetKind, location: NodeLocation, context: ConversionContext): Facets {
  const facets: Facets = {};
  const invalid = (keyword: string | (string | number)[], why: string, hint?: string): void => {
    const tail = Array.isArray(keyword) ? keyword : [keyword];
    const name = String(tail[0]);
    reportIssue(
      context,
      'schema_invalid_marker_value',
      [...location.path, ...tail],
      `\`${name}\` of ${describeParameter(location.label)} cannot be written as a kro marker: ${why}`,
      hint,
    );
  };
  const applies = (keyword: string): boolean => raw[keyword] !== undefined && (APPLIES_TO[keyword] ?? []).includes(kind);

  if (raw.enum !== undefined) facets.enum = parseEnum(raw.enum, kind, invalid);
  for (const keyword of ['minimum', 'maximum'] as const) {
    if (!applies(keyword)) continue;
    const value = raw[keyword];
    if (typeof value === 'number' && Number.isFinite(value)) facets[keyword] = value;
    else invalid(keyword, 'it must be a number');
  }
  if (applies('pattern')) {
    const pattern = raw.pattern;
    if (typeof pattern !== 'string') invalid('pattern', 'it must be a string');
    else if (pattern !== '') {
      // An empty pattern matches everything, and kro rejects an empty marker value.
      // The marker is compiled by kro and the API server with Go's RE2, not ECMAScript.
      const problem = checkRegex(pattern);
      if (problem === undefined) facets.pattern = pattern;
      else invalid('pattern', `kro compiles patterns with Go's RE2, which rejects it: ${problem.message}`, problem.hint);
    }
  }
  for (const keyword of ['minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
    if (!applies(keyword)) continue;
    const value = raw[keyword];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) facets[keyword] = value;
    else invalid(keyword, 'it must be a non-negative integer');
  }
  if (applies('uniqueItems')) {
    if (typeof raw.uniqueItems !== 'boolean') invalid('uniqueItems', 'it must be true or false');
    else if (raw.uniqueItems) facets.uniqueItems = true;
  }
  return facets;
}

function parseEnum(value: unknown, kind: FacetKind, invalid: (keyword: string | (string | number)[], why: string, hint?: string) => void): Facets['enum'] {
  if (kind !== 'string' && kind !== 'integer') {
    invalid('enum', `kro supports enum only on string and integer fields, not on ${kind}`, 'Remove `enum`, or use a string or integer type.');
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0) {
    invalid('enum', 'it must be a non-empty list');
    return undefined;
  }
  let ok = true;
  value.forEach((item: unknown, index) => {
    const why = kind === 'string' ? checkStringEnumItem(item) : checkIntegerEnumItem(item);
    if (why === undefined) return;
    ok = false;
    invalid(['enum', index], why, 'Use enum items without commas, quotes, backslashes, control characters or surrounding spaces.');
  });
  return ok ? (value as (string | number)[]) : undefined;
}

/**
 * kro splits the enum marker at commas and trims each item, and older kro releases
 * quote string items without escaping, so these characters cannot survive the trip.
 */
function checkStringEnumItem(item: unknown): string | undefined {
  if (typeof item !== 'string') return `item ${JSON.stringify(item)} is not a string`;
  if (item === '') return 'an item is empty';
  if (item.includes(',')) return `item ${JSON.stringify(item)} contains a comma`;
  if (item.trim() !== item) return `item ${JSON.stringify(item)} has leading or trailing whitespace`;
  if (/["\\]/.test(item)) return `item ${JSON.stringify(item)} contains a double quote or backslash`;
  // kro writes string items with Go's %q: a control character becomes `\a`, `\v` or
  // `\x..`, which is not JSON, so the CRD kro generates is refused; others would be
  // invisible in `kubectl explain` and in error messages.
  if (CONTROL_OR_INVISIBLE.test(item)) return `item ${JSON.stringify(item)} contains a control or invisible character`;
  return undefined;
}

/** C0 and C1 controls, DEL, line and paragraph separators, BOM. */
const CONTROL_OR_INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;

function checkIntegerEnumItem(item: unknown): string | undefined {
  if (typeof item === 'number' && Number.isSafeInteger(item)) return undefined;
  return `item ${JSON.stringify(item)} is not an integer`;
}
