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
 * (a schema under a credential key, as CRDs embedded in kro's RGDs have, is a schema: only
 * its default, examples, enum and const are values; so is a SimpleSchema field's `default=`)
 * and, in any file, the password (or token user) of a URL with credentials
 * (`https://user:password@host`, ./url-credentials.ts). YAML that does not parse still gets
 * the line-based credential-key rule.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parse, type Node } from 'yaml';
import { fastLoad, readShadowed } from '../source/fast-load.js';
import { UNKNOWN, type Shadow } from '../source/fast-locate.js';
import { parseGuarded } from '../source/parse-guarded.js';
import { isCredentialKey } from './keys.js';
import { collectSensitiveParameters, MAX_DEPTH, walkSensitivePlaces, type TreeView } from './places.js';
import { findUrlCredentials } from './url-credentials.js';

/** `[start, end)` character offsets into one file's text. */
export type SourceRange = readonly [number, number];

/** A secret value where it sits: its text and the lines of its place (1-based, inclusive). */
export interface LocatedValue {
  readonly text: string;
  /**
   * From the line of its key (the line before, when the value starts a line of its own: a
   * block scalar, a list item) to its last line, so a diagnostic at the key is at it too.
   */
  readonly lines: readonly [number, number];
}

/** What must never be shown: ranges per file and the literal values inside them. */
export interface SensitiveSpans {
  readonly ranges: ReadonlyMap<string, readonly SourceRange[]>;
  /** Scalar values found in sensitive places, longest first (so a value's prefix never wins). */
  readonly values: readonly string[];
  /** The same values per file, where they sit (in source order), for messages about that file. */
  readonly located: ReadonlyMap<string, readonly LocatedValue[]>;
}

/** Computes the sensitive spans of every file of a run (file name to text). */
export function findSensitiveSpans(sources: ReadonlyMap<string, string>): SensitiveSpans {
  // The fast reader first, without a shadow: where it gives up (a million nodes), building
  // shadows for as many nodes first would only cost time, and the tree needs to know.
  const fast = new Map([...sources].map(([file, text]) => [file, fastLoad(text)]));
  const simple = [...fast.values()].every((read) => read !== undefined && 'value' in read);
  return (simple ? spansWithoutTree(sources) : undefined) ?? spansFromTree(sources, fast);
}

/** {@link findSensitiveSpans} from the `yaml` syntax tree, always (exported for the differential test). */
export function spansFromTree(sources: ReadonlyMap<string, string>, fast?: ReadonlyMap<string, ReturnType<typeof fastLoad>>): SensitiveSpans {
  const parsed = [...sources].map(([file, text]) => ({ file, text, ...parseQuietly(text, fast?.has(file) === true ? { read: fast.get(file) } : undefined) }));
  const parameterKeys = sensitiveParameterKeys(
    NODE_VIEW,
    parsed.flatMap(({ roots }) => roots),
  );
  const ranges = new Map<string, SourceRange[]>();
  const collected = new Values();
  for (const { file, text, roots, clean } of parsed) {
    const found: SourceRange[] = [];
    const values = collected.of(file, text);
    const view: TreeView<Node | null> = { ...NODE_VIEW, mark: (node, given) => markNode(node, found, values, 0, given) };
    for (const root of roots) walkSensitivePlaces(view, root, parameterKeys);
    // Text that does not parse as YAML still hides `password: ...` lines.
    for (const range of clean ? [] : credentialLines(text, parameterKeys)) {
      found.push(range);
      values.add(unquote(text.slice(range[0], range[1])), range);
    }
    markUrlCredentials(text, found, values);
    if (found.length > 0) ranges.set(file, mergeRanges(found));
  }
  return { ranges, ...collected.done() };
}

/**
 * Only the sensitive values of a run's files (what {@link maskText} needs), the same as
 * `findSensitiveSpans(sources).values`. When every file is of the kind the load phase's
 * fast reader takes, the places are found on its plain data, without a syntax tree: the
 * summary line of a clean run no longer parses its inputs a second time with `yaml`.
 */
