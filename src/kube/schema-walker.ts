/**
 * Validates a value against a CRD structural schema by walking the schema alongside the
 * value: no code is generated, and only the schema nodes the value reaches are ever read
 * (`strict-node.ts` reads each once and caches it). The errors are the ones ajv (draft-07,
 * `allErrors`, `strict: false`) reports for the strict schema, in the same order and with
 * the same paths, params and messages: `test/unit/schema-walker-differential.test.ts`
 * compares both over the corpus CRDs, the built-in catalog and the fixtures.
 *
 * The keywords are those a structural schema may use (the API server refuses a CRD with
 * `$ref`, `patternProperties`, `dependencies`, `additionalItems` or `uniqueItems: true`,
 * but rgdc also checks the hand-written catalog, so `uniqueItems` and tuple `items` work).
 */
import { Place, strictNode, type JsonType, type SchemaNode, type StrictNode } from './strict-node.js';
import type { SchemaError } from './schema-issues.js';

/** Every error of `value` against `schema` (the root of a kind's schema). */
export function walkSchema(schema: object, value: unknown): SchemaError[] {
  const errors: SchemaError[] = [];
  validate(schema, Place.Root, value, '', '#', errors);
  return errors;
}

/** Validates `value` against one schema node; returns true when it added no error. */
function validate(schema: unknown, place: Place, value: unknown, instancePath: string, schemaPath: string, errors: SchemaError[]): boolean {
  const before = errors.length;
  if (typeof schema === 'boolean') {
    if (!schema) errors.push({ keyword: 'false schema', instancePath, schemaPath, params: {}, message: 'boolean schema is false' });
    return schema;
  }
  if (typeof schema !== 'object' || schema === null) return true;
  const node = strictNode(schema as SchemaNode, place);
  const at = { node, value, instancePath, schemaPath, errors };
  if (node.typeFirst && !node.types.some((type) => hasType(value, type))) typeError(at);
  checkAnyType(at);
  if (node.number) {
    if (typeof value === 'number') checkNumber(at);
    else groupTypeError(at, 'number');
  }
  if (node.string) {
    if (typeof value === 'string') checkString(at);
    else groupTypeError(at, 'string');
  }
  if (node.array) {
    if (Array.isArray(value)) checkArray(at, value);
    else groupTypeError(at, 'array');
  }
  if (node.object) {
    if (isObject(value)) checkObject(at, value);
    else groupTypeError(at, 'object');
  }
  return errors.length === before;
}

interface At {
  readonly node: StrictNode;
  readonly value: unknown;
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly errors: SchemaError[];
}

function fail(at: At, keyword: string, params: Record<string, unknown>, message: string): void {
  at.errors.push({ keyword, instancePath: at.instancePath, schemaPath: `${at.schemaPath}/${keyword}`, params, message });
}

function typeError(at: At): void {
  const type = at.node.raw.type;
  fail(at, 'type', { type }, `must be ${String(type)}`);
}

/** A node of one type with rules for it reports a wrong type after its other keywords. */
function groupTypeError(at: At, group: JsonType): void {
  if (!at.node.typeFirst && at.node.types.length === 1 && at.node.types[0] === group) typeError(at);
}

/** `const`, `enum` and the logical junctors, which apply to any type. */
function checkAnyType(at: At): void {
  const { node, value } = at;
  if (node.hasConst && !jsonEqual(value, node.raw.const)) fail(at, 'const', { allowedValue: node.raw.const }, 'must be equal to constant');
  if (node.enumValues && !inEnum(value, node.enumValues)) {
    fail(at, 'enum', { allowedValues: node.enumValues }, 'must be equal to one of the allowed values');
  }
  if (node.not !== undefined) {
    if (validate(node.not, Place.Junctor, value, at.instancePath, `${at.schemaPath}/not`, [])) fail(at, 'not', {}, 'must NOT be valid');
  }
  if (node.anyOf) checkAnyOf(at, node.anyOf);
  if (node.oneOf) checkOneOf(at, node.oneOf);
  if (node.allOf)
    node.allOf.forEach((branch, i) => {
      validate(branch, Place.Junctor, value, at.instancePath, `${at.schemaPath}/allOf/${i}`, at.errors);
    });
}

