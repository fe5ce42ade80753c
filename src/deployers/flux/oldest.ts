/**
 * The Flux kinds as the OLDEST controllers of a target's Flux range serve them: a target
 * `+flux-v2.3` promises Flux 2.3 and later, so its templates are checked against
 * source-controller v1.3.0, helm-controller v1.0.0 and kustomize-controller v1.3.0 (Flux
 * 2.3), not against the newest CRDs the hand-written kinds (`kinds.ts`) describe. The
 * schemas are generated from those CRDs (`generated/oldest-crds.ts`, `npm run gen:flux`);
 * the product does not read the corpus.
 *
 * The installation settings a range offers follow from the same data: a setting whose CRD
 * field the oldest controller lacks (OCIRepository `spec.proxySecretRef` before
 * source-controller v1.4.0, Flux 2.4) is not offered for that target, and a ConfigData that
 * pins or defaults it is refused (`configdata_target_unsupported`).
 */
import { type GeneratedCrdKinds, resolvedKindsOf } from '../../kube/catalog/crd-schemas.js';
import type { ResolvedSchema } from '../../kube/catalog/types.js';
import type { SettingGroup, SettingNode } from '../../targets/setting-kit.js';
import type { TargetProfile } from '../../targets/types.js';
import type { DeployerKinds } from '../types.js';
import { FLUX_OLDEST_SCHEMAS_JSON } from './generated/oldest-crds.js';
import { FLUX_KINDS } from './kinds.js';
import { type FluxRelease, fluxRelease } from './releases.js';
import { FLUX_SETTINGS } from './settings.js';

/** One controller release the generated data was read from. */
export interface OldestController {
  readonly controller: string;
  readonly tag: string;
  readonly commit: string;
  readonly file: string;
  readonly versions: readonly string[];
}

interface GeneratedRange {
  readonly controllers: readonly OldestController[];
  readonly kinds: GeneratedCrdKinds;
}

let data: Readonly<Record<string, GeneratedRange>> | undefined;

function ranges(): Readonly<Record<string, GeneratedRange>> {
  data ??= (JSON.parse(FLUX_OLDEST_SCHEMAS_JSON) as { ranges: Record<string, GeneratedRange> }).ranges;
  return data;
}

/** The Flux minor releases whose oldest controllers the catalog has (`2.3`, `2.6`). */
export function oldestFluxRanges(): string[] {
  return Object.keys(ranges());
}

function rangeOf(release: FluxRelease): GeneratedRange {
  const range = ranges()[release.oldestFlux];
  if (range === undefined) throw new Error(`no generated Flux schemas for Flux ${release.oldestFlux}: add it to scripts/generate-flux-schemas.mjs`);
  return range;
}

/** The controllers (and tags) of the oldest Flux release of `profile`'s range. */
export function oldestControllersOf(profile: TargetProfile): readonly OldestController[] {
  return rangeOf(fluxRelease(profile)).controllers;
}

const KINDS_BY_RANGE = new Map<string, DeployerKinds>();

/**
 * The Flux kinds for `profile`'s range: each kind the generated data covers as its oldest
 * controller serves it (a version it does not serve, OCIRepository v1 before
 * source-controller v1.6.0, is not there); the kinds it does not cover (GitRepository) as
 * `kinds.ts` describes them.
 */
export function fluxKindsFor(profile: TargetProfile): DeployerKinds {
  const release = fluxRelease(profile);
  let kinds = KINDS_BY_RANGE.get(release.oldestFlux);
  if (kinds === undefined) {
    const range = rangeOf(release);
    const covered = new Set<string>();
    for (const [apiVersion, byKind] of Object.entries(range.kinds)) for (const kind of Object.keys(byKind)) covered.add(`${groupOf(apiVersion)}/${kind}`);
    const merged: Record<string, Record<string, ResolvedSchema>> = {};
    for (const [apiVersion, byKind] of Object.entries(FLUX_KINDS)) {
      for (const [kind, schema] of Object.entries(byKind)) {
        if (covered.has(`${groupOf(apiVersion)}/${kind}`)) continue;
        (merged[apiVersion] ??= {})[kind] = schema;
      }
    }
    for (const [apiVersion, byKind] of Object.entries(resolvedKindsOf(range.kinds))) Object.assign((merged[apiVersion] ??= {}), byKind);
    kinds = merged;
    KINDS_BY_RANGE.set(release.oldestFlux, kinds);
  }
  return kinds;
}

