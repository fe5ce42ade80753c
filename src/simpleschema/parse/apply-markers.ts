/**
 * Applies parsed markers to a field's OpenAPI schema the way kro's `applyMarker` does,
 * with kro's value rules and error messages (`enum` only on strings and integers,
 * `pattern` only on strings and compiled as Go RE2, ...). Where kro copies a value into
 * the generated CRD unchecked and the API server then rejects the CRD (a string default
 * holding `"`, an invalid JSON default), the problem is reported here too.
 */
import { checkRegex } from '../../regex/index.js';
import { parseExpression } from '../../cel/inspector.js';
import type { Marker } from './markers.js';
import { matchesJsonType } from '../../kube/json-type.js';
import { isRecord } from '../../util/records.js';
import { checkDefault } from './check-default.js';
import { checkValidationRules } from './check-validation-rule.js';

/** An OpenAPI schema node as plain data. */
export type OpenApiSchema = Record<string, unknown>;

/** A marker problem: kro's message and the marker it concerns. */
export interface MarkerProblem {
  readonly message: string;
  readonly marker: Marker;
  /** The part of the (unescaped) marker value at fault, when known (an RE2 syntax error). */
  readonly valueSpan?: { readonly start: number; readonly length: number };
  /** How to fix it, when more specific than the diagnostic code's hint. */
  readonly hint?: string;
}

/**
 * Applies `markers` in order to `schema` (the field) and `parent` (for `required`).
 * Stops at the first problem, as kro does.
 */
export function applyMarkers(schema: OpenApiSchema, markers: readonly Marker[], key: string, parent: OpenApiSchema): MarkerProblem | undefined {
  for (const marker of markers) {
    const message = applyMarker(schema, marker, key, parent);
    if (message !== undefined) return { message, marker, ...regexDetail(marker) };
  }
  const last = markers.at(-1);
  if (!last) return undefined;
  const listProblem = checkListMarkers(schema);
  if (listProblem !== undefined) {
    return { message: listProblem, marker: markers.find((m) => m.key === 'listType' || m.key === 'listMapKey') ?? last };
  }
  // What the API server checks when it admits the generated CRD, once every marker is in.
  const defaultProblem = checkDefault(schema);
  if (defaultProblem !== undefined) return { message: defaultProblem, marker: markers.find((m) => m.key === 'default') ?? last };
  const ruleProblem = checkValidationRules(schema);
  // `immutable=true` adds `self == oldSelf`, which compiles for every type, so a refused
  // rule is always one a `validation` marker wrote: point at that marker.
  if (ruleProblem !== undefined) {
    return { message: ruleProblem.message, marker: markers.find((m) => m.key === 'validation' && m.value === ruleProblem.rule) ?? last };
  }
  return undefined;
}

