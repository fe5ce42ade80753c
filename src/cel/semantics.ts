/**
 * Makes cel-js evaluate like kro's cel-go where it differs (reference/cel.md section 2).
 * cel-js keeps its operators in module-private tables, and its built-in overloads cannot
 * be replaced (registering the same signature is an "overlap" error). What it does expose
 * is the parsed AST: every node carries its `check` and `evaluate` functions in `meta`.
 * {@link applyKroSemantics} walks a freshly parsed program once and swaps in kro's
 * behaviour node by node, before the first evaluation:
 *
 * - `==`, `!=`: cel-go's runtime equality ({@link celEquals}): numbers compare across int,
 *   uint and double (`dyn(1) == 1.0`, `[1.0, 2] == [1u, 2]`), maps look keys up by value.
 * - `<`, `<=`, `>`, `>=`: exact int/uint/double ordering, code-point strings, bytes.
 * - `in`: membership with the same equality.
 * - `[]` on lists accepts uint and integral double indexes; on maps finds numeric keys by
 *   value.
 * - Map literals: keys must be int, uint, bool or string, repeated keys are an error, and
 *   non-string keys keep their type (cel-js turns `{1: 'a'}` into `{'1': 'a'}`).
 * - int results out of the int64 range are an overflow error (`-(-9223372036854775808)`,
 *   `int(1e99)`), `string(bytes)` rejects invalid UTF-8.
 * - `has()` accepts any receiver (`has({'a': 1}.a)`), not only a variable path.
 * - cel-go's string extension semantics for the functions cel-js ships natively
 *   (`lowerAscii`, `upperAscii`, `trim`, `indexOf`, `lastIndexOf`, `substring`, `split`,
 *   `join`): code-point indexes, ASCII-only case mapping, Unicode White_Space trimming.
 * - An ambiguous operator on an empty literal's element type (`[].all(e, e > 0)`), which
 *   cel-js reports as "overlapping overloads", is resolved at run time.
 *
 * Type checking is left to cel-js, so what kro's checker rejects (`1 == 1.0`) stays
 * rejected.
 */
import { EvaluationError, Optional } from '@marcbachmann/cel-js';
import { UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { celCompare, celEquals, isCelMap, mapLookup } from './equality.js';
import { NATIVE_STRING_OVERRIDES } from './library/strings.js';

/* cel-js's AST nodes, evaluator and checker are untyped in its .d.ts. */
// biome-ignore lint/suspicious/noExplicitAny: cel-js's AST nodes, evaluator and checker have no types to name.
type Any = any;
type Evaluate = (this: Any, ev: Any, ast: Any, ctx: Any) => unknown;
type Check = (this: Any, chk: Any, ast: Any, ctx: Any) => Any;

const MAX_INT64 = (1n << 63n) - 1n;
const MIN_INT64 = -(1n << 63n);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%', '-_']);
const ORDERING: Record<string, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
};

/**
 * Which of kro's patches to install: `evaluation` (how nodes evaluate), `checking` (what
 * the checker accepts that cel-js refuses: ambiguous operators, selections on untyped
 * optionals, `has()` on any receiver), or `all`. A program type-checked without error
 * needs only the first: the second changes the checker only where cel-js's own check
 * throws.
 */
export type KroPatches = 'all' | 'evaluation' | 'checking';

/**
 * Installs kro's semantics on every node of a parsed cel-js program (see the module
 * comment), and returns the name of every identifier node on the way (variables and
 * local names): evaluation binds only those, and one walk over the program serves both.
 *
 * The walk follows `args` only. A parsed program is a tree there: each node is made for
 * one place in the text, and every node a macro record holds (`cel.bind`'s `val` and
 * `exp`, `has()`'s argument, `optMap`'s receiver and body, `runtime.newCondition`'s map)
 * is one of its call's arguments, so it is reached, and patched, once. The nodes macros
 * expand into (`meta.alternate`: comprehension steps, accumulators) were never patched:
 * they call the arguments' nodes for everything kro changes. Walking `args` alone needs no
 * set of visited nodes, which was most of what patching a program allocated.
 */
