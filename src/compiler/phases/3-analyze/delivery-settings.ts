/**
 * `deploy.delivery`: the installation settings a ConfigData gives defaults for or pins.
 * The JSON Schema has already checked each value's shape; here each value is tied to its
 * setting, and what cannot apply is reported: settings of the other delivery (`helm` in a
 * kustomize ConfigData), OCIRepository settings with a git source, and a setting that is
 * both defaulted and pinned.
 *
 * ```yaml
 * deploy:
 *   helm: {chart: chart}
 *   delivery:
 *     defaults: {helm: {timeout: 10m}}          # installers may change it
 *     pinned: {source: {provider: aws}}         # written into the OCIRepository
 * ```
 */
import { INSTALLATION_SETTINGS, type SettingGroup, type SettingNode } from '../../../targets/installation-settings.js';
import type { ConfigData } from '../2-validate/types.js';
import type { FieldPath } from '../../../source/types.js';
import type { AnalysisReporter } from './reporter.js';
import type { ChosenSetting, DeliverySettingChoices } from './types.js';

/** The settings groups a delivery writes to. */
export function settingGroupsFor(kind: 'helm' | 'kustomize', gitSource: boolean): SettingGroup[] {
  return ['ocm', ...(gitSource ? [] : (['source'] as const)), kind];
}

/** Reads `deploy.delivery`; reports settings that cannot apply (errors). */
export function analyzeDeliverySettings(config: ConfigData, groups: readonly SettingGroup[], at: AnalysisReporter): DeliverySettingChoices {
  const delivery = config.deploy.delivery;
  const read = (which: 'defaults' | 'pinned'): Map<string, ChosenSetting> => {
    const found = new Map<string, ChosenSetting>();
    const given = (delivery?.[which] ?? {}) as Record<string, unknown>;
    for (const [group, value] of Object.entries(given)) {
      const origin: FieldPath = ['deploy', 'delivery', which, group];
      if (!groups.includes(group as SettingGroup)) {
        const why =
          group === 'source'
            ? 'the kustomize source is a git repository (Flux GitRepository), not an OCIRepository'
            : `this ConfigData delivers with ${groups.includes('helm') ? 'helm' : 'kustomize'}`;
        at('configdata_delivery_mismatch', origin, `\`${group}\` settings do not apply: ${why}`, { key: true });
        continue;
      }
      collect(INSTALLATION_SETTINGS[group as SettingGroup], value as Record<string, unknown>, [group], origin, found);
    }
    return found;
  };
  const defaults = read('defaults');
  const pinned = read('pinned');
  for (const [path, pin] of pinned) {
    if (!defaults.has(path)) continue;
    at('configdata_delivery_conflict', pin.origin, `\`${path}\` is both defaulted and pinned; a pinned setting has no default`, { key: true });
    defaults.delete(path);
  }
  return { groups, defaults, pinned };
}

function collect(
  fields: Readonly<Record<string, SettingNode>>,
  value: Record<string, unknown>,
  at: string[],
  origin: FieldPath,
  found: Map<string, ChosenSetting>,
): void {
  for (const [name, given] of Object.entries(value)) {
    const node = fields[name];
    // Unknown names were reported by the schema; they cannot reach here.
    if (!node) continue;
    if (node.kind === 'leaf') found.set([...at, name].join('.'), { path: [...at, name], value: given, origin: [...origin, name] });
    else collect(node.fields, given as Record<string, unknown>, [...at, name], [...origin, name], found);
  }
}