export function findSensitiveValues(sources: ReadonlyMap<string, string>): readonly string[] {
  const data: unknown[] = [];
  for (const text of sources.values()) {
    const fast = fastLoad(text);
    if (!fast || !('value' in fast)) return findSensitiveSpans(sources).values;
    data.push(fast.value);
  }
  const parameterKeys = sensitiveParameterKeys(
    DATA_VIEW,
    data.filter((root) => root !== null),
  );
  const values = new FileValues();
  const view: TreeView<unknown> = { ...DATA_VIEW, mark: (value, given) => markValue(value, values, 0, given) };
  for (const root of data) if (root !== null) walkSensitivePlaces(view, root, parameterKeys);
  for (const text of sources.values()) markUrlCredentials(text, [], values);
  return longestFirst(new Set(values.found.map(({ text }) => text)));
}

/** The secret values of one file, with their ranges where known. */
class FileValues {
  readonly found: { readonly text: string; readonly range?: SourceRange }[] = [];

  /**
   * Records a secret value. An expression (`${schema.spec.password}`) is not one: it names
   * where a value comes from, and the same text elsewhere is only the same reference.
   */
  add(text: string, range?: SourceRange): void {
    if (text !== '' && !text.includes('${')) this.found.push(range ? { text, range: [range[0], range[1]] } : { text });
  }
}

/** Values collected per file; {@link Values.done} gives all of them, longest first, and each file's where they sit. */
class Values {
  readonly #files = new Map<string, { readonly text: string; readonly values: FileValues }>();

  /** One file's values (made on first use). */
  of(file: string, text: string): FileValues {
    let entry = this.#files.get(file);
    if (!entry) this.#files.set(file, (entry = { text, values: new FileValues() }));
    return entry.values;
  }

