/**
 * Reads kro SimpleSchema (the `schema.spec` and `schema.types` of an RGD) into OpenAPI,
 * with kro's grammar and errors. The other direction (JSON Schema → SimpleSchema) lives
 * in `../from-json-schema.ts`.
 */
import { SimpleSchemaTransformer, type SimpleSchemaIssue } from './to-openapi.js';
import type { OpenApiSchema } from './apply-markers.js';
import { isRecord } from '../../util/records.js';

export type { SimpleSchemaIssue, SimpleSchemaIssueKind } from './to-openapi.js';
export type { OpenApiSchema } from './apply-markers.js';
export { parseTypeString, ATOMIC_TYPES, MAX_TYPE_NESTING_DEPTH, type SimpleType } from './type-string.js';
export { parseMarkers, MARKER_KEYS, type Marker } from './markers.js';

/** The OpenAPI schema of an instance's `spec`, and every problem found on the way. */
export interface SimpleSchemaConversion {
  /** `type: object` with the fields that converted; fields with problems are left out. */
  readonly schema: OpenApiSchema;
  readonly issues: readonly SimpleSchemaIssue[];
}

/**
 * Converts `schema.spec` with the custom types of `schema.types` into the OpenAPI schema
 * kro puts into the generated CRD.
 *
 * @example
 * simpleSchemaToOpenApi({ replicas: 'integer | default=1 minimum=1' }, {});
 * // => { schema: { type: 'object', properties: { replicas: { type: 'integer', default: 1, minimum: 1 } }, default: {} }, issues: [] }
 */
export function simpleSchemaToOpenApi(spec: unknown, types: unknown): SimpleSchemaConversion {
  const transformer = new SimpleSchemaTransformer();
  if (isRecord(types)) transformer.loadCustomTypes(types);
  const schema = transformer.buildStruct(isRecord(spec) ? spec : {}, 'spec', []);
  return { schema, issues: transformer.issues };
}
