/**
 * Whether an expression's output type may fill a field (`src/cel/types/compatibility.ts`),
 * with kro's messages (`pkg/cel/compatibility.go` `AreTypesStructurallyCompatible`: "list
 * element type incompatible: ...", "field %q exists in output but not in expected type",
 * ...), and the OpenAPI and cel-js type names both sides are read from (`shape.ts`).
 */
import { describe, expect, it } from 'vitest';
import { incompatibility } from '../../src/cel/types/compatibility.js';
import { describeShape, shapeOfSchema, shapeOfTypeName, splitTypeParams, stringTypeName } from '../../src/cel/types/shape.js';

const str = { type: 'string' };
const int = { type: 'integer' };
const struct = (properties: object, required?: string[]) => ({ type: 'object', properties, ...(required ? { required } : {}) });
const map = (value: object) => ({ type: 'object', additionalProperties: value });
const nestLists = (inner: object, n: number): object => (n === 0 ? inner : { type: 'array', items: nestLists(inner, n - 1) });

/** A struct name resolver for cel-js type names: `Point` is {x: int, y: int}, y required. */
const structs = (name: string) => (name === 'Point' ? shapeOfSchema(struct({ x: int, y: int }, ['y']), 'Point') : undefined);
const typeName = (name: string) => shapeOfTypeName(name, structs);

describe('incompatibility (kro AreTypesStructurallyCompatible)', () => {
  it.each([
    // dyn on either side passes; optional<T> counts as T.
    ['dyn', int, undefined],
    ['int', { 'x-kubernetes-int-or-string': true }, undefined],
    ['optional<int>', int, undefined],
    ['optional<string>', int, 'kind mismatch: string vs int'],
    ['int', int, undefined],
    // Primitives must be the same kind: double for an int field is kro's "kind mismatch".
    ['double', int, 'kind mismatch: double vs int'],
    ['int', { type: 'number' }, 'kind mismatch: int vs double'],
    ['list<int>', int, 'kind mismatch: list<int> vs int'],
    ['google.protobuf.Timestamp', { type: 'string', format: 'date-time' }, undefined],
    ['string', { type: 'string', format: 'date-time' }, 'kind mismatch: string vs google.protobuf.Timestamp'],
    // Lists compare element types.
    ['list<string>', { type: 'array', items: str }, undefined],
    ['list<int>', { type: 'array', items: str }, 'list element type incompatible: kind mismatch: int vs string'],
    ['map<string, string>', { type: 'array', items: str }, 'kind mismatch: map<string, string> vs list<string>'],
    [
      'list<list<int>>',
      { type: 'array', items: { type: 'array', items: str } },
      'list element type incompatible: list element type incompatible: kind mismatch: int vs string',
    ],
    // Maps compare keys, then values.
    ['map<string, int>', map(int), undefined],
    ['map<string, int>', map(str), 'map value type incompatible: kind mismatch: int vs string'],
    ['map<int, string>', map(str), 'map key type incompatible: kind mismatch: int vs string'],
    ['list<string>', map(str), 'kind mismatch: list<string> vs map<string, string>'],
    // A struct fills a map when every field fits the value type.
    ['Point', map(int), undefined],
    ['Point', map(str), 'field "x" incompatible with map value type: kind mismatch: int vs string'],
    // A map fills a struct when its values fit every field.
    ['map<string, int>', struct({ x: int, y: int }), undefined],
    ['map<string, int>', struct({ x: int, name: str }), 'map value incompatible with field "name": kind mismatch: int vs string'],
    ['map<int, int>', struct({ x: int }), 'map keys must be strings'],
    ['map<dyn, int>', struct({ x: int }), undefined],
    ['int', struct({ x: int }), 'kind mismatch: int vs object'],
    // A struct fills a struct without fields the target lacks, setting every required one.
    ['Point', struct({ x: int, y: int, z: str }), undefined],
    ['Point', struct({ x: int }), 'field "y" exists in output but not in expected type'],
    ['Point', struct({ x: str, y: int }), 'field "x" has incompatible type: kind mismatch: int vs string'],
    ['Point', struct({ x: int, y: int, z: str }, ['z']), 'required field "z" is missing'],
    ['Point', struct({ x: int, y: int }, ['x', 'y']), undefined],
  ] as const)('%s for %j: %s', (output, expected, why) => {
    expect(incompatibility(typeName(output), shapeOfSchema(expected))).toBe(why);
  });

  it('a struct key type that is not string refuses a struct', () => {
    const intKeys = { kind: 'map', key: { kind: 'primitive', name: 'int' }, value: { kind: 'dyn' } } as const;
    expect(incompatibility(typeName('Point'), intKeys)).toBe('map key type must be string');
  });

  it('an optional expected type counts as its inner type', () => {
    expect(incompatibility(typeName('int'), typeName('optional<int>'))).toBeUndefined();
    expect(incompatibility(typeName('string'), typeName('optional<int>'))).toBe('kind mismatch: string vs int');
  });

  it('compares lists nested 32 deep to the bottom', () => {
    const nest = (inner: object, n: number): object => (n === 0 ? inner : { type: 'array', items: nest(inner, n - 1) });
    const why = incompatibility(shapeOfSchema(nest(int, 32)), shapeOfSchema(nest(str, 32)));
    expect(why).toBe(`${'list element type incompatible: '.repeat(32)}kind mismatch: int vs string`);
  });

  // Past 32 levels the comparison gives up (compatible): each recursion counts one level,
  // so what sits right below the 32nd list (an optional's inner type, a map's key or
  // values, a struct's fields) is compared under 31 lists and left under 32.
  it.each([
    ['optional<string>', int, 'kind mismatch: string vs int'],
    ['string', 'optional<int>', 'kind mismatch: string vs int'],
    ['map<int, string>', map(str), 'map key type incompatible: kind mismatch: int vs string'],
    ['Point', 'map<int, int>', 'map key type must be string'],
    ['Point', map(str), 'field "x" incompatible with map value type: kind mismatch: int vs string'],
    ['map<int, int>', struct({ x: int }), 'map keys must be strings'],
    ['map<string, int>', struct({ name: str }), 'map value incompatible with field "name": kind mismatch: int vs string'],
  ] as const)('%s for %j below 31 lists: %s; below 32 lists: given up', (output, expected, why) => {
    const lists = (n: number) => {
      const outputShape = typeName(`${'list<'.repeat(n)}${output}${'>'.repeat(n)}`);
      const expectedShape = typeof expected === 'string' ? typeName(`${'list<'.repeat(n)}${expected}${'>'.repeat(n)}`) : shapeOfSchema(nestLists(expected, n));
      return incompatibility(outputShape, expectedShape);
    };
    expect(lists(31)).toBe(`${'list element type incompatible: '.repeat(31)}${why}`);
    expect(lists(32)).toBeUndefined();
  });

  it('ends on recursive schemas through lists and maps', () => {
    const make = (): Record<string, unknown> => {
      const a: Record<string, unknown> = struct({ v: int });
      Object.assign(a.properties as object, { children: { type: 'array', items: a }, byName: map(a) });
      return a;
    };
    expect(incompatibility(shapeOfSchema(make()), shapeOfSchema(make()))).toBeUndefined();
    expect(incompatibility(typeName('optional<list<int>>'), shapeOfSchema({ type: 'array', items: int }))).toBeUndefined();
  });

  it('ends on recursive schemas (a struct holding itself)', () => {
    const a: Record<string, unknown> = struct({ v: int });
    (a.properties as Record<string, unknown>).self = a;
    const b: Record<string, unknown> = struct({ v: int });
    (b.properties as Record<string, unknown>).self = b;
    expect(incompatibility(shapeOfSchema(a), shapeOfSchema(b))).toBeUndefined();
  });
});

