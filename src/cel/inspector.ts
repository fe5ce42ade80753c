/**
 * Inspects one CEL expression the way kro's `pkg/cel/ast/inspector.go` does: which root
 * identifiers it reads (resource ids, `schema`, ...), with the field paths read from
 * them, and which functions it calls. Comprehension and `cel.bind` variables are local
 * and never count as references.
 */
import { Environment, type ASTNode } from '@marcbachmann/cel-js';
import { kroFunctions } from './function-registry.js';
import { OPTIONAL_ENTRIES_FUNCTION, rewriteSource } from './source.js';

/** What an expression reads and calls. */
export interface ExpressionInspection {
  /** Root identifiers that are not local variables, e.g. `schema`, `chartResource`. */
  readonly identifiers: readonly string[];
  /** Dotted field paths read from those identifiers, e.g. `schema.spec.replicas`. */
  readonly paths: readonly string[];
  /** Called functions: `size`, `string`, `random.seededString`, member calls by name. */
  readonly functions: readonly string[];
}

/** A CEL parse failure, with the offset inside the expression text. */
export interface CelSyntaxError {
  readonly message: string;
  readonly offset: number;
  /** Set when the expression is refused for its size or nesting, not its syntax. */
  readonly limit?: boolean;
}

/**
 * cel-go's parser defaults, which kro keeps: expressions of at most 100,000 code points
 * and 250 levels of nesting. Beyond them the parser (and any recursive walk) could run
 * out of stack, so they are refused up front.
 */
export const CEL_LIMITS = { maxCodePoints: 100_000, maxDepth: 250 } as const;

/** Macros whose first argument(s) declare iteration variables. */
const COMPREHENSIONS = new Set([
  'all',
  'exists',
  'exists_one',
  'existsOne',
  'map',
  'filter',
  'transformList',
  'transformMap',
  'transformMapEntry',
  'sortBy',
  'optMap',
  'optFlatMap',
]);

let parser: Environment | undefined;

function celParser(): Environment {
  parser ??= new Environment({ unlistedVariablesAreDyn: true, enableOptionalTypes: true });
  return parser;
}

/**
 * Parses `expression`; returns the AST or a syntax error with its offset. `shared`, when
 * given, may supply the AST of the same text parsed elsewhere (a kept program of kro's
 * environment, whose nodes are the same as this parser's, `test/cel/shared-parse.test.ts`);
 * when it supplies none, the text is parsed here, so errors are always this parser's.
 */
export function parseExpression(expression: string, shared?: (expression: string) => unknown): { ast: ASTNode } | { error: CelSyntaxError } {
  if (expression.length > CEL_LIMITS.maxCodePoints && [...expression].length > CEL_LIMITS.maxCodePoints) {
    return { error: { message: `the expression is longer than ${CEL_LIMITS.maxCodePoints} characters`, offset: 0, limit: true } };
  }
  const known = shared?.(expression) as ASTNode | undefined;
  if (known !== undefined && depthOf(known) <= CEL_LIMITS.maxDepth) return { ast: known };
  // kro syntax cel-js cannot parse (optional list/map entries, `.5`, non-ASCII bytes) is
  // rewritten first, as evaluation does; offsets of errors are mapped back to the text.
  const source = rewriteSource(expression);
  try {
    const ast = celParser().parse(source.text).ast;
    if (depthOf(ast) > CEL_LIMITS.maxDepth) {
      return { error: { message: `the expression nests deeper than ${CEL_LIMITS.maxDepth} levels`, offset: 0, limit: true } };
    }
    return { ast };
  } catch (error) {
    if (error instanceof RangeError || /maxDepth/.test((error as Error).message)) {
      return { error: { message: `the expression nests deeper than ${CEL_LIMITS.maxDepth} levels`, offset: 0, limit: true } };
    }
    const e = error as Error & { range?: { start: number } };
    return { error: { message: e.message.split('\n')[0] ?? 'syntax error', offset: source.originalOffset(e.range?.start ?? 0) } };
  }
}

/** The nesting depth of an AST, measured without recursion. */
function depthOf(root: ASTNode): number {
  let max = 0;
  // Two parallel stacks rather than a pair per entry: this runs over every node of every
  // expression, and the pairs were a good part of what analysing an RGD allocated.
  const nodes: unknown[] = [root];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const depth = depths.pop()!;
    if (Array.isArray(node)) {
      for (const item of node) {
        nodes.push(item);
        depths.push(depth);
      }
    } else if (node !== null && typeof node === 'object' && 'op' in node) {
      if (depth > max) max = depth;
      if (max > CEL_LIMITS.maxDepth) return max;
      nodes.push((node as ASTNode).args);
      depths.push(depth + 1);
    }
  }
  return max;
}

