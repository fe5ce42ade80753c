/* Generated from schemas/configdata.v1alpha1.schema.json by scripts/generate-types.mjs. Do not edit; run `npm run gen`. */

/**
 * The OCM resource (type `helmChart`) holding the chart.
 */
export type ResourceRef =
  | string
  | {
      /**
       * Name of the OCM resource.
       */
      name: string;
      /**
       * Further identity attributes of the resource (for example `architecture`).
       */
      extraIdentity?: {
        [k: string]: string | undefined;
      };
      /**
       * Component references to follow, outermost first, to reach a resource of a nested component.
       *
       * @minItems 1
       */
      referencePath?: {
        /**
         * Name of the component reference.
         */
        name: string;
        /**
         * Further identity attributes of the reference.
         */
        extraIdentity?: {
          [k: string]: string | undefined;
        };
      }[];
    };
/**
 * The OCM resource (an OCI artifact) holding the kustomization or manifests.
 */
export type ResourceRef1 =
  | string
  | {
      /**
       * Name of the OCM resource.
       */
      name: string;
      /**
       * Further identity attributes of the resource (for example `architecture`).
       */
      extraIdentity?: {
        [k: string]: string | undefined;
      };
      /**
       * Component references to follow, outermost first, to reach a resource of a nested component.
       *
       * @minItems 1
       */
      referencePath?: {
        /**
         * Name of the component reference.
         */
        name: string;
        /**
         * Further identity attributes of the reference.
         */
        extraIdentity?: {
          [k: string]: string | undefined;
        };
      }[];
    };
/**
 * The OCM resource (type `ociImage`) whose reference is used.
 */
export type ResourceRef2 =
  | string
  | {
      /**
       * Name of the OCM resource.
       */
      name: string;
      /**
       * Further identity attributes of the resource (for example `architecture`).
       */
      extraIdentity?: {
        [k: string]: string | undefined;
      };
      /**
       * Component references to follow, outermost first, to reach a resource of a nested component.
       *
       * @minItems 1
       */
      referencePath?: {
        /**
         * Name of the component reference.
         */
        name: string;
        /**
         * Further identity attributes of the reference.
         */
        extraIdentity?: {
          [k: string]: string | undefined;
        };
      }[];
    };

/**
 * rgdc ConfigData v1alpha1: everything a service team declares to deliver an OCM component through kro and Flux. `rgdc compile` turns it into a kro ResourceGraphDefinition. Use with yaml-language-server: `# yaml-language-server: $schema=<path or URL of this file>`.
 */
