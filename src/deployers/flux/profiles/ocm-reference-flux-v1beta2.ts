/**
 * ocm-k8s-toolkit up to 8102a71 (as `ocm-k8s-toolkit-8102a71+flux-v2.6`; formerly `ocm-reference-flux-v1beta2`) with `OCIRepository` v1beta2: the
 * combination the toolkit's own examples at 8102a71 use.
 */
import { OCM_K8S_TOOLKIT_8102A71 } from '../../../targets/controllers.js';
import { composeProfile } from '../../../targets/compose.js';
import type { TargetProfile } from '../../../targets/types.js';
import { FLUX_NAME, FLUX_V2_3 } from '../releases.js';

/** `ocm-k8s-toolkit-8102a71+flux-v2.3`. */
export const OCM_REFERENCE_FLUX_V1BETA2: TargetProfile = composeProfile(OCM_K8S_TOOLKIT_8102A71, FLUX_NAME, FLUX_V2_3, {
  aliases: ['ocm-reference-flux-v1beta2'],
  description:
    'As ocm-k8s-toolkit-8102a71+flux-v2.6, with Flux OCIRepository v1beta2 (Flux 2.3 to 2.7), as the toolkit examples at 8102a71; HelmRelease v2, Kustomization v1',
});
