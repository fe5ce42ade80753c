/**
 * ocm-k8s-toolkit HEAD (as `ocm-k8s-toolkit-fad0b5e+flux-v2.6`; formerly `ocm-additional-flat-flux-v1beta2`) with `OCIRepository` v1beta2: the
 * combination the toolkit's own examples at fad0b5e use.
 */
import { OCM_TOOLKIT_FLAT, FLUX_SOURCE_V1BETA2, FLUX_MATCHES, OCM_MATCHES } from '../controllers.js';
import type { TargetProfile } from '../types.js';

export const OCM_ADDITIONAL_FLAT_FLUX_V1BETA2: TargetProfile = {
  name: 'ocm-k8s-toolkit-fad0b5e+flux-v2.3',
  aliases: ['ocm-additional-flat-flux-v1beta2'],
  description: 'As ocm-k8s-toolkit-fad0b5e+flux-v2.6, with Flux OCIRepository v1beta2 (Flux 2.3 to 2.7), as the toolkit examples at fad0b5e; HelmRelease v2, Kustomization v1',
  matches: { ocm: OCM_MATCHES.toolkitFlat, flux: FLUX_MATCHES.sourceV1beta2 },
  ocm: OCM_TOOLKIT_FLAT,
  flux: FLUX_SOURCE_V1BETA2,
};
