/**
 * Renders a checked RGD's resource graph as Mermaid or Graphviz DOT: one node per
 * resource labelled `id (Kind)`, one edge from each resource to every resource that reads
 * it, so arrows follow creation order.
 */
import type { CheckedRgd } from '../kro/types.js';

/** The formats `rgdc graph` prints. */
export const GRAPH_FORMATS = ['mermaid', 'dot'] as const;
export type GraphFormat = (typeof GRAPH_FORMATS)[number];

/**
 * @example
 * renderGraph(rgd, 'mermaid');
 * // flowchart TD
 * //   ocmRepository["ocmRepository (Repository)"]
 * //   ocmComponent["ocmComponent (Component)"]
 * //   ocmRepository --> ocmComponent
 */
export function renderGraph(rgd: CheckedRgd, format: GraphFormat): string {
  const label = (id: string, kind: string) => (kind ? `${id} (${kind})` : id);
  const edges = rgd.nodes.flatMap((node) => node.dependencies.map((dep) => [dep, node.id] as const));
  if (format === 'mermaid') {
    const key = (id: string) => `n_${id}`;
    return [
      `%% ${rgd.name || 'ResourceGraphDefinition'}`,
      'flowchart TD',
      ...rgd.nodes.map((n) => `  ${key(n.id)}["${escapeMermaid(label(n.id, n.kind))}"]`),
      ...edges.map(([from, to]) => `  ${key(from)} --> ${key(to)}`),
      '',
    ].join('\n');
  }
  const quote = (text: string) => JSON.stringify(text);
  return [
    `digraph ${quote(rgd.name || 'rgd')} {`,
    '  rankdir=TB;',
    '  node [shape=box];',
    ...rgd.nodes.map((n) => `  ${quote(n.id)} [label=${quote(label(n.id, n.kind))}];`),
    ...edges.map(([from, to]) => `  ${quote(from)} -> ${quote(to)};`),
    '}',
    '',
  ].join('\n');
}

function escapeMermaid(text: string): string {
  return text.replace(/"/g, '#quot;');
}
