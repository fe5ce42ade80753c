/**
 * The Argo CD releases rgdc compiles for: plain data, the deployer half of the Argo CD
 * target profiles. An `Application` reads a Helm chart stored as an OCI artifact with an
 * `oci://` `repoURL`, `path: .` and a tag or digest as `targetRevision` (docs/user-guide/oci.md
 * of argoproj/argo-cd at 37ee0097), which Argo CD has from v3.1.
 */
import type { DeployerReleaseSpec } from '../../targets/compose.js';
import type { TargetProfile } from '../../targets/types.js';

/** What the Argo CD deployer reads from a profile's `deployer.release`. */
export type ArgoCdRelease = {
  readonly applicationApiVersion: string;
  /** The namespace Argo CD watches for Applications (its install namespace). */
  readonly namespace: string;
  /** The cluster Argo CD deploys into: the one it runs in. */
  readonly destinationServer: string;
};

/** The deployer's name in the registry, in profiles and in `--list-targets --json`. */
export const ARGOCD_NAME = 'argocd';

/** The Argo CD release of `profile`; a profile of another deployer is an rgdc bug here. */
export function argoCdRelease(profile: TargetProfile): ArgoCdRelease {
  if (profile.deployer.name !== ARGOCD_NAME) throw new Error(`target ${profile.name} is for the ${profile.deployer.name} deployer, not Argo CD`);
  return profile.deployer.release as unknown as ArgoCdRelease;
}

/** Argo CD 3.1 and later: OCI sources (`oci://`), `helm.valuesObject`. CRDs checked at 37ee0097 (main after v3.5.1). */
export const ARGOCD_V3_1: DeployerReleaseSpec = {
  id: 'argocd-v3.1',
  matches: 'Argo CD v3.1 and later (OCI sources); CRDs checked at 37ee0097 (main after v3.5.1)',
  release: { applicationApiVersion: 'argoproj.io/v1alpha1', namespace: 'argocd', destinationServer: 'https://kubernetes.default.svc' },
};
