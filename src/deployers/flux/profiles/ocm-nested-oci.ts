/**
 * The default and newest: the OCM controller of the open-component-model monorepo (nested
 * `additionalStatusFields: {oci: resource.access.toOCI()}`, no `Resource.spec.interval`)
 * with Flux 2.6 or later (`OCIRepository` v1). Formerly `ocm-nested-oci`, then `ocm-controller-8d5af58+flux-v2.6`; this file keeps
 * the old name, as do the other profile files.
 */
import { OCM_CONTROLLER_V0_3_0 } from '../../../targets/controllers.js';
import { composeProfile } from '../../../targets/compose.js';
import type { TargetProfile } from '../../../targets/types.js';
import { FLUX_NAME, FLUX_V2_6 } from '../releases.js';

/** `ocm-controller-v0.3.0+flux-v2.6`. */
export const OCM_NESTED_OCI: TargetProfile = composeProfile(OCM_CONTROLLER_V0_3_0, FLUX_NAME, FLUX_V2_6, {
  aliases: ['ocm-nested-oci'],
  description:
    'Nested additional status (`status.additional.oci.*` from `toOCI()`), no Resource interval; Flux OCIRepository v1, HelmRelease v2, Kustomization v1',
});
