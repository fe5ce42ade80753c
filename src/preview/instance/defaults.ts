/**
 * Structural defaulting as kube-apiserver does it for a CRD (`structuraldefaulting`): in
 * every object, a `null` of a field that is not nullable and has no default is dropped
 * (`PruneNonNullableNullsWithoutDefaults`: a required one is then missing, `Required
 * value`), a missing property (or a `null` one that is not nullable) with a `default`
 * gets a copy of it, and then the object's children are defaulted, including the ones
 * just set. That last step is what makes kro's automatic `default: {}` on a struct with
 * defaulted children fill those children in.
 */
import type { FieldPath } from '../types.js';
import { isRecord } from '../../util/records.js';

type Schema = Record<string, unknown>;

/**
 * Returns a defaulted copy of `value`; `applied` receives the path of every field that
 * got its value from a default.
 */
export function applyDefaults(value: unknown, schema: Schema | undefined, path: FieldPath, applied: FieldPath[]): unknown {
  if (!schema) return value;
  if (Array.isArray(value)) {
    const items = asSchema(schema.items);
    return value.map((item, i) => applyDefaults(item, items, [...path, i], applied));
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
  const additional = asSchema(schema.additionalProperties);
  for (const [key, child] of Object.entries(out)) {
    // Fields without a schema (unknown ones) are kept: strict validation reports them.
    const property = properties[key] ?? additional;
    if (child === null && property && property.nullable !== true && property.default === undefined) delete out[key];
  }
  for (const [key, property] of Object.entries(properties)) {
    const missing = out[key] === undefined || (out[key] === null && property.nullable !== true);
    if (missing && property.default !== undefined) {
      out[key] = structuredClone(property.default);
      applied.push([...path, key]);
    }
  }
  for (const [key, child] of Object.entries(out)) {
    const property = properties[key] ?? additional;
    if (property) out[key] = applyDefaults(child, property, [...path, key], applied);
  }
  return out;
}

function asSchema(value: unknown): Schema | undefined {
  return isRecord(value) ? value : undefined;
}
