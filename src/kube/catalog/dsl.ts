/**
 * A tiny vocabulary for writing compact OpenAPI schemas by hand (the OCM and Flux kinds
 * of the catalog). Each helper returns a plain schema node, so the result is ordinary
 * CRD-style OpenAPI that any consumer understands:
 *
 * ```ts
 * obj({ name: str(), port: int() }, ['name'])
 * // {type: 'object', properties: {name: {type: 'string'}, port: {type: 'integer'}}, required: ['name']}
 * ```
 */
import type { SchemaNode } from './types.js';

/** Extra keywords a leaf may carry. */
export interface LeafOptions {
  readonly default?: unknown;
  readonly format?: string;
}

/** `type: string`. */
export function str(options: LeafOptions = {}): SchemaNode {
  return leaf('string', options);
}

/** `type: string` with `format: date-time` (a CEL `timestamp` in kro). */
export function time(): SchemaNode {
  return leaf('string', { format: 'date-time' });
}

/** `type: integer`. */
export function int(options: LeafOptions = {}): SchemaNode {
  return leaf('integer', options);
}

/** `type: boolean`. */
export function bool(options: LeafOptions = {}): SchemaNode {
  return leaf('boolean', options);
}

/** A string restricted to `values`; the first argument may carry a default. */
export function oneOf(values: readonly string[], options: LeafOptions = {}): SchemaNode {
  return { ...leaf('string', options), enum: [...values] };
}

/** An object with known `properties`; `required` lists the fields that must be set. */
export function obj(properties: Record<string, SchemaNode>, required: readonly string[] = [], options: LeafOptions = {}): SchemaNode {
  const node: SchemaNode = { type: 'object', properties };
  if (required.length > 0) node.required = [...required];
  if (options.default !== undefined) node.default = options.default;
  return node;
}

/** A list of `items`. */
export function arr(items: SchemaNode): SchemaNode {
  return { type: 'array', items };
}

/** A string-keyed map of `values` (`additionalProperties`). */
export function map(values: SchemaNode = str()): SchemaNode {
  return { type: 'object', additionalProperties: values };
}

/** Free-form JSON: `x-kubernetes-preserve-unknown-fields`, typed `object` unless `untyped`. */
export function free(untyped = false): SchemaNode {
  return untyped ? { 'x-kubernetes-preserve-unknown-fields': true } : { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
}

/** A field that takes an integer or a string (`x-kubernetes-int-or-string`). */
export function intOrString(): SchemaNode {
  return { 'x-kubernetes-int-or-string': true };
}

/** The top-level object of a kind: `apiVersion`, `kind`, `metadata`, `spec`, `status`. */
export function kind(spec: SchemaNode, status: SchemaNode, required: readonly string[] = []): SchemaNode {
  return obj({ apiVersion: str(), kind: str(), metadata: { type: 'object' }, spec, status }, required);
}

function leaf(type: string, options: LeafOptions): SchemaNode {
  const node: SchemaNode = { type };
  if (options.format !== undefined) node.format = options.format;
  if (options.default !== undefined) node.default = options.default;
  return node;
}
