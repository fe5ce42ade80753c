/**
 * Translates v1 `configuration.rules` (`{value, file, path}`) and `localization` into the
 * rgdc forms: Helm values paths, or kustomize `{target, path}` patches. Every rule that
 * cannot be translated is reported at its position and left out; the caller lists the
 * left-out rules in the output header.
 */
import type { FieldPath } from '../source/types.js';
import { formatFieldPath } from '../source/field-path.js';
import { formatValuesPath, parseValuesPath, type ValuesPath } from '../configdata/values-path.js';
import type { ConfigurationRule, LocalizationRule, PatchTarget, ResourceRef } from '../generated/configdata.js';
import { helmValuesPrefix } from './helm-files.js';
import type { ImportReporter } from './load.js';
import { translateRuleValue } from './spiff.js';
import type { ManifestIndex } from './targets.js';
import { V1_IMAGE_PARTS, type ImportDeploy, type V1ConfigData, type V1Localization, type V1Rule } from './types.js';
import { sortedByKey } from '../util/records.js';

export interface TranslateContext {
  readonly deploy: ImportDeploy;
  /** Kustomize with --source: the manifests; absent without --source. */
  readonly manifests?: ManifestIndex;
  readonly referencePath?: readonly string[];
  readonly at: ImportReporter;
  /** Collects what was left out, for the output header. */
  readonly dropped: string[];
}

/** Where a rule writes, in the delivery's terms. */
type Placement = { readonly path: string; readonly target?: PatchTarget };

/** Translates every configuration rule that can be translated. */
export function translateRules(config: V1ConfigData, context: TranslateContext): ConfigurationRule[] {
  preload(config, context);
  const out: ConfigurationRule[] = [];
  for (const rule of config.rules) {
    const translated = translateRule(rule, context);
    if (translated) out.push(translated);
  }
  return out;
}

function translateRule(rule: V1Rule, context: TranslateContext): ConfigurationRule | undefined {
  const where = formatFieldPath(rule.origin);
  const value = translateRuleValue(rule.value, [...rule.origin, 'value']);
  if (!value.ok) {
    context.at('import_untranslatable_expression', value.origin, value.message, value.hint ? { hint: value.hint } : {});
    context.dropped.push(`${where}: spiff expression`);
    return undefined;
  }
  const file = placeFile(rule.file, [...rule.origin, 'file'], where, context);
  if (!file) return undefined;
  const placement = placePath(file, rule.path, [...rule.origin, 'path'], where, context);
  if (!placement) return undefined;
  return { value: value.value as ConfigurationRule['value'], path: placement.path, ...(placement.target ? { target: placement.target } : {}) };
}

/** Translates every localization rule that can be translated. */
export function translateLocalization(config: V1ConfigData, context: TranslateContext): LocalizationRule[] {
  return config.localization.flatMap((rule) => translateLocalizationRule(rule, context));
}

/**
 * One v1 localization rule becomes one rgdc rule, or one per target object when its
 * paths fit different objects of a multi-object manifest.
 */
function translateLocalizationRule(rule: V1Localization, context: TranslateContext): LocalizationRule[] {
  const where = formatFieldPath(rule.origin);
  if (rule.mapping) {
    const parts = Object.keys(rule.parts);
    context.at(
      'import_untranslatable_mapping',
      [...rule.origin, 'mapping'],
      `the CUE \`mapping\` of ${where} computes its values from the component descriptor; rgdc has no CUE${parts.length > 0 ? ` (its ${parts.map((p) => `\`${p}\``).join(', ')} paths are left out with it)` : ''}`,
      { key: true },
    );
    context.dropped.push(`${where}: CUE mapping`);
    return [];
  }
  if (!rule.resource) return []; // reported by the loader
  const file = placeFile(rule.file, [...rule.origin, 'file'], where, context);
  if (!file) return [];
  const groups = new Map<string, { target?: PatchTarget; paths: Partial<Record<(typeof V1_IMAGE_PARTS)[number], string>> }>();
  for (const part of V1_IMAGE_PARTS) {
    const text = rule.parts[part];
    if (text === undefined) continue;
    const placement = placePath(file, text, [...rule.origin, part], `${where}.${part}`, context);
    if (!placement) continue;
    const key = JSON.stringify(placement.target ?? null);
    let group = groups.get(key);
    if (!group) {
      group = { ...(placement.target ? { target: placement.target } : {}), paths: {} };
      groups.set(key, group);
    }
    group.paths[part] = placement.path;
  }
  const resource = resourceRef(rule.resource, context.referencePath);
  return [...groups.values()].map((group) => ({ resource, ...(group.target ? { target: group.target } : {}), ...group.paths }));
}

