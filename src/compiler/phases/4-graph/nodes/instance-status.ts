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
import { CEL_LIMITS } from '../../../../cel/inspector.js';
import { embed, nodeReady } from './cel.js';
import { fullImageExpression } from './image-reference.js';

/** A node as the status needs it: its id, the kind its template creates and what it reads. */
export interface StatusNode {
  readonly id: string;
  readonly kind: string;
  readonly dependencies: readonly string[];
  /** How the node tells it is ready (default: its controller's `Ready` condition, {@link READY_CONDITION}). */
  readonly readiness?: NodeReadiness;
}

/**
 * How the instance status reads one node's readiness, each a CEL text over `object` (an
 * id, or the iteration variable of a group). A deployer whose objects have no `Ready`
 * condition (Argo CD's `Application`: health and sync) gives its own.
 */
export interface NodeReadiness {
  ready(object: string): string;
  /** Why it is not ready: a short word (`Progressing`, the controller's reason). */
  reason(object: string): string;
  /** What is wrong, in words; prefixed with `Kind/name` by the status. */
  message(object: string): string;
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
 * Consecutive nodes of one kind that read the same nodes (the image `Resource`s) are
 * created together, so they are tested as one list (`[a, b].all(n, ...)`): the
 * expressions grow by an id per image rather than by a test per image, and stay within
 * cel-go's 100,000-character expression limit for components with hundreds of images.
 *
 * @example
 * status:
 *   ready: |-
 *     ${ocmRepository.status.?observedGeneration.orValue(-1) == ocmRepository.metadata.generation && ... &&
 *     [chartResource, imageResource].all(n, n.status.?observedGeneration.orValue(-1) == n.metadata.generation && ...) &&
 *     helmRelease.status.?observedGeneration.orValue(-1) == helmRelease.metadata.generation && ...}
 *   reason: ...   # "Ready", or the first not-ready node's Ready reason ("Progressing" while it catches up)
 *   message: ...  # "HelmRelease/podinfo: <its Ready message>"
 */
export function buildInstanceStatus(analysis: Analysis, profile: TargetProfile, nodes: readonly StatusNode[]): InstanceStatus {
  const groups = siblingGroups(nodes);
  // One line per group: the YAML stays a readable block scalar however many nodes there are.
  const readiness: Record<string, string> = {
    ready: groups.map(groupReady).join(' &&\n'),
    reason: firstNotReady(groups, (readiness, object) => readiness.reason(object), celString(READY_REASON)),
    message: firstNotReady(
      groups,
      (readiness, object, kind) => `${celString(`${kind}/`)} + ${object}.metadata.name + ": " + ${readiness.message(object)}`,
      celString(`all ${nodes.length} resources are ready`),
    ),
  };
  // Every node must be named in each of these expressions, so past a few thousand nodes
  // they outgrow cel-go's expression limit and kro would refuse the RGD. They are left out
  // then (with a warning): kro's own Ready condition still reports readiness.
  const omitted = Object.keys(readiness).filter((field) => readiness[field]!.length > CEL_LIMITS.maxCodePoints);
  if (omitted.includes('ready')) omitted.splice(0, omitted.length, 'ready', 'reason', 'message');
  const status: Record<string, unknown> = {};
  for (const [field, expression] of Object.entries(readiness)) if (!omitted.includes(field)) status[field] = embed(expression);
  const delivered = analysis.ocmResources.find((r) => r.role === 'chart' || r.role === 'source');
  const git = analysis.delivery.kind === 'kustomize' && analysis.delivery.deploy.sourceType === 'git' ? profile.ocm.git : undefined;
  if (delivered && git) status.sourceCommit = embed(`${delivered.id}.${git.commit}`);
  else if (delivered) status[delivered.role === 'chart' ? 'chartDigest' : 'sourceDigest'] = embed(`${delivered.id}.${profile.ocm.coordinates.digest}`);
  const images = analysis.ocmResources.filter((r) => r.role === 'image');
  if (images.length > 0)
    status.images = Object.fromEntries(images.map((r) => [r.id.replace(/Resource(\d*)$/, '$1'), embed(fullImageExpression(r.id, profile))]));
  return { status, omitted };
}

/** `spec.schema.status`, and the readiness fields left out because they would be too long. */
export interface InstanceStatus {
  readonly status: Record<string, unknown>;
  readonly omitted: readonly string[];
}

/** The printer columns whose status field exists (kro's own `state` always does). */
export function printerColumnsFor(status: Readonly<Record<string, unknown>>): PrinterColumn[] {
  return PRINTER_COLUMNS.filter((c) => {
    const field = /^\.status\.(\w+)$/.exec(c.jsonPath)?.[1];
    return field === undefined || field === 'state' || field in status;
  });
}

/**
 * Nodes per list literal: parsers bound list literals (rgdc's at 1,000 elements), and
 * each group's test is repeated per field, so a few hundred images stay well inside.
 */
const MAX_GROUP = 100;

/** Runs of consecutive nodes with the same kind and the same dependencies, in order. */
function siblingGroups(nodes: readonly StatusNode[]): StatusNode[][] {
  const groups: StatusNode[][] = [];
  const key = (n: StatusNode) => `${n.kind} ${[...n.dependencies].sort().join(',')}`;
  for (const node of nodes) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.length < MAX_GROUP && key(last[0]!) === key(node)) last.push(node);
    else groups.push([node]);
  }
  return groups;
}

