/**
 * Schema resolvers for `check`: one over CustomResourceDefinitions (the `--crds` files),
 * and a chain that asks several in order (a built-in catalog first, then CRDs).
 */
import { parseCrdSchemas } from '../kube/crd.js';
import type { SchemaResolver } from './types.js';

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

/** Asks each resolver in turn; the first that knows the kind wins. */
export function chainSchemaResolvers(...resolvers: readonly (SchemaResolver | undefined)[]): SchemaResolver {
  const present = resolvers.filter((r): r is SchemaResolver => r !== undefined);
  return {
    lookup(apiVersion, kind) {
      for (const resolver of present) {
        const found = resolver.lookup(apiVersion, kind);
        if (found) return found;
      }
      return undefined;
    },
  };
}
