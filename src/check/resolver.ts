/**
 * Schema resolvers for `check`: one over CustomResourceDefinitions (the `--crds` files),
 * and a chain that asks several in order (a built-in catalog first, then CRDs).
 */
import { chainResolvers } from '../kube/catalog/index.js';
import { parseCrdSchemas } from '../kube/crd.js';
import type { SchemaResolver } from '../kro/types.js';

/** A resolver over every served version of the CRDs among `documents` (plain YAML values). */
export function crdSchemaResolver(documents: readonly unknown[]): SchemaResolver {
  const set = parseCrdSchemas([...documents]);
  return {
    lookup(apiVersion, kind) {
      const found = set.lookup(apiVersion, kind);
      return found ? { schema: found.schema, scope: found.scope } : undefined;
    },
  };
}

/** Asks each resolver in turn; the first that knows the kind wins (absent ones are skipped). */
export function chainSchemaResolvers(...resolvers: readonly (SchemaResolver | undefined)[]): SchemaResolver {
  return chainResolvers(...resolvers.filter((r): r is SchemaResolver => r !== undefined));
}
