/**
 * ocm-k8s-toolkit HEAD (fad0b5e, since #287): `additionalStatusFields` is a flat
 * `map[string]string` of CEL, `Resource.spec.interval` is required; Flux 2.6 or later.
 * Formerly `ocm-additional-flat`.
 */
import { OCM_K8S_TOOLKIT_FAD0B5E } from '../../../targets/controllers.js';
import { composeProfile } from '../../../targets/compose.js';
import type { TargetProfile } from '../../../targets/types.js';
import { FLUX_NAME, FLUX_V2_6 } from '../releases.js';

/** `ocm-k8s-toolkit-fad0b5e+flux-v2.6`. */
export const OCM_ADDITIONAL_FLAT: TargetProfile = composeProfile(OCM_K8S_TOOLKIT_FAD0B5E, FLUX_NAME, FLUX_V2_6, {
  aliases: ['ocm-additional-flat'],
  description:
    'Flat additional status (`status.additional.registry|repository|tag|digest|reference`, one CEL string each), Resource interval; Flux OCIRepository v1, HelmRelease v2, Kustomization v1',
});
