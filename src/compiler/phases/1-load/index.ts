/**
 * Phase 1: read YAML text into documents that remember where every node came from.
 */
import { Document, isMap, isNode, isScalar, isSeq, LineCounter, parseAllDocuments, type Node } from 'yaml';
import type { DiagnosticSink, SourceSpan } from '../../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../../diagnostics/report.js';
import type { FieldPath, LoadedDocument, LoadedFile } from './types.js';
import { indexLines } from './line-index.js';

export type { FieldPath, LoadedDocument, LoadedFile } from './types.js';
export { formatFieldPath, fieldPathFromPointer } from './field-path.js';

/** Limits that keep hostile input from exhausting memory (see docs/limits.md). */
export const LOAD_LIMITS = {
  /** yaml's own guard against alias ("billion laughs") expansion. */
  maxAliasCount: 1000,
  maxDocuments: 1000,
  /** Deeper documents are refused: no real ConfigData or RGD nests anywhere near this. */
  maxDepth: 256,
} as const;

/**
 * Parses every document of a YAML file, reporting syntax errors with their position.
 * A document with syntax errors is dropped from the result: its tree is not meaningful.
 *
 * @example
 * const loaded = loadYaml('configdata.yaml', text, report);
 * loaded.documents[0]?.locate(['component', 'name']); // => { line: 6, column: 9, ... }
 */
export function loadYaml(file: string, source: string, report: DiagnosticSink): LoadedFile {
  const lineCounter = indexLines(source);
  const displayName = file === '-' ? '<stdin>' : file;
  // Duplicate keys are found below in one pass; yaml's own check compares every pair of keys.
  const parsed = parseAllDocuments(source, { prettyErrors: false, uniqueKeys: false });
  const docs = Array.isArray(parsed) ? parsed : [];
  const spanAt = (start: number, end: number): SourceSpan => {
    const a = lineCounter.linePos(start);
    const b = lineCounter.linePos(Math.max(end, start));
    return { file: displayName, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
  };
  const documents: LoadedDocument[] = [];
  if (docs.length > LOAD_LIMITS.maxDocuments) {
    report(
      makeDiagnostic('yaml_too_many_documents', spanAt(0, 0), '', `the file holds ${docs.length} documents; at most ${LOAD_LIMITS.maxDocuments} are read`),
    );
    return { file: displayName, source, documents };
  }
  docs.forEach((doc, index) => {
    let broken = false;
    for (const error of doc.errors) {
      broken = true;
      // yaml reports a stack overflow on absurdly nested input as a parse error.
      if (/call stack/i.test(error.message)) {
        report(makeDiagnostic('yaml_too_deep', spanAt(error.pos[0], error.pos[1]), '', `the document nests deeper than rgdc reads (at most ${LOAD_LIMITS.maxDepth} levels)`));
        break;
      }
      const code = error.code === 'DUPLICATE_KEY' ? 'yaml_duplicate_key' : 'yaml_syntax';
      report(makeDiagnostic(code, spanAt(error.pos[0], error.pos[1]), '', firstLine(error.message)));
    }
    if (!broken) {
      const deep = findTooDeep(doc.contents, LOAD_LIMITS.maxDepth);
      if (deep) {
        broken = true;
        report(makeDiagnostic('yaml_too_deep', spanAt(deep[0], deep[1]), '', `the document nests deeper than rgdc reads (at most ${LOAD_LIMITS.maxDepth} levels)`));
      }
    }
    for (const duplicate of findDuplicateKeys(doc.contents)) {
      broken = true;
      report(makeDiagnostic('yaml_duplicate_key', spanAt(duplicate.range[0], duplicate.range[1]), '', `map keys must be unique; \`${duplicate.key}\` appears again here`));
    }
    if (broken) return;
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: LOAD_LIMITS.maxAliasCount });
    } catch (error) {
      report(makeDiagnostic('yaml_alias_limit', spanAt(0, 0), '', firstLine(String((error as Error).message))));
      return;
    }
    const locate = (path: FieldPath, options?: { key?: boolean }): SourceSpan => {
      const found = findNode(doc.contents, path, options?.key === true);
      const range = found?.range ?? doc.contents?.range ?? [0, 0, 0];
      return spanAt(range[0], range[1]);
    };
    documents.push({ file: displayName, source, index, doc, lineCounter, value, locate });
  });
  return { file: displayName, source, documents };
}

/** The range of the first node nested deeper than `limit`, found without recursion. */
function findTooDeep(root: unknown, limit: number): [number, number, number] | undefined {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return (node as Ranged).range ?? [0, 0, 0];
    if (isMap(node)) for (const pair of node.items) stack.push([pair.value, depth + 1]);
    else if (isSeq(node)) for (const item of node.items) stack.push([item, depth + 1]);
  }
  return undefined;
}

/** Keys that repeat within one map, each with the range of its second and later uses. */
function findDuplicateKeys(root: unknown): { key: string; range: [number, number, number] }[] {
  const found: { key: string; range: [number, number, number] }[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (isScalar(pair.key)) {
          const key = String(pair.key.value);
          if (seen.has(key) && pair.key.range) found.push({ key, range: pair.key.range });
          seen.add(key);
        }
        stack.push(pair.value);
      }
    } else if (isSeq(node)) {
      stack.push(...node.items);
    }
  }
  return found.sort((a, b) => a.range[0] - b.range[0]);
}

/**
 * A LoadedDocument for data rgdc produced itself (compile's self-check): no text was parsed,
 * so every field points at the start of `file`. Parsing the emitted YAML again would cost
 * more than the checks that run on it.
 */
export function documentFromValue(file: string, value: unknown): LoadedDocument {
  const doc = new Document(value, { aliasDuplicateObjects: false }) as unknown as Document.Parsed;
  const span = { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
  return { file, source: '', index: 0, doc, lineCounter: new LineCounter(), value, locate: () => span };
}

interface Ranged {
  range?: [number, number, number] | null;
}

/** Walks `path` down the YAML tree, stopping at the deepest node that exists. */
function findNode(root: unknown, path: FieldPath, wantKey: boolean): Ranged | undefined {
  let current: unknown = root;
  let deepest: Ranged | undefined = isNode(root) ? (root as Node) : undefined;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (isMap(current)) {
      const pair = current.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) return deepest;
      if (last && wantKey && isNode(pair.key)) return pair.key as Ranged;
      current = pair.value;
      // A key with no value (`name:`) has a null value node; point at the key then.
      if (!isNode(current)) return isNode(pair.key) ? (pair.key as Ranged) : deepest;
    } else if (isSeq(current) && typeof segment === 'number') {
      const item = current.items[segment];
      if (!isNode(item)) return deepest;
      current = item;
    } else {
      return deepest;
    }
    deepest = current as Ranged;
  }
  return deepest;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