/** ajv stops at the first passing branch and then forgets the failed branches' errors. */
function checkAnyOf(at: At, branches: readonly unknown[]): void {
  const before = at.errors.length;
  for (let i = 0; i < branches.length; i++) {
    if (validate(branches[i], Place.Junctor, at.value, at.instancePath, `${at.schemaPath}/anyOf/${i}`, at.errors)) {
      at.errors.length = before;
      return;
    }
  }
  fail(at, 'anyOf', {}, 'must match a schema in anyOf');
}

/**
 * Branches run in order until a second one passes (ajv nests each later branch in the
 * "not yet two" case of the one before), and that pair is the error's `passingSchemas`.
 */
function checkOneOf(at: At, branches: readonly unknown[]): void {
  const before = at.errors.length;
  let passing: number | [number, number] | null = null;
  for (let i = 0; i < branches.length; i++) {
    if (!validate(branches[i], Place.Junctor, at.value, at.instancePath, `${at.schemaPath}/oneOf/${i}`, at.errors)) continue;
    if (passing !== null) {
      passing = [passing as number, i];
      break;
    }
    passing = i;
  }
  if (typeof passing === 'number') at.errors.length = before;
  else fail(at, 'oneOf', { passingSchemas: passing }, 'must match exactly one schema in oneOf');
}

const LIMIT_TESTS = {
  maximum: { ok: '<=', fails: (v: number, limit: number) => v > limit },
  minimum: { ok: '>=', fails: (v: number, limit: number) => v < limit },
  exclusiveMaximum: { ok: '<', fails: (v: number, limit: number) => v >= limit },
  exclusiveMinimum: { ok: '>', fails: (v: number, limit: number) => v <= limit },
} as const;

function checkNumber(at: At): void {
  const value = at.value as number;
  const rules = at.node.number!;
  for (const [keyword, limit] of rules.limits) {
    const test = LIMIT_TESTS[keyword];
    if (test.fails(value, limit) || Number.isNaN(value)) fail(at, keyword, { comparison: test.ok, limit }, `must be ${test.ok} ${limit}`);
  }
  if (rules.multipleOf !== undefined) {
    const ratio = value / rules.multipleOf;
    if (ratio !== parseInt(String(ratio), 10)) fail(at, 'multipleOf', { multipleOf: rules.multipleOf }, `must be multiple of ${rules.multipleOf}`);
  }
}

function checkString(at: At): void {
  const value = at.value as string;
  const rules = at.node.string!;
  if (rules.maxLength !== undefined || rules.minLength !== undefined) {
    const length = codePointLength(value);
    if (rules.maxLength !== undefined && length > rules.maxLength) {
      fail(at, 'maxLength', { limit: rules.maxLength }, `must NOT have more than ${rules.maxLength} characters`);
    }
    if (rules.minLength !== undefined && length < rules.minLength) {
      fail(at, 'minLength', { limit: rules.minLength }, `must NOT have fewer than ${rules.minLength} characters`);
    }
  }
  if (rules.pattern && !rules.pattern.regex.test(value)) {
    fail(at, 'pattern', { pattern: rules.pattern.source }, `must match pattern "${rules.pattern.source}"`);
  }
  if (rules.format && !rules.format.test(value)) fail(at, 'format', { format: rules.format.name }, `must match format "${rules.format.name}"`);
}

