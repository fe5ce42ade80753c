/**
 * Check phase 5 (kro's "typed checking", after the graph so unknown ids are reported as
 * unknown rather than as type errors): every expression is type-checked in the typed
 * environment, and its output type is matched against where it sits.
 *
 * - a standalone template field: assignable to the field's OpenAPI type (structural
 *   compatibility as kro: `dyn` passes, `double` for an `int` field does not);
 * - a fragment of a text template: `string`;
 * - `readyWhen`/`includeWhen`: `bool` or `optional<bool>`;
 * - `forEach`: a list.
 *
 * Unknown identifiers and functions are left to the reference rules, which report them
 * already.
 */
import type { KroEnvironment } from '../../cel/environment.js';
import { kroFunctions } from '../../cel/function-registry.js';
import { incompatibility } from '../../cel/types/compatibility.js';
import { describeShape, shapeOfSchema, type TypeShape } from '../../cel/types/shape.js';

const STRING: TypeShape = { kind: 'primitive', name: 'string' };
/** The CEL type of `runtime.newCondition(...)` (`src/cel/library/runtime.ts`). */
const CONDITION_TYPE = 'kro.run.Condition';

/** Where an expression sits, which decides the type it must have. */
export type TypedExpressionKind = 'standalone' | 'fragment' | 'readyWhen' | 'includeWhen' | 'forEach' | 'status' | 'statusCondition';

/** The diagnostic codes this phase reports. */
export type TypeProblemCode =
  | 'cel_type_mismatch'
  | 'cel_fragment_not_string'
  | 'cel_condition_not_bool'
  | 'cel_foreach_not_list'
  | 'cel_no_such_field'
  | 'cel_type_error';

/** One problem, positioned inside the expression text. */
export interface TypeProblem {
  readonly code: TypeProblemCode;
  readonly message: string;
  /** Offset of the problem inside the expression (0 = its first character). */
  readonly offsetInExpression: number;
  readonly length: number;
}

/** One expression to check. */
export interface TypedExpression {
  readonly expression: string;
  readonly kind: TypedExpressionKind;
  /** The field a standalone expression fills (`spec.replicas`), for messages. */
  readonly fieldPath?: string;
  /** OpenAPI schema of that field; absent (or free-form) means any type fits. */
  readonly fieldSchema?: object;
  /** The environment to check in; defaults to the one given to {@link typeCheckExpressions}. */
  readonly environment?: KroEnvironment;
  /** The expression will be evaluated in that environment (preview): keep its parsed program. */
  readonly keep?: boolean;
  readonly report: (problem: TypeProblem) => void;
}

/** Type-checks `expressions`; returns each expression's output type (`undefined` when it failed). */
export function typeCheckExpressions(input: {
  readonly expressions: readonly TypedExpression[];
  readonly environment: KroEnvironment;
}): (string | undefined)[] {
  return input.expressions.map((item) => typeCheckExpression(item, item.environment ?? input.environment));
}

/** Type-checks one expression and reports problems; returns its output type when it checks. */
export function typeCheckExpression(item: TypedExpression, environment: KroEnvironment): string | undefined {
  const result = environment.check(item.expression, { keep: item.keep === true });
  const whole = { offsetInExpression: leadingSpace(item.expression), length: item.expression.trim().length };
  if (!result.valid || result.type === undefined) {
    const error = result.error as (Error & { code?: string; range?: { start: number; end: number } }) | undefined;
    const problem = error && describeError(error);
    if (problem) {
      const start = error.range?.start ?? whole.offsetInExpression;
      item.report({ ...problem, offsetInExpression: start, length: Math.max(1, (error.range?.end ?? start + 1) - start) });
    }
    return undefined;
  }
  const type = result.type;
  const shape = environment.shapeOf(type);
  const expect = (ok: boolean, code: TypeProblemCode, message: string) => {
    if (!ok) item.report({ code, message, ...whole });
  };
  const unwrapped = shape.kind === 'optional' ? shape.inner : shape;
  switch (item.kind) {
    case 'fragment':
      // kro checks each fragment against string like a field (optional<string> passes).
      expect(
        incompatibility(shape, STRING) === undefined,
        'cel_fragment_not_string',
        `expression returns type ${type} but a string template needs string: wrap it in string(...)`,
      );
      break;
    case 'readyWhen':
    case 'includeWhen':
      expect(
        unwrapped.kind === 'dyn' || (unwrapped.kind === 'primitive' && unwrapped.name === 'bool'),
        'cel_condition_not_bool',
        `${item.kind} must return bool, got ${type}`,
      );
      break;
    case 'forEach':
      expect(shape.kind === 'dyn' || shape.kind === 'list', 'cel_foreach_not_list', `forEach expression must return a list, got ${type}`);
      break;
    case 'statusCondition': {
      // kro's validateConditionOutputType: a Condition, a list of them, or dyn.
      const element = shape.kind === 'list' ? shape.element : shape;
      const ok = element.kind === 'dyn' || ('name' in element && element.name === CONDITION_TYPE);
      expect(ok, 'cel_type_mismatch', `condition expressions must return runtime.newCondition(...) or a list of them, got ${type}`);
      break;
    }
    case 'standalone': {
      if (!item.fieldSchema) break;
      const expected = shapeOfSchema(item.fieldSchema);
      const why = incompatibility(shape, expected);
      const field = item.fieldPath ? ` at path ${JSON.stringify(item.fieldPath)}` : '';
      expect(
        why === undefined,
        'cel_type_mismatch',
        `expression returns type ${type} but expected ${describeShape(expected)}${field}${why && !why.startsWith('kind mismatch') ? `: ${why}` : ''}`,
      );
      break;
    }
    default:
      break;
  }
  return type;
}

/** Maps a cel-js type error to a problem; `undefined` for errors other phases report. */
function describeError(error: Error & { code?: string }): Omit<TypeProblem, 'offsetInExpression' | 'length'> | undefined {
  const message = error.message.split('\n')[0] ?? error.message;
  switch (error.code) {
    case 'unknown_variable':
      return undefined; // graph_unknown_reference
    case 'no_such_key':
      return { code: 'cel_no_such_field', message: message.replace(/^No such key: (.*)$/, 'no such field: $1') };
    case 'no_matching_overload':
      // An undeclared function is cel_unknown_function (reference rules); a declared one
      // called with the wrong argument types is a type error.
      return /no matching overload for '([A-Za-z_][\w.]*)\(/.test(message) && isUnknownFunction(message) ? undefined : { code: 'cel_type_error', message };
    default:
      return { code: 'cel_type_error', message };
  }
}

/**
 * Whether the function of a no-matching-overload message is one kro does not declare
 * under any receiver (`cel/function-registry.ts`; macros a wrong argument count turns
 * into calls, such as `[1].map(x)`, are declared).
 */
export function isUnknownFunction(message: string): boolean {
  const name = /no matching overload for '(?:[^'(]*\.)?([A-Za-z_]\w*)\(/.exec(message)?.[1];
  return name !== undefined && !kroFunctions().names.has(name);
}

function leadingSpace(text: string): number {
  return text.length - text.trimStart().length;
}
