import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `usage_` group (the command line itself). Append new codes; never rename one. */
export const USAGE_CODES = {
  usage_error: {
    severity: 'error',
    summary: 'The command line is wrong: an unknown command or option, a missing argument, or an invalid option value. Exit code 2.',
    hint: 'Run `rgdc <command> --help` for the arguments and options of the command.',
  },
  usage_password_too_long: {
    severity: 'error',
    summary:
      '`--password-stdin` found more than 4096 bytes on standard input: a password or token is shorter, so this is a file or a stream piped by mistake (`< /dev/zero`). Reading stops one byte past the bound. Exit code 2.',
    hint: 'Pipe in the password or token alone: `printf %s "$TOKEN" | rgdc ... --username USER --password-stdin`.',
  },
  usage_invalid_setting: {
    severity: 'warning',
    summary:
      'A setting of `rgdc lsp` cannot be used: an unknown `target`, bad `kroFeatureGates`, or a `crds` or `componentDescriptor` path that is missing, unreadable or outside the workspace folder. The server goes on with the default and shows this on the first line of every document it serves (and once as a `window/showMessage` notification, which never waits for an answer).',
    hint: "Fix the setting in the editor's LSP settings (`initializationOptions` or the `rgdc` section); docs/editors.md lists them.",
  },
} as const satisfies Record<string, CodeInfo>;
