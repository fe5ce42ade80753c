/**
 * CEL types for hover: the typed environment of one RGD (`schema` from the SimpleSchema,
 * each resource id from its kind's schema, forEach iterators as `dyn`), built from the
 * editor's index with the library's `createKroEnvironment`, so types read as `rgdc check`
 * computes them.
 */
import { createKroEnvironment, type KroEnvironment, type ResourceDeclaration } from '../cel/environment.js';
import type { SchemaResolver } from '../kro/types.js';
import type { RgdIndex } from './rgd-index.js';
import { instanceSchema } from './schema-fields.js';

const environments = new WeakMap<RgdIndex, WeakMap<SchemaResolver, KroEnvironment>>();

function environmentOf(index: RgdIndex, schemas: SchemaResolver): KroEnvironment {
  const bySchemas = environments.get(index) ?? new WeakMap<SchemaResolver, KroEnvironment>();
  environments.set(index, bySchemas);
  const cached = bySchemas.get(schemas);
  if (cached) return cached;
  const resources = new Map<string, ResourceDeclaration>();
  for (const resource of index.resources) {
    if (resource.id === undefined || resources.has(resource.id)) continue;
    const schema = resource.apiVersion && resource.kind ? schemas.lookup(resource.apiVersion, resource.kind)?.schema : undefined;
    resources.set(resource.id, { ...(schema ? { schema } : {}), collection: resource.iterators.length > 0 });
  }
  const environment = createKroEnvironment({ schema: instanceSchema(index), resources });
  bySchemas.set(schemas, environment);
  return environment;
}

/** The CEL type of `text` read in resource `resource`'s scope, or undefined when it does not check. */
export function typeOfExpression(index: RgdIndex, text: string, resource: number | undefined, schemas: SchemaResolver): string | undefined {
  try {
    let environment = environmentOf(index, schemas);
    const iterators = resource === undefined ? [] : (index.resources[resource]?.iterators ?? []);
    if (iterators.length > 0) environment = environment.extend({ iterators: Object.fromEntries(iterators.map((i) => [i.name, 'dyn'])) });
    const result = environment.check(text);
    return result.valid ? result.type : undefined;
  } catch {
    // A half-typed expression or a broken schema: no type to show.
    return undefined;
  }
}