describe('shapeOfSchema (kro SchemaDeclType)', () => {
  it.each([
    [undefined, 'dyn'],
    [{ type: 'string', 'x-kubernetes-int-or-string': true }, 'dyn'],
    [{ type: 'object', properties: { a: str }, 'x-kubernetes-preserve-unknown-fields': true }, 'dyn'],
    [str, 'string'],
    [{ type: 'string', format: 'date' }, 'google.protobuf.Timestamp'],
    [{ type: 'string', format: 'duration' }, 'google.protobuf.Duration'],
    [{ type: 'string', format: 'byte' }, 'bytes'],
    [{ type: 'string', format: 'uuid' }, 'string'],
    [int, 'int'],
    [{ type: 'number' }, 'double'],
    [{ type: 'boolean' }, 'bool'],
    [{ type: 'array', items: int }, 'list<int>'],
    [{ type: 'array' }, 'list<dyn>'],
    [map({ type: 'boolean' }), 'map<string, bool>'],
    [{ type: 'object' }, 'dyn'],
    [{ type: 'object', properties: {} }, 'dyn'],
    [struct({ a: str }), 'object'],
    [{ ...struct({ a: str }), additionalProperties: null }, 'object'],
    [{ type: 'array', items: null }, 'list<dyn>'],
    [{ type: 'null' }, 'dyn'],
  ] as const)('%j is %s', (schema, described) => {
    expect(describeShape(shapeOfSchema(schema))).toBe(described);
  });

  it("reads a struct's fields and required ones", () => {
    const shape = shapeOfSchema(struct({ a: str, b: { type: 'array', items: int } }, ['b']), 'T');
    if (shape.kind !== 'struct') throw new Error(`a struct expected, got ${shape.kind}`);
    expect(shape.name).toBe('T');
    expect([...shape.required]).toEqual(['b']);
    expect([...shape.fields()].map(([k, v]) => `${k}: ${describeShape(v)}`)).toEqual(['a: string', 'b: list<int>']);
  });

  it('stringTypeName follows the OpenAPI formats kro maps', () => {
    expect(['date-time', 'date', 'duration', 'byte', 'int-or-string', undefined].map(stringTypeName)).toEqual([
      'google.protobuf.Timestamp',
      'google.protobuf.Timestamp',
      'google.protobuf.Duration',
      'bytes',
      'string',
      'string',
    ]);
  });
});

describe('shapeOfTypeName (cel-js type names)', () => {
  it.each([
    ['dyn', 'dyn'],
    ['T', 'dyn'],
    ['A', 'dyn'],
    ['K', 'dyn'],
    ['V', 'dyn'],
    ['list', 'list<dyn>'],
    ['map', 'map<dyn, dyn>'],
    [' int ', 'int'],
    ['Point', 'object'],
    ['list<map<string, list<int>>>', 'list<map<string, list<int>>>'],
    ['optional<list<string>>', 'optional<list<string>>'],
    ['list<>', 'list<dyn>'],
    ['map<string>', 'map<string, dyn>'],
    ['optional<>', 'optional<dyn>'],
    ['kro.run.Condition', 'kro.run.Condition'],
    ['type<int>', 'type<int>'],
  ])('%s reads as %s', (name, described) => {
    expect(describeShape(typeName(name))).toBe(described);
  });

  it.each([
    ['string, list<int>', ['string', 'list<int>']],
    ['map<string, int>, bool', ['map<string, int>', 'bool']],
    [' a ,  b ', ['a', 'b']],
    ['', []],
    ['a,', ['a']],
  ])('splitTypeParams(%j)', (text, parts) => {
    expect(splitTypeParams(text)).toEqual(parts);
  });
});
