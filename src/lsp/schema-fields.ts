/**
 * The OpenAPI schema behind a reference chain: `schema.spec.x` reads the instance schema
 * (SimpleSchema converted as kro does), `db.status.y` the schema of resource `db`'s kind
 * (given CRDs, then the built-in catalog). Completion lists a schema's fields, hover shows
 * its type and description.
 */
import { withObjectMeta } from '../cel/environment.js';
import type { SchemaResolver } from '../kro/types.js';
import { objectMetaSchema } from '../kube/catalog/index.js';
import { simpleSchemaToOpenApi } from '../simpleschema/parse/index.js';
import { isRecord } from '../util/records.js';
import type { RgdIndex } from './rgd-index.js';

/** An OpenAPI schema node (only the parts read here). */
export type SchemaNode = Record<string, unknown>;

/** What a chain's root names. */
export type RootTarget =
  | { readonly kind: 'schema'; readonly schema: SchemaNode }
  | { readonly kind: 'resource'; readonly id: string; readonly resource: number; readonly schema: SchemaNode | undefined; readonly collection: boolean }
  | { readonly kind: 'iterator'; readonly name: string; readonly resource: number };

/** The instance object as expressions see it: `schema.spec`, `schema.metadata`. */
export function instanceSchema(index: RgdIndex): SchemaNode {
  const spec = simpleSchemaToOpenApi(index.specSchema, index.customTypes).schema as SchemaNode;
  return { type: 'object', properties: { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: objectMetaSchema(), spec } };
}

/** Resolves the root of a chain seen from resource `from` (for its iterators). */
export function resolveRoot(index: RgdIndex, root: string, from: number | undefined, schemas: SchemaResolver): RootTarget | undefined {
  if (root === 'schema') return { kind: 'schema', schema: instanceSchema(index) };
  if (from !== undefined && index.resources[from]?.iterators.some((i) => i.name === root)) return { kind: 'iterator', name: root, resource: from };
  const resource = index.resources.find((r) => r.id === root);
  if (!resource) return undefined;
  const found = resource.apiVersion && resource.kind ? schemas.lookup(resource.apiVersion, resource.kind) : undefined;
  return {
    kind: 'resource',
    id: root,
    resource: resource.index,
    schema: found ? (withObjectMeta(found.schema) as SchemaNode) : undefined,
    collection: resource.iterators.length > 0,
  };
}

/** The schema of the value a root names (a collection resource is a list of its objects). */
export function rootSchema(target: RootTarget): SchemaNode | undefined {
  if (target.kind === 'schema') return target.schema;
  if (target.kind === 'resource') return target.schema && target.collection ? { type: 'array', items: target.schema } : target.schema;
  return undefined;
}

/** Follows fields (`[]` for an index) from a schema; undefined when the path leaves it. */
export function walkSchema(schema: SchemaNode | undefined, fields: readonly string[]): SchemaNode | undefined {
  let node = schema;
  for (const field of fields) {
    if (!node) return undefined;
    if (field === '[]') {
      node = isRecord(node.items) ? node.items : undefined;
      continue;
    }
    const properties = isRecord(node.properties) ? node.properties : undefined;
    if (properties && isRecord(properties[field])) node = properties[field] as SchemaNode;
    else if (isRecord(node.additionalProperties)) node = node.additionalProperties;
    else return undefined;
  }
  return node;
}

/** The named fields of an object schema, in declaration order. */
export function fieldsOf(schema: SchemaNode | undefined): [string, SchemaNode][] {
  if (!schema || !isRecord(schema.properties)) return [];
  return Object.entries(schema.properties).filter((e): e is [string, SchemaNode] => isRecord(e[1]));
}

/** A short type name in kro's words: `integer`, `[]string`, `map[string]string`, `object`. */
export function describeType(schema: SchemaNode | undefined): string {
  if (!schema) return 'dyn';
  if (schema['x-kubernetes-int-or-string'] === true) return 'int-or-string';
  const type = schema.type;
  if (type === 'array') return `[]${describeType(isRecord(schema.items) ? schema.items : undefined)}`;
  if (type === 'object' && !isRecord(schema.properties) && isRecord(schema.additionalProperties))
    return `map[string]${describeType(schema.additionalProperties)}`;
  if (typeof type === 'string') return type;
  return schema['x-kubernetes-preserve-unknown-fields'] === true ? 'object (any fields)' : 'dyn';
}
