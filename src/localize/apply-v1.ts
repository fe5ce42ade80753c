/**
 * An OCM v1 ConfigData (`config.ocm.software/v1alpha1`) on one file, as ocm-controller's
 * Configuration and Localization did: the rules whose `file` names this file set their
 * `path` (missing maps are created), configuration rules with their evaluated `value`,
 * localization rules with the parts (`image`, `registry`, `repository`, `tag`, ...) of
 * their resource's image. Rules for other files are left out; when none applies the run
 * says so once, with the files the rules do name.
 *
 * @example
 * # v1 rule                                   # applies to manifests/deploy.yaml (or any path ending in it)
 * - value: (( replicas ))
 *   file: manifests/deploy.yaml
 *   path: spec.replicas
 */
import { formatFieldPath } from '../source/field-path.js';
import type { FieldPath, LoadedDocument } from '../source/types.js';
import { APPEND, formatValuesPath, parseValuesPath, type ValuesPath } from '../configdata/values-path.js';
import type { ImagePart } from '../configdata/image-parts.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { DiagnosticSink, Severity } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import type { V1ConfigData, V1Localization } from '../import/types.js';
import { resolveComponentImage, type ComponentSet } from './component.js';
import { imagePart, parseImageReference, type ImageReference } from '../oci/image-reference.js';
import { registryDropped, sameImageTarget } from './image-target.js';
import { evaluateRuleValue } from './rule-value.js';
import { sameValue } from './same-value.js';
import type { LocalizeChange } from './types.js';
import type { EditableYaml } from './yaml-edit.js';

/** What applying a v1 ConfigData needs; `filePath` is the name the rules' `file` is matched against. */
export interface V1ApplyInput {
  readonly file: EditableYaml;
  readonly filePath: string;
  readonly config: V1ConfigData;
  readonly configData: LoadedDocument;
  readonly parameters: Record<string, unknown>;
  readonly images: Readonly<Record<string, string>>;
  readonly components: ComponentSet | undefined;
  readonly report: DiagnosticSink;
  readonly changes: LocalizeChange[];
}

/** Whether a v1 rule's `file` names `filePath`: the same path, or its tail (`manifests/deploy.yaml` in `repo/manifests/deploy.yaml`). */
export function v1RuleFileMatches(ruleFile: string, filePath: string): boolean {
  const rule = normalisePath(ruleFile);
  const given = normalisePath(filePath);
  return rule !== '' && (given === rule || given.endsWith(`/${rule}`));
}

function normalisePath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\//, '');
}

/** Applies the v1 rules for `filePath` to the file's first document (v1 read each file as one YAML document). */
export function applyV1Rules(input: V1ApplyInput): void {
  const { config, filePath } = input;
  const at = (code: DiagnosticCode, path: FieldPath, message: string, options: { severity?: Severity; hint?: string; key?: boolean } = {}) => {
    const { key, ...rest } = options;
    input.report(makeDiagnostic(code, input.configData.locate(path, { key: key === true }), formatFieldPath(path), message, rest));
  };
  const rules = config.rules.filter((r) => v1RuleFileMatches(r.file, filePath));
  const localization = config.localization.filter((r) => v1RuleFileMatches(r.file, filePath));
  if (rules.length === 0 && localization.length === 0) {
    const named = [...new Set([...config.rules, ...config.localization].map((r) => r.file))];
    const span = fileSpan(input.file.loaded.file);
    input.report(
      makeDiagnostic(
        'localize_no_rule_for_file',
        span,
        '',
        named.length === 0
          ? 'the v1 ConfigData has no rules; the file is unchanged'
          : `no rule of the v1 ConfigData is for \`${filePath}\` (its rules name ${named.map((f) => `\`${f}\``).join(', ')}); the file is unchanged`,
        {
          ...(named.length > 0
            ? { hint: `If the file is one of these under another name, say which with --file-path (for example --file-path ${named[0]}).` }
            : {}),
        },
      ),
    );
    return;
  }

  if (input.file.documents.length > 1) {
    input.report(
      makeDiagnostic(
        'localize_first_document_only',
        input.file.documents[1]!.locate([]),
        '',
        `the file holds ${input.file.documents.length} documents; v1 rules set their paths in the first one only`,
      ),
    );
  }
  for (const rule of rules) {
    const path = v1Path(rule.path, [...rule.origin, 'path'], at);
    if (!path) continue;
    const value = evaluateRuleValue(rule.value, input.parameters, [...rule.origin, 'value'], input.configData, input.report);
    if (value) setValue(input, path, value.value, formatFieldPath(rule.origin), [...rule.origin, 'path'], at);
  }

  for (const rule of localization) {
    if (rule.mapping) {
      at('localize_unsupported_mapping', [...rule.origin, 'mapping'], 'a CUE `mapping` is not evaluated by rgdc; the rule is skipped', { key: true });
      continue;
    }
    const reference = ruleImage(input, rule, at);
    if (!reference) continue;
    for (const [part, target] of Object.entries(rule.parts)) {
      const partOrigin = [...rule.origin, part];
      const path = v1Path(target, partOrigin, at);
      if (!path) continue;
      const value = imagePart(reference, part as keyof V1Localization['parts']);
      if (value === undefined) {
        at('localize_image_part_missing', partOrigin, `the image \`${reference.original}\` has no ${part}; \`${target}\` is left as it is`);
        continue;
      }
      setValue(input, path, value, formatFieldPath(rule.origin), partOrigin, at, part as ImagePart);
    }
  }
}

