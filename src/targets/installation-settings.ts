/**
 * The installation settings: the fields of the generated OCM and Flux objects that an
 * installer sets per instance under `spec.delivery` (credentials, CA, proxy, provider,
 * service accounts, timeouts, remediation, drift detection, pruning, SOPS, suspend).
 * Plain data, read by the instance API (`instance-api.ts`), the renderer (`render.ts`),
 * the ConfigData checks of `deploy.delivery` and docs/installation-settings.md.
 *
 * Field names, types, enums and patterns are the CRDs' own (OCIRepository
 * source-controller v1.7.4 v1beta2 and v1.9.1 v1; HelmRelease v2 helm-controller v1.6.3;
 * Kustomization v1 kustomize-controller v1.9.4; OCM Repository/Component/Resource
 * v1alpha1 of ocm-k8s-toolkit fad0b5e / 8102a71 and the OCM monorepo controller 8d5af58).
 * Every built-in target profile's CRDs carry every field listed here (the test suite checks
 * an RGD setting all of them against each profile's CRDs); secrets are only ever referenced
 * by name (`secretRef`), never carried.
 */

/** The objects a group of settings writes to. */
export type SettingGroup = 'ocm' | 'source' | 'helm' | 'kustomize';

/** A string setting's value constraints, as the CRD states them. */
export interface SettingFacets {
  readonly enum?: readonly string[];
  readonly pattern?: string;
}

/**
 * One setting: a CRD field whose whole value the installer gives. Scalars, references
 * (`{name}`), lists of references and small objects (`decryption`) are leaves, so the
 * field is either there as given or absent.
 */
export interface SettingLeaf {
  readonly kind: 'leaf';
  /** SimpleSchema type: a scalar, a struct (`fields`), or a list of a struct type (`item`). */
  readonly type: 'string' | 'boolean' | 'integer' | 'struct' | 'list';
  readonly description: string;
  readonly facets?: SettingFacets;
  /** Struct fields (type `struct`), or the item's fields (type `list`). */
  readonly fields?: Readonly<Record<string, StructField>>;
  /** The name of the item type in the RGD's `spec.schema.types` (type `list`). */
  readonly itemType?: string;
  /** The CRD field it writes, when its name differs from the setting's (`config` → `ocmConfig`). */
  readonly crdField?: string;
}

/** A field of a struct setting (`secretRef.name`, an `ocmConfig` entry's `kind`, ...). */
export interface StructField {
  readonly type: 'string' | 'struct';
  readonly description: string;
  readonly required?: boolean;
  readonly facets?: SettingFacets;
  /** A default the CRD gives (OCM `policy: Propagate`). */
  readonly default?: string;
  readonly fields?: Readonly<Record<string, StructField>>;
}

/** Settings grouped as the CRD nests them (`install.remediation.retries`). */
export interface SettingContainer {
  readonly kind: 'container';
  readonly description: string;
  readonly fields: Readonly<Record<string, SettingNode>>;
}

export type SettingNode = SettingLeaf | SettingContainer;

/** Flux's `metav1.Duration` pattern on `interval` and most `timeout` fields. */
const FLUX_DURATION = '^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$';
/** OCIRepository `timeout` has no hours. */
const FLUX_SOURCE_TIMEOUT = '^([0-9]+(\\.[0-9]+)?(ms|s|m))+$';

/** Go's `time.ParseDuration` (OCM's `metav1.Duration`; the OCM CRDs check no pattern, the controller does). */
const GO_DURATION = '^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$';

/** A namespace (RFC 1123 label). */
const NAMESPACE = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';

/** A Kubernetes object name, as Secrets and ServiceAccounts are named. */
const OBJECT_NAME = '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$';

function reference(what: string): SettingLeaf {
  return {
    kind: 'leaf',
    type: 'struct',
    description: `${what} (a reference: the Secret's name, in the object's namespace)`,
    fields: { name: { type: 'string', required: true, description: 'Name of the Secret', facets: { pattern: OBJECT_NAME } } },
  };
}

const string = (description: string, facets?: SettingFacets): SettingLeaf => ({ kind: 'leaf', type: 'string', description, ...(facets ? { facets } : {}) });
const boolean = (description: string): SettingLeaf => ({ kind: 'leaf', type: 'boolean', description });
const integer = (description: string): SettingLeaf => ({ kind: 'leaf', type: 'integer', description });

const REMEDIATION_COMMON = {
  retries: integer('Retries before giving up (Flux: 0 by default; a negative number retries without end)'),
  ignoreTestFailures: boolean('Do not count Helm test failures as release failures'),
  remediateLastFailure: boolean('Remediate the last failure when retries are exhausted'),
};

