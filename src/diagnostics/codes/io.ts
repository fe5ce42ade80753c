import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `io_` group. Append new codes; never rename one. */
export const IO_CODES = {
  io_read_failed: {
    severity: 'error',
    summary:
      'A file could not be read: it is missing, a directory or a device, unreadable, over the size limit, a FIFO that sent nothing in time, or not text.',
    hint: 'Check the path and permissions; pass `-` to read standard input.',
  },
  io_write_failed: {
    severity: 'error',
    summary:
      'An output could not be written (missing directory, permissions, full disk, closed FIFO). A regular file is replaced atomically, so nothing half-written is left behind.',
    hint: 'Check that the target directory exists and is writable, and that the disk has space.',
  },
  io_output_exists: {
    severity: 'error',
    summary: 'The output file already exists and the command does not replace it without `--force` (`rgdc init -o`). Exit code 3.',
    hint: 'Pass --force to replace it, or choose another path.',
  },
  io_document_too_large: {
    severity: 'error',
    summary:
      'A document open in the editor is larger than the limit `rgdc check` reads (16 MiB); `rgdc lsp` shows this on its first line and offers nothing else for it until it is smaller.',
    hint: 'Split the file; rgdc reads at most 16 MiB of YAML per file.',
  },
} as const satisfies Record<string, CodeInfo>;
