/**
 * The instance status kro projects: whether every node is ready, and when one is not, the
 * reason and message of the first one that is not (in the order kro creates them, so an
 * upstream failure is named before the downstream nodes it holds up), plus the delivered
 * digest and image references. `kubectl get` shows them through printer columns.
 *
 * Every status read is optional (`.?`): a controller may not have written status yet. kro
 * leaves out a status field that reads a node not created yet ("data pending"), so the
 * expressions stop at the first node that is not ready (`&&`, and a `?:` chain in creation
 * order) and resolve even while its dependents do not exist. See
 * docs/design/instance-status.md.
 */
import type { TargetProfile } from '../../../../targets/types.js';
import type { Analysis } from '../../3-analyze/types.js';
import { celString } from '../../../../cel/literal.js';
import { embed, nodeReady } from './cel.js';
import { fullImageExpression } from './image-reference.js';

/** A node as the status needs it: its id and the kind its template creates. */
export interface StatusNode {
  readonly id: string;
  readonly kind: string;
}

/** One `spec.schema.additionalPrinterColumns` entry (a CRD `CustomResourceColumnDefinition`). */
export interface PrinterColumn {
  readonly name: string;
  readonly type: string;
  readonly jsonPath: string;
  readonly priority?: number;
}

/**
 * kro replaces its default columns (State, Ready condition, Age) when an RGD sets any, so
 * they are repeated here around the reason and message.
 */
export const PRINTER_COLUMNS: readonly PrinterColumn[] = [
  { name: 'State', type: 'string', jsonPath: '.status.state' },
  { name: 'Ready', type: 'boolean', jsonPath: '.status.ready' },
  { name: 'Reason', type: 'string', jsonPath: '.status.reason' },
  { name: 'Message', type: 'string', jsonPath: '.status.message' },
  { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' },
];

/** The reason the instance reports once every node is ready. */
export const READY_REASON = 'Ready';

/**
 * Builds `spec.schema.status`. `nodes` are in topological order; every one of them must
 * be ready for `ready` to be true.
 *
 * @example
 * status:
 *   ready: |-
 *     ${ocmRepository.status.?observedGeneration.orValue(-1) == ocmRepository.metadata.generation && ... &&
 *     helmRelease.status.?observedGeneration.orValue(-1) == helmRelease.metadata.generation && ...}
 *   reason: ...   # "Ready", or the first not-ready node's Ready reason ("Progressing" while it catches up)
 *   message: ...  # "HelmRelease/podinfo: <its Ready message>"
 */
export function buildInstanceStatus(analysis: Analysis, profile: TargetProfile, nodes: readonly StatusNode[]): Record<string, unknown> {
  // One line per node: the YAML stays a readable block scalar however many nodes there are.
  const status: Record<string, unknown> = {
    ready: embed(nodes.map((n) => nodeReady(n.id)).join(' &&\n')),
    reason: embed(firstNotReady(nodes, notReadyReason, celString(READY_REASON))),
    message: embed(firstNotReady(nodes, notReadyMessage, celString(`all ${nodes.length} resources are ready`))),
  };
  const delivered = analysis.ocmResources.find((r) => r.role === 'chart' || r.role === 'source');
  const git = analysis.delivery.kind === 'kustomize' && analysis.delivery.deploy.sourceType === 'git' ? profile.ocm.git : undefined;
  if (delivered && git) status.sourceCommit = embed(`${delivered.id}.${git.commit}`);
  else if (delivered) status[delivered.role === 'chart' ? 'chartDigest' : 'sourceDigest'] = embed(`${delivered.id}.${profile.ocm.coordinates.digest}`);
  const images = analysis.ocmResources.filter((r) => r.role === 'image');
  if (images.length > 0) status.images = Object.fromEntries(images.map((r) => [r.id.replace(/Resource(\d*)$/, '$1'), embed(fullImageExpression(r.id, profile))]));
  return status;
}

/** `!ready(a) ? about(a) : !ready(b) ? about(b) : otherwise`, one node per line. */
function firstNotReady(nodes: readonly StatusNode[], about: (node: StatusNode) => string, otherwise: string): string {
  return [...nodes.map((n) => `!(${nodeReady(n.id)}) ? ${about(n)} :`), otherwise].join('\n');
}

/** The node's `Ready` conditions that are not `True` (at most one), bound to `r`. */
function failingReady(id: string, body: string): string {
  return `cel.bind(r, ${id}.status.?conditions.orValue([]).filter(c, c.type == "Ready" && c.status != "True"), ${body})`;
}

/**
 * Why a node is not ready: its controller's `Ready` reason when the condition says so
 * (Flux: `InstallFailed`, `ArtifactFailed`, ...; OCM: `GetComponentVersionFailed`, ...),
 * else `Progressing` (no condition yet, or `Ready=True` for an older generation).
 */
function notReadyReason(node: StatusNode): string {
  return failingReady(node.id, `r.size() > 0 ? r[0].?reason.orValue("NotReady") : "Progressing"`);
}

/** What is wrong, prefixed with `Kind/name` so the object is one `kubectl get` away. */
function notReadyMessage(node: StatusNode): string {
  const { id } = node;
  const lagging = `${id}.status.?observedGeneration.orValue(-1) != ${id}.metadata.generation`;
  const observe = `"waiting for the controller to observe generation " + string(${id}.metadata.generation)`;
  const detail = failingReady(id, `r.size() > 0 ? r[0].?message.orValue("") : ${lagging} ? ${observe} : "waiting for the Ready condition"`);
  return `${celString(`${node.kind}/`)} + ${id}.metadata.name + ": " + ${detail}`;
}
