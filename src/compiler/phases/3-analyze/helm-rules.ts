/**
 * Helm delivery: every configuration and localization rule writes a Helm values path;
 * all of them are merged into one values tree, and secrets become `valuesFrom` entries.
 */
import type { ConfigData, HelmDeploy } from '../../../generated/configdata.js';
import type { OcmResourceRegistry } from './ocm-resources.js';
import { normaliseResourceRef } from './ocm-resources.js';
import type { AnalysisReporter } from './reporter.js';
import type { RuleResolver } from './rule-values.js';
import type { HelmDelivery, SecretBinding, SecretValuesPathRule, ValueNode } from './types.js';
import { IMAGE_PARTS } from '../../../configdata/image-parts.js';
import { formatHelmSetPath, type ValuesPath } from '../../../configdata/values-path.js';
import { ValuesTreeBuilder } from './values-tree.js';

/** Analyzes the rules of a Helm ConfigData. */
export function analyzeHelmRules(
  config: ConfigData,
  helm: HelmDeploy,
  resources: OcmResourceRegistry,
  rules: RuleResolver,
  at: AnalysisReporter,
  secretValuesPath: SecretValuesPathRule,
): { delivery: HelmDelivery; secrets: SecretBinding[] } {
  const chart = resources.use(normaliseResourceRef(helm.chart), 'chart', ['deploy', 'helm', 'chart']);
  const tree = new ValuesTreeBuilder();

  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return at(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.configuration?.rules ?? []).forEach((rule, i) => {
    const origin = ['configuration', 'rules', i];
    const kustomizeField = rule.target !== undefined ? 'target' : rule.substitute !== undefined ? 'substitute' : undefined;
    if (kustomizeField) {
      return at(
        'configdata_rule_mismatch',
        [...origin, kustomizeField],
        `\`${kustomizeField}\` is for kustomize delivery; a Helm rule has only \`value\` and \`path\``,
        { key: true },
      );
    }
    if (rule.path === undefined) return at('configdata_rule_mismatch', origin, 'a Helm rule needs `path`, the values path it sets');
    const pathOrigin = [...origin, 'path'];
    const path = rules.path(rule.path, pathOrigin);
    if (path) rules.expand(rule.value, path, [...origin, 'value'], (p, source) => tree.insert(p, source, pathOrigin));
  });

  (config.localization ?? []).forEach((rule, i) => {
    const origin = ['localization', i];
    const use = resources.use(normaliseResourceRef(rule.resource), 'image', [...origin, 'resource']);
    for (const field of ['target', 'name'] as const) {
      if (rule[field] !== undefined)
        at('configdata_rule_mismatch', [...origin, field], `\`${field}\` is for kustomize delivery; Helm localization writes values paths`, { key: true });
    }
    for (const part of IMAGE_PARTS) {
      const target = rule[part];
      if (target === undefined) continue;
      const partOrigin = [...origin, part];
      const path = rules.path(target, partOrigin);
      if (path) tree.insert(path, { kind: 'image', resourceId: use.id, part, origin: partOrigin }, partOrigin);
    }
  });

  const values = tree.finish();
  for (const problem of tree.problems) at(problem.code, problem.origin, problem.message);

  const secrets: SecretBinding[] = [];
  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return at(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.secrets ?? []).forEach((secret, i) => {
    if (secret.path === undefined)
      return at('configdata_missing_field', ['secrets', i], `secret \`${secret.name}\` needs \`path\`: the values path that receives its value`);
    const origin = ['secrets', i, 'path'];
    const path = rules.path(secret.path, origin);
    if (!path) return;
    const setPath = formatHelmSetPath(path);
    if ('error' in setPath) return at('configdata_invalid_path', origin, setPath.error);
    const refused = secretValuesPath(setPath.text);
    if (refused) return at(refused.code ?? 'configdata_invalid_path', origin, `secret \`${secret.name}\`: ${refused.message}`, { hint: refused.hint });
    if (overlaps(values, path)) {
      return at(
        'configdata_path_conflict',
        origin,
        `secret \`${secret.name}\` targets \`${secret.path}\`, which a configuration or localization rule also sets`,
        {
          hint: 'Flux merges the inline values over valuesFrom, so the rule would replace the secret; let one place own the path.',
        },
      );
    }
    secrets.push(secretBinding(config, secret, i, setPath.text));
  });
  return { delivery: { kind: 'helm', deploy: helm, chart, values }, secrets };
}

/** The instance-facing defaults of a secret reference. */
export function secretBinding(config: ConfigData, secret: NonNullable<ConfigData['secrets']>[number], index: number, targetPath?: string): SecretBinding {
  return {
    name: secret.name,
    ...(targetPath !== undefined ? { targetPath } : {}),
    defaultSecretName: `${config.metadata.name}-${secret.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`,
    defaultKey: secret.key ?? secret.name,
    optional: secret.optional ?? false,
    ...(secret.description ? { description: secret.description } : {}),
    origin: ['secrets', index],
  };
}

/**
 * True when the inline values would overwrite a secret at `path`. Flux merges `spec.values`
 * over the `valuesFrom` result (helm-controller `ChartValuesFromReferences`, fluxcd/pkg
 * `transform.MergeMaps`): only two maps merge key by key; any other inline value, a list
 * included, replaces what the secret wrote. So the secret is lost when the tree sets `path`,
 * something inside it, a value or list on the way to it, or a map where `path` needs a list.
 */
function overlaps(root: ValueNode, path: ValuesPath): boolean {
  let node: ValueNode | undefined = root;
  for (const segment of path) {
    if (!node) return false;
    if (node.kind !== 'map' || typeof segment === 'number') return true;
    node = node.entries.get(segment);
  }
  return node !== undefined;
}
