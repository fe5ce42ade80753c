/**
 * kro's structural comparison of two OpenAPI schemas, rule for rule as
 * `pkg/graph/crd/compat/schema.go` does it (`Compare` and `compare` and their helpers).
 * Only the keywords kro looks at are compared: description, default, type, pattern,
 * minimum/maximum, minLength/maxLength, minItems/maxItems, properties, required, enum and
 * array items. Everything else (additionalProperties, x-kubernetes-validations, format,
 * exclusive bounds, nullable, ...) is invisible to kro; `../kro-blind-spots.ts` reports it.
 *
 * kro walks Go maps, whose order is random; here properties go in name order and enum
 * values in their written order, so the report (and the refusal summary built from its
 * first three breaking changes) is deterministic.
 */
import { isRecord } from '../../util/records.js';
import type { KroChange, KroChangeType } from './change-types.js';

/** An OpenAPI schema node as found in a CRD. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** kro's `Compare(old, new)`: every change between two schemas, from the root path "". */
export function compareSchemas(oldSchema: SchemaNode | undefined, newSchema: SchemaNode | undefined): KroChange[] {
  const out: KroChange[] = [];
  compare('', oldSchema, newSchema, out);
  return out;
}

function add(out: KroChange[], breaking: boolean, path: string, type: KroChangeType, oldValue = '', newValue = ''): void {
  out.push({ path, type, oldValue, newValue, breaking });
}

/** schema.go `compare`: the order of the checks matters (a type change returns early). */
function compare(path: string, oldSchema: SchemaNode | undefined, newSchema: SchemaNode | undefined, out: KroChange[]): void {
  if (!oldSchema && !newSchema) return;
  if (!oldSchema) return add(out, false, path, 'PropertyAdded');
  if (!newSchema) return add(out, true, path, 'PropertyRemoved');

  const oldDescription = text(oldSchema.description);
  const newDescription = text(newSchema.description);
  if (oldDescription !== newDescription) add(out, false, `${path}.description`, 'DescriptionChanged', oldDescription, newDescription);

  // defaultsEqual compares the raw JSON bytes of the two defaults.
  const oldDefault = rawJson(oldSchema.default);
  const newDefault = rawJson(newSchema.default);
  if (oldDefault !== newDefault) add(out, false, `${path}.default`, 'DefaultChanged', oldDefault ?? '', newDefault ?? '');

  const oldType = text(oldSchema.type);
  const newType = text(newSchema.type);
  if (oldType !== newType) {
    // "return early here to avoid further comparisons"
    return add(out, true, `${path}.type`, 'TypeChanged', oldType, newType);
  }

  const oldPattern = text(oldSchema.pattern);
  const newPattern = text(newSchema.pattern);
  if (oldPattern !== newPattern) {
    if (oldPattern === '') add(out, true, `${path}.pattern`, 'PatternAdded', '', newPattern);
    else if (newPattern === '') add(out, false, `${path}.pattern`, 'PatternRemoved', oldPattern, '');
    else add(out, true, `${path}.pattern`, 'PatternChanged', oldPattern, newPattern);
  }

  compareConstraints(path, oldSchema, newSchema, out);
  compareProperties(path, oldSchema, newSchema, out);
  compareRequiredFields(path, oldSchema, newSchema, out);
  compareEnumValues(path, oldSchema, newSchema, out);
  compareArrayItems(path, oldSchema, newSchema, out);
}

/** schema.go `compareProperties`: removed (breaking), recursed, then added (breaking when required without default). */
function compareProperties(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  const oldProps = properties(oldSchema);
  const newProps = properties(newSchema);
  for (const name of Object.keys(oldProps).sort()) {
    const propPath = `${path}.properties.${name}`;
    if (!(name in newProps)) {
      add(out, true, propPath, 'PropertyRemoved');
      continue;
    }
    compare(propPath, oldProps[name], newProps[name], out);
  }
  const newRequired = new Set(required(newSchema));
  for (const name of Object.keys(newProps).sort()) {
    if (name in oldProps) continue;
    const propPath = `${path}.properties.${name}`;
    if (newRequired.has(name) && !hasDefault(newProps[name]!)) add(out, true, propPath, 'PropertyAdded', 'required=false', 'required=true');
    else add(out, false, propPath, 'PropertyAdded');
  }
}

/** schema.go `compareRequiredFields`: only properties that already existed count. */
function compareRequiredFields(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  const oldList = required(oldSchema);
  const newList = required(newSchema);
  if (oldList.length === 0 && newList.length === 0) return;
  const oldSet = new Set(oldList);
  const newSet = new Set(newList);
  const oldProps = properties(oldSchema);
  const newProps = properties(newSchema);
  const existing = (name: string) => name in oldProps;
  for (const name of newSet) if (existing(name) && !oldSet.has(name)) add(out, true, `${path}.required`, 'RequiredAdded', '', name);
  for (const name of oldSet) if (!newSet.has(name)) add(out, false, `${path}.required`, 'RequiredRemoved', name, '');
  for (const name of newSet) {
    if (!existing(name) || !oldSet.has(name)) continue;
    const before = oldProps[name];
    const after = newProps[name];
    if (before && hasDefault(before) && !(after && hasDefault(after))) add(out, true, `${path}.required`, 'RequiredDefaultRemoved', name, '');
  }
}

