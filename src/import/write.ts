/**
 * Writes the imported rgdc ConfigData: the yaml-language-server schema line, a header
 * naming the source and what to review, then the document with keys in the order the
 * schema documents them.
 */
import type { ConfigData, ConfigurationRule, LocalizationRule, PatchTarget } from '../generated/configdata.js';
import { comment, toYaml } from '../compiler/phases/5-emit/index.js';
import { configDataSchemaId } from './options.js';

export interface HeaderInfo {
  /** The v1 file as the user named it. */
  readonly source: string;
  /** Flags that supplied what v1 kept elsewhere, as typed (`--component ...`). */
  readonly flags: readonly string[];
  /** The manifests directory read for kustomize targets, if any. */
  readonly sourceDir?: string;
  /** Parts of the v1 file left out, one line each. */
  readonly dropped: readonly string[];
}

/** The whole output text. */
export function writeConfigData(config: ConfigData, header: HeaderInfo): string {
  const lines = [
    `Imported by \`rgdc import\` from the OCM v1 ConfigData ${header.source}`,
    `(config.ocm.software/v1alpha1). Review before use:`,
    `- component and deploy come from the command line (${header.flags.join(' ')});`,
    `  v1 kept them in ComponentVersion, Resource and FluxDeployer objects.`,
    header.sourceDir !== undefined
      ? `- kustomize targets (kind and name) were read from the manifests in ${header.sourceDir}.`
      : config.deploy.helm
        ? "- Helm values paths come from rules on the chart's values file."
        : '- kustomize targets need the manifests (--source DIR).',
  ];
  if (header.dropped.length === 0) lines.push('- everything in the v1 file was imported as written.');
  else {
    lines.push(`- left out or changed (${header.dropped.length}; see the warnings of rgdc import), fix by hand if needed:`);
    for (const item of header.dropped) lines.push(`    ${item}`);
  }
  return `# yaml-language-server: $schema=${configDataSchemaId()}\n${comment(lines.join('\n'))}\n${toYaml(ordered(config))}`;
}

/** The document with keys in schema order (the order of `properties` in the JSON Schema). */
function ordered(config: ConfigData): Record<string, unknown> {
  const out: Record<string, unknown> = { apiVersion: config.apiVersion, kind: config.kind };
  out.metadata = pick(config.metadata, ['name', 'description', 'labels', 'annotations']);
  if (config.instance) out.instance = pick(config.instance, ['kind', 'apiVersion', 'group']);
  out.component = pick(config.component, ['name', 'version', 'repository']);
  out.deploy = config.deploy.helm
    ? { helm: pick(config.deploy.helm, ['chart', 'namespace', 'releaseName', 'interval', 'createNamespace']) }
    : { kustomize: pick(config.deploy.kustomize!, ['source', 'path', 'namespace', 'prune', 'wait', 'interval']) };
  if (config.configuration) {
    const configuration: Record<string, unknown> = pick(config.configuration, ['defaults', 'schema']);
    if (config.configuration.rules) configuration.rules = config.configuration.rules.map(rule);
    if (Object.keys(configuration).length > 0) out.configuration = configuration;
  }
  if (config.localization && config.localization.length > 0) out.localization = config.localization.map(localization);
  return out;
}

function rule(r: ConfigurationRule): Record<string, unknown> {
  const out = pick(r, ['value', 'path']);
  if (r.target) out.target = target(r.target);
  if (r.substitute !== undefined) out.substitute = r.substitute;
  return out;
}

function localization(l: LocalizationRule): Record<string, unknown> {
  const out: Record<string, unknown> = { resource: l.resource };
  if (l.target) out.target = target(l.target);
  return { ...out, ...pick(l, ['name', 'image', 'registry', 'repository', 'fullyQualifiedRepository', 'tag', 'digest']) };
}

function target(t: PatchTarget): Record<string, unknown> {
  return pick(t, ['kind', 'name', 'namespace', 'group', 'version']);
}

function pick<T extends object>(value: T, keys: readonly (keyof T & string)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}
