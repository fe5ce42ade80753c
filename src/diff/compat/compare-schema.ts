/**
 * kro's structural comparison of two OpenAPI schemas, rule for rule as
 * `pkg/graph/crd/compat/schema.go` does it (`Compare` and `compare` and their helpers).
 * Up to kro v0.9 only these keywords are compared: description, default, type, pattern,
 * minimum/maximum, minLength/maxLength, minItems/maxItems, properties, required, enum and
 * array items. Everything else (additionalProperties, x-kubernetes-validations, format,
 * exclusive bounds, nullable, ...) is invisible to kro; `../kro-blind-spots.ts` reports it.
 * kro v0.10 and its `ConservativeCRDComparison` gate compare more (`./rules.ts`).
 *
 * kro walks Go maps, whose order is random; here properties go in name order and enum
 * values in their written order, so the report (and the refusal summary built from its
 * first three breaking changes) is deterministic.
 */
import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../../util/records.js';
import type { KroChange, KroChangeType } from './change-types.js';
import { V0_9_RULES, type KroCompatRules } from './rules.js';

/** An OpenAPI schema node as found in a CRD. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** kro's `Compare(old, new)`: every change between two schemas, from the root path "", under `rules` (default kro v0.9's). */
export function compareSchemas(oldSchema: SchemaNode | undefined, newSchema: SchemaNode | undefined, rules: KroCompatRules = V0_9_RULES): KroChange[] {
  const out: KroChange[] = [];
  compare('', oldSchema, newSchema, out, rules);
  return out;
}

function add(out: KroChange[], breaking: boolean, path: string, type: KroChangeType, oldValue = '', newValue = ''): void {
  out.push({ path, type, oldValue, newValue, breaking });
}

/** schema.go `compare`: the order of the checks matters (a type change returns early). */
function compare(path: string, oldSchema: SchemaNode | undefined, newSchema: SchemaNode | undefined, out: KroChange[], rules: KroCompatRules): void {
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
  compareProperties(path, oldSchema, newSchema, out, rules);
  compareRequiredFields(path, oldSchema, newSchema, out);
  compareEnumValues(path, oldSchema, newSchema, out, rules);
  compareArrayItems(path, oldSchema, newSchema, out, rules);
  if (rules.release === 'v0.9') return;
  // kro v0.10 (PR #1430): the order of PR #1430's `compare` (the map values and format before nullable).
  if (rules.conservative) {
    compareAdditionalProperties(path, oldSchema, newSchema, out, rules);
    compareFormat(path, oldSchema, newSchema, out);
  }
  compareFlag(path, 'nullable', oldSchema, newSchema, 'NullableAdded', 'NullableRemoved', out);
  compareFlag(path, 'x-kubernetes-preserve-unknown-fields', oldSchema, newSchema, 'PreserveUnknownFieldsAdded', 'PreserveUnknownFieldsRemoved', out);
  if (rules.conservative) {
    compareTopology(path, oldSchema, newSchema, out);
    compareValidationRules(path, oldSchema, newSchema, out);
    compareUnclassifiedFields(path, oldSchema, newSchema, out);
  }
}

