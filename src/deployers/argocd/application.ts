/**
 * Argo CD delivery of a Helm chart: one `Application` per instance whose source is the
 * chart the OCM `Resource` resolved, as an OCI artifact pinned by digest (`repoURL:
 * oci://<registry>/<repository>`, `path: .`, `targetRevision: <digest>`; Argo CD takes a
 * tag or a digest there, docs/user-guide/oci.md), and whose `helm.valuesObject` carries
 * every configuration and localization rule: the same values tree the Flux HelmRelease
 * gets in `spec.values`. The Application lives in Argo CD's namespace, with the finalizer
 * that makes Argo CD delete what it deployed when the instance goes.
 */
import type { Analysis, HelmDelivery } from '../../compiler/phases/3-analyze/types.js';
import { embed } from '../../compiler/phases/4-graph/nodes/cel.js';
import { buildNode, type NodeDraft } from '../../compiler/phases/4-graph/nodes/draft.js';
import type { NodeReadiness } from '../../compiler/phases/4-graph/nodes/instance-status.js';
import { helmReleaseName, NAME_ORIGIN, sharedNamespaceObjectName } from '../../compiler/phases/4-graph/nodes/names.js';
import { valuesProvenance } from '../../compiler/phases/4-graph/nodes/provenance.js';
import { renderValues } from '../../compiler/phases/4-graph/nodes/values.js';
import type { TargetProfile } from '../../targets/types.js';
import { argoCdRelease } from './releases.js';

export const APPLICATION_ID = 'argocdApplication';

/** Argo CD deletes the Application's resources before the Application itself (its documented finalizer). */
export const RESOURCES_FINALIZER = 'resources-finalizer.argocd.argoproj.io';

const healthy = (object: string) => `${object}.status.?health.status.orValue("") == "Healthy"`;
const synced = (object: string) => `${object}.status.?sync.status.orValue("") == "Synced"`;

/**
 * An Application is ready when Argo CD reports it `Healthy` (every resource it deployed is,
 * docs/operator-manual/health.md) and `Synced` (the cluster matches the source).
 */
export const APPLICATION_READINESS: NodeReadiness = {
  ready: (object) => `${healthy(object)} && ${synced(object)}`,
  reason: (object) => `!(${healthy(object)}) ? ${object}.status.?health.status.orValue("Progressing") : ${object}.status.?sync.status.orValue("OutOfSync")`,
  message: (object) =>
    `"health " + ${object}.status.?health.status.orValue("unknown") + ", sync " + ${object}.status.?sync.status.orValue("unknown") + ${object}.status.?operationState.?message.optMap(m, ": " + m).orValue("")`,
};

/** The Application of a Helm delivery. */
export function buildApplicationNode(analysis: Analysis, delivery: HelmDelivery, profile: TargetProfile): NodeDraft {
  const { deploy: helm, chart } = delivery;
  const { rgdName } = analysis.names;
  const release = argoCdRelease(profile);
  const c = profile.ocm.coordinates;
  const values = renderValues(delivery.values, { profile, parameters: analysis.schema.parameters }) as Record<string, unknown>;
  const helmSource: Record<string, unknown> = { releaseName: helm.releaseName ?? helmReleaseName(rgdName, helm.namespace !== undefined) };
  if (Object.keys(values).length > 0) helmSource.valuesObject = values;
  const syncPolicy: Record<string, unknown> = { automated: { prune: true, selfHeal: true } };
  if (helm.createNamespace) syncPolicy.syncOptions = ['CreateNamespace=true'];
  const spec: Record<string, unknown> = {
    project: 'default',
    source: {
      repoURL: `oci://${embed(`${chart.id}.${c.registry}`)}/${embed(`${chart.id}.${c.repository}`)}`,
      path: '.',
      targetRevision: embed(`${chart.id}.${c.digest}`),
      helm: helmSource,
    },
    destination: { server: release.destinationServer, namespace: helm.namespace ?? embed('schema.metadata.namespace') },
    syncPolicy,
  };
  const provenance = valuesProvenance(delivery.values, ['spec', 'source', 'helm', 'valuesObject']);
  provenance['spec.source.helm.releaseName'] = [helm.releaseName ? ['deploy', 'helm', 'releaseName'] : NAME_ORIGIN];
  const draft = buildNode({
    id: APPLICATION_ID,
    name: sharedNamespaceObjectName(rgdName),
    origin: ['deploy', 'helm'],
    apiVersion: release.applicationApiVersion,
    kind: 'Application',
    spec,
    provenance,
  });
  const metadata = { ...(draft.template.metadata as Record<string, unknown>), namespace: release.namespace, finalizers: [RESOURCES_FINALIZER] };
  return {
    ...draft,
    template: { ...draft.template, metadata },
    readyWhen: [embed(healthy(APPLICATION_ID)), embed(synced(APPLICATION_ID))],
    readiness: APPLICATION_READINESS,
  };
}
