import type { CodeInfo } from '../code-info.js';

/**
 * Diagnostic codes of the `import_` group (`rgdc import`, OCM v1 ConfigData to rgdc
 * ConfigData). Warnings name a part of the v1 file that was not imported; the written
 * ConfigData lacks exactly those parts. Append new codes; never rename one.
 */
export const IMPORT_CODES = {
  import_not_v1_configdata: {
    severity: 'error',
    summary: 'The document is not an OCM v1 ConfigData (`apiVersion: config.ocm.software/v1alpha1`, `kind: ConfigData`).',
    hint: 'Pass the v1 ConfigData file the component ships (usually the resource named `config`); an rgdc ConfigData needs no import.',
  },
  import_missing_api_version: {
    severity: 'warning',
    summary: 'The v1 ConfigData has no `apiVersion`; it is read as `config.ocm.software/v1alpha1`, as the v1 controller did.',
    hint: 'Add `apiVersion: config.ocm.software/v1alpha1` to the v1 file to make its format explicit.',
  },
  import_invalid_field: {
    severity: 'error',
    summary: 'A field of the v1 ConfigData has the wrong type or is missing, so the v1 controller could not have used it either.',
    hint: 'Fix the v1 file: rules need `value`, `file` and `path` strings; localization rules need `resource.name` and `file`.',
  },
  import_dropped_field: {
    severity: 'warning',
    summary: 'A field of the v1 ConfigData has no rgdc equivalent and is not imported.',
    hint: 'Check whether the deployment depends on it; if so, express it in the rgdc ConfigData by hand.',
  },
  import_untranslatable_expression: {
    severity: 'warning',
    summary: 'A rule value uses spiff beyond parameter references, literals and text around them (operators, functions, merges); the rule is not imported.',
    hint: 'Add a parameter that holds the computed value (`(( name ))`), or write the value as text with placeholders (`"v(( version ))"`), then add the rule by hand.',
  },
  import_untranslatable_mapping: {
    severity: 'warning',
    summary: 'A localization rule computes its value with a CUE `mapping`; rgdc has no CUE, so the rule is not imported.',
    hint: 'Express it as separate localization rules, one per image, each writing `image`, `repository`, `tag` (...) into a path.',
  },
  import_untranslatable_path: {
    severity: 'warning',
    summary: 'A v1 `path` is not a dotted path with `[n]` list indexes, which rgdc needs; the rule is not imported.',
    hint: 'Rewrite the path with keys and list indexes (`spec.template.spec.containers[0].image`, `metadata.annotations["a.b/c"]`) and add the rule by hand.',
  },
  import_unmapped_file: {
    severity: 'warning',
    summary:
      'A rule patches a file that the chosen delivery cannot address (Helm: a chart file that is not a values file; kustomize: the kustomization itself); the rule is not imported.',
    hint: 'With Helm, set the value through a chart value the template reads; with kustomize, patch the object the kustomization builds.',
  },
  import_needs_source: {
    severity: 'error',
    summary:
      'Kustomize rules name manifest files, but the objects they patch (kind and name) cannot be known without the manifests, so no rule could be imported. Reported once, at the first such rule.',
    hint: 'Pass --source DIR, the directory holding the files of the OCM resource (the paths in `file` are relative to it).',
  },
  import_manifest_unreadable: {
    severity: 'warning',
    summary: 'A manifest named in `file` is missing under --source, is not YAML, or holds no Kubernetes object; the rule is not imported.',
    hint: 'Point --source at the directory whose layout matches the `file` paths of the v1 ConfigData.',
  },
  import_ambiguous_target: {
    severity: 'warning',
    summary: 'The manifest named in `file` holds several objects and the rule path does not single one out; the rule is not imported.',
    hint: 'Add the rule by hand with `target: {kind, name}` naming the object to patch.',
  },
  import_name_changed: {
    severity: 'info',
    summary: 'The v1 `metadata.name` is missing or not a DNS label; the rgdc ConfigData is named differently.',
    hint: 'Pass --name to choose the name of the generated RGD.',
  },
  import_invalid_option: {
    severity: 'error',
    summary: 'An import option (component, repository, resource, name or reference path) is not valid.',
    hint: 'See `rgdc import --help` for the form of each option.',
  },
  import_invalid_output: {
    severity: 'error',
    summary: 'The translated ConfigData breaks the rgdc ConfigData schema (for example a v1 resource name rgdc does not allow); nothing is written.',
    hint: 'Fix the named field in the v1 file or in the options, then import again.',
  },
  import_default_mismatch: {
    severity: 'warning',
    summary:
      'A default does not have the type its schema declares (v1 never checked defaults against the schema); it is converted, or left out when it cannot be.',
    hint: 'Fix the default or the schema type in the imported ConfigData so they agree.',
  },
} as const satisfies Record<string, CodeInfo>;
