/**
 * Maps a character offset inside a YAML string value back to the file, so a CEL error at
 * column 17 of an expression is shown at the exact character, whatever the quoting.
 *
 * Plain and quoted scalars map exactly (escapes such as `\"` and `''`, and line folding,
 * are followed); block scalars (`|`, `>`) map by walking the source alongside the value,
 * which is exact for ordinary indentation and best effort otherwise.
 */
import { isScalar, type Scalar } from 'yaml';
import type { FieldPath, LoadedDocument } from '../source/index.js';
import type { SourceSpan } from '../diagnostics/diagnostic.js';

const offsetCache = new WeakMap<Scalar, number[]>();

/**
 * The span of characters `[start, end)` of the string at `path`. Falls back to the span
 * of the node (or its nearest ancestor) when the path does not lead to a string scalar.
 */
export function spanInString(document: LoadedDocument, path: FieldPath, start: number, end: number): SourceSpan {
  const node = document.doc.getIn(path as unknown[], true);
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return document.locate(path);
  const offsets = sourceOffsets(document.source, node);
  const value = node.value;
  const from = offsets[clamp(start, 0, value.length)]!;
  const lastChar = clamp(end - 1, 0, value.length);
  const to = end > start && end <= value.length ? offsets[lastChar]! + 1 : Math.max(from + 1, offsets[clamp(end, 0, value.length)]!);
  const a = document.lineCounter.linePos(from);
  const b = document.lineCounter.linePos(Math.max(to, from));
  return { file: document.file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
}

/** The source offset of every character of the scalar's value, plus one past the end. */
function sourceOffsets(source: string, node: Scalar): number[] {
  const cached = offsetCache.get(node);
  if (cached) return cached;
  const value = node.value as string;
  const [start, end] = node.range!;
  const style = node.type;
  let j = contentStart(source, start, style);
  const offsets: number[] = new Array<number>(value.length + 1);
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    offsets[i] = Math.min(j, end);
    while (j < end) {
      const s = source[j]!;
      if (style === 'QUOTE_DOUBLE' && s === '\\') {
        const next = source[j + 1] ?? '';
        if (next === '\n' || next === '\r') {
          j = skipWhitespace(source, j + 1, end);
          continue;
        }
        offsets[i] = j;
        j += 2 + (next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0);
        break;
      }
      if (style === 'QUOTE_SINGLE' && s === "'" && source[j + 1] === "'" && c === "'") {
        offsets[i] = j;
        j += 2;
        break;
      }
      if (s === c) {
        offsets[i] = j;
        j++;
        break;
      }
      if ((c === ' ' || c === '\n') && (s === '\n' || s === '\r')) {
        // A folded line break: one value character stands for the break and the indentation.
        offsets[i] = j;
        j = skipWhitespace(source, j, end);
        break;
      }
      j++;
    }
  }
  offsets[value.length] = Math.min(j, end);
  offsetCache.set(node, offsets);
  return offsets;
}

function contentStart(source: string, start: number, style: Scalar['type']): number {
  if (style === 'QUOTE_DOUBLE' || style === 'QUOTE_SINGLE') return start + 1;
  if (style === 'BLOCK_LITERAL' || style === 'BLOCK_FOLDED') {
    const newline = source.indexOf('\n', start);
    return newline < 0 ? start : newline + 1;
  }
  return start;
}

function skipWhitespace(source: string, from: number, end: number): number {
  let j = from;
  while (j < end && (source[j] === ' ' || source[j] === '\t' || source[j] === '\n' || source[j] === '\r')) j++;
  return j;
}

function clamp(n: number, low: number, high: number): number {
  return Math.min(Math.max(n, low), high);
}
