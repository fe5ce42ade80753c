/**
 * Simulated status of the OCM controller's objects (`delivery.ocm.software/v1alpha1`).
 *
 * - `Repository`, `Deployer`: ready.
 * - `Component`: ready, `status.component {component, version, repositorySpec}` from the
 *   descriptor of `spec.component` and the `Repository` of `spec.repositoryRef` (or, when
 *   that object is not part of the graph, the descriptor's last repository context). The
 *   descriptor's version must satisfy `spec.semver` (Masterminds semver, as the
 *   controller resolves it); otherwise that is a `version-mismatch` problem.
 * - `Resource`: the resource `spec.resource.byReference` names (after `referencePath`), in
 *   the component of `spec.componentRef` (or the descriptor file's root component):
 *   `status.resource` (name, type, version, extraIdentity, access, digest, labels),
 *   `status.component`, `status.additional` evaluating every `additionalStatusFields`
 *   string (nested maps walked) over `resource` with the kro CEL environment plus
 *   `toOCI()` (registered here, member and global form), and, for target profiles whose
 *   controller has no `additionalStatusFields`, the older `status.reference {registry,
 *   repository, reference, digest, tag}` (empty parts omitted). A resource the
 *   descriptor lacks, or one whose type the delivery cannot use (`role`), is a problem.
 */
import { createKroEnvironment, type KroEnvironment } from '../../cel/environment.js';
import { evaluateExpression, fromCelValue, toCelValue } from '../../cel/evaluate.js';
import type { TargetProfile } from '../../targets/types.js';
import { readyStatus } from '../../deployers/ready-conditions.js';
import {
  describeIdentity,
  describeResources,
  findComponent,
  resolveResource,
  type ComponentSet,
  type OcmComponent,
  type UnresolvedResource,
} from '../../ocm/descriptor/index.js';
import { describeRole, roleAcceptsType, type OcmRole } from '../../ocm/resource-roles.js';
import { controllerReading, readImageReference, referenceOfAccess, toOci, type ComponentInfo } from './oci.js';
import { satisfies } from '../../ocm/semver-constraint.js';
import { isRecord } from '../../util/records.js';
import { suggestName } from '../../util/did-you-mean.js';

type Json = Record<string, unknown>;

/** The OCM API group. */
export const OCM_GROUP = 'delivery.ocm.software';

/** What the OCM simulation reads besides the object itself. */
export interface OcmContext {
  readonly components: ComponentSet | undefined;
  readonly target: TargetProfile;
  /** What the graph uses a `Resource` for, when known (ConfigData input). */
  readonly role?: OcmRole | undefined;
  /** An object already created in the same namespace, by kind and name. */
  find(kind: string, name: string): Json | undefined;
}

/**
 * The controller would read the resource's reference otherwise than preview shows it
 * (see `controllerReading`): `samePull` when a pull still reaches the same image.
 */
export interface ReferenceNotice {
  readonly message: string;
  readonly hint: string;
  readonly samePull: boolean;
}

/** The descriptor does not hold what the graph needs (see {@link Simulation}). */
export interface ComponentProblem {
  readonly kind: 'resource-missing' | 'resource-type' | 'version-mismatch';
  readonly message: string;
  readonly hint: string;
}

/**
 * A simulated status, or why there is none: `unresolved` (the inputs do not say; kro
 * would wait), `failed` (the controller would fail), `problem` (the component descriptor
 * contradicts the graph).
 */
export type Simulation =
  | { readonly status: Json; readonly note: string; readonly notice?: ReferenceNotice }
  | { readonly unresolved: string }
  | { readonly failed: string }
  | { readonly problem: ComponentProblem };

/** Simulates an OCM object's status; undefined for kinds the OCM controller does not own. */
export function simulateOcm(object: Json, context: OcmContext): Simulation | undefined {
  const spec = isRecord(object.spec) ? object.spec : {};
  switch (object.kind) {
    case 'Repository':
      return { status: readyStatus('Succeeded', 'Repository is ready'), note: 'simulated: OCM controller (Repository ready)' };
    case 'Deployer':
      return { status: readyStatus('Succeeded', 'Deployer is ready'), note: 'simulated: OCM controller (Deployer ready)' };
    case 'Component':
      return simulateComponent(spec, context);
    case 'Resource':
      return simulateResource(spec, context);
    default:
      return undefined;
  }
}

