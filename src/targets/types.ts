/**
 * A target profile: an OCM controller generation × a deployer release (Flux 2.6, ...) an RGD
 * is compiled for. Profiles are data. Code asks a profile "how do I read the registry of a
 * resolved OCM resource?" instead of testing controller versions with `if`s; what a
 * deployer release means is known only to its deployer (src/deployers/, docs/design/deployers.md).
 */
export interface TargetProfile {
  /**
   * Name used with `--target` and recorded in `rgdc.dev/target`: the OCM controller and the
   * deployer release it is for, `<ocm controller>-<version>+<deployer>-<release>` (docs/targets.md).
   */
  readonly name: string;
  /**
   * Earlier names, still accepted wherever a profile is named (`--target`, the
   * `rgdc.dev/target` annotation, fixture `target` files) with a deprecation warning.
   */
  readonly aliases: readonly string[];
  /** One sentence: the Resource status shape and the deployer's versions it emits. */
  readonly description: string;
  /**
   * The controller releases the profile was written for, as people say them (releases,
   * commits, PR numbers). Documentation only: shown by `--list-targets` and in
   * docs/targets.md; no code branches on it.
   */
  readonly matches: {
    /** OCM controller: repository and the range of commits / PRs. */
    readonly ocm: string;
    /** The deployer's distribution and controller versions. */
    readonly deployer: string;
  };
  readonly ocm: {
    readonly apiVersion: string;
    /** `repositorySpec.type` of the OCM `Repository`. */
    readonly repositoryType: string;
    /** `spec.interval` of Repository and Component objects. */
    readonly interval: string;
    /** `spec.interval` of Resource objects; `undefined` where the controller removed the field. */
    readonly resourceInterval: string | undefined;
    /** `spec.additionalStatusFields` of every Resource, or `undefined` when the controller has none. */
    readonly additionalStatusFields: Readonly<Record<string, unknown>> | undefined;
    /**
     * Field paths, below the Resource object, where each OCI coordinate of the resolved
     * artifact appears in its status (`status.additional.oci.registry`, ...).
     */
    /**
     * How a Resource exposes a git source (an OCM `gitHub` access: `repoUrl`, `commit`) for
     * kustomize delivery with `sourceType: git`; `undefined` where the controller cannot.
     */
    readonly git: { readonly additionalStatusFields: Readonly<Record<string, unknown>>; readonly url: string; readonly commit: string } | undefined;
    readonly coordinates: {
      readonly registry: string;
      readonly repository: string;
      readonly tag: string;
      readonly digest: string;
      /** `tag@digest`, or the tag, or the digest (as `toOCI()` returns it). */
      readonly reference: string;
    };
  };
  readonly deployer: DeployerRelease;
}

/**
 * Which deployer delivers the OCM resources and the settings of the release a profile is
 * for. The core reads only `name` (to find the deployer in the registry); `release` is the
 * deployer's own data (Flux: the API versions it serves), read by that deployer alone and
 * listed as it is by `rgdc compile --list-targets --json`.
 */
export interface DeployerRelease {
  /** The deployer's name in the registry (`flux`). */
  readonly name: string;
  readonly release: Readonly<Record<string, unknown>>;
}
