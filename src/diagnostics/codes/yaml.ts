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
  yaml_too_many_nodes: {
    severity: 'error',
    summary: 'The file holds more YAML nodes than rgdc reads (see docs/limits.md); parsing stopped there.',
    hint: 'Split the file; no real ConfigData or RGD comes near the limit.',
  },
  yaml_undefined_alias: {
    severity: 'error',
    summary: 'An alias (`*name`) names no anchor (`&name`) set before it in the document.',
    hint: 'Set the anchor before the alias, or fix the alias name.',
  },
  yaml_alias_cycle: {
    severity: 'error',
    summary: 'An alias stands inside the node its anchor names (`&a [*a]`), so the data would contain itself.',
    hint: 'Point the alias at a node outside the one that contains it.',
  },
  yaml_number_too_large: {
    severity: 'error',
    summary: 'A number cannot be carried exactly: integers beyond 2^53 (9007199254740992) would silently change.',
    hint: 'Quote the value if it is text (an ID or a version); otherwise keep integers within 2^53.',
  },
  yaml_url_credentials: {
    severity: 'error',
    summary:
      'A string of the input holds a URL with credentials (`https://user:password@host`, `oci://TOKEN@host`, `user:password@ghcr.io/acme`). Whatever a ConfigData, an instance or an import input says is copied into an RGD, a bootstrap or a cluster object, so rgdc refuses it: nothing is written. The password is masked in the code frame and every message.',
    hint: "Write the URL without `user:password@` and give the credentials where they belong: `docker login` or a credential helper for registries, a Secret referenced from the ConfigData's `secrets` for the cluster.",
  },
} as const satisfies Record<string, CodeInfo>;