export interface ConfigData {
  /**
   * Version of the ConfigData format. Always `rgdc/v1alpha1`.
   */
  apiVersion: 'rgdc/v1alpha1';
  /**
   * Always `ConfigData`.
   */
  kind: 'ConfigData';
  /**
   * Names the generated ResourceGraphDefinition and the instance API it serves.
   */
  metadata: {
    /**
     * Name of the generated RGD, a DNS-1123 label such as `podinfo`. The instance kind defaults to its PascalCase form (`Podinfo`).
     */
    name: string;
    /**
     * One sentence on what the component deploys; becomes an annotation on the RGD.
     */
    description?: string;
    /**
     * Labels copied onto the generated RGD.
     */
    labels?: {
      [k: string]: string | undefined;
    };
    /**
     * Annotations copied onto the generated RGD.
     */
    annotations?: {
      [k: string]: string | undefined;
    };
  };
  /**
   * Overrides for the instance API that installers use. Defaults: kind from `metadata.name` in PascalCase, version `v1alpha1`, group `kro.run`.
   */
  instance?: {
    /**
     * Kind of the instance custom resource (UpperCamelCase), for example `Podinfo`.
     */
    kind?: string;
    /**
     * Version of the instance API (only the version, for example `v1alpha1`).
     */
    apiVersion?: string;
    /**
     * API group of the instance custom resource. Defaults to `kro.run`.
     */
    group?: string;
  };
  /**
   * The OCM component version that carries the deliverable (chart or kustomization and images).
   */
  component: {
    /**
     * OCM component name: a DNS domain followed by a path, for example `acme.org/podinfo`.
     */
    name: string;
    /**
     * Exact version or semver constraint (for example `6.9.1` or `>=6.9.0 <7`). Installers may override it per instance.
     */
    version: string;
    /**
     * OCM repository (an OCI registry with optional path), for example `ghcr.io/acme/ocm`. Installers may override it per instance.
     */
    repository: string;
  };
  /**
   * How the component is deployed: exactly one of `helm` or `kustomize`, and optional installation settings (`delivery`).
   */
  deploy: {
    helm?: HelmDeploy;
    kustomize?: KustomizeDeploy;
    /**
     * Installation settings (docs/installation-settings.md): `defaults` become the defaults of the instance field `spec.delivery`, `pinned` values are written into the objects and not offered to installers.
     */
    delivery?: {
      defaults?: DeliverySettings;
      pinned?: DeliverySettings1;
    };
  };
  /**
   * Settings an installation may change, with the same meaning as OCM v1 ConfigData: a JSON Schema, defaults and rules saying where each setting goes.
   */
  configuration?: {
    /**
     * Default value of each parameter. They become defaults of the instance API. A string default holding a double quote, backslash or control character cannot be written into kro's SimpleSchema marker; it is applied where the parameter is read instead (`schema.spec.?x.orValue("...")`), so instances that leave the field out do not show it, but the deployment gets it (docs/design/defaults-at-use.md).
     */
    defaults?: {};
    /**
     * JSON Schema (an object schema) of the parameters installers may set. Converted to kro SimpleSchema; keywords SimpleSchema cannot express are reported.
     */
    schema?: {};
    /**
     * Where each value goes: one rule per target path.
     */
    rules?: ConfigurationRule[];
  };
  /**
   * Image references taken from OCM resources of the component and written into the deployment, as in OCM v1 localization rules.
   */
  localization?: LocalizationRule[];
  /**
   * Secrets the deployment needs, by reference only: values never enter the RGD. Installers point each at a Secret with `spec.secrets.<name>.name` and `.key`.
   */
  secrets?: SecretRef[];
}
/**
 * Deploy a Helm chart shipped as an OCM resource, through a Flux OCIRepository and HelmRelease.
 */
export interface HelmDeploy {
  chart: ResourceRef;
  /**
   * Namespace the chart is installed into (HelmRelease `targetNamespace`). Defaults to the instance's namespace.
   */
  namespace?: string;
  /**
   * Helm release name, the same for every instance (so at most one instance per target namespace). When unset, each instance gets its own: `<instance>-<RGD name>`, or `<instance namespace>-<instance>-<RGD name>` when `namespace` is set, shortened to 53 characters with a hash (docs/names.md).
   */
  releaseName?: string;
  /**
   * How often Flux reconciles the release and checks the chart source, as a Go duration (`10m`).
   */
  interval?: string;
  /**
   * Let Helm create the target namespace when it does not exist.
   */
  createNamespace?: boolean;
}
/**
 * Deploy plain manifests or a kustomization shipped as an OCM resource, through a Flux OCIRepository and Kustomization.
 */
export interface KustomizeDeploy {
  source: ResourceRef1;
  /**
   * What the source resource's access points at: `oci` (an OCI artifact, delivered through a Flux OCIRepository; the default) or `git` (an OCM `gitHub` access with `repoUrl` and `commit`, delivered through a Flux GitRepository pinned to the commit).
   */
  sourceType?: 'oci' | 'git';
  /**
   * Path inside the artifact to the kustomization or manifests (Flux `spec.path`). Defaults to the artifact root.
   */
  path?: string;
  /**
   * Namespace every object is deployed into (Flux `targetNamespace`). Defaults to the namespaces in the manifests.
   */
  namespace?: string;
  /**
   * Delete objects that disappear from the manifests (Flux `prune`). Defaults to true.
   */
  prune?: boolean;
  /**
   * Report ready only when every applied object is healthy (Flux `wait`). Defaults to true, so the instance's readiness means the app is up.
   */
  wait?: boolean;
  /**
   * How often Flux reconciles, as a Go duration (`10m`).
   */
  interval?: string;
}
/**
 * Defaults of `spec.delivery` fields; installers may change them per instance.
 */
