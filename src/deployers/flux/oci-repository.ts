/**
 * The Flux `OCIRepository` both deliveries share: pinned by digest to the artifact an OCM
 * `Resource` resolved, at the coordinates the target profile says it exposes.
 */
import type { TargetProfile } from '../../targets/types.js';
import { fluxRelease } from './releases.js';
import type { FieldPath } from '../../source/types.js';
import type { OcmResourceUse } from '../../compiler/phases/3-analyze/types.js';
import { embed } from '../../compiler/phases/4-graph/nodes/cel.js';
import { buildNode, type NodeDraft } from '../../compiler/phases/4-graph/nodes/draft.js';
import { applySettings, settingNames, type SettingsContext } from '../../compiler/phases/4-graph/nodes/settings.js';
import { objectName } from '../../compiler/phases/4-graph/nodes/names.js';

export const OCI_REPOSITORY_ID = 'ociRepository';

/** The OCIRepository for `source`; `layerSelector` picks one layer (Helm charts), else Flux extracts the first. */
export function buildOciRepositoryNode(
  rgdName: string,
  source: OcmResourceUse,
  interval: string,
  profile: TargetProfile,
  origin: FieldPath,
  settings: SettingsContext,
  layerSelector?: { mediaType: string; operation: 'copy' | 'extract' },
): NodeDraft {
  const c = profile.ocm.coordinates;
  const spec: Record<string, unknown> = {
    interval,
    url: `oci://${embed(`${source.id}.${c.registry}`)}/${embed(`${source.id}.${c.repository}`)}`,
    ref: { digest: embed(`${source.id}.${c.digest}`) },
  };
  if (layerSelector) spec.layerSelector = layerSelector;
  const applied = applySettings(settings, 'source', settingNames(settings, 'source'), spec);
  return buildNode({
    id: OCI_REPOSITORY_ID,
    name: objectName(rgdName),
    origin,
    apiVersion: fluxRelease(profile).ociRepositoryApiVersion,
    kind: 'OCIRepository',
    spec,
    ...applied,
  });
}
