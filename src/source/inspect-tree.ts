/**
 * One iterative pass over a parsed document, before it is turned into data: everything
 * that would make the data unsafe for the phases that walk it.
 *
 * - duplicate map keys (one Set per map; `yaml`'s own check compares every pair);
 * - aliases: each resolved once, as `yaml` resolves them (the last anchor of that name
 *   before the alias in document order); an alias to no anchor, or to a node that
 *   contains the alias (`&a [*a]`, which `toJS` turns into a cyclic object) is reported;
 * - the size and depth of the data after alias expansion, computed bottom-up with one
 *   entry per anchored node, so a "billion laughs" document is measured, not expanded;
 * - integers beyond 2^53, which JavaScript numbers cannot hold exactly.
 *
 * No recursion: the document's own nesting is bounded by the parser guard, but aliases
 * can stack expansions of their targets.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import type { DiagnosticCode } from '../diagnostics/codes.js';

/** One problem found, with the source range it is about. */
export interface TreeProblem {
  readonly code: DiagnosticCode;
  readonly range: readonly [number, number];
  readonly message: string;
}

/** What a pass found: problems in document order, and the expanded size of the data. */
export interface TreeInspection {
  readonly problems: TreeProblem[];
  /** Nodes of the data after alias expansion (capped just above the budget). */
  readonly expandedNodes: number;
  /** Nesting of the data after alias expansion. */
  readonly expandedDepth: number;
}

interface Frame {
  readonly node: unknown;
  readonly children: unknown[];
  next: number;
  size: number;
  depth: number;
}

/** Integer literals of the YAML 1.2 core schema (`yaml` reads these as numbers). */
const INTEGER_LITERAL = /^[-+]?(?:[0-9][0-9_]*|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const INFINITY_LITERAL = /^[-+]?\.(?:inf|Inf|INF)$/;

/**
 * Inspects `doc`; `sizeBudget` caps the size arithmetic (a billion-laughs size is
 * astronomically large, and only "over the budget" matters).
 */
export function inspectTree(doc: Document.Parsed, sizeBudget: number): TreeInspection {
  const problems: TreeProblem[] = [];
  const anchors = new Map<string, Node>();
  const measured = new Map<unknown, { size: number; depth: number }>();
  const open = new Set<unknown>();
  const cap = sizeBudget + 1;
  let result = { size: 0, depth: 0 };
  const stack: Frame[] = [];
  const enter = (node: unknown): void => {
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      const range: [number, number] = [node.range?.[0] ?? 0, node.range?.[1] ?? 0];
      let leaf = { size: 1, depth: 0 };
      if (!target)
        problems.push({ code: 'yaml_undefined_alias', range, message: `the alias \`*${node.source}\` names no anchor before it (\`&${node.source}\`)` });
      else if (open.has(target))
        problems.push({
          code: 'yaml_alias_cycle',
          range,
          message: `the alias \`*${node.source}\` stands inside the node its anchor names, so the data would contain itself`,
        });
      else leaf = measured.get(target) ?? leaf;
      finish(leaf);
      return;
    }
    if (isScalar(node) || node === null || node === undefined) {
      if (isScalar(node)) checkNumber(node, problems);
      if (isScalar(node) && node.anchor) anchors.set(node.anchor, node);
      finish({ size: 1, depth: 0 });
      return;
    }
    const collection = node as Node & { anchor?: string; items?: unknown[] };
    if (collection.anchor) anchors.set(collection.anchor, collection);
    const children: unknown[] = [];
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (isScalar(pair.key)) {
          const key = String(pair.key.value);
          if (seen.has(key) && pair.key.range)
            problems.push({
              code: 'yaml_duplicate_key',
              range: [pair.key.range[0], pair.key.range[1]],
              message: `map keys must be unique; \`${key}\` appears again here`,
            });
          seen.add(key);
        }
        // Keys are nodes too (anchors and aliases may sit on them).
        children.push(pair.key, pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) children.push(isPair(item) ? item.value : item);
    }
    open.add(node);
    stack.push({ node, children, next: 0, size: 1, depth: 0 });
  };
  const finish = (measure: { size: number; depth: number }): void => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      result = measure;
      return;
    }
    parent.size = Math.min(cap, parent.size + measure.size);
    parent.depth = Math.max(parent.depth, measure.depth + 1);
  };
  enter(doc.contents);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next < frame.children.length) {
      enter(frame.children[frame.next++]);
      continue;
    }
    stack.pop();
    open.delete(frame.node);
    const measure = { size: frame.size, depth: frame.depth };
    if ((frame.node as { anchor?: string }).anchor) measured.set(frame.node, measure);
    finish(measure);
  }
  problems.sort((a, b) => a.range[0] - b.range[0]);
  return { problems, expandedNodes: result.size, expandedDepth: result.depth };
}

/** Numbers a JavaScript number cannot hold as written: reported, never silently changed. */
function checkNumber(node: { value: unknown; source?: string; range?: readonly number[] | null }, problems: TreeProblem[]): void {
  const { value } = node;
  if (typeof value !== 'number' || Number.isSafeInteger(value) || node.source === undefined) return;
  const text = node.source.trim();
  const lost = INTEGER_LITERAL.test(text) ? !Number.isSafeInteger(value) : !Number.isFinite(value) && !INFINITY_LITERAL.test(text);
  if (!lost) return;
  problems.push({
    code: 'yaml_number_too_large',
    range: [node.range?.[0] ?? 0, node.range?.[1] ?? 0],
    message: `the number ${text} is too large to be carried exactly (JavaScript numbers hold integers up to 2^53 = 9007199254740992)`,
  });
}
