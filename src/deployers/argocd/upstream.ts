/**
 * Simulated status of an Argo CD `Application`, as the application controller writes it
 * after a successful sync: `Synced` to the revision of its source, and `Healthy`
 * (docs/operator-manual/health.md), with the sync operation `Succeeded`.
 */
import { isRecord } from '../../util/records.js';

type Json = Record<string, unknown>;

/** The Argo CD API group. */
export const ARGOCD_GROUPS = ['argoproj.io'] as const;

/** Simulates an Argo CD object's status; undefined for kinds preview does not simulate. */
export function simulateArgoCd(object: Json): { status: Json; note: string } | undefined {
  if (object.kind !== 'Application') return undefined;
  const spec = isRecord(object.spec) ? object.spec : {};
  const source = isRecord(spec.source) ? spec.source : {};
  const revision = typeof source.targetRevision === 'string' ? source.targetRevision : undefined;
  const sync: Json = { status: 'Synced', ...(revision ? { revision } : {}) };
  return {
    status: {
      health: { status: 'Healthy' },
      sync,
      operationState: { phase: 'Succeeded', message: 'successfully synced (all tasks run)' },
    },
    note: revision ? 'simulated: Argo CD application controller (synced to spec.source.targetRevision)' : 'simulated: Argo CD application controller (synced)',
  };
}
