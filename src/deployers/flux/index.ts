/**
 * The Flux deployer: an `OCIRepository` (or, for a git source, a `GitRepository`) pinned
 * to what the OCM `Resource` resolved, and a `HelmRelease` or `Kustomization` that applies
 * it. Everything rgdc knows about Flux is in this folder (docs/design/deployers.md).
 */
import type { Deployer } from '../types.js';
import { buildHelmNodes } from './helm.js';
import { FLUX_KINDS } from './kinds.js';
import { buildKustomizeNodes } from './kustomize.js';
import { OCM_NESTED_OCI } from './profiles/ocm-nested-oci.js';
import { OCM_NESTED_OCI_FLUX_V1BETA2 } from './profiles/ocm-nested-oci-flux-v1beta2.js';
import { OCM_ADDITIONAL_FLAT } from './profiles/ocm-additional-flat.js';
import { OCM_ADDITIONAL_FLAT_FLUX_V1BETA2 } from './profiles/ocm-additional-flat-flux-v1beta2.js';
import { OCM_REFERENCE } from './profiles/ocm-reference.js';
import { OCM_REFERENCE_FLUX_V1BETA2 } from './profiles/ocm-reference-flux-v1beta2.js';
import { fluxKindsFor, fluxSettingsFor, unavailableFluxSettings } from './oldest.js';
import { FLUX_NAME, fluxRelease } from './releases.js';
import { FLUX_SETTINGS, FLUX_SETTING_TARGETS } from './settings.js';
import { FLUX_GROUPS, simulateFlux } from './upstream.js';
import { fluxSecretValuesPath } from './values-from.js';

export const FLUX: Deployer = {
  name: FLUX_NAME,
  title: 'Flux',
  // Newest first: by OCM controller generation, then by Flux.
  profiles: [OCM_NESTED_OCI, OCM_NESTED_OCI_FLUX_V1BETA2, OCM_ADDITIONAL_FLAT, OCM_ADDITIONAL_FLAT_FLUX_V1BETA2, OCM_REFERENCE, OCM_REFERENCE_FLUX_V1BETA2],
  buildNodes: ({ analysis, delivery, profile, settings }) =>
    delivery.kind === 'helm' ? buildHelmNodes(analysis, delivery, profile, settings) : buildKustomizeNodes(analysis, delivery, profile, settings),
  secretValuesPath: fluxSecretValuesPath,
  // Flux delivers every kind of delivery the ConfigData has.
  refusesDelivery: () => undefined,
  settings: { groups: FLUX_SETTINGS, targets: FLUX_SETTING_TARGETS, unavailable: unavailableFluxSettings, groupsFor: fluxSettingsFor },
  kinds: FLUX_KINDS,
  kindsFor: fluxKindsFor,
  upstream: { groups: FLUX_GROUPS, simulate: simulateFlux },
  verify: { puller: 'Flux' },
  columns: [
    {
      title: 'OCIREPOSITORY',
      cell: (profile) => {
        const { ociRepositoryApiVersion } = fluxRelease(profile);
        return ociRepositoryApiVersion.slice(ociRepositoryApiVersion.indexOf('/') + 1);
      },
    },
  ],
};