export interface DeliverySettings {
  /**
   * Settings of the OCM Repository, Component and Resource.
   */
  ocm?: {
    /**
     * OCM configuration (credentials for the OCM repository) on the Repository, Component and every Resource: Secrets, ConfigMaps or OCM objects by reference
     */
    config?: {
      /**
       * v1 for a Secret or ConfigMap, delivery.ocm.software/v1alpha1 for an OCM object
       */
      apiVersion?: 'v1' | 'delivery.ocm.software/v1alpha1';
      /**
       * Kind of the referent
       */
      kind: 'Secret' | 'ConfigMap' | 'Repository' | 'Component' | 'Resource' | 'Replication';
      /**
       * Name of the referent
       */
      name: string;
      /**
       * Namespace of the referent (default: the object's own)
       */
      namespace?: string;
      /**
       * Whether objects referencing this one reuse the configuration
       */
      policy?: 'Propagate' | 'DoNotPropagate';
    }[];
    /**
     * Signatures the Component must carry, each checked with a public key (or certificate) read from a Secret
     */
    verify?: {
      /**
       * Name of the signature in the component version
       */
      signature: string;
      /**
       * Secret whose key <signature> holds the public key or certificate
       */
      secretRef: {
        /**
         * Name of the Secret
         */
        name: string;
      };
    }[];
    /**
     * How often the Repository and Component (and, where the controller has the field, each Resource) are reconciled
     */
    interval?: string;
    /**
     * Suspend reconciliation of the Repository, Component and Resources
     */
    suspend?: boolean;
  };
  /**
   * Settings of the Flux OCIRepository.
   */
  source?: {
    /**
     * Pull secret for the registry (type kubernetes.io/dockerconfigjson) (a reference: the Secret's name, in the object's namespace)
     */
    secretRef?: {
      /**
       * Name of the Secret
       */
      name: string;
    };
    /**
     * CA certificate and client TLS key pair for the registry (a reference: the Secret's name, in the object's namespace)
     */
    certSecretRef?: {
      /**
       * Name of the Secret
       */
      name: string;
    };
    /**
     * Proxy address and credentials for reaching the registry (a reference: the Secret's name, in the object's namespace)
     */
    proxySecretRef?: {
      /**
       * Name of the Secret
       */
      name: string;
    };
    /**
     * Allow plain HTTP connections to the registry
     */
    insecure?: boolean;
    /**
     * Cloud provider whose workload identity authenticates to the registry
     */
    provider?: 'generic' | 'aws' | 'azure' | 'gcp';
    /**
     * ServiceAccount whose image pull secrets authenticate to the registry
     */
    serviceAccountName?: string;
    /**
     * Timeout of registry operations
     */
    timeout?: string;
    /**
     * How often the artifact is checked
     */
    interval?: string;
    /**
     * Suspend reconciliation of the OCIRepository
     */
    suspend?: boolean;
  };
  /**
   * Settings of the Flux HelmRelease.
   */
  helm?: {
    /**
     * ServiceAccount the release is applied as (multi-tenancy)
     */
    serviceAccountName?: string;
    /**
     * Timeout of each Helm action
     */
    timeout?: string;
    /**
     * How often the release is reconciled
     */
    interval?: string;
    /**
     * Helm install
     */
    install?: {
      /**
       * What to do when the install fails
       */
      remediation?: {
        /**
         * Retries before giving up (Flux: 0 by default; a negative number retries without end)
         */
        retries?: number;
        /**
         * Do not count Helm test failures as release failures
         */
        ignoreTestFailures?: boolean;
        /**
         * Remediate the last failure when retries are exhausted
         */
        remediateLastFailure?: boolean;
      };
    };
    /**
     * Helm upgrade
     */
    upgrade?: {
      /**
       * What to do when an upgrade fails
       */
      remediation?: {
        /**
         * Retries before giving up (Flux: 0 by default; a negative number retries without end)
         */
        retries?: number;
        /**
         * Do not count Helm test failures as release failures
         */
        ignoreTestFailures?: boolean;
        /**
         * Remediate the last failure when retries are exhausted
         */
        remediateLastFailure?: boolean;
        /**
         * Remediation strategy
         */
        strategy?: 'rollback' | 'uninstall';
      };
    };
    /**
     * Drift detection between the release and the cluster
     */
    driftDetection?: {
      /**
       * enabled corrects drift, warn only reports it
       */
      mode?: 'enabled' | 'warn' | 'disabled';
    };
    /**
     * Suspend reconciliation of the HelmRelease
     */
    suspend?: boolean;
  };
  /**
   * Settings of the Flux Kustomization.
   */
  kustomize?: {
    /**
     * ServiceAccount the manifests are applied as (multi-tenancy)
     */
    serviceAccountName?: string;
    /**
     * Timeout of apply and health checks
     */
    timeout?: string;
    /**
     * How often the Kustomization is reconciled
     */
    interval?: string;
    /**
     * Delete objects that left the manifests
     */
    prune?: boolean;
    /**
     * Wait for every applied object to be ready
     */
    wait?: boolean;
    /**
     * Recreate objects whose immutable fields changed
     */
    force?: boolean;
    /**
     * Decrypt SOPS-encrypted manifests, with keys read from a Secret
     */
    decryption?: {
      /**
       * Decryption provider
       */
      provider: 'sops';
      /**
       * Secret holding the decryption keys
       */
      secretRef?: {
        /**
         * Name of the Secret
         */
        name: string;
      };
    };
    /**
     * Suspend reconciliation of the Kustomization
     */
    suspend?: boolean;
  };
}
/**
 * Fixed values, written into the objects; installers cannot change them.
 */