/** Inspects an already parsed expression. */
export function inspectAst(ast: ASTNode): ExpressionInspection {
  const identifiers = new Set<string>();
  const paths = new Set<string>();
  const functions = new Set<string>();
  const visit = (node: ASTNode, locals: ReadonlySet<string>): void => {
    const op = node.op as string;
    const args = node.args as unknown;
    switch (op) {
      case 'value':
        return;
      case 'id': {
        const name = args as string;
        if (!locals.has(name)) {
          identifiers.add(name);
          paths.add(name);
        }
        return;
      }
      case '.':
      case '.?': {
        const path = selectPath(node, locals);
        if (path) paths.add(path);
        visit((args as [ASTNode, string])[0], locals);
        return;
      }
      case 'call': {
        const [name, callArgs] = args as [string, ASTNode[]];
        functions.add(name);
        for (const a of callArgs) visit(a, locals);
        return;
      }
      case 'rcall': {
        const [name, target, callArgs] = args as [string, ASTNode, ASTNode[]];
        // Identifiers that name function namespaces in kro's environment are not variables.
        if (target.op === 'id' && kroFunctions().namespaces.has(target.args as string) && !locals.has(target.args as string)) {
          functions.add(`${target.args as string}.${name}`);
          if ((target.args as string) === 'cel' && name === 'bind' && callArgs.length === 3) {
            const variable = callArgs[0]!;
            visit(callArgs[1]!, locals);
            visit(callArgs[2]!, withLocals(locals, variable.op === 'id' ? [variable.args as string] : []));
            return;
          }
          for (const a of callArgs) visit(a, locals);
          return;
        }
        // The optional-entry rewrite's own call is not something the user wrote.
        if (name !== OPTIONAL_ENTRIES_FUNCTION) functions.add(name);
        visit(target, locals);
        if (COMPREHENSIONS.has(name)) {
          const declared = callArgs
            .slice(0, -1)
            .filter((a) => a.op === 'id')
            .map((a) => a.args as string);
          const inner = withLocals(locals, declared);
          for (const a of callArgs.slice(declared.length)) visit(a, inner);
          return;
        }
        for (const a of callArgs) visit(a, locals);
        return;
      }
      case 'list':
        for (const a of args as ASTNode[]) visit(a, locals);
        return;
      case 'map':
        for (const [k, v] of args as [ASTNode, ASTNode][]) {
          visit(k, locals);
          visit(v, locals);
        }
        return;
      default:
        if (Array.isArray(args))
          for (const a of args)
            if (a && typeof a === 'object' && 'op' in a) visit(a as ASTNode, locals);
            else if (args && typeof args === 'object' && 'op' in (args as object)) visit(args as unknown as ASTNode, locals);
    }
  };
  visit(ast, new Set());
  return { identifiers: [...identifiers].sort(), paths: longestPaths(paths), functions: [...functions].sort() };
}

/**
 * The paths no other path extends (`a.b.c` already says `a.b` is read), sorted. A path is
 * dropped when another starts with it and a dot, that is when it is one of another's dotted
 * prefixes: a set of those rather than every pair compared (a status that reads 4,000
 * resources has 4,000 paths).
 */
export function longestPaths(paths: Iterable<string>): string[] {
  const all = [...new Set(paths)];
  const prefixes = new Set<string>();
  for (const path of all) for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1)) prefixes.add(path.slice(0, dot));
  return all.filter((p) => !prefixes.has(p)).sort();
}

function withLocals(locals: ReadonlySet<string>, names: readonly string[]): ReadonlySet<string> {
  return names.length === 0 ? locals : new Set([...locals, ...names]);
}

/** `a.b.?c` → `a.b.c` when the chain starts at a non-local identifier. */
function selectPath(node: ASTNode, locals: ReadonlySet<string>): string | undefined {
  const fields: string[] = [];
  let current: ASTNode = node;
  while (current.op === '.' || current.op === '.?') {
    const [target, field] = current.args as [ASTNode, string];
    fields.unshift(field);
    current = target;
  }
  if (current.op !== 'id' || locals.has(current.args as string)) return undefined;
  return [current.args as string, ...fields].join('.');
}
