/**
 * `--explain`: where every printed field came from. For each leaf of each printed object
 * (scalars, and empty maps and lists), the nearest rule wins: a `--status` override, the
 * simulated or external status, a label or namespace kro set, the `${...}` template
 * string that filled the field (or the map or list around it), else the template literal.
 * For ConfigData input, template fields also name the ConfigData fields behind them
 * (compiled nodes' `provenance`, falling back to the node's `origin`).
 */
import { formatFieldPath } from '../source/index.js';
import type { StoredInstance } from './instance/index.js';
import type { FieldOrigin, FieldPath, ObjectProvenance, PreviewGraph } from './types.js';
import type { WalkedObject } from './walk/index.js';
import type { ProjectedStatus } from './walk/status.js';

/** The provenance of one walked object. */
export function objectProvenance(walked: WalkedObject, graph: PreviewGraph): ObjectProvenance {
  const { facts } = walked;
  const expressions = new Map(facts.expressions.map((e) => [formatFieldPath(e.path), e]));
  const kro = new Set(facts.kroSet.labels.map((key) => formatFieldPath(['metadata', 'labels', key])));
  const kroAnnotations = new Set((facts.kroSet.annotations ?? []).map((key) => formatFieldPath(['metadata', 'annotations', key])));
  if (facts.kroSet.namespace) kro.add(formatFieldPath(['metadata', 'namespace']));
  const overrides = new Set(facts.overridePaths.map((p) => formatFieldPath(p)));
  const base: FieldPath = ['spec', 'resources', facts.resourceIndex, walked.external ? 'externalRef' : 'template'];
  const out: Record<string, FieldOrigin> = {};
  for (const path of leaves(walked.object)) {
    const key = formatFieldPath(path);
    const prefixes = ancestors(path).map((p) => formatFieldPath(p));
    if (prefixes.some((p) => overrides.has(p))) out[key] = { kind: 'override', note: '--status' };
    else if (path[0] === 'status' && facts.statusNote !== undefined) out[key] = { kind: walked.external ? 'external' : 'upstream', note: facts.statusNote };
    else if (walked.external) out[key] = { kind: 'external', note: 'read from --external' };
    else if (kro.has(key)) out[key] = { kind: 'kro', note: path[1] === 'namespace' ? 'kro: the instance namespace' : 'kro: label on every object it manages' };
    else if (kroAnnotations.has(key)) out[key] = { kind: 'kro', note: "kro: the resource's deletion wave" };
    else {
      const expression = prefixes.map((p) => expressions.get(p)).find((e) => e !== undefined);
      const templatePath = expression ? expression.templatePath : path;
      const rgdPath = formatFieldPath([...base, ...templatePath]);
      const at = formatFieldPath(templatePath);
      // An installation setting is the installer's: name the instance field, and the
      // ConfigData only where it defaults the setting.
      const setting = settingOf(graph, walked.id, at);
      const configData = configDataOrigins(graph, walked.id, at, setting === undefined);
      const extra = { ...(configData ? { configData } : {}), ...(setting ? { setting } : {}) };
      out[key] = expression ? { kind: 'expression', rgdPath, expression: expression.text, ...extra } : { kind: 'template', rgdPath, ...extra };
    }
  }
  return out;
}

/** The provenance of the printed instance. */
export function instanceProvenance(object: Record<string, unknown>, stored: StoredInstance, projected: ProjectedStatus): ObjectProvenance {
  const defaulted = new Set(stored.defaulted.map((p) => formatFieldPath(p)));
  const out: Record<string, FieldOrigin> = {};
  for (const path of leaves(object)) {
    const key = formatFieldPath(path);
    const prefixes = ancestors(path).map((p) => formatFieldPath(p));
    if (path[0] === 'status') {
      const below = prefixes.map((p) => p.replace(/^status\.?/, '')).find((p) => projected.expressions.has(p));
      out[key] =
        below !== undefined
          ? { kind: 'status', rgdPath: `spec.schema.status.${below}`, expression: projected.expressions.get(below)! }
          : { kind: 'kro', note: 'kro: instance state and conditions' };
    } else if (path[0] === 'metadata' && path[1] === 'namespace' && stored.namespaceDefaulted) {
      out[key] = { kind: 'default', note: 'kubectl: the default namespace' };
    } else if (path[0] === 'metadata' && (path[1] === 'labels' || path[1] === 'finalizers') && !hasOwnValue(stored.object, path)) {
      out[key] = { kind: 'kro', note: 'kro: instance labels and finalizer' };
    } else if (prefixes.some((p) => defaulted.has(p))) out[key] = { kind: 'default', note: 'instance schema default' };
    else out[key] = { kind: 'instance' };
  }
  return out;
}

/** A one-line comment for an origin (text mode). */
export function describeOrigin(origin: FieldOrigin): string {
  const parts: string[] = [];
  if (origin.setting) parts.push(`installation setting ${origin.setting}`);
  if (origin.configData) parts.push(`${origin.setting ? 'default ' : ''}from ${origin.configData.join(', ')}`);
  switch (origin.kind) {
    case 'expression':
    case 'status':
      parts.push(origin.expression!.includes('\n') ? `${origin.rgdPath}: ${JSON.stringify(origin.expression)}` : origin.expression!);
      break;
    case 'template':
      if (!origin.configData) parts.push(`literal ${origin.rgdPath}`);
      break;
    case 'instance':
      parts.push('instance');
      break;
    default:
      parts.push(origin.note ?? origin.kind);
  }
  return parts.join(': ');
}

/** The key of `keys` that is `templatePath` or its nearest ancestor. */
function nearest(keys: Iterable<string>, templatePath: string): string | undefined {
  let best: string | undefined;
  for (const key of keys) {
    if (templatePath === key || templatePath.startsWith(`${key}.`) || templatePath.startsWith(`${key}[`)) {
      if (best === undefined || key.length > best.length) best = key;
    }
  }
  return best;
}

/** The instance field (`spec.delivery.helm.timeout`) of the installation setting that filled a template field. */
function settingOf(graph: PreviewGraph, id: string, templatePath: string): string | undefined {
  const settings = graph.source.compiledNodes?.get(id)?.settings;
  const best = settings ? nearest(Object.keys(settings), templatePath) : undefined;
  return best === undefined ? undefined : settings![best];
}

function configDataOrigins(graph: PreviewGraph, id: string, templatePath: string, fallback = true): string[] | undefined {
  const node = graph.source.compiledNodes?.get(id);
  const document = graph.source.configData;
  if (!node || !document) return undefined;
  const best = nearest(Object.keys(node.provenance ?? {}), templatePath);
  if (best === undefined && !fallback) return undefined;
  const origins = best !== undefined ? node.provenance![best]! : [node.origin];
  return origins.map((origin) => {
    const span = document.locate(origin);
    return `${formatFieldPath(origin) || '(document)'} (${span.file}:${span.line})`;
  });
}

function hasOwnValue(object: unknown, path: FieldPath): boolean {
  let node: unknown = object;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node !== undefined;
}

/** Every leaf path: scalars, and empty maps and lists. */
export function leaves(value: unknown, path: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [path];
}

/** `path` and its ancestors, innermost first. */
function ancestors(path: FieldPath): FieldPath[] {
  return path.map((_, i) => path.slice(0, path.length - i));
}