export interface DeliverySettings1 {
  /**
   * Settings of the OCM Repository, Component and Resource.
   */
  ocm?: {
    /**
     * OCM configuration (credentials for the OCM repository) on the Repository, Component and every Resource: Secrets, ConfigMaps or OCM objects by reference
     */
    config?: {
      /**
       * v1 for a Secret or ConfigMap, delivery.ocm.software/v1alpha1 for an OCM object
       */
      apiVersion?: 'v1' | 'delivery.ocm.software/v1alpha1';
      /**
       * Kind of the referent
       */
      kind: 'Secret' | 'ConfigMap' | 'Repository' | 'Component' | 'Resource' | 'Replication';
      /**
       * Name of the referent
       */
      name: string;
      /**
       * Namespace of the referent (default: the object's own)
       */
      namespace?: string;
      /**
       * Whether objects referencing this one reuse the configuration
       */
      policy?: 'Propagate' | 'DoNotPropagate';
    }[];
    /**
     * Signatures the Component must carry, each checked with a public key (or certificate) read from a Secret
     */
    verify?: {
      /**
       * Name of the signature in the component version
       */
      signature: string;
      /**
       * Secret whose key <signature> holds the public key or certificate
       */
      secretRef: {
        /**
         * Name of the Secret
         */
        name: string;
      };
    }[];
    /**
     * How often the Repository and Component (and, where the controller has the field, each Resource) are reconciled
     */
    interval?: string;
    /**
     * Suspend reconciliation of the Repository, Component and Resources
     */
    suspend?: boolean;
  };
  /**
   * Settings of the Flux OCIRepository.
   */
  source?: {
    /**
     * Pull secret for the registry (type kubernetes.io/dockerconfigjson) (a reference: the Secret's name, in the object's namespace)
     */
    secretRef?: {
      /**
       * Name of the Secret
       */
      name: string;
    };
    /**
     * CA certificate and client TLS key pair for the registry (a reference: the Secret's name, in the object's namespace)
     */
    certSecretRef?: {
      /**
       * Name of the Secret
       */
      name: string;
    };
    /**
     * Proxy address and credentials for reaching the registry (a reference: the Secret's name, in the object's namespace)
     */
    proxySecretRef?: {
      /**
       * Name of the Secret
       */
      name: string;
    };
    /**
     * Allow plain HTTP connections to the registry
     */
    insecure?: boolean;
    /**
     * Cloud provider whose workload identity authenticates to the registry
     */
    provider?: 'generic' | 'aws' | 'azure' | 'gcp';
    /**
     * ServiceAccount whose image pull secrets authenticate to the registry
     */
    serviceAccountName?: string;
    /**
     * Timeout of registry operations
     */
    timeout?: string;
    /**
     * How often the artifact is checked
     */
    interval?: string;
    /**
     * Suspend reconciliation of the OCIRepository
     */
    suspend?: boolean;
  };
  /**
   * Settings of the Flux HelmRelease.
   */
  helm?: {
    /**
     * ServiceAccount the release is applied as (multi-tenancy)
     */
    serviceAccountName?: string;
    /**
     * Timeout of each Helm action
     */
    timeout?: string;
    /**
     * How often the release is reconciled
     */
    interval?: string;
    /**
     * Helm install
     */
    install?: {
      /**
       * What to do when the install fails
       */
      remediation?: {
        /**
         * Retries before giving up (Flux: 0 by default; a negative number retries without end)
         */
        retries?: number;
        /**
         * Do not count Helm test failures as release failures
         */
        ignoreTestFailures?: boolean;
        /**
         * Remediate the last failure when retries are exhausted
         */
        remediateLastFailure?: boolean;
      };
    };
    /**
     * Helm upgrade
     */
    upgrade?: {
      /**
       * What to do when an upgrade fails
       */
      remediation?: {
        /**
         * Retries before giving up (Flux: 0 by default; a negative number retries without end)
         */
        retries?: number;
        /**
         * Do not count Helm test failures as release failures
         */
        ignoreTestFailures?: boolean;
        /**
         * Remediate the last failure when retries are exhausted
         */
        remediateLastFailure?: boolean;
        /**
         * Remediation strategy
         */
        strategy?: 'rollback' | 'uninstall';
      };
    };
    /**
     * Drift detection between the release and the cluster
     */
    driftDetection?: {
      /**
       * enabled corrects drift, warn only reports it
       */
      mode?: 'enabled' | 'warn' | 'disabled';
    };
    /**
     * Suspend reconciliation of the HelmRelease
     */
    suspend?: boolean;
  };
  /**
   * Settings of the Flux Kustomization.
   */
  kustomize?: {
    /**
     * ServiceAccount the manifests are applied as (multi-tenancy)
     */
    serviceAccountName?: string;
    /**
     * Timeout of apply and health checks
     */
    timeout?: string;
    /**
     * How often the Kustomization is reconciled
     */
    interval?: string;
    /**
     * Delete objects that left the manifests
     */
    prune?: boolean;
    /**
     * Wait for every applied object to be ready
     */
    wait?: boolean;
    /**
     * Recreate objects whose immutable fields changed
     */
    force?: boolean;
    /**
     * Decrypt SOPS-encrypted manifests, with keys read from a Secret
     */
    decryption?: {
      /**
       * Decryption provider
       */
      provider: 'sops';
      /**
       * Secret holding the decryption keys
       */
      secretRef?: {
        /**
         * Name of the Secret
         */
        name: string;
      };
    };
    /**
     * Suspend reconciliation of the Kustomization
     */
    suspend?: boolean;
  };
}
/**
 * Sets one target to a value. Helm: `path` is a values path. Kustomize: `target` + `path` patch one object of the manifests, or `substitute` sets a Flux post-build variable.
 */
