import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `io_` group. Append new codes; never rename one. */
export const IO_CODES = {
  io_read_failed: {
    severity: 'error',
    summary: 'A file could not be read: it is missing, a directory, unreadable or not text.',
    hint: 'Check the path and permissions; pass `-` to read standard input.',
  },
  io_write_failed: {
    severity: 'error',
    summary: 'An output file could not be written. Nothing was left behind.',
    hint: 'Check that the target directory exists and is writable.',
  },
} as const satisfies Record<string, CodeInfo>;
