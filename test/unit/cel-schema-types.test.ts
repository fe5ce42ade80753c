/**
 * OpenAPI schemas as CEL types (`src/cel/types/declare.ts`, kro's `DeclTypeProvider` over
 * k8s.io/apiserver's `SchemaDeclType`): the type name each schema gets (users read them in
 * "expression returns type ..." messages), and values converted to those types
 * (`values.ts`: as apiserver's `UnstructuredToVal` reads JSON: `double` from an integral
 * number, timestamps from RFC 3339 strings, durations from Go duration strings, bytes from
 * base64).
 */
import { describe, expect, it } from 'vitest';
import { kroBaseEnvironment } from '../../src/cel/environment.js';
import { SchemaTypeRegistry } from '../../src/cel/types/declare.js';
import { coerceScalar, StructValue } from '../../src/cel/types/values.js';

const int = { type: 'integer' };
const str = { type: 'string' };
const struct = (properties: object) => ({ type: 'object', properties });

function registry(): SchemaTypeRegistry {
  return new SchemaTypeRegistry(kroBaseEnvironment().clone());
}

describe('SchemaTypeRegistry.declare', () => {
  it.each([
    [undefined, 'dyn'],
    [{ type: 'string', 'x-kubernetes-int-or-string': true }, 'dyn'],
    [{ ...struct({ a: str }), 'x-kubernetes-preserve-unknown-fields': true }, 'dyn'],
    [str, 'string'],
    [{ type: 'string', format: 'date-time' }, 'google.protobuf.Timestamp'],
    [{ type: 'string', format: 'duration' }, 'google.protobuf.Duration'],
    [{ type: 'string', format: 'byte' }, 'bytes'],
    [int, 'int'],
    [{ type: 'number' }, 'double'],
    [{ type: 'boolean' }, 'bool'],
    [{ type: 'array', items: int }, 'list<int>'],
    [{ type: 'array' }, 'list<dyn>'],
    [{ type: 'array', items: struct({ a: str }) }, 'list<__type_x._idx>'],
    [{ type: 'object', additionalProperties: str }, 'map<string, string>'],
    [{ type: 'object', additionalProperties: struct({ a: str }) }, 'map<string, __type_x._elem>'],
    [{ type: 'object' }, 'dyn'],
    [{ type: 'object', properties: {} }, 'dyn'],
    [struct({ a: str }), '__type_x'],
    [{ ...struct({ a: str }), additionalProperties: null }, '__type_x'],
    [{ type: 'null' }, 'dyn'],
  ] as const)('%j is %s', (schema, type) => {
    expect(registry().declare(schema, '__type_x')).toBe(type);
  });

  // Type names keep identifier characters and dots only (`@idx` becomes `_idx`).
  it('names nested struct types after their path, and types their fields', () => {
    const types = registry();
    const schema = struct({ spec: struct({ ports: { type: 'array', items: struct({ port: int }) }, 'app.io/x': struct({ b: str }) }) });
    expect(types.declare(schema, '__type_app')).toBe('__type_app');
    expect(types.structInfo('__type_app')?.fields).toEqual({ spec: '__type_app.spec' });
    expect(types.structInfo('__type_app.spec')?.fields).toEqual({ ports: 'list<__type_app.spec.ports._idx>', 'app.io/x': '__type_app.spec.app.io_x' });
    expect(types.structInfo('__type_app.spec.ports.@idx')).toBeUndefined();
    expect(types.structInfo('__type_app.spec.ports._idx')?.fields).toEqual({ port: 'int' });
    expect(types.structShape('__type_app.spec')?.kind).toBe('struct');
    expect(types.structShape('__type_nope')).toBeUndefined();
  });

  it('gives the same schema object the same type, and another schema a new name', () => {
    const types = registry();
    const schema = struct({ a: str });
    expect(types.declare(schema, '__type_x')).toBe('__type_x');
    expect(types.declare(schema, '__type_y')).toBe('__type_x');
    expect(types.declare(struct({ a: str }), '__type_x')).toBe('__type_x_2');
    expect(types.declare(struct({ a: str }), '__type_x')).toBe('__type_x_3');
    expect(types.hasName('__type_x_2')).toBe(true);
    expect(types.hasName('__type_x_4')).toBe(false);
  });

  it('keeps type names parseable inside list<...>', () => {
    const types = registry();
    expect(types.declare(struct({ a: str }), 'a-b/c d')).toBe('a_b_c_d');
    expect(types.declare(struct({ a: str }), 'a..b')).toBe('a._.b');
    expect(types.declare(struct({ a: str }), 'a.')).toBe('a._');
  });

  it("a child registry inherits its parent's types and never reuses their names", () => {
    const env = kroBaseEnvironment().clone();
    const parent = new SchemaTypeRegistry(env);
    const schema = struct({ a: str });
    parent.declare(schema, '__type_x');
    const child = new SchemaTypeRegistry(env.clone(), parent);
    expect(child.declare(schema, '__type_z')).toBe('__type_x');
    expect(child.structInfo('__type_x')?.fields).toEqual({ a: 'string' });
    expect(child.structShape('__type_x')?.kind).toBe('struct');
    expect(child.declare(struct({ b: int }), '__type_x')).toBe('__type_x_2');
    expect(parent.hasName('__type_x_2')).toBe(false);
  });

  it('with a reach, registers with cel-js only the struct types selectable fields lead to', () => {
    const env = kroBaseEnvironment().clone();
    const types = new SchemaTypeRegistry(env, undefined, (field) => field === 'spec');
    const type = types.declare(struct({ spec: struct({ a: int }), status: struct({ b: int }) }), '__type_r');
    env.registerVariable('r', type);
    expect(env.check('r.spec.a').type).toBe('int');
    // status is never selected: its type is declared (same names) but not registered.
    expect(types.structInfo('__type_r.status')?.fields).toEqual({ b: 'int' });
    expect(env.check('r.spec.nope').valid).toBe(false);
  });
});

