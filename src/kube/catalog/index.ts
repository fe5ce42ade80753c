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
import { OCM_KINDS_BY_RELEASE, type OcmRelease } from './handwritten/ocm.js';
import { kubernetesSchemas } from './kubernetes.js';
import type { ResolvedSchema, SchemaResolver } from './types.js';

export type { OcmRelease } from './handwritten/ocm.js';
export type { ResolvedSchema, SchemaNode, SchemaResolver } from './types.js';
export { kubernetesKinds, objectMetaSchema } from './kubernetes.js';

type Kinds = Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>>;

/** The OCM controller generation of the default target, whose schemas `builtinSchemas()` holds. */
export const NEWEST_OCM_RELEASE: OcmRelease = 'monorepo-8d5af58';

/** Every OCM controller generation the catalog has schemas for, newest first. */
export const OCM_RELEASES: readonly OcmRelease[] = ['monorepo-8d5af58', 'toolkit-fad0b5e', 'toolkit-8102a71'];

const kindsResolver = (kinds: Kinds): SchemaResolver => ({ lookup: (apiVersion, kind) => kinds[apiVersion]?.[kind] });

// One resolver per generation, made once: the schema objects are shared, so caches keyed by
// them (the template validator's) compile each kind once per process.
const HANDWRITTEN = new Map(OCM_RELEASES.map((release) => [release, { ...OCM_KINDS_BY_RELEASE[release], ...FLUX_KINDS }] as const));
const BUILTIN = new Map(OCM_RELEASES.map((release) => [release, chainResolvers(kindsResolver(HANDWRITTEN.get(release)!), kubernetesSchemas())] as const));
const WITHOUT_OCM = chainResolvers(kindsResolver(FLUX_KINDS), kubernetesSchemas());

/**
 * The schemas rgdc knows without being told: OCM (of the controller generation `release`,
 * by default the newest), Flux and common Kubernetes kinds.
 */
export function builtinSchemas(release: OcmRelease = NEWEST_OCM_RELEASE): SchemaResolver {
  return BUILTIN.get(release)!;
}

/**
 * The catalog without the OCM kinds, for a target whose OCM controller generation the
 * catalog does not know (a profile not built into rgdc): Flux and Kubernetes kinds only,
 * unless `--crds` supplies the OCM CRDs.
 */
export function builtinSchemasWithoutOcm(): SchemaResolver {
  return WITHOUT_OCM;
}

/** Only the hand-written OCM (of `release`) and Flux kinds (what the drift test compares). */
export function handwrittenSchemas(release: OcmRelease = NEWEST_OCM_RELEASE): SchemaResolver {
  return kindsResolver(HANDWRITTEN.get(release)!);
}

/** The hand-written kinds (OCM of `release`, and Flux) as a list, for listings and tests. */
export function handwrittenKinds(release: OcmRelease = NEWEST_OCM_RELEASE): { apiVersion: string; kind: string }[] {
  return Object.entries(HANDWRITTEN.get(release)!).flatMap(([apiVersion, kinds]) => Object.keys(kinds).map((kind) => ({ apiVersion, kind })));
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
