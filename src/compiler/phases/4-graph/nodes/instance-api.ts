/**
 * The instance API installers use: the configuration parameters as kro SimpleSchema, the
 * component override (repository URL, version) and one reference per secret. The status
 * is built once the graph is ordered (`instance-status.ts`).
 */
import type { SimpleSchemaField } from '../../../../simpleschema/index.js';
import type { Analysis } from '../../3-analyze/types.js';
import type { InstanceSchema } from '../types.js';
import { printerColumnsFor } from './instance-status.js';
import { sortedByKey } from '../../../../util/records.js';

/** Builds `spec.schema` of the RGD around a `status` built from the ordered graph. */
export function buildInstanceSchema(
  analysis: Analysis,
  status: InstanceSchema['status'],
  settings: { readonly delivery?: SimpleSchemaField; readonly types: Readonly<Record<string, SimpleSchemaField>> },
): InstanceSchema {
  const { config, names, schema } = analysis;
  const spec: Record<string, SimpleSchemaField> = { ...schema.spec };
  spec.component = {
    repository: `string | default=${marker(config.component.repository)} description="OCM repository holding the component version; override to deploy from a mirror"`,
    version: `string | default=${marker(config.component.version)} description=${marker(`Version or semver constraint of ${config.component.name} to deploy`)}`,
  };
  if (analysis.secrets.length > 0) {
    spec.secrets = Object.fromEntries(
      [...analysis.secrets]
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .map((secret): [string, SimpleSchemaField] => [
          secret.name,
          secret.targetPath !== undefined
            ? {
                key: `string | default=${marker(secret.defaultKey)} description="Key inside the Secret that holds the value"`,
                name: `string | default=${marker(secret.defaultSecretName)} description=${marker(secret.description ?? `Name of the Secret holding ${secret.name}`)}`,
              }
            : {
                // kustomize reads the whole Secret: every key becomes a post-build variable.
                name: `string | default=${marker(secret.defaultSecretName)} description=${marker(secret.description ?? `Name of the Secret whose keys become variables for ${secret.name}`)}`,
              },
        ]),
    );
  }
  // Installation settings (./settings.ts): only what the installer may set.
  if (settings.delivery !== undefined) spec.delivery = settings.delivery;
  return {
    apiVersion: names.apiVersion,
    kind: names.kind,
    group: names.group,
    spec: sortedByKey(spec),
    types: sortedByKey({ ...schema.types, ...settings.types }),
    status,
    additionalPrinterColumns: printerColumnsFor(status),
  };
}

/**
 * A double-quoted SimpleSchema marker value. Values here come from validated ConfigData
 * fields; `\\` and `"` are escaped the way kro's marker parser unescapes them.
 */
function marker(value: string): string {
  return `"${value.replace(/\s+/g, ' ').replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
