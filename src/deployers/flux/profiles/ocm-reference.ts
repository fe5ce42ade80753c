/**
 * ocm-k8s-toolkit up to 8102a71 (before #287): the controller writes
 * `status.reference.*` itself, `Resource.spec.interval` is required; Flux 2.6 or later.
 * Formerly `ocm-reference`.
 */
import { OCM_K8S_TOOLKIT_8102A71 } from '../../../targets/controllers.js';
import { composeProfile } from '../../../targets/compose.js';
import type { TargetProfile } from '../../../targets/types.js';
import { FLUX_NAME, FLUX_V2_6 } from '../releases.js';

/** `ocm-k8s-toolkit-8102a71+flux-v2.6`. */
export const OCM_REFERENCE: TargetProfile = composeProfile(OCM_K8S_TOOLKIT_8102A71, FLUX_NAME, FLUX_V2_6, {
  aliases: ['ocm-reference'],
  description:
    'Controller-written `status.reference.{registry,repository,tag,digest,reference}`, no additionalStatusFields, Resource interval; Flux OCIRepository v1, HelmRelease v2, Kustomization v1',
});
