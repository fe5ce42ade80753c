/**
 * The Flux releases rgdc compiles for: which API versions each generation of Flux serves.
 * Plain data, the deployer half of the Flux target profiles (`profiles/`). Source:
 * ../shared/docs/reference/flux.md ("Served versions"), checked against the CRDs in
 * ../shared/corpus.
 */
import type { DeployerReleaseSpec } from '../../targets/compose.js';
import type { TargetProfile } from '../../targets/types.js';

/** What the Flux deployer reads from a profile's `deployer.release`. */
// A type, not an interface: it is then a `Record<string, unknown>`, as a profile holds it.
export type FluxRelease = {
  readonly ociRepositoryApiVersion: string;
  readonly helmReleaseApiVersion: string;
  readonly kustomizationApiVersion: string;
  /** GitRepository, for kustomize sources with `sourceType: git` (v1 since Flux 2.0). */
  readonly gitRepositoryApiVersion: string;
  readonly interval: string;
  /**
   * The first Flux minor release of the range (`2.3`): templates are checked against the
   * CRDs of its controllers, the oldest the target promises to work with
   * (`generated/oldest-crds.ts`, `oldest.ts`), and settings their CRDs lack are not offered.
   */
  readonly oldestFlux: string;
};

/** The deployer's name in the registry and in `rgdc compile --list-targets --json`. */
export const FLUX_NAME = 'flux';

/** The Flux release of `profile`; a profile of another deployer is an rgdc bug here. */
export function fluxRelease(profile: TargetProfile): FluxRelease {
  if (profile.deployer.name !== FLUX_NAME) throw new Error(`target ${profile.name} is for the ${profile.deployer.name} deployer, not Flux`);
  return profile.deployer.release as unknown as FluxRelease;
}

const FLUX_INTERVAL = '10m';

/**
 * Flux 2.6 and later (source-controller v1.6.0 added OCIRepository v1; from v1.8.0, Flux
 * 2.8, it is the only version served). HelmRelease v2 and Kustomization v1.
 */
export const FLUX_SOURCE_V1: FluxRelease = {
  ociRepositoryApiVersion: 'source.toolkit.fluxcd.io/v1',
  helmReleaseApiVersion: 'helm.toolkit.fluxcd.io/v2',
  kustomizationApiVersion: 'kustomize.toolkit.fluxcd.io/v1',
  gitRepositoryApiVersion: 'source.toolkit.fluxcd.io/v1',
  interval: FLUX_INTERVAL,
  oldestFlux: '2.6',
};

/**
 * Flux 2.3 to 2.7 (source-controller before v1.8.0, which removed OCIRepository v1beta2
 * in f3ba9f91). The lower bound is HelmRelease v2 with `chartRef` (helm-controller v1.0.0,
 * Flux 2.3). HelmRelease stays v2 and Kustomization v1: both are served across that range.
 */
export const FLUX_SOURCE_V1BETA2: FluxRelease = {
  ...FLUX_SOURCE_V1,
  ociRepositoryApiVersion: 'source.toolkit.fluxcd.io/v1beta2',
  oldestFlux: '2.3',
};

/** What `matches.deployer` (`matches.flux` in `--list-targets --json`) says for each Flux release. */
export const FLUX_MATCHES = {
  sourceV1: 'Flux v2.6 and later (source-controller v1.6.0+)',
  sourceV1beta2: 'Flux v2.3 to v2.7 (helm-controller v1.0.0+, source-controller < v1.8.0)',
} as const;

/** Flux 2.6 and later, as profiles name it. */
export const FLUX_V2_6: DeployerReleaseSpec = { id: 'flux-v2.6', matches: FLUX_MATCHES.sourceV1, release: FLUX_SOURCE_V1 };

/** Flux 2.3 to 2.7, as profiles name it. */
export const FLUX_V2_3: DeployerReleaseSpec = { id: 'flux-v2.3', matches: FLUX_MATCHES.sourceV1beta2, release: FLUX_SOURCE_V1BETA2 };