/** schema.go `compareEnumValues`: only when both sides have an enum (adding or dropping an enum is not seen). */
function compareEnumValues(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  const oldEnum = Array.isArray(oldSchema.enum) ? oldSchema.enum.map((v) => rawJson(v) ?? 'null') : [];
  const newEnum = Array.isArray(newSchema.enum) ? newSchema.enum.map((v) => rawJson(v) ?? 'null') : [];
  if (oldEnum.length === 0 || newEnum.length === 0) return;
  const oldSet = new Set(oldEnum);
  const newSet = new Set(newEnum);
  for (const value of oldSet) if (!newSet.has(value)) add(out, true, `${path}.enum`, 'EnumRestricted', value, '');
  for (const value of newSet) if (!oldSet.has(value)) add(out, false, `${path}.enum`, 'EnumExpanded', '', value);
}

/** schema.go `compareArrayItems`: items are compared only when both sides are arrays. */
function compareArrayItems(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  if (oldSchema.type !== 'array' || newSchema.type !== 'array') return;
  const oldItems = isRecord(oldSchema.items) ? oldSchema.items : undefined;
  const newItems = isRecord(newSchema.items) ? newSchema.items : undefined;
  if (oldItems && newItems) compare(`${path}.items`, oldItems, newItems, out);
  else if (oldItems) add(out, true, `${path}.items`, 'PropertyRemoved');
  else if (newItems) add(out, false, `${path}.items`, 'PropertyAdded');
}

/** schema.go `compareConstraints`: lower bounds break when added or raised, upper bounds when added or lowered. */
function compareConstraints(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  compareBound(path, 'minimum', 'Minimum', oldSchema, newSchema, true, out);
  compareBound(path, 'maximum', 'Maximum', oldSchema, newSchema, false, out);
  compareBound(path, 'minLength', 'MinLength', oldSchema, newSchema, true, out);
  compareBound(path, 'maxLength', 'MaxLength', oldSchema, newSchema, false, out);
  compareBound(path, 'minItems', 'MinItems', oldSchema, newSchema, true, out);
  compareBound(path, 'maxItems', 'MaxItems', oldSchema, newSchema, false, out);
}

/** schema.go `compareFloatConstraint` / `compareIntConstraint` with `constraintChangeTypes`. */
function compareBound(
  path: string,
  key: string,
  name: 'Minimum' | 'Maximum' | 'MinLength' | 'MaxLength' | 'MinItems' | 'MaxItems',
  oldSchema: SchemaNode,
  newSchema: SchemaNode,
  lower: boolean,
  out: KroChange[],
): void {
  const before = typeof oldSchema[key] === 'number' ? (oldSchema[key] as number) : undefined;
  const after = typeof newSchema[key] === 'number' ? (newSchema[key] as number) : undefined;
  if (before === undefined && after === undefined) return;
  const at = `${path}.${key}`;
  const tightened = `${name}${lower ? 'Increased' : 'Decreased'}` as KroChangeType;
  const relaxed = `${name}${lower ? 'Decreased' : 'Increased'}` as KroChangeType;
  if (before === undefined) return add(out, true, at, `${name}Added` as KroChangeType, '', formatNumber(after!));
  if (after === undefined) return add(out, false, at, `${name}Removed` as KroChangeType, formatNumber(before), '');
  if (before === after) return;
  const tighter = lower ? after > before : after < before;
  add(out, tighter, at, tighter ? tightened : relaxed, formatNumber(before), formatNumber(after));
}

/**
 * Go's `strconv.FormatFloat(f, 'f', -1, 64)`: shortest digits, never an exponent.
 * JavaScript writes an exponent only below 1e-6 and from 1e21 on, always with one digit
 * before the point, so the digits go either after `0.` and zeros or before zeros.
 */
export function formatNumber(value: number): string {
  const shortest = String(value);
  if (!shortest.includes('e')) return shortest;
  const [mantissa, exponent] = shortest.split('e') as [string, string];
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const exp = Number(exponent);
  const body = exp < 0 ? `0.${'0'.repeat(-exp - 1)}${digits}` : digits + '0'.repeat(exp + 1 - digits.length);
  return negative ? `-${body}` : body;
}

/**
 * The raw JSON kro compares, as the API server hands it back (compact, key order kept);
 * `undefined` when absent. kro keeps a marker's default text as it was written; rgdc's
 * SimpleSchema reader parses it, so `{"a": 1}` and `{"a":1}` are the same default here.
 */
function rawJson(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function properties(schema: SchemaNode): Record<string, SchemaNode> {
  return isRecord(schema.properties) ? (schema.properties as Record<string, SchemaNode>) : {};
}

function required(schema: SchemaNode): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
}

/** kro: `Default != nil && len(Default.Raw) > 0`. */
function hasDefault(schema: SchemaNode): boolean {
  return schema.default !== undefined;
}
