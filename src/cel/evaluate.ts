/**
 * Evaluates kro expressions offline, the way kro's runtime does with cel-go: JSON objects
 * (an instance, a resource's status) become CEL values typed by their OpenAPI schema, an
 * expression is parsed once per environment and evaluated with variable bindings, and
 * results go back to JSON for printing.
 *
 * ```ts
 * const kro = createKroEnvironment({ schema: instanceOpenApi, resources });
 * const schema = toCelValue(instance, instanceOpenApi);
 * evaluateExpression(kro, 'schema.spec.replicas + 1', { schema }).value; // 4n
 * ```
 *
 * Where cel-js and kro's cel-go disagree, `source.ts` rewrites syntax cel-js cannot parse
 * (for checking too) and `semantics.ts` patches the parsed program's evaluation, before
 * its first run only (`programs.ts`), so `KroEnvironment.check` keeps cel-js's checker.
 */
import { Optional } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import type { KroEnvironment } from './environment.js';
import { formatDuration, formatTimestamp } from './library/core.js';
import { OMIT } from './library/omit.js';
import { runnableProgram, type RunnableProgram } from './programs.js';
import type { RewrittenSource } from './source.js';
import { stringTypeName } from './types/shape.js';
import { coerceScalar } from './types/values.js';

/**
 * A CEL value as plain JavaScript: `bigint` for `int`, cel-js `UnsignedInt` for `uint`,
 * `number` for `double`, `string`, `boolean`, `null`, `Uint8Array` for `bytes`, arrays for
 * lists, plain objects or `Map`s for maps, `Date` for timestamps, cel-js `Duration`.
 */
export type CelValue = unknown;

/** The outcome of {@link evaluateExpression}: a value, an error, or `omit()`. */
export interface EvaluationResult {
  readonly value?: CelValue;
  /** Parse, type or evaluation error; `offset` is the character offset in the expression. */
  readonly error?: { readonly message: string; readonly offset?: number };
  /** The expression evaluated to kro's `omit()`: the field it fills is removed. */
  readonly omitted?: boolean;
}

type Node = Record<string, unknown>;

/**
 * Converts JSON data (an instance, a resource's status) to CEL values, typed by an optional
 * OpenAPI schema, the way kro's runtime sees unstructured objects:
 *
 * - Where the schema says `type: integer`, numbers become `bigint` (CEL `int`); where it
 *   says `type: number`, they stay `number` (CEL `double`), even when integral.
 * - Without a schema (or below `x-kubernetes-preserve-unknown-fields`, int-or-string,
 *   or a bare `type: object`), an integral JSON number becomes `bigint` and any other a
 *   `number`. This is what kro sees: Kubernetes decodes unstructured JSON into `int64`
 *   when a number has no fraction or exponent and `float64` otherwise, and cel-go maps
 *   those to `int` and `double`. (JavaScript cannot tell `2.0` from `2` after
 *   `JSON.parse`; both become `int`, which only differs from Kubernetes for a literal
 *   `2.0` in untyped data.)
 * - Strings with `format: date-time` or `date` become `Date` (timestamp), `format:
 *   duration` a cel-js `Duration`, `format: byte` a `Uint8Array` (bytes), as the
 *   Kubernetes CEL type provider does.
 */
export function toCelValue(json: unknown, schema?: object): CelValue {
  return convert(json, schema as Node | undefined);
}

function convert(json: unknown, schema: Node | undefined): CelValue {
  if (schema && (schema['x-kubernetes-int-or-string'] === true || schema['x-kubernetes-preserve-unknown-fields'] === true)) {
    if (!isNode(schema.properties) && !isNode(schema.items) && !isNode(schema.additionalProperties)) schema = undefined;
  }
  if (json === null || json === undefined) return null;
  if (typeof json === 'number') {
    const type = schema?.type;
    if (type === 'number') return json;
    if (type === 'integer') return Number.isInteger(json) ? BigInt(json) : json;
    return Number.isInteger(json) ? BigInt(json) : json;
  }
  if (typeof json === 'string') return convertString(json, schema?.type === 'string' ? schema.format : undefined);
  if (Array.isArray(json)) {
    const items = schema && isNode(schema.items) ? schema.items : undefined;
    return json.map((item) => convert(item, items));
  }
  if (typeof json === 'object') {
    const properties = schema && isNode(schema.properties) ? (schema.properties as Record<string, Node>) : undefined;
    const additional = schema && isNode(schema.additionalProperties) ? schema.additionalProperties : undefined;
    const out: Record<string, CelValue> = {};
    // Keys, not entries: no pair allocated per field of every object bound.
    const record = json as Record<string, unknown>;
    for (const key of Object.keys(record)) out[key] = convert(record[key], properties?.[key] ?? additional);
    return out;
  }
  return json;
}

