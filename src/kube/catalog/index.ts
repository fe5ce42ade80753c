/**
 * The built-in schema catalog: OpenAPI schemas for the kinds rgdc emits (OCM and Flux,
 * hand-written from their API references and drift-tested against the upstream CRDs) and
 * for the common built-in Kubernetes kinds (generated from `@kubernetes/client-node`).
 *
 * ```ts
 * const schemas = chainResolvers(crdResolver, builtinSchemas());
 * schemas.lookup('apps/v1', 'Deployment')?.scope; // 'Namespaced'
 * ```
 */
import { FLUX_KINDS } from './handwritten/flux.js';
import { OCM_KINDS } from './handwritten/ocm.js';
import { kubernetesSchemas } from './kubernetes.js';
import type { ResolvedSchema, SchemaResolver } from './types.js';

export type { ResolvedSchema, SchemaNode, SchemaResolver } from './types.js';
export { kubernetesKinds, objectMetaSchema } from './kubernetes.js';

const HANDWRITTEN: Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>> = { ...OCM_KINDS, ...FLUX_KINDS };

/** The schemas rgdc knows without being told: OCM, Flux and common Kubernetes kinds. */
export function builtinSchemas(): SchemaResolver {
  return chainResolvers(handwrittenSchemas(), kubernetesSchemas());
}

/**
 * The catalog without the OCM kinds: their built-in schemas describe the newest OCM
 * controller, so RGDs made for an older one (rgdc's older target profiles) are checked
 * against Flux and Kubernetes kinds only, unless `--crds` supplies the OCM CRDs.
 */
export function builtinSchemasWithoutOcm(): SchemaResolver {
  return chainResolvers({ lookup: (apiVersion, kind) => FLUX_KINDS[apiVersion]?.[kind] }, kubernetesSchemas());
}

/** Only the hand-written OCM and Flux kinds (what the drift test compares). */
export function handwrittenSchemas(): SchemaResolver {
  return { lookup: (apiVersion, kind) => HANDWRITTEN[apiVersion]?.[kind] };
}

/** The hand-written kinds as a list, for listings and tests. */
export function handwrittenKinds(): { apiVersion: string; kind: string }[] {
  return Object.entries(HANDWRITTEN).flatMap(([apiVersion, kinds]) => Object.keys(kinds).map((kind) => ({ apiVersion, kind })));
}

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
