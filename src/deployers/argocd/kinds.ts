/**
 * The Argo CD kinds for the schema catalog: `argoproj.io/v1alpha1` Application,
 * ApplicationSet and AppProject, as the CRDs of argoproj/argo-cd at 37ee0097 (main after
 * v3.5.1) define them. The schemas are generated from those CRDs (`generated/crds.ts`,
 * `npm run gen:argocd`); the product does not read the corpus. The generated JSON is parsed
 * the first time the catalog reads a kind, so a run that never meets an Argo CD object does
 * not pay for it.
 */
import { type GeneratedCrdKinds, resolvedKindsOf } from '../../kube/catalog/crd-schemas.js';
import type { ResolvedSchema } from '../../kube/catalog/types.js';
import type { DeployerKinds } from '../types.js';
import { ARGOCD_SCHEMAS_JSON } from './generated/crds.js';

/** The Argo CD API version the catalog describes. */
export const ARGOCD_API_VERSION = 'argoproj.io/v1alpha1';

let resolved: Record<string, Record<string, ResolvedSchema>> | undefined;

function kinds(): Record<string, Record<string, ResolvedSchema>> {
  resolved ??= resolvedKindsOf((JSON.parse(ARGOCD_SCHEMAS_JSON) as { kinds: GeneratedCrdKinds }).kinds);
  return resolved;
}

/** `argoproj.io/v1alpha1` → Application, ApplicationSet, AppProject (parsed on first read). */
export const ARGOCD_KINDS: DeployerKinds = {
  get [ARGOCD_API_VERSION]() {
    const byKind = kinds()[ARGOCD_API_VERSION];
    if (byKind === undefined) throw new Error(`generated/crds.ts has no ${ARGOCD_API_VERSION}: run npm run gen:argocd`);
    return byKind;
  },
};
