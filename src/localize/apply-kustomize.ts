/**
 * Kustomize ConfigData on a manifests file, in the order Flux applies them: patches
 * (configuration rules with `target` + `path`, then localization rules with `target`) as
 * JSON6902 `add`/`replace`, then the `images` transformer (localization `name`), then
 * post-build substitution (`substitute` rules; Secrets supply the rest at deploy time).
 */
import { parseYamlValue } from '../source/index.js';
import { formatFieldPath } from '../source/field-path.js';
import { IMAGE_PARTS, type ImagePart } from '../configdata/image-parts.js';
import { APPEND, parseValuesPath, type ValuesPath } from '../configdata/values-path.js';
import { secretBinding } from '../compiler/phases/3-analyze/index.js';
import type { PatchTarget } from '../generated/configdata.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { recordChange, reportAtRule, type ApplyContext } from './context.js';
import { envsubst } from './envsubst.js';
import { imagePart, sameImageText } from '../oci/image-reference.js';
import { rewriteManifestImage, splitManifestImage } from './manifest-image.js';
import { findContainerImages, findStrings, matchesSelector, matchesTarget, objectLabel, readObjects, type ManifestObject } from './manifests.js';
import { registryDropped, sameImageTarget } from './image-target.js';
import { evaluateRuleValue } from './rule-value.js';
import { sameValue } from './same-value.js';

/** Applies a kustomize ConfigData's rules to the manifests; false when the file is unusable. */
export function applyKustomizeRules(context: ApplyContext): boolean {
  const { config, file } = context;
  const read = readObjects(file.documents);
  if ('notObject' in read) {
    context.report(
      makeDiagnostic(
        'localize_wrong_file',
        file.documents[read.notObject]!.locate([]),
        '',
        'a kustomize ConfigData localizes Kubernetes manifests; this document has no `kind` and `metadata.name`',
      ),
    );
    return false;
  }
  const objects = read.objects.filter((o) => matchesSelector(o, context.target));
  if (context.target && objects.length === 0) {
    context.report(
      makeDiagnostic(
        'localize_target_not_found',
        { file: file.loaded.file, line: 1, column: 1, endLine: 1, endColumn: 1 },
        '',
        `--target ${context.target.kind}/${context.target.name}: the file holds no such object`,
        { severity: 'error' },
      ),
    );
    return false;
  }
  const variables = new Map<string, { value: string; rule: string }>();
  const imageRules: { index: number; name: string }[] = [];

  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return reportAtRule(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.configuration?.rules ?? []).forEach((rule, i) => {
    const origin = ['configuration', 'rules', i];
    const value = () => evaluateRuleValue(rule.value, context.parameters, [...origin, 'value'], context.configData, context.report);
    if (rule.substitute !== undefined) {
      if (rule.target !== undefined || rule.path !== undefined) {
        return reportAtRule(
          context,
          'configdata_rule_mismatch',
          [...origin, rule.target !== undefined ? 'target' : 'path'],
          'a `substitute` rule sets a variable; it takes no `target` or `path`',
          { key: true },
        );
      }
      const v = value();
      if (!v) return;
      if (v.value !== null && typeof v.value === 'object')
        return reportAtRule(context, 'configdata_rule_mismatch', [...origin, 'value'], 'post-build variables are strings; a map or list cannot be substituted');
      variables.set(rule.substitute, { value: v.value === null ? '' : String(v.value), rule: `configuration.rules[${i}]` });
      return;
    }
    if (rule.target === undefined || rule.path === undefined) {
      return reportAtRule(
        context,
        'configdata_rule_mismatch',
        origin,
        'a kustomize rule needs `target` and `path` (a patch) or `substitute` (a post-build variable)',
      );
    }
    const path = patchPath(context, rule.path, [...origin, 'path']);
    const matched = path && matchObjects(context, objects, rule.target, origin);
    if (!path || !matched) return;
    const v = value();
    if (v) for (const object of matched) patch(context, object, path, v.value, `configuration.rules[${i}]`, [...origin, 'path']);
  });

  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return reportAtRule(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.localization ?? []).forEach((rule, i) => {
    const origin = ['localization', i];
    const parts = IMAGE_PARTS.filter((p) => rule[p] !== undefined);
    if (rule.name !== undefined) {
      if (rule.target !== undefined || parts.length > 0)
        return reportAtRule(
          context,
          'configdata_rule_mismatch',
          origin,
          '`name` replaces the image through the Kustomization `images` field; it takes no `target` or target paths',
        );
      return void imageRules.push({ index: i, name: rule.name });
    }
    if (rule.target === undefined)
      return reportAtRule(
        context,
        'configdata_rule_mismatch',
        origin,
        'kustomize localization needs `name` (the image name in the manifests) or `target` with target paths',
      );
    const matched = matchObjects(context, objects, rule.target, origin);
    const reference = context.images.get(i);
    if (!matched || !reference) return;
    for (const part of parts) {
      const partOrigin = [...origin, part];
      const path = patchPath(context, rule[part]!, partOrigin);
      if (!path) continue;
      const value = imagePart(reference, part);
      if (value === undefined) {
        reportAtRule(
          context,
          'localize_image_part_missing',
          partOrigin,
          `the image \`${reference.original}\` has no ${part}; \`${rule[part]}\` is left as it is`,
        );
        continue;
      }
      for (const object of matched) patch(context, object, path, value, `localization[${i}]`, partOrigin, part);
    }
  });

  for (const { index, name } of imageRules) rewriteImages(context, objects, index, name);

  const secrets = config.secrets ?? [];
  // Flux substitutes only when the Kustomization has `postBuild`: rgdc emits it for
  // `substitute` rules and for secrets.
  const deferred = new Set<string>();
  if (variables.size > 0 || secrets.length > 0) substitute(context, objects, variables, secrets.length > 0, deferred);
  secrets.forEach((secret, i) => {
    const binding = secretBinding(config, secret, i);
    const names = [...deferred].map((n) => `\${${n}}`).join(', ');
    reportAtRule(
      context,
      'localize_secret_at_deploy',
      ['secrets', i],
      `every key of Secret \`${binding.defaultSecretName}\` (installers may name another with spec.secrets.${secret.name}) becomes a post-build variable at deploy time${names ? `; ${names} left as written` : ''}`,
    );
  });
  return true;
}

