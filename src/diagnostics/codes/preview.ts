import type { CodeInfo } from '../code-info.js';

/**
 * Diagnostic codes of the `preview_` group (`rgdc preview`: an instance evaluated against
 * an RGD with simulated upstream state). Append new codes; never rename one.
 */
export const PREVIEW_CODES = {
  preview_invalid_instance: {
    severity: 'error',
    summary:
      'The instance breaks the instance API (a required field is missing, a value has the wrong type or breaks a marker, or a field is unknown); the API server would reject it.',
    hint: 'Fix the field named in the message; `rgdc schema instance` prints the instance API.',
  },
  preview_wrong_kind: {
    severity: 'error',
    summary: "The instance file does not hold one object of the RGD's `apiVersion` and `kind`.",
    hint: 'Use `apiVersion: <group>/<schema.apiVersion>` (group defaults to kro.run) and `kind: <schema.kind>` of the RGD.',
  },
  preview_unresolved: {
    severity: 'warning',
    summary:
      'A value cannot be known offline (a field no simulated object has, a resource missing from the component descriptor, an absent `--external` object); kro would wait, so the resource and its dependents are not shown.',
    hint: 'Pass the missing data: `--component` for OCM resources, `--external` for externalRef objects, or `--status ID.PATH=VALUE`.',
  },
  preview_evaluation_failed: {
    severity: 'error',
    summary:
      'An expression fails at run time with this instance (wrong type, bad index, a template part that is not a string); kro would report the instance as failed.',
    hint: 'Fix the expression, or the instance value it reads.',
  },
  preview_not_ready: {
    severity: 'warning',
    summary: "A resource's `readyWhen` is false on the simulated state; kro would not create the resources that depend on it yet.",
    hint: 'Simulate the state that makes it ready with `--status ID.PATH=VALUE`, or check the readyWhen expression.',
  },
  preview_invalid_component: {
    severity: 'error',
    summary:
      'The component descriptor file holds no OCM component descriptor (v2 `meta.schemaVersion: v2` or `ocm.software/v3alpha1` ComponentVersion) rgdc can read.',
    hint: 'Pass the output of `ocm get cv -o yaml` (v2) or a v3alpha1 ComponentVersion; nested components go into further YAML documents.',
  },
  preview_invalid_override: {
    severity: 'error',
    summary: 'A `--status` override is not `ID.PATH=VALUE`, names an unknown resource id, or its VALUE is not YAML.',
    hint: 'Write `--status chartResource.status.additional.oci.tag=1.2.3` (the path may start with `status.`; VALUE is parsed as YAML).',
  },
  preview_invalid_external: {
    severity: 'error',
    summary: 'An `--external` file holds something that is not a Kubernetes object (`apiVersion`, `kind`, `metadata.name`).',
    hint: 'Pass the objects the externalRef resources read, as `kubectl get -o yaml` prints them.',
  },
  preview_component_resource_missing: {
    severity: 'error',
    summary:
      'A chart, kustomize source or image the graph deploys is not in the component descriptor (`--component`); the OCM controller would fail its `Resource`, and nothing would be delivered.',
    hint: 'Name a resource the component version has (the message lists them), or pass the descriptor of the component version that has it.',
  },
  preview_component_resource_type: {
    severity: 'error',
    summary:
      'A resource of the component descriptor has a type the delivery cannot use: Helm needs a `helmChart`, localization an `ociImage` (or `ociArtifact`), kustomize manifests (not a chart or an image).',
    hint: "Name the resource of the right type (the message lists the component's resources and types).",
  },
  preview_component_version_mismatch: {
    severity: 'warning',
    summary:
      "The component descriptor's version does not satisfy the `Component`'s semver constraint (Masterminds semver, as the OCM controller reads it); the controller would resolve another version, so the preview waits. An error with `--strict`.",
    hint: "Pass the descriptor of a version inside the constraint, or change `component.version` (or the instance's `spec.component.version`).",
  },
  preview_reference_reading: {
    severity: 'warning',
    summary:
      "The OCM controller's `toOCI()` reads an image reference of the component otherwise than preview shows it: it takes any first segment as the registry (`acme/app` → host `acme`), none without a `/`, and reports Docker Hub as `registry-1.docker.io` without adding `library/`. An info when the pull still reaches the same image, a warning when it would not.",
    hint: 'Write image references in the component with their registry and full path (`docker.io/library/redis:7`, `ghcr.io/acme/app:1`).',
  },
} as const satisfies Record<string, CodeInfo>;
