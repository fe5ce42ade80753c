/**
 * Edits a YAML file through its Document AST while keeping the input's bytes wherever
 * possible. Every edit changes the AST and, when it can, also records a text splice:
 * a scalar replaced in its own style, a key added at the end of a block map, an item
 * appended to a block list, an empty `{}`/`[]` opened into a block, a block collection
 * replaced by another. Rendering applies the splices to the original text and re-parses
 * each document: if its data differs from the AST (or an edit could not be spliced), that
 * document alone is re-serialised from the AST (comments kept, layout normalised to the
 * indentation detected in it). Other documents stay byte for byte.
 */
import { Document, isAlias, isMap, isNode, isScalar, isSeq, parseAllDocuments, Scalar, type YAMLMap, type Node } from 'yaml';
import { LOAD_LIMITS } from '../source/limits.js';
import type { LoadedDocument, LoadedFile } from '../source/types.js';
import { APPEND, formatValuesPath, type ValuesPath } from '../configdata/values-path.js';
import { SAFE_DOCUMENT_OPTIONS, useSafeSchema } from '../compiler/phases/5-emit/index.js';
import { sameValue } from './same-value.js';

/**
 * How missing parts of a path are treated. `merge` (Helm values): missing maps and lists
 * are created, lists padded with nulls. `patch` (kustomize JSON6902 `add`/`replace`):
 * every parent must exist, a list index must exist, `[-]` appends.
 */
export type WriteMode = 'merge' | 'patch';

/** What a write did: the value before and the path actually written (`[-]` resolved). */
export type WriteOutcome =
  | { readonly old: unknown; readonly oldText?: string; readonly existed: boolean; readonly path: ValuesPath }
  | { readonly error: string };

interface Splice {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** Insertions at one offset: deeper ones first, then in the order made. */
  readonly column: number;
  readonly order: number;
}

interface Style {
  readonly indent: number;
  readonly indentSeq: boolean;
}

/** A file being edited; documents are those of `loaded`, mutated in place. */
export class EditableYaml {
  private readonly splices = new Map<number, Map<unknown, Splice>>();
  private readonly restructured = new Set<number>();
  private readonly styles = new Map<number, Style>();
  private order = 0;

  constructor(readonly loaded: LoadedFile) {}

  get documents(): readonly LoadedDocument[] {
    return this.loaded.documents;
  }

  /** The plain value at `path` of document `index`, or `exists: false`. */
  read(index: number, path: ValuesPath): { exists: boolean; value: unknown } {
    const { doc } = this.documents[index]!;
    let node: unknown = doc.contents;
    for (const segment of path) {
      if (isAlias(node)) node = node.resolve(doc);
      const child = childOf(node, segment);
      if (child === undefined) return { exists: false, value: undefined };
      node = child.node;
    }
    return { exists: true, value: plain(doc, node) };
  }