function patchPath(context: ApplyContext, text: string, origin: (string | number)[]): ValuesPath | undefined {
  const parsed = parseValuesPath(text);
  if ('error' in parsed) return void reportAtRule(context, 'configdata_invalid_path', origin, parsed.error);
  const append = parsed.path.indexOf(APPEND);
  if (append >= 0 && append !== parsed.path.length - 1)
    return void reportAtRule(context, 'configdata_invalid_path', origin, '`[-]` (append) can only be the last segment of a path');
  return parsed.path;
}

/** The objects a rule's target selects, or undefined after a warning when none. */
function matchObjects(
  context: ApplyContext,
  objects: readonly ManifestObject[],
  target: PatchTarget,
  origin: (string | number)[],
): ManifestObject[] | undefined {
  // With --target, rules for other objects are out of scope, not missing.
  if (context.target && (target.kind !== context.target.kind || target.name !== context.target.name)) return undefined;
  const matched = objects.filter((o) => matchesTarget(o, target));
  if (matched.length > 0) return matched;
  reportAtRule(
    context,
    'localize_target_not_found',
    [...origin, 'target'],
    `no object in ${context.file.loaded.file} is ${target.kind}/${target.name}${target.namespace ? ` in namespace ${target.namespace}` : ''}; the rule is skipped`,
  );
  return undefined;
}