export function applyKroSemantics(root: unknown, patches: KroPatches = 'all'): string[] {
  const identifiers = new Set<string>();
  const walk: PatchWalk = { evaluation: patches !== 'checking', checking: patches !== 'evaluation', identifiers };
  visitValue(root, walk);
  return [...identifiers];
}

interface PatchWalk {
  readonly evaluation: boolean;
  readonly checking: boolean;
  readonly identifiers: Set<string>;
}

/** A node, a list of nodes, or a map literal's `[key, value]` pairs; anything else holds no node. */
function visitValue(value: unknown, walk: PatchWalk): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) visitValue(value[i], walk);
    return;
  }
  const node = value as Any;
  if (typeof node.op !== 'string' || typeof node.setMeta !== 'function') return;
  const op: string = node.op;
  if (op === 'value') return;
  if (op === 'id') {
    if (typeof node.args === 'string') walk.identifiers.add(node.args);
    return;
  }
  patchNode(node, walk.evaluation, walk.checking);
  visitValue(node.args, walk);
}

/*
 * The replacement functions below are shared by every node they patch (they read all
 * they need from the node they are called on), so patching allocates nothing per node;
 * a wrapper around a node's own function is made once per wrapped function.
 */

function patchNode(node: Any, evaluation: boolean, checking: boolean): void {
  const op: string = node.op;
  if (op === '==' || op === '!=') {
    if (checking) tolerateAmbiguity(node, 'bool');
    if (evaluation) node.setMeta('evaluate', op === '!=' ? evaluateNotEquals : evaluateEquals);
  } else if (op in ORDERING) {
    if (checking) tolerateAmbiguity(node, 'bool');
    if (evaluation) node.setMeta('evaluate', ORDERING_EVALUATORS[op]!);
  } else if (op === 'in') {
    if (evaluation) node.setMeta('evaluate', evaluateIn);
  } else if (op === '[]' || op === '[?]' || op === '.' || op === '.?') {
    if (checking) tolerateOptionalAccess(node);
    if (evaluation)
      node.setMeta('evaluate', op === '[]' ? evaluateIndex : op === '[?]' ? evaluateOptionalIndex : op === '.' ? evaluateSelect : evaluateOptionalSelect);
  } else if (op === 'map') {
    if (evaluation) node.setMeta('evaluate', evaluateMapLiteral);
  } else if (ARITHMETIC.has(op)) {
    if (checking && op !== '-_') tolerateAmbiguity(node, 'dyn');
    if (evaluation) checkIntRange(node);
  } else if (op === 'call') {
    const [name, args] = node.args as [string, Any[]];
    if (args.length !== 1) return;
    // `has()` is both: its check accepts any receiver, and its evaluation follows.
    if (name === 'has') {
      if (checking) patchHas(node);
    } else if (name === 'string') {
      if (evaluation) node.setMeta('evaluate', evaluateStringConversion);
    } else if ((name === 'int' || name === 'uint') && evaluation) node.setMeta('evaluate', name === 'int' ? evaluateIntConversion : evaluateUintConversion);
  } else if (op === 'rcall' && evaluation) {
    const [name, , args] = node.args as [string, Any, Any[]];
    const replacement = NATIVE_STRING_OVERRIDES[`${name}/${args.length}`];
    if (replacement) node.setMeta('evaluate', stringMethod(replacement));
  }
}

const evaluateEquals: Evaluate = (ev, ast, ctx) => {
  return celEquals(ev.run(ast.args[0], ctx), ev.run(ast.args[1], ctx));
};

const evaluateNotEquals: Evaluate = (ev, ast, ctx) => {
  return !celEquals(ev.run(ast.args[0], ctx), ev.run(ast.args[1], ctx));
};

const ORDERING_EVALUATORS: Record<string, Evaluate> = Object.fromEntries(
  Object.entries(ORDERING).map(([op, test]) => [
    op,
    ((ev: Any, ast: Any, ctx: Any) => {
      const left = ev.run(ast.args[0], ctx);
      const right = ev.run(ast.args[1], ctx);
      try {
        return test(celCompare(left, right));
      } catch (error) {
        throw located(error, ast);
      }
    }) satisfies Evaluate,
  ]),
);

