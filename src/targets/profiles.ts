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

/** Every built-in profile, by name, newest first. */
export const TARGET_PROFILES: ReadonlyMap<string, TargetProfile> = new Map(ORDERED.map((profile) => [profile.name, profile]));
