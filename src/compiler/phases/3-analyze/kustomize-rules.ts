/**
 * Kustomize delivery: a rule with `target` + `path` patches one object of the manifests
 * (JSON6902), a rule with `substitute` sets a Flux post-build variable, and localization
 * either patches a target or replaces an image through the Kustomization `images` field.
 * Secrets become `postBuild.substituteFrom` (every key of the Secret is a variable).
 */
import type { ConfigData, KustomizeDeploy, PatchTarget } from '../../../generated/configdata.js';
import type { FieldPath } from '../../../source/types.js';
import { normaliseResourceRef, type OcmResourceRegistry } from './ocm-resources.js';
import { secretBinding } from './helm-rules.js';
import type { AnalysisReporter } from './reporter.js';
import type { RuleResolver } from './rule-values.js';
import type { ImageOverride, KustomizeDelivery, PatchSet, SecretBinding, ValueSource } from './types.js';
import { IMAGE_PARTS } from '../../../configdata/image-parts.js';
import { APPEND, type ValuesPath } from '../../../configdata/values-path.js';
import { ValuesTreeBuilder } from './values-tree.js';

interface PatchBuilder {
  readonly target: PatchTarget;
  readonly operations: { path: ValuesPath; source: ValueSource }[];
  readonly tree: ValuesTreeBuilder;
}

