import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `template_` group: resource templates against their kind's schema. Append new codes; never rename one. */
export const TEMPLATE_CODES = {
  template_unknown_kind: {
    severity: 'warning',
    summary: "No schema is known for a template's apiVersion and kind, so its fields are not checked (and are typed `dyn` in expressions).",
    hint: 'Pass the CRD with `--crds FILE|DIR` to check the template.',
  },
  template_unknown_field: {
    severity: 'error',
    summary: 'A template sets a field its kind\'s schema does not have; kro rejects it ("schema not found for field").',
    hint: 'Remove the field or fix its spelling; check the apiVersion too, fields differ between versions.',
  },
  template_wrong_type: {
    severity: 'error',
    summary:
      'A template value has the wrong type for its field (a string where an integer is expected, a string with text around `${...}` in a non-string field, ...).',
    hint: "Write a value of the field's type, or one standalone `${...}` expression returning it.",
  },
  template_missing_field: {
    severity: 'warning',
    summary: 'A template leaves out a field its kind requires; kro accepts the RGD but the API server will reject the object.',
    hint: 'Add the field to the template.',
  },
  template_invalid_value: {
    severity: 'warning',
    summary: "A literal template value breaks its field's rules (enum, pattern, range, length); the API server will reject the object.",
    hint: 'Change the value to one the schema allows.',
  },
  template_namespace_scope: {
    severity: 'error',
    summary:
      "A template's `metadata.namespace` does not fit the scopes: a cluster-scoped kind must not set it, and a namespaced kind must set it when the instance is cluster-scoped.",
    hint: 'Remove `metadata.namespace` from cluster-scoped kinds; set it (for example `${schema.spec.namespace}`) when `schema.scope: Cluster`.',
  },
  template_reserved_label: {
    severity: 'error',
    summary: 'A template sets a label or annotation with a prefix kro reserves (`kro.run/`, `internal.kro.run/`).',
    hint: 'Use another prefix; kro sets its own labels on every object.',
  },
  template_crd_expression: {
    severity: 'error',
    summary: "A CustomResourceDefinition template uses `${...}` outside `metadata`; kro only allows expressions in a CRD's metadata.",
    hint: 'Write the CRD schema literally; only its metadata may be computed.',
  },
} as const satisfies Record<string, CodeInfo>;
