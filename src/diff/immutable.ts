/**
 * The instance API's identity: `spec.schema.apiVersion`, `kind`, `group` (default
 * `kro.run`) and `scope` (default `Namespaced`) are immutable. The RGD CRD enforces it with
 * the transition rule `self == oldSelf` on each field (kro `api/v1alpha1/
 * resourcegraphdefinition_types.go`, messages "kind is immutable", ...), so the API server
 * rejects the RGD update itself, before kro sees it; the allow annotation does not help.
 * The way out is a new RGD (new name) and a migration of the instances.
 */
import type { InstanceCrd } from './crd/instance-crd.js';

/** One immutable field changed. */
export interface ImmutableChange {
  readonly field: 'apiVersion' | 'kind' | 'group' | 'scope';
  readonly oldValue: string;
  readonly newValue: string;
  /** The API server's message (`spec.schema.kind: Invalid value: "string": kind is immutable`). */
  readonly message: string;
}

/** Every immutable field that differs between the two generated CRDs. */
export function findImmutableChanges(oldCrd: InstanceCrd, newCrd: InstanceCrd): ImmutableChange[] {
  const pairs: [ImmutableChange['field'], string, string][] = [
    ['apiVersion', oldCrd.version, newCrd.version],
    ['kind', oldCrd.kind, newCrd.kind],
    ['group', oldCrd.group, newCrd.group],
    ['scope', oldCrd.scope, newCrd.scope],
  ];
  return pairs
    .filter(([, before, after]) => before !== after)
    .map(([field, oldValue, newValue]) => ({ field, oldValue, newValue, message: `spec.schema.${field}: Invalid value: "string": ${field} is immutable` }));
}
