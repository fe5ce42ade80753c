/**
 * The values `preview` hands between its steps, and its public input and output.
 *
 * Steps (`preview()` in `index.ts` only orchestrates them): load the graph (ConfigData is
 * compiled, an RGD checked) → apply the instance schema → read the upstream inputs
 * (component descriptor, `--status`, `--external`) → walk the graph in kro's order →
 * project the instance status → render.
 */
import type { KroRelease } from '../kro/releases/index.js';
import type { CheckedDocument } from '../kro/document.js';
import type { RgdEnvironment } from '../kro/type-check/environment.js';
import type { SchemaResolver } from '../kro/types.js';
import type { FieldPath, LoadedDocument } from '../source/index.js';
import type { ResourceNode } from '../compiler/phases/4-graph/index.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { TargetProfile } from '../targets/types.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';
import type { OcmRole } from '../ocm/resource-roles.js';
import type { ComponentSet } from '../ocm/descriptor/types.js';

/** A file given to preview: its name (as shown in diagnostics) and text. */
export interface PreviewFile {
  readonly file: string;
  readonly source: string;
}

/** What {@link preview} reads. */
export interface PreviewOptions {
  /** The ConfigData (compiled first) or the RGD to preview. */
  readonly input: PreviewFile;
  /** The instance (`kind: <the RGD's kind>`), as an installer would apply it. */
  readonly instance: PreviewFile;
  /** OCM component descriptor(s) (v2 or `ocm.software/v3alpha1`; several documents for nested components). */
  readonly component?: PreviewFile;
  /**
   * Components already read (from a component reference: a registry or CTF, see
   * `src/ocm/load.ts`); used instead of `component` when given.
   */
  readonly components?: ComponentSet;
  /** Objects that `externalRef` resources read (one or more documents per file). */
  readonly externals?: readonly PreviewFile[];
  /** `ID.PATH=VALUE` overrides of simulated state; VALUE is YAML (`--status`). */
  readonly status?: readonly string[];
  /** OCM controller / Flux generation; defaults to the newest. */
  readonly target?: TargetProfile;
  /**
   * The kro controller's feature gates (`--kro-feature-gates`); default: the RGD's
   * `rgdc.dev/kro-feature-gates`, else kro's (all off). A ConfigData is compiled for them.
   */
  readonly featureGates?: KroFeatureGates;
  /** The kro release to preview for (`--kro`; default `DEFAULT_KRO_RELEASE`). */
  readonly kro?: KroRelease;
  /** Schemas of template kinds (scope, for namespace defaulting). Defaults to the built-in catalog. */
  readonly schemas?: SchemaResolver;
  /** `--strict`: a component version outside the semver constraint is an error, not a warning. */
  readonly strict?: boolean;
}

/** Where one printed field came from (`--explain`). */
export interface FieldOrigin {
  /**
   * `template`: a literal of the RGD template; `expression`: a `${...}` of the template;
   * `kro`: metadata kro sets on every object it creates; `upstream`: state simulated for
   * a controller (OCM, Flux); `override`: `--status`; `external`: an `--external` object;
   * `instance`: the instance file; `default`: a schema default; `status`: the RGD's
   * `schema.status` projection.
   */
  readonly kind: 'template' | 'expression' | 'kro' | 'upstream' | 'override' | 'external' | 'instance' | 'default' | 'status';
  /** Field path inside the RGD (`spec.resources[3].template.spec.url`) for template, expression and status fields. */
  readonly rgdPath?: string;
  /** The template string, with its `${...}` (expression and status fields). */
  readonly expression?: string;
  /** For ConfigData input: the instance field of the installation setting that filled it (`spec.delivery.helm.timeout`). */
  readonly setting?: string;
  /** For ConfigData input: the ConfigData fields behind the template field, as `path (file:line)`. */
  readonly configData?: readonly string[];
  /** A short human note (which controller, which descriptor, which kro rule). */
  readonly note?: string;
}

/** Field path (as printed, `spec.values.image.tag`) → origin, for one printed object. */
export type ObjectProvenance = Readonly<Record<string, FieldOrigin>>;

/** One concrete object kro would create (or read, for `externalRef`), as printed. */
export interface PreviewedObject {
  /** The resource id in the RGD. */
  readonly id: string;
  /** Position inside a `forEach` collection. */
  readonly collectionIndex?: number;
  /** True for `externalRef` objects: kro reads them, never writes them. */
  readonly external?: boolean;
  /** Whether the node's readyWhen held on the simulated state. */
  readonly ready: boolean;
  /** The object: what kro applies, plus the simulated `status`. */
  readonly object: Record<string, unknown>;
}

/** What happened to each resource id during the walk. */
export type NodeOutcome = 'created' | 'external' | 'skipped' | 'pending' | 'not-ready' | 'failed';

/** The result of {@link preview}. Never thrown: every problem is a diagnostic. */
export interface PreviewResult {
  /** False when any error was reported. */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** Objects in kro's creation order (topological, collections expanded). */
  readonly objects: readonly PreviewedObject[];
  /** The instance as the API server stores it (defaults applied) with kro's status. */
  readonly instance?: Record<string, unknown>;
  /** Per object key (`id`, or `id[index]` for collections; `instance`), field → origin. */
  readonly provenance: Readonly<Record<string, ObjectProvenance>>;
  /** Outcome per resource id, in topological order. */
  readonly nodes: readonly { readonly id: string; readonly outcome: NodeOutcome }[];
  /** Number of CEL expressions evaluated. */
  readonly expressions: number;
  /** Texts generated on the way (the RGD compiled from ConfigData), for code frames. */
  readonly generated: readonly PreviewFile[];
}

/** Where the graph came from, for `--explain`. */
export interface GraphSource {
  /** The ConfigData document, when the input was ConfigData. */
  readonly configData?: LoadedDocument;
  /** Compiled nodes by id (origin and provenance), when the input was ConfigData. */
  readonly compiledNodes?: ReadonlyMap<string, ResourceNode>;
  /** What each OCM `Resource` node is used for (chart, kustomize source, image), when the input was ConfigData. */
  readonly ocmRoles?: ReadonlyMap<string, OcmRole>;
}

/** The RGD as preview walks it. Filled by `load-graph.ts`. */
export interface PreviewGraph {
  readonly checked: CheckedDocument;
  /** The typed CEL environments check used for this RGD; every expression is evaluated in them. */
  readonly environment: RgdEnvironment;
  /** `metadata.name` of the RGD. */
  readonly name: string;
  /** `metadata.uid` of the RGD when the file has one (then kro's id label is set). */
  readonly uid?: string;
  /** Instance `apiVersion` (`group/version`) and kind. */
  readonly instanceApiVersion: string;
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly source: GraphSource;
  /** The target profile (from `--target`, or the one ConfigData was compiled for). */
  readonly target: TargetProfile;
  /** The kro release previewed (`--kro`): its scanner reads the templates. */
  readonly kro: KroRelease;
  /**
   * Types the expressions check left for after the walk (a one-shot preview,
   * `kro/type-check/rgd.ts` `DeferredTyping`) and returns their errors (the same on every
   * call). Any error means kro would not accept the RGD: the preview shows only the RGD's
   * errors, as when check finds them before the walk. Absent when nothing was left.
   */
  readonly finishTyping?: () => readonly Diagnostic[];
}

/** A field path, re-exported for the step modules. */
export type { FieldPath };
