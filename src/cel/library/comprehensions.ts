/**
 * Comprehension macros cel-js lacks, written with its custom-macro hook (`ast`
 * parameters with `typeCheck` and `evaluate`):
 *
 * - cel-go `TwoVarComprehensions()`: `all(i, v, p)`, `exists(i, v, p)`,
 *   `existsOne(i, v, p)`, `transformList(i, v, [filter,] t)`, `transformMap(i, v,
 *   [filter,] t)`, `transformMapEntry(i, v, [filter,] e)`; over a list `i` is the index,
 *   over a map the key.
 * - `existsOne(x, p)` (cel-js only knows `exists_one`) and ext.Lists `sortBy(x, key)`.
 */
import { EvaluationError, type ASTNode, type Environment } from '@marcbachmann/cel-js';
import { compareValues } from './lists.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const COMPREHENSIONS_LIBRARY: CelLibrary = {
  register: registerComprehensions,
};

type Kind = 'all' | 'exists' | 'existsOne' | 'transformList' | 'transformMap' | 'transformMapEntry' | 'sortBy';

/* The checker/evaluator/context objects cel-js hands to macros are untyped in its .d.ts. */
// biome-ignore lint/suspicious/noExplicitAny: the objects cel-js hands to macros have no types to name.
type Any = any;

interface Macro {
  readonly kind: Kind;
  readonly receiver: ASTNode;
  readonly vars: readonly string[];
  readonly filter: ASTNode | undefined;
  readonly body: ASTNode;
  contexts?: Any[];
  typeCheck(checker: Any, macro: Macro, ctx: Any): Any;
  evaluate(evaluator: Any, macro: Macro, ctx: Any): unknown;
  readonly async: false;
}

export function registerComprehensions(env: Environment): void {
  for (const kind of ['all', 'exists', 'existsOne', 'transformList', 'transformMap', 'transformMapEntry'] as const) {
    env.registerFunction(`dyn.${kind}(ast, ast, ast): dyn`, expander(kind, 2, false));
    if (kind.startsWith('transform')) env.registerFunction(`dyn.${kind}(ast, ast, ast, ast): dyn`, expander(kind, 2, true));
  }
  env.registerFunction('dyn.existsOne(ast, ast): bool', expander('existsOne', 1, false));
  env.registerFunction('dyn.sortBy(ast, ast): dyn', expander('sortBy', 1, false));
}

function expander(kind: Kind, varCount: number, filtered: boolean) {
  return ({ args, receiver }: { args: ASTNode[]; receiver: ASTNode }): Macro => {
    const vars = args.slice(0, varCount).map((a) => {
      if (a.op !== 'id') throw new EvaluationError(`${kind}() iteration variables must be identifiers`);
      return a.args as string;
    });
    return {
      kind,
      receiver,
      vars,
      filter: filtered ? args[varCount] : undefined,
      body: args[args.length - 1]!,
      typeCheck,
      evaluate,
      async: false,
    };
  };
}