function simulateComponent(spec: Json, context: OcmContext): Simulation {
  if (!context.components) return { unresolved: 'the version a Component resolves to comes from the component descriptor; pass --component FILE' };
  const name = String(spec.component ?? '');
  const found = findComponent(context.components, name);
  if (!found) return { unresolved: `component ${name} is not in ${context.components.file}` };
  // The controller only resolves a version that satisfies spec.semver (an instance may
  // have overridden it); a descriptor of another version is not what would be deployed.
  if (typeof spec.semver === 'string' && spec.semver.trim() !== '') {
    const ok = satisfies(found.version, spec.semver);
    if (typeof ok === 'object') return { failed: `component ${name}: ${ok.error}` };
    if (!ok) {
      return {
        problem: {
          kind: 'version-mismatch',
          message: `component ${name}: the descriptor is version ${found.version}, which does not satisfy semver "${spec.semver}"; the OCM controller would not resolve it`,
          hint: `Pass the descriptor of a version that satisfies "${spec.semver}" (ocm get cv ${name}:<version> -o yaml), or change component.version.`,
        },
      };
    }
  }
  const info = componentStatus(found, spec, context);
  return {
    status: readyStatus('Succeeded', `Component ${found.name}:${found.version} is ready`, { component: info }),
    note: `simulated: OCM controller, component ${found.name}:${found.version} from ${found.where}`,
  };
}

function componentStatus(component: OcmComponent, spec: Json, context: OcmContext): Json {
  const repositoryRef = isRecord(spec.repositoryRef) ? String(spec.repositoryRef.name ?? '') : '';
  const repository = repositoryRef === '' ? undefined : context.find('Repository', repositoryRef);
  const fromObject = repository && isRecord(repository.spec) && isRecord(repository.spec.repositorySpec) ? repository.spec.repositorySpec : undefined;
  const repositorySpec = fromObject ?? component.repositoryContexts[component.repositoryContexts.length - 1];
  return { component: component.name, version: component.version, ...(repositorySpec ? { repositorySpec } : {}) };
}

function simulateResource(spec: Json, context: OcmContext): Simulation {
  if (!context.components) return { unresolved: "an OCM Resource's status comes from the component descriptor; pass --component FILE" };
  const byReference = isRecord(spec.resource) && isRecord(spec.resource.byReference) ? spec.resource.byReference : {};
  const identity = isRecord(byReference.resource) ? byReference.resource : {};
  const referencePath = Array.isArray(byReference.referencePath) ? byReference.referencePath.filter(isRecord) : [];
  const componentRef = isRecord(spec.componentRef) ? String(spec.componentRef.name ?? '') : '';
  const componentObject = componentRef === '' ? undefined : context.find('Component', componentRef);
  const componentInfo =
    componentObject && isRecord(componentObject.status) && isRecord(componentObject.status.component) ? componentObject.status.component : undefined;
  const root = componentInfo ? findComponent(context.components, String(componentInfo.component)) : findComponent(context.components, undefined);
  if (!root) return { unresolved: `component ${String(componentInfo?.component)} is not in ${context.components.file}` };
  const resolved = resolveResource(context.components, root, identity, referencePath);
  if ('reason' in resolved) {
    const missing = describeMissing(resolved, identity, context.components.file);
    if (resolved.reason !== 'no-resource') return { unresolved: missing };
    const names = resolved.component.resources.map((r) => String(r.name));
    const suggestion = typeof identity.name === 'string' ? suggestName(identity.name, names) : undefined;
    const guess = suggestion === undefined ? '' : `Did you mean \`${suggestion}\`? `;
    return {
      problem: {
        kind: 'resource-missing',
        message: missing,
        hint: `${guess}${resolved.component.name}:${resolved.component.version} has ${describeResources(resolved.component)}; name one of them, or pass the descriptor of the component version that has it.`,
      },
    };
  }
  const { component, resource } = resolved;
  if (context.role && !roleAcceptsType(context.role, resource.type)) {
    const message = `resource ${String(resource.name)} of ${component.name}:${component.version} has type ${String(resource.type ?? '(none)')}, but ${describeRole(context.role)}`;
    return { problem: { kind: 'resource-type', message, hint: `${component.name}:${component.version} has ${describeResources(component)}.` } };
  }
  const rootStatus = componentInfo ?? componentStatus(root, {}, context);
  // A nested component is read from the same repository unless its descriptor says otherwise.
  const statusComponent =
    component === root
      ? rootStatus
      : {
          ...componentStatus(component, {}, context),
          ...(component.repositoryContexts.length === 0 && rootStatus.repositorySpec ? { repositorySpec: rootStatus.repositorySpec } : {}),
        };
  const info: ComponentInfo = {
    component: component.name,
    ...(isRecord(statusComponent.repositorySpec) ? { repositorySpec: statusComponent.repositorySpec } : {}),
  };
  const status: Json = { resource: resourceStatus(resource), component: statusComponent };
  if (isRecord(spec.additionalStatusFields)) {
    const additional = evaluateAdditional(spec.additionalStatusFields, resource, info);
    if ('failed' in additional) return additional;
    status.additional = additional.value;
  }
  if (context.target.ocm.additionalStatusFields === undefined) {
    try {
      const oci = toOci(resource.access, info);
      status.reference = Object.fromEntries(
        Object.entries({ registry: oci.registry, repository: oci.repository, reference: oci.reference, digest: oci.digest, tag: oci.tag }).filter(
          ([, v]) => v !== '',
        ),
      );
    } catch (error) {
      return { failed: `resource ${String(resource.name)}: ${(error as Error).message}` };
    }
  }
  const where = `${component.name}:${component.version} resource ${String(resource.name)}`;
  const notice = referenceNotice(resource, info, where);
  return {
    status: readyStatus('Succeeded', `Resource ${String(resource.name)} is ready`, status),
    note: `simulated: OCM controller, ${where} from ${component.where}`,
    ...(notice ? { notice } : {}),
  };
}