function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}

/** The object each Flux settings group writes to, in `profile`'s release. */
function objectOf(group: SettingGroup, release: FluxRelease): { apiVersion: string; kind: string } | undefined {
  switch (group) {
    case 'source':
      return { apiVersion: release.ociRepositoryApiVersion, kind: 'OCIRepository' };
    case 'helm':
      return { apiVersion: release.helmReleaseApiVersion, kind: 'HelmRelease' };
    case 'kustomize':
      return { apiVersion: release.kustomizationApiVersion, kind: 'Kustomization' };
    default:
      return undefined;
  }
}

/** Whether `schema` has the property path `path` (`['spec', 'proxySecretRef']`). */
function hasField(schema: Record<string, unknown>, path: readonly string[]): boolean {
  let node: Record<string, unknown> | undefined = schema;
  for (const name of path) {
    const properties = node?.properties as Record<string, Record<string, unknown>> | undefined;
    node = properties?.[name];
    if (node === undefined) return false;
  }
  return true;
}

const UNAVAILABLE_BY_RANGE = new Map<string, ReadonlyMap<string, string>>();

/**
 * The Flux settings `profile`'s range cannot carry: setting path below `delivery`
 * (`source.proxySecretRef`) → why (`source-controller v1.3.0 (Flux 2.3) has no
 * OCIRepository spec.proxySecretRef`). Read from the generated schemas of the range's
 * oldest controllers, so a setting is offered exactly where every Flux of the range has
 * its field.
 */
export function unavailableFluxSettings(profile: TargetProfile): ReadonlyMap<string, string> {
  const release = fluxRelease(profile);
  const key = `${release.oldestFlux} ${release.ociRepositoryApiVersion} ${release.helmReleaseApiVersion} ${release.kustomizationApiVersion}`;
  let unavailable = UNAVAILABLE_BY_RANGE.get(key);
  if (unavailable === undefined) {
    const range = rangeOf(release);
    const found = new Map<string, string>();
    for (const [group, settings] of Object.entries(FLUX_SETTINGS) as [SettingGroup, Readonly<Record<string, SettingNode>>][]) {
      const object = objectOf(group, release);
      const schema = object && range.kinds[object.apiVersion]?.[object.kind]?.schema;
      if (!object || !schema) continue;
      const controller = range.controllers.find((c) => c.file.startsWith(`${groupOf(object.apiVersion)}_`));
      const by = controller ? `${controller.controller} ${controller.tag}` : `the oldest controller`;
      const walk = (fields: Readonly<Record<string, SettingNode>>, at: readonly string[], crdAt: readonly string[]) => {
        for (const [name, node] of Object.entries(fields)) {
          const crdField = node.kind === 'leaf' && node.crdField ? node.crdField : name;
          const crdPath = [...crdAt, crdField];
          if (!hasField(schema, crdPath)) {
            found.set(
              [...at, name].join('.'),
              `${by} (Flux ${release.oldestFlux}, the oldest release of the target's range) has no ${object.kind} ${crdPath.join('.')}`,
            );
          } else if (node.kind === 'container') walk(node.fields, [...at, name], crdPath);
        }
      };
      walk(settings, [group], ['spec']);
    }
    unavailable = found;
    UNAVAILABLE_BY_RANGE.set(key, unavailable);
  }
  return unavailable;
}

/** The Flux settings groups without the settings `profile`'s range cannot carry. */
export function fluxSettingsFor(profile: TargetProfile): Readonly<Partial<Record<SettingGroup, Readonly<Record<string, SettingNode>>>>> {
  const unavailable = unavailableFluxSettings(profile);
  if (unavailable.size === 0) return FLUX_SETTINGS;
  const prune = (fields: Readonly<Record<string, SettingNode>>, at: readonly string[]): Record<string, SettingNode> => {
    const out: Record<string, SettingNode> = {};
    for (const [name, node] of Object.entries(fields)) {
      const path = [...at, name];
      if (unavailable.has(path.join('.'))) continue;
      out[name] = node.kind === 'container' ? { ...node, fields: prune(node.fields, path) } : node;
    }
    return out;
  };
  return Object.fromEntries(Object.entries(FLUX_SETTINGS).map(([group, fields]) => [group, prune(fields, [group])]));
}
