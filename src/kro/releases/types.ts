/**
 * A kro release as data: everything rgdc's kro rules read that differs between the kro
 * versions a platform runs. A rule asks the release (`release.scanner.unterminated`,
 * `release.schemaFields.has('plural')`), never compares version numbers, so a new kro
 * release is one more entry in `./index.ts`.
 */
import type { KroFeatureGate } from '../../targets/feature-gates.js';

/** How kro's `${...}` scanner (`pkg/graph/parser/cel.go` `extractExpressions`) reads a string. */
export interface ScannerRules {
  /**
   * A `${` never closed: `literal` (kro up to v0.9: passed through as text) or `error`
   * (v0.10: "unterminated expression starting at offset N", the whole string fails).
   */
  readonly unterminated: 'literal' | 'error';
  /** Whether `'...'` is a CEL string literal whose `}`, `{` and `${` are not scanned (v0.10); before, only `"..."` was. */
  readonly singleQuotedLiterals: boolean;
}

/** Where one of the release's rules was read, for the README and `--list-targets`. */
export interface RuleSource {
  /** The rule, as people say it. */
  readonly rule: string;
  /** The kro commit, tag, pull request or docs snapshot it was read from. */
  readonly from: string;
}

export interface KroRelease {
  /** As `--kro` takes it: `v0.9.4`. */
  readonly name: string;
  /** What its rules were read from, in one line (a tag, commit or docs cut). */
  readonly readFrom: string;
  /** Rule by rule, where rgdc read what this release does differently from the one before it. */
  readonly sources: readonly RuleSource[];
  readonly scanner: ScannerRules;
  /** kro's reserved resource ids and iterator names (`kroReservedKeyWords`), CEL's own aside. */
  readonly reservedWords: ReadonlySet<string>;
  /** The feature gates this kro's controller has (`pkg/features/features.go`); all default off. */
  readonly featureGates: readonly KroFeatureGate[];
  /** Functions of rgdc's CEL library this release does not declare (`deepMerge` before 0302e659). */
  readonly missingFunctions: ReadonlySet<string>;
  /** Optional fields of `spec.schema` its RGD CRD has, beyond kind, apiVersion, group, scope, spec, status, types, additionalPrinterColumns, metadata. */
  readonly schemaFields: ReadonlySet<string>;
  /** Optional fields of `spec.resources[]` its RGD CRD has, beyond id, template, externalRef, readyWhen, includeWhen, forEach. */
  readonly resourceFields: ReadonlySet<string>;
  /** Label and annotation key prefixes a template may not set (`validateNoKROOwnedLabels`, `...Annotations`). */
  readonly reservedMetadataPrefixes: { readonly labels: readonly string[]; readonly annotations: readonly string[] };
  /**
   * `externalRef.metadata.selector`: a `LabelSelector` object only (the CRD types it), or
   * also one standalone `${...}` that resolves to one (v0.9.4, the field schemaless).
   */
  readonly externalRefSelector: 'label-selector' | 'label-selector-or-expression';
  /**
   * Whether kro annotates each child object with `internal.kro.run/apply-order` (its
   * deletion wave, `src/graph/apply-order.ts`; from b1b0aec5, PR #1318). Preview shows it.
   */
  readonly childApplyOrder: boolean;
  /** Which rules kro's CRD-compatibility check (`pkg/graph/crd/compat`) follows on an RGD update. */
  readonly crdCompatibility: 'v0.9' | 'v0.10';
}
