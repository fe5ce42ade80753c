/**
 * The metadata kro sets on the objects it manages (kro `pkg/metadata/labels.go`, the
 * instance controller's decorator and `applyset` package):
 *
 * - every created object: `app.kubernetes.io/managed-by: kro`, `kro.run/owned: "true"`,
 *   `kro.run/instance-name`, `-namespace` (namespaced instances only), `-group`,
 *   `-version`, `-kind`, `kro.run/node-id`, and `applyset.kubernetes.io/part-of` (the
 *   instance's ApplySet id: `applyset-<base64url(sha256(name.namespace.kind.group))>-v1`).
 *   Not the RGD's labels: kro's instance controller labels children with the instance,
 *   node and kro-meta labelers only (`childResourceLabeler` is `NewKROMetaLabeler()` in
 *   `resourcegraphdefinition/controller_reconcile.go` at v0.9.3 and 0302e659);
 * - collection items also `kro.run/collection-index` and `kro.run/collection-size`;
 * - from kro v0.9.4 every created object also the annotation
 *   `internal.kro.run/apply-order` (`KroRelease.childApplyOrder`, `src/graph/apply-order.ts`);
 * - the instance: `kro.run/owned`, `kro.run/resource-graph-definition-name`,
 *   `applyset.kubernetes.io/id`, and the finalizer `kro.run/finalizer`.
 *
 * Labels whose value only the cluster knows are set only when the input carries it:
 * `kro.run/instance-id` (the instance's `metadata.uid`) and, on the instance,
 * `kro.run/resource-graph-definition-id` (the RGD's `metadata.uid`). `kro.run/kro-version`
 * (the controller build) is never set. kro's labels win over template labels of the
 * same key.
 */
import { createHash } from '../../util/lazy-crypto.js';
import type { StoredInstance } from '../instance/index.js';
import type { PreviewGraph } from '../types.js';
import { isRecord } from '../../util/records.js';
import { applyOrders } from '../../graph/apply-order.js';

/** kro's finalizer on instances. */
export const KRO_FINALIZER = 'kro.run/finalizer';

/** The instance's ApplySet id (KEP-3659, as kro computes it). */
export function applySetId(instance: StoredInstance, graph: PreviewGraph): string {
  // Every object of the walk carries it: hashed once per instance and graph.
  const known = applySetIds.get(instance);
  if (known?.graph === graph) return known.id;
  const hashed = createHash('sha256').update([instance.name, instance.namespace, graph.kind, graph.group].join('.')).digest('base64url');
  const id = `applyset-${hashed}-v1`;
  applySetIds.set(instance, { graph, id });
  return id;
}

const applySetIds = new WeakMap<StoredInstance, { readonly graph: PreviewGraph; readonly id: string }>();

/** The labels kro adds to one object it creates. */
export function objectLabels(
  instance: StoredInstance,
  graph: PreviewGraph,
  nodeId: string,
  collection?: { index: number; size: number },
): Record<string, string> {
  const labels: Record<string, string> = {
    'app.kubernetes.io/managed-by': 'kro',
    'applyset.kubernetes.io/part-of': applySetId(instance, graph),
    'kro.run/instance-group': graph.group,
    'kro.run/instance-kind': graph.kind,
    'kro.run/instance-name': instance.name,
    'kro.run/instance-version': graph.version,
    'kro.run/node-id': nodeId,
    'kro.run/owned': 'true',
  };
  if (instance.namespace !== '') labels['kro.run/instance-namespace'] = instance.namespace;
  const uid = (instance.object.metadata as Record<string, unknown>).uid;
  if (typeof uid === 'string') labels['kro.run/instance-id'] = uid;
  if (collection) {
    labels['kro.run/collection-index'] = String(collection.index);
    labels['kro.run/collection-size'] = String(collection.size);
  }
  return labels;
}

const APPLY_ORDER_ANNOTATION = 'internal.kro.run/apply-order';

/** The annotations kro adds to one object it creates (none before kro v0.9.4). */
export function objectAnnotations(graph: PreviewGraph, nodeId: string): Record<string, string> {
  if (!graph.kro.childApplyOrder) return {};
  let orders = applyOrdersOf.get(graph);
  if (!orders) {
    const { nodes } = graph.checked.graph;
    orders = applyOrders(
      nodes.map((n) => n.id),
      new Map(nodes.map((n) => [n.id, n.dependencies])),
    );
    applyOrdersOf.set(graph, orders);
  }
  const order = orders.get(nodeId);
  return order === undefined ? {} : { [APPLY_ORDER_ANNOTATION]: String(order) };
}

const applyOrdersOf = new WeakMap<PreviewGraph, Map<string, number>>();

/** The labels kro adds to the instance. */
export function instanceLabels(instance: StoredInstance, graph: PreviewGraph): Record<string, string> {
  const labels: Record<string, string> = {
    'applyset.kubernetes.io/id': applySetId(instance, graph),
    'kro.run/owned': 'true',
    'kro.run/resource-graph-definition-name': graph.name,
  };
  if (graph.uid !== undefined) labels['kro.run/resource-graph-definition-id'] = graph.uid;
  return labels;
}

/** Sorted labels: template labels, then kro's over them. */
export function mergeLabels(existing: unknown, added: Record<string, string>): Record<string, string> {
  const merged: Record<string, string> = { ...(isRecord(existing) ? (existing as Record<string, string>) : {}), ...added };
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
