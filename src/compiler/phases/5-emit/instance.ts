/**
 * An example instance of the generated API: every parameter at its default, required
 * parameters without one at a typed placeholder, the component override and secret
 * references spelled out, so installers see every field they may set.
 */
import type { ResourceGraph } from '../4-graph/types.js';
import { sortKeysDeep } from '../../../util/records.js';

const PLACEHOLDER: Record<string, unknown> = { string: '', integer: 0, float: 0, boolean: false, array: [], map: {}, object: {} };

/** The example instance as data. */
export function buildExampleInstance(graph: ResourceGraph): Record<string, unknown> {
  const { analysis, schema } = graph;
  const spec: Record<string, unknown> = {};
  for (const parameter of analysis.schema.parameters) {
    const isLeaf = !analysis.schema.parameters.some((p) => p !== parameter && startsWith(p.path, parameter.path));
    if (!isLeaf) continue;
    if (parameter.default !== undefined) setIn(spec, parameter.path, parameter.default);
    else if (parameter.required) setIn(spec, parameter.path, PLACEHOLDER[parameter.type] ?? null);
  }
  spec.component = { repository: analysis.config.component.repository, version: analysis.config.component.version };
  if (analysis.secrets.length > 0) {
    spec.secrets = Object.fromEntries(
      [...analysis.secrets].sort((a, b) => (a.name < b.name ? -1 : 1)).map((s) => [s.name, s.targetPath !== undefined ? { key: s.defaultKey, name: s.defaultSecretName } : { name: s.defaultSecretName }]),
    );
  }
  // Installation settings the ConfigData defaults (docs/installation-settings.md).
  for (const setting of analysis.settings.defaults.values()) setIn(spec, ['delivery', ...setting.path], setting.value);
  return {
    apiVersion: `${schema.group}/${schema.apiVersion}`,
    kind: schema.kind,
    metadata: { name: analysis.names.rgdName },
    spec: sortKeysDeep(spec) as Record<string, unknown>,
  };
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return path.length > prefix.length && prefix.every((p, i) => path[i] === p);
}

function setIn(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

