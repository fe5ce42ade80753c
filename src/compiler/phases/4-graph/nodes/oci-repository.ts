/**
 * The Flux `OCIRepository` both deliveries share: pinned by digest to the artifact an OCM
 * `Resource` resolved, at the coordinates the target profile says it exposes.
 */
import type { TargetProfile } from '../../../../targets/types.js';
import type { FieldPath } from '../../../../source/types.js';
import type { OcmResourceUse } from '../../3-analyze/types.js';
import { embed } from './cel.js';
import { buildNode, type NodeDraft } from './draft.js';
import { applySettings, settingNames, type SettingsContext } from './settings.js';
import { objectName } from './names.js';

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
  const applied = applySettings(settings, 'source', settingNames('source'), spec);
  return buildNode({ id: OCI_REPOSITORY_ID, name: objectName(rgdName), origin, apiVersion: profile.flux.ociRepositoryApiVersion, kind: 'OCIRepository', spec, ...applied });
}
