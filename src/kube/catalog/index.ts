/**
 * The parts of the built-in schema catalog below every deployer: OpenAPI schemas for the
 * OCM kinds rgdc emits (hand-written from their API references and drift-tested against the
 * upstream CRDs) and for the common built-in Kubernetes kinds (generated from
 * `@kubernetes/client-node`). The whole catalog, with each deployer's kinds, is
 * `builtinSchemas()` in src/targets/catalog.ts.
 *
 * ```ts
 * const schemas = chainResolvers(crdResolver, kubernetesSchemas());
 * schemas.lookup('apps/v1', 'Deployment')?.scope; // 'Namespaced'
 * ```
 */
import { OCM_KINDS_BY_RELEASE, type OcmRelease } from './handwritten/ocm.js';
import type { ResolvedSchema, SchemaResolver } from './types.js';

export type { OcmRelease } from './handwritten/ocm.js';
export type { ResolvedSchema, SchemaNode, SchemaResolver } from './types.js';
export { kubernetesKinds, objectMetaSchema } from './kubernetes.js';

/** Kinds by `apiVersion` then kind, as the hand-written catalogs hold them. */
export type Kinds = Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>>;

/** The OCM controller generation of the default target, whose schemas `builtinSchemas()` holds. */
export const NEWEST_OCM_RELEASE: OcmRelease = 'monorepo-8d5af58';

/** Every OCM controller generation the catalog has schemas for, newest first. */
export const OCM_RELEASES: readonly OcmRelease[] = ['monorepo-8d5af58', 'toolkit-fad0b5e', 'toolkit-8102a71'];

/** The hand-written OCM kinds of the controller generation `release`. */
export function ocmKinds(release: OcmRelease): Kinds {
  return OCM_KINDS_BY_RELEASE[release];
}

/** A resolver over a fixed set of kinds. */
export const kindsResolver = (kinds: Kinds): SchemaResolver => ({ lookup: (apiVersion, kind) => kinds[apiVersion]?.[kind] });

export { kubernetesSchemas } from './kubernetes.js';

/**
 * Asks each resolver in turn and returns the first answer, so earlier sources win:
 * put `--crds` files before the built-in catalog to let users override it.
 */
export function chainResolvers<R extends { readonly schema: object; readonly scope?: string }>(
  ...resolvers: readonly { lookup(apiVersion: string, kind: string): R | undefined }[]
): { lookup(apiVersion: string, kind: string): R | undefined } {
  return {
    lookup(apiVersion, kind) {
      for (const resolver of resolvers) {
        const found = resolver.lookup(apiVersion, kind);
        if (found) return found;
      }
      return undefined;
    },
  };
}
