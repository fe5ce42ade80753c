/**
 * Helm ConfigData on a values file: every configuration rule and every localization
 * target sets its values path, creating missing maps and lists (list items are set in
 * place, as OCM v1 did; note that a HelmRelease's inline list would replace the chart's
 * list as a whole). Secrets are only named: their values come from Secrets at deploy time.
 */
import { isMap } from 'yaml';
import { IMAGE_PARTS, type ImagePart } from '../configdata/image-parts.js';
import { APPEND, parseValuesPath, type ValuesPath } from '../configdata/values-path.js';
import { formatFieldPath } from '../source/field-path.js';
import { secretBinding } from '../compiler/phases/3-analyze/index.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { recordChange, reportAtRule, type ApplyContext } from './context.js';
import { imagePart } from '../oci/image-reference.js';
import { registryDropped, sameImageTarget } from './image-target.js';
import { evaluateRuleValue } from './rule-value.js';
import { sameValue } from './same-value.js';

/** Applies a Helm ConfigData's rules to the values file; false when the file is unusable. */
export function applyHelmRules(context: ApplyContext): boolean {
  const { file, config } = context;
  const documents = file.documents;
  if (documents.length !== 1 || !(documents[0]!.doc.contents === null || isMap(documents[0]!.doc.contents))) {
    const span = documents[1]?.locate([]) ?? documents[0]?.locate([]) ?? { file: file.loaded.file, line: 1, column: 1, endLine: 1, endColumn: 1 };
    const why =
      documents.length === 0 ? 'the file is empty' : documents.length > 1 ? `the file holds ${documents.length} documents` : 'the document is not a map';
    context.report(makeDiagnostic('localize_wrong_file', span, '', `a Helm ConfigData localizes a values file (one YAML map); ${why}`));
    return false;
  }

  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return reportAtRule(...)` reports and skips the rest of the rule (the house idiom of returning a void call); forEach drops the value
  (config.configuration?.rules ?? []).forEach((rule, i) => {
    const origin = ['configuration', 'rules', i];
    const kustomizeField = rule.target !== undefined ? 'target' : rule.substitute !== undefined ? 'substitute' : undefined;
    if (kustomizeField)
      return reportAtRule(
        context,
        'configdata_rule_mismatch',
        [...origin, kustomizeField],
        `\`${kustomizeField}\` is for kustomize delivery; a Helm rule has only \`value\` and \`path\``,
        { key: true },
      );
    if (rule.path === undefined) return reportAtRule(context, 'configdata_rule_mismatch', origin, 'a Helm rule needs `path`, the values path it sets');
    const path = helmPath(context, rule.path, [...origin, 'path']);
    if (!path) return;
    const value = evaluateRuleValue(rule.value, context.parameters, [...origin, 'value'], context.configData, context.report);
    if (value) setValue(context, path, value.value, `configuration.rules[${i}]`, [...origin, 'path']);
  });

  (config.localization ?? []).forEach((rule, i) => {
    const origin = ['localization', i];
    for (const field of ['target', 'name'] as const) {
      if (rule[field] !== undefined)
        reportAtRule(context, 'configdata_rule_mismatch', [...origin, field], `\`${field}\` is for kustomize delivery; Helm localization writes values paths`, {
          key: true,
        });
    }
    const reference = context.images.get(i);
    if (!reference) return;
    for (const part of IMAGE_PARTS) {
      const target = rule[part];
      if (target === undefined) continue;
      const partOrigin = [...origin, part];
      const path = helmPath(context, target, partOrigin);
      if (!path) continue;
      const value = imagePart(reference, part);
      if (value === undefined) {
        reportAtRule(context, 'localize_image_part_missing', partOrigin, `the image \`${reference.original}\` has no ${part}; \`${target}\` is left as it is`);
        continue;
      }
      setValue(context, path, value, `localization[${i}]`, partOrigin, part);
    }
  });

  (config.secrets ?? []).forEach((secret, i) => {
    const binding = secretBinding(config, secret, i);
    const origin = ['secrets', i];
    reportAtRule(
      context,
      'localize_secret_at_deploy',
      origin,
      `${secret.path !== undefined ? `\`${secret.path}\`` : 'the value'} would be read from Secret \`${binding.defaultSecretName}\` (key \`${binding.defaultKey}\`; installers may name another with spec.secrets.${secret.name}) at deploy time`,
    );
  });
  return true;
}

function helmPath(context: ApplyContext, text: string, origin: (string | number)[]): ValuesPath | undefined {
  const parsed = parseValuesPath(text);
  if ('error' in parsed) return void reportAtRule(context, 'configdata_invalid_path', origin, parsed.error);
  if (parsed.path.includes(APPEND))
    return void reportAtRule(context, 'configdata_invalid_path', origin, '`[-]` appends to a list in a kustomize patch; Helm values paths need an index');
  return parsed.path;
}

/** Sets one values path; `part` is given for localization targets (see image-target.ts). */
function setValue(context: ApplyContext, path: ValuesPath, value: unknown, rule: string, origin: (string | number)[], part?: ImagePart): void {
  const before = context.file.read(0, path);
  if (before.exists && sameValue(before.value, value)) return;
  if (part !== undefined && typeof value === 'string') {
    if (sameImageTarget(before, value, part)) return;
    const dropped = registryDropped(before, value, part, path);
    if (dropped) reportAtRule(context, 'localize_registry_dropped', origin, dropped.message, { hint: dropped.hint });
  }
  const outcome = context.file.write(0, path, value, 'merge');
  if ('error' in outcome) {
    return reportAtRule(context, 'localize_patch_failed', origin, `\`${formatFieldPath(path)}\` cannot be set in the values file: ${outcome.error}`, {
      hint: 'Helm values paths create missing maps, but never replace a scalar by a list or map the rule does not set whole.',
    });
  }
  recordChange(context, { document: 0, path: outcome.path, old: outcome.old, oldText: outcome.oldText, existed: outcome.existed, value, rule });
}