export interface ConfigurationRule {
  /**
   * A parameter `(( replicas ))`, a literal (any YAML value), or text with placeholders `"v(( version ))"`.
   */
  value: string | number | boolean | {} | unknown[];
  /**
   * Helm values path, or (with `target`) the field path inside the patched object; dot-separated with `[n]` list indexes: `ui.message`, `spec.template.spec.containers[0].image`, `podAnnotations["prometheus.io/scrape"]`.
   */
  path?: string;
  target?: PatchTarget;
  /**
   * Kustomize only: name of the Flux post-build variable (`${NAME}` in the manifests) that receives the value.
   */
  substitute?: string;
}
/**
 * Kustomize only: the object to patch (a JSON6902 patch is generated).
 */
export interface PatchTarget {
  /**
   * Kind of the object, for example `Deployment`.
   */
  kind: string;
  /**
   * Name of the object in the manifests.
   */
  name: string;
  /**
   * Namespace of the object, when several objects share kind and name.
   */
  namespace?: string;
  /**
   * API group of the object (empty for core kinds).
   */
  group?: string;
  /**
   * API version of the object, for example `v1`.
   */
  version?: string;
}
/**
 * Writes parts of an image reference, resolved from an OCM resource of type `ociImage`, into targets: Helm values paths; with kustomize, field paths of a `target` object, or the Kustomization `images` field through `name`.
 */
