/**
 * Resource ids that share their name with one of kro's function namespaces (`random`,
 * `json`, `hash`, `lists`, `base64`, `strings`: `kroFunctions().shadowableNamespaces`,
 * read from the libraries; `runtime` is a reserved id).
 *
 * kro declares such a resource as an ordinary CEL variable, and cel-go's checker still
 * reads `random.seededString(...)` as the namespaced function because it resolves a
 * qualified function name before a field or member call on a variable. Everything else
 * (`random.metadata.name`, `random` alone) is the resource.
 *
 * cel-js declares namespaces as constants (see `library/namespace.ts`), so a variable of
 * the same name cannot live beside them. The type checker instead declares the resource
 * under an alias of the same length and renames the resource's uses in the text before
 * checking; equal lengths keep every error offset valid.
 */
import { Environment, type ASTNode } from '@marcbachmann/cel-js';

/** The variable name the checker declares for resource `id` (same length as `id`). */
export function resourceAlias(id: string): string {
  return `_${id.slice(1)}`;
}

interface Node {
  readonly op: string;
  readonly args: unknown;
  readonly start?: number;
  readonly end?: number;
}

let parser: Environment | undefined;

/**
 * Renames, in `text`, every use of a resource in `ids` to its {@link resourceAlias},
 * except the namespace position of a call (`random.seededString(...)`). Text that does
 * not parse is returned unchanged: the checker reports the syntax error itself.
 *
 * @example
 * aliasShadowedResources('random.seededString(5, random.metadata.name)', new Set(['random']));
 * // => 'random.seededString(5, _andom.metadata.name)'
 */
export function aliasShadowedResources(text: string, ids: ReadonlySet<string>): string {
  if (ids.size === 0 || ![...ids].some((id) => text.includes(id))) return text;
  parser ??= new Environment({ unlistedVariablesAreDyn: true, enableOptionalTypes: true });
  let ast: ASTNode;
  try {
    ast = parser.parse(text).ast;
  } catch {
    return text;
  }
  const ranges: [number, number, string][] = [];
  const stack: Node[] = [ast as unknown as Node];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.op === 'id') {
      const name = node.args as string;
      if (ids.has(name) && node.start !== undefined && text.slice(node.start, node.start + name.length) === name) {
        ranges.push([node.start, node.start + name.length, resourceAlias(name)]);
      }
      continue;
    }
    if (node.op === 'rcall') {
      const [, target, args] = node.args as [string, Node, Node[]];
      // `random.fn(...)`: the namespace, not the resource (cel-go's qualified-name rule).
      if (!(target.op === 'id' && ids.has(target.args as string))) stack.push(target);
      stack.push(...args);
      continue;
    }
    pushChildren(node.args, stack);
  }
  let out = text;
  for (const [start, end, alias] of ranges.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + alias + out.slice(end);
  return out;
}

function pushChildren(args: unknown, stack: Node[]): void {
  if (Array.isArray(args)) {
    for (const arg of args) {
      if (isNode(arg)) stack.push(arg);
      else if (Array.isArray(arg)) pushChildren(arg, stack);
    }
  } else if (isNode(args)) stack.push(args);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'op' in value;
}
