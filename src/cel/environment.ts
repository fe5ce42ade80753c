/**
 * The CEL environment kro compiles RGD expressions in (`pkg/cel/environment.go`), built
 * on `@marcbachmann/cel-js`: kro's extension libraries (see `library/`), `schema` typed
 * from the instance's OpenAPI, and every resource id typed from its kind's schema. Check
 * and preview use the same environment, so whatever type-checks here also evaluates.
 *
 * ```ts
 * const kro = createKroEnvironment({ schema: instanceOpenApi, resources: new Map([['deployment', { schema }]]) });
 * kro.check('deployment.spec.replicas + 1').type; // 'int'
 * kro.extend({ runtime: true }).check('runtime.condition(schema, "Ready").status');
 * ```
 */
import type { Environment, TypeCheckResult } from '@marcbachmann/cel-js';
import { checkProgram } from './programs.js';
import { rewriteSource } from './source.js';
import { aliasShadowedResources, resourceAlias } from './shadowed-namespaces.js';
import { objectMetaSchema } from '../kube/catalog/index.js';
import { kroBaseEnvironment } from './base-environment.js';
import { kroFunctions } from './function-registry.js';
import { registerLibraries } from './library/index.js';
import { SchemaTypeRegistry } from './types/declare.js';
import type { FieldReach } from './types/reach.js';
import { DYN, shapeOfSchema, shapeOfTypeName, type TypeShape } from './types/shape.js';

/** What a resource id stands for in expressions. */
export interface ResourceDeclaration {
  /** OpenAPI schema of the resource's kind; absent when unknown (the id is then `dyn`). */
  readonly schema?: object;
  /** True for `forEach` collections and selector `externalRef`s: the id is a list. */
  readonly collection?: boolean;
}

/** Options of {@link createKroEnvironment}. */
export interface KroEnvironmentOptions {
  /** OpenAPI of the instance (`spec`, `metadata`, ...); `status` is dropped as kro does. */
  readonly schema?: object;
  /** Resource ids and their schemas. */
  readonly resources: ReadonlyMap<string, ResourceDeclaration>;
  /**
   * The fields the expressions to be checked can select (`fieldReachOf` of their texts):
   * only the struct types they reach are registered, which is faster and types those
   * expressions the same. Without it every type is registered, for any expression.
   */
  readonly reach?: FieldReach;
}

/** Extra variables of one expression's scope. */
export interface KroScope {
  /** `forEach` iterators and their CEL element types (e.g. `string`, `__type_schema.spec.items.@idx`). */
  readonly iterators?: Readonly<Record<string, string>>;
  /** `each` in a collection's readyWhen: the item schema (the resource's kind). */
  readonly each?: { readonly schema?: object };
  /** `runtime` (only in `schema.status.conditions`). */
  readonly runtime?: boolean;
}

/** A typed environment for one RGD. */
export interface KroEnvironment {
  /** The cel-js environment (frozen once extended). */
  readonly env: Environment;
  /**
   * Type-checks one expression. `keep`: the expression will be evaluated here, so keep
   * its parsed (and checked) program for that (`programs.ts`); otherwise it is let go.
   */
  check(expression: string, options?: { readonly keep?: boolean }): TypeCheckResult;
  /** An environment with extra variables; this one stays usable. */
  extend(scope: KroScope): KroEnvironment;
  /** The structure of a cel-js type name, resolving struct types declared here. */
  shapeOf(typeName: string): TypeShape;
  /** The CEL type of a `forEach` expression's elements (`dyn` when not a typed list). */
  elementType(listTypeName: string): string;
  /**
   * The variables' CEL type names as declared here (`schema`, resource ids, iterators,
   * `each`); what `check` types an expression with.
   */
  readonly variables: ReadonlyMap<string, string>;
  /**
   * `value` bound to `name` as the declarations type it: a struct value becomes an
   * instance of its struct type, scalars follow the declared type (see `types/values.ts`).
   * Evaluation applies it to every variable an expression reads, so what `check` typed is
   * what is evaluated. Memoized per value: binding the same objects again is cheap.
   */
  bindValue(name: string, value: unknown): unknown;
}