function applyMarker(schema: OpenApiSchema, marker: Marker, key: string, parent: OpenApiSchema): string | undefined {
  const type = typeof schema.type === 'string' ? schema.type : '';
  const { value } = marker;
  switch (marker.key) {
    case 'required': {
      const flag = parseGoBool(value);
      if (flag === undefined) return `failed to parse required marker value: ${goBoolError(value)}`;
      if (flag) parent.required = [...((parent.required as string[] | undefined) ?? []), key];
      return undefined;
    }
    case 'default':
      return applyDefault(schema, type, value);
    case 'description':
      schema.description = value;
      return undefined;
    case 'minimum':
    case 'maximum': {
      const number = parseGoFloat(value);
      if (number === undefined) return `failed to parse ${marker.key} enum value: strconv.ParseFloat: parsing ${JSON.stringify(value)}: invalid syntax`;
      // strconv.ParseFloat reports overflow to ±Inf as an error (ErrRange).
      if (!Number.isFinite(number)) return `failed to parse ${marker.key} enum value: strconv.ParseFloat: parsing ${JSON.stringify(value)}: value out of range`;
      schema[marker.key] = number;
      return undefined;
    }
    case 'validation': {
      if (value.trim() === '') return 'validation failed';
      const parsed = parseExpression(value);
      if ('error' in parsed) return `validation rule ${JSON.stringify(value)} is not valid CEL: ${parsed.error.message}`;
      schema['x-kubernetes-validations'] = [...validations(schema), { rule: value, message: 'validation failed' }];
      return undefined;
    }
    case 'immutable': {
      const flag = parseGoBool(value);
      if (flag === undefined) return `failed to parse immutable marker value: ${goBoolError(value)}`;
      if (flag) schema['x-kubernetes-validations'] = [...validations(schema), { rule: 'self == oldSelf', message: 'field is immutable' }];
      return undefined;
    }
    case 'enum':
      return applyEnum(schema, type, value);
    case 'minLength':
    case 'maxLength':
      if (type !== 'string') return `${marker.key} marker is only valid for string types, got type: ${type}`;
      return setInteger(schema, marker.key, value);
    case 'pattern': {
      if (value === '') return 'pattern marker value cannot be empty';
      if (type !== 'string') return `pattern marker is only valid for string types, got type: ${type}`;
      // kro compiles the pattern with Go's regexp.Compile: RE2 syntax, Go's message.
      const problem = checkRegex(value);
      if (problem !== undefined) return `invalid pattern regex: ${problem.message}`;
      schema.pattern = value;
      return undefined;
    }
    case 'uniqueItems': {
      const flag = parseGoBool(value);
      if (flag === undefined) return `failed to parse uniqueItems marker value: ${goBoolError(value)}`;
      if (type !== 'array') return `uniqueItems marker is only valid for array types, got type: ${type}`;
      if (flag) {
        const listType = schema['x-kubernetes-list-type'];
        if (listType !== undefined && listType !== 'set') return `uniqueItems=true conflicts with listType=${String(listType)}`;
        schema['x-kubernetes-list-type'] = 'set';
      }
      return undefined;
    }
    case 'minItems':
    case 'maxItems':
      if (type !== 'array') return `${marker.key} marker is only valid for array types, got type: ${type}`;
      return setInteger(schema, marker.key, value);
    case 'listType': {
      if (type !== 'array') return `listType marker is only valid for array types, got type: ${type}`;
      if (!['atomic', 'set', 'map'].includes(value)) return `invalid listType ${JSON.stringify(value)}: must be one of atomic, set, map`;
      const current = schema['x-kubernetes-list-type'];
      if (current !== undefined && current !== value) return `listType=${value} conflicts with uniqueItems=true (which implies listType=set)`;
      schema['x-kubernetes-list-type'] = value;
      return undefined;
    }
    case 'listMapKey': {
      if (type !== 'array') return `listMapKey marker is only valid for array types, got type: ${type}`;
      if (value === '') return 'listMapKey marker value cannot be empty';
      const keys = (schema['x-kubernetes-list-map-keys'] as string[] | undefined) ?? [];
      // The CRD's x-kubernetes-list-map-keys is itself a set: a repeated key fails admission.
      if (keys.includes(value)) return `duplicate listMapKey ${JSON.stringify(value)}: each key may be named once`;
      schema['x-kubernetes-list-map-keys'] = [...keys, value];
      return undefined;
    }
    default:
      return `unknown marker: ${marker.key}`;
  }
}

/** Rules the API server applies to list markers when it admits the generated CRD. */
/** Where in a rejected `pattern` RE2 stopped, and the RE2 way to write it. */
function regexDetail(marker: Marker): Pick<MarkerProblem, 'valueSpan' | 'hint'> {
  const error = marker.key === 'pattern' && marker.value !== '' ? checkRegex(marker.value) : undefined;
  return error ? { valueSpan: { start: error.offset, length: error.length }, hint: error.hint } : {};
}

function checkListMarkers(schema: OpenApiSchema): string | undefined {
  const listType = schema['x-kubernetes-list-type'];
  const keys = schema['x-kubernetes-list-map-keys'] as string[] | undefined;
  if (keys !== undefined && listType !== 'map') return 'listMapKey requires listType=map';
  if (listType === 'set') return checkSetItems(schema);
  if (listType !== 'map') return undefined;
  if (keys === undefined || keys.length === 0) return 'listType=map requires at least one listMapKey';
  const items = isRecord(schema.items) ? schema.items : {};
  const properties = isRecord(items.properties) ? items.properties : {};
  const required = Array.isArray(items.required) ? (items.required as string[]) : [];
  for (const key of keys) {
    const property = properties[key];
    if (!isRecord(property)) return `listMapKey ${JSON.stringify(key)} is not a field of the list items`;
    if (!required.includes(key) && property.default === undefined) {
      return `listMapKey ${JSON.stringify(key)} must be a required field or have a default`;
    }
    if (!SCALAR_TYPES.has(String(property.type))) return `listMapKey ${JSON.stringify(key)} must be a scalar field (string, integer, number or boolean)`;
  }
  return undefined;
}

