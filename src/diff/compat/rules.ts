/**
 * Which rules kro's CRD-compatibility check follows: they depend on the kro release
 * (`--kro`, `KroRelease.crdCompatibility`) and, from v0.10, on the alpha gate
 * `ConservativeCRDComparison` (`--kro-feature-gates`).
 *
 * - `v0.9` (v0.9.3, v0.9.4): `pkg/graph/crd/compat/schema.go` as at v0.9.3 / 0302e659 / 012a3ac9:
 *   description, default, type, pattern, the six bounds, properties, required, enum values
 *   (only when both sides have an enum) and array items; nothing else.
 * - `v0.10` (PR #1430, "fix(crd): Fail closed on schema changes"): also, by default, an enum
 *   constraint added (breaking) or removed, nullable removed (breaking) or added, and
 *   `x-kubernetes-preserve-unknown-fields` removed (breaking) or added (`compat/doc.go`,
 *   TestCompareConservativeCRDComparisonFeatureGate in `compat/schema_facets_test.go`).
 * - `v0.10` with `ConservativeCRDComparison=true`: also map value schemas
 *   (`additionalProperties`) recursively, `format`, list/map topology, CEL rules
 *   (`x-kubernetes-validations`), and every other schema field is breaking when it changes
 *   (`UnclassifiedSchemaChange`).
 */
import type { KroRelease } from '../../kro/releases/index.js';
import type { KroFeatureGates } from '../../targets/feature-gates.js';

/** The comparison kro runs. */
export interface KroCompatRules {
  /** `KroRelease.crdCompatibility`: `v0.10` adds the enum-constraint, nullable and preserve-unknown-fields checks. */
  readonly release: 'v0.9' | 'v0.10';
  /** `ConservativeCRDComparison=true` (a v0.10 gate; always false for v0.9). */
  readonly conservative: boolean;
}

/** kro v0.9's comparison (rgdc's default release, v0.9.4). */
export const V0_9_RULES: KroCompatRules = { release: 'v0.9', conservative: false };

/** The rules of `release` with `gates` (default: every gate off). */
export function compatRulesFor(release: KroRelease, gates?: KroFeatureGates): KroCompatRules {
  const conservative =
    release.crdCompatibility === 'v0.10' && release.featureGates.includes('ConservativeCRDComparison') && gates?.ConservativeCRDComparison === true;
  return { release: release.crdCompatibility, conservative };
}
