/**
 * Validates a field's `default` against the field's own schema, as the API server does
 * when it admits the CRD kro generates ("spec.validation...default: Invalid value").
 * kro copies markers into the CRD without this check, so a default outside its own
 * `enum`, bounds, lengths or item counts makes CRD creation fail and the RGD unusable.
 * `pattern` is matched with RE2 (src/regex), as the API server matches it.
 */
import { matchesJsonType } from '../../kube/json-type.js';
import { isRecord } from '../../util/records.js';
import { tryCompileRegex } from '../../regex/index.js';
import type { OpenApiSchema } from './apply-markers.js';

/**
 * Why `schema.default` does not validate against `schema`, or undefined when it does
 * (or when there is no default).
 *
 * @example
 * checkDefault({ type: 'integer', minimum: 1, default: 0 }); // => 'default 0 is less than the minimum 1'
 */
export function checkDefault(schema: OpenApiSchema): string | undefined {
  if (schema.default === undefined) return undefined;
  const problem = validate(schema.default, schema, 'default');
  return problem;
}

function validate(value: unknown, schema: OpenApiSchema, where: string): string | undefined {
  const type = typeof schema.type === 'string' ? schema.type : '';
  if (type !== '' && !matchesJsonType(value, type)) return `${where} ${JSON.stringify(value)} is not of type ${type}`;
  if (Array.isArray(schema.enum) && !schema.enum.some((item) => item === value)) {
    return `${where} ${JSON.stringify(value)} is not one of the enum values ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}`;
  }
  if (typeof value === 'number') return checkNumber(value, schema, where);
  if (typeof value === 'string') return checkString(value, schema, where);
  if (Array.isArray(value)) return checkArray(value, schema, where);
  if (isRecord(value)) return checkObject(value, schema, where);
  return undefined;
}

function checkNumber(value: number, schema: OpenApiSchema, where: string): string | undefined {
  if (typeof schema.minimum === 'number' && value < schema.minimum) return `${where} ${value} is less than the minimum ${schema.minimum}`;
  if (typeof schema.maximum === 'number' && value > schema.maximum) return `${where} ${value} is greater than the maximum ${schema.maximum}`;
  return undefined;
}

function checkString(value: string, schema: OpenApiSchema, where: string): string | undefined {
  // JSON Schema lengths count characters (code points), as the API server's validator does.
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength)
    return `${where} ${JSON.stringify(value)} is shorter than minLength ${schema.minLength}`;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength)
    return `${where} ${JSON.stringify(value)} is longer than maxLength ${schema.maxLength}`;
  // An invalid pattern is the pattern marker's own error; only a valid one is matched.
  const pattern = typeof schema.pattern === 'string' ? tryCompileRegex(schema.pattern) : undefined;
  if (pattern && !pattern.test(value)) return `${where} ${JSON.stringify(value)} does not match the pattern ${JSON.stringify(schema.pattern)}`;
  return undefined;
}

function checkArray(value: readonly unknown[], schema: OpenApiSchema, where: string): string | undefined {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    return `${where} has ${value.length} items, fewer than minItems ${schema.minItems}`;
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return `${where} has ${value.length} items, more than maxItems ${schema.maxItems}`;
  if (schema['x-kubernetes-list-type'] === 'set') {
    const seen = new Set<string>();
    for (const item of value) {
      const key = JSON.stringify(item);
      if (seen.has(key)) return `${where} repeats ${key} in a list of type set`;
      seen.add(key);
    }
  }
  const items = isRecord(schema.items) ? schema.items : undefined;
  if (!items) return undefined;
  for (const [i, item] of value.entries()) {
    const problem = validate(item, items, `${where}[${i}]`);
    if (problem) return problem;
  }
  return undefined;
}

function checkObject(value: Record<string, unknown>, schema: OpenApiSchema, where: string): string | undefined {
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, OpenApiSchema>) : undefined;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const name of required) {
    // The API server fills nested defaults before it validates, so a defaulted field is present.
    if (value[name] === undefined && properties?.[name]?.default === undefined) return `${where} lacks the required field ${JSON.stringify(name)}`;
  }
  const additional = isRecord(schema.additionalProperties) ? (schema.additionalProperties as OpenApiSchema) : undefined;
  for (const [key, item] of Object.entries(value)) {
    const child = properties?.[key] ?? additional;
    if (!child) continue;
    const problem = validate(item, child, `${where}.${key}`);
    if (problem) return problem;
  }
  return undefined;
}