export { buildKroBaseEnvironment, kroBaseEnvironment } from './base-environment.js';

/** Builds the typed environment of one RGD (see the module comment). */
export function createKroEnvironment(options: KroEnvironmentOptions): KroEnvironment {
  const env = kroBaseEnvironment().clone();
  const types = new SchemaTypeRegistry(env, undefined, options.reach);
  const metadata = objectMetaSchema();
  const variables = new Map<string, string>();
  const shadowing = new Set<string>();
  const declare = (name: string, type: string) => declareVariable(env, name, type, shadowing, variables);
  declare('schema', options.schema ? types.declare(instanceSchema(options.schema, metadata), '__type_schema') : 'dyn');
  for (const [id, resource] of options.resources) {
    // kro reserves its namespaces; only those of status conditions (`runtime`) cannot be shadowed.
    if (id === 'schema' || kroFunctions().statusConditionNamespaces.has(id)) continue;
    const item = resource.schema ? types.declare(withObjectMeta(resource.schema, metadata), `__type_${id}`) : 'dyn';
    declare(id, resource.collection ? `list<${item}>` : item);
  }
  return wrap(env, types, variables, shadowing);
}

/**
 * Declares a resource or iterator (and records its type for binding values). A name of a
 * function namespace goes under its alias (see shadowed-namespaces.ts); a name already
 * taken (a reserved word such as `runtime` or `each`, or a duplicate) is left to the
 * naming rules, which report it.
 */
function declareVariable(env: Environment, name: string, type: string, shadowing: Set<string>, variables: Map<string, string>): void {
  if (kroFunctions().shadowableNamespaces.has(name)) {
    shadowing.add(name);
    env.registerVariable(resourceAlias(name), type);
    variables.set(resourceAlias(name), type);
    return;
  }
  try {
    env.registerVariable(name, type);
    variables.set(name, type);
  } catch {
    // Already declared: the first declaration stands.
  }
}

/**
 * Type-checks `expression` after the same rewrite evaluation applies (kro syntax cel-js
 * cannot parse, such as `[?x]` or `.5`), with error ranges mapped back to the text written.
 */
function checkRewritten(env: Environment, expression: string, shadowing: ReadonlySet<string>, keep: boolean): TypeCheckResult {
  if (shadowing.size > 0 && [...shadowing].some((id) => expression.includes(id))) {
    const source = rewriteSource(expression);
    return checkAliased(env, source.changed ? source.text : expression, shadowing, source.changed ? source.originalOffset : undefined);
  }
  // The program evaluation runs (programs.ts): parsed and checked once per text.
  const { source, result } = checkProgram(env, expression, keep);
  return source.changed ? mapRange(result, source.originalOffset) : result;
}

/** Checks with resources that shadow a namespace renamed to their aliases, and the names restored in errors. */
function checkAliased(
  env: Environment,
  text: string,
  shadowing: ReadonlySet<string>,
  originalOffset: ((offset: number) => number) | undefined,
): TypeCheckResult {
  const aliased = aliasShadowedResources(text, shadowing);
  const result = env.check(aliased);
  const mapped = originalOffset ? mapRange(result, originalOffset) : result;
  const error = mapped.error as (Error & { range?: unknown }) | undefined;
  if (!error || aliased === text) return mapped;
  const restore = (text: unknown): unknown => {
    if (typeof text !== 'string') return text;
    for (const id of shadowing) text = (text as string).split(resourceAlias(id)).join(id);
    return text;
  };
  const e = error as Error & { summary?: unknown };
  return { ...mapped, error: copyError(error, { message: restore(error.message), summary: restore(e.summary) }) as typeof mapped.error };
}

/** Maps an error range from rewritten text back to the text written. */
function mapRange(result: TypeCheckResult, originalOffset: (offset: number) => number): TypeCheckResult {
  const error = result.error as (Error & { range?: { start: number; end: number } }) | undefined;
  if (!error?.range) return result;
  const range = { start: originalOffset(error.range.start), end: originalOffset(error.range.end) };
  return { ...result, error: copyError(error, { range }) as typeof result.error };
}

