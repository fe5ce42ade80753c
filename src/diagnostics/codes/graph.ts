import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `graph_` group. Append new codes; never rename one. */
export const GRAPH_CODES = {
  graph_unknown_reference: {
    severity: 'error',
    summary: 'An expression refers to an identifier that is neither `schema` nor a resource id.',
    hint: 'Use `schema.spec...` or the id of a resource in the graph.',
  },
  graph_cycle: {
    severity: 'error',
    summary: 'Resources depend on each other in a cycle; kro cannot order them.',
    hint: 'Remove one of the references in the cycle.',
  },
  graph_self_reference: {
    severity: 'error',
    summary: "A resource's template, forEach or includeWhen refers to the resource itself; kro treats it as a cycle.",
    hint: 'Only `readyWhen` may read the resource itself; compute the value from `schema` or other resources.',
  },
} as const satisfies Record<string, CodeInfo>;
