/**
 * The `status` schema kro puts into the instance CRD: one property per `schema.status`
 * field, typed from the CEL output type of its expression (kro infers it when it builds
 * the graph), plus kro's own `state` and `conditions` (`pkg/graph/crd/crd.go`
 * `newCRDSchema` with the defaults of `pkg/graph/crd/defaults.go`).
 *
 * A string with text around its `${...}` is a string. A standalone expression gets the
 * OpenAPI type of its CEL type: bool, int/uint, double, string/bytes/timestamp/duration,
 * lists and maps recursively, and structs field by field; `dyn` (an unknown kind, a
 * preserve-unknown-fields field) is `x-kubernetes-preserve-unknown-fields`. kro reads the
 * struct types from the live cluster's schemas; rgdc from its catalog and `--crds`, so a
 * kind rgdc does not know is `dyn` here where kro may know its shape.
 */
import { scanTemplate, type ScannerRules } from '../../template/scanner.js';
import type { TypeShape } from '../../cel/types/shape.js';
import type { KroEnvironment } from '../../cel/environment.js';
import { isRecord } from '../../util/records.js';
import type { SchemaNode } from '../compat/compare-schema.js';

/** kro `defaultStateType`. */
const STATE: SchemaNode = { type: 'string' };

/** kro `defaultConditionsType`. */
const CONDITIONS: SchemaNode = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      lastTransitionTime: { type: 'string' },
      message: { type: 'string' },
      observedGeneration: { type: 'integer' },
      reason: { type: 'string' },
      status: { type: 'string' },
      type: { type: 'string' },
    },
  },
};

/** Deepest struct nesting followed when typing a status field (CRD schemas are finite, but some are huge). */
const MAX_DEPTH = 12;

/**
 * The status schema for `status` (the RGD's `spec.schema.status`), typed in `environment`;
 * `rules` is how the kro release scans `${...}` (`release.scanner`; default kro v0.9's).
 */
export function buildStatusSchema(status: unknown, environment: KroEnvironment | undefined, rules?: ScannerRules): SchemaNode {
  const properties: Record<string, SchemaNode> = isRecord(status)
    ? (statusObject(status, environment, rules, status).properties as Record<string, SchemaNode>)
    : {};
  if (!('state' in properties)) properties.state = STATE;
  if (!('conditions' in properties)) properties.conditions = CONDITIONS;
  return { type: 'object', properties: sortKeys(properties) };
}

function statusObject(
  fields: Record<string, unknown>,
  environment: KroEnvironment | undefined,
  rules: ScannerRules | undefined,
  top?: Record<string, unknown>,
): SchemaNode {
  const properties: Record<string, SchemaNode> = {};
  for (const [name, value] of Object.entries(fields)) {
    // A list under `conditions` is the runtime.newCondition block: kro keeps its own conditions type.
    if (name === 'conditions' && Array.isArray(value) && fields === top) continue;
    if (isRecord(value)) properties[name] = statusObject(value, environment, rules);
    else if (typeof value === 'string') properties[name] = statusField(value, environment, rules);
    else if (Array.isArray(value)) properties[name] = { type: 'array' };
    else
      properties[name] = {
        type: typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value === 'boolean' ? 'boolean' : 'string',
      };
  }
  return { type: 'object', properties: sortKeys(properties) };
}

function statusField(text: string, environment: KroEnvironment | undefined, rules: ScannerRules | undefined): SchemaNode {
  const scanned = scanTemplate(text, rules ? { rules } : {});
  const only = scanned.parts[0];
  if (!scanned.standalone || !only || only.kind !== 'expression' || !environment) return { type: 'string' };
  const checked = environment.check(only.expression);
  if (!checked.valid || checked.type === undefined) return { 'x-kubernetes-preserve-unknown-fields': true };
  return schemaOfShape(environment.shapeOf(checked.type), 0);
}

/** OpenAPI for a CEL type shape. */
export function schemaOfShape(shape: TypeShape, depth: number): SchemaNode {
  switch (shape.kind) {
    case 'optional':
      return schemaOfShape(shape.inner, depth);
    case 'primitive':
      return primitive(shape.name);
    case 'list':
      return { type: 'array', items: schemaOfShape(shape.element, depth + 1) };
    case 'map':
      return { type: 'object', additionalProperties: schemaOfShape(shape.value, depth + 1) };
    case 'struct': {
      if (depth >= MAX_DEPTH) return { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
      const properties: Record<string, SchemaNode> = {};
      for (const [name, field] of shape.fields()) properties[name] = schemaOfShape(field, depth + 1);
      return { type: 'object', properties: sortKeys(properties) };
    }
    case 'dyn':
      return { 'x-kubernetes-preserve-unknown-fields': true };
  }
}

function primitive(name: string): SchemaNode {
  switch (name) {
    case 'bool':
      return { type: 'boolean' };
    case 'int':
    case 'uint':
      return { type: 'integer' };
    case 'double':
      return { type: 'number' };
    case 'google.protobuf.Timestamp':
      return { type: 'string', format: 'date-time' };
    default:
      return { type: 'string' };
  }
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((k) => [k, record[k]!]),
  );
}