/** Every installation setting, by group. */
export const INSTALLATION_SETTINGS: Readonly<Record<SettingGroup, Readonly<Record<string, SettingNode>>>> = {
  ocm: {
    config: {
      kind: 'leaf',
      type: 'list',
      crdField: 'ocmConfig',
      itemType: 'DeliveryOcmConfig',
      description: 'OCM configuration (credentials for the OCM repository) on the Repository, Component and every Resource: Secrets, ConfigMaps or OCM objects by reference',
      fields: {
        apiVersion: { type: 'string', description: 'v1 for a Secret or ConfigMap, delivery.ocm.software/v1alpha1 for an OCM object', facets: { enum: ['v1', 'delivery.ocm.software/v1alpha1'] } },
        kind: { type: 'string', required: true, description: 'Kind of the referent', facets: { enum: ['Secret', 'ConfigMap', 'Repository', 'Component', 'Resource', 'Replication'] } },
        name: { type: 'string', required: true, description: 'Name of the referent', facets: { pattern: OBJECT_NAME } },
        namespace: { type: 'string', description: 'Namespace of the referent (default: the object\'s own)', facets: { pattern: NAMESPACE } },
        policy: { type: 'string', description: 'Whether objects referencing this one reuse the configuration', default: 'Propagate', facets: { enum: ['Propagate', 'DoNotPropagate'] } },
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
  },
  source: {
    secretRef: reference('Pull secret for the registry (type kubernetes.io/dockerconfigjson)'),
    certSecretRef: reference('CA certificate and client TLS key pair for the registry'),
    proxySecretRef: reference('Proxy address and credentials for reaching the registry'),
    insecure: boolean('Allow plain HTTP connections to the registry'),
    provider: string('Cloud provider whose workload identity authenticates to the registry', { enum: ['generic', 'aws', 'azure', 'gcp'] }),
    serviceAccountName: string('ServiceAccount whose image pull secrets authenticate to the registry', { pattern: OBJECT_NAME }),
    timeout: string('Timeout of registry operations', { pattern: FLUX_SOURCE_TIMEOUT }),
    interval: string('How often the artifact is checked', { pattern: FLUX_DURATION }),
    suspend: boolean('Suspend reconciliation of the OCIRepository'),
  },
  helm: {
    serviceAccountName: string('ServiceAccount the release is applied as (multi-tenancy)', { pattern: OBJECT_NAME }),
    timeout: string('Timeout of each Helm action', { pattern: FLUX_DURATION }),
    interval: string('How often the release is reconciled', { pattern: FLUX_DURATION }),
    install: {
      kind: 'container',
      description: 'Helm install',
      fields: { remediation: { kind: 'container', description: 'What to do when the install fails', fields: REMEDIATION_COMMON } },
    },
    upgrade: {
      kind: 'container',
      description: 'Helm upgrade',
      fields: {
        remediation: {
          kind: 'container',
          description: 'What to do when an upgrade fails',
          fields: { ...REMEDIATION_COMMON, strategy: string('Remediation strategy', { enum: ['rollback', 'uninstall'] }) },
        },
      },
    },
    driftDetection: {
      kind: 'container',
      description: 'Drift detection between the release and the cluster',
      fields: { mode: string('enabled corrects drift, warn only reports it', { enum: ['enabled', 'warn', 'disabled'] }) },
    },
    suspend: boolean('Suspend reconciliation of the HelmRelease'),
  },
  kustomize: {
    serviceAccountName: string('ServiceAccount the manifests are applied as (multi-tenancy)', { pattern: OBJECT_NAME }),
    timeout: string('Timeout of apply and health checks', { pattern: FLUX_DURATION }),
    interval: string('How often the Kustomization is reconciled', { pattern: FLUX_DURATION }),
    prune: boolean('Delete objects that left the manifests'),
    wait: boolean('Wait for every applied object to be ready'),
    force: boolean('Recreate objects whose immutable fields changed'),
    decryption: {
      kind: 'leaf',
      type: 'struct',
      description: 'Decrypt SOPS-encrypted manifests, with keys read from a Secret',
      fields: {
        provider: { type: 'string', required: true, description: 'Decryption provider', facets: { enum: ['sops'] } },
        secretRef: { type: 'struct', description: 'Secret holding the decryption keys', fields: { name: { type: 'string', required: true, description: 'Name of the Secret', facets: { pattern: OBJECT_NAME } } } },
      },
    },
    suspend: boolean('Suspend reconciliation of the Kustomization'),
  },
};

/** The object kinds each group writes to, for docs and messages. */
export const GROUP_TARGETS: Readonly<Record<SettingGroup, string>> = {
  ocm: 'OCM Repository, Component and Resource',
  source: 'Flux OCIRepository',
  helm: 'Flux HelmRelease',
  kustomize: 'Flux Kustomization',
};

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
    description: 'Installation settings of the generated OCM and Flux objects (docs/installation-settings.md); the same shape as the instance field `spec.delivery`.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      (Object.keys(INSTALLATION_SETTINGS) as SettingGroup[]).map((group) => [
        group,
        { description: `Settings of the ${GROUP_TARGETS[group]}.`, type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.entries(INSTALLATION_SETTINGS[group]).map(([k, v]) => [k, settingJsonSchema(v)])) },
      ]),
    ),
  };
}

/** The JSON Schema of one setting (a container: of all its settings). */
export function settingJsonSchema(node: SettingNode): Record<string, unknown> {
  if (node.kind === 'container') {
    return { description: node.description, type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.entries(node.fields).map(([k, v]) => [k, settingJsonSchema(v)])) };
  }
  switch (node.type) {
    case 'struct':
      return { description: node.description, ...structJsonSchema(node.fields ?? {}) };
    case 'list':
      return { description: node.description, type: 'array', items: structJsonSchema(node.fields ?? {}) };
    default:
      return { description: node.description, type: node.type, ...facetsJsonSchema(node.facets) };
  }
}

function facetsJsonSchema(facets: SettingFacets | undefined): Record<string, unknown> {
  return { ...(facets?.enum ? { enum: [...facets.enum] } : {}), ...(facets?.pattern ? { pattern: facets.pattern } : {}) };
}

function structJsonSchema(fields: Readonly<Record<string, StructField>>): Record<string, unknown> {
  const required = Object.entries(fields)
    .filter(([, f]) => f.required)
    .map(([n]) => n);
  return {
    type: 'object',
    additionalProperties: false,
    ...(required.length > 0 ? { required } : {}),
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, f]) => [name, f.type === 'struct' ? { description: f.description, ...structJsonSchema(f.fields ?? {}) } : { description: f.description, type: 'string', ...facetsJsonSchema(f.facets) }]),
    ),
  };
}
