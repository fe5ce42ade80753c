/**
 * rgdc's library API. The CLI is a thin layer over these functions; everything here is
 * pure (no network, no cluster) and deterministic.
 */

// Compile a ConfigData into a kro ResourceGraphDefinition.
export { compile, findTarget, type CompileOptions, type CompileResult } from './compiler/compile.js';

// Translate an OCM v1 ConfigData (config.ocm.software/v1alpha1) into an rgdc ConfigData.
export { importV1ConfigData, parseComponentSpec, type ImportDeploy, type ImportOptions, type ImportResult } from './import/index.js';
export { EMIT_KINDS, type EmitKind, type EmitResult } from './compiler/phases/5-emit/index.js';

// Apply configuration and localization rules to one file, as OCM v1 did (`rgdc localize`).
export {
  localize,
  formatChangeLog,
  parseImageReference,
  type ImageReference,
  type LocalizeChange,
  type LocalizeOptions,
  type LocalizeResult,
} from './localize/index.js';

// Preview what kro would create for an instance, with upstream state simulated (`rgdc preview`).
export {
  preview,
  benchPreview,
  renderPreview,
  describeOrigin,
  type FieldOrigin,
  type NodeOutcome,
  type ObjectProvenance,
  type PreviewedObject,
  type PreviewFile,
  type PreviewOptions,
  type PreviewResult,
  type PreviewRunOptions,
} from './preview/index.js';

// OCM component versions from a registry or a CTF (`rgdc component`, `--component REF`; docs/components.md).
export {
  parseComponentReference,
  componentReferenceFromConfigData,
  formatComponentReference,
  type ComponentReference,
  type ComponentRepository,
  type VersionSelector,
} from './ocm/reference.js';
export { versionsFromTags, selectVersion, versionToTag, tagToVersion, type ComponentVersionTag } from './ocm/versions.js';
export { readComponentVersion, findLocalBlobLayer, type ComponentVersion, type OciDescriptor } from './ocm/component-version.js';
export { listComponentVersions, readReferencedVersion, loadComponentSet } from './ocm/load.js';
export { openStore, type StoreOptions } from './ocm/open-store.js';
export { CtfStore } from './ocm/ctf-store.js';
export { summarizeComponentVersion, summarizeVersions, type ComponentVersionSummary, type ComponentVersionsSummary } from './ocm/summary.js';
export { readComponentFile, resolveResource, type ComponentSet, type OcmComponent } from './ocm/descriptor/index.js';
export type { OciReader, OciWriter, StoredManifest, TagCondition } from './oci/types.js';
export { OciError, type OciErrorKind } from './oci/types.js';

// Publishing the RGD into an OCM component version (`rgdc publish`; docs/publish.md).
export {
  publish,
  type PublishMode,
  type PublishRequest,
  type PublishResult,
  type PublishedResource,
  type ResourceBlob,
  type VersionRef,
} from './publish/index.js';
export { openWritableStore } from './ocm/open-store.js';

// Check RGDs offline against kro's admission rules; render their resource graphs.
export { check, type CheckRunResult } from './check/check.js';
export {
  diff,
  renderDiff,
  ALLOW_BREAKING_CHANGES,
  type DiffOptions,
  type DiffResult,
  type DiffVerdict,
  type SchemaChange,
  type GraphChange,
  type InstanceOutcome,
  type FieldDiff,
} from './diff/index.js';
export type { CheckOptions, CheckResult, CheckedRgd, CheckedNode, SchemaResolver } from './kro/types.js';
export { crdSchemaResolver, chainSchemaResolvers } from './check/resolver.js';
export { renderGraph, GRAPH_FORMATS, type GraphFormat } from './check/graph-format.js';
export { simpleSchemaToOpenApi, type SimpleSchemaConversion, type SimpleSchemaIssue } from './simpleschema/parse/index.js';

// Evaluate kro CEL expressions offline (the typed environment of one RGD, JSON <-> CEL values).
export { createKroEnvironment, type KroEnvironment, type KroEnvironmentOptions, type KroScope, type ResourceDeclaration } from './cel/environment.js';
export { evaluateExpression, toCelValue, fromCelValue, type CelValue, type EvaluationResult } from './cel/evaluate.js';

// Diagnostics.
export type { Diagnostic, Severity } from './diagnostics/diagnostic.js';
export { DIAGNOSTIC_CODES, type DiagnosticCode } from './diagnostics/codes.js';
export { formatDiagnostic } from './diagnostics/format.js';
/** What must never be shown (docs/design/secrets.md): mask a source before formatting it. */
export { findSensitiveSpans, isCredentialKey, maskJson, maskSource, maskText, type SensitiveSpans } from './sensitive/index.js';

// Target profiles.
export { DEFAULT_TARGET, TARGET_ALIASES, TARGET_PROFILES, resolveTarget, type ResolvedTarget } from './targets/profiles.js';
export { TARGET_ANNOTATION } from './targets/annotation.js';
export type { TargetProfile } from './targets/types.js';

// kro feature gates (the controller's --feature-gates): compile, check and preview take `featureGates`.
export {
  DEFAULT_FEATURE_GATES,
  FEATURE_GATES_ANNOTATION,
  KRO_FEATURE_GATE_DEFAULTS,
  formatFeatureGates,
  parseFeatureGates,
  type KroFeatureGate,
  type KroFeatureGates,
} from './targets/feature-gates.js';

// Intermediate representations, for tools built on the phases.
export type { LoadedDocument, FieldPath } from './source/index.js';
export type { ValidatedConfigData, ConfigData } from './compiler/phases/2-validate/index.js';
export type { Analysis } from './compiler/phases/3-analyze/index.js';
export type { ResourceGraph, ResourceNode, InstanceSchema } from './compiler/phases/4-graph/index.js';

export { RGDC_VERSION } from './version.js';