/** Analyzes the rules of a kustomize ConfigData. */
export function analyzeKustomizeRules(
  config: ConfigData,
  kustomize: KustomizeDeploy,
  resources: OcmResourceRegistry,
  rules: RuleResolver,
  at: AnalysisReporter,
): { delivery: KustomizeDelivery; secrets: SecretBinding[] } {
  const source = resources.use(normaliseResourceRef(kustomize.source), 'source', ['deploy', 'kustomize', 'source']);
  const patches = new Map<string, PatchBuilder>();
  const substitutions = new Map<string, { name: string; source: ValueSource; origin: FieldPath }>();
  const images: ImageOverride[] = [];
  /** Names already replaced through `images`, so a repeated name is found without a scan. */
  const imageNames = new Set<string>();

  const patch = (target: PatchTarget, path: ValuesPath, source: ValueSource, pathOrigin: FieldPath) => {
    const key = JSON.stringify([target.group ?? '', target.version ?? '', target.kind, target.namespace ?? '', target.name]);
    let builder = patches.get(key);
    if (!builder) {
      builder = { target, operations: [], tree: new ValuesTreeBuilder() };
      patches.set(key, builder);
    }
    // Appends never collide with each other; everything else must own its path alone.
    if (path[path.length - 1] === APPEND) return void builder.operations.push({ path, source });
    const before = builder.tree.problems.length;
    builder.tree.insert(path, source, pathOrigin);
    if (builder.tree.problems.length === before) builder.operations.push({ path, source });
  };
  const substitute = (name: string, source: ValueSource, origin: FieldPath) => {
    const first = substitutions.get(name);
    if (first) return at('configdata_path_conflict', origin, `variable \`${name}\` is already set by another rule`);
    if (source.kind === 'literal' && source.value !== null && typeof source.value === 'object') {
      return at('configdata_rule_mismatch', origin, 'post-build variables are strings; a map or list cannot be substituted');
    }
    substitutions.set(name, { name, source, origin });
  };

  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return at(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.configuration?.rules ?? []).forEach((rule, i) => {
    const origin = ['configuration', 'rules', i];
    const valueOrigin = [...origin, 'value'];
    if (rule.substitute !== undefined) {
      if (rule.target !== undefined || rule.path !== undefined) {
        return at(
          'configdata_rule_mismatch',
          [...origin, rule.target !== undefined ? 'target' : 'path'],
          'a `substitute` rule sets a variable; it takes no `target` or `path`',
          { key: true },
        );
      }
      const value = Array.isArray(rule.value) || (rule.value !== null && typeof rule.value === 'object') ? undefined : rules.scalar(rule.value, valueOrigin);
      if (value) substitute(rule.substitute, value, [...origin, 'substitute']);
      else if (value === undefined && typeof rule.value === 'object')
        at('configdata_rule_mismatch', valueOrigin, 'post-build variables are strings; a map or list cannot be substituted');
      return;
    }
    if (rule.target === undefined || rule.path === undefined) {
      return at('configdata_rule_mismatch', origin, 'a kustomize rule needs `target` and `path` (a patch) or `substitute` (a post-build variable)');
    }
    const pathOrigin = [...origin, 'path'];
    const path = rules.path(rule.path, pathOrigin, { append: true });
    if (!path) return;
    // A map or list literal is one patch value; placeholders inside it are still resolved.
    const value = resolveWhole(rule.value, valueOrigin, rules);
    if (value) patch(rule.target, path, value, pathOrigin);
  });

  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return at(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.localization ?? []).forEach((rule, i) => {
    const origin = ['localization', i];
    const use = resources.use(normaliseResourceRef(rule.resource), 'image', [...origin, 'resource']);
    const parts = IMAGE_PARTS.filter((p) => rule[p] !== undefined);
    if (rule.name !== undefined) {
      if (rule.target !== undefined || parts.length > 0) {
        return at(
          'configdata_rule_mismatch',
          origin,
          '`name` replaces the image through the Kustomization `images` field; it takes no `target` or target paths',
        );
      }
      if (imageNames.has(rule.name)) return at('configdata_path_conflict', [...origin, 'name'], `image \`${rule.name}\` is already replaced by another rule`);
      images.push({ name: rule.name, resourceId: use.id, origin });
      imageNames.add(rule.name);
      return;
    }
    if (rule.target === undefined) {
      return at('configdata_rule_mismatch', origin, 'kustomize localization needs `name` (the image name in the manifests) or `target` with target paths');
    }
    for (const part of parts) {
      const partOrigin = [...origin, part];
      const path = rules.path(rule[part]!, partOrigin, { append: true });
      if (path) patch(rule.target, path, { kind: 'image', resourceId: use.id, part, origin: partOrigin }, partOrigin);
    }
  });

  for (const builder of patches.values()) for (const problem of builder.tree.problems) at(problem.code, problem.origin, problem.message);

  const secrets: SecretBinding[] = [];
  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return at(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.secrets ?? []).forEach((secret, i) => {
    if (secret.path !== undefined) {
      return at(
        'configdata_rule_mismatch',
        ['secrets', i, 'path'],
        'with kustomize, a Secret is read whole: each of its keys becomes a post-build variable; `path` is for Helm',
        { key: true },
      );
    }
    secrets.push(secretBinding(config, secret, i));
  });

  const patchSets: PatchSet[] = [...patches.values()].map((b) => ({ target: b.target, operations: b.operations }));
  return {
    delivery: {
      kind: 'kustomize',
      deploy: kustomize,
      source,
      patches: patchSets,
      substitutions: [...substitutions.values()].map(({ name, source: s }) => ({ name, source: s })),
      images,
    },
    secrets,
  };
}

/** A rule value as one source: a scalar, or a map/list literal kept whole. */
function resolveWhole(value: unknown, origin: FieldPath, rules: RuleResolver): ValueSource | undefined {
  if (value !== null && typeof value === 'object') {
    let ok = true;
    const resolved = structuredClone(value) as unknown;
    const sources: { path: ValuesPath; source: ValueSource }[] = [];
    rules.expand(value, [], origin, (path, source) => sources.push({ path, source }));
    ok = countLeaves(value) === sources.length;
    return ok ? { kind: 'structure', value: resolved, leaves: sources, origin } : undefined;
  }
  return rules.scalar(value, origin);
}

function countLeaves(value: unknown): number {
  if (Array.isArray(value)) return value.length === 0 ? 1 : value.reduce((n: number, v) => n + countLeaves(v), 0);
  if (value !== null && typeof value === 'object') {
    const entries = Object.values(value);
    return entries.length === 0 ? 1 : entries.reduce((n: number, v) => n + countLeaves(v), 0);
  }
  return 1;
}