/** One JSON6902 operation; `part` is given for localization targets (see image-target.ts). */
function patch(
  context: ApplyContext,
  object: ManifestObject,
  path: ValuesPath,
  value: unknown,
  rule: string,
  origin: (string | number)[],
  part?: ImagePart,
): void {
  const before = path[path.length - 1] === APPEND ? undefined : context.file.read(object.document, path);
  if (before?.exists && sameValue(before.value, value)) return;
  if (part !== undefined && typeof value === 'string') {
    if (sameImageTarget(before, value, part)) return;
    const dropped = registryDropped(before, value, part, path);
    if (dropped) reportAtRule(context, 'localize_registry_dropped', origin, dropped.message, { hint: dropped.hint });
  }
  const outcome = context.file.write(object.document, path, value, 'patch');
  if ('error' in outcome) {
    return reportAtRule(
      context,
      'localize_patch_failed',
      origin,
      `the patch of ${objectLabel(object)} at \`${formatFieldPath(path.filter((s) => s !== APPEND))}${path.includes(APPEND) ? '[-]' : ''}\` cannot apply: ${outcome.error}`,
    );
  }
  recordChange(context, {
    document: object.document,
    object: objectLabel(object),
    path: outcome.path,
    old: outcome.old,
    oldText: outcome.oldText,
    existed: outcome.existed,
    value,
    rule,
  });
}

/** The Kustomization `images` entry `{name, newName, newTag, digest}` applied to every container. */
function rewriteImages(context: ApplyContext, objects: readonly ManifestObject[], index: number, name: string): void {
  const reference = context.images.get(index);
  if (!reference) return;
  const newName = imagePart(reference, 'fullyQualifiedRepository')!;
  let matched = 0;
  for (const object of objects) {
    for (const image of findContainerImages(context.file.documents[object.document]!)) {
      const old = String(image.node.value);
      if (splitManifestImage(old).name !== name) continue;
      matched++;
      const value = rewriteManifestImage(old, newName, reference.tag, reference.digest);
      // `redis:7` rewritten to `docker.io/library/redis:7` is the same image: no change.
      if (sameImageText(old, value, 'image')) continue;
      const outcome = context.file.write(object.document, image.path, value, 'patch');
      if (!('error' in outcome))
        recordChange(context, {
          document: object.document,
          object: objectLabel(object),
          path: image.path,
          old,
          existed: true,
          value,
          rule: `localization[${index}]`,
        });
    }
  }
  if (matched === 0) {
    reportAtRule(
      context,
      'localize_target_not_found',
      ['localization', index, 'name'],
      `no container in ${context.file.loaded.file} uses image \`${name}\` (compared without tag and digest); the rule changes nothing here`,
    );
  }
}

/** Flux post-build substitution over every string value of every object. */
function substitute(
  context: ApplyContext,
  objects: readonly ManifestObject[],
  variables: ReadonlyMap<string, { value: string; rule: string }>,
  deferUnknown: boolean,
  deferred: Set<string>,
): void {
  for (const object of objects) {
    if (object.substituteDisabled) continue;
    const document = context.file.documents[object.document]!;
    for (const { path, node, inFlow } of findStrings(document)) {
      const text = node.value as string;
      if (!text.includes('${')) continue;
      const result = envsubst(text, (name) => variables.get(name)?.value, deferUnknown);
      result.deferred.forEach((n) => {
        deferred.add(n);
      });
      const span = document.locate(path);
      for (const name of result.unset) {
        context.report(
          makeDiagnostic(
            'localize_unset_variable',
            span,
            formatFieldPath(path),
            `\`\${${name}}\` in ${objectLabel(object)} is set by no \`substitute\` rule; Flux replaces it with an empty string`,
          ),
        );
      }
      for (const form of result.unsupported) {
        context.report(
          makeDiagnostic('localize_unsupported_variable', span, formatFieldPath(path), `\`${form}\` in ${objectLabel(object)} is left as written`),
        );
      }
      if (result.text === text) continue;
      // Flux substitutes the YAML text: an unquoted scalar is read again (`${REPLICAS}` → 3).
      const value = node.type === 'PLAIN' || node.type === undefined ? reread(result.text) : result.text;
      context.file.replaceScalar(object.document, node, value, inFlow);
      const rules = result.used.map((n) => variables.get(n)!.rule);
      recordChange(context, {
        document: object.document,
        object: objectLabel(object),
        path,
        old: text,
        existed: true,
        value,
        rule: rules.length > 0 ? [...new Set(rules)].join(', ') : 'postBuild substitution',
      });
    }
  }
}

function reread(text: string): string | number | boolean | null {
  const read = parseYamlValue(text);
  if ('error' in read) return text;
  const value = read.value;
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? (value as string | number | boolean | null) : text;
}
