/**
 * v1 checked installers' values against `configuration.schema` but never the defaults,
 * so v1 files exist whose defaults contradict their schema (`replicas: 1` with
 * `type: string`). rgdc turns defaults into instance API defaults, which must fit the
 * schema: a scalar is converted when that loses nothing, otherwise the default is left out.
 */
import type { FieldPath } from '../source/types.js';
import type { ImportReporter } from './load.js';

type Json = Record<string, unknown>;
const isMap = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Returns the defaults with mismatching values converted or removed (reported). */
export function reconcileDefaults(defaults: Readonly<Json>, schema: Readonly<Json> | undefined, at: ImportReporter, dropped: string[]): Json {
  return walk(defaults, schema, ['configuration', 'defaults'], at, dropped);
}

function walk(defaults: Readonly<Json>, schema: Readonly<Json> | undefined, origin: FieldPath, at: ImportReporter, dropped: string[]): Json {
  const properties = isMap(schema?.properties) ? (schema.properties as Json) : {};
  const out: Json = {};
  for (const [key, value] of Object.entries(defaults)) {
    const property = properties[key];
    const path = [...origin, key];
    const type = isMap(property) && typeof property.type === 'string' ? property.type : undefined;
    if (type === undefined || value === null) {
      out[key] = value;
      continue;
    }
    if (type === 'object' && isMap(value)) {
      out[key] = walk(value, property as Json, path, at, dropped);
      continue;
    }
    const converted = convert(value, type);
    if (converted === undefined) {
      at('import_default_mismatch', path, `the default ${show(value)} is not ${article(type)}, as the schema declares; it is left out`);
      dropped.push(`${path.slice(1).join('.')}: default ${show(value)} is not ${article(type)}`);
      continue;
    }
    if (converted.changed) {
      at(
        'import_default_mismatch',
        path,
        `the default ${show(value)} is not ${article(type)}, as the schema declares; it is imported as ${show(converted.value)}`,
      );
      dropped.push(`${path.slice(1).join('.')}: default ${show(value)} imported as ${show(converted.value)}`);
    }
    out[key] = converted.value;
  }
  return out;
}

function convert(value: unknown, type: string): { value: unknown; changed: boolean } | undefined {
  const same = (ok: boolean) => (ok ? { value, changed: false } : undefined);
  switch (type) {
    case 'string':
      if (typeof value === 'string') return same(true);
      return typeof value === 'number' || typeof value === 'boolean' ? { value: String(value), changed: true } : undefined;
    case 'integer':
      if (typeof value === 'number') return same(Number.isInteger(value));
      return typeof value === 'string' && /^-?(0|[1-9][0-9]{0,14})$/.test(value) ? { value: Number(value), changed: true } : undefined;
    case 'number':
      if (typeof value === 'number') return same(true);
      return typeof value === 'string' && /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(value) ? { value: Number(value), changed: true } : undefined;
    case 'boolean':
      if (typeof value === 'boolean') return same(true);
      return value === 'true' || value === 'false' ? { value: value === 'true', changed: true } : undefined;
    case 'array':
      return same(Array.isArray(value));
    case 'object':
      return same(isMap(value));
    default:
      return same(true);
  }
}

function show(value: unknown): string {
  return `\`${JSON.stringify(value)}\``;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