describe('TypedValues.convert', () => {
  const types = registry();
  const type = types.declare(
    struct({
      replicas: int,
      ratio: { type: 'number' },
      at: { type: 'string', format: 'date-time' },
      ports: { type: 'array', items: int },
      names: { type: 'array', items: str },
      labels: { type: 'object', additionalProperties: str },
      sizes: { type: 'object', additionalProperties: int },
      child: struct({ n: int }),
      free: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
    }),
    '__type_v',
  );

  it('makes a struct holding exactly the fields present, each in its declared type', () => {
    const value = types.values.convert(
      { replicas: 3, ratio: 2, at: '2025-03-04T05:06:07Z', ports: [80, 443], names: ['a'], sizes: { a: 1 }, child: { n: 1 }, free: { x: 1 }, extra: 'kept' },
      type,
    ) as StructValue;
    expect(value).toBeInstanceOf(StructValue);
    expect(value.constructor.name).toBe('__type_v');
    expect([...value.keys()]).toEqual(['replicas', 'ratio', 'at', 'ports', 'names', 'sizes', 'child', 'free', 'extra']);
    expect(value.get('replicas')).toBe(3n);
    expect(value.get('ratio')).toBe(2);
    expect(value.get('at')).toEqual(new Date('2025-03-04T05:06:07Z'));
    expect(value.get('ports')).toEqual([80n, 443n]);
    expect(value.get('names')).toEqual(['a']);
    expect(value.get('sizes')).toEqual({ a: 1n });
    expect((value.get('child') as StructValue).get('n')).toBe(1n);
    expect(value.get('free')).toEqual({ x: 1 });
    expect(value.get('extra')).toBe('kept');
    expect(value.has('labels')).toBe(false);
    expect(value.size).toBe(9);
  });

  it('drops fields and map entries that hold undefined (absent, as in JSON)', () => {
    const value = types.values.convert(
      {
        replicas: undefined,
        labels: { a: 'x', b: undefined },
        sizes: new Map([
          ['a', 2],
          ['b', undefined],
        ]),
      },
      type,
    ) as StructValue;
    expect([...value.keys()]).toEqual(['labels', 'sizes']);
    expect(value.get('labels')).toEqual({ a: 'x' });
    expect(value.get('sizes')).toEqual(new Map([['a', 2n]]));
  });

  it('converts a value once per type, and to each type it is bound as', () => {
    const raw = { replicas: 1 };
    const first = types.values.convert(raw, type);
    expect(types.values.convert(raw, type)).toBe(first);
    const asMap = types.values.convert(raw, 'map<string, double>');
    expect(asMap).toEqual({ replicas: 1 });
    expect(types.values.convert(raw, type)).toBe(first);
    expect(types.values.convert(raw, 'map<string, double>')).toBe(asMap);
    expect(types.values.convert(raw, 'map<string, int>')).toEqual({ replicas: 1n });
    // A third type keeps the first two.
    expect(types.values.convert(raw, type)).toBe(first);
    expect(types.values.convert(raw, 'map<string, double>')).toBe(asMap);
  });

  it('converts the scalars of lists to timestamps, durations and bytes', () => {
    expect(types.values.convert(['2025-03-04T05:06:07Z'], 'list<google.protobuf.Timestamp>')).toEqual([new Date('2025-03-04T05:06:07Z')]);
    expect(String((types.values.convert(['1h30m'], 'list<google.protobuf.Duration>') as unknown[])[0])).toBe('5400s');
    expect(types.values.convert(['YWJj'], 'list<bytes>')).toEqual([new Uint8Array([97, 98, 99])]);
  });

  it('a null field of a struct type stays null', () => {
    const value = types.values.convert({ child: null, replicas: null }, type) as StructValue;
    expect(value.get('child')).toBeNull();
    expect(value.get('replicas')).toBeNull();
    expect((types.values.convert([null, { n: 1 }], 'list<__type_v.child>') as unknown[])[0]).toBeNull();
  });

  it('drops the undefined entries of a Map of strings', () => {
    expect(
      types.values.convert(
        new Map([
          ['a', 'x'],
          ['b', undefined],
        ]),
        'map<string, string>',
      ),
    ).toEqual(new Map([['a', 'x']]));
    const labels = new Map([['a', 'x']]);
    expect(types.values.convert(labels, 'map<string, string>')).toBe(labels);
  });

  it('leaves a dyn map alone, undefined entries too', () => {
    expect(Object.keys(types.values.convert({ a: 1, b: undefined }, 'map<string, dyn>') as object)).toEqual(['a', 'b']);
  });

  it('leaves values that are no map (a timestamp, bytes) as they are for a struct or map type', () => {
    const at = new Date(0);
    expect(types.values.convert(at, type)).toBe(at);
    const bytes = new Uint8Array([1]);
    expect(types.values.convert(bytes, 'map<string, int>')).toBe(bytes);
  });

  it.each([
    [null, type, null],
    [undefined, type, undefined],
    ['text', type, 'text'],
    [[1, 2], type, [1, 2]],
    [[1, 2], 'dyn', [1, 2]],
    [[1, 2], 'list<dyn>', [1, 2]],
    [[1, 2], 'list<double>', [1, 2]],
    [[1.0, 2.5], 'list<int>', [1n, 2.5]],
    [{ a: 1 }, 'list<int>', { a: 1 }],
    [[1], 'map<string, int>', [1]],
    [{ a: 1 }, 'map<string, dyn>', { a: 1 }],
    [[[1]], 'list<list<int>>', [[1n]]],
  ] as const)('%j as %s', (value, typeName, expected) => {
    expect(types.values.convert(value, typeName)).toEqual(expected);
  });

  it('converts the structs of a list to the element type', () => {
    const [item] = types.values.convert([{ n: 1 }], 'list<__type_v.child>') as StructValue[];
    expect(item?.constructor.name).toBe('__type_v.child');
    expect([...item!.entries()]).toEqual([['n', 1n]]);
  });
});

describe('coerceScalar', () => {
  it.each([
    [3n, 'double', 3],
    [3, 'double', 3],
    [3, 'int', 3n],
    [3.5, 'int', 3.5],
    ['3', 'int', '3'],
    ['3', 'double', '3'],
    ['2025-03-04T05:06:07Z', 'google.protobuf.Timestamp', new Date('2025-03-04T05:06:07Z')],
    ['not a time', 'google.protobuf.Timestamp', 'not a time'],
    [5, 'google.protobuf.Timestamp', 5],
    ['YWJj', 'bytes', new Uint8Array([97, 98, 99])],
    [5, 'bytes', 5],
    [5, 'google.protobuf.Duration', 5],
    ['soon', 'google.protobuf.Duration', 'soon'],
    [1, 'string', 1],
    ['x', 'bool', 'x'],
  ] as const)('%s as %s', (value, type, expected) => {
    expect(coerceScalar(value, type)).toEqual(expected);
  });

  it('reads a Go duration string as a duration', () => {
    const value = coerceScalar('1h30m', 'google.protobuf.Duration') as { seconds?: bigint };
    expect(typeof value).toBe('object');
    expect(String(value)).toMatch(/^5400s$/);
  });
});
