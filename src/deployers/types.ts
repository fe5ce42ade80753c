/**
 * The deployer seam (docs/design/deployers.md): what delivers the artifacts the OCM
 * controller resolved into a cluster (Flux today). The core (compiler, check, preview,
 * verify, CLI) knows a deployer only through this interface and reaches the one a target
 * profile names through the registry (`./index.ts`); each deployer is one folder,
 * src/deployers/<name>/, whose `index.ts` exports one `Deployer`.
 */
import type { ResolvedSchema } from '../kube/catalog/types.js';
import type { Analysis, HelmDelivery, KustomizeDelivery, SecretPathProblem } from '../compiler/phases/3-analyze/types.js';

export type { SecretPathProblem };
import type { NodeDraft } from '../compiler/phases/4-graph/nodes/draft.js';
import type { SettingsContext } from '../compiler/phases/4-graph/nodes/settings.js';
import type { SettingGroup, SettingNode } from '../targets/setting-kit.js';
import type { TargetProfile } from '../targets/types.js';

type Json = Record<string, unknown>;

/** What the graph phase hands a deployer: the analysed ConfigData, its target and the settings to apply. */
export interface DeliveryInput {
  readonly analysis: Analysis;
  /** `analysis.delivery`: Helm chart or kustomize source, with every rule already analysed. */
  readonly delivery: HelmDelivery | KustomizeDelivery;
  /** A profile of this deployer (`profile.deployer.name` is the deployer's `name`). */
  readonly profile: TargetProfile;
  /** The ConfigData's installation-setting choices, over the deployer's own catalogue. */
  readonly settings: SettingsContext;
}

/** Kinds for the schema catalog, by `apiVersion` then kind. */
export type DeployerKinds = Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>>;

/** What the controller of one of the deployer's objects would write, as preview shows it. */
export interface UpstreamStatus {
  readonly status: Json;
  /** Why the status looks so, shown by preview (`simulated: helm-controller (installed)`). */
  readonly note: string;
}

/** The deployer's upstream simulation for `rgdc preview`. */
export interface DeployerUpstream {
  /** The API groups whose objects `simulate` answers for (`helm.toolkit.fluxcd.io`, ...). */
  readonly groups: readonly string[];
  /**
   * The status the controller writes after a successful reconcile; `undefined` for a kind
   * it does not simulate. `find` returns an object of the graph already created in the
   * same namespace (a release reading its source's artifact).
   */
  simulate(object: Json, namespace: string, find: (kind: string, name: string) => Json | undefined): UpstreamStatus | undefined;
}

/** The deployer's installation settings (`spec.delivery.<group>`, docs/installation-settings.md). */
export interface DeployerSettings {
  /** Its groups of the catalogue, in catalogue order (Flux: `source`, `helm`, `kustomize`). */
  readonly groups: Readonly<Partial<Record<SettingGroup, Readonly<Record<string, SettingNode>>>>>;
  /** The object kind each of its groups writes to (`Flux HelmRelease`), for docs and messages. */
  readonly targets: Readonly<Partial<Record<SettingGroup, string>>>;
  /**
   * The settings of `groups` that `profile`'s release cannot carry (its oldest controller's
   * CRD lacks the field): setting path below `delivery` (`source.proxySecretRef`) → why.
   * They are not offered for that profile, and pinning or defaulting one is refused
   * (`configdata_target_unsupported`).
   */
  unavailable(profile: TargetProfile): ReadonlyMap<string, string>;
  /** `groups` without the settings {@link unavailable} for `profile`. */
  groupsFor(profile: TargetProfile): Readonly<Partial<Record<SettingGroup, Readonly<Record<string, SettingNode>>>>>;
}

/** One deployer column of `rgdc compile --list-targets`. */
export interface DeployerColumn {
  readonly title: string;
  cell(profile: TargetProfile): string;
}

/**
 * A deployer. Every member is required: the core has no Flux default to fall back on, so
 * a deployer that forgets one does not compile.
 */
export interface Deployer {
  /** Its name in the registry and in profiles (`profile.deployer.name`); the key of its data in `--list-targets --json`. */
  readonly name: string;
  /** As people write it (`Flux`); the last `--list-targets` column is titled with it. */
  readonly title: string;
  /** Its target profiles, each one OCM controller × one of its releases (`composeProfile`), newest first. */
  readonly profiles: readonly TargetProfile[];
  /**
   * Its part of the resource graph: the source and release objects that deliver the
   * delivery's artifact, after the OCM nodes and in the order kro should create them.
   * Each draft carries its readiness (`readyWhen`, `buildNode` gives the Ready-condition
   * test) and, for `--explain`, its provenance and settings.
   */
  buildNodes(input: DeliveryInput): readonly NodeDraft[];
  /**
   * Why it cannot hand a secret to a Helm chart at the values path `text` (as `--set`
   * writes it; Flux: the HelmRelease CRD's rule for `valuesFrom[].targetPath`), or
   * undefined. Checked at the ConfigData's `secrets[].path`.
   */
  secretValuesPath(text: string): SecretPathProblem | undefined;
  /**
   * Why it cannot deliver this delivery at all (a kind of delivery it has no equivalent
   * for), at the ConfigData field that asks for it; undefined when it can. Reported as
   * `configdata_target_unsupported`, never a silent loss.
   */
  refusesDelivery(
    delivery: HelmDelivery | KustomizeDelivery,
  ): { readonly path: readonly (string | number)[]; readonly message: string; readonly hint: string } | undefined;
  /** Its installation settings. */
  readonly settings: DeployerSettings;
  /** The schemas of every kind it emits, for every release, for `rgdc check` and preview. */
  readonly kinds: DeployerKinds;
  /**
   * The schemas of its kinds as `profile`'s release serves them: a release that names a
   * range of versions (Flux 2.3 to 2.7) answers with its oldest controllers' CRDs, so a
   * template that uses a field only newer ones have is flagged.
   */
  kindsFor(profile: TargetProfile): DeployerKinds;
  /** Its controllers as `rgdc preview` simulates them. */
  readonly upstream: DeployerUpstream;
  /** What `--verify` says about it. */
  readonly verify: {
    /** Who pulls the chart or source from the OCI registry (`Flux`), in `configdata_resource_not_oci`. */
    readonly puller: string;
  };
  /** Its columns of `--list-targets` (the docs table of targets), between RESOURCE STATUS and OCM CONTROLLER. */
  readonly columns: readonly DeployerColumn[];
}
