/**
 * The graph order against kro's own algorithm, and the cycle search on the graphs that
 * tell a correct search from a near miss (a path with its tail, a search that revisits).
 */
import { describe, expect, it } from 'vitest';
import { findCycle, topologicalOrder } from '../../src/graph/dag.js';

/**
 * kro's TopologicalSort as of v0.8 (pkg/graph/dag/dag.go after 14f41772), transcribed:
 * scan the vertices in Order, take the first whose dependencies are all taken, and start the
 * scan over. v0.9's heap (4af0fcc5) keeps exactly this order; it is quadratic, so fine here.
 */
function kroOrder(ids: readonly string[], dependencies: ReadonlyMap<string, readonly string[]>): string[] {
  const known = new Set(ids);
  const visited = new Set<string>();
  const order: string[] = [];
  while (visited.size < ids.length) {
    const next = ids.find((id) => !visited.has(id) && (dependencies.get(id) ?? []).every((d) => !known.has(d) || visited.has(d)));
    if (next === undefined) throw new Error('cycle');
    visited.add(next);
    order.push(next);
  }
  return order;
}

/** A small deterministic generator (LCG), so every run checks the same graphs. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** An acyclic graph of `n` ids: edges only follow a hidden order, declared in another. */
function randomDag(n: number, next: () => number): { ids: string[]; dependencies: Map<string, string[]> } {
  const hidden = Array.from({ length: n }, (_, i) => `r${i}`);
  const ids = [...hidden].sort(() => next() - 0.5);
  const dependencies = new Map<string, string[]>();
  hidden.forEach((id, i) => {
    const deps = hidden.slice(0, i).filter(() => next() < 0.3);
    if (deps.length > 0)
      dependencies.set(
        id,
        deps.sort(() => next() - 0.5),
      );
  });
  return { ids, dependencies };
}

describe('topologicalOrder is kro TopologicalSort', () => {
  it('gives kro order on 100 generated graphs of up to 12 resources', () => {
    const next = random(27);
    for (let k = 0; k < 100; k++) {
      const { ids, dependencies } = randomDag(1 + (k % 12), next);
      expect(topologicalOrder(ids, dependencies)).toEqual({ order: kroOrder(ids, dependencies) });
    }
  });

  it('ignores dependencies on ids the graph does not hold (reported elsewhere)', () => {
    expect(topologicalOrder(['a', 'b'], new Map([['a', ['missing', 'b']]]))).toEqual({ order: ['b', 'a'] });
    expect(topologicalOrder(['a', 'b'], new Map([['a', ['missing']]]))).toEqual({ order: ['a', 'b'] });
  });

  it('counts a dependency named twice once', () => {
    expect(topologicalOrder(['a', 'b', 'c'], new Map([['a', ['c', 'c']]]))).toEqual({ order: ['b', 'c', 'a'] });
  });

  it('orders a ladder of shared dependencies layer by layer, last layer first', () => {
    const { ids, dependencies } = ladder(30);
    const order = topologicalOrder(ids, dependencies);
    const layers = Array.from({ length: 30 }, (_, k) => 29 - k);
    expect(order).toEqual({ order: layers.flatMap((k) => [`l${k}a`, `l${k}b`]) });
  });
});

/** `layers` layers of two ids; each id depends on both ids of the next layer: 2^layers paths. */
function ladder(layers: number): { ids: string[]; dependencies: Map<string, string[]> } {
  const ids: string[] = [];
  const dependencies = new Map<string, string[]>();
  for (let k = 0; k < layers; k++) {
    for (const side of ['a', 'b']) {
      ids.push(`l${k}${side}`);
      if (k + 1 < layers) dependencies.set(`l${k}${side}`, [`l${k + 1}a`, `l${k + 1}b`]);
    }
  }
  return { ids, dependencies };
}

describe('findCycle', () => {
  const deps = (entries: Record<string, string[]>) => new Map(Object.entries(entries));

  it.each([
    ['two resources reading each other', ['a', 'b'], { a: ['b'], b: ['a'] }, ['a', 'b', 'a']],
    ['three in a ring (kro TestDAGAddEdge: A->B->C->A)', ['A', 'B', 'C'], { A: ['B'], B: ['C'], C: ['A'] }, ['A', 'B', 'C', 'A']],
    // kro trims the path "to start from the repeated node": what leads into the cycle is not part of it.
    ['a cycle reached through a tail', ['entry', 'mid', 'x', 'y'], { entry: ['mid'], mid: ['x'], x: ['y'], y: ['x'] }, ['x', 'y', 'x']],
    ['a cycle behind an acyclic first root', ['ok', 'p', 'q'], { ok: [], p: ['q'], q: ['p'] }, ['p', 'q', 'p']],
    ['a cycle after a finished branch', ['top', 'done', 'c1', 'c2'], { top: ['done', 'c1'], c1: ['c2'], c2: ['c1'] }, ['c1', 'c2', 'c1']],
    ['a self-reference next to other dependencies', ['a', 'b'], { a: ['b', 'a'] }, ['a', 'a']],
  ])('%s', (_, ids, d, path) => {
    expect(findCycle(ids, deps(d))).toEqual({ path });
    expect(topologicalOrder(ids, deps(d))).toEqual({ cycle: { path } });
  });

  it('finds no cycle in a diamond (a shared dependency is no cycle)', () => {
    expect(findCycle(['top', 'l', 'r', 'bottom'], deps({ top: ['l', 'r'], l: ['bottom'], r: ['bottom'] }))).toBeUndefined();
  });

  it('does not follow ids the graph does not hold, even when they have dependencies', () => {
    expect(findCycle(['a'], deps({ a: ['ghost'], ghost: ['a'] }))).toBeUndefined();
  });

  it('visits each id once: 2^40 paths through shared dependencies take no time', () => {
    const { ids, dependencies } = ladder(40);
    expect(findCycle(ids, dependencies)).toBeUndefined();
    dependencies.set('l39b', ['l0a']);
    // Depth first along the `a` side, then the last layer's `b` closes the ring.
    const down = Array.from({ length: 39 }, (_, k) => `l${k}a`);
    expect(findCycle(ids, dependencies)).toEqual({ path: [...down, 'l39b', 'l0a'] });
  });
});
