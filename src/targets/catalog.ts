/**
 * The built-in schema catalog, and which of it an RGD made for a target is checked
 * against: the OCM kinds of the controller generation the target's OCM block describes,
 * every registered deployer's kinds (src/deployers/) and the common Kubernetes kinds.
 * `rgdc check`, `rgdc publish`, the language server and preview all ask here, so they
 * cannot disagree (issue 26: rgdc's own output for an older target warned
 * `template_unknown_kind` for Repository, Component and Resource).
 *
 * Every deployer's kinds are known whatever the target: a hand-written RGD may use Flux
 * objects beside another deployer's, and `rgdc check` knows them as before.
 *
 * ```ts
 * builtinSchemasFor(resolveTarget('ocm-k8s-toolkit-8102a71+flux-v2.6')!.profile)
 *   .lookup('delivery.ocm.software/v1alpha1', 'Resource'); // the toolkit's Resource at 8102a71
 * ```
 */
import { DEPLOYERS, deployerOf } from '../deployers/index.js';
import {
  chainResolvers,
  kindsResolver,
  kubernetesSchemas,
  NEWEST_OCM_RELEASE,
  ocmKinds,
  OCM_RELEASES,
  type Kinds,
  type OcmRelease,
  type SchemaResolver,
} from '../kube/catalog/index.js';
import { OCM_MONOREPO_NESTED, OCM_TOOLKIT_FLAT, OCM_TOOLKIT_REFERENCE } from './controllers.js';
import type { TargetProfile } from './types.js';

const RELEASE_OF_BLOCK = new Map<TargetProfile['ocm'], OcmRelease>([
  [OCM_MONOREPO_NESTED, 'monorepo-8d5af58'],
  [OCM_TOOLKIT_FLAT, 'toolkit-fad0b5e'],
  [OCM_TOOLKIT_REFERENCE, 'toolkit-8102a71'],
]);

/** Every deployer's kinds; where two name the same kind, the one earlier in the registry wins. */
const DEPLOYER_KINDS: Kinds = mergeKinds(DEPLOYERS.map((deployer) => deployer.kinds));

function mergeKinds(sets: readonly Kinds[]): Kinds {
  const merged: Record<string, Kinds[string]> = {};
  for (const set of sets) for (const [apiVersion, kinds] of Object.entries(set)) merged[apiVersion] = { ...kinds, ...merged[apiVersion] };
  return merged;
}

// One resolver per generation, made once: the schema objects are shared, so caches keyed by
// them (the template validator's) compile each kind once per process.
const HANDWRITTEN = new Map(OCM_RELEASES.map((release) => [release, { ...ocmKinds(release), ...DEPLOYER_KINDS }] as const));
const BUILTIN = new Map(OCM_RELEASES.map((release) => [release, chainResolvers(kindsResolver(HANDWRITTEN.get(release)!), kubernetesSchemas())] as const));
const WITHOUT_OCM = chainResolvers(kindsResolver(DEPLOYER_KINDS), kubernetesSchemas());

/**
 * The schemas rgdc knows without being told: OCM (of the controller generation `release`,
 * by default the newest), every deployer's kinds and common Kubernetes kinds.
 */
export function builtinSchemas(release: OcmRelease = NEWEST_OCM_RELEASE): SchemaResolver {
  return BUILTIN.get(release)!;
}

/**
 * The catalog without the OCM kinds, for a target whose OCM controller generation the
 * catalog does not know (a profile not built into rgdc): deployer and Kubernetes kinds
 * only, unless `--crds` supplies the OCM CRDs.
 */
export function builtinSchemasWithoutOcm(): SchemaResolver {
  return WITHOUT_OCM;
}

/** Only the hand-written OCM (of `release`) and deployer kinds (what the drift test compares). */
export function handwrittenSchemas(release: OcmRelease = NEWEST_OCM_RELEASE): SchemaResolver {
  return kindsResolver(HANDWRITTEN.get(release)!);
}

/** The hand-written kinds (OCM of `release`, and every deployer's) as a list, for listings and tests. */
export function handwrittenKinds(release: OcmRelease = NEWEST_OCM_RELEASE): { apiVersion: string; kind: string }[] {
  return Object.entries(HANDWRITTEN.get(release)!).flatMap(([apiVersion, kinds]) => Object.keys(kinds).map((kind) => ({ apiVersion, kind })));
}

/** The OCM controller generation whose schemas describe `profile`'s output; `undefined` for a profile not built in. */
export function ocmReleaseOf(profile: TargetProfile): OcmRelease | undefined {
  return RELEASE_OF_BLOCK.get(profile.ocm);
}

const FOR_PROFILE = new WeakMap<TargetProfile, SchemaResolver>();

/**
 * The built-in catalog for `profile`: the OCM kinds of its controller generation (none when
 * that is not one rgdc knows), its deployer's kinds as the oldest release of the profile's
 * range serves them (`Deployer.kindsFor`: a `+flux-v2.3` RGD is checked against
 * source-controller v1.3.0, helm-controller v1.0.0 and kustomize-controller v1.3.0), the
 * other deployers' kinds and the common Kubernetes kinds. Made once per profile, so the
 * schema objects are shared.
 */
export function builtinSchemasFor(profile: TargetProfile): SchemaResolver {
  let resolver = FOR_PROFILE.get(profile);
  if (resolver === undefined) {
    const release = ocmReleaseOf(profile);
    const own = deployerOf(profile).kindsFor(profile);
    const kinds = mergeKinds([own, DEPLOYER_KINDS]);
    // The profile's own deployer answers for its API groups: a version its release does not
    // serve (OCIRepository v1 on Flux 2.3) is unknown, not the newest release's schema.
    const ownGroups = new Set(Object.keys(own).map(groupOf));
    const others: Record<string, Kinds[string]> = {};
    for (const [apiVersion, byKind] of Object.entries(kinds)) {
      if (own[apiVersion] !== undefined) others[apiVersion] = own[apiVersion];
      else if (!ownGroups.has(groupOf(apiVersion))) others[apiVersion] = byKind;
      else {
        const ownKinds = new Set(Object.values(own).flatMap((k) => Object.keys(k)));
        const rest = Object.fromEntries(Object.entries(byKind).filter(([kind]) => !ownKinds.has(kind)));
        if (Object.keys(rest).length > 0) others[apiVersion] = rest;
      }
    }
    resolver = chainResolvers(kindsResolver({ ...(release ? ocmKinds(release) : {}), ...others }), kubernetesSchemas());
    FOR_PROFILE.set(profile, resolver);
  }
  return resolver;
}

function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}