/**
 * A copy of a cel-js error with some fields replaced. Its `code`, `range`, `summary` and
 * `node` are getters reading private fields, which a copy lacks (reading them would
 * throw, and assigning `range` throws): they become own values of the copy.
 */
function copyError(error: Error, changes: Readonly<Record<string, unknown>>): Error {
  const e = error as Error & { code?: unknown; range?: unknown; summary?: unknown; node?: unknown };
  const fields: Record<string, unknown> = { code: e.code, range: e.range, summary: e.summary, node: e.node, ...changes };
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(error);
  for (const [key, value] of Object.entries(fields)) descriptors[key] = { value, enumerable: true, writable: true, configurable: true };
  return Object.defineProperties(Object.create(Object.getPrototypeOf(error) as object) as Error, descriptors);
}

function wrap(env: Environment, types: SchemaTypeRegistry, variables: ReadonlyMap<string, string>, shadowing: ReadonlySet<string>): KroEnvironment {
  const shapeOf = (typeName: string): TypeShape => shapeOfTypeName(typeName, (name) => types.structShape(name));
  const bindValue = (name: string, value: unknown): unknown => {
    const type = variables.get(name);
    return type === undefined ? value : types.values.convert(value, type);
  };
  return {
    env,
    check: (expression, options) => checkRewritten(env, expression, shadowing, options?.keep === true),
    shapeOf,
    variables,
    elementType(listTypeName) {
      const shape = shapeOf(listTypeName);
      if (shape.kind !== 'list') return 'dyn';
      const match = /^list<(.*)>$/.exec(listTypeName.trim());
      return match?.[1] ?? 'dyn';
    },
    bindValue,
    extend(scope) {
      const child = env.clone();
      const childTypes = new SchemaTypeRegistry(child, types);
      const childVariables = new Map(variables);
      const childShadowing = new Set(shadowing);
      const declare = (name: string, type: string) => declareVariable(child, name, type, childShadowing, childVariables);
      for (const [name, type] of Object.entries(scope.iterators ?? {})) declare(name, type);
      if (scope.each) declare('each', scope.each.schema ? childTypes.declare(withObjectMeta(scope.each.schema, objectMetaSchema()), '__type_each') : 'dyn');
      if (scope.runtime) registerLibraries(child, 'statusConditions');
      return wrap(child, childTypes, childVariables, childShadowing);
    },
  };
}

/** The instance as `schema` sees it: no `status`, full ObjectMeta, `apiVersion` and `kind`. */
function instanceSchema(schema: object, metadata: object): object {
  const node = schema as Record<string, unknown>;
  const properties = { ...((node.properties as Record<string, unknown> | undefined) ?? {}) };
  delete properties.status;
  properties.apiVersion ??= { type: 'string' };
  properties.kind ??= { type: 'string' };
  return withObjectMeta({ ...node, type: 'object', properties }, metadata);
}

/**
 * CRDs declare `metadata` as a bare `type: object`; the API server (and so kro) types it
 * as ObjectMeta. Keep a `metadata` that already has properties.
 */
export function withObjectMeta(schema: object, metadata?: object): object {
  const node = schema as Record<string, unknown>;
  const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
  if (!properties || node['x-kubernetes-preserve-unknown-fields'] === true) return schema;
  const current = properties.metadata;
  if (current?.properties) return schema;
  return { ...node, properties: { ...properties, metadata: metadata ?? defaultObjectMeta() } };
}

let objectMeta: object | undefined;

/** ObjectMeta for callers that pass none: inlined once (it is read, never written). */
function defaultObjectMeta(): object {
  return (objectMeta ??= objectMetaSchema());
}

/** The shape of an OpenAPI field schema (re-exported for the type-check phase). */
export function shapeOfField(schema: object | undefined): TypeShape {
  return schema ? shapeOfSchema(schema) : DYN;
}
