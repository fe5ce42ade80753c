/**
 * ocm-k8s-toolkit HEAD (fad0b5e, since #287): `additionalStatusFields` is a flat
 * `map[string]string` of CEL, `Resource.spec.interval` is required; Flux 2.6 or later.
 * Formerly `ocm-additional-flat`.
 */
import { OCM_TOOLKIT_FLAT, FLUX_SOURCE_V1, FLUX_MATCHES, OCM_MATCHES } from '../controllers.js';
import type { TargetProfile } from '../types.js';

export const OCM_ADDITIONAL_FLAT: TargetProfile = {
  name: 'ocm-k8s-toolkit-fad0b5e+flux-v2.6',
  aliases: ['ocm-additional-flat'],
  description: 'Flat additional status (`status.additional.registry|repository|tag|digest|reference`, one CEL string each), Resource interval; Flux OCIRepository v1, HelmRelease v2, Kustomization v1',
  matches: { ocm: OCM_MATCHES.toolkitFlat, flux: FLUX_MATCHES.sourceV1 },
  ocm: OCM_TOOLKIT_FLAT,
  flux: FLUX_SOURCE_V1,
};
