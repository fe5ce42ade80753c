/**
 * The values `diff` hands between its steps, and its public output.
 *
 * Steps (`diff()` in `index.ts` only orchestrates): load both sides (ConfigData compiled,
 * RGD checked, as `preview` does) → build the CRD kro would generate for each
 * (`crd/instance-crd.ts`) → kro's decision on the update (`compat/`) → what kro misses
 * (`kro-blind-spots.ts`) and over-reports (`over-reported.ts`) → immutable fields
 * (`immutable.ts`) → graph changes (`graph-changes.ts`) → per-instance fan-out
 * (`instances.ts`).
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PreviewFile } from '../preview/types.js';
import type { TargetProfile } from '../targets/types.js';
import type { KroRelease } from '../kro/releases/index.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';

/** Where a change is in the user's file: NEW, or OLD for what was removed. */
export interface ChangeLocation {
  readonly side: 'old' | 'new';
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/**
 * Where a change comes from: `kro` (kro's own comparison), `immutable` (the API server's
 * rules on the RGD), `missed` (a schema change kro's comparison does not see).
 */
export type ChangeSource = 'kro' | 'immutable' | 'missed';

/** One instance-API change, as `--json` prints it in `result.changes[]`. */
export interface SchemaChange {
  /** Dotted field path of the instance (`spec.replicas.minimum`, `spec.hosts[].maxLength`). */
  readonly path: string;
  /** kro's change type (`PropertyRemoved`, ...), `Immutable`, or rgdc's name of a missed change (`EnumAdded`, ...). */
  readonly type: string;
  readonly source: ChangeSource;
  /** kro's JSON path (`.properties.spec.properties.replicas.minimum`), for kro and missed changes. */
  readonly kroPath?: string;
  /** Whether kro counts it as breaking (immutable changes: always). */
  readonly breaking: boolean;
  /** Whether the update goes through despite it: non-breaking, or breaking with the annotation. Immutable changes never are. */
  readonly allowed: boolean;
  /** Whether the change reaches the cluster's CRD (false when kro refuses the update or skips it). */
  readonly kroApplies: boolean;
  /** kro's description (`Change.Description()`) or rgdc's for the other sources. */
  readonly message: string;
  readonly oldValue?: string;
  readonly newValue?: string;
  /** Why kro's verdict is wrong here (`over-reported`), or what a missed change means for instances. */
  readonly note?: string;
  /** True when kro calls it breaking but no valid instance can be hurt by it. */
  readonly overReported?: boolean;
  readonly severity: 'error' | 'warning' | 'info';
  readonly location?: ChangeLocation;
}

/** One change of the resource graph (not checked by kro, which replaces the graph). */
export interface GraphChange {
  /** `resource-added`, `resource-removed`, `resource-renamed`, `kind-changed`, `template-changed`, `readyWhen-changed`, `includeWhen-changed`, `forEach-changed`, `externalRef-changed`, `status-field-added`, `status-field-removed`, `status-field-changed`. */
  readonly type: string;
  /** The resource id (the new id for a rename) or the status field path. */
  readonly id: string;
  readonly from?: string;
  readonly message: string;
  /** Template field paths that changed (`spec.values.replicaCount`), for `template-changed`. */
  readonly fields?: readonly string[];
  readonly location?: ChangeLocation;
}

/**
 * One instance to preview against both sides: a file, or one item of a `kind: List` file
 * (`kubectl get KIND -A -o yaml`), whose `source` then keeps only that item, at its own
 * line and column (`instance-list.ts`), so every position is one in the file.
 */
export interface InstanceFile extends PreviewFile {
  /** Index of the item in the file's `items[]`, for an item of a List. */
  readonly item?: number;
}

/** What happens to one installation. */
export interface InstanceOutcome {
  readonly file: string;
  /** Line and column (1-based) where the instance starts in `file` (its item, for a List). */
  readonly line: number;
  readonly column: number;
  /** Index in the List's `items[]`, for an item of a `kind: List` file. */
  readonly item?: number;
  readonly name: string;
  /**
   * `unchanged`, `changed`, `rejected` (the new CRD refuses it), `invalid` (it does not
   * preview against OLD or NEW), `not-compared` (it previews, but an object could not be
   * built on one side, so what changes is not known: `problems` says why), `accepted`
   * (OLD is a CRD, so there are no OLD objects to compare: the new instance API takes it
   * and NEW builds every object).
   */
  readonly verdict: 'unchanged' | 'changed' | 'rejected' | 'invalid' | 'not-compared' | 'accepted';
  readonly created: readonly string[];
  readonly deleted: readonly string[];
  readonly changed: readonly { readonly object: string; readonly fields: readonly FieldDiff[] }[];
  /** Why the new schema rejects it, why it cannot be previewed, or why it is not compared. */
  readonly problems: readonly string[];
}

/** One field of one object that differs between OLD and NEW. */
export interface FieldDiff {
  readonly op: 'added' | 'removed' | 'changed';
  readonly path: string;
  readonly old?: unknown;
  readonly new?: unknown;
}

/** kro's decision on the new RGD. */
export interface DiffVerdict {
  /** `refuse`: kro (or the API server) will not take it; `update`: the CRD is patched; `skip`: no CRD change kro can see. */
  readonly action: 'update' | 'skip' | 'refuse';
  /** `kro.run/allow-breaking-changes` is exactly "true" on the NEW RGD. */
  readonly allowBreakingChanges: boolean;
  /** kro's condition message when it refuses (or would without the annotation). */
  readonly kroMessage?: string;
  /** The API server's message for an immutable field changed. */
  readonly apiServerMessage?: string;
  /** Name of the generated CRD. */
  readonly crd: string;
}

/** The result of {@link diff}. */
export interface DiffResult {
  /** False when an input had errors (then the rest is empty). */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly verdict?: DiffVerdict;
  readonly changes: readonly SchemaChange[];
  readonly graph: readonly GraphChange[];
  readonly instances: readonly InstanceOutcome[];
  /** Texts generated on the way (RGDs compiled from ConfigData), for code frames. */
  readonly generated: readonly PreviewFile[];
}

/** What {@link diff} reads. */
export interface DiffOptions {
  readonly old: PreviewFile;
  readonly new: PreviewFile;
  /** Target profile for ConfigData inputs (default: the newest, or an RGD's annotation). */
  readonly target?: TargetProfile;
  /** Instances to preview against both sides. */
  readonly instances?: readonly InstanceFile[];
  /** Component descriptor(s) for the previews (`--component`). */
  readonly component?: PreviewFile;
  /** The kro release on the cluster (`--kro`; default `DEFAULT_KRO_RELEASE`): its CRD-compatibility rules and its RGD rules for both previews. */
  readonly kro?: KroRelease;
  /**
   * The kro controller's feature gates (`--kro-feature-gates`; default: all off). For the
   * comparison only `ConservativeCRDComparison` (kro v0.10) counts; the previews get them too.
   * An RGD's `rgdc.dev/kro-feature-gates` annotation does not set the comparison's gates.
   */
  readonly featureGates?: KroFeatureGates;
}
