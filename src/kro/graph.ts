/**
 * Check phase 5: the dependency graph. Orders resources as kro does (topological, ties
 * broken by declaration order) and reports a cycle with its full path.
 */
import { formatFieldPath } from '../source/index.js';
import { topologicalOrder } from '../graph/dag.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import type { CheckedNode, RgdModel } from './types.js';

/** The ordered graph of one RGD. */
export interface GraphResult {
  readonly topologicalOrder: readonly string[];
  readonly nodes: readonly CheckedNode[];
}

/** Builds the graph from the dependencies the expression phase found. */
export function checkGraph(model: RgdModel, dependencies: ReadonlyMap<string, readonly string[]>, report: DiagnosticSink): GraphResult {
  const seen = new Set<string>();
  const nodes: CheckedNode[] = [];
  for (const resource of model.resources) {
    if (resource.id === undefined || seen.has(resource.id)) continue;
    seen.add(resource.id);
    nodes.push({ id: resource.id, kind: resource.kind ?? '', apiVersion: resource.apiVersion ?? '', dependencies: dependencies.get(resource.id) ?? [] });
  }
  const ids = nodes.map((n) => n.id);
  const sorted = topologicalOrder(ids, dependencies);
  if ('cycle' in sorted) {
    const first = sorted.cycle.path[0]!;
    const index = model.resources.findIndex((r) => r.id === first);
    const path = ['spec', 'resources', index, 'id'];
    report(makeDiagnostic('graph_cycle', model.document.locate(path), formatFieldPath(path), `graph contains a cycle: ${sorted.cycle.path.join(' -> ')}`));
    return { topologicalOrder: [], nodes };
  }
  return { topologicalOrder: sorted.order, nodes };
}
