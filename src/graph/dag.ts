/**
 * A directed acyclic graph of resource ids, ordered the way kro orders it (`pkg/graph/dag`
 * `TopologicalSort`): the ready id declared first goes next, so the same RGD always yields the same order.
 */

/** A dependency cycle, as the ids along it, first id repeated at the end. */
export interface Cycle {
  readonly path: readonly string[];
}

/** Sorts `ids` (in declaration order) so that every id comes after its dependencies. */
export function topologicalOrder(ids: readonly string[], dependencies: ReadonlyMap<string, readonly string[]>): { order: string[] } | { cycle: Cycle } {
  const cycle = findCycle(ids, dependencies);
  if (cycle) return { cycle };
  const position = new Map(ids.map((id, i) => [id, i]));
  const waiting = new Map<string, number>();
  const dependents = new Map<string, string[]>();
  for (const id of ids) {
    const deps = new Set((dependencies.get(id) ?? []).filter((d) => position.has(d)));
    waiting.set(id, deps.size);
    for (const dep of deps) {
      const list = dependents.get(dep);
      if (list) list.push(id);
      else dependents.set(dep, [id]);
    }
  }
  // kro's TopologicalSort since v0.8 (commit 14f41772 restarts each sweep after every pick;
  // v0.9's 4af0fcc5 makes that a heap): Kahn's algorithm that always takes the ready id
  // declared first, so an id freed by its last dependency comes before later-declared ids
  // that were ready all along. O((n + e) log n).
  const ready = new MinHeap((id: string) => position.get(id)!);
  for (const id of ids) if (waiting.get(id) === 0) ready.push(id);
  const sorted: string[] = [];
  while (ready.size > 0) {
    const next = ready.pop();
    sorted.push(next);
    for (const dependent of dependents.get(next) ?? []) {
      const left = waiting.get(dependent)! - 1;
      waiting.set(dependent, left);
      if (left === 0) ready.push(dependent);
    }
  }
  return { order: sorted };
}

/** Finds one cycle (depth-first, declaration order), or `undefined`. Iterative: deep graphs cannot overflow the stack. */
export function findCycle(ids: readonly string[], dependencies: ReadonlyMap<string, readonly string[]>): Cycle | undefined {
  const known = new Set(ids);
  const state = new Map<string, 'visiting' | 'done'>();
  for (const root of ids) {
    if (state.has(root)) continue;
    const stack: { id: string; next: number }[] = [{ id: root, next: 0 }];
    const path: string[] = [root];
    state.set(root, 'visiting');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const deps = dependencies.get(frame.id) ?? [];
      if (frame.next >= deps.length) {
        state.set(frame.id, 'done');
        stack.pop();
        path.pop();
        continue;
      }
      const dep = deps[frame.next++]!;
      if (!known.has(dep)) continue;
      const seen = state.get(dep);
      if (seen === 'visiting') return { path: [...path.slice(path.indexOf(dep)), dep] };
      if (seen === 'done') continue;
      state.set(dep, 'visiting');
      stack.push({ id: dep, next: 0 });
      path.push(dep);
    }
  }
  return undefined;
}

/** A binary min-heap keyed by a number, enough for the topological sort above. */
class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly key: (item: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.key(items[parent]!) <= this.key(items[i]!)) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }

  pop(): T {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        if (l < items.length && this.key(items[l]!) < this.key(items[smallest]!)) smallest = l;
        if (r < items.length && this.key(items[r]!) < this.key(items[smallest]!)) smallest = r;
        if (smallest === i) break;
        [items[smallest], items[i]] = [items[i]!, items[smallest]!];
        i = smallest;
      }
    }
    return top;
  }
}
