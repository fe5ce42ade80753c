/**
 * kro's build-time rules for the entries of `schema.status.conditions`
 * (`pkg/graph/conditions.go` `validateConditionExpressions`), applied to the parsed ASTs:
 *
 * - `runtime.condition(schema, 'X')` with a literal `X` must name one of kro's built-in
 *   condition types: an author-declared type is a self-reference, anything else a typo.
 *   Lookups on resources and computed type names are not restricted.
 * - a literal `status` of `runtime.newCondition({...})` is `True`, `False` or `Unknown`,
 *   and a literal `type` is not empty (computed values are checked when kro evaluates);
 * - no two entries declare the same literal type (one entry may repeat it, as the
 *   branches of a ternary do).
 *
 * ```yaml
 * status:
 *   conditions:
 *     - ${runtime.newCondition({type: "AppReady", status: "True", reason: "", message: ""})}
 * ```
 */
import type { ASTNode } from '@marcbachmann/cel-js';

/** The condition types kro itself writes on an instance (`KROBuiltinConditionTypes`). */
export const KRO_BUILTIN_CONDITION_TYPES: ReadonlySet<string> = new Set(['InstanceManaged', 'GraphResolved', 'ResourcesReady', 'WatchesHealthy', 'Ready']);

const CONDITION_STATUSES: ReadonlySet<string> = new Set(['True', 'False', 'Unknown']);

/** One condition entry: its parsed expression and a sink positioned inside it. */
export interface ConditionEntry {
  readonly ast: ASTNode;
  readonly report: (start: number, end: number, message: string) => void;
}

interface Node {
  readonly op: string;
  readonly args: unknown;
  readonly start?: number;
  readonly end?: number;
}

/** Applies the rules to every entry, reporting each problem at the offending literal. */
export function checkConditionEntries(entries: readonly ConditionEntry[]): void {
  const declaredBy = new Map<string, number>();
  entries.forEach((entry, index) => {
    for (const { type, node } of newConditionCalls(entry.ast).flatMap(literalTypeOf)) {
      const first = declaredBy.get(type);
      if (first === undefined) declaredBy.set(type, index);
      else if (first !== index)
        entry.report(node.start ?? 0, node.end ?? 0, `condition type ${JSON.stringify(type)} is declared by more than one conditions entry`);
    }
  });
  for (const entry of entries) {
    visit(entry.ast as unknown as Node, (node) => {
      if (isRuntimeCall(node, 'condition')) checkLookup(node, declaredBy, entry);
      else if (isRuntimeCall(node, 'newCondition')) checkLiterals(node, entry);
    });
  }
}

function checkLookup(call: Node, authorTypes: ReadonlyMap<string, number>, entry: ConditionEntry): void {
  const args = callArgs(call);
  if (args.length !== 2) return;
  const [target, name] = args as [Node, Node];
  if (target.op !== 'id' || target.args !== 'schema' || !isStringLiteral(name)) return;
  const type = name.args as string;
  if (KRO_BUILTIN_CONDITION_TYPES.has(type)) return;
  const at = (message: string) => entry.report(name.start ?? 0, name.end ?? 0, message);
  if (authorTypes.has(type)) at(`runtime.condition(schema, ${JSON.stringify(type)}): custom conditions cannot reference each other`);
  else
    at(
      `runtime.condition(schema, ${JSON.stringify(type)}): unknown condition type; only kro's built-in types (${[...KRO_BUILTIN_CONDITION_TYPES].join(', ')}) can be read from schema`,
    );
}

function checkLiterals(call: Node, entry: ConditionEntry): void {
  const status = entryValue(call, 'status');
  if (status && isStringLiteral(status) && !CONDITION_STATUSES.has(status.args as string)) {
    entry.report(status.start ?? 0, status.end ?? 0, `runtime.newCondition: status must be one of True, False, Unknown (got ${JSON.stringify(status.args)})`);
  }
  const type = entryValue(call, 'type');
  if (type && isStringLiteral(type) && type.args === '') entry.report(type.start ?? 0, type.end ?? 0, 'runtime.newCondition: type must not be empty');
}

function newConditionCalls(ast: ASTNode): Node[] {
  const calls: Node[] = [];
  visit(ast as unknown as Node, (node) => {
    if (isRuntimeCall(node, 'newCondition')) calls.push(node);
  });
  return calls;
}

function literalTypeOf(call: Node): { type: string; node: Node }[] {
  const value = entryValue(call, 'type');
  return value && isStringLiteral(value) ? [{ type: value.args as string, node: value }] : [];
}

/** The value of `key` in the map literal a newCondition call takes (keys are bare names). */
function entryValue(call: Node, key: string): Node | undefined {
  const [arg] = callArgs(call);
  if (arg?.op !== 'map' || callArgs(call).length !== 1) return undefined;
  for (const [k, v] of arg.args as [Node, Node][]) {
    if ((k.op === 'id' || isStringLiteral(k)) && k.args === key) return v;
  }
  return undefined;
}

function isRuntimeCall(node: Node, name: string): boolean {
  if (node.op !== 'rcall') return false;
  const [called, target] = node.args as [string, Node];
  return called === name && target.op === 'id' && target.args === 'runtime';
}

function callArgs(call: Node): Node[] {
  return (call.args as [string, Node, Node[]])[2] ?? [];
}

function isStringLiteral(node: Node): boolean {
  return node.op === 'value' && typeof node.args === 'string';
}

/** Pre-order walk over every AST node (children are nodes in `args`, nested in arrays). */
function visit(node: Node, fn: (node: Node) => void): void {
  fn(node);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null && 'op' in value) visit(value as Node, fn);
  };
  walk(node.args);
}
