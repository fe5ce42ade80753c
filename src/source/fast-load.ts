/**
 * A fast path of the load phase for the plain block YAML that rgdc itself writes (and most
 * people write): one pass over the text straight to data, with no syntax tree and no
 * position data. The `yaml` library's parser costs about 1 µs per byte; this costs a tenth.
 *
 * It accepts only a subset it reads exactly as the `yaml` library (YAML 1.2 core schema,
 * what `loadYaml` uses) does, and gives up (returns undefined) at the first thing outside it,
 * so the caller runs the full parser and every diagnostic comes from there. The subset:
 *
 * - one document, no `---`, `...` or directives; `\n` line breaks; no tabs, controls, BOM,
 *   line or paragraph separators or surrogates anywhere;
 * - block maps whose keys are plain words (`[A-Za-z_][A-Za-z0-9_./-]*`, not `null`, `true`
 *   or `false`), block sequences (also compact, `- a: 1`), each key once;
 * - scalars on one line: plain, single- or double-quoted; literal blocks `|` and `|-`
 *   without indentation indicators; flow collections on one line holding plain words;
 * - comments; no anchors, aliases, tags, folded blocks or multi-line plain or quoted
 *   scalars; numbers that JavaScript holds exactly.
 *
 * test/property/yaml-fast-path.property.test.ts proves it against the full loader.
 */
import { UNKNOWN, type Range, type Shadow } from './fast-locate.js';
import { ESCAPES, FLOW_KEY, INDICATORS, isDigit, isFlowWordChar, isLetter, NOT_SIMPLE, resolvePlain, SPECIAL_KEYS } from './fast-scalars.js';
import { LOAD_LIMITS } from './limits.js';

/** What the fast path read: the document's data, or the offset where the node budget ran out. */
export type FastLoad = { readonly value: unknown; readonly nodes: number } | { readonly nodeLimitAt: number };

/** Any character the subset does not allow anywhere in the text. */
const UNSUPPORTED_CHARACTER = /[^\n\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]/;

/** Collections nested deeper than this go to the full parser (it enforces the depth limits). */
const MAX_FAST_DEPTH = 64;

/** Thrown when the node budget runs out; `nodeLimitAt` holds the offset. */
const NODE_LIMIT = new Error('node limit');

const SPACE = 0x20;
const NEWLINE = 0x0a;

/**
 * Reads `source` as data when it is of the simple kind; undefined otherwise.
 *
 * @example
 * fastLoad('a: 1\nb: [x, y]\n'); // => { value: { a: 1, b: ['x', 'y'] } }
 * fastLoad('a: &x 1\n');         // => undefined (anchors take the full parser)
 */
