/**
 * What a delivery can do with an OCM resource of a given `type`. The OCM controller
 * resolves any resource; it is the consumer (Flux pulling a chart, a Kustomization
 * reading manifests, a workload pulling an image) that fails on the wrong kind of
 * artifact, later and further away. Preview and `compile --verify` report it at the
 * ConfigData line instead.
 */

/** Why the graph uses an OCM resource (the compiler's `OcmResourceUse.role`). */
export type OcmRole = 'chart' | 'source' | 'image';

/** Types that are certainly not manifests: a Kustomization cannot build from them. */
const NOT_MANIFESTS = new Set(['helmchart', 'ociimage', 'executable']);

/**
 * Whether a resource of `type` can serve `role`:
 * - `chart` (Helm): `helmChart`;
 * - `image` (localization): `ociImage`, or `ociArtifact` (an OCI reference all the same;
 *   the OCM examples type their images so);
 * - `source` (kustomize): anything manifest-, directory- or blob-like (`ociArtifact`,
 *   `blob`, `directoryTree`, `fileSystem`, `kustomization`, ...), so every type except the
 *   ones known to hold something else (a chart, an image, an executable).
 * Type names compare case-insensitively and without a `/v1`-style version suffix.
 */
export function roleAcceptsType(role: OcmRole, type: unknown): boolean {
  if (typeof type !== 'string' || type === '') return false;
  const base = type.replace(/\/v[0-9][0-9a-z]*$/i, '').toLowerCase();
  switch (role) {
    case 'chart':
      return base === 'helmchart';
    case 'image':
      return base === 'ociimage' || base === 'ociartifact';
    case 'source':
      return !NOT_MANIFESTS.has(base);
  }
}

/** The types a role wants, for messages. */
export function describeRole(role: OcmRole): string {
  switch (role) {
    case 'chart':
      return 'the Helm chart (deploy.helm.chart) must be of type helmChart';
    case 'image':
      return 'a localized image must be of type ociImage (or ociArtifact)';
    case 'source':
      return 'the kustomize source (deploy.kustomize.source) must hold manifests (a manifests, directory or blob-like type such as ociArtifact, blob, directoryTree), not a helmChart or ociImage';
  }
}
