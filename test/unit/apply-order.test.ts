/** kro's apply-order waves (`pkg/graph/graph_test.go` TestApplyOrdersForDAG at 0302e659, and more shapes). */
import { describe, expect, it } from 'vitest';
import { applyOrders } from '../../src/graph/apply-order.js';

const orders = (ids: string[], deps: Record<string, string[]>) => Object.fromEntries(applyOrders(ids, new Map(Object.entries(deps))));

describe('apply order', () => {
  it("kro's diamond: a 1, b and c 2, d 3", () => {
    expect(orders(['a', 'b', 'c', 'd'], { b: ['a'], c: ['a'], d: ['b', 'c'] })).toEqual({ a: 1, b: 2, c: 2, d: 3 });
  });

  it('peels from the dependents: an id nothing reads is in the last wave, however shallow', () => {
    // a <- b <- c, and x alone: x is peeled with c, in the first layer (order 3).
    expect(orders(['a', 'b', 'c', 'x'], { b: ['a'], c: ['b'] })).toEqual({ a: 1, b: 2, c: 3, x: 3 });
  });

  it('gives independent ids one wave, and ignores unknown dependencies', () => {
    expect(orders(['a', 'b'], { a: ['schema'] })).toEqual({ a: 1, b: 1 });
    expect(orders([], {})).toEqual({});
  });
});
