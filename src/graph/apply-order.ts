/**
 * kro's apply order (from 0302e659, kro v0.9.4): each child object carries
 * `internal.kro.run/apply-order: "<n>"`, the one-based reverse topological layer of its
 * resource (`pkg/graph/graph.go` `applyOrdersForDAG` over `dag.ReverseTopologicalLayers`).
 * The layers are peeled from the dependents' side: first every id nothing depends on,
 * then every id whose dependents are all peeled, and so on; the last layer peeled is 1.
 * kro deletes an instance's objects wave by wave, highest first.
 *
 * ```ts
 * applyOrders(['a', 'b', 'c', 'd'], new Map([['b', ['a']], ['c', ['a']], ['d', ['b', 'c']]]));
 * // Map { a → 1, b → 2, c → 2, d → 3 }   (kro's TestApplyOrdersForDAG)
 * ```
 */

/** The apply order of every id of an acyclic graph (`dependencies`: id → the ids it reads). */
export function applyOrders(ids: readonly string[], dependencies: ReadonlyMap<string, readonly string[]>): Map<string, number> {
  const known = new Set(ids);
  const dependentsLeft = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const id of ids) for (const dep of new Set(dependencies.get(id) ?? [])) if (known.has(dep)) dependentsLeft.set(dep, dependentsLeft.get(dep)! + 1);
  const layers: string[][] = [];
  let ready = ids.filter((id) => dependentsLeft.get(id) === 0);
  while (ready.length > 0) {
    layers.push(ready);
    const next: string[] = [];
    for (const id of ready) {
      for (const dep of new Set(dependencies.get(id) ?? [])) {
        if (!known.has(dep)) continue;
        const left = dependentsLeft.get(dep)! - 1;
        dependentsLeft.set(dep, left);
        if (left === 0) next.push(dep);
      }
    }
    ready = next;
  }
  const orders = new Map<string, number>();
  layers.forEach((layer, i) => {
    for (const id of layer) orders.set(id, layers.length - i);
  });
  return orders;
}
