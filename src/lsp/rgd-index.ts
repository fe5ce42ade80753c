/**
 * What the editor features read from one open RGD: its resources (id, kind, where the
 * `id:` is), the instance schema, and every `${...}` expression with the reference chains
 * inside it, all positioned as offsets into the document text. Built from the load phase
 * (`loadYaml`) and kro's `${...}` scanner, so positions agree with the diagnostics.
 */
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { scanTemplate } from '../template/scanner.js';
import { spanInString } from '../kro/positions.js';
import { isRgdDocument } from '../kro/shape/index.js';
import { loadYaml, type FieldPath, type LoadedDocument } from '../source/index.js';
import type { SourceSpan } from '../diagnostics/diagnostic.js';
import { isRecord } from '../util/records.js';
import { findReferenceChains, type ReferenceChain } from './cel-references.js';

/** A `[start, end)` range of offsets into the document text. */
export type OffsetRange = readonly [number, number];

/** One entry of `spec.resources`. */
export interface IndexedResource {
  readonly index: number;
  readonly id: string | undefined;
  /** Where the id's value is written. */
  readonly idRange: OffsetRange | undefined;
  /** The whole entry. */
  readonly range: OffsetRange;
  readonly apiVersion: string | undefined;
  readonly kind: string | undefined;
  readonly external: boolean;
  /** forEach iterator names with the range of each name. */
  readonly iterators: readonly { readonly name: string; readonly range: OffsetRange }[];
}

/** One `${...}` expression. */
export interface IndexedExpression {
  readonly text: string;
  /** Offsets of the expression text (inside `${`/`}`) in the document. */
  readonly range: OffsetRange;
  /** Field path of the YAML string holding it. */
  readonly path: FieldPath;
  /** The owning resource, absent for `spec.schema.status`. */
  readonly resource?: number;
  /** Chains read by the expression. */
  readonly chains: readonly ReferenceChain[];
  /** Maps an offset inside `text` to the document offset (exact for any quoting). */
  documentOffset(offset: number): number;
}

/** One RGD document of the file. */
export interface RgdIndex {
  readonly document: LoadedDocument;
  readonly name: string | undefined;
  readonly resources: readonly IndexedResource[];
  readonly expressions: readonly IndexedExpression[];
  /** `spec.schema.spec` and `spec.schema.types` as data. */
  readonly specSchema: unknown;
  readonly customTypes: unknown;
}

/** Indexes every RGD document of a text; documents that do not parse are skipped. */
export function indexRgds(file: string, text: string): RgdIndex[] {
  const loaded = loadYaml(file, text, () => undefined);
  return loaded.documents.filter((d) => isRgdDocument(d.value)).map(indexDocument);
}

function indexDocument(document: LoadedDocument): RgdIndex {
  const value = document.value as Record<string, unknown>;
  const spec = isRecord(value.spec) ? value.spec : {};
  const schema = isRecord(spec.schema) ? spec.schema : {};
  const metadata = isRecord(value.metadata) ? value.metadata : {};
  const toOffset = (span: SourceSpan, end = false) => offsetOf(document, end ? span.endLine : span.line, end ? span.endColumn : span.column);
  const resources: IndexedResource[] = [];
  const list = document.doc.getIn(['spec', 'resources'], true);
  if (isSeq(list)) {
    list.items.forEach((item, index) => {
      const entry = isMap(item) ? (item.toJSON() as Record<string, unknown>) : {};
      const idNode = document.doc.getIn(['spec', 'resources', index, 'id'], true);
      const template = isRecord(entry.template) ? entry.template : isRecord(entry.externalRef) ? entry.externalRef : {};
      const iterators: { name: string; range: OffsetRange }[] = [];
      if (Array.isArray(entry.forEach)) {
        entry.forEach.forEach((dimension, d) => {
          if (!isRecord(dimension)) return;
          for (const name of Object.keys(dimension)) {
            const span = document.locate(['spec', 'resources', index, 'forEach', d, name], { key: true });
            iterators.push({ name, range: [toOffset(span), toOffset(span, true)] });
          }
        });
      }
      const range = (item as Node | null)?.range;
      resources.push({
        index,
        id: typeof entry.id === 'string' ? entry.id : undefined,
        idRange: isScalar(idNode) && idNode.range ? valueRange(document, idNode.range, String(idNode.value)) : undefined,
        range: range ? [range[0], range[1]] : [0, 0],
        apiVersion: typeof template.apiVersion === 'string' ? template.apiVersion : undefined,
        kind: typeof template.kind === 'string' ? template.kind : undefined,
        external: isRecord(entry.externalRef),
        iterators,
      });
    });
  }
  const expressions: IndexedExpression[] = [];
  collectExpressions(document, document.doc.contents as Node | null, [], expressions);
  return {
    document,
    name: typeof metadata.name === 'string' ? metadata.name : undefined,
    resources,
    expressions,
    specSchema: schema.spec,
    customTypes: schema.types,
  };
}