/** schema.go `compareProperties`: removed (breaking), recursed, then added (breaking when required without default). */
function compareProperties(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[], rules: KroCompatRules): void {
  const oldProps = properties(oldSchema);
  const newProps = properties(newSchema);
  for (const name of Object.keys(oldProps).sort()) {
    const propPath = `${path}.properties.${name}`;
    if (!(name in newProps)) {
      add(out, true, propPath, 'PropertyRemoved');
      continue;
    }
    compare(propPath, oldProps[name], newProps[name], out, rules);
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

/**
 * schema.go `compareEnumValues`: up to v0.9 only when both sides have an enum (adding or
 * dropping an enum is not seen); from v0.10 an added enum constraint is breaking
 * (`EnumConstraintAdded`) and a dropped one is not (`EnumConstraintRemoved`), each with the
 * whole list as its value.
 */
function compareEnumValues(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[], rules: KroCompatRules): void {
  const oldEnum = Array.isArray(oldSchema.enum) ? oldSchema.enum.map((v) => rawJson(v) ?? 'null') : [];
  const newEnum = Array.isArray(newSchema.enum) ? newSchema.enum.map((v) => rawJson(v) ?? 'null') : [];
  if (oldEnum.length === 0 && newEnum.length === 0) return;
  if (rules.release === 'v0.10' && oldEnum.length === 0) return add(out, true, `${path}.enum`, 'EnumConstraintAdded', '', goJson(newSchema.enum));
  if (rules.release === 'v0.10' && newEnum.length === 0) return add(out, false, `${path}.enum`, 'EnumConstraintRemoved', goJson(oldSchema.enum), '');
  if (oldEnum.length === 0 || newEnum.length === 0) return;
  const oldSet = new Set(oldEnum);
  const newSet = new Set(newEnum);
  for (const value of oldSet) if (!newSet.has(value)) add(out, true, `${path}.enum`, 'EnumRestricted', value, '');
  for (const value of newSet) if (!oldSet.has(value)) add(out, false, `${path}.enum`, 'EnumExpanded', '', value);
}

/** schema.go `compareArrayItems`: items are compared only when both sides are arrays. */
function compareArrayItems(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[], rules: KroCompatRules): void {
  if (oldSchema.type !== 'array' || newSchema.type !== 'array') return;
  const oldItems = isRecord(oldSchema.items) ? oldSchema.items : undefined;
  const newItems = isRecord(newSchema.items) ? newSchema.items : undefined;
  if (oldItems && newItems) compare(`${path}.items`, oldItems, newItems, out, rules);
  else if (oldItems) add(out, true, `${path}.items`, 'PropertyRemoved');
  else if (newItems) add(out, false, `${path}.items`, 'PropertyAdded');
}

/**
 * v0.10 with `ConservativeCRDComparison`: map value schemas are compared like any schema;
 * between the forms (absent or `false`, a schema, `true`) kro's `doc.go` calls disabling or
 * constraining the map values breaking and enabling or relaxing them not
 * (`AdditionalPropertiesChanged`): rgdc ranks absent = false < a schema < true.
 */
function compareAdditionalProperties(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[], rules: KroCompatRules): void {
  const before = oldSchema.additionalProperties;
  const after = newSchema.additionalProperties;
  if (isDeepStrictEqual(before, after)) return;
  const at = `${path}.additionalProperties`;
  if (isRecord(before) && isRecord(after)) return compare(at, before, after, out, rules);
  const rank = (value: unknown) => (value === true ? 2 : isRecord(value) ? 1 : 0);
  if (rank(before) === rank(after)) return;
  add(out, rank(after) < rank(before), at, 'AdditionalPropertiesChanged', goJson(before), goJson(after));
}

/** v0.10 with `ConservativeCRDComparison`: a format added or changed is breaking, a format removed is not. */
function compareFormat(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  const before = text(oldSchema.format);
  const after = text(newSchema.format);
  if (before === after) return;
  if (after === '') return add(out, false, `${path}.format`, 'FormatRemoved', before, '');
  add(out, true, `${path}.format`, 'FormatChanged', before, after);
}

/** v0.10: `nullable` or `x-kubernetes-preserve-unknown-fields` (absent = false) removed is breaking, added is not. */
function compareFlag(
  path: string,
  key: string,
  oldSchema: SchemaNode,
  newSchema: SchemaNode,
  added: KroChangeType,
  removed: KroChangeType,
  out: KroChange[],
): void {
  const before = oldSchema[key] === true;
  const after = newSchema[key] === true;
  if (before === after) return;
  if (after) add(out, false, `${path}.${key}`, added, 'false', 'true');
  else add(out, true, `${path}.${key}`, removed, 'true', 'false');
}

/**
 * v0.10 with `ConservativeCRDComparison`: any change of list or map topology is breaking
 * (`TopologyChanged`), but an explicit `x-kubernetes-list-type: atomic` is the default and
 * list-map keys are a set (TestCompareValidationFacets: "default list type made explicit",
 * "list map keys reordered" are no change).
 */
function compareTopology(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  const keys = (value: unknown) => (Array.isArray(value) ? [...value].map(String).sort() : []);
  const listType = (value: unknown) => (value === undefined ? 'atomic' : value);
  const fields: [string, (value: unknown) => unknown][] = [
    ['x-kubernetes-list-map-keys', keys],
    ['x-kubernetes-list-type', listType],
    ['x-kubernetes-map-type', (value) => value],
  ];
  for (const [key, normalize] of fields) {
    if (isDeepStrictEqual(normalize(oldSchema[key]), normalize(newSchema[key]))) continue;
    add(out, true, `${path}.${key}`, 'TopologyChanged', goJson(oldSchema[key]), goJson(newSchema[key]));
  }
}

/**
 * v0.10 with `ConservativeCRDComparison`: CEL rules added or changed are breaking, all rules
 * removed is not (`ValidationRulesChanged` either way; none and an empty list are the same).
 */
function compareValidationRules(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  const before = Array.isArray(oldSchema['x-kubernetes-validations']) ? oldSchema['x-kubernetes-validations'] : [];
  const after = Array.isArray(newSchema['x-kubernetes-validations']) ? newSchema['x-kubernetes-validations'] : [];
  if (isDeepStrictEqual(before, after)) return;
  const value = (rules: unknown[]) => (rules.length === 0 ? 'null' : JSON.stringify(rules.map(goRule)));
  add(out, after.length > 0, `${path}.x-kubernetes-validations`, 'ValidationRulesChanged', value(before), value(after));
}

/** A CEL rule with its keys in Go's field order (`v1.ValidationRule`), as kro's JSON of it. */
function goRule(rule: unknown): unknown {
  if (!isRecord(rule)) return rule;
  const order = ['rule', 'message', 'messageExpression', 'reason', 'fieldPath', 'optionalOldSelf'];
  const keys = [...order.filter((k) => k in rule), ...Object.keys(rule).filter((k) => !order.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, rule[k]]));
}

/**
 * `v1.JSONSchemaProps` fields kro v0.10 does not classify, in Go's field order, with the
 * value Go holds when the field is absent: with `ConservativeCRDComparison` any change is
 * breaking (`UnclassifiedSchemaChange`, e.g. `uniqueItems: true` added). Empty lists and
 * maps equal absent ones (`equality.Semantic.DeepEqual`).
 */
const UNCLASSIFIED_FIELDS: readonly (readonly [string, unknown])[] = [
  ['id', ''],
  ['$schema', ''],
  ['$ref', null],
  ['title', ''],
  ['exclusiveMaximum', false],
  ['exclusiveMinimum', false],
  ['uniqueItems', false],
  ['multipleOf', null],
  ['maxProperties', null],
  ['minProperties', null],
  ['allOf', null],
  ['oneOf', null],
  ['anyOf', null],
  ['not', null],
  ['patternProperties', null],
  ['dependencies', null],
  ['additionalItems', null],
  ['definitions', null],
  ['externalDocs', null],
  ['example', null],
  ['x-kubernetes-embedded-resource', false],
  ['x-kubernetes-int-or-string', false],
];

/** The `v1.JSONSchemaProps` keys kro v0.10 classifies; everything else is {@link UNCLASSIFIED_FIELDS}. */
export const UNCLASSIFIED_KEYS: ReadonlySet<string> = new Set(UNCLASSIFIED_FIELDS.map(([key]) => key));

function compareUnclassifiedFields(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, out: KroChange[]): void {
  const value = (schema: SchemaNode, key: string, zero: unknown) => {
    const raw = schema[key];
    if (raw === undefined || raw === null) return zero;
    // Go slices and maps (not pointers): empty equals absent.
    const collection = ['allOf', 'oneOf', 'anyOf', 'patternProperties', 'dependencies', 'definitions'].includes(key);
    if (collection && ((Array.isArray(raw) && raw.length === 0) || (isRecord(raw) && Object.keys(raw).length === 0))) return null;
    return raw;
  };
  for (const [key, zero] of UNCLASSIFIED_FIELDS) {
    const before = value(oldSchema, key, zero);
    const after = value(newSchema, key, zero);
    if (isDeepStrictEqual(before, after)) continue;
    add(out, true, `${path}.${key}`, 'UnclassifiedSchemaChange', JSON.stringify(before), JSON.stringify(after));
  }
}

/** Go's `json.Marshal` of a field kro reports whole (`formatSchemaFieldValue`): `null` when absent. */
function goJson(value: unknown): string {
  return value === undefined ? 'null' : JSON.stringify(value);
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