const evaluateIn: Evaluate = (ev, ast, ctx) => {
  const value = ev.run(ast.args[0], ctx);
  const container = ev.run(ast.args[1], ctx);
  if (Array.isArray(container)) return container.some((item) => celEquals(value, item));
  if (isCelMap(container)) return mapLookup(container, value).found;
  return ast.handle(value, container, ast, ev);
};

const evaluateIndex: Evaluate = (ev, ast, ctx) => {
  const container = ev.run(ast.args[0], ctx);
  const key = ev.run(ast.args[1], ctx);
  if (container instanceof Optional) return optionalIndex(container, key, ast, ev);
  if (Array.isArray(container)) return container[listIndex(container, key, ast)];
  if (container instanceof Map) {
    const entry = mapLookup(container, key);
    if (!entry.found) throw new EvaluationError(`No such key: ${String(key)}`, ast);
    return entry.value;
  }
  return ast.handle(container, key, ast, ev);
};

const evaluateOptionalIndex: Evaluate = (ev, ast, ctx) => {
  return optionalIndex(ev.run(ast.args[0], ctx), ev.run(ast.args[1], ctx), ast, ev);
};

const evaluateSelect: Evaluate = (ev, ast, ctx) => {
  const receiver = ev.run(ast.args[0], ctx);
  if (receiver instanceof Optional) return optionalSelect(receiver, ast.args[1] as string, ast, ev);
  return ast.handle(receiver, ast.args[1], ast, ev);
};

const evaluateOptionalSelect: Evaluate = (ev, ast, ctx) => {
  return optionalSelect(ev.run(ast.args[0], ctx), ast.args[1] as string, ast, ev);
};

/** `make`'s wrapper of a function, made once per function. */
function oncePerFunction<F extends object, W>(make: (wrapped: F) => W): (wrapped: F) => W {
  const made = new WeakMap<F, W>();
  return (wrapped) => {
    let wrapper = made.get(wrapped);
    if (wrapper === undefined) made.set(wrapped, (wrapper = make(wrapped)));
    return wrapper;
  };
}

/** A node's own `evaluate` before patching (cel-js resolves macros and constants there). */
function original(node: Any): Evaluate {
  return node.meta.evaluate as Evaluate;
}

function located(error: unknown, ast: Any): unknown {
  if (error instanceof EvaluationError && typeof (error as Any).withAst === 'function') return (error as Any).withAst(ast);
  return error;
}

/**
 * cel-js refuses an operator whose operand is an unresolved type parameter matching
 * several overloads (`[].all(e, e > 0)`: `T > int`). cel-go types it as `dyn`; do the same
 * and pick the overload from the runtime values.
 */
function tolerateAmbiguity(node: Any, resultType: 'bool' | 'dyn'): void {
  node.setMeta('check', (resultType === 'bool' ? ambiguityTolerantBool : ambiguityTolerantDyn)(node.meta.check as Check));
}

function ambiguityTolerant(resultType: 'bool' | 'dyn'): (check: Check) => Check {
  return oncePerFunction(
    (check: Check) =>
      function (this: Any, chk: Any, ast: Any, ctx: Any) {
        try {
          return check.call(this, chk, ast, ctx);
        } catch (error) {
          if (!/overlaps with/.test(String((error as Error).message))) throw error;
          const op = ast.op === '-_' ? '-' : ast.op;
          ast.handle = (left: unknown, right: unknown, a: Any, ev: Any) => {
            const overload = ev.registry.findBinaryOverload(op, ev.debugType(left), ev.debugType(right));
            if (!overload) throw new EvaluationError(`no such overload: ${op}`, a);
            return overload.handler(left, right, a, ev);
          };
          return resultType === 'bool' ? chk.boolType : chk.dynType;
        }
      } satisfies Check,
  );
}

const ambiguityTolerantBool = ambiguityTolerant('bool');
const ambiguityTolerantDyn = ambiguityTolerant('dyn');