/** The range of a scalar's text without its quotes. */
function valueRange(document: LoadedDocument, range: readonly number[], value: string): OffsetRange {
  const start = range[0]!;
  const quoted = document.source[start] === '"' || document.source[start] === "'";
  return quoted ? [start + 1, start + 1 + value.length] : [start, start + value.length];
}

function collectExpressions(document: LoadedDocument, node: Node | null | undefined, path: (string | number)[], out: IndexedExpression[]): void {
  if (!node) return;
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      if (typeof key === 'string' || typeof key === 'number') collectExpressions(document, pair.value as Node | null, [...path, key], out);
    }
    return;
  }
  if (isSeq(node)) {
    node.items.forEach((item, i) => {
      collectExpressions(document, item as Node | null, [...path, i], out);
    });
    return;
  }
  if (!isScalar(node) || typeof node.value !== 'string' || !node.value.includes('${')) return;
  const scan = scanTemplate(node.value);
  const resource = path[0] === 'spec' && path[1] === 'resources' && typeof path[2] === 'number' ? path[2] : undefined;
  const fieldPath = [...path];
  for (const part of scan.parts) {
    if (part.kind !== 'expression') continue;
    const documentOffset = (offset: number): number => {
      const span = spanInString(document, fieldPath, part.offset + offset, part.offset + offset + 1);
      return offsetOf(document, span.line, span.column);
    };
    const start = documentOffset(0);
    const end = part.expression.length === 0 ? start : documentOffset(part.expression.length - 1) + 1;
    out.push({
      text: part.expression,
      range: [start, end],
      path: fieldPath,
      ...(resource !== undefined ? { resource } : {}),
      chains: findReferenceChains(part.expression),
      documentOffset,
    });
  }
}

/** The offset of a 1-based line and column (columns count UTF-16 code units). */
export function offsetOf(document: LoadedDocument, line: number, column: number): number {
  const starts = document.lineCounter.lineStarts;
  return (starts[line - 1] ?? document.source.length) + column - 1;
}

/** The RGD document holding `offset`, for multi-document files. */
export function indexAt(indexes: readonly RgdIndex[], offset: number): RgdIndex | undefined {
  return (
    indexes.find((index) => {
      const range = index.document.doc.range;
      return offset >= range[0] && offset <= range[2];
    }) ?? indexes[0]
  );
}

/** The expression containing `offset` (its `${`/`}` included), with the offset inside its text. */
export function expressionAt(index: RgdIndex, offset: number): { readonly expression: IndexedExpression; readonly at: number } | undefined {
  for (const expression of index.expressions) {
    if (offset < expression.range[0] || offset > expression.range[1]) continue;
    // Plain and simply quoted strings map one to one; find the character in the text.
    for (let i = 0; i <= expression.text.length; i++) {
      const here = i === expression.text.length ? expression.range[1] : expression.documentOffset(i);
      if (here >= offset) return { expression, at: i };
    }
  }
  return undefined;
}
