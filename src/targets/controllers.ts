/**
 * The OCM half of the target profiles: how each generation of the OCM controller exposes a
 * resolved artifact on its `Resource`. Plain data; a profile is one OCM controller × one
 * deployer release (`compose.ts`; the deployer's releases live in its folder,
 * src/deployers/<name>/). Sources: ../shared/docs/reference/ocm.md section 2 ("Resource
 * status across versions"), checked against the CRDs and examples in ../shared/corpus.
 */
import type { TargetProfile } from './types.js';

type OcmBlock = TargetProfile['ocm'];

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
 * open-component-model monorepo, `kubernetes/controller` from v0.3.0 (corpus commit 8d5af58, 2026):
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

/** What `matches.ocm` says for each OCM block (details in docs/targets.md). */
export const OCM_MATCHES = {
  monorepoNested:
    'OCM monorepo kubernetes/controller from kubernetes/controller/v0.3.0 (ef6a85d3, 2026-03-31), its first release with #1943, #2008, #2050, #2116; CRDs checked at 8d5af58 (2026-08-22)',
  toolkitFlat: 'ocm-k8s-toolkit #287 (b18664f, 2025-08-21) to its last commit fad0b5e (2025-08-26); never tagged',
  toolkitReference: 'ocm-k8s-toolkit #245 (2025-06) to 8102a71 (2025-08-20); never tagged',
} as const;

/**
 * An OCM controller generation as profiles name it: `name` is the first half of a profile
 * name (`ocm-controller-v0.3.0` in `ocm-controller-v0.3.0+flux-v2.6`).
 */
export interface OcmController {
  readonly name: string;
  /**
   * Earlier names of the first half (`ocm-controller-8d5af58`, the commit the generation was
   * named after until its first release was known), by the deployer whose profiles had them:
   * each of that deployer's profiles of the generation accepts `<former>+<deployer release>`
   * as a deprecated alias. A deployer added later has none.
   */
  readonly formerNames: Readonly<Record<string, readonly string[]>>;
  readonly block: OcmBlock;
  /** What `matches.ocm` says. */
  readonly matches: string;
}

/**
 * The monorepo controller, named after its first release with #1943, #2008, #2050 and #2116:
 * the tag `kubernetes/controller/v0.3.0` (ef6a85d3, 2026-03-31; v0.2.0 has none of them).
 * Its Repository, Component, Resource and Deployer CRDs have the same schemas as at
 * 8d5af58 (2026-08-22), the commit the corpus holds and the profiles were first named after.
 * A tag with `/` cannot be a profile name (fixture folders are `profile-<name>`), so the
 * name follows the scheme of docs/targets.md: `ocm-controller-<version>`.
 */
export const OCM_CONTROLLER_V0_3_0: OcmController = {
  name: 'ocm-controller-v0.3.0',
  formerNames: { flux: ['ocm-controller-8d5af58'] },
  block: OCM_MONOREPO_NESTED,
  matches: OCM_MATCHES.monorepoNested,
};
export const OCM_K8S_TOOLKIT_FAD0B5E: OcmController = {
  name: 'ocm-k8s-toolkit-fad0b5e',
  formerNames: {},
  block: OCM_TOOLKIT_FLAT,
  matches: OCM_MATCHES.toolkitFlat,
};
export const OCM_K8S_TOOLKIT_8102A71: OcmController = {
  name: 'ocm-k8s-toolkit-8102a71',
  formerNames: {},
  block: OCM_TOOLKIT_REFERENCE,
  matches: OCM_MATCHES.toolkitReference,
};

/** Every OCM controller generation rgdc knows, newest first. */
export const OCM_CONTROLLERS: readonly OcmController[] = [OCM_CONTROLLER_V0_3_0, OCM_K8S_TOOLKIT_FAD0B5E, OCM_K8S_TOOLKIT_8102A71];