export function fastLoad(source: string): FastLoad | undefined {
  if (UNSUPPORTED_CHARACTER.test(source)) return undefined;
  const reader = new FastReader(source);
  try {
    const value = reader.readDocument();
    return { value, nodes: reader.nodes };
  } catch (error) {
    if (error === NOT_SIMPLE) return undefined;
    if (error === NODE_LIMIT) return { nodeLimitAt: reader.nodeLimitAt };
    // A stack overflow in deep (but accepted) nesting: the full parser decides.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * The shapes and ranges of a document the fast path reads, for fastLocate; undefined
 * when the fast path does not read it.
 */
export function readShadow(source: string): Shadow | undefined {
  return readShadowed(source)?.shadow;
}

/** The plain data of `source` with its shadow ({@link readShadow}), in one pass; undefined where the fast path does not apply. */
export function readShadowed(source: string): { readonly value: unknown; readonly shadow: Shadow } | undefined {
  if (UNSUPPORTED_CHARACTER.test(source)) return undefined;
  const reader = new FastReader(source, true);
  try {
    const value = reader.readDocument();
    return { value, shadow: reader.shadow };
  } catch (error) {
    if (error === NOT_SIMPLE || error === NODE_LIMIT || error instanceof RangeError) return undefined;
    throw error;
  }
}

class FastReader {
  private readonly n: number;
  /** The shadow of the node read last (in shadow mode). */
  shadow: Shadow = UNKNOWN;
  /**
   * After the line break of the line the value read last ends on, when that value is a
   * scalar or flow collection with nothing but spaces after it on its line; -1 otherwise
   * (a block scalar, an empty value, a comment). A block collection ends there.
   */
  private lastEnd = -1;
  /** Line start of the next structural line after the node just read (n at the end). */
  private next = 0;
  private depth = 0;
  /** Nodes as the guarded parser counts them (plain and block scalars, flow collections). */
  nodes = 0;
  nodeLimitAt = -1;

  constructor(
    private readonly src: string,
    private readonly shadows = false,
  ) {
    this.n = src.length;
  }

  readDocument(): unknown {
    const start = this.skipToStructural(0);
    if (start >= this.n || this.src.charCodeAt(start) === SPACE) throw NOT_SIMPLE;
    const first = this.src.charCodeAt(start);
    // A one-line flow collection as the whole document: JSON written by JSON.stringify.
    const value = first === 0x5b || first === 0x7b ? this.readInlineScalar(start, -1) : this.readBlockNode(start, 0);
    if (this.next < this.n) throw NOT_SIMPLE;
    return value;
  }

  /**
   * The range the `yaml` library gives a block map or sequence starting at `first`, read
   * just now: from its first key or `-` to the line break after its last line of content
   * (its `range[1]`: the last value's end, trailing blank lines left out). Known only when
   * that last line ends in a scalar or flow collection without a comment, and only blank
   * lines come before the next content: comments and block scalars move the end, and then
   * the full Document answers. A whole-document diagnostic (`locate([])`), or one on a
   * resource's template, then needs no full parse.
   */
  private blockRange(first: number): Range {
    const end = this.lastEnd;
    if (end < 0) return null;
    for (let i = end; i < this.next; i++) {
      const c = this.src.charCodeAt(i);
      if (c !== SPACE && c !== NEWLINE) return null;
    }
    return [first, end];
  }

  /** Counts one node starting at `offset`, stopping where the guarded parser would. */
  private count(offset: number): void {
    if (++this.nodes > LOAD_LIMITS.maxNodes) {
      this.nodeLimitAt = offset;
      throw NODE_LIMIT;
    }
  }

  private lineEnd(pos: number): number {
    const e = this.src.indexOf('\n', pos);
    return e === -1 ? this.n : e;
  }

  private indentOf(lineStart: number): number {
    let i = lineStart;
    while (this.src.charCodeAt(i) === SPACE) i++;
    return i - lineStart;
  }

  /** The start of the first line at or after `pos` (a line start) that is not blank or a comment. */
  private skipToStructural(pos: number): number {
    const { src, n } = this;
    while (pos < n) {
      let i = pos;
      while (src.charCodeAt(i) === SPACE) i++;
      const c = src.charCodeAt(i);
      if (i < n && c !== NEWLINE && c !== 0x23 /* # */) return pos;
      pos = this.lineEnd(i) + 1;
    }
    return n;
  }

  private isSeqIndicator(at: number): boolean {
    if (this.src.charCodeAt(at) !== 0x2d /* - */) return false;
    const c = this.src.charCodeAt(at + 1);
    return at + 1 >= this.n || c === SPACE || c === NEWLINE;
  }

  /** The end of a simple plain key at `at` (the offset of its `:`), or -1. */
  private keyEnd(at: number): number {
    const { src } = this;
    const first = src.charCodeAt(at);
    if (!((isLetter(first) || first === 0x5f) /* _ */)) return -1;
    let i = at + 1;
    for (;;) {
      const c = src.charCodeAt(i);
      if (isLetter(c) || isDigit(c) || c === 0x5f || c === 0x2e /* . */ || c === 0x2f /* / */ || c === 0x2d /* - */) i++;
      else break;
    }
    if (src.charCodeAt(i) !== 0x3a /* : */) return -1;
    const after = src.charCodeAt(i + 1);
    return i + 1 >= this.n || after === SPACE || after === NEWLINE ? i : -1;
  }

  private enter(): void {
    if (++this.depth > MAX_FAST_DEPTH) throw NOT_SIMPLE;
  }

  /** A block map or sequence starting at offset `at`, in column `col`. */
  private readBlockNode(at: number, col: number): unknown {
    if (this.isSeqIndicator(at)) return this.readSeq(at, col);
    if (this.keyEnd(at) !== -1) return this.readMap(at, col);
    throw NOT_SIMPLE;
  }

  private readMap(at: number, col: number): Record<string, unknown> {
    this.enter();
    const first = at;
    const map: Record<string, unknown> = {};
    const entries = this.shadows ? new Map<string, { key: Range; value: Shadow }>() : undefined;
    for (;;) {
      const end = this.keyEnd(at);
      if (end === -1 || end - at > 1000) throw NOT_SIMPLE;
      const key = this.src.slice(at, end);
      // Keys the core schema reads as null or a boolean, and keys an object literal cannot hold.
      if (SPECIAL_KEYS.has(key) || Object.hasOwn(map, key)) throw NOT_SIMPLE;
      this.count(at);
      map[key] = this.readMapValue(end + 1, col);
      entries?.set(key, { key: [at, end], value: this.shadow });
      if (this.next >= this.n) break;
      const indent = this.indentOf(this.next);
      if (indent < col) break;
      if (indent > col) throw NOT_SIMPLE;
      at = this.next + col;
    }
    this.depth--;
    if (entries) this.shadow = { kind: 'map', range: this.blockRange(first), entries };
    return map;
  }

  /** The value after a key's `:` at `pos`, of a map in column `col`. */
  private readMapValue(pos: number, col: number): unknown {
    const { src } = this;
    while (src.charCodeAt(pos) === SPACE) pos++;
    const c = src.charCodeAt(pos);
    if (pos < this.n && c !== NEWLINE && c !== 0x23) return this.readInlineScalar(pos, col);
    const line = this.skipToStructural(this.lineEnd(pos) + 1);
    this.next = line;
    this.shadow = UNKNOWN;
    this.lastEnd = -1;
    if (line >= this.n) return null;
    const indent = this.indentOf(line);
    if (indent > col) return this.readBlockNode(line + indent, indent);
    if (indent === col && this.isSeqIndicator(line + indent)) return this.readSeq(line + indent, col);
    return null;
  }

  private readSeq(at: number, col: number): unknown[] {
    this.enter();
    const first = at;
    const { src } = this;
    const list: unknown[] = [];
    const items: Shadow[] | undefined = this.shadows ? [] : undefined;
    for (;;) {
      const lineStart = at - col;
      let pos = at + 1;
      while (src.charCodeAt(pos) === SPACE) pos++;
      const c = src.charCodeAt(pos);
      if (pos >= this.n || c === NEWLINE || c === 0x23) {
        const line = this.skipToStructural(this.lineEnd(pos) + 1);
        this.next = line;
        const indent = line < this.n ? this.indentOf(line) : -1;
        this.shadow = UNKNOWN;
        this.lastEnd = -1;
        list.push(indent > col ? this.readBlockNode(line + indent, indent) : null);
      } else if (this.isSeqIndicator(pos)) {
        list.push(this.readSeq(pos, pos - lineStart));
      } else if (this.keyEnd(pos) !== -1) {
        list.push(this.readMap(pos, pos - lineStart));
      } else {
        list.push(this.readInlineScalar(pos, col));
      }
      items?.push(this.shadow);
      if (this.next >= this.n) break;
      const indent = this.indentOf(this.next);
      if (indent < col) break;
      if (indent > col) throw NOT_SIMPLE;
      at = this.next + col;
      if (!this.isSeqIndicator(at)) break;
    }
    this.depth--;
    if (items) this.shadow = { kind: 'seq', range: this.blockRange(first), items };
    return list;
  }

  /** A scalar (or one-line flow collection) starting at `pos`; `col` is its parent's column. */
  private readInlineScalar(pos: number, col: number): unknown {
    const { src } = this;
    const c = src.charCodeAt(pos);
    const end = this.lineEnd(pos);
    let value: unknown;
    let after: number;
    let commented = false;
    if (c === 0x22 /* " */) [value, after] = this.readDoubleQuoted(pos, end);
    else if (c === 0x27 /* ' */) [value, after] = this.readSingleQuoted(pos, end);
    else if (c === 0x7c /* | */) return this.readLiteral(pos, end, col);
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) [value, after] = this.readFlow(pos, end);
    else {
      if (INDICATORS.has(c) || (c === 0x2d && this.isSeqIndicator(pos))) throw NOT_SIMPLE;
      const line = src.slice(pos, end);
      const comment = line.indexOf(' #');
      const text = (comment === -1 ? line : line.slice(0, comment)).trimEnd();
      if (text.includes(': ') || text.endsWith(':')) throw NOT_SIMPLE;
      this.count(pos);
      value = resolvePlain(text);
      after = end;
      if (this.shadows) this.shadow = { kind: 'scalar', range: [pos, pos + text.length] };
      commented = comment !== -1;
    }
    if (this.shadows && (c === 0x22 || c === 0x27)) this.shadow = { kind: 'scalar', range: [pos, after] };
    if (this.expectLineEnd(after, end)) commented = true;
    if (this.shadows) this.lastEnd = commented ? -1 : Math.min(end + 1, this.n);
    this.next = this.skipToStructural(end + 1);
    return value;
  }

  /** Only blanks, or blanks and a comment, may follow a scalar on its line; returns whether a comment does. */
  private expectLineEnd(pos: number, end: number): boolean {
    if (pos >= end) return false;
    const { src } = this;
    if (src.charCodeAt(pos) !== SPACE) throw NOT_SIMPLE;
    while (pos < end && src.charCodeAt(pos) === SPACE) pos++;
    if (pos < end && src.charCodeAt(pos) !== 0x23) throw NOT_SIMPLE;
    return pos < end;
  }

  private readDoubleQuoted(pos: number, end: number): [string, number] {
    const { src } = this;
    let out = '';
    let run = pos + 1;
    let i = run;
    for (;;) {
      if (i >= end) throw NOT_SIMPLE;
      const c = src.charCodeAt(i);
      if (c === 0x22) break;
      if (c !== 0x5c /* \ */) {
        i++;
        continue;
      }
      out += src.slice(run, i);
      const e = src[i + 1];
      if (e === undefined || i + 1 >= end) throw NOT_SIMPLE;
      const simple = ESCAPES[e];
      if (simple !== undefined) {
        out += simple;
        i += 2;
      } else if (e === 'x' || e === 'u' || e === 'U') {
        const length = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        const hex = src.slice(i + 2, i + 2 + length);
        if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex) || i + 2 + length > end) throw NOT_SIMPLE;
        const code = parseInt(hex, 16);
        if (code > 0x10ffff) throw NOT_SIMPLE;
        out += String.fromCodePoint(code);
        i += 2 + length;
      } else {
        throw NOT_SIMPLE;
      }
      run = i;
    }
    return [out + src.slice(run, i), i + 1];
  }

  private readSingleQuoted(pos: number, end: number): [string, number] {
    const { src } = this;
    let i = pos + 1;
    for (;;) {
      const close = src.indexOf("'", i);
      if (close === -1 || close >= end) throw NOT_SIMPLE;
      if (src.charCodeAt(close + 1) !== 0x27) return [src.slice(pos + 1, close).replace(/''/g, "'"), close + 1];
      i = close + 2;
    }
  }

  /**
   * A flow collection on one line, `[a, b c, 1]` or `{type: integer, minimum: 0}`, nested
   * or not; scalars are plain words (and blanks between them), map keys as in block maps.
   * Returns the value and the offset after its closing bracket.
   */
  private readFlow(pos: number, end: number): [unknown, number] {
    const { src } = this;
    const open = src.charCodeAt(pos);
    const isMap = open === 0x7b;
    const close = isMap ? 0x7d /* } */ : 0x5d; /* ] */
    this.count(pos);
    this.enter();
    const map: Record<string, unknown> = {};
    const list: unknown[] = [];
    const entries = this.shadows && isMap ? new Map<string, { key: Range; value: Shadow }>() : undefined;
    const items: Shadow[] | undefined = this.shadows && !isMap ? [] : undefined;
    let i = this.skipBlanks(pos + 1);
    if (src.charCodeAt(i) !== close) {
      for (;;) {
        if (isMap) {
          const keyStart = i;
          const k = src.charCodeAt(i);
          const quoted = k === 0x22 || k === 0x27;
          const [key, afterKey] = quoted ? this.readFlowQuoted(i, end) : this.readFlowWord(i, end);
          if (typeof key !== 'string' || afterKey - keyStart > 1000 || key === '__proto__' || Object.hasOwn(map, key)) throw NOT_SIMPLE;
          if (!quoted && (!FLOW_KEY.test(key) || SPECIAL_KEYS.has(key))) throw NOT_SIMPLE;
          // `"key":value` (a JSON-like key may touch its value); a plain key needs `: `.
          if (src.charCodeAt(afterKey) !== 0x3a || (!quoted && src.charCodeAt(afterKey + 1) !== SPACE)) throw NOT_SIMPLE;
          const [value, afterValue] = this.readFlowItem(this.skipBlanks(afterKey + 1), end);
          map[key] = value;
          entries?.set(key, { key: [keyStart, afterKey], value: this.shadow });
          i = afterValue;
        } else {
          const [value, afterValue] = this.readFlowItem(i, end);
          list.push(value);
          items?.push(this.shadow);
          i = afterValue;
        }
        i = this.skipBlanks(i);
        const c = src.charCodeAt(i);
        if (c === close) break;
        if (c !== 0x2c /* , */ || i >= end) throw NOT_SIMPLE;
        i = this.skipBlanks(i + 1);
      }
    }
    this.depth--;
    if (entries) this.shadow = { kind: 'map', range: [pos, i + 1], entries };
    if (items) this.shadow = { kind: 'seq', range: [pos, i + 1], items };
    return [isMap ? map : list, i + 1];
  }

  private readFlowItem(i: number, end: number): [unknown, number] {
    const c = this.src.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) return this.readFlow(i, end);
    return c === 0x22 || c === 0x27 ? this.readFlowQuoted(i, end) : this.readFlowWord(i, end);
  }

  /** A quoted scalar inside a flow collection (the guarded parser counts no node for it). */
  private readFlowQuoted(start: number, end: number): [string, number] {
    const read = this.src.charCodeAt(start) === 0x22 ? this.readDoubleQuoted(start, end) : this.readSingleQuoted(start, end);
    if (this.shadows) this.shadow = { kind: 'scalar', range: [start, read[1]] };
    return read;
  }

  /** A plain scalar inside a flow collection: word characters and inner blanks. */
  private readFlowWord(start: number, end: number): [unknown, number] {
    const { src } = this;
    let i = start;
    while (i < end && (isFlowWordChar(src.charCodeAt(i)) || src.charCodeAt(i) === SPACE)) i++;
    const text = src.slice(start, i).trimEnd();
    if (text === '' || (text.charCodeAt(0) === 0x2d && !isFlowWordChar(text.charCodeAt(1)))) throw NOT_SIMPLE;
    this.count(start);
    if (this.shadows) this.shadow = { kind: 'scalar', range: [start, start + text.length] };
    return [resolvePlain(text), start + text.length];
  }

  private skipBlanks(i: number): number {
    while (this.src.charCodeAt(i) === SPACE) i++;
    return i;
  }

  /** A literal block `|` or `|-` whose header is at `pos`, inside a node in column `col`. */
  private readLiteral(pos: number, end: number, col: number): string {
    const { src, n } = this;
    const strip = end === pos + 2 && src.charCodeAt(pos + 1) === 0x2d;
    if (!strip && end !== pos + 1) throw NOT_SIMPLE;
    const first = end + 1;
    if (first >= n) throw NOT_SIMPLE;
    const indent = this.indentOf(first);
    const firstChar = src.charCodeAt(first + indent);
    if (indent <= col || first + indent >= n || firstChar === NEWLINE) throw NOT_SIMPLE;
    this.count(first);
    const lines: string[] = [];
    let empty = 0;
    let line = first;
    while (line < n) {
      const e = this.lineEnd(line);
      let i = line;
      while (i < e && src.charCodeAt(i) === SPACE) i++;
      if (i === e) {
        // A blank line longer than the indentation holds spaces of content: not simple.
        if (i - line > indent) throw NOT_SIMPLE;
        empty++;
        line = e + 1;
        continue;
      }
      if (i - line < indent) break;
      // The last line without a line break changes chomping: not simple.
      if (e >= n) throw NOT_SIMPLE;
      for (; empty > 0; empty--) lines.push('');
      lines.push(src.slice(line + indent, e));
      line = e + 1;
    }
    this.next = this.skipToStructural(Math.min(line, n));
    this.shadow = UNKNOWN;
    this.lastEnd = -1;
    return strip ? lines.join('\n') : `${lines.join('\n')}\n`;
  }
}