  done(): Pick<SensitiveSpans, 'values' | 'located'> {
    const all = new Set<string>();
    const located = new Map<string, LocatedValue[]>();
    for (const [file, { text, values }] of this.#files) {
      const lines = lineStarts(text);
      const list: (LocatedValue & { start: number })[] = [];
      for (const { text: value, range } of values.found) {
        all.add(value);
        if (range) list.push({ text: value, lines: placeLines(text, lines, range), start: range[0] });
      }
      // Source order, then text: the tree and the fast reader's shadow may visit a map's keys in different orders.
      list.sort((a, b) => a.start - b.start || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
      const unique = list.filter((v, i) => i === 0 || v.start !== list[i - 1]!.start || v.text !== list[i - 1]!.text);
      if (unique.length > 0)
        located.set(
          file,
          unique.map(({ text: value, lines: at }) => ({ text: value, lines: at })),
        );
    }
    return { values: longestFirst(all), located };
  }
}

/** Offsets where each line of `text` starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line of an offset. */
function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** {@link LocatedValue.lines} of a value's range. */
function placeLines(text: string, starts: readonly number[], [start, end]: SourceRange): [number, number] {
  const first = lineOf(starts, start);
  const last = lineOf(starts, Math.max(start, end - 1));
  const ownLine = /^[\s-]*$/.test(text.slice(starts[first - 1], start));
  return [ownLine && first > 1 ? first - 1 : first, last];
}

/** A value of the fast reader's plain data with its shadow: the ranges it knows (fast-locate.ts). */
interface Shadowed {
  readonly value: unknown;
  readonly shadow: Shadow;
}

/** A sensitive node whose range only the full Document knows. */
const RANGE_UNKNOWN = Symbol('range unknown');

/**
 * {@link findSensitiveSpans} without a syntax tree, when every file is of the kind the
 * fast reader takes and every sensitive node's range is one it knows (scalars, flow
 * collections, most block collections); undefined otherwise, and the tree answers. A code
 * frame of a large RGD (a preview warning on a 6 MB file) no longer parses it again with
 * `yaml` to find what to hide.
 */
export function spansWithoutTree(sources: ReadonlyMap<string, string>): SensitiveSpans | undefined {
  const files: { file: string; text: string; root: Shadowed }[] = [];
  for (const [file, text] of sources) {
    // Depth is no risk here: the fast reader gives up past its own nesting bound.
    const read = readShadowed(text);
    if (!read) return undefined;
    files.push({ file, text, root: read });
  }
  const parameterKeys = sensitiveParameterKeys(
    SHADOW_VIEW,
    files.map(({ root }) => root).filter((root) => root.value !== null),
  );
  const ranges = new Map<string, SourceRange[]>();
  const collected = new Values();
  try {
    for (const { file, text, root } of files) {
      const found: SourceRange[] = [];
      const values = collected.of(file, text);
      if (root.value !== null) walkSensitivePlaces({ ...SHADOW_VIEW, mark: (node, given) => markShadowed(node, found, values, 0, given) }, root, parameterKeys);
      markUrlCredentials(text, found, values);
      if (found.length > 0) ranges.set(file, mergeRanges(found));
    }
  } catch (error) {
    if (error === RANGE_UNKNOWN) return undefined;
    throw error;
  }
  return { ranges, ...collected.done() };
}

const SHADOW_VIEW: Omit<TreeView<Shadowed>, 'mark'> = {
  entries: (node) => (node && isRecord(node.value) && node.shadow.kind === 'map' ? entriesOf(node.value, node.shadow) : undefined),
  items: ({ value, shadow }) => (Array.isArray(value) && shadow.kind === 'seq' ? itemsOf(value, shadow) : undefined),
  text: (node) => (node ? DATA_VIEW.text(node.value) : undefined),
  isTrue: ({ value }) => value === true,
};

function itemsOf(value: readonly unknown[], shadow: Extract<Shadow, { kind: 'seq' }>): Shadowed[] {
  return value.map((item, i) => ({ value: item, shadow: shadow.items[i] ?? UNKNOWN }));
}

function entriesOf(value: Record<string, unknown>, shadow: Extract<Shadow, { kind: 'map' }>): (readonly [string, Shadowed])[] {
  return Object.entries(value).map(([key, item]) => [key, { value: item, shadow: shadow.entries.get(key)?.value ?? UNKNOWN }] as const);
}

/** {@link markNode} on shadowed data; throws {@link RANGE_UNKNOWN} at a node whose range the shadow lacks. */
function markShadowed(node: Shadowed, found: SourceRange[], values: FileValues, depth = 0, given?: readonly string[]): void {
  if (depth > MAX_DEPTH) return;
  const { value, shadow } = node;
  if (!shadow.range) throw RANGE_UNKNOWN;
  found.push([shadow.range[0], shadow.range[1]]);
  if (given) for (const text of given) values.add(text, shadow.range);
  else if (Array.isArray(value) && shadow.kind === 'seq') for (const item of itemsOf(value, shadow)) markShadowed(item, found, values, depth + 1);
  else if (isRecord(value) && shadow.kind === 'map') for (const [, item] of entriesOf(value, shadow)) markShadowed(item, found, values, depth + 1);
  else if (typeof value === 'string' || typeof value === 'number') values.add(String(value), shadow.range);
}

/** writeOnly / format: password parameter names, collected before any place is marked: they mark other files of the run too. */
function sensitiveParameterKeys<N>(view: Omit<TreeView<N>, 'mark'>, roots: readonly N[]): Set<string> {
  const keys = new Set<string>();
  const collect: TreeView<N> = { ...view, mark: () => {} };
  for (const root of roots) collectSensitiveParameters(collect, root, keys);
  return keys;
}

/** Longest first, so a value's prefix never wins. */
function longestFirst(values: ReadonlySet<string>): string[] {
  return [...values].sort((a, b) => b.length - a.length);
}

/** `yaml` nodes (a document root is a node; a pair's value may be null). */
const NODE_VIEW: Omit<TreeView<Node | null>, 'mark'> = {
  entries: (node) => (isMap(node) ? node.items.flatMap((item) => (isPair(item) ? [[keyName(item.key), item.value as Node | null] as const] : [])) : undefined),
  items: (node) => (isSeq(node) ? (node.items as Node[]) : undefined),
  text: (node) => (isScalar(node) ? String(node.value) : undefined),
  isTrue: (node) => isScalar(node) && node.value === true,
};

/**
 * A map key as a name. A key that is not a scalar (`? [db]`, an alias) is named by its own
 * text (`["db"]`): no credential word or reference field, but its entry is still walked, so
 * its value stays in the secret place it sits in. (A parsed key is always a node; an empty
 * key is a null scalar.)
 */
function keyName(key: unknown): string {
  return isScalar(key) ? String(key.value) : String(key);
}

/** Plain data as the fast reader gives it (objects, arrays, scalars; no aliases). */
const DATA_VIEW: Omit<TreeView<unknown>, 'mark'> = {
  entries: (value) => (isRecord(value) ? Object.entries(value) : undefined),
  items: (value) => (Array.isArray(value) ? value : undefined),
  text: (value) => (value === undefined || (typeof value === 'object' && value !== null) ? undefined : String(value)),
  isTrue: (value) => value === true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string and number inside a plain value (as {@link markNode} takes from nodes). */
function markValue(value: unknown, values: FileValues, depth = 0, given?: readonly string[]): void {
  if (depth > MAX_DEPTH) return;
  if (given) {
    for (const text of given) values.add(text);
  } else if (typeof value === 'string' || typeof value === 'number') {
    values.add(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) markValue(item, values, depth + 1);
  } else if (isRecord(value)) {
    for (const item of Object.values(value)) markValue(item, values, depth + 1);
  }
}

/** The documents' root nodes, and whether the text parsed cleanly. */
function parseQuietly(text: string, known?: { readonly read: ReturnType<typeof fastLoad> }): { roots: Node[]; clean: boolean } {
  // Where the fast reader runs out of node budget, parseGuarded stops at the same node: the
  // million-node file is not parsed (slowly) a second time to learn that.
  const fast = known ? known.read : fastLoad(text);
  if (fast && 'nodeLimitAt' in fast) return { roots: [], clean: false };
  try {
    // The loader's budgets (documents, nodes, nesting) apply here too: text it refused
    // (4 MiB of `---`, a million nodes, `[[[[...` past the depth limit) stops at the same
    // place instead of being parsed again without them, and text it read is read here too
    // (a count of brackets would also count those in comments and strings, and hide nothing).
    const parsed = parseGuarded(text, new LineCounter());
    if ('stop' in parsed) return { roots: [], clean: false };
    const list = parsed.docs;
    const roots = list.flatMap((d) => (d.contents ? [d.contents as Node] : []));
    return { roots, clean: list.every((d) => d.errors.length === 0) };
  } catch {
    return { roots: [], clean: false };
  }
}

/** Adds a node's range and every scalar inside it. */
function markNode(node: Node | null | undefined, found: SourceRange[], values: FileValues, depth = 0, given?: readonly string[]): void {
  if (!node || isAlias(node) || depth > MAX_DEPTH) return;
  const range: SourceRange | undefined = node.range ? [node.range[0], node.range[1]] : undefined;
  if (range) found.push(range);
  if (given) {
    for (const text of given) values.add(text, range);
  } else if (isScalar(node)) {
    // Strings and numbers are what a secret looks like; `true` or `null` would only blank
    // every occurrence of the word in messages.
    if (typeof node.value === 'string' || typeof node.value === 'number') values.add(String(node.value), range);
  } else if (isMap(node) || isSeq(node)) {
    for (const item of node.items) {
      if (isPair(item)) markNode(item.value as Node, found, values, depth + 1);
      else markNode(item as Node, found, values, depth + 1);
    }
  }
}

/** The secret part of every URL with credentials in a file's text, wherever it is (a comment too). */
function markUrlCredentials(text: string, found: SourceRange[], values: FileValues): void {
  markEscapedUrlCredentials(text, found, values);
  for (const { secret } of findUrlCredentials(text)) {
    found.push(secret);
    const raw = text.slice(secret[0], secret[1]);
    values.add(raw, secret);
    // A message may show it decoded (`p%40ss` as `p@ss`).
    try {
      values.add(decodeURIComponent(raw), secret);
    } catch {
      // Not percent-encoding: the raw form is all there is.
    }
  }
}

/** A double-quoted YAML scalar (escapes and all). */
const DOUBLE_QUOTED = /"(?:[^"\\]|\\[\s\S])*"/g;

