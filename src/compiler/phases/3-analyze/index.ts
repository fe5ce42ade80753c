/**
 * Phase 3: give a validated ConfigData its meaning. Converts the configuration schema to
 * kro SimpleSchema, resolves every rule against the parameters, merges all target paths
 * into one values tree and names the OCM resources the graph will resolve.
 */
import type { DiagnosticCode } from '../../../diagnostics/codes.js';
import type { DiagnosticSink, Severity } from '../../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../../diagnostics/report.js';
import { convertConfigurationSchema, type ParameterInfo } from '../../../simpleschema/index.js';
import { formatFieldPath } from '../1-load/field-path.js';
import type { FieldPath, LoadedDocument } from '../1-load/types.js';
import type { ValidatedConfigData } from '../2-validate/types.js';
import { firstAbsentSegment } from './presence.js';
import { normaliseResourceRef, OcmResourceRegistry } from './ocm-resources.js';
import type { Analysis, ApiNames, ImagePart, SecretBinding, ValueNode, ValueSource } from './types.js';
import { parseRuleValue } from './value-expression.js';
import { formatHelmSetPath, parseValuesPath, type ValuesPath } from './values-path.js';
import { ValuesTreeBuilder } from './values-tree.js';

export type * from './types.js';
export { parseValuesPath, formatValuesPath } from './values-path.js';

const IMAGE_PARTS: readonly ImagePart[] = ['image', 'registry', 'repository', 'fullyQualifiedRepository', 'tag', 'digest'];

