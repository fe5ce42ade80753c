/**
 * Simulated status of Flux objects, as the controllers write it after a successful
 * reconcile: `Ready=True` with the generation observed.
 *
 * - `OCIRepository`: `status.artifact` for a digest-pinned `spec.ref.digest`: `revision`
 *   is the digest (Flux's form for digest refs), `digest` stands in with the same value
 *   (the real one hashes source-controller's tarball, which is unknowable offline), and
 *   `path`/`url` follow source-controller's storage layout. A tag or semver ref resolves
 *   to a digest only in the registry, so no artifact is shown for it.
 * - `GitRepository`: `status.artifact` for a commit-pinned `spec.ref.commit`.
 * - `HelmRelease`, `Kustomization`: ready; a Kustomization's `lastAppliedRevision` is its
 *   OCIRepository source's artifact revision when that object is part of the graph.
 */
import { readyStatus } from '../ready-conditions.js';
import { isRecord } from '../../util/records.js';

type Json = Record<string, unknown>;

/** The Flux API groups. */
export const FLUX_GROUPS = ['source.toolkit.fluxcd.io', 'helm.toolkit.fluxcd.io', 'kustomize.toolkit.fluxcd.io'] as const;

const STORAGE = 'http://source-controller.flux-system.svc.cluster.local.';

/** Simulates a Flux object's status; undefined for kinds preview does not simulate. */
export function simulateFlux(
  object: Json,
  namespace: string,
  find: (kind: string, name: string) => Json | undefined,
): { status: Json; note: string } | undefined {
  const spec = isRecord(object.spec) ? object.spec : {};
  const metadata = isRecord(object.metadata) ? object.metadata : {};
  switch (object.kind) {
    case 'OCIRepository': {
      const digest = isRecord(spec.ref) && typeof spec.ref.digest === 'string' ? spec.ref.digest : undefined;
      const extra: Json = {};
      if (digest) {
        const path = `ocirepository/${namespace}/${String(metadata.name ?? '')}/${digest.replace(/^sha256:/, '')}.tar.gz`;
        extra.artifact = { digest, path, revision: digest, url: `${STORAGE}/${path}` };
      }
      const message = digest ? `stored artifact for digest '${digest}'` : 'stored artifact';
      return {
        status: readyStatus('Succeeded', message, extra),
        note: digest
          ? 'simulated: source-controller (artifact from spec.ref.digest)'
          : 'simulated: source-controller (no digest in spec.ref: artifact unknown offline)',
      };
    }
    case 'GitRepository': {
      // source-controller names a commit-pinned git artifact's revision `sha1:<commit>`.
      const commit = isRecord(spec.ref) && typeof spec.ref.commit === 'string' ? spec.ref.commit : undefined;
      const extra: Json = {};
      if (commit) {
        const path = `gitrepository/${namespace}/${String(metadata.name ?? '')}/${commit}.tar.gz`;
        extra.artifact = { path, revision: `sha1:${commit}`, url: `${STORAGE}/${path}` };
      }
      const message = commit ? `stored artifact for revision 'sha1:${commit}'` : 'stored artifact';
      return {
        status: readyStatus('Succeeded', message, extra),
        note: commit
          ? 'simulated: source-controller (artifact from spec.ref.commit)'
          : 'simulated: source-controller (no commit in spec.ref: artifact unknown offline)',
      };
    }
    case 'HelmRelease':
      return { status: readyStatus('InstallSucceeded', 'Helm install succeeded'), note: 'simulated: helm-controller (installed)' };
    case 'Kustomization': {
      const sourceKind = isRecord(spec.sourceRef) ? spec.sourceRef.kind : undefined;
      const source =
        isRecord(spec.sourceRef) && (sourceKind === 'OCIRepository' || sourceKind === 'GitRepository')
          ? find(String(sourceKind), String(spec.sourceRef.name ?? ''))
          : undefined;
      const artifact = source && isRecord(source.status) && isRecord(source.status.artifact) ? source.status.artifact : undefined;
      const extra: Json = artifact ? { lastAppliedRevision: artifact.revision, lastAttemptedRevision: artifact.revision } : {};
      return { status: readyStatus('ReconciliationSucceeded', 'Applied revision', extra), note: 'simulated: kustomize-controller (applied)' };
    }
    default:
      return undefined;
  }
}
