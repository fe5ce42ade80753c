/**
 * The parameters of a ConfigData (`configuration.schema.properties`, `configuration.defaults`)
 * and every `(( param ))` placeholder that reads them, positioned as document offsets: for
 * completion inside `(( ))`, definition, references and rename of a parameter.
 */
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { spanInString } from '../kro/positions.js';
import { loadYaml, type LoadedDocument } from '../source/index.js';
import { isRecord } from '../util/records.js';
import { offsetOf, type OffsetRange } from './rgd-index.js';

/** One declared parameter: its dotted name and where its key is written. */
export interface ConfigParameter {
  readonly name: string;
  readonly type?: string;
  readonly description?: string;
  /** The key in `configuration.schema.properties` (or in `defaults` when not in the schema). */
  readonly range: OffsetRange;
}

/** One `(( name ))`: the name's range. */
export interface Placeholder {
  readonly name: string;
  readonly range: OffsetRange;
}

export interface ConfigDataIndex {
  readonly document: LoadedDocument;
  readonly parameters: readonly ConfigParameter[];
  readonly placeholders: readonly Placeholder[];
  /** Other places a top-level name is written: `defaults` keys and `required` entries. */
  readonly declarations: ReadonlyMap<string, readonly OffsetRange[]>;
}

const PLACEHOLDER = /\(\(\s*([A-Za-z_][\w.-]*)\s*\)\)/g;

/** Indexes the first ConfigData document of a text, or undefined when it does not parse. */
export function indexConfigData(file: string, text: string): ConfigDataIndex | undefined {
  const document = loadYaml(file, text, () => undefined).documents.find((d) => isRecord(d.value) && d.value.kind === 'ConfigData');
  if (!document) return undefined;
  const keyRange = (path: (string | number)[]): OffsetRange => {
    const span = document.locate(path, { key: true });
    return [offsetOf(document, span.line, span.column), offsetOf(document, span.endLine, span.endColumn)];
  };
  const value = document.value as Record<string, unknown>;
  const configuration = isRecord(value.configuration) ? value.configuration : {};
  const schema = isRecord(configuration.schema) ? configuration.schema : {};
  const defaults = isRecord(configuration.defaults) ? configuration.defaults : {};
  const parameters: ConfigParameter[] = [];
  const walk = (properties: unknown, path: (string | number)[], prefix: string): void => {
    if (!isRecord(properties)) return;
    for (const [name, property] of Object.entries(properties)) {
      const full = prefix ? `${prefix}.${name}` : name;
      const p = isRecord(property) ? property : {};
      parameters.push({
        name: full,
        ...(typeof p.type === 'string' ? { type: p.type } : {}),
        ...(typeof p.description === 'string' ? { description: p.description } : {}),
        range: keyRange([...path, name]),
      });
      walk(p.properties, [...path, name, 'properties'], full);
    }
  };
  walk(schema.properties, ['configuration', 'schema', 'properties'], '');
  const declarations = new Map<string, OffsetRange[]>();
  const declare = (name: string, range: OffsetRange) => declarations.set(name, [...(declarations.get(name) ?? []), range]);
  for (const name of Object.keys(defaults)) {
    const range = keyRange(['configuration', 'defaults', name]);
    declare(name, range);
    if (!parameters.some((p) => p.name === name)) parameters.push({ name, range });
  }
  if (Array.isArray(schema.required)) {
    schema.required.forEach((name, i) => {
      if (typeof name !== 'string') return;
      const span = document.locate(['configuration', 'schema', 'required', i]);
      const start = offsetOf(document, span.line, span.column);
      const quoted = text[start] === '"' || text[start] === "'";
      declare(name, [start + (quoted ? 1 : 0), start + (quoted ? 1 : 0) + name.length]);
    });
  }
  const placeholders: Placeholder[] = [];
  collect(document, document.doc.contents as Node | null, [], placeholders);
  return { document, parameters, placeholders, declarations };
}

function collect(document: LoadedDocument, node: Node | null | undefined, path: (string | number)[], out: Placeholder[]): void {
  if (!node) return;
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      if (typeof key === 'string' || typeof key === 'number') collect(document, pair.value as Node | null, [...path, key], out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      collect(document, item as Node | null, [...path, i], out);
    });
  } else if (isScalar(node) && typeof node.value === 'string' && node.value.includes('((')) {
    for (const match of node.value.matchAll(PLACEHOLDER)) {
      const name = match[1]!;
      const at = match.index! + match[0].indexOf(name);
      const span = spanInString(document, path, at, at + name.length);
      out.push({ name, range: [offsetOf(document, span.line, span.column), offsetOf(document, span.endLine, span.endColumn)] });
    }
  }
}

/** The placeholder or parameter key at `offset`: the parameter's top-level name. */
export function parameterAt(
  index: ConfigDataIndex,
  offset: number,
): { readonly name: string; readonly range: OffsetRange; readonly placeholder?: true } | undefined {
  const inRange = (r: OffsetRange) => offset >= r[0] && offset <= r[1];
  const placeholder = index.placeholders.find((p) => inRange(p.range));
  if (placeholder) return { name: placeholder.name, range: placeholder.range, placeholder: true };
  const parameter = index.parameters.find((p) => inRange(p.range));
  if (parameter) return { name: parameter.name, range: parameter.range };
  for (const [name, ranges] of index.declarations) {
    const range = ranges.find(inRange);
    if (range) return { name, range };
  }
  return undefined;
}

/** Every place top-level parameter `name` is written: schema key, defaults key, `required`, placeholders. */
export function parameterOccurrences(index: ConfigDataIndex, name: string): OffsetRange[] {
  const top = name.split('.')[0]!;
  const ranges: OffsetRange[] = [];
  const declared = index.parameters.find((p) => p.name === top);
  if (declared) ranges.push(declared.range);
  for (const range of index.declarations.get(top) ?? []) if (!ranges.some((r) => r[0] === range[0])) ranges.push(range);
  for (const p of index.placeholders) {
    if (p.name === top || p.name.startsWith(`${top}.`)) ranges.push([p.range[0], p.range[0] + top.length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** The `(( ` being typed at `offset`: the name so far, or undefined outside one. */
export function placeholderPrefix(text: string, offset: number): string | undefined {
  const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
  const open = line.lastIndexOf('((');
  if (open < 0 || line.indexOf('))', open) >= 0) return undefined;
  const inside = line.slice(open + 2);
  return /^\s*[\w.-]*$/.test(inside) ? inside.trim() : undefined;
}