  /** Sets `value` at `path` of document `index`. */
  write(index: number, path: ValuesPath, value: unknown, mode: WriteMode): WriteOutcome {
    const { doc } = this.documents[index]!;
    this.styleOf(index); // the layout as written, before this edit changes what it is read from
    if (doc.contents === null || doc.contents === undefined || (isScalar(doc.contents) && doc.contents.value === null)) {
      if (mode === 'patch') return { error: 'the document is empty' };
      (doc as Document).contents = doc.createNode({}) as YAMLMap;
      this.restructured.add(index);
    }
    let node: unknown = doc.contents;
    let key: Node | undefined;
    let inFlow = false;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i]!;
      if (isAlias(node)) return { error: `\`${formatValuesPath(path.slice(0, i))}\` is an alias; rgdc does not edit through aliases` };
      inFlow ||= isFlow(node);
      const child = childOf(node, segment);
      if (child !== undefined && (isMap(child.node) || isSeq(child.node))) {
        node = child.node;
        key = child.key;
        continue;
      }
      const where = formatValuesPath(path.slice(0, i + 1));
      const wantList = typeof path[i + 1] === 'number' || path[i + 1] === APPEND;
      // An alias of a map is still an alias: rgdc edits neither it nor what it names.
      if (child !== undefined && isAlias(child.node)) return { error: `\`${where}\` is an alias; rgdc does not edit through aliases` };
      if (mode === 'patch') return { error: child === undefined ? `\`${where}\` does not exist` : `\`${where}\` is not a ${wantList ? 'list' : 'map'}` };
      // Helm values: build what is missing below here as one value and set it whole.
      const nested = nest(path.slice(i + 1), value);
      const outcome = child === undefined ? this.add(index, node, segment, nested, key, inFlow, mode) : this.replace(index, child, nested, inFlow);
      if ('error' in outcome) return outcome;
      return { old: child === undefined ? null : plain(doc, child.node), existed: false, path };
    }
    // `add` handles a flow container itself (`{}` opens into a block); only flow ancestors stop splicing.
    const outerFlow = inFlow;
    inFlow ||= isFlow(node);
    const last = path[path.length - 1]!;
    if (isAlias(node)) return { error: `\`${formatValuesPath(path.slice(0, -1))}\` is an alias; rgdc does not edit through aliases` };
    if (last === APPEND) {
      if (!isSeq(node)) return { error: `\`${formatValuesPath(path.slice(0, -1))}\` is not a list; \`[-]\` appends to a list` };
      const outcome = this.add(index, node, node.items.length, value, key, outerFlow, mode);
      if ('error' in outcome) return outcome;
      return { old: null, existed: false, path: [...path.slice(0, -1), node.items.length - 1] };
    }
    const existing = childOf(node, last);
    if (existing !== undefined) {
      const old = plain(doc, existing.node);
      const oldText = numberText(existing.node);
      const outcome = this.replace(index, existing, value, inFlow);
      if ('error' in outcome) return outcome;
      return { old, ...(oldText !== undefined ? { oldText } : {}), existed: true, path };
    }
    if (typeof last === 'number' && mode === 'patch') {
      const size = isSeq(node) ? node.items.length : 0;
      return {
        error: `\`${formatValuesPath(path)}\` does not exist: the list has ${size} item${size === 1 ? '' : 's'} (JSON6902 \`replace\` needs an existing item; use \`[-]\` to append)`,
      };
    }
    const outcome = this.add(index, node, last, value, key, outerFlow, mode);
    if ('error' in outcome) return outcome;
    return { old: null, existed: false, path };
  }

  /** Replaces the value of a scalar node found by walking the document (envsubst). */
  replaceScalar(index: number, node: Scalar, value: Scalar['value'], inFlow: boolean): void {
    this.updateScalar(index, node, value, inFlow);
  }

  /** The file text with every edit applied. */
  render(): string {
    const spliced = this.renderWith(this.restructured);
    // A splice that reads back differently (an edge the splicer got wrong) costs only
    // that document's formatting, never its content.
    const reparsed = parseAllDocuments(spliced);
    const docs = Array.isArray(reparsed) ? reparsed : [];
    const wrong = new Set(this.restructured);
    this.documents.forEach((document, i) => {
      const back = docs[i];
      if (!back || back.errors.length > 0 || !sameValue(toData(back), toData(document.doc))) wrong.add(i);
    });
    return wrong.size === this.restructured.size ? spliced : this.renderWith(wrong);
  }

  private renderWith(restructured: ReadonlySet<number>): string {
    let out = this.loaded.source;
    for (let index = this.documents.length - 1; index >= 0; index--) {
      const document = this.documents[index]!;
      if (restructured.has(index)) {
        const start = index === 0 ? 0 : document.doc.range[0];
        useSafeSchema(document.doc);
        // A document ending in an empty value (`key:`, `---`) ends before its last line break,
        // which the serialised text already holds.
        let end = document.doc.range[2];
        if (end > 0 && out[end - 1] !== '\n' && out[end] === '\n') end++;
        out = out.slice(0, start) + document.doc.toString({ ...this.styleOf(index), lineWidth: 0 }) + out.slice(end);
        continue;
      }
      const splices = [...(this.splices.get(index)?.values() ?? [])].sort((a, b) => b.start - a.start || a.column - b.column || b.order - a.order);
      for (const s of splices) out = out.slice(0, s.start) + s.text + out.slice(s.end);
    }
    return out;
  }

  private updateScalar(index: number, node: Scalar, value: unknown, inFlow: boolean): void {
    const spliceable = node.range && !node.anchor && !node.tag && node.type !== Scalar.BLOCK_LITERAL && node.type !== Scalar.BLOCK_FOLDED;
    let text = spliceable ? scalarText(value, node.type) : undefined;
    // Inside `[...]`/`{...}` a plain scalar must not hold flow indicators; quoted ones may.
    if (inFlow && text !== undefined && !/^["']/.test(text) && /[,[\]{}#]|: /.test(text)) text = undefined;
    node.value = value;
    delete node.format;
    delete node.source; // what the parser read; a later write's `oldText` must not show it
    if (text === undefined) this.restructured.add(index);
    else this.splice(index, node, { start: node.range![0], end: node.range![1], text, column: 0 });
  }

  /** Replaces the node in a slot by `value`. */
  private replace(index: number, slot: Slot, value: unknown, inFlow: boolean): { ok: true } | { error: string } {
    const old = slot.node;
    if (isScalar(old) && isScalarValue(value)) {
      this.updateScalar(index, old, value, inFlow);
      return { ok: true };
    }
    const { doc } = this.documents[index]!;
    const created = doc.createNode(value) as Node;
    slot.set(created);
    // A block collection replaced by a non-empty collection keeps its place and indentation.
    const range = (old as Node | undefined)?.range;
    if (!inFlow && range && (isMap(old) || isSeq(old)) && !old.flow && old.items.length > 0 && isBlockValue(value)) {
      const column = this.column(index, range[0]);
      const text = blockText(value, column, this.styleOf(index)).slice(column);
      const endsLine = this.loaded.source[range[1] - 1] === '\n';
      this.splice(index, old, { start: range[0], end: range[1], text: endsLine ? text : text.replace(/\n$/, ''), column });
    } else {
      this.restructured.add(index);
    }
    return { ok: true };
  }

  /** Adds `value` under a new key of a map, or at index `segment` (≥ length) of a list. */
  private add(
    index: number,
    container: unknown,
    segment: string | number,
    value: unknown,
    key: Node | undefined,
    inFlow: boolean,
    mode: WriteMode,
  ): { ok: true } | { error: string } {
    const { doc } = this.documents[index]!;
    const created = doc.createNode(value) as Node;
    let entry: unknown;
    if (isMap(container) && typeof segment === 'string') {
      container.set(new Scalar(segment), created);
      entry = { [segment]: value };
    } else if (isSeq(container) && typeof segment === 'number') {
      if (mode === 'patch' && segment > container.items.length) return { error: `list index ${segment} is out of range` };
      const padding = segment - container.items.length;
      while (container.items.length < segment) container.items.push(new Scalar(null));
      container.items[segment] = created;
      entry = [...Array<null>(padding).fill(null), value];
    } else {
      return { error: isScalar(container) ? 'a scalar value is in the way' : `\`${String(segment)}\` cannot be set on a ${isSeq(container) ? 'list' : 'map'}` };
    }
    const range = container.range;
    const style = this.styleOf(index);
    if (inFlow || !range) {
      this.restructured.add(index);
    } else if (!container.flow && container.items.length > 1) {
      // After the last entry of a block collection, at its indentation.
      const column = this.column(index, range[0]);
      const endsLine = this.loaded.source[range[1] - 1] === '\n';
      this.splice(index, {}, { start: range[1], end: range[1], text: `${endsLine ? '' : '\n'}${blockText(entry, column, style)}`, column });
    } else if (container.flow && container.items.length === 1 && key?.range) {
      // `key: {}` / `key: []` opens into a block below its key.
      container.flow = false;
      const column = this.column(index, key.range[0]) + (isSeq(container) && !style.indentSeq ? 0 : style.indent);
      let start = range[0];
      while (this.loaded.source[start - 1] === ' ' || this.loaded.source[start - 1] === '\t') start--;
      this.splice(index, container, { start, end: range[1], text: `\n${blockText(entry, column, style).replace(/\n$/, '')}`, column });
    } else {
      if (container.flow && container.items.length === 1) container.flow = false;
      this.restructured.add(index);
    }
    return { ok: true };
  }

  private splice(index: number, node: unknown, splice: Omit<Splice, 'order'>): void {
    let forDoc = this.splices.get(index);
    if (!forDoc) this.splices.set(index, (forDoc = new Map()));
    const entry = { ...splice, order: this.order++ };
    for (const [other, s] of forDoc) {
      if (other === node) continue;
      const overlaps =
        entry.start === entry.end
          ? s.start < entry.start && entry.start < s.end
          : entry.start < s.end && s.start < entry.end && !(s.start === s.end && (s.start === entry.start || s.start === entry.end));
      if (overlaps) this.restructured.add(index);
    }
    forDoc.set(node, entry);
  }

  private column(index: number, offset: number): number {
    return this.documents[index]!.lineCounter.linePos(offset).col - 1;
  }

  /** Serialisation options that match the layout of the document as written. */
  private styleOf(index: number): Style {
    const cached = this.styles.get(index);
    if (cached) return cached;
    const document = this.documents[index]!;
    let indent: number | undefined;
    let indentSeq: boolean | undefined;
    const column = (offset: number) => document.lineCounter.linePos(offset).col;
    const visit = (node: unknown): void => {
      if (isMap(node) && !node.flow) {
        for (const pair of node.items) {
          const k = pair.key as Node | undefined;
          const v = pair.value as Node | undefined;
          if (k?.range && v?.range && (isMap(v) || isSeq(v)) && !v.flow && v.items.length > 0) {
            const offset = column(v.range[0]) - column(k.range[0]);
            if (isSeq(v)) indentSeq ??= offset > 0;
            else if (offset > 0) indent ??= offset;
          }
          visit(v);
        }
      } else if (isSeq(node) && !node.flow) {
        for (const item of node.items) visit(item);
      }
    };
    visit(document.doc.contents);
    const style = { indent: indent ?? 2, indentSeq: indentSeq ?? true };
    this.styles.set(index, style);
    return style;
  }
}

interface Slot {
  readonly node: unknown;
  readonly key?: Node;
  set(node: Node): void;
}

/** A child slot of a collection: its node, its key node (maps) and a setter. */
function childOf(node: unknown, segment: string | number): Slot | undefined {
  if (isMap(node) && typeof segment === 'string') {
    const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === segment);
    if (!pair) return undefined;
    return { node: pair.value, ...(isNode(pair.key) ? { key: pair.key } : {}), set: (n) => void (pair.value = n) };
  }
  if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
    return { node: node.items[segment], set: (n) => void (node.items[segment] = n) };
  }
  return undefined;
}

