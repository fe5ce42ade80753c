import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `cel_` group. Append new codes; never rename one. */
export const CEL_CODES = {
  cel_too_complex: {
    severity: 'error',
    summary: "A CEL expression is longer than 100,000 characters or nests deeper than 250 levels (cel-go's parser limits, which kro keeps).",
    hint: 'Split the computation over several fields or resources.',
  },
  cel_syntax: {
    severity: 'error',
    summary: 'A CEL expression does not parse.',
    hint: 'Fix the expression syntax.',
  },
  cel_nested_expression: {
    severity: 'error',
    summary:
      'A `${` appears inside an expression, outside a string literal and not directly after a `"` (kro allows `${"${VAR}"}`); from kro v0.10 a `\'...\'` string is a literal too, and a `${` may also follow a `\'`.',
    hint: 'Remove the inner `${`; to produce a literal `${VAR}`, write `${"${VAR}"}`.',
  },
  cel_not_standalone: {
    severity: 'error',
    summary: 'A `readyWhen`, `includeWhen`, `forEach` or `status.conditions` entry is not exactly one `${...}` expression.',
    hint: 'Write the entry as one `${...}` with nothing around it; in YAML block scalars use `|-` or `>-` so no newline is added.',
  },
  cel_unknown_function: {
    severity: 'error',
    summary: "An expression calls a function kro's CEL environment does not declare.",
    hint: "Check the spelling against kro's CEL libraries (strings, lists, optionals, encoders, Kubernetes url/regex/quantity/ip/cidr/semver, random, hash, json, maps).",
  },
  cel_omit_misplaced: {
    severity: 'error',
    summary: '`omit()` is used outside a standalone template field, or on `metadata.name` (or `metadata.namespace` of a cluster-scoped instance).',
    hint: 'Use `omit()` only as the value of a standalone template field such as `${cond ? x : omit()}`; it needs the CELOmitFunction feature gate.',
  },
  cel_omit_gate_disabled: {
    severity: 'error',
    summary:
      'A template calls `omit()` but the RGD is checked for a kro controller whose alpha feature gate `CELOmitFunction` is off (kro\'s default): kro rejects the RGD at build time ("omit() requires the CELOmitFunction feature gate to be enabled").',
    hint: 'Enable the gate on the kro controller (its flag `--feature-gates=CELOmitFunction=true`) and pass `--kro-feature-gates CELOmitFunction=true` to rgdc; or drop `omit()`.',
  },
  cel_runtime_misplaced: {
    severity: 'error',
    summary: '`runtime` is used outside `schema.status.conditions`.',
    hint: 'Use `runtime.newCondition(...)` and `runtime.condition(...)` only in `schema.status.conditions` entries.',
  },
  cel_readywhen_reference: {
    severity: 'error',
    summary: 'A `readyWhen` expression refers to something other than its own resource (or `each` in a collection).',
    hint: 'Refer only to the resource itself, e.g. `${deployment.status.readyReplicas > 0}`; express cross-resource conditions in the dependent resource.',
  },
  cel_status_reference: {
    severity: 'error',
    summary: 'An expression reads `schema.status`; kro exposes only `schema.spec` and `schema.metadata` (kro issue #762).',
    hint: 'Read the resource the status is computed from instead.',
  },
  cel_iterator_reference: {
    severity: 'error',
    summary: 'A forEach iterator is used where it is not in scope: in another forEach dimension, in `includeWhen`, `readyWhen`, status, or another resource.',
    hint: "Iterators are independent and local to their resource's template; flatten nested loops inside one expression instead.",
  },
  cel_each_misplaced: {
    severity: 'error',
    summary: '`each` is used outside the `readyWhen` of a forEach resource.',
    hint: 'Use `each` only in `readyWhen` of a collection; in templates use the iterator names.',
  },
  cel_status_no_reference: {
    severity: 'error',
    summary: 'A `schema.status` expression refers to no resource and not to `schema`; kro requires every status field to read something.',
    hint: 'Read a resource (or `schema`) in the expression, or remove the field.',
  },
  cel_unterminated_expression: {
    severity: 'error',
    summary:
      'A `${` is never closed by its `}` (kro v0.10 and later: "unterminated expression starting at offset N"; the whole string fails and the RGD becomes Inactive). Up to v0.9 kro kept such a `${` as literal text.',
    hint: 'Close the expression with `}`; for a literal `${` write `${"${"}`. A `}` inside a quoted CEL string (`\'}\'`, `"}"`) does not close it.',
  },
} as const satisfies Record<string, CodeInfo>;