type At = (code: DiagnosticCode, path: FieldPath, message: string, options?: { severity?: Severity; hint?: string; key?: boolean }) => void;

function v1Path(text: string, origin: FieldPath, at: At): ValuesPath | undefined {
  const parsed = parseValuesPath(text);
  if ('error' in parsed) return void at('configdata_invalid_path', origin, parsed.error);
  if (parsed.path.includes(APPEND)) return void at('configdata_invalid_path', origin, '`[-]` (append) is rgdc kustomize syntax; v1 paths need an index');
  return parsed.path;
}

/** The image of the rule's resource: `--image NAME=REF` first, else the component file. */
function ruleImage(input: V1ApplyInput, rule: V1Localization, at: At): ImageReference | undefined {
  const resource = rule.resource;
  if (!resource) return undefined;
  const origin = [...rule.origin, 'resource'];
  const where = formatFieldPath(rule.origin);
  const flag = input.images[resource.name];
  let text = flag;
  if (text === undefined && input.components) {
    text = resolveComponentImage(
      input.components,
      { name: resource.name, ...(resource.extraIdentity ? { extraIdentity: resource.extraIdentity } : {}) },
      input.report,
      where,
    );
    if (text === undefined) return undefined;
  }
  if (text === undefined) {
    at(
      'localize_missing_image',
      origin,
      `${where} needs the image of OCM resource \`${resource.name}\`, and none was given; its targets are left as they are`,
      {
        hint: `Pass --image ${resource.name}=REF, or --component FILE with the component descriptor.`,
      },
    );
    return undefined;
  }
  const parsed = parseImageReference(text);
  if ('error' in parsed) {
    if (flag !== undefined)
      input.report(
        makeDiagnostic(
          'localize_invalid_reference',
          fileSpan('--image'),
          '',
          `the image of \`${resource.name}\` (${JSON.stringify(text)}) cannot be parsed: ${parsed.error}`,
        ),
      );
    else at('localize_invalid_reference', origin, `the image of \`${resource.name}\` (${JSON.stringify(text)}) cannot be parsed: ${parsed.error}`);
    return undefined;
  }
  return parsed.reference;
}

/** Sets one path; `part` is given for localization targets (see image-target.ts). */
function setValue(input: V1ApplyInput, path: ValuesPath, value: unknown, rule: string, origin: FieldPath, at: At, part?: ImagePart): void {
  const before = input.file.read(0, path);
  if (before.exists && sameValue(before.value, value)) return;
  if (part !== undefined && typeof value === 'string') {
    if (sameImageTarget(before, value, part)) return;
    const dropped = registryDropped(before, value, part, path);
    if (dropped) at('localize_registry_dropped', origin, dropped.message, { hint: dropped.hint });
  }
  const outcome = input.file.write(0, path, value, 'merge');
  if ('error' in outcome)
    return at('localize_patch_failed', origin, `\`${formatFieldPath(path)}\` cannot be set in ${input.file.loaded.file}: ${outcome.error}`);
  const object = objectOf(input.file);
  input.changes.push({
    path: formatValuesPath(outcome.path),
    old: outcome.existed ? outcome.old : null,
    ...(outcome.existed && outcome.oldText !== undefined ? { oldText: outcome.oldText } : {}),
    new: value,
    existed: outcome.existed,
    rule,
    ...(object ? { object } : {}),
    document: 0,
  });
}

/** `Kind/name` when the document is a Kubernetes object, for the change log. */
function objectOf(file: EditableYaml): string | undefined {
  const kind = file.read(0, ['kind']);
  const name = file.read(0, ['metadata', 'name']);
  return typeof kind.value === 'string' && typeof name.value === 'string' ? `${kind.value}/${name.value}` : undefined;
}