function convertString(value: string, format: unknown): CelValue {
  return coerceScalar(value, stringTypeName(format));
}

/**
 * Converts a CEL value back to JSON for printing: `bigint` becomes a number (a decimal
 * string when beyond ±2^53), `uint` the same, `Date` an RFC 3339 string, `Duration` a Go
 * duration string (`90s`), bytes base64, `Map`s plain objects, optionals their value (or
 * `null`). Non-finite doubles become strings (`"NaN"`, `"Infinity"`), as JSON has none.
 */
export function fromCelValue(value: CelValue): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return bigintToJson(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return formatTimestamp(value);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(fromCelValue);
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of value) out[String(fromCelValue(key))] = fromCelValue(item);
    return out;
  }
  if (value instanceof UnsignedInt) return bigintToJson(value.valueOf());
  if (value instanceof Duration) return formatDuration(value);
  if (value instanceof Optional) return value.hasValue() ? fromCelValue(value.value()) : null;
  if (typeof value === 'object') {
    if (value.constructor?.name === 'Type') return String(value).replace(/^Type<(.*)>$/, '$1');
    // Library values (quantity, IP, CIDR, semver, URL) print as their canonical text.
    if ((value as { toString: unknown }).toString !== Object.prototype.toString) return String(value);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromCelValue(item);
    return out;
  }
  return value;
}

function bigintToJson(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value.toString();
}

/**
 * Evaluates one expression (the text inside `${...}`) with variable bindings. Programs are
 * parsed once per environment and expression text (`programs.ts`, shared with type
 * checking), so evaluating the same template for many instances or `forEach` items, or
 * an expression check has typed, parses it once. Never throws; error offsets point into
 * `expression`.
 */
export function evaluateExpression(env: KroEnvironment, expression: string, bindings: Readonly<Record<string, CelValue>>): EvaluationResult {
  const program = runnableProgram(env.env, expression);
  if (!program.run) return { error: toError(program.error, program.source) };
  try {
    const value = program.run(bindingsFor(env, program, bindings));
    if (value === OMIT) return { omitted: true };
    return { value };
  } catch (error) {
    return { error: toError(error, program.source) };
  }
}

/**
 * The bindings typed as check typed them (struct values become their declared types, see
 * `KroEnvironment.bindValue`). Only the variables the expression reads are converted: a walk
 * binds every resource of the graph, and converting them all per expression would cost
 * O(resources) each time. The rest stay readable as they are ({@link BindingScope}).
 * `bindings` may itself inherit from earlier scopes (a walk adds iterators or `each` on
 * top of the resources without copying them): a name counts as bound when an object of
 * the chain holds it as its own.
 */
function bindingsFor(env: KroEnvironment, program: RunnableProgram, bindings: Readonly<Record<string, CelValue>>): BindingScope {
  const scope = new BindingScope(bindings);
  for (const name of program.identifiers) if (isBound(bindings, name)) scope.set(name, env.bindValue(name, bindings[name]));
  return scope;
}

/**
 * What cel-js reads variables from (it takes a `Map` as well as an object): the converted
 * variables, and for any other name what `bindings` (and its prototypes) hold, as an
 * object inheriting from `bindings` would answer. A `Map` rather than such an object:
 * creating an object whose prototype holds thousands of properties cost several times
 * more, once per expression evaluated.
 */
class BindingScope extends Map<string, unknown> {
  readonly #bindings: Readonly<Record<string, unknown>>;

  constructor(bindings: Readonly<Record<string, unknown>>) {
    super();
    this.#bindings = bindings;
  }

  override get(name: string): unknown {
    return super.has(name) ? super.get(name) : this.#bindings[name];
  }
}

function isBound(bindings: object, name: string): boolean {
  for (let scope: object | null = bindings; scope !== null && scope !== Object.prototype; scope = Object.getPrototypeOf(scope) as object | null) {
    if (Object.hasOwn(scope, name)) return true;
  }
  return false;
}

function toError(error: unknown, source: RewrittenSource): { message: string; offset?: number } {
  const e = error as { summary?: string; message?: string; range?: { start?: number } };
  const message = e.summary ?? e.message ?? String(error);
  const offset = e.range?.start;
  return offset === undefined ? { message } : { message, offset: source.originalOffset(offset) };
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