/** What the controller's own reading of the resource's reference would change, if anything. */
function referenceNotice(resource: Json, info: ComponentInfo, where: string): ReferenceNotice | undefined {
  let text: string;
  try {
    text = isRecord(resource.access) ? referenceOfAccess(resource.access, info) : '';
  } catch {
    return undefined;
  }
  const reading = text === '' ? undefined : controllerReading(text);
  if (!reading) return undefined;
  const pulled = normalisedPull(text);
  const theirs = `${reading.registry === '' ? '' : `${reading.registry}/`}${reading.repository}`;
  return {
    samePull: reading.samePull,
    message: reading.samePull
      ? `${where}: the OCM controller's toOCI() reports \`${text}\` as registry \`${reading.registry}\` (Docker Hub's API endpoint), repository \`${reading.repository}\`; a pull of \`${theirs}\` reaches \`${pulled}\`, the same image`
      : `${where}: the OCM controller's toOCI() reads \`${text}\` as registry ${reading.registry === '' ? 'none' : `\`${reading.registry}\``}, repository \`${reading.repository}\` (preview shows these values): the deployment would not pull \`${pulled}\``,
    hint: reading.samePull
      ? `Nothing to change for the pull; the deployed values and the instance status name \`${reading.registry}\` where people usually write \`docker.io\`.`
      : `Write the reference in the component with its registry and full path (\`${pulled}\`), as \`ocm transfer\` does (docs/localization.md).`,
  };
}

/** `registry/repository[:tag][@digest]` as a pull of `text` resolves it (Docker Hub as `docker.io/library/...`). */
function normalisedPull(text: string): string {
  const parsed = readImageReference(text);
  if ('error' in parsed) return text;
  const { registry, repository, tag, digest } = parsed.reference;
  return `${registry}/${repository}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
}

/** Why a resource is not found, as preview says it. */
function describeMissing(unresolved: UnresolvedResource, identity: Json, file: string): string {
  const { component } = unresolved;
  switch (unresolved.reason) {
    case 'no-reference':
      return `component ${component.name}:${component.version} has no component reference ${describeIdentity(unresolved.step)}`;
    case 'reference-not-found':
      return `component ${String(unresolved.reference.componentName)}:${String(unresolved.reference.version ?? '')} (reference ${describeIdentity(unresolved.step)} of ${component.name}) is not in ${file}; add its descriptor as another YAML document`;
    case 'no-resource':
      return `component ${component.name}:${component.version} (${component.where}) has no resource ${describeIdentity(identity)}`;
  }
}

/** `status.resource` as the controller writes it from the descriptor. */
function resourceStatus(resource: Json): Json {
  const keys = ['name', 'type', 'version', 'extraIdentity', 'access', 'digest', 'labels'];
  return Object.fromEntries(keys.filter((k) => resource[k] !== undefined).map((k) => [k, resource[k]]));
}

let environment: KroEnvironment | undefined;
let currentComponent: ComponentInfo | undefined;

/**
 * The controller's CEL environment for `additionalStatusFields`: kro's environment (a
 * superset of the extensions the controller enables) with `resource` and `toOCI()`.
 */
function ocmEnvironment(): KroEnvironment {
  if (environment) return environment;
  const kro = createKroEnvironment({ resources: new Map([['resource', {}]]) });
  kro.env.registerFunction('dyn.toOCI(): map<string, string>', (value: unknown) => ({ ...toOci(value, currentComponent) }));
  kro.env.registerFunction('toOCI(dyn): map<string, string>', (value: unknown) => ({ ...toOci(value, currentComponent) }));
  environment = kro;
  return kro;
}

function evaluateAdditional(fields: Json, resource: Json, component: ComponentInfo): { value: Json } | { failed: string } {
  const env = ocmEnvironment();
  const bindings = { resource: toCelValue(resource) };
  const walk = (node: Json, path: string): { value: Json } | { failed: string } => {
    const out: Json = {};
    for (const [key, expression] of Object.entries(node)) {
      if (isRecord(expression)) {
        const nested = walk(expression, `${path}.${key}`);
        if ('failed' in nested) return nested;
        out[key] = nested.value;
        continue;
      }
      if (typeof expression !== 'string') continue;
      currentComponent = component;
      const result = evaluateExpression(env, expression, bindings);
      currentComponent = undefined;
      if (result.error) return { failed: `additionalStatusFields${path}.${key} (${expression}): ${result.error.message}` };
      out[key] = fromCelValue(result.value);
    }
    return { value: out };
  };
  return walk(fields, '');
}
