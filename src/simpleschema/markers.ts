/**
 * Writes SimpleSchema field strings: `"<type> | <marker>=<value> ..."`.
 *
 * kro splits markers at whitespace outside double quotes and `{}`/`[]`, strips the
 * surrounding quotes of a value and turns `\"` into `"` and `\\` into `\`. Quoting every
 * free-text value that way lets descriptions, patterns and enums hold any character.
 */
import type { Facets } from './types.js';

/** The markers of one field, in any order; {@link formatField} fixes the order. */
export interface FieldMarkers {
  required?: boolean;
  /** The default as it must appear after `default=`, already formatted for the type. */
  defaultText?: string;
  description?: string;
  facets?: Facets;
}

/** Quotes a marker value so that kro's marker parser gives back exactly `value`. */
export function quoteMarkerValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Normalises a JSON Schema description for a marker: YAML block scalars bring line
 * breaks that would only make the generated RGD harder to read.
 */
export function normalizeDescription(text: string): string {
  return text.replace(/\s*(?:\r\n|\r|\n)\s*/g, ' ').trim();
}

/**
 * Builds a field string from its type expression and markers, in the fixed order
 * required, default, description, enum, minimum, maximum, pattern, minLength,
 * maxLength, minItems, maxItems, uniqueItems. Without markers it is just the type.
 */
export function formatField(typeExpr: string, markers: FieldMarkers): string {
  const parts: string[] = [];
  if (markers.required) parts.push('required=true');
  if (markers.defaultText !== undefined) parts.push(`default=${markers.defaultText}`);
  if (markers.description !== undefined && markers.description !== '') {
    parts.push(`description=${quoteMarkerValue(markers.description)}`);
  }
  parts.push(...formatFacets(markers.facets ?? {}));
  return parts.length === 0 ? typeExpr : `${typeExpr} | ${parts.join(' ')}`;
}

/** Tells whether a node's facets would produce any marker (used to decide on alias types). */
export function hasFacetMarkers(facets: Facets): boolean {
  return formatFacets(facets).length > 0;
}

function formatFacets(facets: Facets): string[] {
  const parts: string[] = [];
  if (facets.enum !== undefined) parts.push(`enum=${quoteMarkerValue(facets.enum.map(String).join(','))}`);
  if (facets.minimum !== undefined) parts.push(`minimum=${formatNumber(facets.minimum)}`);
  if (facets.maximum !== undefined) parts.push(`maximum=${formatNumber(facets.maximum)}`);
  if (facets.pattern !== undefined) parts.push(`pattern=${quoteMarkerValue(facets.pattern)}`);
  if (facets.minLength !== undefined) parts.push(`minLength=${facets.minLength}`);
  if (facets.maxLength !== undefined) parts.push(`maxLength=${facets.maxLength}`);
  if (facets.minItems !== undefined) parts.push(`minItems=${facets.minItems}`);
  if (facets.maxItems !== undefined) parts.push(`maxItems=${facets.maxItems}`);
  if (facets.uniqueItems === true) parts.push('uniqueItems=true');
  return parts;
}

/** JSON number text, which Go's `strconv.ParseFloat` also accepts (`1e+21`, `-0.5`). */
export function formatNumber(value: number): string {
  return JSON.stringify(value);
}
