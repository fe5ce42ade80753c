import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `configdata_` group. Append new codes; never rename one. */
export const CONFIGDATA_CODES = {
  configdata_not_configdata: {
    severity: 'error',
    summary: 'The document is not an rgdc ConfigData (`apiVersion: rgdc/v1alpha1`, `kind: ConfigData`).',
    hint: 'Start the file with `apiVersion: rgdc/v1alpha1` and `kind: ConfigData`; import OCM v1 ConfigData with `rgdc import`.',
  },
  configdata_missing_field: {
    severity: 'error',
    summary: 'A required field is missing.',
    hint: 'Add the field; `rgdc init` shows a complete example.',
  },
  configdata_unknown_field: {
    severity: 'error',
    summary: 'A field is not part of ConfigData v1alpha1 (often a typo).',
    hint: 'Remove the field or fix its spelling; see schemas/configdata.v1alpha1.schema.json.',
  },
  configdata_wrong_type: {
    severity: 'error',
    summary: 'A field has the wrong type (for example a list where a map is expected).',
    hint: 'Change the value to the expected type.',
  },
  configdata_invalid_value: {
    severity: 'error',
    summary: 'A field value is not allowed (pattern, enum, length or range).',
    hint: 'Change the value to one the schema allows.',
  },
  configdata_exclusive_fields: {
    severity: 'error',
    summary: 'Fields that exclude each other are set together, or none of a required choice is set.',
    hint: 'Keep exactly one of the alternatives (for example `deploy.helm` or `deploy.kustomize`).',
  },
  configdata_secret_value: {
    severity: 'error',
    summary: 'A secret entry carries a value. Secrets are passed by reference only and never enter the RGD.',
    hint: 'Remove the value; installers set `spec.secrets.<name>.name` (and `.key`) on the instance to point at a Secret.',
  },
  configdata_duplicate_secret: {
    severity: 'error',
    summary: 'Two secret entries have the same name.',
    hint: 'Give each secret a unique name.',
  },
  configdata_sensitive_parameter: {
    severity: 'error',
    summary:
      'A configuration parameter is marked sensitive (`writeOnly: true` or `format: password`); its value would be written into the instance and the RGD.',
    hint: 'Declare it under `secrets` instead, so its value is read from a Secret at deploy time.',
  },
  configdata_reserved_parameter: {
    severity: 'error',
    summary: 'A configuration parameter uses a name rgdc reserves for the instance API (`component`, `delivery`, `secrets`).',
    hint: 'Rename the parameter.',
  },
  configdata_undefined_parameter: {
    severity: 'error',
    summary: 'A rule refers to a parameter that `configuration.schema` does not define.',
    hint: 'Define the parameter under `configuration.schema.properties` or fix the name.',
  },
  configdata_optional_parameter: {
    severity: 'warning',
    summary:
      'A rule reads a parameter that is neither required nor defaulted; when an installation leaves it out, the rule writes the type\'s zero value ("", 0, false, [], {}).',
    hint: "Give the parameter a default in `configuration.defaults`, or list it in the schema's `required`.",
  },
  configdata_unsupported_expression: {
    severity: 'error',
    summary: 'A `(( ... ))` value uses spiff features rgdc does not translate (only parameter paths, literals and text around placeholders are supported).',
    hint: 'Use `(( param ))`, `(( param.sub ))`, a literal, or text with placeholders such as `"v(( version ))"`.',
  },
  configdata_rule_mismatch: {
    severity: 'error',
    summary:
      'A rule has fields of the other delivery kind (Helm rules take `path`; kustomize rules take `target` + `path` or `substitute`; kustomize localization takes `name` or `target`).',
    hint: 'Write the rule in the form of the delivery in `deploy`.',
  },
  configdata_delivery_mismatch: {
    severity: 'error',
    summary:
      '`deploy.delivery` gives settings of objects this ConfigData does not create: `helm` settings with kustomize delivery (or the reverse), or `source` (OCIRepository) settings for a kustomize git source.',
    hint: 'Remove the group, or give the settings of the delivery in `deploy` (docs/installation-settings.md lists which object each group writes to).',
  },
  configdata_delivery_conflict: {
    severity: 'error',
    summary: 'An installation setting is both defaulted (`deploy.delivery.defaults`) and pinned (`deploy.delivery.pinned`).',
    hint: 'Keep one: a default lets installers change the value per instance, a pin does not.',
  },
  configdata_target_unsupported: {
    severity: 'error',
    summary: 'The ConfigData asks for something the chosen target profile (OCM controller or Flux version) cannot do.',
    hint: 'Pick another target with --target (rgdc compile --list-targets shows what each supports).',
  },
  configdata_invalid_path: {
    severity: 'error',
    summary: 'A target path is not a valid values path (`a.b[0].c`, `a["dotted.key"]`).',
    hint: 'Write the path as dot-separated keys with `[n]` list indexes; quote keys that contain dots: `podAnnotations["prometheus.io/scrape"]`.',
  },
  configdata_path_conflict: {
    severity: 'error',
    summary: 'Two rules write the same values path, or one writes inside the other.',
    hint: 'Keep one rule per path; set a whole object with one rule or its leaves with several, not both.',
  },
  configdata_list_gap: {
    severity: 'error',
    summary: 'List indexes written by rules leave a gap; Helm replaces whole lists, so the missing items would be lost.',
    hint: 'Set every list item from index 0 up, or set the whole list with one rule.',
  },
  configdata_invalid_default: {
    severity: 'error',
    summary: 'A value in `configuration.defaults` does not satisfy `configuration.schema`, or names no parameter.',
    hint: 'Fix the default or the schema so that they agree.',
  },
  configdata_invalid_metadata: {
    severity: 'error',
    summary:
      'A label or annotation under `metadata` breaks the API server rules (qualified-name keys, 63-character label values, 256 KiB of annotations): the generated RGD would be refused.',
    hint: 'Keys are `[prefix/]name` (a DNS subdomain prefix, a name of letters, digits, `-`, `_`, `.`); label values at most 63 such characters.',
  },
  configdata_status_too_large: {
    severity: 'warning',
    summary:
      "The component has so many resources that the instance status fields `ready`, `reason` or `message` (each names every resource) would pass kro's 100,000-character expression limit; they are left out of the RGD.",
    hint: "kro's own `Ready` condition (`kubectl get` column State, `status.conditions`) still reports readiness; split the component into several ConfigData to get the fields back.",
  },
  configdata_unused_parameter: {
    severity: 'warning',
    summary: 'A parameter of `configuration.schema` is read by no rule, so setting it on an instance changes nothing (often a misspelt or forgotten rule).',
    hint: 'Add a rule that reads it (`value: (( name ))`), or remove it from the schema.',
  },
  configdata_resource_not_in_component: {
    severity: 'error',
    summary:
      'Verified against a component version (`compile --verify`, `check --component`): the version has no resource (or, along `referencePath`, no component reference) the ConfigData names: the chart, kustomize source or a localized image. Exit code 1.',
    hint: 'Use one of the resources the component version has (listed in the hint; `rgdc component show REF` shows them all), or add the resource to the component version.',
  },
  configdata_resource_wrong_type: {
    severity: 'error',
    summary:
      'Verified against a component version: a resource the ConfigData names has a type the delivery cannot use (a Helm chart must be `helmChart`, an image `ociImage` or `ociArtifact`, a kustomize source manifests rather than a chart or image). Exit code 1.',
    hint: 'Point the ConfigData at a resource of the right type, or fix the type in the component constructor.',
  },
  configdata_resource_not_oci: {
    severity: 'error',
    summary:
      'Verified against a component version: a chart, OCI kustomize source or image is stored with an access Flux or a kubelet cannot pull: not an OCI artifact (`ociArtifact`/`ociRegistry` access, or a `localBlob` of a version in an OCI registry). Exit code 1.',
    hint: 'Store the resource as an OCI artifact (`ocm transfer` with `--copy-resources` to an OCI registry, or an `ociArtifact` access in the constructor).',
  },
  configdata_version_not_in_repository: {
    severity: 'error',
    summary: 'Verified against a repository: `component.version` (a version or a semver constraint) selects no version of the component there. Exit code 1.',
    hint: 'Pick one of the versions listed (`rgdc component versions REF`), or publish the version first.',
  },
  configdata_component_mismatch: {
    severity: 'warning',
    summary:
      'Verified against a component version given with `--component REF`: its name differs from `component.name`, or its version is not one `component.version` admits, so the cluster would deploy another version than the one verified.',
    hint: "Leave the version out of `--component REF` (the ConfigData's own `component.version` is then resolved there), or change `component.version`.",
  },
  configdata_image_digest_mismatch: {
    severity: 'error',
    summary:
      '`--verify-images`: the image reference resolves at its registry to another manifest digest than the component version records for it (`digest` with `ociArtifactDigest/v1`, or `@sha256:` in the reference): the tag moved, or the descriptor is stale. Exit code 1.',
    hint: 'Re-create the component version from the image as it is now, or pin the image by digest.',
  },
  configdata_image_not_found: {
    severity: 'error',
    summary: "`--verify-images`: the image's registry answered, but has no such repository, tag or digest. Exit code 1.",
    hint: 'Push the image, or fix its reference in the component version.',
  },
  configdata_image_unreachable: {
    severity: 'error',
    summary: "`--verify-images`: the image's registry could not be asked (unreachable, refused credentials, rate limited). Exit code 4.",
    hint: 'Check the network and the credentials for that registry (docs/registries.md); run again without --verify-images to verify the rest.',
  },
  configdata_is_rgd: {
    severity: 'error',
    summary:
      '`rgdc compile` was given a kro ResourceGraphDefinition instead of a ConfigData; compile turns a ConfigData into an RGD, and an RGD is checked with `rgdc check`.',
    hint: 'Run `rgdc check FILE` (or `rgdc preview FILE --instance ...`) on an RGD; give compile the ConfigData it was made from.',
  },
  configdata_secret_unsupported: {
    severity: 'error',
    summary:
      "A `secrets` entry of a Helm ConfigData, compiled for a deployer that cannot hand a chart values from a Secret by reference (Argo CD: argo-cd#1786). rgdc never writes a secret's value into the deployer's object, so the entry cannot be delivered.",
    hint: "Give the chart the Secret's name instead (a chart value such as `existingSecret`, set by a configuration rule from a parameter), or compile for Flux (`--deployer flux`), which reads values from Secrets.",
  },
  configdata_needs_newer_kro: {
    severity: 'warning',
    summary:
      "The compiled RGD uses a feature the oldest kro release rgdc supports refuses: it is annotated `rgdc.dev/min-kro` with the oldest release that accepts it, and that release is what the cluster needs. The message names the feature (the older release's own diagnostic).",
    hint: 'Run that kro release or a newer one (`rgdc check --kro` checks for one), or avoid the feature the message names.',
  },
} as const satisfies Record<string, CodeInfo>;
