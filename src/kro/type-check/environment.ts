/**
 * The typed CEL environments of one RGD, built once by check and handed on to preview, so
 * that what `rgdc check` types is exactly what `rgdc preview` evaluates, with the same
 * declarations (kro compiles and runs every expression in one typed environment):
 *
 * - `base`: `schema` typed from the instance SimpleSchema, every resource id typed from its
 *   kind's schema (the resolver, then `dyn` for unknown kinds; a list for collections);
 * - a resource's templates add its `forEach` iterators, typed as the elements of their
 *   lists (`base.check` of the forEach expression);
 * - a collection's readyWhen adds `each`, typed from the resource's kind;
 * - status conditions add `runtime`.
 *
 * Scoped environments are built on first use and then reused.
 */
import { createKroEnvironment, type KroEnvironment, type ResourceDeclaration } from '../../cel/environment.js';
import { evaluateOnceIn } from '../../cel/programs.js';
import { fieldReachOf } from '../../cel/types/reach.js';
import { simpleSchemaToOpenApi } from '../../simpleschema/parse/index.js';
import { isRecord } from '../../util/records.js';
import { objectMetaSchema } from '../../kube/catalog/kubernetes.js';
import type { ExpressionAnalysis } from '../expressions/index.js';
import type { RgdModel, SchemaResolver } from '../types.js';

/** The environments an RGD's expressions are typed and evaluated in (see the module comment). */
export interface RgdEnvironment {
  /** `schema` and the resource ids: includeWhen, status fields, forEach expressions. */
  readonly base: KroEnvironment;
  /** The kind schema of the resource at `index` (`spec.resources[index]`), when known. */
  kindSchema(index: number): object | undefined;
  /** Whether the resource at `index` is a list in expressions (forEach, selector externalRef). */
  isCollection(index: number): boolean;
  /** Templates and externalRef of the resource at `index`: `base` plus its forEach iterators. */
  template(index: number): KroEnvironment;
  /** The iterators of the resource at `index` and their CEL types (empty without forEach). */
  iterators(index: number): Readonly<Record<string, string>>;
  /** readyWhen of the resource at `index`: `base`, plus `each` for a collection. */
  readyWhen(index: number): KroEnvironment;
  /** `schema.status.conditions` entries: `base` plus `runtime`. */
  conditions(): KroEnvironment;
}

/** Options of {@link buildRgdEnvironment}. */
export interface RgdEnvironmentOptions {
  /**
   * Expressions (without `${}`) to be typed or evaluated in these environments besides the
   * RGD's own: only the struct types some expression can reach are registered with cel-js.
   */
  readonly alsoTyped?: readonly string[];
  /** The base environment made before analysis ({@link prepareBaseEnvironment}); used when it was made for this model. */
  readonly prepared?: PreparedEnvironment;
  /** Each expression is evaluated once in these environments (one preview): see `cel/programs.ts` `evaluateOnceIn`. */
  readonly once?: boolean;
}

/** The part of an RGD's environments that needs no analysis: `base` and what it was built from. */
export interface PreparedEnvironment {
  readonly model: RgdModel;
  readonly base: KroEnvironment;
  readonly kindSchemas: ReadonlyMap<number, object | undefined>;
  /** Resources that are lists in expressions (forEach, selector externalRef). */
  readonly collections: ReadonlySet<number>;
}

/**
 * `base` of one RGD (see {@link RgdEnvironment}): every resource id typed from its kind's
 * schema, `schema` from the instance SimpleSchema. It needs no expression analysis, so
 * preview builds it first and analysis takes its ASTs from it (`./shared-parse.ts`).
 */
export function prepareBaseEnvironment(
  model: RgdModel,
  specSchema: object,
  schemas: SchemaResolver | undefined,
  options: Pick<RgdEnvironmentOptions, 'alsoTyped'> = {},
): PreparedEnvironment {
  const kindSchemas = new Map<number, object | undefined>();
  const collections = new Set<number>();
  const resources = new Map<string, ResourceDeclaration>();
  for (const resource of model.resources) {
    const schema = schemas && resource.apiVersion && resource.kind ? schemas.lookup(resource.apiVersion, resource.kind)?.schema : undefined;
    kindSchemas.set(resource.index, schema);
    const selector = isRecord(resource.externalRef?.metadata) && resource.externalRef.metadata.selector !== undefined;
    const collection = resource.forEach.length > 0 || selector;
    if (collection) collections.add(resource.index);
    if (resource.id === undefined || resources.has(resource.id)) continue;
    resources.set(resource.id, { ...(schema ? { schema } : {}), collection });
  }
  const schemaIsComplete = simpleSchemaToOpenApi(model.spec, model.types).issues.length === 0;
  // Every expression check and preview type or evaluate here is a string of the RGD; a
  // caller that types others too names them, or a struct type they reach is missing.
  const texts = templateStringsOf(model);
  for (const expression of options.alsoTyped ?? []) texts.push(`\${${expression}}`);
  const reach = fieldReachOf(texts);
  const base = createKroEnvironment({ ...(schemaIsComplete ? { schema: instanceSchemaOf(model, specSchema) } : {}), resources, ...(reach ? { reach } : {}) });
  return { model, base, kindSchemas, collections };
}