/** The CEL list literal of a group's nodes. */
function listOf(group: readonly StatusNode[]): string {
  return `[${group.map((n) => n.id).join(', ')}]`;
}

function readinessOf(node: StatusNode): NodeReadiness {
  return node.readiness ?? READY_CONDITION;
}

function groupReady(group: readonly StatusNode[]): string {
  const { ready } = readinessOf(group[0]!);
  return group.length === 1 ? ready(group[0]!.id) : `${listOf(group)}.all(n, ${ready('n')})`;
}

/**
 * `!ready(a) ? about(a) : !ready(b) ? about(b) : otherwise`, one group per line; in a
 * group, `about` is told of its first node that is not ready.
 */
function firstNotReady(groups: readonly StatusNode[][], about: (readiness: NodeReadiness, object: string, kind: string) => string, otherwise: string): string {
  const lines = groups.map((group) => {
    const { id, kind } = group[0]!;
    const readiness = readinessOf(group[0]!);
    // kro types each node as its own type (`__type_<id>`), so a list of several is a list
    // of `dyn`; `string()` keeps the field's inferred type a string.
    const detail =
      group.length === 1
        ? about(readiness, id, kind)
        : `string(cel.bind(n, ${listOf(group)}.filter(n, !(${readiness.ready('n')}))[0], ${about(readiness, 'n', kind)}))`;
    return `!(${groupReady(group)}) ? ${detail} :`;
  });
  return [...lines, otherwise].join('\n');
}

/** The object's `Ready` conditions that are not `True` (at most one), bound to `r`. */
function failingReady(object: string, body: string): string {
  return `cel.bind(r, ${object}.status.?conditions.orValue([]).filter(c, c.type == "Ready" && c.status != "True"), ${body})`;
}

/**
 * Why an object is not ready: its controller's `Ready` reason when the condition says so
 * (Flux: `InstallFailed`, `ArtifactFailed`, ...; OCM: `GetComponentVersionFailed`, ...),
 * else `Progressing` (no condition yet, or `Ready=True` for an older generation).
 */
function notReadyReason(object: string): string {
  return failingReady(object, `r.size() > 0 ? r[0].?reason.orValue("NotReady") : "Progressing"`);
}

/** What is wrong (the status prefixes `Kind/name`, so the object is one `kubectl get` away). */
function notReadyMessage(object: string): string {
  const lagging = `${object}.status.?observedGeneration.orValue(-1) != ${object}.metadata.generation`;
  const observe = `"waiting for the controller to observe generation " + string(${object}.metadata.generation)`;
  return failingReady(object, `r.size() > 0 ? r[0].?message.orValue("") : ${lagging} ? ${observe} : "waiting for the Ready condition"`);
}

/** Readiness by the controller's `Ready` condition for the current generation (OCM, Flux). */
export const READY_CONDITION: NodeReadiness = { ready: nodeReady, reason: notReadyReason, message: notReadyMessage };
