import type { CodeInfo } from '../code-info.js';

/**
 * Diagnostic codes of the `diff_` group (`rgdc diff OLD NEW`: what kro does with NEW when
 * it replaces OLD). They carry the report into SARIF; the text and JSON reports show the
 * same findings. Append new codes; never rename one.
 */
export const DIFF_CODES = {
  diff_breaking_change: {
    severity: 'error',
    summary:
      'kro counts this instance-API change as breaking and refuses the RGD update (the RGD goes Inactive with "cannot update CRD ...: breaking changes detected") unless the new RGD carries `kro.run/allow-breaking-changes: "true"`.',
    hint: 'Keep the old field or constraint, or add the annotation kro.run/allow-breaking-changes: "true" if every installation can take the change.',
  },
  diff_breaking_allowed: {
    severity: 'warning',
    summary:
      'A breaking instance-API change that kro applies because the new RGD carries `kro.run/allow-breaking-changes: "true"`; existing instances may stop validating.',
    hint: 'Check the instances with `rgdc diff --instances`; remove the annotation once the change has shipped.',
  },
  diff_immutable_changed: {
    severity: 'error',
    summary:
      "The instance API's kind, apiVersion, group or scope changed; the API server rejects the RGD update (the field is immutable), whatever the annotations.",
    hint: 'Create an RGD with a new name for the new API and migrate the instances; keep the old one until they have moved.',
  },
  diff_missed_change: {
    severity: 'warning',
    summary:
      "A schema change kro's comparison does not see (a new enum, a validation rule, a map value type, a format, ...): when kro sees no other change it skips the CRD update, so this change never reaches the cluster.",
    hint: 'Ship it together with a change kro sees (a changed description is enough), and check the instances a tighter rule would reject.',
  },
  diff_over_reported: {
    severity: 'info',
    summary:
      'kro calls this change breaking, but no valid instance can be hurt by it (integer to float, a looser pattern, a required field with a default, a status field).',
    hint: 'Ship it with the annotation kro.run/allow-breaking-changes: "true".',
  },
  diff_change: {
    severity: 'info',
    summary:
      'A non-breaking instance-API change kro applies to the CRD, or a change of the resource graph (resources, templates, readyWhen, includeWhen, forEach, status fields).',
    hint: 'Nothing to do; `rgdc diff --instances` shows what it changes for each installation.',
  },
  diff_instance_rejected: {
    severity: 'error',
    summary:
      'An instance that is valid against the old instance API is rejected by the new one (a new required field, a tighter enum or bound); its next update fails.',
    hint: 'Give the field a default, relax the constraint, or update the instance before shipping.',
  },
  diff_git_failed: {
    severity: 'error',
    summary: 'A `git:REV:PATH` input could not be read with `git show REV:PATH` (not a git repository, unknown revision, or no such file at that revision).',
    hint: 'Run rgdc inside the repository; PATH is from the repository root (or `./` for the current directory), REV any revision git knows (fetch the base branch in CI).',
  },
  diff_instance_not_compared: {
    severity: 'warning',
    summary:
      'An instance `rgdc diff --instances` could not compare: a preview of OLD or NEW could not build one of its objects (a component version the descriptor lacks, an external object not given, a value not known yet, an expression that fails), so what changes for it is not known; it is not counted as unchanged. An error with `--strict` or `--fail-on unknown` (exit 1).',
    hint: 'Give the previews what they miss (`--component` with the version the instance pins, the status or external objects), or fix the instance; the reasons follow the message.',
  },
  diff_crd_invalid: {
    severity: 'error',
    summary:
      'OLD is a CustomResourceDefinition that rgdc cannot compare: not `apiextensions.k8s.io/v1`, or without `metadata.name`, `spec.group`, `spec.names.kind`, a version or its `schema.openAPIV3Schema`.',
    hint: 'Export the CRD kro generated as the cluster has it: `kubectl get crd <plural>.kro.run -o yaml`.',
  },
} as const satisfies Record<string, CodeInfo>;
