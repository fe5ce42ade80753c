/**
 * Kinds generated from CRDs (a deployer's `generated/` file, written by a script under
 * `scripts/` from the shared corpus) as the catalog answers them: the generators write each
 * served version of a CRD as `{scope, schema}` (its `openAPIV3Schema` without descriptions),
 * by `apiVersion` then kind, and this turns them into {@link ResolvedSchema}s. Shared by the
 * Flux kinds of the oldest controllers (`deployers/flux/oldest.ts`) and the Argo CD kinds
 * (`deployers/argocd/kinds.ts`).
 */
import type { ResolvedSchema } from './types.js';

/** One kind as a CRD generator writes it: the CRD's scope and one served version's schema. */
export interface GeneratedCrdKind {
  readonly scope: 'Namespaced' | 'Cluster';
  readonly schema: Record<string, unknown>;
}

/** Generated kinds by `apiVersion` (`argoproj.io/v1alpha1`) then kind. */
export type GeneratedCrdKinds = Readonly<Record<string, Readonly<Record<string, GeneratedCrdKind>>>>;

/** The schema of one generated kind, as a resolver answers it. */
export function resolvedSchemaOf({ scope, schema }: GeneratedCrdKind): ResolvedSchema {
  return { schema, scope };
}

/** Every generated kind as a {@link ResolvedSchema}, by `apiVersion` then kind (the shape of a deployer's kinds). */
export function resolvedKindsOf(kinds: GeneratedCrdKinds): Record<string, Record<string, ResolvedSchema>> {
  const out: Record<string, Record<string, ResolvedSchema>> = {};
  for (const [apiVersion, byKind] of Object.entries(kinds)) {
    for (const [kind, generated] of Object.entries(byKind)) (out[apiVersion] ??= {})[kind] = resolvedSchemaOf(generated);
  }
  return out;
}
