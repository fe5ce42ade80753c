/**
 * kro's decision on a CRD update, reproduced from two places:
 *
 * - `pkg/graph/crd/compat/compat.go` `CompareVersions`: a renamed version is one breaking
 *   `TypeChanged` at path `version` and nothing else; otherwise the schemas are compared
 *   (`./compare-schema.ts`), then `served` true→false and a dropped status subresource are
 *   breaking, and changed printer columns are a non-breaking change.
 * - `pkg/client/crd.go` `CRDWrapper.Ensure`: no change at all → the update is skipped
 *   ("CRD is up-to-date"); breaking changes without `allowBreakingChanges` → the error
 *   `cannot update CRD <name>: breaking changes detected: <Report.String()>`, which the RGD
 *   controller writes into the RGD's condition and the RGD goes Inactive.
 */
import { isDeepStrictEqual } from 'node:util';
import { summarizeBreaking, type KroChange } from './change-types.js';
import { compareSchemas } from './compare-schema.js';
import { V0_9_RULES, type KroCompatRules } from './rules.js';
import type { InstanceCrd } from '../crd/instance-crd.js';

/** What kro does with the new CRD. */
export interface KroVerdict {
  /** Every change kro's comparison records, breaking first-class. */
  readonly changes: readonly KroChange[];
  /** `update`: kro patches the CRD; `skip`: no change seen, the CRD stays as it is; `refuse`: breaking without the annotation. */
  readonly action: 'update' | 'skip' | 'refuse';
  /** kro's error text when it refuses (or would, without the annotation). */
  readonly refusal?: string;
}

/** compat.go `CompareVersions` over the one version kro generates. */
export function compareCrdVersions(oldCrd: InstanceCrd, newCrd: InstanceCrd, rules: KroCompatRules = V0_9_RULES): KroChange[] {
  if (oldCrd.version !== newCrd.version) {
    return [{ path: 'version', type: 'TypeChanged', oldValue: oldCrd.version, newValue: newCrd.version, breaking: true }];
  }
  const changes = compareSchemas(oldCrd.schema, newCrd.schema, rules);
  // kro always generates served: true and a status subresource, so the two version checks
  // never fire between two kro-generated CRDs; they are kept for CRDs read from elsewhere.
  if (oldCrd.served && !newCrd.served) changes.push({ path: 'version.served', type: 'TypeChanged', oldValue: 'true', newValue: 'false', breaking: true });
  if (oldCrd.statusSubresource && !newCrd.statusSubresource)
    changes.push({ path: 'version.subresources.status', type: 'PropertyRemoved', oldValue: '', newValue: '', breaking: true });
  if (!isDeepStrictEqual(oldCrd.printerColumns, newCrd.printerColumns)) {
    changes.push({ path: 'version.additionalPrinterColumns', type: 'AdditionalPrinterColumnsChanged', oldValue: '', newValue: '', breaking: false });
  }
  return changes;
}

/** crd.go `Ensure`: skip, update, or refuse with kro's message. */
export function decideCrdUpdate(oldCrd: InstanceCrd, newCrd: InstanceCrd, allowBreakingChanges: boolean, rules: KroCompatRules = V0_9_RULES): KroVerdict {
  const changes = compareCrdVersions(oldCrd, newCrd, rules);
  if (changes.length === 0) return { changes, action: 'skip' };
  if (!changes.some((c) => c.breaking)) return { changes, action: 'update' };
  const refusal = `cannot update CRD ${newCrd.name}: breaking changes detected: ${summarizeBreaking(changes)}`;
  return { changes, action: allowBreakingChanges ? 'update' : 'refuse', refusal };
}
