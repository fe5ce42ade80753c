/**
 * Preview step 3: what the controllers downstream of kro would write into each object's
 * `status` (OCM controller, and each deployer's controllers: src/deployers/), then
 * `--status` overrides on top. Objects of other kinds get no simulated status: a readyWhen
 * that reads it stays unresolved unless an override supplies it.
 */
import type { TargetProfile } from '../../targets/types.js';
import type { ComponentSet } from '../../ocm/descriptor/index.js';
import { DEPLOYERS } from '../../deployers/index.js';
import { OCM_GROUP, simulateOcm, type ComponentProblem, type ReferenceNotice, type Simulation } from './ocm.js';
import type { OcmRole } from '../../ocm/resource-roles.js';

export { readComponentDescriptors, type ComponentSet } from './descriptor.js';
export { readExternals, matchExternals } from './externals.js';
export { parseStatusOverride, applyOverrides, type StatusOverride } from './overrides.js';
export { FIRST_GENERATION } from '../../deployers/ready-conditions.js';

type Json = Record<string, unknown>;

/** What the simulation reads besides the object. */
export interface UpstreamContext {
  readonly components: ComponentSet | undefined;
  readonly target: TargetProfile;
  /** What the graph uses the object for, when it is an OCM `Resource` and that is known. */
  readonly role?: OcmRole | undefined;
  /** An object already created in `namespace`, by kind and name. */
  find(kind: string, name: string, namespace: string): Json | undefined;
}

/** The simulated status of `object`; undefined when no controller is simulated for its kind. */
export function simulateStatus(object: Json, namespace: string, context: UpstreamContext): Simulation | undefined {
  const group = String(object.apiVersion ?? '').split('/')[0]!;
  const find = (kind: string, name: string) => context.find(kind, name, namespace);
  if (group === OCM_GROUP) return simulateOcm(object, { components: context.components, target: context.target, role: context.role, find });
  // Every deployer's, whatever the target: an RGD may carry objects of several.
  const deployer = DEPLOYERS.find((d) => d.upstream.groups.includes(group));
  return deployer?.upstream.simulate(object, namespace, find);
}

export type { ComponentProblem, OcmRole, ReferenceNotice, Simulation };
