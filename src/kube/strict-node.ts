/**
 * Reads one node of a CRD structural schema (OpenAPI v3 with `x-kubernetes-*` extensions)
 * the way kube-apiserver enforces it, once, when a template first reaches that node: the
 * schema walker (`schema-walker.ts`) never sees the raw extensions, and a node no value
 * reaches is never read. The rules:
 *
 * - an object node with `properties`, without `additionalProperties` and without
 *   `x-kubernetes-preserve-unknown-fields: true` closes its fields, because the API server
 *   (strict field validation) and kro reject unknown fields. A preserve-unknown node still
 *   checks the properties it declares; only undeclared fields below it are free, which is
 *   how the API server prunes.
 * - the root, and every `x-kubernetes-embedded-resource` node, implicitly allows
 *   `apiVersion`, `kind` and `metadata`, as the API server does.
 * - `x-kubernetes-int-or-string: true` means `anyOf: [integer, string]`.
 * - a property with a `default` is not `required`: the API server applies defaults before
 *   it validates, so such a field can never be missing.
 * - `format` values outside {@link CHECKED_FORMATS} are ignored rather than guessed at, and
 *   so are `pattern`s Go's RE2 rejects (the API server would refuse such a CRD).
 *
 * Logical junctors (`allOf`/`anyOf`/`oneOf`/`not`) only get the format and pattern rules:
 * in a structural schema they restate fields already declared in the structural part, so
 * closing them would reject fields declared elsewhere.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { tryCompileRegex, type Regex } from '../regex/index.js';

/** Formats checked (with ajv-formats' own checks); every other `format` is ignored. */
export const CHECKED_FORMATS = ['date-time', 'date', 'ipv4', 'ipv6', 'uuid', 'byte'] as const;