const SCALAR_TYPES: ReadonlySet<string> = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * Items of a `set` list must be scalars, atomic lists or atomic maps. SimpleSchema cannot
 * mark an object atomic, so a set (uniqueItems=true or listType=set) of objects or maps is
 * refused by the API server.
 */
function checkSetItems(schema: OpenApiSchema): string | undefined {
  const items = isRecord(schema.items) ? schema.items : {};
  const type = String(items.type);
  if (SCALAR_TYPES.has(type)) return undefined;
  if (type === 'array' && (items['x-kubernetes-list-type'] ?? 'atomic') === 'atomic') return undefined;
  return `the items of a list of type set (uniqueItems=true or listType=set) must be scalars or atomic lists, not ${type === 'object' ? 'objects or maps' : `${type} lists`}`;
}

function applyDefault(schema: OpenApiSchema, type: string, value: string): string | undefined {
  // kro wraps a string default in quotes without escaping; anything else is taken as JSON.
  const raw = type === 'string' ? `"${value}"` : value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return type === 'string'
      ? `default ${JSON.stringify(value)} cannot be a string default: kro inserts it into the CRD unescaped, so '"' and '\\' make it invalid JSON`
      : `default ${JSON.stringify(value)} is not valid JSON for type ${type || 'object'}`;
  }
  if (!matchesJsonType(parsed, type)) return `default ${value} does not match the field type ${type}`;
  if (type === 'string' && parsed !== value) {
    return `default ${JSON.stringify(value)} changes meaning: kro inserts it unescaped, so the CRD would hold ${JSON.stringify(parsed)}`;
  }
  schema.default = parsed;
  return undefined;
}

function applyEnum(schema: OpenApiSchema, type: string, value: string): string | undefined {
  const values: unknown[] = [];
  for (const rawItem of value.split(',')) {
    const item = rawItem.trim();
    if (item === '') return 'empty enum values are not allowed';
    // kro writes a string item as Go's %q, which spells these characters `\a`, `\v` or
    // `\xNN`: not JSON, so the CRD kro generates from the RGD cannot be built.
    const unquotable = type === 'string' ? /[\u0000-\u0007\u000b\u000e-\u001f\u007f]/.exec(item) : null;
    if (unquotable)
      return `enum value ${JSON.stringify(item)} holds the control character U+${unquotable[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}, which kro writes into the CRD as an escape JSON does not allow`;
    if (type === 'string') values.push(item);
    else if (type === 'integer') {
      const problem = goIntProblem(item);
      if (problem !== undefined) return `failed to parse integer enum value: strconv.ParseInt: parsing ${JSON.stringify(item)}: ${problem}`;
      values.push(Number(item));
    } else return `enum values only supported for string and integer types, got type: ${type}`;
  }
  if (values.length > 0) schema.enum = values;
  return undefined;
}

function setInteger(schema: OpenApiSchema, key: string, value: string): string | undefined {
  const problem = goIntProblem(value);
  if (problem !== undefined) return `failed to parse ${key} value: strconv.ParseInt: parsing ${JSON.stringify(value)}: ${problem}`;
  schema[key] = Number(value);
  return undefined;
}

const INT64_MAX = 2n ** 63n - 1n;

/** Why Go's `strconv.ParseInt(value, 10, 64)` refuses `value`, or undefined when it accepts it. */
function goIntProblem(value: string): string | undefined {
  if (!/^[+-]?[0-9]+$/.test(value)) return 'invalid syntax';
  const big = BigInt(value);
  return big > INT64_MAX || big < -INT64_MAX - 1n ? 'value out of range' : undefined;
}

const GO_TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/** Go's `strconv.ParseBool`. */
function parseGoBool(value: string): boolean | undefined {
  if (GO_TRUE.has(value)) return true;
  if (GO_FALSE.has(value)) return false;
  return undefined;
}

function goBoolError(value: string): string {
  return `strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`;
}

/** Go's `strconv.ParseFloat` for the forms people write (no hex floats, `Inf` or `_`). */
function parseGoFloat(value: string): number | undefined {
  if (!/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(value)) return undefined;
  return Number(value);
}

function validations(schema: OpenApiSchema): unknown[] {
  const existing = schema['x-kubernetes-validations'];
  return Array.isArray(existing) ? existing : [];
}
