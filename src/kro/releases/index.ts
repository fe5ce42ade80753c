/**
 * The kro releases rgdc models (`--kro`), oldest first. Each is read from kro's own source
 * where the stored history has it, and says so in `readFrom` and `sources` (shown by
 * `rgdc compile --list-targets` and in the README's "What the cluster needs"):
 *
 * - v0.9.3: the tag (035e5cc5), source read in full.
 * - v0.9.4: main at 0302e659 (the commit rgdc modelled before kro versions were a target;
 *   source read in full), plus the schemaless `externalRef.metadata.selector` of PR #1230
 *   (its branch, 2e0efe92) and the RGD CRD of the v0.9.4 docs cut (4ba0e410).
 * - v0.10.0: kro's v0.10.0-rc.0 upgrade notes and docs cut (54a203bf), and the newest main
 *   source the index holds (42814f8d, 012a3ac9) for each rule the notes name.
 */
import type { KroFeatureGate } from '../../targets/feature-gates.js';
import type { KroRelease } from './types.js';

export type { KroRelease, RuleSource, ScannerRules } from './types.js';

/** kro's reserved words up to v0.9 (`pkg/graph/validation.go` `kroReservedKeyWords`; the same at v0.9.3 and 0302e659). */
const RESERVED_V0_9: readonly string[] = [
  'apiVersion',
  'context',
  'dependency',
  'dependencies',
  'each',
  'externalRef',
  'externalReference',
  'externalRefs',
  'externalReferences',
  'graph',
  'instance',
  'item',
  'items',
  'kind',
  'kro',
  'metadata',
  'namespace',
  'object',
  'resource',
  'resourcegraphdefinition',
  'resourceGraphDefinition',
  'resources',
  'root',
  'runtime',
  'schema',
  'self',
  'serviceAccountName',
  'spec',
  'status',
  'this',
  'variables',
  'vars',
  'version',
];

const GATES_V0_9: readonly KroFeatureGate[] = ['CELOmitFunction', 'InstanceConditionEvents', 'InstanceConditionMetrics'];

export const KRO_V0_9_3: KroRelease = {
  name: 'v0.9.3',
  readFrom: 'tag v0.9.3 (035e5cc5)',
  sources: [{ rule: 'every rule', from: 'kubernetes-sigs/kro tag v0.9.3 (035e5cc5)' }],
  scanner: { unterminated: 'literal', singleQuotedLiterals: false },
  reservedWords: new Set(RESERVED_V0_9),
  featureGates: GATES_V0_9,
  missingFunctions: new Set(['deepMerge']),
  schemaFields: new Set(),
  resourceFields: new Set(),
  reservedMetadataPrefixes: { labels: ['kro.run/'], annotations: [] },
  externalRefSelector: 'label-selector',
  childApplyOrder: false,
  crdCompatibility: 'v0.9',
};

export const KRO_V0_9_4: KroRelease = {
  name: 'v0.9.4',
  readFrom: 'main at 0302e659, with PR #1230 (2e0efe92) and the v0.9.4 docs cut (4ba0e410)',
  sources: [
    { rule: '`deepMerge()`', from: '6ceaa820 (feat(cel): add deepMerge())' },
    { rule: '`schema.shortNames`, `schema.categories`', from: '9774efae, ecb49bf7, 1021605a' },
    { rule: 'template annotations `kro.run/`, `internal.kro.run/` and labels `internal.kro.run/` refused', from: 'b1b0aec5 (PR #1318)' },
    { rule: 'child objects annotated `internal.kro.run/apply-order`', from: 'b1b0aec5 (PR #1318), pkg/controller/instance/resources.go at 0302e659' },
    { rule: '`externalRef.metadata.selector` a LabelSelector or one `${...}`', from: 'PR #1230 (2e0efe92), RGD CRD of the v0.9.4 docs cut (4ba0e410)' },
  ],
  scanner: { unterminated: 'literal', singleQuotedLiterals: false },
  reservedWords: new Set(RESERVED_V0_9),
  featureGates: GATES_V0_9,
  missingFunctions: new Set(),
  schemaFields: new Set(['shortNames', 'categories']),
  resourceFields: new Set(),
  reservedMetadataPrefixes: { labels: ['kro.run/', 'internal.kro.run/'], annotations: ['kro.run/', 'internal.kro.run/'] },
  externalRefSelector: 'label-selector-or-expression',
  childApplyOrder: true,
  crdCompatibility: 'v0.9',
};

