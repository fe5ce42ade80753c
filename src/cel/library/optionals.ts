/**
 * cel-go optional functions cel-js lacks: `optional.ofNonZeroValue(v)` and the
 * `opt.optMap(x, expr)` / `opt.optFlatMap(x, expr)` macros (cel-go `OptionalTypes()`), and
 * the helper behind optional list and map entries (`[?x]`, `{?'k': v}`), which
 * `../source.ts` rewrites into `[...].kroOptionalEntries()` because cel-js cannot parse them.
 */
import { EvaluationError, Optional, evaluate, type ASTNode, type Environment } from '@marcbachmann/cel-js';
import { UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { OPTIONAL_ENTRIES_FUNCTION } from '../source.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const OPTIONALS_LIBRARY: CelLibrary = {
  register: registerOptionals,
  hint: 'optionals',
  // The rewrite of `[?x]` calls it (`../source.ts`); users cannot, in kro or here.
  notInKro: [`dyn.${OPTIONAL_ENTRIES_FUNCTION}`],
};

/* The checker/evaluator/context objects cel-js hands to macros are untyped in its .d.ts. */
// biome-ignore lint/suspicious/noExplicitAny: the objects cel-js hands to macros have no types to name.
type Any = any;

export function registerOptionals(env: Environment): void {
  env.registerFunction('OptionalNamespace.ofNonZeroValue(T): optional<T>', (_: unknown, v: unknown) => (isZero(v) ? Optional.none() : Optional.of(v)));
  // `type(optional.none()) == optional_type`: the type of optionals, named as in cel-go.
  // cel-js has no type value for optionals; build one with its own Type class.
  const TypeValue = (evaluate('int') as object).constructor as new (name: string) => object;
  const optionalType = new TypeValue('optional_type');
  env.registerConstant('optional_type', 'type', optionalType);
  env.registerFunction('type(optional<T>): type', () => optionalType);
  env.registerFunction(`dyn.${OPTIONAL_ENTRIES_FUNCTION}(): dyn`, (literal: unknown) => presentEntries(literal));
  for (const flat of [false, true]) {
    const name = flat ? 'optFlatMap' : 'optMap';
    env.registerFunction(`dyn.${name}(ast, ast): dyn`, ({ args, receiver }: { args: ASTNode[]; receiver: ASTNode }) => {
      if (args[0]!.op !== 'id') throw new EvaluationError(`${name}() variable name must be a simple identifier`);
      return { receiver, name: args[0]!.args as string, body: args[1]!, flat, typeCheck: checkOptMap, evaluate: evaluateOptMap, async: false };
    });
  }
}

interface OptMap {
  readonly receiver: ASTNode;
  readonly name: string;
  readonly body: ASTNode;
  readonly flat: boolean;
  context?: Any;
}

function checkOptMap(checker: Any, macro: OptMap, ctx: Any): Any {
  const receiver = checker.check(macro.receiver, ctx);
  if (receiver.kind !== 'optional' && receiver.kind !== 'dyn') {
    throw checker.createError(
      'invalid_macro_argument',
      `${macro.flat ? 'optFlatMap' : 'optMap'}() needs an optional receiver, got '${checker.formatType(receiver)}'`,
      macro.receiver,
    );
  }
  macro.context = ctx.forkWithVariable(macro.name, receiver.kind === 'optional' ? receiver.valueType : checker.dynType);
  const body = checker.check(macro.body, macro.context);
  if (macro.flat) {
    if (body.kind !== 'optional' && body.kind !== 'dyn')
      throw checker.createError('invalid_macro_argument', `optFlatMap() must return an optional, got '${checker.formatType(body)}'`, macro.body);
    return body;
  }
  return checker.registry.getOptionalType(body);
}

function evaluateOptMap(ev: Any, macro: OptMap, ctx: Any): unknown {
  const receiver = ev.run(macro.receiver, ctx);
  if (!(receiver instanceof Optional)) throw new EvaluationError('optMap()/optFlatMap() needs an optional receiver');
  if (!receiver.hasValue()) return Optional.none();
  const result = ev.run(macro.body, macro.context.reuse(ctx).setIterValue(receiver.value(), ev));
  return macro.flat ? result : Optional.of(result);
}

/** Keeps the present optionals of a list or map literal, unwrapped. */
function presentEntries(literal: unknown): unknown {
  const unwrap = (value: unknown): Optional<unknown> => {
    if (!(value instanceof Optional)) throw new EvaluationError('an optional entry (?) needs an optional value');
    return value;
  };
  if (Array.isArray(literal))
    return literal
      .map(unwrap)
      .filter((o) => o.hasValue())
      .map((o) => o.value());
  const entries = literal instanceof Map ? [...literal.entries()] : Object.entries(literal as Record<string, unknown>);
  const kept = entries
    .map(([k, v]) => [k, unwrap(v)] as const)
    .filter(([, o]) => o.hasValue())
    .map(([k, o]) => [k, o.value()] as [unknown, unknown]);
  return literal instanceof Map ? new Map(kept) : Object.fromEntries(kept);
}

function isZero(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === 0n || v === '') return true;
  if (v instanceof UnsignedInt) return v.valueOf() === 0n;
  if (Array.isArray(v) || v instanceof Uint8Array) return v.length === 0;
  if (v instanceof Map) return v.size === 0;
  return typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.keys(v).length === 0;
}
