/**
 * ocm-k8s-toolkit HEAD (as `ocm-k8s-toolkit-fad0b5e+flux-v2.6`; formerly `ocm-additional-flat-flux-v1beta2`) with `OCIRepository` v1beta2: the
 * combination the toolkit's own examples at fad0b5e use.
 */
import { OCM_K8S_TOOLKIT_FAD0B5E } from '../../../targets/controllers.js';
import { composeProfile } from '../../../targets/compose.js';
import type { TargetProfile } from '../../../targets/types.js';
import { FLUX_NAME, FLUX_V2_3 } from '../releases.js';

/** `ocm-k8s-toolkit-fad0b5e+flux-v2.3`. */
export const OCM_ADDITIONAL_FLAT_FLUX_V1BETA2: TargetProfile = composeProfile(OCM_K8S_TOOLKIT_FAD0B5E, FLUX_NAME, FLUX_V2_3, {
  aliases: ['ocm-additional-flat-flux-v1beta2'],
  description:
    'As ocm-k8s-toolkit-fad0b5e+flux-v2.6, with Flux OCIRepository v1beta2 (Flux 2.3 to 2.7), as the toolkit examples at fad0b5e; HelmRelease v2, Kustomization v1',
});
