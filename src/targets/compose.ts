/**
 * A target profile is one OCM controller generation × one deployer release. A deployer
 * declares its profiles (src/deployers/<name>/) with `composeProfile`, so every profile is
 * named and shaped the same way: `<ocm controller>+<deployer release>`
 * (`ocm-controller-v0.3.0+flux-v2.6`).
 */
import type { OcmController } from './controllers.js';
import type { TargetProfile } from './types.js';

/** One release of a deployer, as a profile names and describes it. */
export interface DeployerReleaseSpec {
  /** The second half of profile names (`flux-v2.6`). */
  readonly id: string;
  /** What `matches.deployer` says: the deployer's releases and controller versions. */
  readonly matches: string;
  /** The deployer's own data about the release (Flux: the API versions it serves). */
  readonly release: Readonly<Record<string, unknown>>;
}

/** What a profile says about itself beyond its two halves. */
export interface ProfileText {
  /**
   * Earlier names, accepted with a deprecation warning; `<former>+<release id>` for each of
   * the controller's `formerNames` of the deployer is added after them.
   */
  readonly aliases: readonly string[];
  /** One sentence: the Resource status shape and the deployer's versions it emits. */
  readonly description: string;
}

/** The profile of `controller` × `release` of the deployer `deployer` (its registry name). */
export function composeProfile(controller: OcmController, deployer: string, release: DeployerReleaseSpec, text: ProfileText): TargetProfile {
  return {
    name: `${controller.name}+${release.id}`,
    aliases: [...(controller.formerNames[deployer] ?? []).map((former) => `${former}+${release.id}`), ...text.aliases],
    description: text.description,
    matches: { ocm: controller.matches, deployer: release.matches },
    ocm: controller.block,
    deployer: { name: deployer, release: release.release },
  };
}
