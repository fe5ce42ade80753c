import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `usage_` group (the command line itself). Append new codes; never rename one. */
export const USAGE_CODES = {
  usage_error: {
    severity: 'error',
    summary: 'The command line is wrong: an unknown command or option, a missing argument, or an invalid option value. Exit code 2.',
    hint: 'Run `rgdc <command> --help` for the arguments and options of the command.',
  },
} as const satisfies Record<string, CodeInfo>;
