/**
 * A directed acyclic graph of resource ids, ordered the way kro orders it: a topological
 * sort that breaks ties by declaration order, so the same RGD always yields the same order.
 */

/** A dependency cycle, as the ids along it, first id repeated at the end. */
export interface Cycle {
  readonly path: readonly string[];
}

/** Sorts `ids` (in declaration order) so that every id comes after its dependencies. */
export function topologicalOrder(
  ids: readonly string[],
  dependencies: ReadonlyMap<string, readonly string[]>,
): { order: string[] } | { cycle: Cycle } {
  const cycle = findCycle(ids, dependencies);
  if (cycle) return { cycle };
  const position = new Map(ids.map((id, i) => [id, i]));
  const remaining = new Map(ids.map((id) => [id, new Set(dependencies.get(id) ?? [])]));
  const order: string[] = [];
  // Kahn's algorithm; the ready set is scanned in declaration order. Graphs are small
  // (tens to a few thousand nodes), and a sorted ready list keeps this O(n log n + e).
  const dependents = new Map<string, string[]>();
  for (const id of ids) for (const dep of dependencies.get(id) ?? []) dependents.set(dep, [...(dependents.get(dep) ?? []), id]);
  const ready = ids.filter((id) => remaining.get(id)!.size === 0);
  while (ready.length > 0) {
    ready.sort((a, b) => position.get(a)! - position.get(b)!);
    const next = ready.shift()!;
    order.push(next);
    for (const dependent of dependents.get(next) ?? []) {
      const waiting = remaining.get(dependent)!;
      waiting.delete(next);
      if (waiting.size === 0) ready.push(dependent);
    }
  }
  return { order };
}

/** Finds one cycle (depth-first, declaration order), or `undefined`. */
export function findCycle(ids: readonly string[], dependencies: ReadonlyMap<string, readonly string[]>): Cycle | undefined {
  const known = new Set(ids);
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): Cycle | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return { path: [...stack.slice(stack.indexOf(id)), id] };
    state.set(id, 'visiting');
    stack.push(id);
    for (const dep of dependencies.get(id) ?? []) {
      if (!known.has(dep)) continue;
      const found = visit(dep);
      if (found) return found;
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of ids) {
    const found = visit(id);
    if (found) return found;
  }
  return undefined;
}
