/**
 * The check-side graph (check phase 5): the order `rgdc graph` and `rgdc preview` show, the
 * nodes, and the `graph_cycle` diagnostic kro's builder fails with ("failed to get
 * topological order: graph contains a cycle: a -> b -> a", pkg/graph/dag CycleError).
 */
import { describe, expect, it } from 'vitest';
import { checkGraph } from '../../src/kro/graph.js';
import { checkShape } from '../../src/kro/shape/index.js';
import { loadYaml } from '../../src/source/index.js';
import { createCollector } from '../../src/diagnostics/diagnostic.js';

type Resource = { id?: string; kind?: string; apiVersion?: string | null };

/** An RGD whose resources are v1 objects with the given ids (a missing id or kind leaves the field out, as does a null apiVersion). */
function model(resources: readonly Resource[]) {
  const lines = [
    'apiVersion: kro.run/v1alpha1',
    'kind: ResourceGraphDefinition',
    'metadata:',
    '  name: demo',
    'spec:',
    '  schema:',
    '    apiVersion: v1alpha1',
    '    kind: Demo',
    '  resources:',
  ];
  for (const r of resources) {
    lines.push(r.id === undefined ? '    - template:' : `    - id: ${r.id}`);
    if (r.id !== undefined) lines.push('      template:');
    if (r.apiVersion !== null) lines.push(`        apiVersion: ${r.apiVersion ?? 'v1'}`);
    if (r.kind !== undefined) lines.push(`        kind: ${r.kind}`);
    lines.push('        metadata:', '          name: x');
  }
  const [document] = loadYaml('rgd.yaml', `${lines.join('\n')}\n`, () => {}).documents;
  return checkShape(document!, () => {})!;
}

const graph = (resources: readonly Resource[], dependencies: Record<string, string[]>) => {
  const collector = createCollector();
  const result = checkGraph(model(resources), new Map(Object.entries(dependencies)), collector.report);
  return { result, diagnostics: collector.diagnostics };
};

describe('checkGraph', () => {
  it('orders as kro v0.9 does: a resource freed by its dependency comes before later-declared ones', () => {
    // kro's grid row "D->C": C waits for D and then goes before E and F.
    const { result, diagnostics } = graph([{ id: 'app' }, { id: 'config' }, { id: 'service' }], { app: ['config'] });
    expect(diagnostics).toEqual([]);
    expect(result.topologicalOrder).toEqual(['config', 'app', 'service']);
  });

  it('lists each id once, first declaration first, with its kind, apiVersion and dependencies', () => {
    const { result } = graph([{ id: 'a', kind: 'ConfigMap' }, {}, { id: 'b' }, { id: 'a', kind: 'Secret' }, { id: 'c', kind: 'Thing', apiVersion: null }], {
      b: ['a'],
    });
    expect(result.nodes).toEqual([
      { id: 'a', kind: 'ConfigMap', apiVersion: 'v1', dependencies: [] },
      { id: 'b', kind: '', apiVersion: 'v1', dependencies: ['a'] },
      { id: 'c', kind: 'Thing', apiVersion: '', dependencies: [] },
    ]);
    expect(result.topologicalOrder).toEqual(['a', 'b', 'c']);
  });

  it('reports a cycle with its path only, at the id of the first resource on it', () => {
    // entry leads into the cycle a -> b -> a; kro trims the path to the cycle itself.
    const { result, diagnostics } = graph([{ id: 'entry' }, { id: 'a' }, { id: 'b' }], { entry: ['a'], a: ['b'], b: ['a'] });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'graph_cycle',
      severity: 'error',
      message: 'graph contains a cycle: a -> b -> a',
      path: 'spec.resources[1].id',
      line: 15, // the second resource's `- id: a` line (each resource above takes five lines)
      column: 11,
    });
    expect(result.topologicalOrder).toEqual([]);
    expect(result.nodes.map((n) => n.id)).toEqual(['entry', 'a', 'b']);
  });
});