/**
 * cel-js fails to type selections on an optional whose element type is still a type
 * parameter (`optional.none().?f`, `{}.?k.f`: "Cannot index type 'undefined'"); cel-go
 * types them `optional(dyn)`.
 */
function tolerateOptionalAccess(node: Any): void {
  node.setMeta('check', optionalAccessTolerant(node.meta.check as Check));
}

const optionalAccessTolerant = oncePerFunction(
  (check: Check) =>
    function (this: Any, chk: Any, ast: Any, ctx: Any) {
      try {
        return check.call(this, chk, ast, ctx);
      } catch (error) {
        if (!/Cannot index type 'undefined'/.test(String((error as Error).message))) throw error;
        return chk.registry.getOptionalType(chk.dynType);
      }
    } satisfies Check,
);

function checkIntRange(node: Any): void {
  node.setMeta('evaluate', intRangeChecked(original(node)));
}

const intRangeChecked = oncePerFunction(
  (evaluate: Evaluate) =>
    function (this: Any, ev: Any, ast: Any, ctx: Any) {
      const value = evaluate.call(this, ev, ast, ctx);
      if (typeof value === 'bigint' && (value > MAX_INT64 || value < MIN_INT64)) throw new EvaluationError('integer overflow: int64 range error', ast);
      return value;
    } satisfies Evaluate,
);

/** `int(double)` and `uint(double)` reject values outside the target range, as cel-go. */
const evaluateIntConversion: Evaluate = intConversion('int');
const evaluateUintConversion: Evaluate = intConversion('uint');

function intConversion(name: 'int' | 'uint'): Evaluate {
  return ((ev: Any, ast: Any, ctx: Any) => {
    const value = ev.run((ast.args[1] as Any[])[0], ctx);
    if (typeof value === 'number') {
      // biome-ignore lint/correctness/noPrecisionLoss: the bounds round to -2^63, 2^63 and 2^64 on purpose, as cel-go's float64(math.MinInt64), float64(math.MaxInt64), float64(math.MaxUint64)
      const inRange = name === 'int' ? value > -9223372036854775808 && value < 9223372036854775807 : value > -1 && value < 18446744073709551615;
      if (!inRange) throw new EvaluationError(`${name} range error: ${value}`, ast);
    }
    const result = ast.handle([value], ast, ev);
    if (typeof result === 'bigint' && (result > MAX_INT64 || result < MIN_INT64)) throw new EvaluationError('integer overflow: int64 range error', ast);
    return result;
  }) satisfies Evaluate;
}

/**
 * `x.?f` and `x.f` on an optional: an absent optional stays absent, a present map yields
 * the field as an optional (absent when missing); selecting on anything else is an error.
 */
function optionalSelect(receiver: unknown, field: string, ast: Any, ev: Any): unknown {
  let value = receiver;
  if (receiver instanceof Optional) {
    if (!receiver.hasValue()) return Optional.none();
    value = receiver.value();
  }
  if (value instanceof Map) return value.has(field) ? Optional.of(value.get(field)) : Optional.none();
  if (isCelMap(value))
    return Object.hasOwn(value as object, field) && (value as Any)[field] !== undefined ? Optional.of((value as Any)[field]) : Optional.none();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new EvaluationError(`No such key: ${field}`, ast);
  // Library values with fields (conditions): select through cel-js.
  return Optional.of(ast.handle(value, field, ast, ev));
}

/** `x[?k]` and `x[k]` on an optional: present element or entry as an optional. */
function optionalIndex(container: unknown, key: unknown, ast: Any, ev: Any): unknown {
  let value = container;
  if (container instanceof Optional) {
    if (!container.hasValue()) return Optional.none();
    value = container.value();
  }
  if (Array.isArray(value)) {
    const index =
      typeof key === 'bigint' ? key : key instanceof UnsignedInt ? key.valueOf() : typeof key === 'number' && Number.isInteger(key) ? BigInt(key) : undefined;
    if (index === undefined) throw new EvaluationError(`invalid list index: ${String(key)}`, ast);
    return index >= 0n && index < BigInt(value.length) ? Optional.of(value[Number(index)]) : Optional.none();
  }
  if (isCelMap(value)) {
    const entry = mapLookup(value as object, key);
    return entry.found && entry.value !== undefined ? Optional.of(entry.value) : Optional.none();
  }
  return ast.handle(value, key, ast, ev);
}

