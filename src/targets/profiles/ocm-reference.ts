/**
 * ocm-k8s-toolkit up to 8102a71 (before #287): the controller writes
 * `status.reference.*` itself, `Resource.spec.interval` is required; Flux 2.6 or later.
 * Formerly `ocm-reference`.
 */
import { OCM_TOOLKIT_REFERENCE, FLUX_SOURCE_V1, FLUX_MATCHES, OCM_MATCHES } from '../controllers.js';
import type { TargetProfile } from '../types.js';

export const OCM_REFERENCE: TargetProfile = {
  name: 'ocm-k8s-toolkit-8102a71+flux-v2.6',
  aliases: ['ocm-reference'],
  description: 'Controller-written `status.reference.{registry,repository,tag,digest,reference}`, no additionalStatusFields, Resource interval; Flux OCIRepository v1, HelmRelease v2, Kustomization v1',
  matches: { ocm: OCM_MATCHES.toolkitReference, flux: FLUX_MATCHES.sourceV1 },
  ocm: OCM_TOOLKIT_REFERENCE,
  flux: FLUX_SOURCE_V1,
};
