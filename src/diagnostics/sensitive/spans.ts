/**
 * Finds the sensitive spans of a run's input files: the source ranges whose text must
 * never be shown, and the values they hold. A value is sensitive when it sits
 *
 * - under a key that names a credential ({@link isCredentialKey});
 * - in a ConfigData `secrets[]` entry, under any key but the reference fields;
 * - in `data` / `stringData` of a `kind: Secret` object;
 * - under `spec.secrets.<name>` of an instance, except its `name` and `key` references;
 * - in the default, examples, enum or const of a `writeOnly` / `format: password`
 *   parameter, in `configuration.defaults` for it, or under its name in any other file
 *   of the run (instance, values file, ConfigMap).
 *
 * YAML that does not parse still gets the line-based credential-key rule.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, type Node } from 'yaml';
import { fastLoad } from '../../compiler/phases/1-load/fast-load.js';
import { parseGuarded } from '../../compiler/phases/1-load/parse-guarded.js';
import { isCredentialKey } from './keys.js';

/** `[start, end)` character offsets into one file's text. */
export type SourceRange = readonly [number, number];

/** What must never be shown: ranges per file and the literal values inside them. */
export interface SensitiveSpans {
  readonly ranges: ReadonlyMap<string, readonly SourceRange[]>;
  /** Scalar values found in sensitive places, longest first (so a value's prefix never wins). */
  readonly values: readonly string[];
}

/** Fields of a ConfigData secret entry that are references, not values. */
const SECRET_REFERENCE_FIELDS = new Set(['name', 'path', 'key', 'description', 'optional']);
/** Fields of an instance's `spec.secrets.<name>` that name the Secret, not its value. */
const INSTANCE_SECRET_FIELDS = new Set(['name', 'key']);
/** Deeper than this, a hostile document is not walked (the loader reports it anyway). */
const MAX_DEPTH = 256;

/** Computes the sensitive spans of every file of a run (file name to text). */
export function findSensitiveSpans(sources: ReadonlyMap<string, string>): SensitiveSpans {
  const parsed = [...sources].map(([file, text]) => ({ file, text, ...parseQuietly(text) }));
  // writeOnly / format: password parameter names, collected first: they mark other files too.
  const parameterKeys = new Set<string>();
  for (const { roots } of parsed) for (const root of roots) collectSensitiveParameters(root, parameterKeys);
  const ranges = new Map<string, SourceRange[]>();
  const values = new Set<string>();
  for (const { file, text, roots, clean } of parsed) {
    const found: SourceRange[] = [];
    const mark = (node: Node | null | undefined) => markNode(node, found, values);
    for (const root of roots) walkDocument(root, mark, parameterKeys);
    // Text that does not parse as YAML still hides `password: ...` lines.
    for (const range of clean ? [] : credentialLines(text, parameterKeys)) {
      found.push(range);
      const value = unquote(text.slice(range[0], range[1]));
      if (value) values.add(value);
    }
    if (found.length > 0) ranges.set(file, mergeRanges(found));
  }
  return { ranges, values: [...values].sort((a, b) => b.length - a.length) };
}

/** The documents' root nodes, and whether the text parsed cleanly. */
function parseQuietly(text: string): { roots: Node[]; clean: boolean } {
  // The loader has already reported absurd nesting; parsing it again only risks the
  // stack (V8 aborts when a regular expression is first compiled near its limit).
  if (nestsTooDeep(text)) return { roots: [], clean: false };
  // Where the fast reader runs out of node budget, parseGuarded stops at the same node: the
  // million-node file is not parsed (slowly) a second time to learn that.
  const fast = fastLoad(text);
  if (fast && 'nodeLimitAt' in fast) return { roots: [], clean: false };
  try {
    // The loader's budgets (documents, nodes, nesting) apply here too: text it refused
    // (4 MiB of `---`, a million nodes) would otherwise be parsed again without them.
    const parsed = parseGuarded(text, new LineCounter());
    if ('stop' in parsed) return { roots: [], clean: false };
    const list = parsed.docs;
    const roots = list.flatMap((d) => (d.contents ? [d.contents as Node] : []));
    return { roots, clean: list.every((d) => d.errors.length === 0) };
  } catch {
    return { roots: [], clean: false };
  }
}

/** A cheap upper bound on nesting: flow brackets and indentation. */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let lineStart = true;
  let indent = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 0x5d || c === 0x7d) depth = Math.max(0, depth - 1);
    if (c === 0x0a) {
      lineStart = true;
      indent = 0;
    } else if (lineStart && (c === 0x20 || c === 0x2d)) {
      if (++indent > 2 * MAX_DEPTH) return true;
    } else lineStart = false;
  }
  return false;
}

/** Adds a node's range and every scalar inside it. */
function markNode(node: Node | null | undefined, found: SourceRange[], values: Set<string>, depth = 0): void {
  if (!node || isAlias(node) || depth > MAX_DEPTH) return;
  if (node.range) found.push([node.range[0], node.range[1]]);
  if (isScalar(node)) {
    // Strings and numbers are what a secret looks like; `true` or `null` would only blank
    // every occurrence of the word in messages.
    if ((typeof node.value === 'string' || typeof node.value === 'number') && String(node.value) !== '') values.add(String(node.value));
  } else if (isMap(node) || isSeq(node)) {
    for (const item of node.items) {
      if (isPair(item)) markNode(item.value as Node, found, values, depth + 1);
      else markNode(item as Node, found, values, depth + 1);
    }
  }
}

