/**
 * The installation settings a graph of a deployer's target can carry: the OCM group (the
 * core's, src/targets/installation-settings.ts) and the deployer's own groups.
 */
import type { SettingsCatalog } from '../compiler/phases/4-graph/nodes/settings.js';
import { OCM_SETTINGS } from '../targets/installation-settings.js';
import type { SettingNode } from '../targets/setting-kit.js';
import type { Deployer } from './types.js';

/** One catalogue per deployer, made once. */
const CATALOGS = new WeakMap<Deployer, SettingsCatalog>();

/** The settings of `deployer`'s targets, by group. */
export function settingsCatalogOf(deployer: Deployer): SettingsCatalog {
  let catalog = CATALOGS.get(deployer);
  if (catalog === undefined) {
    catalog = { ocm: OCM_SETTINGS, ...deployer.settings.groups };
    CATALOGS.set(deployer, catalog);
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