/** Where a node sits: the root, a structural field, or inside a logical junctor. */
export enum Place {
  Root = 0,
  Structural = 1,
  Junctor = 2,
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
export type SchemaNode = Record<string, unknown>;

/** Keywords of one type group, in the order ajv (draft-07 vocabularies) applies them. */
export interface StrictNode {
  readonly raw: SchemaNode;
  /** Types a value may have (`nullable: true` adds `null`); empty means any. */
  readonly types: readonly JsonType[];
  /** True when a wrong type is reported before any keyword (ajv's `coerceAndCheckDataType`). */
  readonly typeFirst: boolean;
  readonly hasConst: boolean;
  readonly enumValues?: readonly unknown[];
  readonly not?: unknown;
  readonly anyOf?: readonly unknown[];
  readonly oneOf?: readonly unknown[];
  readonly allOf?: readonly unknown[];
  readonly number?: NumberRules;
  readonly string?: StringRules;
  readonly array?: ArrayRules;
  readonly object?: ObjectRules;
  /** Where this node's children sit. */
  readonly childPlace: Place;
}

export interface NumberRules {
  readonly limits: readonly (readonly [LimitKeyword, number])[];
  readonly multipleOf?: number;
}
export type LimitKeyword = 'maximum' | 'minimum' | 'exclusiveMaximum' | 'exclusiveMinimum';

export interface StringRules {
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: { readonly source: string; readonly regex: Regex };
  readonly format?: { readonly name: string; readonly test: (text: string) => boolean };
}

export interface ArrayRules {
  readonly maxItems?: number;
  readonly minItems?: number;
  readonly items?: unknown;
  readonly uniqueItems: boolean;
  /** The item types, for ajv's choice between its two duplicate searches. */
  readonly itemTypes: readonly JsonType[];
}

export interface ObjectRules {
  readonly maxProperties?: number;
  readonly minProperties?: number;
  readonly required: readonly string[];
  /** `false` closes the object; a schema checks every undeclared field. */
  readonly additionalProperties?: unknown;
  readonly properties?: Readonly<Record<string, unknown>>;
  /** Declared names (`__proto__` excluded, as ajv does). */
  readonly propertyNames: readonly string[];
  readonly declared: ReadonlySet<string>;
}

const KNOWN_FORMATS: ReadonlySet<string> = new Set(CHECKED_FORMATS);
const INT_OR_STRING: readonly SchemaNode[] = [{ type: 'integer' }, { type: 'string' }];
const IMPLICIT_FIELDS: readonly (readonly [string, SchemaNode])[] = [
  ['apiVersion', { type: 'string' }],
  ['kind', { type: 'string' }],
  ['metadata', { type: 'object' }],
];
const LIMIT_KEYWORDS: readonly LimitKeyword[] = ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum'];
const JSON_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

const caches = [new WeakMap<object, StrictNode>(), new WeakMap<object, StrictNode>(), new WeakMap<object, StrictNode>()];

/** The strict reading of `raw` at `place`, cached per node object. */
export function strictNode(raw: SchemaNode, place: Place): StrictNode {
  const cache = caches[place]!;
  let node = cache.get(raw);
  if (!node) {
    node = readNode(raw, place);
    cache.set(raw, node);
  }
  return node;
}

function readNode(raw: SchemaNode, place: Place): StrictNode {
  const structural = place !== Place.Junctor;
  const types = schemaTypes(raw);
  const anyOf = Array.isArray(raw.anyOf) ? raw.anyOf : raw['x-kubernetes-int-or-string'] === true && raw.oneOf === undefined ? INT_OR_STRING : undefined;
  const number = readNumber(raw);
  const string = readString(raw);
  const array = readArray(raw);
  const object = readObject(raw, place);
  const groupUsed = (type: JsonType): boolean =>
    type === 'number'
      ? number !== undefined
      : type === 'string'
        ? string !== undefined
        : type === 'array'
          ? array !== undefined
          : type === 'object'
            ? object !== undefined
            : false;
  return {
    raw,
    types,
    typeFirst: types.length > 0 && !(types.length === 1 && groupUsed(types[0]!)),
    hasConst: raw.const !== undefined,
    ...(Array.isArray(raw.enum) ? { enumValues: raw.enum } : {}),
    ...(raw.not !== undefined ? { not: raw.not } : {}),
    ...(anyOf ? { anyOf } : {}),
    ...(Array.isArray(raw.oneOf) ? { oneOf: raw.oneOf } : {}),
    ...(Array.isArray(raw.allOf) ? { allOf: raw.allOf } : {}),
    ...(number ? { number } : {}),
    ...(string ? { string } : {}),
    ...(array ? { array } : {}),
    ...(object ? { object } : {}),
    childPlace: structural ? Place.Structural : Place.Junctor,
  };
}

/** ajv's `getSchemaTypes`: the `type` list, plus `null` when `nullable: true`. */
export function schemaTypes(raw: unknown): JsonType[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const { type, nullable } = raw as SchemaNode;
  const listed = Array.isArray(type) ? type : type ? [type] : [];
  const types = listed.filter((t): t is JsonType => typeof t === 'string' && JSON_TYPES.has(t));
  if (types.length > 0 && !types.includes('null') && nullable === true) types.push('null');
  return types;
}

function readNumber(raw: SchemaNode): NumberRules | undefined {
  const limits = LIMIT_KEYWORDS.filter((k) => typeof raw[k] === 'number').map((k) => [k, raw[k] as number] as const);
  const multipleOf = typeof raw.multipleOf === 'number' ? raw.multipleOf : undefined;
  // A checked `format` puts a node in ajv's number group too (no number format is checked).
  if (limits.length === 0 && multipleOf === undefined && knownFormat(raw) === undefined) return undefined;
  return { limits, ...(multipleOf !== undefined ? { multipleOf } : {}) };
}

function readString(raw: SchemaNode): StringRules | undefined {
  const maxLength = typeof raw.maxLength === 'number' ? raw.maxLength : undefined;
  const minLength = typeof raw.minLength === 'number' ? raw.minLength : undefined;
  const regex = typeof raw.pattern === 'string' ? tryCompileRegex(raw.pattern) : undefined;
  const formatName = knownFormat(raw);
  if (maxLength === undefined && minLength === undefined && regex === undefined && formatName === undefined) return undefined;
  return {
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(minLength !== undefined ? { minLength } : {}),
    ...(regex ? { pattern: { source: raw.pattern as string, regex } } : {}),
    ...(formatName !== undefined ? { format: { name: formatName, test: formatTest(formatName) } } : {}),
  };
}

function readArray(raw: SchemaNode): ArrayRules | undefined {
  const maxItems = typeof raw.maxItems === 'number' ? raw.maxItems : undefined;
  const minItems = typeof raw.minItems === 'number' ? raw.minItems : undefined;
  const items = raw.items;
  const uniqueItems = raw.uniqueItems === true;
  if (maxItems === undefined && minItems === undefined && items === undefined && !uniqueItems) return undefined;
  return {
    ...(maxItems !== undefined ? { maxItems } : {}),
    ...(minItems !== undefined ? { minItems } : {}),
    ...(items !== undefined ? { items } : {}),
    uniqueItems,
    itemTypes: schemaTypes(items),
  };
}

function readObject(raw: SchemaNode, place: Place): ObjectRules | undefined {
  const maxProperties = typeof raw.maxProperties === 'number' ? raw.maxProperties : undefined;
  const minProperties = typeof raw.minProperties === 'number' ? raw.minProperties : undefined;
  let properties = isNode(raw.properties) ? raw.properties : undefined;
  let required = Array.isArray(raw.required) ? raw.required.map(String) : undefined;
  let additionalProperties = raw.additionalProperties;
  if (place !== Place.Junctor && properties) {
    if (place === Place.Root || raw['x-kubernetes-embedded-resource'] === true) {
      const missing = IMPLICIT_FIELDS.filter(([name]) => properties![name] === undefined || properties![name] === null);
      if (missing.length > 0) properties = { ...properties, ...Object.fromEntries(missing) };
    }
    if (required) required = required.filter((name) => !(isNode(properties![name]) && properties![name].default !== undefined));
    if (raw['x-kubernetes-preserve-unknown-fields'] !== true && additionalProperties === undefined) additionalProperties = false;
  }
  if (
    maxProperties === undefined &&
    minProperties === undefined &&
    required === undefined &&
    additionalProperties === undefined &&
    raw.properties === undefined
  )
    return undefined;
  const propertyNames = Object.keys(properties ?? {}).filter((name) => name !== '__proto__');
  return {
    ...(maxProperties !== undefined ? { maxProperties } : {}),
    ...(minProperties !== undefined ? { minProperties } : {}),
    required: required ?? [],
    ...(additionalProperties !== undefined ? { additionalProperties } : {}),
    ...(properties ? { properties } : {}),
    propertyNames,
    declared: new Set(propertyNames),
  };
}

function knownFormat(raw: SchemaNode): string | undefined {
  return typeof raw.format === 'string' && KNOWN_FORMATS.has(raw.format) ? raw.format : undefined;
}

/** ajv-formats' own check for a format (a RegExp, a function or `{ validate }`). */
function formatTest(name: string): (text: string) => boolean {
  const format = (fullFormats as Record<string, unknown>)[name];
  const validate = typeof format === 'object' && format !== null && !(format instanceof RegExp) ? (format as { validate: unknown }).validate : format;
  if (validate instanceof RegExp) return (text) => validate.test(text);
  return validate as (text: string) => boolean;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