/**
 * Builds the environments of one RGD. `specSchema` is the instance spec's OpenAPI; when the
 * SimpleSchema has errors `schema` is `dyn` (its broken fields are reported already, and
 * kro stops at the first error anyway).
 */
export function buildRgdEnvironment(
  model: RgdModel,
  specSchema: object,
  analysis: ExpressionAnalysis,
  schemas: SchemaResolver | undefined,
  options: RgdEnvironmentOptions = {},
): RgdEnvironment {
  const prepared = options.prepared?.model === model ? options.prepared : prepareBaseEnvironment(model, specSchema, schemas, options);
  const { base, kindSchemas, collections } = prepared;
  if (options.once === true) evaluateOnceIn(base.env);

  // forEach expressions are typed in `base`; their element types declare the iterators.
  const iteratorTypes = new Map<number, Record<string, string>>();
  for (const site of analysis.sites) {
    if (site.site.context !== 'forEach' || site.site.resource === undefined) continue;
    const expression = site.expressions[0]?.expression;
    const checked = expression === undefined ? undefined : base.check(expression);
    const name = String(site.site.path[site.site.path.length - 1]);
    const scope = iteratorTypes.get(site.site.resource) ?? {};
    scope[name] = checked?.valid && checked.type !== undefined ? base.elementType(checked.type) : 'dyn';
    iteratorTypes.set(site.site.resource, scope);
  }

  const scoped = new Map<string, KroEnvironment>();
  const scopeFor = (key: string, make: () => KroEnvironment): KroEnvironment => {
    let environment = scoped.get(key);
    if (!environment) {
      scoped.set(key, (environment = make()));
      if (options.once === true) evaluateOnceIn(environment.env);
    }
    return environment;
  };
  return {
    base,
    kindSchema: (index) => kindSchemas.get(index),
    isCollection: (index) => collections.has(index),
    iterators: (index) => iteratorTypes.get(index) ?? {},
    template(index) {
      const own = iteratorTypes.get(index);
      return own ? scopeFor(`iterators:${index}`, () => base.extend({ iterators: own })) : base;
    },
    readyWhen(index) {
      if (!collections.has(index)) return base;
      const schema = kindSchemas.get(index);
      return scopeFor(`each:${index}`, () => base.extend({ each: schema ? { schema } : {} }));
    },
    conditions: () => scopeFor('runtime', () => base.extend({ runtime: true })),
  };
}

/**
 * Every string value holding `${` in the parts of an RGD that hold expressions: resources
 * and status; each object once (YAML aliases share them). Map keys are left out: kro never
 * evaluates one, so no expression is there to reach a field. An array, not a generator,
 * and only the strings the reach reads: this walks every field of the RGD.
 */
function templateStringsOf(model: RgdModel): string[] {
  const out: string[] = [];
  const stack: unknown[] = [model.status];
  for (const r of model.resources) stack.push(r.template, r.externalRef, r.readyWhen, r.includeWhen, r.forEach);
  const seen = new Set<object>();
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('${')) out.push(value);
      continue;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) for (const item of value) stack.push(item);
    else for (const key of Object.keys(value)) stack.push((value as Record<string, unknown>)[key]);
  }
  return out;
}

/**
 * The instance as kro's `getSchemaWithoutStatus` types it: a cluster-scoped instance has no
 * `metadata.namespace`, so `${schema.metadata.namespace}` does not type-check there.
 */
function instanceSchemaOf(model: RgdModel, specSchema: object): object {
  if (model.scope !== 'Cluster') return { type: 'object', properties: { spec: specSchema } };
  const metadata = objectMetaSchema() as { properties?: Record<string, unknown> };
  const { namespace: _namespace, ...rest } = metadata.properties ?? {};
  return { type: 'object', properties: { spec: specSchema, metadata: { ...metadata, properties: rest } } };
}
