/**
 * The built-in target profiles: every deployer's (src/deployers/<name>/), in registry
 * order, each newest first. `DEFAULT_TARGET` is the newest profile of the default
 * deployer. Each profile is one OCM controller × one deployer release (`compose.ts`). See
 * docs/targets.md for what each one matches and how to pick one.
 */
import { DEFAULT_DEPLOYER, DEPLOYERS } from '../deployers/index.js';
import type { TargetProfile } from './types.js';

/** The newest OCM controller with the newest release of the default deployer (Flux). */
export const DEFAULT_TARGET: TargetProfile = DEFAULT_DEPLOYER.profiles[0]!;

/** Each deployer's profiles, newest first: by OCM controller generation, then by deployer release. */
const ORDERED: readonly TargetProfile[] = DEPLOYERS.flatMap((deployer) => deployer.profiles);

/** Every built-in profile, by its current name, newest first (aliases are not keys). */
export const TARGET_PROFILES: ReadonlyMap<string, TargetProfile> = new Map(ORDERED.map((profile) => [profile.name, profile]));

/** Deprecated profile names (the names before release-based naming) and their profile. */
export const TARGET_ALIASES: ReadonlyMap<string, TargetProfile> = new Map(
  ORDERED.flatMap((profile) => profile.aliases.map((alias) => [alias, profile] as const)),
);

/** A profile found by name: `alias` is set when the name was a deprecated one. */
export interface ResolvedTarget {
  readonly profile: TargetProfile;
  /** The deprecated name that was given, when it was not the profile's current name. */
  readonly alias?: string;
}

/**
 * Looks a profile up by its current name or a deprecated alias; `undefined` when neither.
 * Callers warn when `alias` is set (`--target`: a note on stderr; an annotation: the
 * diagnostic `rgd_target_deprecated`).
 */
export function resolveTarget(name: string): ResolvedTarget | undefined {
  const profile = TARGET_PROFILES.get(name);
  if (profile) return { profile };
  const aliased = TARGET_ALIASES.get(name);
  return aliased ? { profile: aliased, alias: name } : undefined;
}

/** `unknown target "x"; known: ...`, the usage error of every `--target` flag. */
export function describeUnknownTarget(name: string): string {
  return `unknown target "${name}"; known: ${[...TARGET_PROFILES.keys()].join(', ')} (deprecated names: ${[...TARGET_ALIASES.keys()].join(', ')})`;
}

/**
 * The profile `--deployer NAME` means together with `target` (`--target`, else the
 * default): the deployer's newest profile for the same OCM controller generation; `target`
 * itself when it is already that deployer's. An error text when the deployer is unknown or
 * has no profile for that controller.
 */
export function targetForDeployer(target: TargetProfile, name: string): TargetProfile | { readonly error: string } {
  const deployer = DEPLOYERS.find((d) => d.name === name);
  if (!deployer) return { error: `unknown deployer "${name}"; rgdc compiles for ${DEPLOYERS.map((d) => d.name).join(', ')}` };
  if (target.deployer.name === name) return target;
  const controller = target.name.slice(0, target.name.indexOf('+'));
  const profile = deployer.profiles.find((p) => p.name.startsWith(`${controller}+`));
  return profile ?? { error: `${deployer.title} has no target for the OCM controller of ${target.name} (rgdc compile --list-targets)` };
}