/** Analyzes a validated ConfigData; returns `undefined` when errors were reported. */
export function analyzeConfigData(input: ValidatedConfigData, report: DiagnosticSink): Analysis | undefined {
  const { document, config } = input;
  let failed = false;
  const at = (code: DiagnosticCode, path: FieldPath, message: string, options: { hint?: string; severity?: Severity; key?: boolean } = {}) => {
    const diagnostic = makeDiagnostic(code, document.locate(path, { key: options.key ?? false }), formatFieldPath(path), message, options);
    if (diagnostic.severity === 'error') failed = true;
    report(diagnostic);
  };

  const schema = convertConfigurationSchema(config.configuration?.schema, config.configuration?.defaults);
  for (const issue of schema.issues) {
    const path = ['configuration', ...issue.path];
    at(issue.code as DiagnosticCode, path, issue.message, { ...(issue.hint ? { hint: issue.hint } : {}), key: isKeywordPath(document, path) });
  }
  const parameters = new Map(schema.parameters.map((p) => [p.path.join('.'), p]));

  const resources = new OcmResourceRegistry();
  const helm = config.deploy.helm;
  if (helm) resources.use(normaliseResourceRef(helm.chart), 'chart', ['deploy', 'helm', 'chart']);

  const tree = new ValuesTreeBuilder();
  const parsePath = (text: string, origin: FieldPath): ValuesPath | undefined => {
    const parsed = parseValuesPath(text);
    if ('error' in parsed) {
      at('configdata_invalid_path', origin, parsed.error);
      return undefined;
    }
    return parsed.path;
  };
  const resolve = (name: readonly string[], origin: FieldPath): ParameterInfo | undefined => {
    const parameter = parameters.get(name.join('.'));
    if (!parameter) at('configdata_undefined_parameter', origin, `\`${name.join('.')}\` is not a parameter of configuration.schema`);
    else if (firstAbsentSegment(parameter, schema.parameters) >= 0) {
      at('configdata_optional_parameter', origin, `parameter \`${name.join('.')}\` is optional and has no default; when an installation leaves it out, this rule writes the ${parameter.type} zero value`);
    }
    return parameter;
  };
  const expand = (value: unknown, path: ValuesPath, origin: FieldPath, pathOrigin: FieldPath): void => {
    if (Array.isArray(value) && value.length > 0) {
      value.forEach((item, i) => expand(item, [...path, i], [...origin, i], pathOrigin));
      return;
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      for (const key of Object.keys(value).sort()) expand((value as Record<string, unknown>)[key], [...path, key], [...origin, key], pathOrigin);
      return;
    }
    const source = typeof value === 'string' ? stringSource(value, origin) : { kind: 'literal' as const, value, origin };
    if (source) tree.insert(path, source, pathOrigin);
  };
  const stringSource = (text: string, origin: FieldPath): ValueSource | undefined => {
    const parsed = parseRuleValue(text);
    if ('error' in parsed) {
      at('configdata_unsupported_expression', origin, parsed.error);
      return undefined;
    }
    if (parsed.kind === 'literal') return { kind: 'literal', value: parsed.value, origin };
    if (parsed.kind === 'parameter') {
      const parameter = resolve(parsed.path, origin);
      return parameter ? { kind: 'parameter', parameter, origin } : undefined;
    }
    const parts: (string | { parameter: ParameterInfo })[] = [];
    for (const part of parsed.parts) {
      if (typeof part === 'string') {
        parts.push(part);
        continue;
      }
      const parameter = resolve(part.parameter, origin);
      if (!parameter) return undefined;
      if (!['string', 'integer', 'float', 'boolean'].includes(parameter.type)) {
        at('configdata_unsupported_expression', origin, `parameter \`${part.parameter.join('.')}\` is ${parameter.type === 'array' ? 'a list' : 'an object'} and cannot be embedded in text`, {
          hint: 'Use `(( param ))` as the whole value to pass a list or object.',
        });
        return undefined;
      }
      parts.push({ parameter });
    }
    return { kind: 'text', parts, origin };
  };

  (config.configuration?.rules ?? []).forEach((rule, i) => {
    const pathOrigin = ['configuration', 'rules', i, 'path'];
    const path = parsePath(rule.path, pathOrigin);
    if (path) expand(rule.value, path, ['configuration', 'rules', i, 'value'], pathOrigin);
  });

  (config.localization ?? []).forEach((rule, i) => {
    const use = resources.use(normaliseResourceRef(rule.resource), 'image', ['localization', i, 'resource']);
    for (const part of IMAGE_PARTS) {
      const target = rule[part];
      if (target === undefined) continue;
      const origin = ['localization', i, part];
      const path = parsePath(target, origin);
      if (path) tree.insert(path, { kind: 'image', resourceId: use.id, part, origin }, origin);
    }
  });

  const values = tree.finish();
  for (const problem of tree.problems) at(problem.code, problem.origin, problem.message);

  const secrets: SecretBinding[] = [];
  (config.secrets ?? []).forEach((secret, i) => {
    const origin = ['secrets', i, 'path'];
    const path = parsePath(secret.path, origin);
    if (!path) return;
    const setPath = formatHelmSetPath(path);
    if ('error' in setPath) return at('configdata_invalid_path', origin, setPath.error);
    if (overlaps(values, path)) {
      return at('configdata_path_conflict', origin, `secret \`${secret.name}\` targets \`${secret.path}\`, which a configuration or localization rule also sets`, {
        hint: 'Flux applies valuesFrom targetPath over inline values; let one place own the path.',
      });
    }
    secrets.push({
      name: secret.name,
      targetPath: setPath.text,
      defaultSecretName: `${config.metadata.name}-${kebabCase(secret.name)}`,
      defaultKey: secret.key ?? secret.name,
      optional: secret.optional ?? false,
      ...(secret.description ? { description: secret.description } : {}),
      origin: ['secrets', i],
    });
  });

  if (failed) return undefined;
  return { document, config, names: apiNames(input), schema, ocmResources: resources.all(), values, secrets };
}

function apiNames({ config }: ValidatedConfigData): ApiNames {
  return {
    rgdName: config.metadata.name,
    kind: config.instance?.kind ?? pascalCase(config.metadata.name),
    apiVersion: config.instance?.apiVersion ?? 'v1alpha1',
    group: config.instance?.group ?? 'kro.run',
  };
}

/** `my-app` → `MyApp`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** True when the tree sets `path`, something inside it, or a value that contains it. */
function overlaps(root: ValueNode, path: ValuesPath): boolean {
  let node: ValueNode | undefined = root;
  for (const segment of path) {
    if (!node) return false;
    if (node.kind === 'leaf') return true;
    node = node.kind === 'map' ? node.entries.get(String(segment)) : typeof segment === 'number' ? node.items[segment] : undefined;
  }
  return node !== undefined;
}

/** Unknown-keyword issues point at the keyword's key, not at its value. */
function isKeywordPath(document: LoadedDocument, path: FieldPath): boolean {
  const last = path[path.length - 1];
  return typeof last === 'string' && path.includes('schema') && last !== 'properties';
}
