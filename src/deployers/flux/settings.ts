/**
 * The installation settings of the Flux objects: the `source` (OCIRepository), `helm`
 * (HelmRelease) and `kustomize` (Kustomization) groups of `spec.delivery`. Field names,
 * types, enums and patterns are the CRDs' own (OCIRepository source-controller v1.7.4
 * v1beta2 and v1.9.1 v1; HelmRelease v2 helm-controller v1.6.3; Kustomization v1
 * kustomize-controller v1.9.4). A profile offers those its Flux range's oldest controllers
 * have (`oldest.ts`: not `source.proxySecretRef` on `+flux-v2.3`, source-controller v1.3.0);
 * the test suite checks an RGD setting all of them against each profile's CRDs, the oldest
 * of its range included.
 */
import { boolean, integer, OBJECT_NAME, reference, string, type SettingGroup, type SettingNode } from '../../targets/setting-kit.js';

/** Flux's `metav1.Duration` pattern on `interval` and most `timeout` fields. */
const FLUX_DURATION = '^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$';
/** OCIRepository `timeout` has no hours. */
const FLUX_SOURCE_TIMEOUT = '^([0-9]+(\\.[0-9]+)?(ms|s|m))+$';

const REMEDIATION_COMMON = {
  retries: integer('Retries before giving up (Flux: 0 by default; a negative number retries without end)'),
  ignoreTestFailures: boolean('Do not count Helm test failures as release failures'),
  remediateLastFailure: boolean('Remediate the last failure when retries are exhausted'),
};

/** The Flux groups of the catalogue, in catalogue order. */
export const FLUX_SETTINGS: Readonly<Partial<Record<SettingGroup, Readonly<Record<string, SettingNode>>>>> = {
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
        secretRef: {
          type: 'struct',
          description: 'Secret holding the decryption keys',
          fields: { name: { type: 'string', required: true, description: 'Name of the Secret', facets: { pattern: OBJECT_NAME } } },
        },
      },
    },
    suspend: boolean('Suspend reconciliation of the Kustomization'),
  },
};

/** The object kind each Flux group writes to, for docs and messages. */
export const FLUX_SETTING_TARGETS: Readonly<Partial<Record<SettingGroup, string>>> = {
  source: 'Flux OCIRepository',
  helm: 'Flux HelmRelease',
  kustomize: 'Flux Kustomization',
};
