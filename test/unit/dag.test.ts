import { describe, expect, it } from 'vitest';
import { findCycle, topologicalOrder } from '../../src/graph/dag.js';

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

  // kro v0.9.3's grid, verbatim (pkg/graph/dag/dag_test.go TestDAGTopologicalSort):
  // "X->Y" means Y depends on X. Since v0.8 kro takes the ready node declared first after
  // every pick; before, it swept on past it, giving "A,B,D,E,F,C" for the "D->C" row.
  const kroGrid: [string, string, string][] = [
    ['A,B', '', 'A,B'],
    ['A,B', 'A->B', 'A,B'],
    ['A,B', 'B->A', 'B,A'],
    ['A,B,C,D,E,F', '', 'A,B,C,D,E,F'],
    ['A,B,C,D,E,F', 'C->D', 'A,B,C,D,E,F'],
    ['A,B,C,D,E,F', 'D->C', 'A,B,D,C,E,F'],
    ['A,B,C,D,E,F', 'F->A,F->B,B->A', 'C,D,E,F,B,A'],
    ['A,B,C,D,E,F', 'B->A,C->A,D->B,D->C,F->E,A->E', 'D,B,C,A,F,E'],
    // B depends on A and C; D depends on C. B comes before D since B is declared first.
    ['A,B,C,D', 'A->B,C->B,C->D', 'A,C,B,D'],
  ];
  it.each(kroGrid)('kro order: nodes %s, edges %s', (ids, edges, want) => {
    const d = new Map<string, string[]>();
    for (const edge of edges ? edges.split(',') : []) {
      const [from, to] = edge.split('->') as [string, string];
      d.set(to, [...(d.get(to) ?? []), from]);
    }
    expect(topologicalOrder(ids.split(','), d)).toEqual({ order: want.split(',') });
  });

  it('reports the cycle path', () => {
    const result = topologicalOrder(['a', 'b', 'c'], deps({ a: ['b'], b: ['c'], c: ['a'] }));
    expect(result).toEqual({ cycle: { path: ['a', 'b', 'c', 'a'] } });
  });
  it('finds a self-cycle', () => expect(findCycle(['a'], deps({ a: ['a'] }))).toEqual({ path: ['a', 'a'] }));
  it('ignores references to unknown ids', () => expect(findCycle(['a'], deps({ a: ['zzz'] }))).toBeUndefined());
});
