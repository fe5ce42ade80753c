/**
 * An example instance of the generated API: every parameter at its default, the component
 * override and secret references spelled out, so installers see every field they may set.
 *
 * A required parameter without a default has no value to show. It is written as `null`
 * with a comment saying what to set: the API server prunes a `null` of a non-nullable
 * field before validating (`PruneNonNullableNullsWithoutDefaults` in apiextensions), so
 * the instance as emitted is refused with `spec.<field>: Required value` until someone
 * fills it in, and `rgdc preview --instance` refuses it the same way. A typed placeholder
 * (`""`, `0`) would pass validation and deploy a value nobody chose.
 *
 * ```yaml
 * spec:
 *   hostname: null # required: set this (string, pattern ^[a-z.]+$)
 * ```
 */
import type { ResourceGraph } from '../4-graph/types.js';
import type { ParameterInfo } from '../../../simpleschema/index.js';
import { formatFieldPath } from '../../../source/index.js';
import { simpleSchemaToOpenApi } from '../../../simpleschema/parse/index.js';
import { isRecord, sortKeysDeep } from '../../../util/records.js';
import { describeRequiredField, isRequiredInCrd } from './required-field.js';

/** A required parameter the example cannot fill: where it is and the comment on its line. */
export interface RequiredField {
  /** Path from the instance root (`['spec', 'database', 'host']`). */
  readonly path: readonly string[];
  /** The line comment, without `# `. */
  readonly comment: string;
}

/** The example instance as data, and the required fields it leaves for the installer. */
export interface ExampleInstance {
  readonly object: Record<string, unknown>;
  /** In document order (the keys of `spec` are sorted). */
  readonly required: readonly RequiredField[];
}

/** Builds the example instance. */
export function buildExampleInstance(graph: ResourceGraph): ExampleInstance {
  const { analysis, schema } = graph;
  const spec: Record<string, unknown> = {};
  // The instance API as kro writes it into the CRD: the constraints the comments name.
  const openApi = simpleSchemaToOpenApi(schema.spec, schema.types).schema;
  const required: RequiredField[] = [];
  const markRequired = (path: readonly string[]) => {
    setIn(spec, path, null);
    required.push({ path: ['spec', ...path], comment: describeRequiredField(openApi, path) });
  };
  // A parameter is a leaf when no other one lies below it: every proper prefix of every
  // path, collected once (comparing all pairs is quadratic in the parameters).
  const inner = new Set<string>();
  for (const p of analysis.schema.parameters) for (let i = 1; i < p.path.length; i++) inner.add(p.path.slice(0, i).join('\0'));
  const isLeaf = (parameter: ParameterInfo) => !inner.has(parameter.path.join('\0'));
  // Required means what the CRD kro generates requires: what the API server enforces.
  const requiredInCrd = (parameter: ParameterInfo) => parameter.required && isRequiredInCrd(openApi, parameter.path);
  for (const parameter of analysis.schema.parameters.filter(isLeaf)) {
    if (parameter.default !== undefined) setIn(spec, parameter.path, parameter.default);
    else if (requiredInCrd(parameter)) markRequired(parameter.path);
  }
  // A required object (a `$defs` type used with `required`) none of whose fields got a
  // value would be missing altogether: it is marked itself, deepest first.
  const structs = analysis.schema.parameters.filter((p) => !isLeaf(p) && p.default === undefined && requiredInCrd(p));
  for (const parameter of [...structs].sort((a, b) => b.path.length - a.path.length)) {
    if (!hasPath(spec, parameter.path)) markRequired(parameter.path);
  }
  spec.component = { repository: analysis.config.component.repository, version: analysis.config.component.version };
  if (analysis.secrets.length > 0) {
    spec.secrets = Object.fromEntries(
      [...analysis.secrets]
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .map((s) => [s.name, s.targetPath !== undefined ? { key: s.defaultKey, name: s.defaultSecretName } : { name: s.defaultSecretName }]),
    );
  }
  // Installation settings the ConfigData defaults (docs/installation-settings.md).
  for (const setting of analysis.settings.defaults.values()) setIn(spec, ['delivery', ...setting.path], setting.value);
  const object = {
    apiVersion: `${schema.group}/${schema.apiVersion}`,
    kind: schema.kind,
    metadata: { name: analysis.names.rgdName },
    spec: sortKeysDeep(spec) as Record<string, unknown>,
  };
  return { object, required: required.sort((a, b) => compareDocumentOrder(a.path, b.path)) };
}

/**
 * The header advice: which fields need values, or that every field is at its default.
 * Paths are written as in diagnostics (`spec.database.host`).
 */
export function exampleInstanceAdvice(required: readonly RequiredField[]): string {
  const everyField = 'Every field is at its default; copy it and change what your installation needs.';
  if (required.length === 0) return everyField;
  const names = required.map((r) => formatFieldPath(r.path)).join(', ');
  return `Set the fields marked \`# required\` before applying (null until then, which the API server refuses):\n${names}.\n${everyField.replace('Every field', 'Every other field')}`;
}

/** Sorted keys, segment by segment: the order the fields appear in the emitted YAML. */
function compareDocumentOrder(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
}

function hasPath(target: Record<string, unknown>, path: readonly string[]): boolean {
  let node: unknown = target;
  for (const key of path) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return false;
    node = node[key];
  }
  return true;
}

function setIn(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]!] = value;
}
