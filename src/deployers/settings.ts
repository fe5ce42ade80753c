/**
 * The installation settings a graph of a deployer's target can carry: the OCM group (the
 * core's, src/targets/installation-settings.ts) and the deployer's own groups.
 */
import type { SettingsCatalog } from '../compiler/phases/4-graph/nodes/settings.js';
import { OCM_SETTINGS } from '../targets/installation-settings.js';
import type { SettingNode } from '../targets/setting-kit.js';
import type { TargetProfile } from '../targets/types.js';
import type { Deployer } from './types.js';

/** One catalogue per profile, made once. */
const CATALOGS = new WeakMap<TargetProfile, SettingsCatalog>();

/**
 * The settings a graph for `profile` (a target of `deployer`) can carry, by group: the OCM
 * group and the deployer's, less those the profile's release cannot carry
 * (`deployer.settings.unavailable`).
 */
export function settingsCatalogOf(deployer: Deployer, profile: TargetProfile): SettingsCatalog {
  let catalog = CATALOGS.get(profile);
  if (catalog === undefined) {
    catalog = { ocm: OCM_SETTINGS, ...deployer.settings.groupsFor(profile) };
    CATALOGS.set(profile, catalog);
  }
  return catalog;
}

/** Whether `catalog` has the setting at `path` below `delivery` (`['helm', 'install', 'remediation', 'retries']`). */
export function hasSetting(catalog: SettingsCatalog, path: readonly string[]): boolean {
  const [group, ...rest] = path;
  let fields: Readonly<Record<string, SettingNode>> | undefined = catalog[group as keyof SettingsCatalog];
  for (const [i, name] of rest.entries()) {
    const node: SettingNode | undefined = fields?.[name];
    if (node === undefined) return false;
    if (node.kind === 'leaf') return i === rest.length - 1;
    fields = node.fields;
  }
  return false;
}
