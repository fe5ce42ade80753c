import type { CodeInfo } from '../code-info.js';

/**
 * Diagnostic codes of the `localize_` group (`rgdc localize`: configuration and
 * localization rules applied to one file, as OCM v1 did). Append new codes; never rename one.
 */
export const LOCALIZE_CODES = {
  localize_invalid_value: {
    severity: 'error',
    summary: 'A parameter value (from the values file or from `configuration.defaults`) breaks `configuration.schema`.',
    hint: 'Change the value in the values file (or the default) to one the schema allows.',
  },
  localize_invalid_values: {
    severity: 'error',
    summary: 'The values file is neither a map of parameter values nor a ConfigMap whose `data` holds them.',
    hint: 'Pass a YAML map (`replicas: 3`) or a ConfigMap with `data.values.yaml` (a YAML document) or flat keys.',
  },
  localize_unset_parameter: {
    severity: 'warning',
    summary: 'A rule reads a parameter that has no value (no default and none in the values file); the rule is skipped.',
    hint: "Set the parameter in the values file or give it a default; the deployed RGD would write the type's zero value.",
  },
  localize_wrong_file: {
    severity: 'error',
    summary: "The file does not fit the ConfigData's delivery: Helm rules need one values map, kustomize rules need Kubernetes objects.",
    hint: "Pass the chart's `values.yaml` for a Helm ConfigData, or a manifest file for a kustomize ConfigData.",
  },
  localize_target_not_found: {
    severity: 'warning',
    summary: "No object in the file matches a rule's `target` (kind, name and, when given, namespace, group and version); the rule is skipped.",
    hint: 'Check the target against the manifests, or pass the file holding that object (`--target KIND/NAME` limits the run to one object).',
  },
  localize_patch_failed: {
    severity: 'error',
    summary: "A kustomize rule's JSON6902 patch cannot apply: its parent path does not exist, or a list index is out of range. Flux would fail the same way.",
    hint: 'Point the rule at a path that exists in the manifests (only the last segment may be new), or use `[-]` to append to a list.',
  },
  localize_missing_image: {
    severity: 'warning',
    summary: 'No image reference is known for an OCM resource a localization rule uses; the rule is skipped, nothing is invented.',
    hint: 'Pass `--image RESOURCE=REF`, or `--component FILE` with a descriptor that lists the resource with `access.imageReference`.',
  },
  localize_invalid_reference: {
    severity: 'error',
    summary: 'An image reference cannot be parsed (go-containerregistry rules: lowercase repository, tag of `[A-Za-z0-9_.-]`, `sha256` digest).',
    hint: 'Write the reference as `registry/repository:tag` or `registry/repository@sha256:<64 hex>`.',
  },
  localize_image_part_missing: {
    severity: 'warning',
    summary: 'A localization rule asks for a tag or digest the image reference does not have; that target is left as it is.',
    hint: 'Pass a reference with the part (`repo:tag@sha256:...`), or drop the target from the rule.',
  },
  localize_registry_dropped: {
    severity: 'warning',
    summary:
      'A localization rule replaces a value that named a registry host (`ghcr.io/x/y`) with one that names none (`x/y`): a chart that reads the key as a whole reference would pull from Docker Hub.',
    hint: 'Write `fullyQualifiedRepository` (registry/path) or `image` (the whole reference) to that key; `repository` is for charts with a separate registry key (docs/localization.md).',
  },
  localize_invalid_component: {
    severity: 'error',
    summary: 'The `--component` file is not an OCM component descriptor (v2 `meta.schemaVersion: v2`, v3alpha1 `spec`) or component constructor.',
    hint: 'Pass the descriptor `ocm get componentversion -o yaml` prints, or the component-constructor.yaml the component is built from.',
  },
  localize_unresolved_reference: {
    severity: 'warning',
    summary: 'A `referencePath` cannot be followed: the component has no such reference, or the file holds no descriptor for the referenced component.',
    hint: 'Pass a descriptor file holding one document per component (root first), or give the image with `--image`.',
  },
  localize_unsupported_access: {
    severity: 'warning',
    summary: "The OCM resource's access (or its build input) yields no image reference without a registry: for example `localBlob` without `globalAccess`.",
    hint: 'Give the reference the resource has after transfer with `--image RESOURCE=REF`.',
  },
  localize_secret_at_deploy: {
    severity: 'info',
    summary: 'A secret is never read here: the value comes from a Secret at deploy time.',
    hint: 'Installers point `spec.secrets.<name>.name` (and `.key`) of the instance at the Secret.',
  },
  localize_unset_variable: {
    severity: 'warning',
    summary: 'A `${VAR}` in the manifests is set by no `substitute` rule and has no default; Flux replaces it with an empty string.',
    hint: 'Add a `substitute` rule for the variable, give it a default (`${VAR:=value}`), or escape it as `$${VAR}`.',
  },
  localize_unsupported_variable: {
    severity: 'warning',
    summary: 'A `${...}` uses envsubst syntax rgdc does not evaluate (only `${VAR}`, `${VAR:-x}`, `${VAR:=x}`, `${VAR-x}`, `${VAR=x}`); it is left as written.',
    hint: 'Use one of the supported forms, or check the result on a cluster.',
  },
  localize_no_rule_for_file: {
    severity: 'warning',
    summary: 'No rule of the OCM v1 ConfigData names the file (v1 rules select their file with `file:`); the file comes back unchanged.',
    hint: 'When the file on disk has another name than inside the resource, say which it is with `--file-path NAME`.',
  },
  localize_unsupported_mapping: {
    severity: 'warning',
    summary: 'A v1 localization rule computes its values with a CUE `mapping`, which rgdc does not evaluate; the rule is skipped.',
    hint: 'Write the values the mapping produced as plain `image`/`tag` rules, or import the ConfigData with `rgdc import`.',
  },
  localize_not_configdata: {
    severity: 'error',
    summary: 'The `--config-data` file is neither an rgdc ConfigData (`apiVersion: rgdc/v1alpha1`) nor an OCM v1 ConfigData (`config.ocm.software/v1alpha1`).',
    hint: 'Pass an rgdc ConfigData or the ocm-controller ConfigData (`config.yaml` of the component).',
  },
  localize_first_document_only: {
    severity: 'info',
    summary: 'An OCM v1 ConfigData applies to a file holding several YAML documents: v1 rules set their `path` in the first document only.',
    hint: "Localize each document's own file (as the resource holds them), or give the object its own file.",
  },
} as const satisfies Record<string, CodeInfo>;