/** A v1 resource item as an rgdc resource reference (the short form when it is only a name). */
export function resourceRef(resource: { name: string; extraIdentity?: Readonly<Record<string, string>> }, referencePath?: readonly string[]): ResourceRef {
  const extra = resource.extraIdentity && Object.keys(resource.extraIdentity).length > 0 ? sortedByKey(resource.extraIdentity) : undefined;
  const path = referencePath && referencePath.length > 0 ? referencePath.map((name) => ({ name })) : undefined;
  if (!extra && !path) return resource.name;
  return { name: resource.name, ...(extra ? { extraIdentity: extra } : {}), ...(path ? { referencePath: path } : {}) };
}

/** What a v1 `file` means for the delivery: a values prefix (Helm) or a manifest file (kustomize). */
type FilePlacement =
  | { readonly kind: 'helm'; readonly prefix: ValuesPath }
  | { readonly kind: 'kustomize'; readonly file: string; readonly manifests: ManifestIndex };

/** Imports whose missing --source has been reported (once per import). */
const NEEDS_SOURCE_REPORTED = new WeakSet<TranslateContext>();

/** Checks a v1 `file` once per rule; reports and returns `undefined` when nothing in it can be addressed. */
function placeFile(file: string, fileOrigin: FieldPath, where: string, context: TranslateContext): FilePlacement | undefined {
  if (context.deploy.kind === 'helm') {
    const prefix = helmValuesPrefix(file);
    if ('error' in prefix) {
      context.at('import_unmapped_file', fileOrigin, prefix.error);
      context.dropped.push(`${where}: \`${file}\` is not a values file`);
      return undefined;
    }
    return { kind: 'helm', prefix: prefix.prefix };
  }
  if (!context.manifests) {
    // One root cause, one diagnostic: the first rule that needs the manifests says so.
    if (!NEEDS_SOURCE_REPORTED.has(context)) {
      NEEDS_SOURCE_REPORTED.add(context);
      context.at(
        'import_needs_source',
        fileOrigin,
        `the object in \`${file}\` that ${where} patches cannot be known without the manifests; without them no kustomize rule or localization rule can be imported`,
      );
    }
    context.dropped.push(`${where}: needs --source to find the object in \`${file}\``);
    return undefined;
  }
  const loaded = context.manifests.load(file);
  if ('error' in loaded) {
    context.at('import_manifest_unreadable', fileOrigin, loaded.error);
    context.dropped.push(`${where}: \`${file}\` cannot be read`);
    return undefined;
  }
  return { kind: 'kustomize', file, manifests: context.manifests };
}

/** Maps one v1 `path` inside an addressable file; reports and returns `undefined` when it cannot. */
function placePath(file: FilePlacement, pathText: string, pathOrigin: FieldPath, where: string, context: TranslateContext): Placement | undefined {
  const parsed = parseValuesPath(pathText);
  if ('error' in parsed) {
    context.at('import_untranslatable_path', pathOrigin, `${where}: ${parsed.error}`);
    context.dropped.push(`${where}: path \`${pathText}\``);
    return undefined;
  }
  if (file.kind === 'helm') return { path: formatValuesPath([...file.prefix, ...parsed.path]) };
  const resolved = file.manifests.resolve(file.file, parsed.path, pathText);
  if ('code' in resolved) {
    context.at(resolved.code, pathOrigin, resolved.message);
    context.dropped.push(`${where}: no single object in \`${file.file}\` to patch`);
    return undefined;
  }
  return { path: formatValuesPath(parsed.path), target: resolved.target };
}

/** Reads every manifest file the ConfigData names, so namespaces are decided on all of them. */
function preload(config: V1ConfigData, context: TranslateContext): void {
  if (!context.manifests) return;
  for (const file of [...config.rules.map((r) => r.file), ...config.localization.filter((l) => !l.mapping).map((l) => l.file)]) context.manifests.load(file);
}
