/**
 * Which built-in schemas an RGD made for a target is checked against: the Flux and
 * Kubernetes kinds, and the OCM kinds of the controller generation the target's OCM block
 * describes. `rgdc check`, `rgdc publish`, the language server and preview all ask here, so
 * they cannot disagree (issue 26: rgdc's own output for an older target warned
 * `template_unknown_kind` for Repository, Component and Resource).
 *
 * ```ts
 * builtinSchemasFor(resolveTarget('ocm-k8s-toolkit-8102a71+flux-v2.6')!.profile)
 *   .lookup('delivery.ocm.software/v1alpha1', 'Resource'); // the toolkit's Resource at 8102a71
 * ```
 */
import { builtinSchemas, builtinSchemasWithoutOcm, type OcmRelease, type SchemaResolver } from '../kube/catalog/index.js';
import { OCM_MONOREPO_NESTED, OCM_TOOLKIT_FLAT, OCM_TOOLKIT_REFERENCE } from './controllers.js';
import type { TargetProfile } from './types.js';

const RELEASE_OF_BLOCK = new Map<TargetProfile['ocm'], OcmRelease>([
  [OCM_MONOREPO_NESTED, 'monorepo-8d5af58'],
  [OCM_TOOLKIT_FLAT, 'toolkit-fad0b5e'],
  [OCM_TOOLKIT_REFERENCE, 'toolkit-8102a71'],
]);

/** The OCM controller generation whose schemas describe `profile`'s output; `undefined` for a profile not built in. */
export function ocmReleaseOf(profile: TargetProfile): OcmRelease | undefined {
  return RELEASE_OF_BLOCK.get(profile.ocm);
}

/** The built-in catalog for `profile`: without OCM kinds when its OCM controller is not one rgdc knows. */
export function builtinSchemasFor(profile: TargetProfile): SchemaResolver {
  const release = ocmReleaseOf(profile);
  return release ? builtinSchemas(release) : builtinSchemasWithoutOcm();
}
