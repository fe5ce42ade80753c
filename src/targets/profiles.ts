/**
 * The built-in target profiles, newest first. `DEFAULT_TARGET` is always the newest.
 * See docs/targets.md for what each one matches.
 */
import type { TargetProfile } from './types.js';

/**
 * OCM controller in the open-component-model monorepo (2026: nested `additionalStatusFields`,
 * `toOCI()` over the whole access, no `Resource.spec.interval`), Flux 2.8+ (OCIRepository v1).
 */
export const OCM_NESTED_FLUX_V1: TargetProfile = {
  name: 'ocm-nested-oci',
  description: 'OCM controller with nested additional status (`status.additional.oci.*` via `toOCI()`), Flux source v1, helm v2, kustomize v1',
  ocm: {
    apiVersion: 'delivery.ocm.software/v1alpha1',
    repositoryType: 'OCIRepository/v1',
    interval: '10m',
    resourceInterval: undefined,
    additionalStatusFields: { oci: 'resource.access.toOCI()' },
    coordinates: {
      registry: 'status.additional.oci.registry',
      repository: 'status.additional.oci.repository',
      tag: 'status.additional.oci.tag',
      digest: 'status.additional.oci.digest',
      reference: 'status.additional.oci.reference',
    },
  },
  flux: {
    ociRepositoryApiVersion: 'source.toolkit.fluxcd.io/v1',
    helmReleaseApiVersion: 'helm.toolkit.fluxcd.io/v2',
    kustomizationApiVersion: 'kustomize.toolkit.fluxcd.io/v1',
    interval: '10m',
  },
};

/** Every built-in profile, by name. */
export const TARGET_PROFILES: ReadonlyMap<string, TargetProfile> = new Map([[OCM_NESTED_FLUX_V1.name, OCM_NESTED_FLUX_V1]]);

export const DEFAULT_TARGET = OCM_NESTED_FLUX_V1;
