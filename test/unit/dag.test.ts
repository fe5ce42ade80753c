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

  // kro's sweeps (pkg/graph/dag TestDAGTopologicalSort): "from>to" means `to` depends on `from`.
  const sweeps: [string, string, string][] = [
    ['p,q', '', 'p,q'],
    ['p,q', 'q>p', 'q,p'],
    ['p,q,r,s,t,u', 's>r', 'p,q,s,t,u,r'],
    ['p,q,r,s,t,u', 'u>p,u>q,q>p', 'r,s,t,u,q,p'],
    ['p,q,r,s,t,u', 'q>p,r>p,s>q,s>r,u>t,p>t', 's,u,q,r,p,t'],
  ];
  it.each(sweeps)('kro sweep order: ids %s, edges %s', (ids, edges, want) => {
    const d = new Map<string, string[]>();
    for (const edge of edges ? edges.split(',') : []) {
      const [from, to] = edge.split('>') as [string, string];
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
