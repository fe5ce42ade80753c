/**
 * Realistic JSON for the differential test's variables, in two variants:
 *
 * - `full`: every field the schema declares is set (synthesized by type, format, enum and
 *   bounds), under the example instance's own values; resources carry a synthesized
 *   `status`, collections two items;
 * - `sparse`: only what the example instance sets, plus schema defaults (as the API server
 *   stores it); resources have no `status` (just created), collections one item.
 *
 * Resource objects start from their template, each `${...}` replaced by a value of the
 * field's type. Synthesis is deterministic and bounded (depth and node budget), so large
 * kinds such as a Deployment stay small.
 */
import { fieldSchemaAt } from '../../../src/kro/type-check/rgd.js';
import type { RgdResource } from '../../../src/kro/types.js';
import { applyDefaults } from '../../../src/preview/instance/defaults.js';
import { isRecord } from '../../../src/util/records.js';

type Json = Record<string, unknown>;
type Schema = Record<string, unknown>;

/** Which variant of the values (see the module comment). */
export type Variant = 'full' | 'sparse';

const MAX_DEPTH = 7;

/** A value of the OpenAPI `schema`'s type; `undefined` past the depth or node budget. */
export function synthesize(schema: Schema | undefined, budget = { nodes: 300 }, depth = 0, name = 'value'): unknown {
  if (--budget.nodes < 0 || depth > MAX_DEPTH) return undefined;
  if (!schema) return `${name}-1`;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema['x-kubernetes-int-or-string'] === true) return 8080;
  switch (schema.type) {
    case 'string':
      return stringOf(schema, name);
    case 'integer':
      return typeof schema.minimum === 'number' ? Math.max(3, schema.minimum) : 3;
    case 'number':
      return 2.5;
    case 'boolean':
      return true;
    case 'array': {
      const item = synthesize(asSchema(schema.items), budget, depth + 1, name);
      return item === undefined ? [] : [item];
    }
    default:
      return objectOf(schema, budget, depth, name);
  }
}

function stringOf(schema: Schema, name: string): string {
  switch (schema.format) {
    case 'date-time':
      return '2025-03-04T05:06:07Z';
    case 'date':
      return '2025-03-04';
    case 'duration':
      return '90s';
    case 'byte':
      return 'aGVsbG8=';
    default:
      return `${name}-1`;
  }
}

function objectOf(schema: Schema, budget: { nodes: number }, depth: number, _name: string): Json {
  const out: Json = {};
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, Schema>) : undefined;
  if (properties) {
    for (const [key, child] of Object.entries(properties)) {
      const value = synthesize(child, budget, depth + 1, key);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  const additional = asSchema(schema.additionalProperties);
  if (additional || schema['x-kubernetes-preserve-unknown-fields'] === true || schema.type === 'object') {
    for (const key of ['alpha', 'beta']) {
      const value = synthesize(additional, budget, depth + 1, key);
      if (value !== undefined) out[key] = value;
    }
  }
  return out;
}

/** The instance of an RGD: example spec (or none), synthesized or defaulted per variant. */
export function instanceJson(kind: string, apiVersion: string, specSchema: Schema, example: Json | undefined, variant: Variant): Json {
  const given = isRecord(example?.spec) ? (example.spec as Json) : {};
  const synthesized = variant === 'full' ? (synthesize(specSchema, { nodes: 2000 }) as Json) : {};
  const spec = applyDefaults(overlay(synthesized, given), specSchema, ['spec'], []);
  const metadata: Json =
    variant === 'full'
      ? {
          name: 'demo',
          namespace: 'team-a',
          uid: '6f1c3e1a-0000-4000-8000-000000000001',
          generation: 2,
          creationTimestamp: '2025-03-04T05:06:07Z',
          labels: { app: 'demo', tier: 'web' },
          annotations: { note: 'hello' },
        }
      : { name: 'demo', namespace: 'default' };
  return { apiVersion, kind, metadata, spec };
}

/**
 * The object kro would observe for `resource`: its template (or externalRef) with every
 * `${...}` replaced by a value of the field's type, metadata the API server fills in,
 * and, in the `full` variant, a synthesized `status`.
 */
export function resourceJson(resource: RgdResource, kindSchema: Schema | undefined, variant: Variant, item: number): Json {
  const source = resource.template ?? resource.externalRef ?? {};
  const filled = fillExpressions(source, [], kindSchema) as Json;
  const metadata = { ...(isRecord(filled.metadata) ? filled.metadata : {}) } as Json;
  metadata.name = `${String(resource.id ?? 'object')}-${item}`;
  metadata.namespace = 'team-a';
  if (variant === 'full') Object.assign(metadata, { uid: `0000-${item}`, generation: 1, creationTimestamp: '2025-03-04T05:06:07Z', labels: { app: 'demo' } });
  const object: Json = { ...filled, metadata };
  delete object.status;
  if (variant === 'full') {
    const statusSchema = asSchema(asSchema(kindSchema?.properties)?.status);
    object.status = statusSchema
      ? synthesize(statusSchema, { nodes: 300 }, 0, 'status')
      : { ready: true, observedGeneration: 1, conditions: [{ type: 'Ready', status: 'True', reason: 'Succeeded', message: 'ok' }] };
  }
  return object;
}

/** Replaces `${...}` strings with values of the field's type (text templates stay strings). */
function fillExpressions(value: unknown, path: (string | number)[], kindSchema: Schema | undefined): unknown {
  if (typeof value === 'string') {
    if (!value.includes('${')) return value;
    const field = kindSchema ? (fieldSchemaAt(kindSchema, path) as Schema | undefined) : undefined;
    const standalone = /^\$\{[\s\S]*\}$/.test(value.trim()) && value.indexOf('${', 2) < 0;
    if (!standalone || !field) return value.replace(/\$\{[^}]*\}?/g, 'x1');
    return synthesize(field, { nodes: 50 }, 0, String(path[path.length - 1] ?? 'value')) ?? 'x1';
  }
  if (Array.isArray(value)) return value.map((item, i) => fillExpressions(item, [...path, i], kindSchema));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillExpressions(child, [...path, key], kindSchema)]));
  return value;
}

/** `given` over `base`, recursively for objects; lists and scalars of `given` win whole. */
function overlay(base: unknown, given: unknown): unknown {
  if (!isRecord(base) || !isRecord(given)) return given === undefined ? base : given;
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(given)) out[key] = overlay(out[key], value);
  return out;
}

function asSchema(value: unknown): Schema | undefined {
  return isRecord(value) ? (value as Schema) : undefined;
}
