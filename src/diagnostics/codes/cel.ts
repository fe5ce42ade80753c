import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `cel_` group. Append new codes; never rename one. */
export const CEL_CODES = {
  cel_syntax: {
    severity: 'error',
    summary: 'A CEL expression does not parse.',
    hint: 'Fix the expression syntax.',
  },
} as const satisfies Record<string, CodeInfo>;