/**
 * A double-quoted scalar may write a URL's `@` as an escape (`"https://ci:pw\x40host"`,
 * `\u0040`), so the raw text holds no URL with credentials although the value does
 * (and `yaml_url_credentials` reports it). Such a scalar is hidden whole, and the decoded
 * secret is a value to mask wherever a message repeats it.
 */
function markEscapedUrlCredentials(text: string, found: SourceRange[], values: FileValues): void {
  if (!text.includes('\\')) return;
  for (const m of text.matchAll(DOUBLE_QUOTED)) {
    if (!m[0].includes('\\')) continue;
    let decoded: unknown;
    try {
      decoded = parse(m[0], { logLevel: 'silent' });
    } catch {
      // Not a scalar of its own (quotes paired across other text): nothing was decoded.
      continue;
    }
    if (typeof decoded !== 'string') continue;
    const credentials = findUrlCredentials(decoded);
    if (credentials.length === 0) continue;
    const range: SourceRange = [m.index, m.index + m[0].length];
    found.push(range);
    for (const { secret } of credentials) values.add(decoded.slice(secret[0], secret[1]), range);
  }
}

/** For YAML that does not parse: `key: value` lines whose key names a credential. */
function credentialLines(text: string, parameterKeys: ReadonlySet<string>): SourceRange[] {
  const out: SourceRange[] = [];
  const line = /^([ \t]*(?:-[ \t]+)?)(["']?)([^\s"':#{}[\],]+)\2[ \t]*:[ \t]+([^\n]*?)[ \t]*\r?$/gm;
  for (let m = line.exec(text); m; m = line.exec(text)) {
    const [, lead, , key, value] = m;
    if (!value || !(isCredentialKey(key!) || parameterKeys.has(key!))) continue;
    if (/^[|>]/.test(value)) {
      // `password: |`: the secret is the block's lines below, each one hidden where it sits.
      if (BLOCK_HEADER.test(value)) out.push(...blockScalarLines(text, m.index + m[0].length, lead!.length));
      continue;
    }
    const start = m.index + m[0].lastIndexOf(value);
    out.push([start, start + value.length]);
  }
  return out;
}

/** A block scalar's header: `|` or `>`, an indentation and a chomping indicator, a comment. */
const BLOCK_HEADER = /^[|>](?:[1-9][+-]?|[+-][1-9]?)?(?:[ \t]+#.*)?$/;

/**
 * The content lines of a block scalar whose header line ends at `from`: the lines indented
 * past the key's column, blank lines between them included, each from its first character.
 */
function blockScalarLines(text: string, from: number, keyColumn: number): SourceRange[] {
  const out: SourceRange[] = [];
  let start = text.indexOf('\n', from) + 1;
  while (start > 0 && start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const content = text.slice(start, end).replace(/\r$/, '');
    const indent = content.length - content.trimStart().length;
    if (content.trim() !== '') {
      if (indent <= keyColumn) break;
      out.push([start + indent, start + content.trimEnd().length]);
    }
    start = newline < 0 ? text.length : newline + 1;
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
