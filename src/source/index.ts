/**
 * The YAML reader every part of rgdc reads files with: YAML text into documents that
 * remember where every node came from (ranges, `locate(path)`), within the limits of
 * LOAD_LIMITS. The compiler's load phase, check, preview, localize, import and the
 * language server all read through it.
 */
import { Document, isMap, isNode, isScalar, isSeq, LineCounter, type Node } from 'yaml';
import type { DiagnosticSink, SourceSpan } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { inspectTree } from './inspect-tree.js';
import { LOAD_LIMITS } from './limits.js';
import { fastLoad, readShadow } from './fast-load.js';
import { fastLocate } from './fast-locate.js';
import { parseGuarded, tooManyNodes, type GuardedParse } from './parse-guarded.js';
import type { FieldPath, LoadedDocument, LoadedFile } from './types.js';
import { indexLines } from './line-index.js';
import { syntaxErrorHint } from './syntax-hint.js';
import { findMissingColon } from './missing-colon.js';

export type { FieldPath, LoadedDocument, LoadedFile } from './types.js';
export { formatFieldPath, fieldPathFromPointer } from './field-path.js';
export { LOAD_LIMITS } from './limits.js';

/** Problems of one document reported in full; the rest are counted in one more diagnostic. */
const MAX_PROBLEMS = 20;

/** Syntax errors of one document reported in full: the first is the cause, the rest mostly its echo. */
const MAX_SYNTAX_ERRORS = 3;

/**
 * Parses every document of a YAML file, reporting syntax errors with their position.
 * A document with syntax errors is dropped from the result: its tree is not meaningful.
 * The limits of LOAD_LIMITS are checked before each expensive step (see limits.ts).
 *
 * @example
 * const loaded = loadYaml('configdata.yaml', text, report);
 * loaded.documents[0]?.locate(['component', 'name']); // => { line: 6, column: 9, ... }
 */
export function loadYaml(file: string, source: string, report: DiagnosticSink): LoadedFile {
  const displayName = file === '-' ? '<stdin>' : file;
  // Most inputs are plain block YAML: read straight to data, with the positioned Document
  // built only when something asks for a position (see fast-load.ts).
  const fast = fastLoad(source);
  if (fast && 'value' in fast) return { file: displayName, source, documents: [lazyDocument(displayName, source, fast.value)] };
  if (fast) {
    const stop = tooManyNodes(fast.nodeLimitAt);
    const at = indexLines(source).linePos(stop.offset);
    report(makeDiagnostic(stop.code, { file: displayName, line: at.line, column: at.col, endLine: at.line, endColumn: at.col }, '', stop.message));
    return { file: displayName, source, documents: [] };
  }
  return loadYamlFully(displayName, source, report);
}

/**
 * loadYaml with the `yaml` library's Document for every input: positions, comments, every
 * check. What the fast path must agree with (test/property/yaml-fast-path.property.test.ts).
 */
