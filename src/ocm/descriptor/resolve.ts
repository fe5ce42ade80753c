/**
 * Finding things in a component version the way the OCM controller does: resources and
 * component references by identity (`name` plus `extraIdentity`, `version` when the
 * selector names it), `referencePath` followed through component references to the
 * referenced component version.
 */
import { isRecord } from '../../util/records.js';
import type { ComponentSet, Json, OcmComponent } from './types.js';

/** The component named `name` (the root when `name` is undefined). */
export function findComponent(set: ComponentSet, name: string | undefined): OcmComponent | undefined {
  return name === undefined ? set.components[0] : set.components.find((c) => c.name === name);
}

/** A resource found by identity, the component that holds it, and its index there. */
export interface ResolvedResource {
  readonly component: OcmComponent;
  readonly resource: Json;
  readonly index: number;
}

/** Why a resource could not be found; `component` is where the search stopped. */
export type UnresolvedResource =
  /** `component` has no reference matching `step`. */
  | { readonly reason: 'no-reference'; readonly component: OcmComponent; readonly step: Json }
  /** The reference at `referenceIndex` names a component version the set does not hold. */
  | { readonly reason: 'reference-not-found'; readonly component: OcmComponent; readonly step: Json; readonly reference: Json; readonly referenceIndex: number }
  /** `component` (reached through the path) has no resource matching the identity. */
  | { readonly reason: 'no-resource'; readonly component: OcmComponent };

/**
 * Follows `referencePath` (a list of reference identities) from `root` through the
 * component references, then finds the resource by identity.
 */
export function resolveResource(set: ComponentSet, root: OcmComponent, identity: Json, referencePath: readonly Json[]): ResolvedResource | UnresolvedResource {
  let current = root;
  for (const step of referencePath) {
    const referenceIndex = current.references.findIndex((r) => matchesIdentity(r, step));
    if (referenceIndex < 0) return { reason: 'no-reference', component: current, step };
    const reference = current.references[referenceIndex]!;
    const next = findReferencedComponent(set, reference);
    if (!next) return { reason: 'reference-not-found', component: current, step, reference, referenceIndex };
    current = next;
  }
  const index = findByIdentity(current.resources, identity);
  if (index < 0) return { reason: 'no-resource', component: current };
  return { component: current, resource: current.resources[index]!, index };
}

/** The component version a reference points at: same name, and same version when the reference has one. */
export function findReferencedComponent(set: ComponentSet, reference: Json): OcmComponent | undefined {
  return set.components.find((c) => c.name === reference.componentName && (reference.version === undefined || c.version === String(reference.version)));
}

/**
 * The index of the element `selector` identifies, or -1. Every selector key must equal
 * the element's `name`, `version` or extra identity attribute; among several matches the
 * one whose identity is exactly the selector wins (a selector `{name: image}` means the
 * `image` without extra identity, as OCM identities compare whole), else the first.
 */
export function findByIdentity(elements: readonly Json[], selector: Json): number {
  // A selector with a name can only match elements of that name: look those up instead
  // of testing every element (a preview resolves one resource per OCM Resource object).
  const candidates = selector.name === undefined ? elements.map((_, i) => i) : (indexByName(elements).get(String(selector.name)) ?? []);
  const matches = candidates.filter((i) => matchesIdentity(elements[i]!, selector));
  const exact = matches.find((i) => Object.keys(extraIdentity(elements[i]!)).every((key) => key in selector));
  return exact ?? matches[0] ?? -1;
}

/** Element indexes by `String(name)` (elements without a name left out), in order; built once per list. */
const nameIndexes = new WeakMap<readonly Json[], { readonly length: number; readonly byName: Map<string, number[]> }>();

function indexByName(elements: readonly Json[]): Map<string, number[]> {
  const known = nameIndexes.get(elements);
  if (known && known.length === elements.length) return known.byName;
  const byName = new Map<string, number[]>();
  elements.forEach((element, i) => {
    if (element.name === undefined) return;
    const key = String(element.name);
    const list = byName.get(key);
    if (list) list.push(i);
    else byName.set(key, [i]);
  });
  nameIndexes.set(elements, { length: elements.length, byName });
  return byName;
}

/** OCM identity matching: every selector key equals the element's `name`, `version` or extra identity. */
export function matchesIdentity(element: Json, selector: Json): boolean {
  const extra = extraIdentity(element);
  return Object.entries(selector).every(([key, expected]) => {
    const actual = key === 'name' || key === 'version' ? element[key] : extra[key];
    return actual !== undefined && String(actual) === String(expected);
  });
}

function extraIdentity(element: Json): Json {
  return isRecord(element.extraIdentity) ? element.extraIdentity : {};
}

/** `chart (helmChart), image (ociImage)`: what a component offers, for hints. */
export function describeResources(component: OcmComponent): string {
  if (component.resources.length === 0) return 'no resources';
  return component.resources
    .map((r) => {
      const extra = isRecord(r.extraIdentity) && Object.keys(r.extraIdentity).length > 0 ? `[${describeIdentity(r.extraIdentity)}]` : '';
      return `${String(r.name)}${extra} (${String(r.type ?? 'no type')})`;
    })
    .join(', ');
}

/** `name=backend,architecture=arm64`. */
export function describeIdentity(identity: Json): string {
  return Object.entries(identity)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(',');
}
