import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `rgd_` group: RGD shape, ids and SimpleSchema. Append new codes; never rename one. */
export const RGD_CODES = {
  rgd_not_rgd: {
    severity: 'info',
    summary: 'A document is not a kro ResourceGraphDefinition (`apiVersion: kro.run/v1alpha1`, `kind: ResourceGraphDefinition`) and was skipped.',
    hint: 'Check only RGD files, or ignore this note for documents that are meant to be something else.',
  },
  rgd_missing_field: {
    severity: 'error',
    summary: 'A field the kro RGD API requires is missing.',
    hint: 'Add the field (see the ResourceGraphDefinition API reference).',
  },
  rgd_unknown_field: {
    severity: 'error',
    summary: 'A field is not part of the kro RGD API (often a typo, or a field kro removed such as `schema.validation`).',
    hint: 'Remove the field or fix its spelling.',
  },
  rgd_wrong_type: {
    severity: 'error',
    summary: 'A field of the RGD has the wrong type (for example a map where a list is expected).',
    hint: 'Change the value to the type the RGD API expects.',
  },
  rgd_invalid_value: {
    severity: 'error',
    summary: 'A field value breaks a rule of the RGD API (pattern, enum, length or count).',
    hint: 'Change the value: `schema.kind` is UpperCamelCase, `schema.apiVersion` a bare version such as `v1alpha1`.',
  },
  rgd_exclusive_fields: {
    severity: 'error',
    summary:
      'Fields that exclude each other are set together, or neither is set (`template` xor `externalRef`; `externalRef.metadata.name` xor `selector`; `externalRef` with `forEach`).',
    hint: 'Keep exactly one of the alternatives.',
  },
  rgd_invalid_id: {
    severity: 'error',
    summary: 'A resource id is not lowerCamelCase (`^[a-z][a-zA-Z0-9]*$`); ids are CEL variables, so `-` and `_` are not allowed.',
    hint: 'Rename the id, for example `my-bucket` to `myBucket`, and update the expressions that use it.',
  },
  rgd_reserved_id: {
    severity: 'error',
    summary: 'A resource id or forEach iterator is a word kro or CEL reserves (`schema`, `spec`, `status`, `each`, `item`, `namespace`, `in`, ...).',
    hint: 'Choose another name, for example `configMap` instead of `object`.',
  },
  rgd_duplicate_id: {
    severity: 'error',
    summary: 'Two resources have the same id.',
    hint: 'Give every resource a unique id.',
  },
  rgd_invalid_iterator: {
    severity: 'error',
    summary:
      'A forEach iterator name is not lowerCamelCase, clashes with a resource id, repeats another iterator of the same resource, or its entry does not hold exactly one iterator.',
    hint: 'Use one `{name: ${list}}` entry per dimension, with a unique lowerCamelCase name.',
  },
  rgd_unused_iterator: {
    severity: 'error',
    summary: 'A forEach iterator is not used in `metadata.name` (or `metadata.namespace`), so the items of the collection would not get unique identities.',
    hint: 'Use every iterator in the name, for example `name: ${schema.metadata.name}-${region}`.',
  },
  rgd_too_many_dimensions: {
    severity: 'error',
    summary: 'A forEach has more dimensions than kro allows (10 by default).',
    hint: 'Flatten dimensions inside one expression, for example with `.map(...).flatten()`.',
  },
  rgd_invalid_template: {
    severity: 'error',
    summary:
      'A resource template is not a Kubernetes object: it needs `apiVersion` and `kind` strings and a `metadata` map, and an `apiVersion` of the form `group/version` or `version`.',
    hint: 'Add `apiVersion`, `kind` and `metadata` to the template; write apiVersion as `apps/v1` or `v1`.',
  },
  rgd_invalid_selector: {
    severity: 'error',
    summary: 'An `externalRef.metadata.selector` is neither a LabelSelector nor one standalone expression, or its literal selector is invalid.',
    hint: 'Use `matchLabels`/`matchExpressions` (operators In, NotIn, Exists, DoesNotExist) or `${...}` returning a selector.',
  },
  rgd_invalid_type: {
    severity: 'error',
    summary: 'A SimpleSchema type is malformed (empty, `map` with a non-string key, missing element type, nested too deeply).',
    hint: 'Write `string`, `integer`, `boolean`, `float`, `object`, `[]T`, `map[string]T` or a name from `schema.types`.',
  },
  rgd_unknown_type: {
    severity: 'error',
    summary: 'A SimpleSchema field uses a type that is neither built in nor defined in `schema.types` (`number` is not a kro type).',
    hint: 'Use `float` for decimals, `integer`, `string`, `boolean`, `object`, or define the type under `schema.types`.',
  },
  rgd_type_cycle: {
    severity: 'error',
    summary: 'Custom types in `schema.types` refer to each other in a cycle; kro expands types inline and cannot.',
    hint: 'Break the cycle, for example with an inline `object` field.',
  },
  rgd_unknown_marker: {
    severity: 'error',
    summary: 'A SimpleSchema marker is not one kro knows (markers are case-sensitive).',
    hint: 'Use required, default, description, enum, minimum, maximum, pattern, minLength, maxLength, minItems, maxItems, uniqueItems, listType, listMapKey, immutable or validation.',
  },
  rgd_invalid_marker: {
    severity: 'error',
    summary: 'The markers after `|` cannot be read: a key without `=value`, an unclosed quote or bracket, or nothing after the `|`.',
    hint: 'Write space-separated `key=value` pairs; quote values with spaces: `description="Two words"`; no trailing spaces.',
  },
  rgd_invalid_marker_value: {
    severity: 'error',
    summary: 'A marker value is not allowed for the field (enum on a boolean, pattern on a number, a default of the wrong type, a bad number or regex).',
    hint: 'Fix the value or drop the marker; enum applies to strings and integers, pattern and lengths to strings, item counts to arrays.',
  },
  rgd_invalid_schema_field: {
    severity: 'error',
    summary: 'A SimpleSchema field is neither a type string nor a map of nested fields (for example a number, a list or an empty value).',
    hint: 'Write the field as `"type | markers"` or as a map of nested fields.',
  },
  rgd_status_literal: {
    severity: 'error',
    summary: 'A `schema.status` field holds no `${...}` expression; kro rejects status fields without expressions.',
    hint: 'Project a value with an expression, for example `ready: ${deployment.status.readyReplicas > 0}`, or remove the field.',
  },
  rgd_invalid_metadata: {
    severity: 'error',
    summary:
      'A label or annotation of the RGD itself breaks the API server rules (qualified-name keys, 63-character label values, 256 KiB of annotations): `kubectl apply` of the RGD is refused before kro sees it.',
    hint: 'Keys are `[prefix/]name` (a DNS subdomain prefix, a name of letters, digits, `-`, `_`, `.`); label values at most 63 such characters.',
  },
  rgd_condition_invalid: {
    severity: 'error',
    summary:
      'A `schema.status.conditions` entry breaks kro\'s condition rules: `conditions` is not a list of expressions, a literal status other than True/False/Unknown, an empty literal type, a type declared by two entries, or `runtime.condition(schema, "X")` naming a type that is not one of kro\'s built-in conditions.',
    hint: 'Give each condition type once, with status "True", "False" or "Unknown"; read only built-in types (Ready, ResourcesReady, GraphResolved, InstanceManaged, WatchesHealthy) from schema, and child resources\' conditions from the resource.',
  },
  rgd_feature_gates_invalid: {
    severity: 'error',
    summary:
      "The `rgdc.dev/kro-feature-gates` annotation is not in kro's `--feature-gates` syntax (`CELOmitFunction=true,...`) or names a gate kro does not have.",
    hint: "Recompile the ConfigData with `--kro-feature-gates`, or write the annotation as kro's controller flag takes it, e.g. `CELOmitFunction=true`.",
  },
  rgd_target_deprecated: {
    severity: 'warning',
    summary:
      'The `rgdc.dev/target` annotation names a target profile by a deprecated name (one from before profiles were named after OCM controller and Flux releases). The RGD is read with that profile as before.',
    hint: 'Recompile the ConfigData (the annotation then records the current name), or replace the annotation value with the name the message gives; `rgdc compile --list-targets` lists both.',
  },
  rgd_invalid_instance: {
    severity: 'error',
    summary:
      "`rgdc check` found an instance of an RGD checked in the same run (its `apiVersion` and `kind` are the RGD's instance API), and the instance breaks that API: a required field is missing, a value has the wrong type or breaks a marker, or a field is unknown. The API server would reject it.",
    hint: 'Fix the field named in the message; `rgdc schema instance` prints the instance API of a ConfigData.',
  },
  rgd_skipped_file: {
    severity: 'info',
    summary:
      '`rgdc check DIR` (with `--verbose`): a YAML file of the walked folder holds nothing rgdc checks (no RGD, ConfigData or instance of an RGD of the run: a Helm values file, a kustomization, a workflow) and was skipped.',
    hint: 'Nothing to fix; leave the file out of the walk with `--exclude GLOB` or a `.gitignore` entry if it should not be read at all.',
  },
  rgd_instance_ambiguous: {
    severity: 'warning',
    summary:
      '`rgdc check DIR` found an instance whose `apiVersion` and `kind` several RGDs of the run define, and no one of them is in a folder nearer the instance than the others (an instance is checked against the RGD that shares the most folders with it). A cluster runs one RGD per API, so rgdc does not guess which: the instance is not validated.',
    hint: 'Check the instance with the RGD it belongs to (`rgdc check RGD INSTANCE`), keep each RGD next to its instances, or leave the other RGDs out of the walk with `--exclude GLOB`.',
  },
  rgd_min_kro: {
    severity: 'error',
    summary:
      'The RGD records in `rgdc.dev/min-kro` that it needs a newer kro release than the one it is checked for (`--kro`): `rgdc compile` wrote it with a feature that older kro refuses. Its other diagnostics say which.',
    hint: 'Check for (and run) the kro release the annotation names or a newer one, or change the ConfigData so that it compiles without the feature.',
  },
  rgd_min_kro_invalid: {
    severity: 'error',
    summary: 'The `rgdc.dev/min-kro` annotation does not name a kro release rgdc knows (`rgdc compile --list-targets` lists them).',
    hint: 'Recompile the ConfigData (the annotation is then written again), or write a release rgdc knows, e.g. `v0.10.0`.',
  },
} as const satisfies Record<string, CodeInfo>;