export function loadYamlFully(displayName: string, source: string, report: DiagnosticSink): LoadedFile {
  const lineCounter = indexLines(source);
  const spanAt = (start: number, end: number): SourceSpan => {
    const a = lineCounter.linePos(start);
    const b = lineCounter.linePos(Math.max(end, start));
    return { file: displayName, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
  };
  const documents: LoadedDocument[] = [];
  // The parser's own line counter drifts in error recovery (see line-index.ts): it gets a
  // throwaway one, and positions come from `lineCounter`.
  const parsed = parseOrStop(source, new LineCounter());
  if ('stop' in parsed) {
    report(makeDiagnostic(parsed.stop.code, spanAt(parsed.stop.offset, parsed.stop.offset), '', parsed.stop.message));
    return { file: displayName, source, documents };
  }
  // The alias budget is per file: many documents each just under it would add up.
  let aliasNodes = 0;
  parsed.docs.forEach((doc, index) => {
    let broken = false;
    // One root cause, one diagnostic: after a syntax error the parser's recovery reports
    // every later token of the document (an unquoted `: ` on line 24 of an RGD gave 428).
    // A key without its colon is said in rgdc's words, once: the parser's later errors are its echo.
    const first = doc.errors[0];
    const slip = first && first.code !== 'DUPLICATE_KEY' ? findMissingColon(source, first.code, spanAt(first.pos[0], first.pos[1]).line) : undefined;
    if (slip) {
      report(
        makeDiagnostic(
          'yaml_syntax',
          { file: displayName, line: slip.line, column: slip.column, endLine: slip.line, endColumn: slip.endColumn },
          '',
          slip.message,
          { hint: slip.hint },
        ),
      );
      return;
    }
    doc.errors.slice(0, MAX_SYNTAX_ERRORS).forEach((error, i) => {
      broken = true;
      const code = error.code === 'DUPLICATE_KEY' ? 'yaml_duplicate_key' : 'yaml_syntax';
      const span = spanAt(error.pos[0], error.pos[1]);
      const hint = i === 0 && code === 'yaml_syntax' ? syntaxErrorHint(source, span.line) : undefined;
      report(makeDiagnostic(code, span, '', firstLine(error.message), hint ? { hint } : {}));
    });
    if (doc.errors.length > MAX_SYNTAX_ERRORS) {
      const next = doc.errors[MAX_SYNTAX_ERRORS]!;
      const more = doc.errors.length - MAX_SYNTAX_ERRORS;
      report(
        makeDiagnostic(
          'yaml_syntax',
          spanAt(next.pos[0], next.pos[1]),
          '',
          `${more} more syntax error${more === 1 ? '' : 's'} in this document, most likely caused by the first; fix it and run again`,
        ),
      );
    }
    if (broken) return;
    const inspection = inspectTree(doc, LOAD_LIMITS.maxNodes + LOAD_LIMITS.maxAliasNodes);
    // A hostile file can hold a problem per line; the first ones say what to fix.
    for (const problem of inspection.problems.slice(0, MAX_PROBLEMS))
      report(makeDiagnostic(problem.code, spanAt(problem.range[0], problem.range[1]), '', problem.message));
    if (inspection.problems.length > MAX_PROBLEMS) {
      const last = inspection.problems[MAX_PROBLEMS]!;
      report(
        makeDiagnostic(
          last.code,
          spanAt(last.range[0], last.range[1]),
          '',
          `${inspection.problems.length - MAX_PROBLEMS} more problems like the ones above follow in this document`,
        ),
      );
    }
    if (inspection.problems.length > 0) return;
    const where = doc.contents?.range ?? [0, 0];
    aliasNodes += Math.max(0, inspection.expandedNodes - countNodes(doc));
    if (aliasNodes > LOAD_LIMITS.maxAliasNodes) {
      report(
        makeDiagnostic(
          'yaml_alias_limit',
          spanAt(where[0], where[0]),
          '',
          `alias expansion would add more than ${LOAD_LIMITS.maxAliasNodes.toLocaleString('en-US')} nodes to the data`,
        ),
      );
      return;
    }
    if (inspection.expandedDepth > LOAD_LIMITS.maxDepth) {
      report(
        makeDiagnostic(
          'yaml_too_deep',
          spanAt(where[0], where[0]),
          '',
          `the document nests deeper than rgdc reads (at most ${LOAD_LIMITS.maxDepth} levels, aliases expanded)`,
        ),
      );
      return;
    }
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: LOAD_LIMITS.maxAliasCount });
    } catch (error) {
      report(makeDiagnostic('yaml_alias_limit', spanAt(where[0], where[0]), '', firstLine(String((error as Error).message))));
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

/**
 * A document the fast path read: `value` now, the Document, its line index and `locate`
 * from the full parser on first use (the same text, so the same tree the full path builds).
 */
function lazyDocument(displayName: string, source: string, value: unknown): LoadedDocument {
  let full: LoadedDocument | undefined;
  let lines: LineCounter | undefined;
  let shadow: ReturnType<typeof readShadow> | null | undefined;
  const fullDocument = (): LoadedDocument => {
    if (full) return full;
    const problems: string[] = [];
    const loaded = loadYamlFully(displayName, source, (d) => problems.push(d.message));
    // The fast path only takes text the full parser reads without a problem.
    if (problems.length > 0 || loaded.documents.length !== 1)
      throw new Error(`rgdc: the fast YAML reader accepted ${displayName}, the full one did not: ${problems[0] ?? 'document count'}`);
    return (full = loaded.documents[0]!);
  };
  return {
    file: displayName,
    source,
    index: 0,
    value,
    get doc() {
      return fullDocument().doc;
    },
    get lineCounter() {
      return (lines ??= indexLines(source));
    },
    locate: (path, options) => {
      // Keys, scalars and flow collections are located without the Document (fast-load.ts).
      if (shadow === undefined) shadow = readShadow(source) ?? null;
      const range = shadow && !full ? fastLocate(shadow, path, options?.key === true) : undefined;
      if (!range) return fullDocument().locate(path, options);
      const lineIndex = (lines ??= indexLines(source));
      const a = lineIndex.linePos(range[0]);
      const b = lineIndex.linePos(Math.max(range[1], range[0]));
      return { file: displayName, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
    },
  };
}

/** parseGuarded, with a stack overflow inside the `yaml` library reported as too deep. */
function parseOrStop(source: string, lineCounter: LineCounter): GuardedParse {
  try {
    return parseGuarded(source, lineCounter);
  } catch (error) {
    if (error instanceof RangeError)
      return { stop: { code: 'yaml_too_deep', offset: 0, message: `the document nests deeper than rgdc reads (at most ${LOAD_LIMITS.maxDepth} levels)` } };
    throw error;
  }
}

/** Nodes written in the document itself (an alias counts one), without recursion. */
function countNodes(doc: Document.Parsed): number {
  let count = 0;
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    count++;
    if (isMap(node)) for (const pair of node.items) stack.push(pair.key, pair.value);
    else if (isSeq(node)) for (const item of node.items) stack.push(item);
  }
  return count;
}

/**
 * A small YAML value typed on a command line or held in a ConfigMap entry (`--status
 * id.path=VALUE`, `--values`), read with the same limits as a file. Returns the value,
 * or the message of the first problem.
 *
 * @example
 * parseYamlValue('[1, 2]'); // => { value: [1, 2] }
 * parseYamlValue('&a [*a]'); // => { error: 'the alias `*a` stands inside ...' }
 */
export function parseYamlValue(text: string): { value: unknown } | { error: string } {
  const problems: string[] = [];
  const loaded = loadYaml('<value>', text, (d) => {
    if (d.severity === 'error') problems.push(d.message);
  });
  if (problems.length > 0) return { error: problems[0]! };
  if (loaded.documents.length > 1) return { error: 'the value holds more than one YAML document' };
  return { value: loaded.documents[0]?.value ?? null };
}

/**
 * A LoadedDocument for data rgdc produced itself (compile's self-check): no text was parsed,
 * so every field points at the start of `file`. Parsing the emitted YAML again would cost
 * more than the checks that run on it.
 */
export function documentFromValue(file: string, value: unknown): LoadedDocument {
  // The Document is only read to point into a string (spanInString) on an error: built then.
  let doc: Document.Parsed | undefined;
  let lines: LineCounter | undefined;
  const span = { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
  return {
    file,
    source: '',
    index: 0,
    get doc() {
      return (doc ??= new Document(value, { aliasDuplicateObjects: false }) as unknown as Document.Parsed);
    },
    get lineCounter() {
      return (lines ??= new LineCounter());
    },
    value,
    locate: () => span,
  };
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
