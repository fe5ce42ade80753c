/**
 * The building blocks of the target profiles: how each generation of the OCM controller
 * exposes a resolved artifact on its `Resource`, and which API versions each generation
 * of Flux serves. Plain data; a profile (one file per profile under `profiles/`) is one
 * OCM block plus one Flux block. Sources: ../shared/docs/reference/ocm.md section 2
 * ("Resource status across versions") and flux.md ("Served versions"), checked against the
 * CRDs and examples in ../shared/corpus.
 */
import type { TargetProfile } from './types.js';

type OcmBlock = TargetProfile['ocm'];
type FluxBlock = TargetProfile['flux'];

const OCM_API_VERSION = 'delivery.ocm.software/v1alpha1';

/** `status.<prefix>.registry`, `.repository`, `.tag`, `.digest`, `.reference`. */
function coordinatesUnder(prefix: string): OcmBlock['coordinates'] {
  return {
    registry: `${prefix}.registry`,
    repository: `${prefix}.repository`,
    tag: `${prefix}.tag`,
    digest: `${prefix}.digest`,
    reference: `${prefix}.reference`,
  };
}

/**
 * open-component-model monorepo, `kubernetes/controller` (corpus commit 8d5af58, 2026):
 * `additionalStatusFields` is any JSON object of CEL expressions, nested allowed (#2008);
 * `toOCI()` takes the whole access map, OCI `imageReference` or `localBlob` (#1943);
 * `Resource.spec.interval` is gone, the Resource is event-driven (#2050, #2116). The
 * Repository type is the OCM v2 bindings' `OCIRepository/v1`.
 */
export const OCM_MONOREPO_NESTED: OcmBlock = {
  apiVersion: OCM_API_VERSION,
  repositoryType: 'OCIRepository/v1',
  interval: '10m',
  resourceInterval: undefined,
  additionalStatusFields: { oci: 'resource.access.toOCI()' },
  git: {
    additionalStatusFields: { git: { url: 'resource.access.repoUrl', commit: 'resource.access.commit' } },
    url: 'status.additional.git.url',
    commit: 'status.additional.git.commit',
  },
  coordinates: coordinatesUnder('status.additional.oci'),
};

/**
 * ocm-k8s-toolkit from #287 (b18664f, 2025-08-21) to its last commit fad0b5e (2025-08-26,
 * then moved into the monorepo): `additionalStatusFields` is `map[string]string` (one CEL
 * expression per key, no nesting) written to `status.additional.<key>`; `spec.interval` is
 * required. Its `toOCI()` takes a string or a map with `imageReference`, so the expressions
 * are written `resource.access.imageReference.toOCI().<part>`, exactly as the toolkit's own
 * examples at fad0b5e do. The Repository type is the OCM v1 library's `OCIRegistry`.
 */
export const OCM_TOOLKIT_FLAT: OcmBlock = {
  apiVersion: OCM_API_VERSION,
  repositoryType: 'OCIRegistry',
  interval: '10m',
  resourceInterval: '10m',
  additionalStatusFields: {
    registry: 'resource.access.imageReference.toOCI().registry',
    repository: 'resource.access.imageReference.toOCI().repository',
    tag: 'resource.access.imageReference.toOCI().tag',
    digest: 'resource.access.imageReference.toOCI().digest',
    reference: 'resource.access.imageReference.toOCI().reference',
  },
  // The toolkit's own kustomize-simple example at fad0b5e uses exactly these keys.
  git: {
    additionalStatusFields: { gitRepoURL: 'resource.access.repoUrl', gitCommit: 'resource.access.commit' },
    url: 'status.additional.gitRepoURL',
    commit: 'status.additional.gitCommit',
  },
  coordinates: coordinatesUnder('status.additional'),
};

/**
 * ocm-k8s-toolkit from #245 (2025-06, `OCMRepository` renamed `Repository`) to 8102a71
 * (2025-08-20): no `additionalStatusFields`; the controller itself writes the
 * `SourceReference` `status.reference {registry, repository, reference, digest, tag}` for
 * `ociArtifact` accesses. `spec.interval` is required. There `reference` is `tag@digest`
 * (the toolkit's parser needs both), and `tag`, `digest` and `reference` are omitted when
 * empty (only `registry` and `repository` are required in the CRD).
 */
export const OCM_TOOLKIT_REFERENCE: OcmBlock = {
  apiVersion: OCM_API_VERSION,
  repositoryType: 'OCIRegistry',
  interval: '10m',
  resourceInterval: '10m',
  additionalStatusFields: undefined,
  // status.reference only describes OCI artifacts.
  git: undefined,
  coordinates: coordinatesUnder('status.reference'),
};

const FLUX_INTERVAL = '10m';

/**
 * Flux 2.6 and later (source-controller v1.6.0 added OCIRepository v1; from v1.8.0, Flux
 * 2.8, it is the only version served). HelmRelease v2 and Kustomization v1.
 */
export const FLUX_SOURCE_V1: FluxBlock = {
  ociRepositoryApiVersion: 'source.toolkit.fluxcd.io/v1',
  helmReleaseApiVersion: 'helm.toolkit.fluxcd.io/v2',
  kustomizationApiVersion: 'kustomize.toolkit.fluxcd.io/v1',
  gitRepositoryApiVersion: 'source.toolkit.fluxcd.io/v1',
  interval: FLUX_INTERVAL,
};

/**
 * Flux 2.3 to 2.7 (source-controller before v1.8.0, which removed OCIRepository v1beta2
 * in f3ba9f91). The lower bound is HelmRelease v2 with `chartRef` (helm-controller v1.0.0,
 * Flux 2.3). HelmRelease stays v2 and Kustomization v1: both are served across that range.
 */
export const FLUX_SOURCE_V1BETA2: FluxBlock = {
  ...FLUX_SOURCE_V1,
  ociRepositoryApiVersion: 'source.toolkit.fluxcd.io/v1beta2',
};

/** What `matches.ocm` says for each OCM block (details in docs/targets.md). */
export const OCM_MATCHES = {
  monorepoNested: 'OCM monorepo kubernetes/controller at 8d5af58 (2026-08-22), i.e. with #1943, #2008, #2116',
  toolkitFlat: 'ocm-k8s-toolkit #287 (b18664f, 2025-08-21) to its last commit fad0b5e (2025-08-26); never tagged',
  toolkitReference: 'ocm-k8s-toolkit #245 (2025-06) to 8102a71 (2025-08-20); never tagged',
} as const;

/** What `matches.flux` says for each Flux block. */
export const FLUX_MATCHES = {
  sourceV1: 'Flux v2.6 and later (source-controller v1.6.0+)',
  sourceV1beta2: 'Flux v2.3 to v2.7 (helm-controller v1.0.0+, source-controller < v1.8.0)',
} as const;
