/**
 * The resource ids an expression reads, as kro's builder finds a node's dependencies.
 * Identifiers are read per operand of `&&`, `||` and `?:`: the instance status expressions
 * hold one operand per node (thousands at 4,000 resources), and inspecting each operand
 * keeps the sets the inspector builds small.
 */
import type { ASTNode } from '@marcbachmann/cel-js';
import { inspectAst, parseExpression, type CelSyntaxError } from '../../../cel/inspector.js';

/** What one expression reads, or why it does not parse. */
export type ExpressionReferences = { readonly identifiers: readonly string[] } | { readonly error: CelSyntaxError };

/**
 * Reads expressions for one graph: each distinct text is parsed once (every image
 * `Resource` names its component with the same `ocmComponent.metadata.name`), and only
 * the identifiers are kept, not the AST.
 */
export function createReferenceReader(): (expression: string) => ExpressionReferences {
  const seen = new Map<string, ExpressionReferences>();
  return (expression) => {
    let references = seen.get(expression);
    if (references === undefined) {
      const parsed = parseExpression(expression);
      references = 'error' in parsed ? { error: parsed.error } : { identifiers: identifiersOf(parsed.ast) };
      seen.set(expression, references);
    }
    return references;
  };
}

/**
 * Operators whose operands are inspected one by one. None of them declares a variable,
 * so the root identifiers of the whole are exactly the union of their operands'.
 */
const SPLIT_OPERATORS = new Set(['&&', '||', '?:']);

/**
 * The root identifiers `ast` reads (local variables excluded), sorted: the same list as
 * `inspectAst(ast).identifiers`.
 */
export function identifiersOf(ast: ASTNode): string[] {
  const found = new Set<string>();
  const stack: ASTNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (SPLIT_OPERATORS.has(node.op as string) && Array.isArray(node.args)) {
      // Pushed in reverse so operands are visited left to right.
      for (let i = node.args.length - 1; i >= 0; i--) stack.push(node.args[i] as ASTNode);
      continue;
    }
    for (const id of inspectAst(node).identifiers) found.add(id);
  }
  return [...found].sort();
}
