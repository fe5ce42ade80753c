/**
 * Schema resolvers for `check`: one over CustomResourceDefinitions (the `--crds` files),
 * and a chain that asks several in order (a built-in catalog first, then CRDs).
 */
import { chainResolvers } from '../kube/catalog/index.js';
import { parseCrdSchemas } from '../kube/crd.js';
import type { SchemaResolver } from '../kro/types.js';
import type { LoadedDocument } from '../source/index.js';
import { builtinSchemasFor } from '../targets/catalog.js';
import { annotatedTarget } from '../targets/document-target.js';
import type { TargetProfile } from '../targets/types.js';

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

/**
 * The schemas a document's kinds are read in, the way `rgdc check` reads them: `crds` (the
 * `--crds` files) first, then the built-in catalog of the target the document was compiled
 * for (its `rgdc.dev/target` annotation), else of `fallback`. The CLI's check (and publish's
 * gate) and the language server ask here, so they cannot disagree; one chain is made per
 * catalog.
 */
export function documentSchemas(crds: SchemaResolver | undefined, fallback: TargetProfile): (document?: LoadedDocument) => SchemaResolver {
  const byCatalog = new Map<SchemaResolver, SchemaResolver>();
  return (document) => {
    const builtin = builtinSchemasFor((document && annotatedTarget(document)) ?? fallback);
    let chained = byCatalog.get(builtin);
    if (!chained) byCatalog.set(builtin, (chained = chainSchemaResolvers(crds, builtin)));
    return chained;
  };
}