export const KRO_V0_10_0: KroRelease = {
  name: 'v0.10.0',
  readFrom: 'v0.10.0-rc.0 upgrade notes and docs cut (54a203bf), main source at 42814f8d and 012a3ac9',
  sources: [
    {
      rule: 'an unterminated `${` is an error; `${` inside single-quoted CEL strings is text',
      from: 'pkg/graph/parser/cel.go and cel_test.go at 012a3ac9; rc.0 upgrade notes',
    },
    { rule: '`graphengine` reserved', from: 'pkg/graph/validation.go at 012a3ac9 (PR #1355); rc.0 upgrade notes' },
    { rule: '`schema.plural`', from: 'api/v1alpha1/resourcegraphdefinition_types.go at 42814f8d (PR #1417); rc.0 docs' },
    { rule: '`resources[].deletionPolicy`', from: 'api/v1alpha1/resourcegraphdefinition_types.go at 42814f8d (main after rc.0)' },
    { rule: 'gates `GraphKind`, `ConservativeCRDComparison`', from: 'pkg/features/features.go at 012a3ac9; docs/advanced/02-feature-gates.md at 1de605ea' },
    { rule: 'CRD compatibility: enum added, nullable or preserve-unknown-fields removed are breaking', from: 'pkg/graph/crd/compat (PR #1430, as on main)' },
  ],
  scanner: { unterminated: 'error', singleQuotedLiterals: true },
  reservedWords: new Set([...RESERVED_V0_9, 'graphengine']),
  featureGates: [...GATES_V0_9, 'GraphKind', 'ConservativeCRDComparison'],
  missingFunctions: new Set(),
  schemaFields: new Set(['shortNames', 'categories', 'plural']),
  resourceFields: new Set(['deletionPolicy']),
  reservedMetadataPrefixes: { labels: ['kro.run/', 'internal.kro.run/'], annotations: ['kro.run/', 'internal.kro.run/'] },
  externalRefSelector: 'label-selector-or-expression',
  childApplyOrder: true,
  crdCompatibility: 'v0.10',
};

/** Every release `--kro` takes, oldest first. */
export const KRO_RELEASES: readonly KroRelease[] = [KRO_V0_9_3, KRO_V0_9_4, KRO_V0_10_0];

/**
 * The default: the newest release whose rules were read from kro's source. v0.10.0's rest
 * on a release candidate's notes and on main after it, so it is chosen, not assumed.
 */
export const DEFAULT_KRO_RELEASE: KroRelease = KRO_V0_9_4;

/** The oldest release rgdc supports: compiled RGDs must pass it unless they say otherwise (`rgdc.dev/min-kro`). */
export const OLDEST_KRO_RELEASE: KroRelease = KRO_RELEASES[0]!;

/** The annotation in which a compiled RGD names the oldest kro release that accepts it, when that is not the oldest rgdc supports. */
export const MIN_KRO_ANNOTATION = 'rgdc.dev/min-kro';

/** The release `--kro` names (`v0.9.4`, also without the `v`), or undefined. */
export function findKroRelease(name: string): KroRelease | undefined {
  const wanted = name.startsWith('v') ? name : `v${name}`;
  return KRO_RELEASES.find((release) => release.name === wanted);
}

/** A usage error for an unknown `--kro` value, listing the known ones. */
export function describeUnknownKroRelease(name: string): string {
  return `unknown kro release "${name}"; rgdc models ${KRO_RELEASES.map((release) => release.name).join(', ')} (default ${DEFAULT_KRO_RELEASE.name})`;
}

/** The gates `gates` turns on that `release` does not have, with the first release that has each. */
export function gatesMissingFrom(release: KroRelease, gates: Readonly<Record<KroFeatureGate, boolean>>): { gate: KroFeatureGate; since?: string }[] {
  return (Object.keys(gates) as KroFeatureGate[])
    .filter((gate) => gates[gate] && !release.featureGates.includes(gate))
    .map((gate) => {
      const since = KRO_RELEASES.find((r) => r.featureGates.includes(gate))?.name;
      return since === undefined ? { gate } : { gate, since };
    });
}
