/**
 * The monorepo OCM controller (as `ocm-controller-8d5af58+flux-v2.6`; formerly `ocm-nested-oci-flux-v1beta2`) on a cluster whose Flux predates
 * `OCIRepository` v1 (Flux 2.3 to 2.5) or still serves v1beta2 (to 2.7).
 */
import { OCM_MONOREPO_NESTED, FLUX_SOURCE_V1BETA2, FLUX_MATCHES, OCM_MATCHES } from '../controllers.js';
import type { TargetProfile } from '../types.js';

export const OCM_NESTED_OCI_FLUX_V1BETA2: TargetProfile = {
  name: 'ocm-controller-8d5af58+flux-v2.3',
  aliases: ['ocm-nested-oci-flux-v1beta2'],
  description: 'As ocm-controller-8d5af58+flux-v2.6, for clusters whose Flux serves OCIRepository v1beta2 (Flux 2.3 to 2.7); HelmRelease v2, Kustomization v1',
  matches: { ocm: OCM_MATCHES.monorepoNested, flux: FLUX_MATCHES.sourceV1beta2 },
  ocm: OCM_MONOREPO_NESTED,
  flux: FLUX_SOURCE_V1BETA2,
};
