/**
 * The default and newest: the OCM controller of the open-component-model monorepo (nested
 * `additionalStatusFields: {oci: resource.access.toOCI()}`, no `Resource.spec.interval`)
 * with Flux 2.6 or later (`OCIRepository` v1). Formerly `ocm-nested-oci`; this file keeps
 * the old name, as do the other profile files.
 */
import { OCM_MONOREPO_NESTED, FLUX_SOURCE_V1, FLUX_MATCHES, OCM_MATCHES } from '../controllers.js';
import type { TargetProfile } from '../types.js';

export const OCM_NESTED_OCI: TargetProfile = {
  name: 'ocm-controller-8d5af58+flux-v2.6',
  aliases: ['ocm-nested-oci'],
  description: 'Nested additional status (`status.additional.oci.*` from `toOCI()`), no Resource interval; Flux OCIRepository v1, HelmRelease v2, Kustomization v1',
  matches: { ocm: OCM_MATCHES.monorepoNested, flux: FLUX_MATCHES.sourceV1 },
  ocm: OCM_MONOREPO_NESTED,
  flux: FLUX_SOURCE_V1,
};
