/**
 * The built-in target profiles, newest first. `DEFAULT_TARGET` is always the newest.
 * Each profile is data in its own file under `profiles/`, built from the controller blocks
 * in `controllers.ts`. See docs/targets.md for what each one matches and how to pick one.
 */
import { OCM_ADDITIONAL_FLAT } from './profiles/ocm-additional-flat.js';
import { OCM_ADDITIONAL_FLAT_FLUX_V1BETA2 } from './profiles/ocm-additional-flat-flux-v1beta2.js';
import { OCM_NESTED_OCI } from './profiles/ocm-nested-oci.js';
import { OCM_NESTED_OCI_FLUX_V1BETA2 } from './profiles/ocm-nested-oci-flux-v1beta2.js';
import { OCM_REFERENCE } from './profiles/ocm-reference.js';
import { OCM_REFERENCE_FLUX_V1BETA2 } from './profiles/ocm-reference-flux-v1beta2.js';
import type { TargetProfile } from './types.js';

export { OCM_ADDITIONAL_FLAT, OCM_ADDITIONAL_FLAT_FLUX_V1BETA2, OCM_NESTED_OCI, OCM_NESTED_OCI_FLUX_V1BETA2, OCM_REFERENCE, OCM_REFERENCE_FLUX_V1BETA2 };

/** The newest OCM controller with the newest Flux. */
export const DEFAULT_TARGET: TargetProfile = OCM_NESTED_OCI;

/** Newest first: by OCM controller generation, then by Flux. */
const ORDERED: readonly TargetProfile[] = [
  OCM_NESTED_OCI,
  OCM_NESTED_OCI_FLUX_V1BETA2,
  OCM_ADDITIONAL_FLAT,
  OCM_ADDITIONAL_FLAT_FLUX_V1BETA2,
  OCM_REFERENCE,
  OCM_REFERENCE_FLUX_V1BETA2,
];

/** Every built-in profile, by its current name, newest first (aliases are not keys). */
export const TARGET_PROFILES: ReadonlyMap<string, TargetProfile> = new Map(ORDERED.map((profile) => [profile.name, profile]));

/** Deprecated profile names (the names before release-based naming) and their profile. */
export const TARGET_ALIASES: ReadonlyMap<string, TargetProfile> = new Map(ORDERED.flatMap((profile) => profile.aliases.map((alias) => [alias, profile] as const)));

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