function typeCheck(checker: Any, macro: Macro, ctx: Any): Any {
  const range = checker.check(macro.receiver, ctx);
  const dyn = checker.dynType;
  let keyType = dyn;
  let valueType = dyn;
  if (range.kind === 'list') {
    keyType = checker.intType;
    valueType = range.valueType;
  } else if (range.kind === 'map') {
    keyType = range.keyType;
    valueType = range.valueType;
  } else if (range.kind !== 'dyn') {
    throw checker.createError(
      'invalid_comprehension_range',
      `Expression of type '${checker.formatType(range)}' cannot be range of a comprehension (must be list, map, or dynamic).`,
      macro.receiver,
    );
  }
  // One variable: the element of a list, the key of a map. Two: index/key and value.
  const types = macro.vars.length === 1 ? [range.kind === 'map' ? keyType : valueType] : [keyType, valueType];
  let inner = ctx;
  macro.contexts = macro.vars.map((name, i) => (inner = inner.forkWithVariable(name, types[i])));
  if (macro.filter) expectBool(checker, checker.check(macro.filter, inner), macro.filter, macro.kind);
  const bodyType = checker.check(macro.body, inner);
  const registry = checker.registry;
  switch (macro.kind) {
    case 'all':
    case 'exists':
    case 'existsOne':
      expectBool(checker, bodyType, macro.body, macro.kind);
      return checker.boolType;
    case 'transformList':
      return registry.getListType(bodyType);
    case 'transformMap':
      return registry.getMapType(keyType, bodyType);
    case 'transformMapEntry':
      if (bodyType.kind === 'map') return bodyType;
      if (bodyType.kind === 'dyn') return registry.getMapType(dyn, dyn);
      throw checker.createError('invalid_macro_argument', `transformMapEntry() must return a map, got '${checker.formatType(bodyType)}'`, macro.body);
    case 'sortBy':
      // cel-go expands sortBy to list(T).@sortByAssociatedKeys(list(K)): a map has no such overload.
      if (range.kind === 'map')
        throw checker.createError(
          'no_matching_overload',
          `found no matching overload for '@sortByAssociatedKeys' applied to '${checker.formatType(range)}'`,
          macro.receiver,
        );
      return range.kind === 'list' ? range : registry.getListType(dyn);
  }
}

function expectBool(checker: Any, type: Any, node: ASTNode, kind: string): void {
  if (!type.isDynOrBool()) throw checker.createError('invalid_condition_type', `${kind}() predicate must return bool, got '${checker.formatType(type)}'`, node);
}

function evaluate(ev: Any, macro: Macro, ctx: Any): unknown {
  const range = ev.run(macro.receiver, ctx);
  const pairs: [unknown, unknown][] = Array.isArray(range)
    ? range.map((v, i) => [BigInt(i), v])
    : range instanceof Map
      ? [...range.entries()]
      : Object.entries(range as Record<string, unknown>);
  const scoped = (key: unknown, value: unknown): Any => {
    const values = macro.vars.length === 1 ? [Array.isArray(range) ? value : key] : [key, value];
    let inner = ctx;
    macro.contexts!.forEach((c, i) => {
      inner = c.reuse(inner).setIterValue(values[i], ev);
    });
    return inner;
  };
  switch (macro.kind) {
    case 'all':
      return quantify(pairs, (k, v) => ev.run(macro.body, scoped(k, v)), false);
    case 'exists':
      return quantify(pairs, (k, v) => ev.run(macro.body, scoped(k, v)), true);
    case 'existsOne':
      return pairs.filter(([k, v]) => ev.run(macro.body, scoped(k, v)) === true).length === 1;
    case 'sortBy':
      if (!Array.isArray(range)) throw new EvaluationError('no such overload: @sortByAssociatedKeys on a map (sortBy needs a list)');
      return pairs
        .map(([k, v]) => ({ v, key: ev.run(macro.body, scoped(k, v)) }))
        .sort((a, b) => compareValues(a.key, b.key))
        .map((e) => e.v);
    default: {
      const kept = pairs.filter(([k, v]) => !macro.filter || ev.run(macro.filter, scoped(k, v)) === true);
      if (macro.kind === 'transformList') return kept.map(([k, v]) => ev.run(macro.body, scoped(k, v)));
      if (macro.kind === 'transformMap') return new Map(kept.map(([k, v]) => [k, ev.run(macro.body, scoped(k, v))]));
      const out = new Map<unknown, unknown>();
      for (const [k, v] of kept) {
        const entry = ev.run(macro.body, scoped(k, v));
        for (const [ek, ev2] of entry instanceof Map ? entry.entries() : Object.entries(entry as object)) out.set(ek, ev2);
      }
      return out;
    }
  }
}

/**
 * `all` (`decisive` false) and `exists` (`decisive` true) with cel-go's error absorption:
 * the first element that decides the result wins even when another element failed; an
 * error only surfaces when no element decides.
 */
function quantify(pairs: [unknown, unknown][], predicate: (k: unknown, v: unknown) => unknown, decisive: boolean): boolean {
  let failure: unknown;
  for (const [k, v] of pairs) {
    try {
      if (predicate(k, v) === decisive) return decisive;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return !decisive;
}
