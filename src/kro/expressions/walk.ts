/**
 * Walks a parsed CEL expression (an `@marcbachmann/cel-js` AST) and lists, with their
 * character ranges, the free identifiers it reads (with the fields selected from them)
 * and the functions it calls. Comprehension, two-variable comprehension and `cel.bind`
 * variables are local; the map keys of `runtime.newCondition({type: ...})` are field names.
 */
import type { ASTNode } from '@marcbachmann/cel-js';
import { OPTIONAL_ENTRIES_FUNCTION } from '../../cel/source.js';
import { kroFunctions } from '../../cel/function-registry.js';

/** A free identifier read by the expression. */
export interface IdentifierUse {
  readonly name: string;
  /** Fields selected from it, outermost first: `schema.spec.x` → `['spec', 'x']`. */
  readonly fields: readonly string[];
  readonly start: number;
  readonly end: number;
}

/** A function call; `name` is qualified for namespaced calls (`random.seededString`). */
export interface FunctionUse {
  readonly name: string;
  readonly member: boolean;
  readonly start: number;
  readonly end: number;
}

export interface ExpressionUses {
  readonly identifiers: readonly IdentifierUse[];
  readonly functions: readonly FunctionUse[];
}

interface Node {
  readonly op: string;
  readonly args: unknown;
  readonly start?: number;
  readonly end?: number;
}

/** Macros and their number of iteration variables, by argument count. */
function declaredVariables(name: string, argCount: number): number {
  switch (name) {
    case 'all':
    case 'exists':
    case 'existsOne':
    case 'exists_one':
      return argCount === 3 ? 2 : 1;
    case 'map':
    case 'filter':
    case 'sortBy':
    // cel-go OptionalTypes macros: `opt.optMap(v, expr)`, `opt.optFlatMap(v, expr)`.
    case 'optMap':
    case 'optFlatMap':
      return 1;
    case 'transformList':
    case 'transformMap':
    case 'transformMapEntry':
      return 2;
    default:
      return 0;
  }
}

/**
 * Lists identifier and function uses. `variables` are names declared in scope (resource
 * ids, iterators, `schema`); a namespace-like identifier that is a variable is a receiver.
 */
export function walkExpression(ast: ASTNode, source: string, variables: ReadonlySet<string>): ExpressionUses {
  const identifiers: IdentifierUse[] = [];
  const functions: FunctionUse[] = [];
  const visit = (node: Node, locals: ReadonlySet<string>): void => {
    switch (node.op) {
      case 'value':
        return;
      case 'id': {
        const name = node.args as string;
        if (!locals.has(name)) identifiers.push({ name, fields: [], start: node.start ?? 0, end: node.end ?? 0 });
        return;
      }
      case '.':
      case '.?': {
        const chain = selectChain(node, locals);
        if (chain === 'local') return;
        if (chain) {
          identifiers.push(chain);
          return;
        }
        visit((node.args as [Node, string])[0], locals);
        return;
      }
      case 'call': {
        const [name, args] = node.args as [string, Node[]];
        const start = node.start ?? 0;
        functions.push({ name, member: false, start, end: start + name.length });
        for (const arg of args) visit(arg, locals);
        return;
      }
      case 'rcall': {
        const [name, target, args] = node.args as [string, Node, Node[]];
        const nameStart = Math.max(source.indexOf(name, target.end ?? 0), 0);
        const span = { start: nameStart, end: nameStart + name.length };
        if (target.op === 'id' && isNamespace(target.args as string, name, locals, variables)) {
          const qualified = `${target.args as string}.${name}`;
          functions.push({ name: qualified, member: false, start: target.start ?? span.start, end: span.end });
          if (qualified === 'cel.bind' && args.length === 3) {
            visit(args[1]!, locals);
            visit(args[2]!, withLocals(locals, args[0]!.op === 'id' ? [args[0]!.args as string] : []));
            return;
          }
          if (qualified === 'runtime.newCondition' && args.length === 1 && args[0]!.op === 'map') {
            for (const [key, value] of args[0]!.args as [Node, Node][]) {
              if (key.op !== 'id') visit(key, locals);
              visit(value, locals);
            }
            return;
          }
          for (const arg of args) visit(arg, locals);
          return;
        }
        // The call rgdc's parser rewrite adds for optional list/map entries (`[?x]`) is not the user's.
        if (name !== OPTIONAL_ENTRIES_FUNCTION) functions.push({ name, member: true, ...span });
        visit(target, locals);
        const count = declaredVariables(name, args.length);
        if (count === 0) {
          for (const arg of args) visit(arg, locals);
          return;
        }
        const declared = args
          .slice(0, count)
          .filter((a) => a.op === 'id')
          .map((a) => a.args as string);
        const inner = declared.length === count ? withLocals(locals, declared) : locals;
        for (let i = declared.length === count ? count : 0; i < args.length; i++) visit(args[i]!, inner);
        return;
      }
      case 'list':
        for (const item of node.args as Node[]) visit(item, locals);
        return;
      case 'map':
        for (const [key, value] of node.args as [Node, Node][]) {
          visit(key, locals);
          visit(value, locals);
        }
        return;
      default: {
        // Operators: the operands are nodes, a list of them or one (no closure per node).
        const args = node.args;
        if (Array.isArray(args)) {
          for (const arg of args) if (isNode(arg)) visit(arg, locals);
        } else if (isNode(args)) visit(args, locals);
      }
    }
  };
  visit(ast as unknown as Node, new Set());
  return { identifiers, functions };
}

/**
 * Whether `name.fn(...)` calls a namespaced function rather than `fn` on variable `name`.
 * cel-go's checker resolves the qualified name `name.fn` first, so a declared function
 * such as `random.seededString` wins even when a resource is called `random`.
 */
function isNamespace(name: string, fn: string, locals: ReadonlySet<string>, variables: ReadonlySet<string>): boolean {
  const known = kroFunctions();
  if (locals.has(name) || !known.namespaces.has(name)) return false;
  return !variables.has(name) || known.namespaced.has(`${name}.${fn}`);
}

/** `a.b.?c` → identifier `a` with fields `b`, `c`, when the chain ends at a free identifier. */
function selectChain(node: Node, locals: ReadonlySet<string>): IdentifierUse | 'local' | undefined {
  const fields: string[] = [];
  let current = node;
  while (current.op === '.' || current.op === '.?') {
    const [target, field] = current.args as [Node, string];
    fields.push(field);
    current = target;
  }
  if (current.op !== 'id') return undefined;
  const name = current.args as string;
  if (locals.has(name)) return 'local';
  // Walked from the outside in; outermost first is the other way round.
  return { name, fields: fields.reverse(), start: current.start ?? 0, end: node.end ?? current.end ?? 0 };
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'op' in value;
}

function withLocals(locals: ReadonlySet<string>, names: readonly string[]): ReadonlySet<string> {
  return names.length === 0 ? locals : new Set([...locals, ...names]);
}
