/**
 * The monorepo OCM controller (`ocm-controller-v0.3.0+flux-v2.3`; formerly `ocm-nested-oci-flux-v1beta2`, then `ocm-controller-8d5af58+flux-v2.3`) on a cluster whose Flux predates
 * `OCIRepository` v1 (Flux 2.3 to 2.5) or still serves v1beta2 (to 2.7).
 */
import { OCM_CONTROLLER_V0_3_0 } from '../../../targets/controllers.js';
import { composeProfile } from '../../../targets/compose.js';
import type { TargetProfile } from '../../../targets/types.js';
import { FLUX_NAME, FLUX_V2_3 } from '../releases.js';

/** `ocm-controller-v0.3.0+flux-v2.3`. */
export const OCM_NESTED_OCI_FLUX_V1BETA2: TargetProfile = composeProfile(OCM_CONTROLLER_V0_3_0, FLUX_NAME, FLUX_V2_3, {
  aliases: ['ocm-nested-oci-flux-v1beta2'],
  description: 'As ocm-controller-v0.3.0+flux-v2.6, for clusters whose Flux serves OCIRepository v1beta2 (Flux 2.3 to 2.7); HelmRelease v2, Kustomization v1',
});
