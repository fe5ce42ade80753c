import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StructValue, structClass, TypedValues, type StructInfo } from '../../src/cel/types/values.js';

/** Two struct types: `T` (with a nested `T.inner` under `inner`) and `T.inner`. */
function typedValues(): { values: TypedValues; structs: Map<string, StructInfo> } {
  const structs = new Map<string, StructInfo>([
    ['T', { ctor: structClass('T'), fields: { n: 'int', d: 'double', inner: 'T.inner', list: 'list<T.inner>' } }],
    ['T.inner', { ctor: structClass('T.inner'), fields: { x: 'int' } }],
  ]);
  return { values: new TypedValues((name) => structs.get(name)), structs };
}

describe('struct values filled on first read', () => {
  it('converts a level only when it is read, and every reading method sees the same entries', () => {
    const { values, structs } = typedValues();
    const raw = { n: 1, d: 2, inner: { x: 3 }, list: [{ x: 4 }], extra: 'kept', gone: undefined };
    const struct = values.convert(raw, 'T') as StructValue;
    expect(struct.constructor).toBe(structs.get('T')!.ctor);
    expect(struct.size).toBe(5);
    expect([...struct.keys()]).toEqual(['n', 'd', 'inner', 'list', 'extra']);
    expect(struct.get('n')).toBe(1n);
    expect(struct.get('d')).toBe(2);
    expect(struct.has('gone')).toBe(false);
    const inner = struct.get('inner') as StructValue;
    expect(inner.constructor).toBe(structs.get('T.inner')!.ctor);
    expect(Object.fromEntries(inner)).toEqual({ x: 3n });
    expect((struct.get('list') as StructValue[])[0]!.get('x')).toBe(4n);
    // The same value converts to the same struct (memoized), and a struct stays as it is.
    expect(values.convert(raw, 'T')).toBe(struct);
    expect(values.convert(struct, 'T')).toBe(struct);
  });

  it('reads as an eager copy would, whichever method comes first', () => {
    const methods: ((s: StructValue) => unknown)[] = [
      (s) => s.size,
      (s) => [...s.entries()],
      (s) => [...s],
      (s) => [...s.values()],
      (s) => s.has('a'),
      (s) => s.get('a'),
      (s) => {
        const seen: unknown[] = [];
        s.forEach((v, k) => {
          seen.push([k, v]);
        });
        return seen;
      },
    ];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(fc.integer(), fc.string(), fc.constant(undefined))),
        fc.array(fc.nat(methods.length - 1), { maxLength: 6 }),
        (raw, order) => {
          const lazy = typedValues().values.convert(raw, 'T.inner') as StructValue;
          const eager = new Map(
            Object.entries(raw)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, k === 'x' && typeof v === 'number' ? BigInt(v) : v]),
          );
          for (const i of order) expect(methods[i]!(lazy)).toEqual(methods[i]!(eager as unknown as StructValue));
          expect([...lazy]).toEqual([...eager]);
        },
      ),
    );
  });

  it('takes the fields present when converted: a later change to the source is not seen', () => {
    const raw: Record<string, unknown> = { x: 1 };
    const struct = typedValues().values.convert(raw, 'T.inner') as StructValue;
    raw.y = 2;
    expect([...struct.keys()]).toEqual(['x']);
  });

  it('leaves maps and lists of unconverted scalars as they are, and converts the others', () => {
    const { values } = typedValues();
    const labels = { app: 'web', tier: 'front' };
    expect(values.convert(labels, 'map<string, string>')).toBe(labels);
    // An absent (undefined) entry is not a field: such a map is copied without it.
    expect(values.convert({ app: 'web', gone: undefined }, 'map<string, string>')).toStrictEqual({ app: 'web' });
    const names = ['a', 'b'];
    expect(values.convert(names, 'list<string>')).toBe(names);
    expect(values.convert([1, 2], 'list<int>')).toStrictEqual([1n, 2n]);
    expect(values.convert({ a: 1 }, 'map<string, double>')).toStrictEqual({ a: 1 });
    expect(values.convert({ a: 1n }, 'map<string, double>')).toStrictEqual({ a: 1 });
    expect(values.convert(new Map([['a', { x: 1 }]]), 'map<string, T.inner>')).toBeInstanceOf(Map);
  });

  it('writes after filling', () => {
    const struct = typedValues().values.convert({ x: 1 }, 'T.inner') as StructValue;
    struct.set('y', 2);
    expect([...struct]).toEqual([
      ['x', 1n],
      ['y', 2],
    ]);
    expect(new (structClass('U'))([['a', 1]]).get('a')).toBe(1);
  });

  it('deletes and clears as a Map does, before or after filling', () => {
    const { values } = typedValues();
    const unread = values.convert({ n: 1, d: 2 }, 'T') as StructValue;
    expect(unread.delete('n')).toBe(true);
    expect(unread.delete('n')).toBe(false);
    expect([...unread]).toEqual([['d', 2]]);
    const cleared = values.convert({ n: 1, d: 2 }, 'T') as StructValue;
    cleared.clear();
    expect(cleared.size).toBe(0);
    expect(cleared.has('n')).toBe(false);
    expect([...cleared]).toEqual([]);
  });
});