function checkArray(at: At, value: unknown[]): void {
  const rules = at.node.array!;
  if (rules.maxItems !== undefined && value.length > rules.maxItems) {
    fail(at, 'maxItems', { limit: rules.maxItems }, `must NOT have more than ${rules.maxItems} items`);
  }
  if (rules.minItems !== undefined && value.length < rules.minItems) {
    fail(at, 'minItems', { limit: rules.minItems }, `must NOT have fewer than ${rules.minItems} items`);
  }
  const place = at.node.childPlace;
  if (Array.isArray(rules.items)) {
    rules.items.forEach((item, i) => {
      if (value.length > i) validate(item, place, value[i], `${at.instancePath}/${i}`, `${at.schemaPath}/items/${i}`, at.errors);
    });
  } else if (rules.items !== undefined) {
    value.forEach((item, i) => {
      validate(rules.items, place, item, `${at.instancePath}/${i}`, `${at.schemaPath}/items`, at.errors);
    });
  }
  if (rules.uniqueItems && value.length > 1) {
    const duplicate = findDuplicate(value, rules.itemTypes);
    if (duplicate) {
      const [i, j] = duplicate;
      fail(at, 'uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${j} and ${i} are identical)`);
    }
  }
}

/**
 * ajv's two searches, with their index order: scalar item types go through a map (last
 * occurrence first), anything else through pairwise deep equality from the end.
 */
function findDuplicate(value: unknown[], itemTypes: readonly JsonType[]): [number, number] | undefined {
  if (itemTypes.length > 0 && !itemTypes.some((type) => type === 'object' || type === 'array')) {
    const indices = new Map<unknown, number>();
    for (let i = value.length - 1; i >= 0; i--) {
      let item = value[i];
      if (!itemTypes.some((type) => hasType(item, type))) continue;
      if (itemTypes.length > 1 && typeof item === 'string') item = `${item}_`;
      const key = String(item);
      const seen = indices.get(key);
      if (seen !== undefined) return [i, seen];
      indices.set(key, i);
    }
    return undefined;
  }
  for (let i = value.length - 1; i >= 0; i--) {
    for (let j = i - 1; j >= 0; j--) if (jsonEqual(value[i], value[j])) return [i, j];
  }
  return undefined;
}

function checkObject(at: At, value: Record<string, unknown>): void {
  const rules = at.node.object!;
  if (rules.maxProperties !== undefined || rules.minProperties !== undefined) {
    const count = Object.keys(value).length;
    if (rules.maxProperties !== undefined && count > rules.maxProperties) {
      fail(at, 'maxProperties', { limit: rules.maxProperties }, `must NOT have more than ${rules.maxProperties} properties`);
    }
    if (rules.minProperties !== undefined && count < rules.minProperties) {
      fail(at, 'minProperties', { limit: rules.minProperties }, `must NOT have fewer than ${rules.minProperties} properties`);
    }
  }
  for (const name of rules.required) {
    if (value[name] === undefined) fail(at, 'required', { missingProperty: name }, `must have required property '${name}'`);
  }
  const place = at.node.childPlace;
  const extra = rules.additionalProperties;
  if (extra !== undefined && extra !== true) {
    for (const key in value) {
      if (rules.declared.has(key)) continue;
      if (extra === false) fail(at, 'additionalProperties', { additionalProperty: key }, 'must NOT have additional properties');
      else validate(extra, place, value[key], `${at.instancePath}/${escapePointer(key)}`, `${at.schemaPath}/additionalProperties`, at.errors);
    }
  }
  if (rules.properties) {
    for (const name of rules.propertyNames) {
      const child = value[name];
      if (child === undefined) continue;
      validate(
        rules.properties[name],
        place,
        child,
        `${at.instancePath}/${escapePointer(name)}`,
        `${at.schemaPath}/properties/${encodeURIComponent(escapePointer(name))}`,
        at.errors,
      );
    }
  }
}

/** ajv's data type test (`strictNumbers: false`). */
function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && !(value % 1) && !Number.isNaN(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** ajv compares scalars with `===` (up to 200 values) and anything else by deep equality. */
function inEnum(value: unknown, allowed: readonly unknown[]): boolean {
  if (allowed.length >= 200) return allowed.some((candidate) => jsonEqual(value, candidate));
  return allowed.some((candidate) => (typeof candidate === 'object' && candidate !== null ? jsonEqual(value, candidate) : value === candidate));
}

/** Deep equality of JSON values as `fast-deep-equal` (ajv's) decides it: NaN equals NaN. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      const other = b as unknown[];
      return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && jsonEqual((a as SchemaNode)[key], (b as SchemaNode)[key]));
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

/** Length in code points, as ajv's `ucs2length` counts it. */
function codePointLength(text: string): number {
  let length = 0;
  for (let pos = 0; pos < text.length; length++) {
    const code = text.charCodeAt(pos++);
    if (code >= 0xd800 && code <= 0xdbff && pos < text.length && (text.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
