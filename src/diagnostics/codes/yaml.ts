import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `yaml_` group. Append new codes; never rename one. */
export const YAML_CODES = {
  yaml_syntax: {
    severity: 'error',
    summary: 'The file is not valid YAML.',
    hint: 'Fix the YAML syntax at the marked position (indentation, quotes, colons).',
  },
  yaml_duplicate_key: {
    severity: 'error',
    summary: 'A mapping holds the same key twice; YAML 1.2 forbids it and tools disagree on which wins.',
    hint: 'Remove or rename one of the two keys.',
  },
  yaml_alias_limit: {
    severity: 'error',
    summary: 'The document expands too many YAML aliases (a "billion laughs" document).',
    hint: 'Write the repeated content out instead of nesting aliases.',
  },
  yaml_too_many_documents: {
    severity: 'error',
    summary: 'The file holds more YAML documents than rgdc reads.',
    hint: 'Split the file.',
  },
  yaml_too_deep: {
    severity: 'error',
    summary: 'The document nests maps and lists deeper than rgdc reads (see docs/limits.md).',
    hint: 'Flatten the document; real ConfigData and RGDs nest a few dozen levels at most.',
  },
  yaml_empty: {
    severity: 'error',
    summary: 'The file holds no YAML document.',
    hint: 'Give a ConfigData document (`rgdc init` writes a starter).',
  },
  yaml_multiple_documents: {
    severity: 'error',
    summary: 'A ConfigData file must hold exactly one YAML document.',
    hint: 'Keep one ConfigData per file; remove the other `---` documents.',
  },
} as const satisfies Record<string, CodeInfo>;
