/**
 * The comment the example instance puts on the line of a required parameter it cannot
 * fill: its type and the constraints the API server checks, read from the OpenAPI schema
 * kro writes into the instance CRD, so the comment says exactly what will be accepted.
 *
 * ```yaml
 * tier: null # required: set this (string, one of "gold", "silver")
 * db:
 *   host: null # required: set this (string, minLength 1); or remove spec.db, which is optional
 * ```
 */
import { formatFieldPath } from '../../../source/index.js';
import type { OpenApiSchema } from '../../../simpleschema/parse/index.js';
import { isRecord } from '../../../util/records.js';

/** `required: set this (<type>, <constraints>)`, and how to do without when a parent is optional. */
export function describeRequiredField(spec: OpenApiSchema, path: readonly string[]): string {
  const schema = fieldAt(spec, path);
  const facts = [typeName(schema), ...constraints(schema)];
  const optionalParent = optionalAncestor(spec, path);
  const without = optionalParent === undefined ? '' : `; or remove ${formatFieldPath(['spec', ...optionalParent])}, which is optional`;
  return `required: set this (${facts.join(', ')})${without}`;
}

/**
 * True when the instance CRD lists the field in its parent's `required`: only then does
 * the API server refuse an instance without it. (A ConfigData object that JSON Schema
 * requires is a SimpleSchema struct, which kro cannot mark required; a `$defs` type used
 * with `required` can be.)
 */
export function isRequiredInCrd(spec: OpenApiSchema, path: readonly string[]): boolean {
  const parent = fieldAt(spec, path.slice(0, -1));
  return Array.isArray(parent?.required) && parent.required.includes(path[path.length - 1]);
}

/** The type as the instance CRD names it: `string`, `array of string`, `map of integer`. */
function typeName(schema: OpenApiSchema | undefined): string {
  if (!schema) return 'any value';
  if (schema['x-kubernetes-int-or-string'] === true) return 'integer or string';
  const type = typeof schema.type === 'string' ? schema.type : 'any value';
  if (type === 'array') return `array of ${typeName(isRecord(schema.items) ? schema.items : undefined)}`;
  if (type === 'object' && isRecord(schema.additionalProperties)) return `map of ${typeName(schema.additionalProperties)}`;
  return type;
}

/** The validation keywords kro's SimpleSchema markers produce, in a fixed order. */
function constraints(schema: OpenApiSchema | undefined): string[] {
  if (!schema) return [];
  const out: string[] = [];
  if (Array.isArray(schema.enum)) out.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  for (const keyword of ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
    if (typeof schema[keyword] === 'number') out.push(`${keyword} ${String(schema[keyword])}`);
  }
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (schema.uniqueItems === true) out.push('unique items');
  if (Array.isArray(schema['x-kubernetes-validations'])) {
    for (const rule of schema['x-kubernetes-validations'] as unknown[]) {
      if (isRecord(rule) && typeof rule.rule === 'string') out.push(`rule ${rule.rule}`);
    }
  }
  return out;
}

/** The outermost ancestor of `path` that its parent does not require (kro leaves it out when unset). */
function optionalAncestor(spec: OpenApiSchema, path: readonly string[]): string[] | undefined {
  for (let depth = 1; depth < path.length; depth++) {
    const parent = fieldAt(spec, path.slice(0, depth - 1));
    const key = path[depth - 1]!;
    if (!(Array.isArray(parent?.required) && parent.required.includes(key))) return path.slice(0, depth);
  }
  return undefined;
}

function fieldAt(spec: OpenApiSchema, path: readonly string[]): OpenApiSchema | undefined {
  let node: OpenApiSchema | undefined = spec;
  for (const key of path) {
    const properties: unknown = node?.properties;
    node = isRecord(properties) && isRecord(properties[key]) ? (properties[key] as OpenApiSchema) : undefined;
  }
  return node;
}
