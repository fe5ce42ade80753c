import type { SettingGroup } from '../../../targets/installation-settings.js';
import type { ParameterInfo, SimpleSchemaResult } from '../../../simpleschema/index.js';
import type { FieldPath, LoadedDocument } from '../../../source/types.js';
import type { ConfigData } from '../2-validate/types.js';
import type { HelmDeploy, KustomizeDeploy, PatchTarget } from '../../../generated/configdata.js';
import type { TextPart } from '../../../configdata/value-expression.js';
import type { ValuesPath } from '../../../configdata/values-path.js';
import type { ImagePart } from '../../../configdata/image-parts.js';

/**
 * Where one generated value comes from. `origin` is the ConfigData field that asked for it,
 * so every generated field can be traced back (`--explain`).
 */
export type ValueSource =
  | { readonly kind: 'literal'; readonly value: unknown; readonly origin: FieldPath }
  | { readonly kind: 'parameter'; readonly parameter: ParameterInfo; readonly origin: FieldPath }
  | { readonly kind: 'text'; readonly parts: readonly (string | { readonly parameter: ParameterInfo })[]; readonly origin: FieldPath }
  | { readonly kind: 'image'; readonly resourceId: string; readonly part: ImagePart; readonly origin: FieldPath }
  /** A map or list literal kept whole (a kustomize patch value); `leaves` resolve its scalars. */
  | {
      readonly kind: 'structure';
      readonly value: unknown;
      readonly leaves: readonly { readonly path: ValuesPath; readonly source: ValueSource }[];
      readonly origin: FieldPath;
    };

/** A tree of values to generate (Helm values), built from every rule. */
export type ValueNode =
  | { readonly kind: 'map'; readonly entries: Map<string, ValueNode> }
  | { readonly kind: 'list'; readonly items: ValueNode[] }
  | { readonly kind: 'leaf'; readonly source: ValueSource };

/** A normalised reference to an OCM resource of the component (or a nested one). */
export interface OcmResourceRef {
  readonly name: string;
  readonly extraIdentity?: Readonly<Record<string, string>>;
  readonly referencePath?: readonly { readonly name: string; readonly extraIdentity?: Readonly<Record<string, string>> }[];
}

/** One OCM resource the RGD must resolve, and the id its `Resource` node gets. */
export interface OcmResourceUse {
  readonly id: string;
  readonly role: 'chart' | 'source' | 'image';
  readonly ref: OcmResourceRef;
  /** Object name suffix, unique per RGD: `chart`, `image`, `postgres-image`. */
  readonly slug: string;
  readonly origin: FieldPath;
}

/** A secret read at deploy time (Helm `valuesFrom`, kustomize `postBuild.substituteFrom`). */
/** Why the target's deployer cannot write a secret at a values path. */
export interface SecretPathProblem {
  readonly message: string;
  readonly hint: string;
  /** The diagnostic (default `configdata_invalid_path`: the path is the problem); `configdata_secret_unsupported` when no path would do. */
  readonly code?: 'configdata_invalid_path' | 'configdata_secret_unsupported';
}

/**
 * The target's deployer's rule for the values path a secret goes to (Flux: HelmRelease
 * `valuesFrom[].targetPath`); given `--set` text, the problem or undefined.
 */
export type SecretValuesPathRule = (text: string) => SecretPathProblem | undefined;

export interface SecretBinding {
  readonly name: string;
  /** Helm only: `--set` path for Flux `valuesFrom[].targetPath`. */
  readonly targetPath?: string;
  readonly defaultSecretName: string;
  readonly defaultKey: string;
  readonly optional: boolean;
  readonly description?: string;
  readonly origin: FieldPath;
}

/** The names of the generated RGD and of the instance API it serves. */
export interface ApiNames {
  readonly rgdName: string;
  readonly kind: string;
  readonly apiVersion: string;
  readonly group: string;
}

/**
 * Everything the graph phase needs, derived from a validated ConfigData.
 * Filled by the analyze phase: rules are resolved against the parameters, paths parsed
 * and merged into one values tree, OCM resources collected and named.
 */
export interface Analysis {
  readonly document: LoadedDocument;
  readonly config: ConfigData;
  readonly names: ApiNames;
  readonly schema: SimpleSchemaResult;
  readonly ocmResources: readonly OcmResourceUse[];
  readonly delivery: HelmDelivery | KustomizeDelivery;
  readonly secrets: readonly SecretBinding[];
  /** `deploy.delivery`: installation settings defaulted or pinned by the ConfigData. */
  readonly settings: DeliverySettingChoices;
}

/** One installation setting the ConfigData defaults or pins. */
export interface ChosenSetting {
  /** Below `delivery`: `['helm', 'install', 'remediation', 'retries']`. */
  readonly path: readonly string[];
  readonly value: unknown;
  /** The ConfigData field that gives it. */
  readonly origin: FieldPath;
}

/** The installation settings of this delivery, and those the ConfigData fixes. */
export interface DeliverySettingChoices {
  /** The groups that apply (`ocm`, `source` unless the source is git, `helm` or `kustomize`). */
  readonly groups: readonly SettingGroup[];
  /** By dotted path below `delivery` (`helm.timeout`). */
  readonly defaults: ReadonlyMap<string, ChosenSetting>;
  readonly pinned: ReadonlyMap<string, ChosenSetting>;
}

/** Helm delivery: every rule merged into one values tree. */
export interface HelmDelivery {
  readonly kind: 'helm';
  readonly deploy: HelmDeploy;
  readonly chart: OcmResourceUse;
  readonly values: ValueNode & { kind: 'map' };
}

/** One object of the manifests and the JSON6902 operations rules apply to it. */
export interface PatchSet {
  readonly target: PatchTarget;
  readonly operations: readonly { readonly path: ValuesPath; readonly source: ValueSource }[];
}

/** A Kustomization `images` entry fed by an OCM image resource. */
export interface ImageOverride {
  readonly name: string;
  readonly resourceId: string;
  readonly origin: FieldPath;
}

/** Kustomize delivery: patches per target object, post-build variables, image overrides. */
export interface KustomizeDelivery {
  readonly kind: 'kustomize';
  readonly deploy: KustomizeDeploy;
  readonly source: OcmResourceUse;
  readonly patches: readonly PatchSet[];
  readonly substitutions: readonly { readonly name: string; readonly source: ValueSource }[];
  readonly images: readonly ImageOverride[];
}

export type { TextPart, ValuesPath };