function keyOf(item: unknown): string | undefined {
  return isPair(item) && isScalar(item.key) ? String(item.key.value) : undefined;
}

function get(node: unknown, key: string): Node | undefined {
  if (!isMap(node)) return undefined;
  const pair = node.items.find((item) => keyOf(item) === key);
  return pair && isPair(pair) ? (pair.value as Node) : undefined;
}

function walkDocument(root: Node, mark: (node: Node | null | undefined) => void, parameterKeys: ReadonlySet<string>): void {
  const scalar = (node: unknown) => (isScalar(node) ? String(node.value) : undefined);
  const isConfigData = scalar(get(root, 'kind')) === 'ConfigData';
  const isSecretObject = scalar(get(root, 'kind')) === 'Secret';
  const visit = (node: unknown, path: readonly (string | number)[], depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (isSeq(node)) node.items.forEach((item, i) => visit(item, [...path, i], depth + 1));
    if (!isMap(node)) return;
    for (const item of node.items) {
      const key = keyOf(item);
      if (key === undefined || !isPair(item)) continue;
      const value = item.value as Node;
      if (isConfigData && isSchemaProperties(path)) {
        // A parameter's name is not a value; its schema's examples and defaults may be.
        if (isCredentialKey(key) || parameterKeys.has(key)) for (const field of SCHEMA_VALUE_FIELDS) mark(get(value, field));
        visit(value, [...path, key], depth + 1);
      } else if (isSensitivePlace(key, path, isConfigData, isSecretObject, parameterKeys)) mark(value);
      else visit(value, [...path, key], depth + 1);
    }
  };
  visit(root, [], 0);
  // An instance's secret given as a plain value (`spec.secrets.db: hunter2`).
  const secrets = get(get(root, 'spec'), 'secrets');
  if (!isConfigData && isMap(secrets)) for (const item of secrets.items) if (isPair(item) && !isMap(item.value)) mark(item.value as Node);
}

/** Schema keywords that hold values of the parameter, not more schema. */
const SCHEMA_VALUE_FIELDS = ['default', 'examples', 'enum', 'const', 'example'];

/** `configuration.schema[...].properties`: keys there are parameter names. */
function isSchemaProperties(path: readonly (string | number)[]): boolean {
  return path[0] === 'configuration' && path[1] === 'schema' && path.at(-1) === 'properties';
}

function isSensitivePlace(key: string, path: readonly (string | number)[], isConfigData: boolean, isSecretObject: boolean, parameterKeys: ReadonlySet<string>): boolean {
  if (isCredentialKey(key) || parameterKeys.has(key)) return true;
  if (isConfigData && path.length === 2 && path[0] === 'secrets') return !SECRET_REFERENCE_FIELDS.has(key);
  if (isSecretObject && path.length === 0 && (key === 'data' || key === 'stringData')) return true;
  if (!isConfigData && path.length === 3 && path[0] === 'spec' && path[1] === 'secrets') return !INSTANCE_SECRET_FIELDS.has(key);
  return false;
}

/** Names of `writeOnly` / `format: password` parameters; marks their values in place too. */
function collectSensitiveParameters(root: Node, names: Set<string>): void {
  const visit = (schema: Node | undefined, depth: number) => {
    const properties = get(schema, 'properties');
    if (!isMap(properties) || depth > 16) return;
    for (const item of properties.items) {
      const name = keyOf(item);
      if (name === undefined || !isPair(item)) continue;
      const property = item.value as Node;
      const writeOnly = get(property, 'writeOnly');
      const format = get(property, 'format');
      if ((isScalar(writeOnly) && writeOnly.value === true) || (isScalar(format) && format.value === 'password')) names.add(name);
      visit(property, depth + 1);
    }
  };
  visit(get(get(root, 'configuration'), 'schema'), 0);
}

/** For YAML that does not parse: `key: value` lines whose key names a credential. */
function credentialLines(text: string, parameterKeys: ReadonlySet<string>): SourceRange[] {
  const out: SourceRange[] = [];
  const line = /^([ \t]*(?:-[ \t]+)?)(["']?)([^\s"':#{}[\],]+)\2[ \t]*:[ \t]+([^\n]*?)[ \t]*\r?$/gm;
  for (let m = line.exec(text); m; m = line.exec(text)) {
    const [, , , key, value] = m;
    if (!value || /^[|>]/.test(value) || !(isCredentialKey(key!) || parameterKeys.has(key!))) continue;
    const start = m.index + m[0].lastIndexOf(value);
    out.push([start, start + value.length]);
  }
  return out;
}

function unquote(text: string): string {
  const trimmed = text.trim();
  return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

function mergeRanges(ranges: SourceRange[]): SourceRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}
