/**
 * The installation settings: the fields of the generated OCM and deployer objects that an
 * installer sets per instance under `spec.delivery` (credentials, CA, proxy, provider,
 * service accounts, timeouts, remediation, drift detection, pruning, SOPS, suspend).
 * Plain data, read by the instance API (`instance-api.ts`), the renderer (`render.ts`),
 * the ConfigData checks of `deploy.delivery` and docs/installation-settings.md. The `ocm`
 * group is here; the other groups are the default deployer's (Flux:
 * src/deployers/flux/settings.ts), as the ConfigData schema names them.
 *
 * Field names, types, enums and patterns are the CRDs' own (OCM Repository/Component/Resource
 * v1alpha1 of ocm-k8s-toolkit fad0b5e / 8102a71 and the OCM monorepo controller 8d5af58).
 * Every built-in target profile's CRDs carry every field listed here (the test suite checks
 * an RGD setting all of them against each profile's CRDs); secrets are only ever referenced
 * by name (`secretRef`), never carried.
 */
import { DEFAULT_DEPLOYER } from '../deployers/index.js';
import {
  boolean,
  GO_DURATION,
  NAMESPACE,
  OBJECT_NAME,
  settingJsonSchema,
  string,
  type SettingGroup,
  type SettingLeaf,
  type SettingNode,
} from './setting-kit.js';

export {
  settingJsonSchema,
  type SettingContainer,
  type SettingFacets,
  type SettingGroup,
  type SettingLeaf,
  type SettingNode,
  type StructField,
} from './setting-kit.js';

/** The settings of the OCM Repository, Component and Resource. */
export const OCM_SETTINGS: Readonly<Record<string, SettingNode>> = {
  config: {
    kind: 'leaf',
    type: 'list',
    crdField: 'ocmConfig',
    itemType: 'DeliveryOcmConfig',
    description:
      'OCM configuration (credentials for the OCM repository) on the Repository, Component and every Resource: Secrets, ConfigMaps or OCM objects by reference',
    fields: {
      apiVersion: {
        type: 'string',
        description: 'v1 for a Secret or ConfigMap, delivery.ocm.software/v1alpha1 for an OCM object',
        facets: { enum: ['v1', 'delivery.ocm.software/v1alpha1'] },
      },
      kind: {
        type: 'string',
        required: true,
        description: 'Kind of the referent',
        facets: { enum: ['Secret', 'ConfigMap', 'Repository', 'Component', 'Resource', 'Replication'] },
      },
      name: { type: 'string', required: true, description: 'Name of the referent', facets: { pattern: OBJECT_NAME } },
      namespace: { type: 'string', description: "Namespace of the referent (default: the object's own)", facets: { pattern: NAMESPACE } },
      policy: {
        type: 'string',
        description: 'Whether objects referencing this one reuse the configuration',
        default: 'Propagate',
        facets: { enum: ['Propagate', 'DoNotPropagate'] },
      },
    },
  },
  verify: {
    kind: 'leaf',
    type: 'list',
    itemType: 'DeliveryOcmVerify',
    description: 'Signatures the Component must carry, each checked with a public key (or certificate) read from a Secret',
    fields: {
      signature: { type: 'string', required: true, description: 'Name of the signature in the component version', facets: { pattern: '^[^"\\\\]+$' } },
      secretRef: {
        type: 'struct',
        required: true,
        description: 'Secret whose key <signature> holds the public key or certificate',
        fields: { name: { type: 'string', required: true, description: 'Name of the Secret', facets: { pattern: OBJECT_NAME } } },
      },
    },
  },
  interval: string('How often the Repository and Component (and, where the controller has the field, each Resource) are reconciled', { pattern: GO_DURATION }),
  suspend: boolean('Suspend reconciliation of the Repository, Component and Resources'),
};

/** Every installation setting, by group: the OCM group and the default deployer's. */
export const INSTALLATION_SETTINGS = { ocm: OCM_SETTINGS, ...DEFAULT_DEPLOYER.settings.groups } as Readonly<
  Record<SettingGroup, Readonly<Record<string, SettingNode>>>
>;

/** The object kinds each group writes to, for docs and messages. */
export const GROUP_TARGETS = { ocm: 'OCM Repository, Component and Resource', ...DEFAULT_DEPLOYER.settings.targets } as Readonly<Record<SettingGroup, string>>;

/** A setting's path below `delivery` (`['helm', 'install', 'remediation', 'retries']`). */
export type SettingPath = readonly string[];

/** Every leaf with its path below `delivery`, depth first in catalogue order. */
export function* settingLeaves(groups: readonly SettingGroup[] = ['ocm', 'source', 'helm', 'kustomize']): Generator<{ path: SettingPath; leaf: SettingLeaf }> {
  function* walk(fields: Readonly<Record<string, SettingNode>>, at: string[]): Generator<{ path: SettingPath; leaf: SettingLeaf }> {
    for (const [name, node] of Object.entries(fields)) {
      if (node.kind === 'leaf') yield { path: [...at, name], leaf: node };
      else yield* walk(node.fields, [...at, name]);
    }
  }
  for (const group of groups) yield* walk(INSTALLATION_SETTINGS[group], [group]);
}

/**
 * The JSON Schema of `deploy.delivery.defaults` and `.pinned` (the same shape as the
 * instance's `spec.delivery`). `schemas/configdata.v1alpha1.schema.json` holds a copy as
 * `definitions.deliverySettings`; a test keeps the two equal.
 */
export function deliverySettingsJsonSchema(): Record<string, unknown> {
  return {
    title: 'DeliverySettings',
    description:
      'Installation settings of the generated OCM and Flux objects (docs/installation-settings.md); the same shape as the instance field `spec.delivery`.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      (Object.keys(INSTALLATION_SETTINGS) as SettingGroup[]).map((group) => [
        group,
        {
          description: `Settings of the ${GROUP_TARGETS[group]}.`,
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(Object.entries(INSTALLATION_SETTINGS[group]).map(([k, v]) => [k, settingJsonSchema(v)])),
        },
      ]),
    ),
  };
}
