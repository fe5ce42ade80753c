/**
 * A target profile: the versions of the OCM controller and Flux an RGD is compiled for.
 * Profiles are data. Code asks a profile "how do I read the registry of a resolved OCM
 * resource?" instead of testing controller versions with `if`s.
 */
export interface TargetProfile {
  /**
   * Name used with `--target` and recorded in `rgdc.dev/target`: the OCM controller and the
   * Flux release it is for, `<ocm controller>-<version>+flux-<release>` (docs/targets.md).
   */
  readonly name: string;
  /**
   * Earlier names, still accepted wherever a profile is named (`--target`, the
   * `rgdc.dev/target` annotation, fixture `target` files) with a deprecation warning.
   */
  readonly aliases: readonly string[];
  /** One sentence: the Resource status shape and the Flux versions it emits. */
  readonly description: string;
  /**
   * The controller releases the profile was written for, as people say them (releases,
   * commits, PR numbers). Documentation only: shown by `--list-targets` and in
   * docs/targets.md; no code branches on it.
   */
  readonly matches: {
    /** OCM controller: repository and the range of commits / PRs. */
    readonly ocm: string;
    /** Flux distribution and controller versions. */
    readonly flux: string;
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
  readonly flux: {
    readonly ociRepositoryApiVersion: string;
    readonly helmReleaseApiVersion: string;
    readonly kustomizationApiVersion: string;
    /** GitRepository, for kustomize sources with `sourceType: git` (v1 since Flux 2.0). */
    readonly gitRepositoryApiVersion: string;
    readonly interval: string;
  };
}
