import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `internal_` group. Append new codes; never rename one. */
export const INTERNAL_CODES = {
  internal_error: {
    severity: 'error',
    summary: 'rgdc hit a bug. Please report it with the input that caused it.',
    hint: 'Run again with RGDC_DEBUG=1 for a stack trace and attach it to the report.',
  },
} as const satisfies Record<string, CodeInfo>;