/** `['a', 0]` and `v` → `{a: [v]}`: what is missing below an existing parent. */
function nest(path: ValuesPath, value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, segment) => (typeof segment === 'number' ? [...Array<null>(segment).fill(null), inner] : { [segment as string]: inner }),
    value,
  );
}

/** A document's data with the loader's alias budget (the `yaml` default of 100 is lower). */
function toData(doc: Document): unknown {
  return doc.toJS({ maxAliasCount: LOAD_LIMITS.maxAliasCount }) as unknown;
}

function plain(doc: Document, node: unknown): unknown {
  if (node === null || node === undefined) return null;
  return isNode(node) ? (node.toJS(doc) as unknown) : node;
}

/**
 * A number as the file wrote it when that says more than the number (`1.0`, `0x1F`,
 * `1e3`), so the change log shows `1.0 -> "1.0"` rather than `1 -> "1.0"`.
 */
function numberText(node: unknown): string | undefined {
  if (!isScalar(node) || typeof node.value !== 'number' || node.type !== Scalar.PLAIN) return undefined;
  const source = (node as Scalar & { source?: unknown }).source;
  return typeof source === 'string' && source !== String(node.value) ? source : undefined;
}

function isFlow(node: unknown): boolean {
  return (isMap(node) || isSeq(node)) && node.flow === true;
}

function isScalarValue(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isBlockValue(value: unknown): boolean {
  return value !== null && typeof value === 'object' && Object.keys(value).length > 0;
}

/** The text of `value` as a one-line scalar in the style `type`, or undefined if it needs more. */
function scalarText(value: unknown, type: Scalar.Type | undefined): string | undefined {
  const doc = new Document(null, SAFE_DOCUMENT_OPTIONS);
  const node = doc.createNode(value) as Scalar;
  if (typeof value === 'string' && type !== undefined) node.type = type;
  doc.contents = node;
  const text = doc.toString({ lineWidth: 0 }).replace(/\n$/, '');
  return text.includes('\n') ? undefined : text;
}

/** A map or list as block YAML lines indented by `column`, ending with a newline. */
function blockText(value: unknown, column: number, style: Style): string {
  const text = new Document(value, SAFE_DOCUMENT_OPTIONS).toString({ indent: style.indent, indentSeq: style.indentSeq, lineWidth: 0 });
  const pad = ' '.repeat(column);
  return text.replace(/^(?=.)/gm, pad);
}
