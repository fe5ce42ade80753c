import { describe, expect, it } from 'vitest';
import { findCycle, topologicalOrder } from '../../src/compiler/phases/4-graph/dag.js';

const deps = (entries: Record<string, string[]>) => new Map(Object.entries(entries));

describe('topologicalOrder', () => {
  const cases: [string, string[], Record<string, string[]>, string[]][] = [
    ['independent nodes keep declaration order', ['c', 'a', 'b'], {}, ['c', 'a', 'b']],
    ['a dependency moves first', ['a', 'b'], { a: ['b'] }, ['b', 'a']],
    ['ties break by declaration order', ['x', 'y', 'z', 'base'], { x: ['base'], y: ['base'], z: [] }, ['z', 'base', 'x', 'y']],
    ['chain', ['d', 'c', 'b', 'a'], { d: ['c'], c: ['b'], b: ['a'] }, ['a', 'b', 'c', 'd']],
    ['diamond', ['top', 'l', 'r', 'bottom'], { top: ['l', 'r'], l: ['bottom'], r: ['bottom'] }, ['bottom', 'l', 'r', 'top']],
  ];
  it.each(cases)('%s', (_, ids, d, order) => expect(topologicalOrder(ids, deps(d))).toEqual({ order }));

  it('reports the cycle path', () => {
    const result = topologicalOrder(['a', 'b', 'c'], deps({ a: ['b'], b: ['c'], c: ['a'] }));
    expect(result).toEqual({ cycle: { path: ['a', 'b', 'c', 'a'] } });
  });
  it('finds a self-cycle', () => expect(findCycle(['a'], deps({ a: ['a'] }))).toEqual({ path: ['a', 'a'] }));
  it('ignores references to unknown ids', () => expect(findCycle(['a'], deps({ a: ['zzz'] }))).toBeUndefined());
});
