/**
 * Flux delivery of a Helm chart: an `OCIRepository` pinned by digest to the chart the OCM
 * `Resource` resolved, and a `HelmRelease` whose values carry every configuration and
 * localization rule and whose `valuesFrom` reads each secret by reference.
 */
import { escapeTemplateText } from '../../cel/literal.js';
import type { TargetProfile } from '../../targets/types.js';
import { fluxRelease } from './releases.js';
import type { Analysis, HelmDelivery } from '../../compiler/phases/3-analyze/types.js';
import { embed, schemaSpec } from '../../compiler/phases/4-graph/nodes/cel.js';
import { buildNode, type NodeDraft } from '../../compiler/phases/4-graph/nodes/draft.js';
import { applySettings, settingNames, type SettingsContext } from '../../compiler/phases/4-graph/nodes/settings.js';
import { buildOciRepositoryNode, OCI_REPOSITORY_ID } from './oci-repository.js';
import { renderValues } from '../../compiler/phases/4-graph/nodes/values.js';
import { helmReleaseName, NAME_ORIGIN, objectName } from '../../compiler/phases/4-graph/nodes/names.js';
import { valuesProvenance, type Provenance } from '../../compiler/phases/4-graph/nodes/provenance.js';

export const HELM_RELEASE_ID = 'helmRelease';

/** Helm charts pushed to OCI registries carry their tarball in a layer of this type. */
const HELM_CHART_LAYER = 'application/vnd.cncf.helm.chart.content.v1.tar+gzip';

/** OCIRepository, then HelmRelease. */
export function buildHelmNodes(analysis: Analysis, delivery: HelmDelivery, profile: TargetProfile, settings: SettingsContext): NodeDraft[] {
  const { deploy: helm, chart } = delivery;
  const interval = helm.interval ?? fluxRelease(profile).interval;
  const { rgdName } = analysis.names;
  const ociRepository = buildOciRepositoryNode(rgdName, chart, interval, profile, ['deploy', 'helm', 'chart'], settings, {
    mediaType: HELM_CHART_LAYER,
    operation: 'copy',
  });

  const spec: Record<string, unknown> = {
    interval,
    chartRef: { kind: 'OCIRepository', name: embed(`${OCI_REPOSITORY_ID}.metadata.name`) },
  };
  // Set even when the ConfigData names none, so each instance gets its own release within Helm's limit.
  spec.releaseName = helm.releaseName ?? helmReleaseName(rgdName, helm.namespace !== undefined);
  if (helm.namespace) spec.targetNamespace = helm.namespace;
  if (helm.createNamespace) spec.install = { createNamespace: true };
  const values = renderValues(delivery.values, { profile, parameters: analysis.schema.parameters }) as Record<string, unknown>;
  if (Object.keys(values).length > 0) spec.values = values;
  if (analysis.secrets.length > 0) {
    spec.valuesFrom = analysis.secrets.map((secret) => ({
      kind: 'Secret',
      name: embed(schemaSpec(['secrets', secret.name, 'name'])),
      valuesKey: embed(schemaSpec(['secrets', secret.name, 'key'])),
      targetPath: escapeTemplateText(secret.targetPath ?? ''),
      ...(secret.optional ? { optional: true } : {}),
    }));
  }
  const provenance: Provenance = valuesProvenance(delivery.values, ['spec', 'values']); // a fresh object: no copy
  analysis.secrets.forEach((secret, i) => {
    provenance[`spec.valuesFrom[${i}]`] = [secret.origin];
  });
  provenance['spec.releaseName'] = [helm.releaseName ? ['deploy', 'helm', 'releaseName'] : NAME_ORIGIN];
  const applied = applySettings(settings, 'helm', settingNames(settings, 'helm'), spec, provenance);
  const helmRelease = buildNode({
    id: HELM_RELEASE_ID,
    name: objectName(rgdName),
    origin: ['deploy', 'helm'],
    apiVersion: fluxRelease(profile).helmReleaseApiVersion,
    kind: 'HelmRelease',
    spec,
    ...applied,
  });
  return [ociRepository, helmRelease];
}