/** cel-go lists accept int, uint and integral double indexes. */
function listIndex(list: unknown[], key: unknown, ast: Any): number {
  let index: bigint;
  if (typeof key === 'bigint') index = key;
  else if (key instanceof UnsignedInt) index = key.valueOf();
  else if (typeof key === 'number' && Number.isInteger(key)) index = BigInt(key);
  else throw new EvaluationError(`invalid list index: ${String(key)}`, ast);
  if (index < 0n || index >= BigInt(list.length)) throw new EvaluationError(`index out of bounds: ${index}`, ast);
  return Number(index);
}

function evaluateMapLiteral(this: Any, ev: Any, ast: Any, ctx: Any): unknown {
  const entries: [unknown, unknown][] = [];
  const seen = new Set<string>();
  let allStrings = true;
  for (const [keyNode, valueNode] of ast.args as [Any, Any][]) {
    const key = ev.run(keyNode, ctx);
    const value = ev.run(valueNode, ctx);
    let identity: string;
    if (typeof key === 'string') identity = `s${key}`;
    else if (typeof key === 'bigint') identity = `n${key}`;
    else if (key instanceof UnsignedInt) identity = `n${key.valueOf()}`;
    else if (typeof key === 'boolean') identity = `b${key}`;
    else throw new EvaluationError(`unsupported key type: ${key === null ? 'null' : typeof key}`, keyNode);
    if (seen.has(identity)) throw new EvaluationError(`Failed with repeated key: ${String(key)}`, keyNode);
    seen.add(identity);
    allStrings &&= typeof key === 'string';
    entries.push([key, value]);
  }
  return allStrings ? Object.fromEntries(entries) : new Map(entries);
}

/**
 * `has(x.f)` where `x` is not a variable path (a literal, a call): cel-js only accepts
 * `id.f...`. Evaluate the receiver and test the field.
 */
function patchHas(node: Any): void {
  const macro = node.meta.macro;
  const operand = (node.args[1] as Any[])[0];
  if (!macro || operand?.op !== '.') return;
  let root = operand;
  while (root.op === '.' || root.op === '.?') root = root.args[0];
  if (root.op === 'id') return;
  macro.typeCheck = (checker: Any, _macro: Any, ctx: Any) => {
    checker.check(operand.args[0], ctx);
    return checker.getType('bool');
  };
  macro.evaluate = (ev: Any, _macro: Any, ctx: Any) => {
    let receiver = ev.run(operand.args[0], ctx);
    const field = operand.args[1] as string;
    if (receiver instanceof Optional) {
      if (!receiver.hasValue()) return false;
      receiver = receiver.value();
    }
    if (receiver instanceof Map) return receiver.has(field);
    if (receiver !== null && typeof receiver === 'object' && !Array.isArray(receiver))
      return Object.hasOwn(receiver, field) && (receiver as Any)[field] !== undefined;
    throw new EvaluationError(`has() cannot test a field of ${receiver === null ? 'null' : typeof receiver}`, operand);
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

const evaluateStringConversion: Evaluate = (ev, ast, ctx) => {
  const value = ev.run((ast.args[1] as Any[])[0], ctx);
  if (!(value instanceof Uint8Array)) return ast.handle([value], ast, ev);
  try {
    return utf8.decode(value);
  } catch {
    throw new EvaluationError('invalid UTF-8 in bytes, cannot convert to string', ast);
  }
};

type StringMethod = (receiver: string, ...args: never[]) => unknown;

const stringMethod = oncePerFunction(
  (replacement: StringMethod) =>
    ((ev: Any, ast: Any, ctx: Any) => {
      const values = (ast.receiverWithArgs as Any[]).map((a) => ev.run(a, ctx));
      if (typeof values[0] !== 'string') return ast.handle(values, ev, ast);
      try {
        return (replacement as (...args: unknown[]) => unknown)(...values);
      } catch (error) {
        throw located(error, ast);
      }
    }) satisfies Evaluate,
);
