/**
 * Hover on a ConfigData rule (`configuration.rules[i]`, `localization[i]`, `secrets[i]`):
 * the generated RGD fields it makes and the CEL they hold. The document is compiled with
 * the library's `compile`; each compiled node's `provenance` (the `--explain` machinery)
 * names the ConfigData field behind each template field, so the fields whose origin lies
 * inside the hovered entry are the ones that entry produced.
 */
import { compile } from '../compiler/compile.js';
import { formatFieldPath } from '../source/field-path.js';
import type { FieldPath } from '../source/types.js';
import type { ResourceGraph } from '../compiler/phases/4-graph/index.js';
import type { ConfigDataIndex } from './configdata-index.js';
import { offsetOf, type OffsetRange } from './rgd-index.js';
import type { ResolvedSettings } from './settings.js';

/** The list entries a hover explains: where they are in the ConfigData. */
const RULE_LISTS: readonly FieldPath[] = [['configuration', 'rules'], ['localization'], ['secrets']];

/** One generated field: the resource id, its dotted template path and its value. */
export interface GeneratedField {
  readonly id: string;
  readonly path: string;
  readonly value: unknown;
}

/** Compiles the ConfigData text (no self-check: hover needs the graph, not its findings). */
export function compiledGraph(file: string, text: string, settings: ResolvedSettings): ResourceGraph | undefined {
  return compile({ file, source: text, target: settings.target, selfCheck: false, ...(settings.featureGates ? { featureGates: settings.featureGates } : {}) })
    .graph;
}

/** The rule, localization or secret entry holding `offset`: its field path and range. */
export function ruleEntryAt(index: ConfigDataIndex, offset: number): { readonly path: FieldPath; readonly range: OffsetRange } | undefined {
  const { document } = index;
  for (const list of RULE_LISTS) {
    let items: unknown = document.value;
    for (const segment of list) items = items !== null && typeof items === 'object' ? (items as Record<string | number, unknown>)[segment] : undefined;
    if (!Array.isArray(items)) continue;
    for (let i = 0; i < items.length; i++) {
      const span = document.locate([...list, i]);
      const range: OffsetRange = [offsetOf(document, span.line, span.column), offsetOf(document, span.endLine, span.endColumn)];
      if (offset >= range[0] && offset <= range[1]) return { path: [...list, i], range };
    }
  }
  return undefined;
}

/** The template fields whose provenance lies inside the entry at `entry`. */
export function fieldsFrom(graph: ResourceGraph, entry: FieldPath): GeneratedField[] {
  const inside = (origin: FieldPath) => entry.length <= origin.length && entry.every((segment, i) => origin[i] === segment);
  const out: GeneratedField[] = [];
  for (const node of graph.nodes) {
    const keys = Object.entries(node.provenance ?? {})
      .filter(([, origins]) => origins.some(inside))
      .map(([key]) => key);
    if (keys.length === 0) continue;
    const values = pathsOf(node.template);
    for (const key of keys) out.push({ id: node.id, path: key, value: values.get(key) });
  }
  return out;
}

/** The hover markdown of the entry at `offset`, or undefined outside an entry. */
export function hoverRule(
  index: ConfigDataIndex,
  offset: number,
  graph: ResourceGraph | undefined,
): { readonly markdown: string; readonly range: OffsetRange } | undefined {
  const entry = ruleEntryAt(index, offset);
  if (!entry) return undefined;
  const name = formatFieldPath(entry.path);
  if (!graph) return { markdown: `**${name}**\n\nThe ConfigData does not compile yet: no generated field to show.`, range: entry.range };
  const fields = fieldsFrom(graph, entry.path);
  if (fields.length === 0) return { markdown: `**${name}** sets no field of the generated RGD.`, range: entry.range };
  const lines = fields.map((f) => `${f.id} ${f.path}: ${typeof f.value === 'string' ? f.value : JSON.stringify(f.value)}`);
  return { markdown: [`**${name}** compiles to:`, '```yaml', ...lines, '```'].join('\n'), range: entry.range };
}

/** Every path of a template (maps and lists included) → its value, keyed as provenance keys are. */
function pathsOf(template: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (value: unknown, at: (string | number)[]): void => {
    if (at.length > 0) out.set(formatFieldPath(at), value);
    if (Array.isArray(value))
      value.forEach((item, i) => {
        walk(item, [...at, i]);
      });
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
  };
  walk(template, []);
  return out;
}
