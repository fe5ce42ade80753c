/**
 * ocm-k8s-toolkit up to 8102a71 (as `ocm-k8s-toolkit-8102a71+flux-v2.6`; formerly `ocm-reference-flux-v1beta2`) with `OCIRepository` v1beta2: the
 * combination the toolkit's own examples at 8102a71 use.
 */
import { OCM_TOOLKIT_REFERENCE, FLUX_SOURCE_V1BETA2, FLUX_MATCHES, OCM_MATCHES } from '../controllers.js';
import type { TargetProfile } from '../types.js';

export const OCM_REFERENCE_FLUX_V1BETA2: TargetProfile = {
  name: 'ocm-k8s-toolkit-8102a71+flux-v2.3',
  aliases: ['ocm-reference-flux-v1beta2'],
  description: 'As ocm-k8s-toolkit-8102a71+flux-v2.6, with Flux OCIRepository v1beta2 (Flux 2.3 to 2.7), as the toolkit examples at 8102a71; HelmRelease v2, Kustomization v1',
  matches: { ocm: OCM_MATCHES.toolkitReference, flux: FLUX_MATCHES.sourceV1beta2 },
  ocm: OCM_TOOLKIT_REFERENCE,
  flux: FLUX_SOURCE_V1BETA2,
};