export interface LocalizationRule {
  resource: ResourceRef2;
  target?: PatchTarget1;
  /**
   * Kustomize only: the image name as written in the manifests; it is replaced through the Kustomization `images` field (`newName`, `newTag`, `digest`).
   */
  name?: string;
  /**
   * Path that receives the whole reference `registry/repository:tag@digest` (`ghcr.io/stefanprodan/podinfo:6.9.1`), for a key that holds the entire image.
   */
  image?: string;
  /**
   * Path that receives the registry host with port (`ghcr.io`, `mirror.example:5000`; Docker Hub is `docker.io`), for charts with a separate registry key.
   */
  registry?: string;
  /**
   * Path that receives the repository path without the registry (`stefanprodan/podinfo`), for charts that read the registry from a key of their own. A chart that reads `image.repository` as `registry/path` (podinfo and most charts) needs `fullyQualifiedRepository`.
   */
  repository?: string;
  /**
   * Path that receives `registry/repository` (`ghcr.io/stefanprodan/podinfo`): what charts that pull `image.repository:image.tag` read from `image.repository`.
   */
  fullyQualifiedRepository?: string;
  /**
   * Path that receives the tag (`6.9.1`).
   */
  tag?: string;
  /**
   * Path that receives the digest (`sha256:...`).
   */
  digest?: string;
}
/**
 * Kustomize only: the object whose fields receive the image parts.
 */
export interface PatchTarget1 {
  /**
   * Kind of the object, for example `Deployment`.
   */
  kind: string;
  /**
   * Name of the object in the manifests.
   */
  name: string;
  /**
   * Namespace of the object, when several objects share kind and name.
   */
  namespace?: string;
  /**
   * API group of the object (empty for core kinds).
   */
  group?: string;
  /**
   * API version of the object, for example `v1`.
   */
  version?: string;
}
/**
 * A Secret the deployment reads at deploy time. Only its name (and key) are in the instance; the value stays in the cluster. Helm: the value at `key` goes to values `path`. Kustomize: every key of the Secret becomes a Flux post-build variable.
 */
export interface SecretRef {
  /**
   * Name of the secret in the instance API (`spec.secrets.<name>`), lowerCamelCase.
   */
  name: string;
  /**
   * Helm only: values path that receives the secret's value (HelmRelease `valuesFrom[].targetPath`).
   */
  path?: string;
  /**
   * Default key inside the Secret that holds the value. Defaults to the secret's name; installers may override it.
   */
  key?: string;
  /**
   * What the secret is for; shown in the instance API.
   */
  description?: string;
  /**
   * Deploy even when the Secret does not exist (Flux `valuesFrom[].optional`).
   */
  optional?: boolean;
}
