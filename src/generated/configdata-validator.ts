// @ts-nocheck
/* Generated from schemas/configdata.v1alpha1.schema.json by scripts/generate-validators.mjs. Do not edit; run `npm run gen`. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://rgdc.dev/schemas/configdata.v1alpha1.schema.json","title":"ConfigData","description":"rgdc ConfigData v1alpha1: everything a service team declares to deliver an OCM component through kro and Flux. `rgdc compile` turns it into a kro ResourceGraphDefinition. Use with yaml-language-server: `# yaml-language-server: $schema=<path or URL of this file>`.","type":"object","additionalProperties":false,"required":["apiVersion","kind","metadata","component","deploy"],"properties":{"apiVersion":{"description":"Version of the ConfigData format. Always `rgdc/v1alpha1`.","const":"rgdc/v1alpha1"},"kind":{"description":"Always `ConfigData`.","const":"ConfigData"},"metadata":{"description":"Names the generated ResourceGraphDefinition and the instance API it serves.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the generated RGD, a DNS-1123 label such as `podinfo`. The instance kind defaults to its PascalCase form (`Podinfo`).","type":"string","pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"description":{"description":"One sentence on what the component deploys; becomes an annotation on the RGD.","type":"string"},"labels":{"description":"Labels copied onto the generated RGD.","type":"object","additionalProperties":{"type":"string"}},"annotations":{"description":"Annotations copied onto the generated RGD.","type":"object","additionalProperties":{"type":"string"}}}},"instance":{"description":"Overrides for the instance API that installers use. Defaults: kind from `metadata.name` in PascalCase, version `v1alpha1`, group `kro.run`.","type":"object","additionalProperties":false,"properties":{"kind":{"description":"Kind of the instance custom resource (UpperCamelCase), for example `Podinfo`.","type":"string","pattern":"^[A-Z][a-zA-Z0-9]{0,62}$"},"apiVersion":{"description":"Version of the instance API (only the version, for example `v1alpha1`).","type":"string","pattern":"^v[0-9]+(alpha[0-9]+|beta[0-9]+)?$"},"group":{"description":"API group of the instance custom resource. Defaults to `kro.run`.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"}}},"component":{"description":"The OCM component version that carries the deliverable (chart or kustomization and images).","type":"object","additionalProperties":false,"required":["name","version","repository"],"properties":{"name":{"description":"OCM component name: a DNS domain followed by a path, for example `acme.org/podinfo`.","type":"string","pattern":"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},"version":{"description":"Exact version or semver constraint (for example `6.9.1` or `>=6.9.0 <7`). Installers may override it per instance.","type":"string","minLength":1,"pattern":"^[^\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"},"repository":{"description":"OCM repository (an OCI registry with optional path), for example `ghcr.io/acme/ocm`. Installers may override it per instance.","type":"string","minLength":1,"pattern":"^[^\\s\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"}}},"deploy":{"description":"How the component is deployed: exactly one of `helm` or `kustomize`, and optional installation settings (`delivery`).","type":"object","additionalProperties":false,"properties":{"helm":{"$ref":"#/definitions/helmDeploy"},"kustomize":{"$ref":"#/definitions/kustomizeDeploy"},"delivery":{"description":"Installation settings (docs/installation-settings.md): `defaults` become the defaults of the instance field `spec.delivery`, `pinned` values are written into the objects and not offered to installers.","type":"object","additionalProperties":false,"properties":{"defaults":{"description":"Defaults of `spec.delivery` fields; installers may change them per instance.","$ref":"#/definitions/deliverySettings"},"pinned":{"description":"Fixed values, written into the objects; installers cannot change them.","$ref":"#/definitions/deliverySettings"}}}},"if":{"properties":{"helm":true},"required":["helm"]},"then":{"not":{"properties":{"kustomize":true},"required":["kustomize"]}},"else":{"properties":{"kustomize":true},"required":["kustomize"]}},"configuration":{"description":"Settings an installation may change, with the same meaning as OCM v1 ConfigData: a JSON Schema, defaults and rules saying where each setting goes.","type":"object","additionalProperties":false,"properties":{"defaults":{"description":"Default value of each parameter. They become defaults of the instance API. A string default holding a double quote, backslash or control character cannot be written into kro's SimpleSchema marker; it is applied where the parameter is read instead (`schema.spec.?x.orValue(\"...\")`), so instances that leave the field out do not show it, but the deployment gets it (docs/design/defaults-at-use.md).","type":"object"},"schema":{"description":"JSON Schema (an object schema) of the parameters installers may set. Converted to kro SimpleSchema; keywords SimpleSchema cannot express are reported.","type":"object"},"rules":{"description":"Where each value goes: one rule per target path.","type":"array","items":{"$ref":"#/definitions/configurationRule"}}}},"localization":{"description":"Image references taken from OCM resources of the component and written into the deployment, as in OCM v1 localization rules.","type":"array","items":{"$ref":"#/definitions/localizationRule"}},"secrets":{"description":"Secrets the deployment needs, by reference only: values never enter the RGD. Installers point each at a Secret with `spec.secrets.<name>.name` and `.key`.","type":"array","items":{"$ref":"#/definitions/secret"}}},"definitions":{"helmDeploy":{"title":"HelmDeploy","description":"Deploy a Helm chart shipped as an OCM resource, through a Flux OCIRepository and HelmRelease.","type":"object","additionalProperties":false,"required":["chart"],"properties":{"chart":{"description":"The OCM resource (type `helmChart`) holding the chart.","$ref":"#/definitions/resourceRef"},"namespace":{"description":"Namespace the chart is installed into (HelmRelease `targetNamespace`). Defaults to the instance's namespace.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"releaseName":{"description":"Helm release name, the same for every instance (so at most one instance per target namespace). When unset, each instance gets its own: `<instance>-<RGD name>`, or `<instance namespace>-<instance>-<RGD name>` when `namespace` is set, shortened to 53 characters with a hash (docs/names.md).","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":53},"interval":{"description":"How often Flux reconciles the release and checks the chart source, as a Go duration (`10m`).","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"createNamespace":{"description":"Let Helm create the target namespace when it does not exist.","type":"boolean"}}},"resourceRef":{"title":"ResourceRef","description":"An OCM resource of the component: its name, or its identity with an optional path through component references.","oneOf":[{"description":"Name of an OCM resource of the component itself.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the OCM resource.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},"extraIdentity":{"description":"Further identity attributes of the resource (for example `architecture`).","type":"object","additionalProperties":{"type":"string"}},"referencePath":{"description":"Component references to follow, outermost first, to reach a resource of a nested component.","type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the component reference.","type":"string","minLength":1},"extraIdentity":{"description":"Further identity attributes of the reference.","type":"object","additionalProperties":{"type":"string"}}}}}}}]},"configurationRule":{"title":"ConfigurationRule","description":"Sets one target to a value. Helm: `path` is a values path. Kustomize: `target` + `path` patch one object of the manifests, or `substitute` sets a Flux post-build variable.","type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"description":"A parameter `(( replicas ))`, a literal (any YAML value), or text with placeholders `\"v(( version ))\"`.","type":["string","number","boolean","object","array"]},"path":{"description":"Helm values path, or (with `target`) the field path inside the patched object; dot-separated with `[n]` list indexes: `ui.message`, `spec.template.spec.containers[0].image`, `podAnnotations[\"prometheus.io/scrape\"]`.","type":"string","minLength":1},"target":{"description":"Kustomize only: the object to patch (a JSON6902 patch is generated).","$ref":"#/definitions/patchTarget"},"substitute":{"description":"Kustomize only: name of the Flux post-build variable (`${NAME}` in the manifests) that receives the value.","type":"string","pattern":"^[_a-zA-Z][_a-zA-Z0-9]*$"}}},"localizationRule":{"title":"LocalizationRule","description":"Writes parts of an image reference, resolved from an OCM resource of type `ociImage`, into targets: Helm values paths; with kustomize, field paths of a `target` object, or the Kustomization `images` field through `name`.","type":"object","additionalProperties":false,"required":["resource"],"minProperties":2,"properties":{"resource":{"description":"The OCM resource (type `ociImage`) whose reference is used.","$ref":"#/definitions/resourceRef"},"target":{"description":"Kustomize only: the object whose fields receive the image parts.","$ref":"#/definitions/patchTarget"},"name":{"description":"Kustomize only: the image name as written in the manifests; it is replaced through the Kustomization `images` field (`newName`, `newTag`, `digest`).","type":"string","minLength":1},"image":{"description":"Path that receives the whole reference `registry/repository:tag@digest` (`ghcr.io/stefanprodan/podinfo:6.9.1`), for a key that holds the entire image.","type":"string","minLength":1},"registry":{"description":"Path that receives the registry host with port (`ghcr.io`, `mirror.example:5000`; Docker Hub is `docker.io`), for charts with a separate registry key.","type":"string","minLength":1},"repository":{"description":"Path that receives the repository path without the registry (`stefanprodan/podinfo`), for charts that read the registry from a key of their own. A chart that reads `image.repository` as `registry/path` (podinfo and most charts) needs `fullyQualifiedRepository`.","type":"string","minLength":1},"fullyQualifiedRepository":{"description":"Path that receives `registry/repository` (`ghcr.io/stefanprodan/podinfo`): what charts that pull `image.repository:image.tag` read from `image.repository`.","type":"string","minLength":1},"tag":{"description":"Path that receives the tag (`6.9.1`).","type":"string","minLength":1},"digest":{"description":"Path that receives the digest (`sha256:...`).","type":"string","minLength":1}}},"secret":{"title":"SecretRef","description":"A Secret the deployment reads at deploy time. Only its name (and key) are in the instance; the value stays in the cluster. Helm: the value at `key` goes to values `path`. Kustomize: every key of the Secret becomes a Flux post-build variable.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the secret in the instance API (`spec.secrets.<name>`), lowerCamelCase.","type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"path":{"description":"Helm only: values path that receives the secret's value (HelmRelease `valuesFrom[].targetPath`).","type":"string","minLength":1},"key":{"description":"Default key inside the Secret that holds the value. Defaults to the secret's name; installers may override it.","type":"string","pattern":"^[-._a-zA-Z0-9]+$"},"description":{"description":"What the secret is for; shown in the instance API.","type":"string"},"optional":{"description":"Deploy even when the Secret does not exist (Flux `valuesFrom[].optional`).","type":"boolean"}}},"kustomizeDeploy":{"title":"KustomizeDeploy","description":"Deploy plain manifests or a kustomization shipped as an OCM resource, through a Flux OCIRepository and Kustomization.","type":"object","additionalProperties":false,"required":["source"],"properties":{"source":{"description":"The OCM resource (an OCI artifact) holding the kustomization or manifests.","$ref":"#/definitions/resourceRef"},"sourceType":{"description":"What the source resource's access points at: `oci` (an OCI artifact, delivered through a Flux OCIRepository; the default) or `git` (an OCM `gitHub` access with `repoUrl` and `commit`, delivered through a Flux GitRepository pinned to the commit).","type":"string","enum":["oci","git"]},"path":{"description":"Path inside the artifact to the kustomization or manifests (Flux `spec.path`). Defaults to the artifact root.","type":"string","minLength":1},"namespace":{"description":"Namespace every object is deployed into (Flux `targetNamespace`). Defaults to the namespaces in the manifests.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"prune":{"description":"Delete objects that disappear from the manifests (Flux `prune`). Defaults to true.","type":"boolean"},"wait":{"description":"Report ready only when every applied object is healthy (Flux `wait`). Defaults to true, so the instance's readiness means the app is up.","type":"boolean"},"interval":{"description":"How often Flux reconciles, as a Go duration (`10m`).","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"}}},"patchTarget":{"title":"PatchTarget","description":"The object in the manifests a rule patches.","type":"object","additionalProperties":false,"required":["kind","name"],"properties":{"kind":{"description":"Kind of the object, for example `Deployment`.","type":"string","pattern":"^[A-Z][A-Za-z0-9]*$"},"name":{"description":"Name of the object in the manifests.","type":"string","minLength":1},"namespace":{"description":"Namespace of the object, when several objects share kind and name.","type":"string","minLength":1},"group":{"description":"API group of the object (empty for core kinds).","type":"string"},"version":{"description":"API version of the object, for example `v1`.","type":"string","minLength":1}}},"deliverySettings":{"title":"DeliverySettings","description":"Installation settings of the generated OCM and Flux objects (docs/installation-settings.md); the same shape as the instance field `spec.delivery`.","type":"object","additionalProperties":false,"properties":{"ocm":{"description":"Settings of the OCM Repository, Component and Resource.","type":"object","additionalProperties":false,"properties":{"config":{"description":"OCM configuration (credentials for the OCM repository) on the Repository, Component and every Resource: Secrets, ConfigMaps or OCM objects by reference","type":"array","items":{"type":"object","additionalProperties":false,"required":["kind","name"],"properties":{"apiVersion":{"description":"v1 for a Secret or ConfigMap, delivery.ocm.software/v1alpha1 for an OCM object","type":"string","enum":["v1","delivery.ocm.software/v1alpha1"]},"kind":{"description":"Kind of the referent","type":"string","enum":["Secret","ConfigMap","Repository","Component","Resource","Replication"]},"name":{"description":"Name of the referent","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"namespace":{"description":"Namespace of the referent (default: the object's own)","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},"policy":{"description":"Whether objects referencing this one reuse the configuration","type":"string","enum":["Propagate","DoNotPropagate"]}}}},"verify":{"description":"Signatures the Component must carry, each checked with a public key (or certificate) read from a Secret","type":"array","items":{"type":"object","additionalProperties":false,"required":["signature","secretRef"],"properties":{"signature":{"description":"Name of the signature in the component version","type":"string","pattern":"^[^\"\\\\]+$"},"secretRef":{"description":"Secret whose key <signature> holds the public key or certificate","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}}}}},"interval":{"description":"How often the Repository and Component (and, where the controller has the field, each Resource) are reconciled","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$"},"suspend":{"description":"Suspend reconciliation of the Repository, Component and Resources","type":"boolean"}}},"source":{"description":"Settings of the Flux OCIRepository.","type":"object","additionalProperties":false,"properties":{"secretRef":{"description":"Pull secret for the registry (type kubernetes.io/dockerconfigjson) (a reference: the Secret's name, in the object's namespace)","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}},"certSecretRef":{"description":"CA certificate and client TLS key pair for the registry (a reference: the Secret's name, in the object's namespace)","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}},"proxySecretRef":{"description":"Proxy address and credentials for reaching the registry (a reference: the Secret's name, in the object's namespace)","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}},"insecure":{"description":"Allow plain HTTP connections to the registry","type":"boolean"},"provider":{"description":"Cloud provider whose workload identity authenticates to the registry","type":"string","enum":["generic","aws","azure","gcp"]},"serviceAccountName":{"description":"ServiceAccount whose image pull secrets authenticate to the registry","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"timeout":{"description":"Timeout of registry operations","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m))+$"},"interval":{"description":"How often the artifact is checked","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"suspend":{"description":"Suspend reconciliation of the OCIRepository","type":"boolean"}}},"helm":{"description":"Settings of the Flux HelmRelease.","type":"object","additionalProperties":false,"properties":{"serviceAccountName":{"description":"ServiceAccount the release is applied as (multi-tenancy)","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"timeout":{"description":"Timeout of each Helm action","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"interval":{"description":"How often the release is reconciled","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"install":{"description":"Helm install","type":"object","additionalProperties":false,"properties":{"remediation":{"description":"What to do when the install fails","type":"object","additionalProperties":false,"properties":{"retries":{"description":"Retries before giving up (Flux: 0 by default; a negative number retries without end)","type":"integer"},"ignoreTestFailures":{"description":"Do not count Helm test failures as release failures","type":"boolean"},"remediateLastFailure":{"description":"Remediate the last failure when retries are exhausted","type":"boolean"}}}}},"upgrade":{"description":"Helm upgrade","type":"object","additionalProperties":false,"properties":{"remediation":{"description":"What to do when an upgrade fails","type":"object","additionalProperties":false,"properties":{"retries":{"description":"Retries before giving up (Flux: 0 by default; a negative number retries without end)","type":"integer"},"ignoreTestFailures":{"description":"Do not count Helm test failures as release failures","type":"boolean"},"remediateLastFailure":{"description":"Remediate the last failure when retries are exhausted","type":"boolean"},"strategy":{"description":"Remediation strategy","type":"string","enum":["rollback","uninstall"]}}}}},"driftDetection":{"description":"Drift detection between the release and the cluster","type":"object","additionalProperties":false,"properties":{"mode":{"description":"enabled corrects drift, warn only reports it","type":"string","enum":["enabled","warn","disabled"]}}},"suspend":{"description":"Suspend reconciliation of the HelmRelease","type":"boolean"}}},"kustomize":{"description":"Settings of the Flux Kustomization.","type":"object","additionalProperties":false,"properties":{"serviceAccountName":{"description":"ServiceAccount the manifests are applied as (multi-tenancy)","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"timeout":{"description":"Timeout of apply and health checks","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"interval":{"description":"How often the Kustomization is reconciled","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"prune":{"description":"Delete objects that left the manifests","type":"boolean"},"wait":{"description":"Wait for every applied object to be ready","type":"boolean"},"force":{"description":"Recreate objects whose immutable fields changed","type":"boolean"},"decryption":{"description":"Decrypt SOPS-encrypted manifests, with keys read from a Secret","type":"object","additionalProperties":false,"required":["provider"],"properties":{"provider":{"description":"Decryption provider","type":"string","enum":["sops"]},"secretRef":{"description":"Secret holding the decryption keys","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}}}},"suspend":{"description":"Suspend reconciliation of the Kustomization","type":"boolean"}}}}}}};
const schema16 = {"title":"DeliverySettings","description":"Installation settings of the generated OCM and Flux objects (docs/installation-settings.md); the same shape as the instance field `spec.delivery`.","type":"object","additionalProperties":false,"properties":{"ocm":{"description":"Settings of the OCM Repository, Component and Resource.","type":"object","additionalProperties":false,"properties":{"config":{"description":"OCM configuration (credentials for the OCM repository) on the Repository, Component and every Resource: Secrets, ConfigMaps or OCM objects by reference","type":"array","items":{"type":"object","additionalProperties":false,"required":["kind","name"],"properties":{"apiVersion":{"description":"v1 for a Secret or ConfigMap, delivery.ocm.software/v1alpha1 for an OCM object","type":"string","enum":["v1","delivery.ocm.software/v1alpha1"]},"kind":{"description":"Kind of the referent","type":"string","enum":["Secret","ConfigMap","Repository","Component","Resource","Replication"]},"name":{"description":"Name of the referent","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"namespace":{"description":"Namespace of the referent (default: the object's own)","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},"policy":{"description":"Whether objects referencing this one reuse the configuration","type":"string","enum":["Propagate","DoNotPropagate"]}}}},"verify":{"description":"Signatures the Component must carry, each checked with a public key (or certificate) read from a Secret","type":"array","items":{"type":"object","additionalProperties":false,"required":["signature","secretRef"],"properties":{"signature":{"description":"Name of the signature in the component version","type":"string","pattern":"^[^\"\\\\]+$"},"secretRef":{"description":"Secret whose key <signature> holds the public key or certificate","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}}}}},"interval":{"description":"How often the Repository and Component (and, where the controller has the field, each Resource) are reconciled","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$"},"suspend":{"description":"Suspend reconciliation of the Repository, Component and Resources","type":"boolean"}}},"source":{"description":"Settings of the Flux OCIRepository.","type":"object","additionalProperties":false,"properties":{"secretRef":{"description":"Pull secret for the registry (type kubernetes.io/dockerconfigjson) (a reference: the Secret's name, in the object's namespace)","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}},"certSecretRef":{"description":"CA certificate and client TLS key pair for the registry (a reference: the Secret's name, in the object's namespace)","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}},"proxySecretRef":{"description":"Proxy address and credentials for reaching the registry (a reference: the Secret's name, in the object's namespace)","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}},"insecure":{"description":"Allow plain HTTP connections to the registry","type":"boolean"},"provider":{"description":"Cloud provider whose workload identity authenticates to the registry","type":"string","enum":["generic","aws","azure","gcp"]},"serviceAccountName":{"description":"ServiceAccount whose image pull secrets authenticate to the registry","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"timeout":{"description":"Timeout of registry operations","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m))+$"},"interval":{"description":"How often the artifact is checked","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"suspend":{"description":"Suspend reconciliation of the OCIRepository","type":"boolean"}}},"helm":{"description":"Settings of the Flux HelmRelease.","type":"object","additionalProperties":false,"properties":{"serviceAccountName":{"description":"ServiceAccount the release is applied as (multi-tenancy)","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"timeout":{"description":"Timeout of each Helm action","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"interval":{"description":"How often the release is reconciled","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"install":{"description":"Helm install","type":"object","additionalProperties":false,"properties":{"remediation":{"description":"What to do when the install fails","type":"object","additionalProperties":false,"properties":{"retries":{"description":"Retries before giving up (Flux: 0 by default; a negative number retries without end)","type":"integer"},"ignoreTestFailures":{"description":"Do not count Helm test failures as release failures","type":"boolean"},"remediateLastFailure":{"description":"Remediate the last failure when retries are exhausted","type":"boolean"}}}}},"upgrade":{"description":"Helm upgrade","type":"object","additionalProperties":false,"properties":{"remediation":{"description":"What to do when an upgrade fails","type":"object","additionalProperties":false,"properties":{"retries":{"description":"Retries before giving up (Flux: 0 by default; a negative number retries without end)","type":"integer"},"ignoreTestFailures":{"description":"Do not count Helm test failures as release failures","type":"boolean"},"remediateLastFailure":{"description":"Remediate the last failure when retries are exhausted","type":"boolean"},"strategy":{"description":"Remediation strategy","type":"string","enum":["rollback","uninstall"]}}}}},"driftDetection":{"description":"Drift detection between the release and the cluster","type":"object","additionalProperties":false,"properties":{"mode":{"description":"enabled corrects drift, warn only reports it","type":"string","enum":["enabled","warn","disabled"]}}},"suspend":{"description":"Suspend reconciliation of the HelmRelease","type":"boolean"}}},"kustomize":{"description":"Settings of the Flux Kustomization.","type":"object","additionalProperties":false,"properties":{"serviceAccountName":{"description":"ServiceAccount the manifests are applied as (multi-tenancy)","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},"timeout":{"description":"Timeout of apply and health checks","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"interval":{"description":"How often the Kustomization is reconciled","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"prune":{"description":"Delete objects that left the manifests","type":"boolean"},"wait":{"description":"Wait for every applied object to be ready","type":"boolean"},"force":{"description":"Recreate objects whose immutable fields changed","type":"boolean"},"decryption":{"description":"Decrypt SOPS-encrypted manifests, with keys read from a Secret","type":"object","additionalProperties":false,"required":["provider"],"properties":{"provider":{"description":"Decryption provider","type":"string","enum":["sops"]},"secretRef":{"description":"Secret holding the decryption keys","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the Secret","type":"string","pattern":"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"}}}}},"suspend":{"description":"Suspend reconciliation of the Kustomization","type":"boolean"}}}}};
const schema23 = {"title":"SecretRef","description":"A Secret the deployment reads at deploy time. Only its name (and key) are in the instance; the value stays in the cluster. Helm: the value at `key` goes to values `path`. Kustomize: every key of the Secret becomes a Flux post-build variable.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the secret in the instance API (`spec.secrets.<name>`), lowerCamelCase.","type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"path":{"description":"Helm only: values path that receives the secret's value (HelmRelease `valuesFrom[].targetPath`).","type":"string","minLength":1},"key":{"description":"Default key inside the Secret that holds the value. Defaults to the secret's name; installers may override it.","type":"string","pattern":"^[-._a-zA-Z0-9]+$"},"description":{"description":"What the secret is for; shown in the instance API.","type":"string"},"optional":{"description":"Deploy even when the Secret does not exist (Flux `valuesFrom[].optional`).","type":"boolean"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern1 = new RegExp("^[A-Z][a-zA-Z0-9]{0,62}$", "u");
const pattern2 = new RegExp("^v[0-9]+(alpha[0-9]+|beta[0-9]+)?$", "u");
const pattern3 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$", "u");
const pattern4 = new RegExp("^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$", "u");
const pattern5 = new RegExp("^[^\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$", "u");
const pattern6 = new RegExp("^[^\\s\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$", "u");
const pattern16 = new RegExp("^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$", "u");
const pattern7 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern18 = new RegExp("^[^\"\\\\]+$", "u");
const pattern20 = new RegExp("^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$", "u");
const pattern25 = new RegExp("^([0-9]+(\\.[0-9]+)?(ms|s|m))+$", "u");
const pattern11 = new RegExp("^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$", "u");
const pattern57 = new RegExp("^[a-z][a-zA-Z0-9]*$", "u");
const pattern58 = new RegExp("^[-._a-zA-Z0-9]+$", "u");
const schema12 = {"title":"HelmDeploy","description":"Deploy a Helm chart shipped as an OCM resource, through a Flux OCIRepository and HelmRelease.","type":"object","additionalProperties":false,"required":["chart"],"properties":{"chart":{"description":"The OCM resource (type `helmChart`) holding the chart.","$ref":"#/definitions/resourceRef"},"namespace":{"description":"Namespace the chart is installed into (HelmRelease `targetNamespace`). Defaults to the instance's namespace.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"releaseName":{"description":"Helm release name, the same for every instance (so at most one instance per target namespace). When unset, each instance gets its own: `<instance>-<RGD name>`, or `<instance namespace>-<instance>-<RGD name>` when `namespace` is set, shortened to 53 characters with a hash (docs/names.md).","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":53},"interval":{"description":"How often Flux reconciles the release and checks the chart source, as a Go duration (`10m`).","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"createNamespace":{"description":"Let Helm create the target namespace when it does not exist.","type":"boolean"}}};
const schema13 = {"title":"ResourceRef","description":"An OCM resource of the component: its name, or its identity with an optional path through component references.","oneOf":[{"description":"Name of an OCM resource of the component itself.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the OCM resource.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},"extraIdentity":{"description":"Further identity attributes of the resource (for example `architecture`).","type":"object","additionalProperties":{"type":"string"}},"referencePath":{"description":"Component references to follow, outermost first, to reach a resource of a nested component.","type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the component reference.","type":"string","minLength":1},"extraIdentity":{"description":"Further identity attributes of the reference.","type":"object","additionalProperties":{"type":"string"}}}}}}}]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chart === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chart"},message:"must have required property '"+"chart"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "chart") || (key0 === "namespace")) || (key0 === "releaseName")) || (key0 === "interval")) || (key0 === "createNamespace"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.chart !== undefined){
let data0 = data.chart;
const _errs4 = errors;
let valid2 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/chart",schemaPath:"#/definitions/resourceRef/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/chart",schemaPath:"#/definitions/resourceRef/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs7 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err4 = {instancePath:instancePath+"/chart",schemaPath:"#/definitions/resourceRef/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "name") || (key1 === "extraIdentity")) || (key1 === "referencePath"))){
const err5 = {instancePath:instancePath+"/chart",schemaPath:"#/definitions/resourceRef/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err6 = {instancePath:instancePath+"/chart/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/chart/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.extraIdentity !== undefined){
let data2 = data0.extraIdentity;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
if(typeof data2[key2] !== "string"){
const err8 = {instancePath:instancePath+"/chart/extraIdentity/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/resourceRef/oneOf/1/properties/extraIdentity/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/chart/extraIdentity",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/extraIdentity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.referencePath !== undefined){
let data4 = data0.referencePath;
if(Array.isArray(data4)){
if(data4.length < 1){
const err10 = {instancePath:instancePath+"/chart/referencePath",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err11 = {instancePath:instancePath+"/chart/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key3 in data5){
if(!((key3 === "name") || (key3 === "extraIdentity"))){
const err12 = {instancePath:instancePath+"/chart/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 === "string"){
if(func3(data6) < 1){
const err13 = {instancePath:instancePath+"/chart/referencePath/" + i0+"/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/chart/referencePath/" + i0+"/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.extraIdentity !== undefined){
let data7 = data5.extraIdentity;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key4 in data7){
if(typeof data7[key4] !== "string"){
const err15 = {instancePath:instancePath+"/chart/referencePath/" + i0+"/extraIdentity/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/extraIdentity/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/chart/referencePath/" + i0+"/extraIdentity",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/extraIdentity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/chart/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/chart/referencePath",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/chart",schemaPath:"#/definitions/resourceRef/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err20 = {instancePath:instancePath+"/chart",schemaPath:"#/definitions/resourceRef/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.namespace !== undefined){
let data9 = data.namespace;
if(typeof data9 === "string"){
if(func3(data9) > 63){
const err21 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern7.test(data9)){
const err22 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.releaseName !== undefined){
let data10 = data.releaseName;
if(typeof data10 === "string"){
if(func3(data10) > 53){
const err24 = {instancePath:instancePath+"/releaseName",schemaPath:"#/properties/releaseName/maxLength",keyword:"maxLength",params:{limit: 53},message:"must NOT have more than 53 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern7.test(data10)){
const err25 = {instancePath:instancePath+"/releaseName",schemaPath:"#/properties/releaseName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/releaseName",schemaPath:"#/properties/releaseName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.interval !== undefined){
let data11 = data.interval;
if(typeof data11 === "string"){
if(!pattern11.test(data11)){
const err27 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.createNamespace !== undefined){
if(typeof data.createNamespace !== "boolean"){
const err29 = {instancePath:instancePath+"/createNamespace",schemaPath:"#/properties/createNamespace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema14 = {"title":"KustomizeDeploy","description":"Deploy plain manifests or a kustomization shipped as an OCM resource, through a Flux OCIRepository and Kustomization.","type":"object","additionalProperties":false,"required":["source"],"properties":{"source":{"description":"The OCM resource (an OCI artifact) holding the kustomization or manifests.","$ref":"#/definitions/resourceRef"},"sourceType":{"description":"What the source resource's access points at: `oci` (an OCI artifact, delivered through a Flux OCIRepository; the default) or `git` (an OCM `gitHub` access with `repoUrl` and `commit`, delivered through a Flux GitRepository pinned to the commit).","type":"string","enum":["oci","git"]},"path":{"description":"Path inside the artifact to the kustomization or manifests (Flux `spec.path`). Defaults to the artifact root.","type":"string","minLength":1},"namespace":{"description":"Namespace every object is deployed into (Flux `targetNamespace`). Defaults to the namespaces in the manifests.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"prune":{"description":"Delete objects that disappear from the manifests (Flux `prune`). Defaults to true.","type":"boolean"},"wait":{"description":"Report ready only when every applied object is healthy (Flux `wait`). Defaults to true, so the instance's readiness means the app is up.","type":"boolean"},"interval":{"description":"How often Flux reconciles, as a Go duration (`10m`).","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "source") || (key0 === "sourceType")) || (key0 === "path")) || (key0 === "namespace")) || (key0 === "prune")) || (key0 === "wait")) || (key0 === "interval"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.source !== undefined){
let data0 = data.source;
const _errs4 = errors;
let valid2 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/resourceRef/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/resourceRef/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs7 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/resourceRef/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "name") || (key1 === "extraIdentity")) || (key1 === "referencePath"))){
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/resourceRef/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err6 = {instancePath:instancePath+"/source/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/source/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.extraIdentity !== undefined){
let data2 = data0.extraIdentity;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
if(typeof data2[key2] !== "string"){
const err8 = {instancePath:instancePath+"/source/extraIdentity/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/resourceRef/oneOf/1/properties/extraIdentity/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/source/extraIdentity",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/extraIdentity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.referencePath !== undefined){
let data4 = data0.referencePath;
if(Array.isArray(data4)){
if(data4.length < 1){
const err10 = {instancePath:instancePath+"/source/referencePath",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err11 = {instancePath:instancePath+"/source/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key3 in data5){
if(!((key3 === "name") || (key3 === "extraIdentity"))){
const err12 = {instancePath:instancePath+"/source/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 === "string"){
if(func3(data6) < 1){
const err13 = {instancePath:instancePath+"/source/referencePath/" + i0+"/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/source/referencePath/" + i0+"/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.extraIdentity !== undefined){
let data7 = data5.extraIdentity;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key4 in data7){
if(typeof data7[key4] !== "string"){
const err15 = {instancePath:instancePath+"/source/referencePath/" + i0+"/extraIdentity/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/extraIdentity/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/source/referencePath/" + i0+"/extraIdentity",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/extraIdentity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/source/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/source/referencePath",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/resourceRef/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err20 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/resourceRef/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.sourceType !== undefined){
let data9 = data.sourceType;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/sourceType",schemaPath:"#/properties/sourceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data9 === "oci") || (data9 === "git"))){
const err22 = {instancePath:instancePath+"/sourceType",schemaPath:"#/properties/sourceType/enum",keyword:"enum",params:{allowedValues: schema14.properties.sourceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.path !== undefined){
let data10 = data.path;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err23 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.namespace !== undefined){
let data11 = data.namespace;
if(typeof data11 === "string"){
if(func3(data11) > 63){
const err25 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern7.test(data11)){
const err26 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.prune !== undefined){
if(typeof data.prune !== "boolean"){
const err28 = {instancePath:instancePath+"/prune",schemaPath:"#/properties/prune/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.wait !== undefined){
if(typeof data.wait !== "boolean"){
const err29 = {instancePath:instancePath+"/wait",schemaPath:"#/properties/wait/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.interval !== undefined){
let data14 = data.interval;
if(typeof data14 === "string"){
if(!pattern11.test(data14)){
const err30 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema18 = {"title":"ConfigurationRule","description":"Sets one target to a value. Helm: `path` is a values path. Kustomize: `target` + `path` patch one object of the manifests, or `substitute` sets a Flux post-build variable.","type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"description":"A parameter `(( replicas ))`, a literal (any YAML value), or text with placeholders `\"v(( version ))\"`.","type":["string","number","boolean","object","array"]},"path":{"description":"Helm values path, or (with `target`) the field path inside the patched object; dot-separated with `[n]` list indexes: `ui.message`, `spec.template.spec.containers[0].image`, `podAnnotations[\"prometheus.io/scrape\"]`.","type":"string","minLength":1},"target":{"description":"Kustomize only: the object to patch (a JSON6902 patch is generated).","$ref":"#/definitions/patchTarget"},"substitute":{"description":"Kustomize only: name of the Flux post-build variable (`${NAME}` in the manifests) that receives the value.","type":"string","pattern":"^[_a-zA-Z][_a-zA-Z0-9]*$"}}};
const schema19 = {"title":"PatchTarget","description":"The object in the manifests a rule patches.","type":"object","additionalProperties":false,"required":["kind","name"],"properties":{"kind":{"description":"Kind of the object, for example `Deployment`.","type":"string","pattern":"^[A-Z][A-Za-z0-9]*$"},"name":{"description":"Name of the object in the manifests.","type":"string","minLength":1},"namespace":{"description":"Namespace of the object, when several objects share kind and name.","type":"string","minLength":1},"group":{"description":"API group of the object (empty for core kinds).","type":"string"},"version":{"description":"API version of the object, for example `v1`.","type":"string","minLength":1}}};
const pattern52 = new RegExp("^[A-Z][A-Za-z0-9]*$", "u");
const pattern53 = new RegExp("^[_a-zA-Z][_a-zA-Z0-9]*$", "u");

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "value") || (key0 === "path")) || (key0 === "target")) || (key0 === "substitute"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if((((!data0 || typeof data0 != "object") && (typeof data0 !== "string")) && (!((typeof data0 == "number") && (isFinite(data0))))) && (typeof data0 !== "boolean")){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: schema18.properties.value.type},message:"must be string,number,boolean,object,array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func3(data1) < 1){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.target !== undefined){
let data2 = data.target;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind === undefined){
const err5 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.name === undefined){
const err6 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!(((((key1 === "kind") || (key1 === "name")) || (key1 === "namespace")) || (key1 === "group")) || (key1 === "version"))){
const err7 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.kind !== undefined){
let data3 = data2.kind;
if(typeof data3 === "string"){
if(!pattern52.test(data3)){
const err8 = {instancePath:instancePath+"/target/kind",schemaPath:"#/definitions/patchTarget/properties/kind/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[A-Z][A-Za-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/target/kind",schemaPath:"#/definitions/patchTarget/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.name !== undefined){
let data4 = data2.name;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err10 = {instancePath:instancePath+"/target/name",schemaPath:"#/definitions/patchTarget/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/target/name",schemaPath:"#/definitions/patchTarget/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.namespace !== undefined){
let data5 = data2.namespace;
if(typeof data5 === "string"){
if(func3(data5) < 1){
const err12 = {instancePath:instancePath+"/target/namespace",schemaPath:"#/definitions/patchTarget/properties/namespace/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/target/namespace",schemaPath:"#/definitions/patchTarget/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.group !== undefined){
if(typeof data2.group !== "string"){
const err14 = {instancePath:instancePath+"/target/group",schemaPath:"#/definitions/patchTarget/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.version !== undefined){
let data7 = data2.version;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err15 = {instancePath:instancePath+"/target/version",schemaPath:"#/definitions/patchTarget/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/target/version",schemaPath:"#/definitions/patchTarget/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.substitute !== undefined){
let data8 = data.substitute;
if(typeof data8 === "string"){
if(!pattern53.test(data8)){
const err18 = {instancePath:instancePath+"/substitute",schemaPath:"#/properties/substitute/pattern",keyword:"pattern",params:{pattern: "^[_a-zA-Z][_a-zA-Z0-9]*$"},message:"must match pattern \""+"^[_a-zA-Z][_a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/substitute",schemaPath:"#/properties/substitute/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const schema20 = {"title":"LocalizationRule","description":"Writes parts of an image reference, resolved from an OCM resource of type `ociImage`, into targets: Helm values paths; with kustomize, field paths of a `target` object, or the Kustomization `images` field through `name`.","type":"object","additionalProperties":false,"required":["resource"],"minProperties":2,"properties":{"resource":{"description":"The OCM resource (type `ociImage`) whose reference is used.","$ref":"#/definitions/resourceRef"},"target":{"description":"Kustomize only: the object whose fields receive the image parts.","$ref":"#/definitions/patchTarget"},"name":{"description":"Kustomize only: the image name as written in the manifests; it is replaced through the Kustomization `images` field (`newName`, `newTag`, `digest`).","type":"string","minLength":1},"image":{"description":"Path that receives the whole reference `registry/repository:tag@digest` (`ghcr.io/stefanprodan/podinfo:6.9.1`), for a key that holds the entire image.","type":"string","minLength":1},"registry":{"description":"Path that receives the registry host with port (`ghcr.io`, `mirror.example:5000`; Docker Hub is `docker.io`), for charts with a separate registry key.","type":"string","minLength":1},"repository":{"description":"Path that receives the repository path without the registry (`stefanprodan/podinfo`), for charts that read the registry from a key of their own. A chart that reads `image.repository` as `registry/path` (podinfo and most charts) needs `fullyQualifiedRepository`.","type":"string","minLength":1},"fullyQualifiedRepository":{"description":"Path that receives `registry/repository` (`ghcr.io/stefanprodan/podinfo`): what charts that pull `image.repository:image.tag` read from `image.repository`.","type":"string","minLength":1},"tag":{"description":"Path that receives the tag (`6.9.1`).","type":"string","minLength":1},"digest":{"description":"Path that receives the digest (`sha256:...`).","type":"string","minLength":1}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 2){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 2},message:"must NOT have fewer than 2 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.resource === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema20.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.resource !== undefined){
let data0 = data.resource;
const _errs4 = errors;
let valid2 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err3 = {instancePath:instancePath+"/resource",schemaPath:"#/definitions/resourceRef/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/resource",schemaPath:"#/definitions/resourceRef/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs7 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err5 = {instancePath:instancePath+"/resource",schemaPath:"#/definitions/resourceRef/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "name") || (key1 === "extraIdentity")) || (key1 === "referencePath"))){
const err6 = {instancePath:instancePath+"/resource",schemaPath:"#/definitions/resourceRef/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err7 = {instancePath:instancePath+"/resource/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/resource/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.extraIdentity !== undefined){
let data2 = data0.extraIdentity;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
if(typeof data2[key2] !== "string"){
const err9 = {instancePath:instancePath+"/resource/extraIdentity/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/resourceRef/oneOf/1/properties/extraIdentity/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/resource/extraIdentity",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/extraIdentity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.referencePath !== undefined){
let data4 = data0.referencePath;
if(Array.isArray(data4)){
if(data4.length < 1){
const err11 = {instancePath:instancePath+"/resource/referencePath",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err12 = {instancePath:instancePath+"/resource/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key3 in data5){
if(!((key3 === "name") || (key3 === "extraIdentity"))){
const err13 = {instancePath:instancePath+"/resource/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 === "string"){
if(func3(data6) < 1){
const err14 = {instancePath:instancePath+"/resource/referencePath/" + i0+"/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/resource/referencePath/" + i0+"/name",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.extraIdentity !== undefined){
let data7 = data5.extraIdentity;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key4 in data7){
if(typeof data7[key4] !== "string"){
const err16 = {instancePath:instancePath+"/resource/referencePath/" + i0+"/extraIdentity/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/extraIdentity/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/resource/referencePath/" + i0+"/extraIdentity",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/properties/extraIdentity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/resource/referencePath/" + i0,schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/resource/referencePath",schemaPath:"#/definitions/resourceRef/oneOf/1/properties/referencePath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/resource",schemaPath:"#/definitions/resourceRef/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err21 = {instancePath:instancePath+"/resource",schemaPath:"#/definitions/resourceRef/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.target !== undefined){
let data9 = data.target;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.kind === undefined){
const err22 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9.name === undefined){
const err23 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key5 in data9){
if(!(((((key5 === "kind") || (key5 === "name")) || (key5 === "namespace")) || (key5 === "group")) || (key5 === "version"))){
const err24 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.kind !== undefined){
let data10 = data9.kind;
if(typeof data10 === "string"){
if(!pattern52.test(data10)){
const err25 = {instancePath:instancePath+"/target/kind",schemaPath:"#/definitions/patchTarget/properties/kind/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[A-Z][A-Za-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/target/kind",schemaPath:"#/definitions/patchTarget/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.name !== undefined){
let data11 = data9.name;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err27 = {instancePath:instancePath+"/target/name",schemaPath:"#/definitions/patchTarget/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/target/name",schemaPath:"#/definitions/patchTarget/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.namespace !== undefined){
let data12 = data9.namespace;
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err29 = {instancePath:instancePath+"/target/namespace",schemaPath:"#/definitions/patchTarget/properties/namespace/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/target/namespace",schemaPath:"#/definitions/patchTarget/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.group !== undefined){
if(typeof data9.group !== "string"){
const err31 = {instancePath:instancePath+"/target/group",schemaPath:"#/definitions/patchTarget/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.version !== undefined){
let data14 = data9.version;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err32 = {instancePath:instancePath+"/target/version",schemaPath:"#/definitions/patchTarget/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/target/version",schemaPath:"#/definitions/patchTarget/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/target",schemaPath:"#/definitions/patchTarget/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.name !== undefined){
let data15 = data.name;
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err35 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.image !== undefined){
let data16 = data.image;
if(typeof data16 === "string"){
if(func3(data16) < 1){
const err37 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.registry !== undefined){
let data17 = data.registry;
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err39 = {instancePath:instancePath+"/registry",schemaPath:"#/properties/registry/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/registry",schemaPath:"#/properties/registry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.repository !== undefined){
let data18 = data.repository;
if(typeof data18 === "string"){
if(func3(data18) < 1){
const err41 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.fullyQualifiedRepository !== undefined){
let data19 = data.fullyQualifiedRepository;
if(typeof data19 === "string"){
if(func3(data19) < 1){
const err43 = {instancePath:instancePath+"/fullyQualifiedRepository",schemaPath:"#/properties/fullyQualifiedRepository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/fullyQualifiedRepository",schemaPath:"#/properties/fullyQualifiedRepository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.tag !== undefined){
let data20 = data.tag;
if(typeof data20 === "string"){
if(func3(data20) < 1){
const err45 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.digest !== undefined){
let data21 = data.digest;
if(typeof data21 === "string"){
if(func3(data21) < 1){
const err47 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://rgdc.dev/schemas/configdata.v1alpha1.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.component === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "component"},message:"must have required property '"+"component"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.deploy === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deploy"},message:"must have required property '"+"deploy"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.apiVersion !== undefined){
if("rgdc/v1alpha1" !== data.apiVersion){
const err6 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "rgdc/v1alpha1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.kind !== undefined){
if("ConfigData" !== data.kind){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "ConfigData"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.metadata !== undefined){
let data2 = data.metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err8 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "name") || (key1 === "description")) || (key1 === "labels")) || (key1 === "annotations"))){
const err9 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func3(data3) > 63){
const err10 = {instancePath:instancePath+"/metadata/name",schemaPath:"#/properties/metadata/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data3)){
const err11 = {instancePath:instancePath+"/metadata/name",schemaPath:"#/properties/metadata/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/metadata/name",schemaPath:"#/properties/metadata/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err13 = {instancePath:instancePath+"/metadata/description",schemaPath:"#/properties/metadata/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.labels !== undefined){
let data5 = data2.labels;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(typeof data5[key2] !== "string"){
const err14 = {instancePath:instancePath+"/metadata/labels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/properties/labels/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/metadata/labels",schemaPath:"#/properties/metadata/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.annotations !== undefined){
let data7 = data2.annotations;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key3 in data7){
if(typeof data7[key3] !== "string"){
const err16 = {instancePath:instancePath+"/metadata/annotations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/properties/annotations/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/metadata/annotations",schemaPath:"#/properties/metadata/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.instance !== undefined){
let data9 = data.instance;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key4 in data9){
if(!(((key4 === "kind") || (key4 === "apiVersion")) || (key4 === "group"))){
const err19 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.kind !== undefined){
let data10 = data9.kind;
if(typeof data10 === "string"){
if(!pattern1.test(data10)){
const err20 = {instancePath:instancePath+"/instance/kind",schemaPath:"#/properties/instance/properties/kind/pattern",keyword:"pattern",params:{pattern: "^[A-Z][a-zA-Z0-9]{0,62}$"},message:"must match pattern \""+"^[A-Z][a-zA-Z0-9]{0,62}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/instance/kind",schemaPath:"#/properties/instance/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.apiVersion !== undefined){
let data11 = data9.apiVersion;
if(typeof data11 === "string"){
if(!pattern2.test(data11)){
const err22 = {instancePath:instancePath+"/instance/apiVersion",schemaPath:"#/properties/instance/properties/apiVersion/pattern",keyword:"pattern",params:{pattern: "^v[0-9]+(alpha[0-9]+|beta[0-9]+)?$"},message:"must match pattern \""+"^v[0-9]+(alpha[0-9]+|beta[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/instance/apiVersion",schemaPath:"#/properties/instance/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.group !== undefined){
let data12 = data9.group;
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
const err24 = {instancePath:instancePath+"/instance/group",schemaPath:"#/properties/instance/properties/group/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/instance/group",schemaPath:"#/properties/instance/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.component !== undefined){
let data13 = data.component;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.name === undefined){
const err27 = {instancePath:instancePath+"/component",schemaPath:"#/properties/component/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data13.version === undefined){
const err28 = {instancePath:instancePath+"/component",schemaPath:"#/properties/component/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data13.repository === undefined){
const err29 = {instancePath:instancePath+"/component",schemaPath:"#/properties/component/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key5 in data13){
if(!(((key5 === "name") || (key5 === "version")) || (key5 === "repository"))){
const err30 = {instancePath:instancePath+"/component",schemaPath:"#/properties/component/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data13.name !== undefined){
let data14 = data13.name;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err31 = {instancePath:instancePath+"/component/name",schemaPath:"#/properties/component/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},message:"must match pattern \""+"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/component/name",schemaPath:"#/properties/component/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data13.version !== undefined){
let data15 = data13.version;
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err33 = {instancePath:instancePath+"/component/version",schemaPath:"#/properties/component/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern5.test(data15)){
const err34 = {instancePath:instancePath+"/component/version",schemaPath:"#/properties/component/properties/version/pattern",keyword:"pattern",params:{pattern: "^[^\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"},message:"must match pattern \""+"^[^\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/component/version",schemaPath:"#/properties/component/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data13.repository !== undefined){
let data16 = data13.repository;
if(typeof data16 === "string"){
if(func3(data16) < 1){
const err36 = {instancePath:instancePath+"/component/repository",schemaPath:"#/properties/component/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern6.test(data16)){
const err37 = {instancePath:instancePath+"/component/repository",schemaPath:"#/properties/component/properties/repository/pattern",keyword:"pattern",params:{pattern: "^[^\\s\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"},message:"must match pattern \""+"^[^\\s\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/component/repository",schemaPath:"#/properties/component/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/component",schemaPath:"#/properties/component/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.deploy !== undefined){
let data17 = data.deploy;
const _errs41 = errors;
let valid6 = true;
const _errs42 = errors;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing0;
if((data17.helm === undefined) && (missing0 = "helm")){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
var _valid0 = _errs42 === errors;
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs43 = errors;
const _errs44 = errors;
const _errs45 = errors;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing1;
if((data17.kustomize === undefined) && (missing1 = "kustomize")){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var valid7 = _errs45 === errors;
if(valid7){
const err42 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs43 === errors;
valid6 = _valid0;
ifClause0 = "then";
}
else {
const _errs46 = errors;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.kustomize === undefined){
const err43 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/else/required",keyword:"required",params:{missingProperty: "kustomize"},message:"must have required property '"+"kustomize"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var _valid0 = _errs46 === errors;
valid6 = _valid0;
ifClause0 = "else";
}
if(!valid6){
const err44 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key6 in data17){
if(!(((key6 === "helm") || (key6 === "kustomize")) || (key6 === "delivery"))){
const err45 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data17.helm !== undefined){
if(!(validate11(data17.helm, {instancePath:instancePath+"/deploy/helm",parentData:data17,parentDataProperty:"helm",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data17.kustomize !== undefined){
if(!(validate13(data17.kustomize, {instancePath:instancePath+"/deploy/kustomize",parentData:data17,parentDataProperty:"kustomize",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
if(data17.delivery !== undefined){
let data20 = data17.delivery;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key7 in data20){
if(!((key7 === "defaults") || (key7 === "pinned"))){
const err46 = {instancePath:instancePath+"/deploy/delivery",schemaPath:"#/properties/deploy/properties/delivery/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data20.defaults !== undefined){
let data21 = data20.defaults;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key8 in data21){
if(!((((key8 === "ocm") || (key8 === "source")) || (key8 === "helm")) || (key8 === "kustomize"))){
const err47 = {instancePath:instancePath+"/deploy/delivery/defaults",schemaPath:"#/definitions/deliverySettings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data21.ocm !== undefined){
let data22 = data21.ocm;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key9 in data22){
if(!((((key9 === "config") || (key9 === "verify")) || (key9 === "interval")) || (key9 === "suspend"))){
const err48 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm",schemaPath:"#/definitions/deliverySettings/properties/ocm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data22.config !== undefined){
let data23 = data22.config;
if(Array.isArray(data23)){
const len0 = data23.length;
for(let i0=0; i0<len0; i0++){
let data24 = data23[i0];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.kind === undefined){
const err49 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data24.name === undefined){
const err50 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key10 in data24){
if(!(((((key10 === "apiVersion") || (key10 === "kind")) || (key10 === "name")) || (key10 === "namespace")) || (key10 === "policy"))){
const err51 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data24.apiVersion !== undefined){
let data25 = data24.apiVersion;
if(typeof data25 !== "string"){
const err52 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/apiVersion",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!((data25 === "v1") || (data25 === "delivery.ocm.software/v1alpha1"))){
const err53 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/apiVersion",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema16.properties.ocm.properties.config.items.properties.apiVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data24.kind !== undefined){
let data26 = data24.kind;
if(typeof data26 !== "string"){
const err54 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/kind",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!((((((data26 === "Secret") || (data26 === "ConfigMap")) || (data26 === "Repository")) || (data26 === "Component")) || (data26 === "Resource")) || (data26 === "Replication"))){
const err55 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/kind",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema16.properties.ocm.properties.config.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data24.name !== undefined){
let data27 = data24.name;
if(typeof data27 === "string"){
if(!pattern16.test(data27)){
const err56 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data24.namespace !== undefined){
let data28 = data24.namespace;
if(typeof data28 === "string"){
if(!pattern7.test(data28)){
const err58 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/namespace",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/namespace/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/namespace",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data24.policy !== undefined){
let data29 = data24.policy;
if(typeof data29 !== "string"){
const err60 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/policy",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/policy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!((data29 === "Propagate") || (data29 === "DoNotPropagate"))){
const err61 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0+"/policy",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/policy/enum",keyword:"enum",params:{allowedValues: schema16.properties.ocm.properties.config.items.properties.policy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config/" + i0,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/config",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data22.verify !== undefined){
let data30 = data22.verify;
if(Array.isArray(data30)){
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.signature === undefined){
const err64 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data31.secretRef === undefined){
const err65 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/required",keyword:"required",params:{missingProperty: "secretRef"},message:"must have required property '"+"secretRef"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key11 in data31){
if(!((key11 === "signature") || (key11 === "secretRef"))){
const err66 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data31.signature !== undefined){
let data32 = data31.signature;
if(typeof data32 === "string"){
if(!pattern18.test(data32)){
const err67 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1+"/signature",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/signature/pattern",keyword:"pattern",params:{pattern: "^[^\"\\\\]+$"},message:"must match pattern \""+"^[^\"\\\\]+$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1+"/signature",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data31.secretRef !== undefined){
let data33 = data31.secretRef;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.name === undefined){
const err69 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1+"/secretRef",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
for(const key12 in data33){
if(!(key12 === "name")){
const err70 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1+"/secretRef",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data33.name !== undefined){
let data34 = data33.name;
if(typeof data34 === "string"){
if(!pattern16.test(data34)){
const err71 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1+"/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1+"/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1+"/secretRef",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify/" + i1,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/verify",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data22.interval !== undefined){
let data35 = data22.interval;
if(typeof data35 === "string"){
if(!pattern20.test(data35)){
const err76 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/interval",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/interval",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data22.suspend !== undefined){
if(typeof data22.suspend !== "boolean"){
const err78 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm/suspend",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/deploy/delivery/defaults/ocm",schemaPath:"#/definitions/deliverySettings/properties/ocm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data21.source !== undefined){
let data37 = data21.source;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key13 in data37){
if(!(func2.call(schema16.properties.source.properties, key13))){
const err80 = {instancePath:instancePath+"/deploy/delivery/defaults/source",schemaPath:"#/definitions/deliverySettings/properties/source/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data37.secretRef !== undefined){
let data38 = data37.secretRef;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.name === undefined){
const err81 = {instancePath:instancePath+"/deploy/delivery/defaults/source/secretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
for(const key14 in data38){
if(!(key14 === "name")){
const err82 = {instancePath:instancePath+"/deploy/delivery/defaults/source/secretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data38.name !== undefined){
let data39 = data38.name;
if(typeof data39 === "string"){
if(!pattern16.test(data39)){
const err83 = {instancePath:instancePath+"/deploy/delivery/defaults/source/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/deploy/delivery/defaults/source/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/deploy/delivery/defaults/source/secretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data37.certSecretRef !== undefined){
let data40 = data37.certSecretRef;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.name === undefined){
const err86 = {instancePath:instancePath+"/deploy/delivery/defaults/source/certSecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
for(const key15 in data40){
if(!(key15 === "name")){
const err87 = {instancePath:instancePath+"/deploy/delivery/defaults/source/certSecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data40.name !== undefined){
let data41 = data40.name;
if(typeof data41 === "string"){
if(!pattern16.test(data41)){
const err88 = {instancePath:instancePath+"/deploy/delivery/defaults/source/certSecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/deploy/delivery/defaults/source/certSecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/deploy/delivery/defaults/source/certSecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data37.proxySecretRef !== undefined){
let data42 = data37.proxySecretRef;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.name === undefined){
const err91 = {instancePath:instancePath+"/deploy/delivery/defaults/source/proxySecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key16 in data42){
if(!(key16 === "name")){
const err92 = {instancePath:instancePath+"/deploy/delivery/defaults/source/proxySecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data42.name !== undefined){
let data43 = data42.name;
if(typeof data43 === "string"){
if(!pattern16.test(data43)){
const err93 = {instancePath:instancePath+"/deploy/delivery/defaults/source/proxySecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/deploy/delivery/defaults/source/proxySecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/deploy/delivery/defaults/source/proxySecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data37.insecure !== undefined){
if(typeof data37.insecure !== "boolean"){
const err96 = {instancePath:instancePath+"/deploy/delivery/defaults/source/insecure",schemaPath:"#/definitions/deliverySettings/properties/source/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data37.provider !== undefined){
let data45 = data37.provider;
if(typeof data45 !== "string"){
const err97 = {instancePath:instancePath+"/deploy/delivery/defaults/source/provider",schemaPath:"#/definitions/deliverySettings/properties/source/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(!((((data45 === "generic") || (data45 === "aws")) || (data45 === "azure")) || (data45 === "gcp"))){
const err98 = {instancePath:instancePath+"/deploy/delivery/defaults/source/provider",schemaPath:"#/definitions/deliverySettings/properties/source/properties/provider/enum",keyword:"enum",params:{allowedValues: schema16.properties.source.properties.provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data37.serviceAccountName !== undefined){
let data46 = data37.serviceAccountName;
if(typeof data46 === "string"){
if(!pattern16.test(data46)){
const err99 = {instancePath:instancePath+"/deploy/delivery/defaults/source/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/source/properties/serviceAccountName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/deploy/delivery/defaults/source/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/source/properties/serviceAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data37.timeout !== undefined){
let data47 = data37.timeout;
if(typeof data47 === "string"){
if(!pattern25.test(data47)){
const err101 = {instancePath:instancePath+"/deploy/delivery/defaults/source/timeout",schemaPath:"#/definitions/deliverySettings/properties/source/properties/timeout/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m))+$"+"\""};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/deploy/delivery/defaults/source/timeout",schemaPath:"#/definitions/deliverySettings/properties/source/properties/timeout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data37.interval !== undefined){
let data48 = data37.interval;
if(typeof data48 === "string"){
if(!pattern11.test(data48)){
const err103 = {instancePath:instancePath+"/deploy/delivery/defaults/source/interval",schemaPath:"#/definitions/deliverySettings/properties/source/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/deploy/delivery/defaults/source/interval",schemaPath:"#/definitions/deliverySettings/properties/source/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data37.suspend !== undefined){
if(typeof data37.suspend !== "boolean"){
const err105 = {instancePath:instancePath+"/deploy/delivery/defaults/source/suspend",schemaPath:"#/definitions/deliverySettings/properties/source/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/deploy/delivery/defaults/source",schemaPath:"#/definitions/deliverySettings/properties/source/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data21.helm !== undefined){
let data50 = data21.helm;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
for(const key17 in data50){
if(!(((((((key17 === "serviceAccountName") || (key17 === "timeout")) || (key17 === "interval")) || (key17 === "install")) || (key17 === "upgrade")) || (key17 === "driftDetection")) || (key17 === "suspend"))){
const err107 = {instancePath:instancePath+"/deploy/delivery/defaults/helm",schemaPath:"#/definitions/deliverySettings/properties/helm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data50.serviceAccountName !== undefined){
let data51 = data50.serviceAccountName;
if(typeof data51 === "string"){
if(!pattern16.test(data51)){
const err108 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/serviceAccountName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/serviceAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data50.timeout !== undefined){
let data52 = data50.timeout;
if(typeof data52 === "string"){
if(!pattern11.test(data52)){
const err110 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/timeout",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/timeout/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/timeout",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/timeout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data50.interval !== undefined){
let data53 = data50.interval;
if(typeof data53 === "string"){
if(!pattern11.test(data53)){
const err112 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/interval",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/interval",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data50.install !== undefined){
let data54 = data50.install;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
for(const key18 in data54){
if(!(key18 === "remediation")){
const err114 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/install",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data54.remediation !== undefined){
let data55 = data54.remediation;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
for(const key19 in data55){
if(!(((key19 === "retries") || (key19 === "ignoreTestFailures")) || (key19 === "remediateLastFailure"))){
const err115 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/install/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data55.retries !== undefined){
let data56 = data55.retries;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
const err116 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/install/remediation/retries",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data55.ignoreTestFailures !== undefined){
if(typeof data55.ignoreTestFailures !== "boolean"){
const err117 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/install/remediation/ignoreTestFailures",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/properties/ignoreTestFailures/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data55.remediateLastFailure !== undefined){
if(typeof data55.remediateLastFailure !== "boolean"){
const err118 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/install/remediation/remediateLastFailure",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/properties/remediateLastFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/install/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/install",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data50.upgrade !== undefined){
let data59 = data50.upgrade;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
for(const key20 in data59){
if(!(key20 === "remediation")){
const err121 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data59.remediation !== undefined){
let data60 = data59.remediation;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
for(const key21 in data60){
if(!((((key21 === "retries") || (key21 === "ignoreTestFailures")) || (key21 === "remediateLastFailure")) || (key21 === "strategy"))){
const err122 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data60.retries !== undefined){
let data61 = data60.retries;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err123 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade/remediation/retries",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data60.ignoreTestFailures !== undefined){
if(typeof data60.ignoreTestFailures !== "boolean"){
const err124 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade/remediation/ignoreTestFailures",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/ignoreTestFailures/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data60.remediateLastFailure !== undefined){
if(typeof data60.remediateLastFailure !== "boolean"){
const err125 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade/remediation/remediateLastFailure",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/remediateLastFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data60.strategy !== undefined){
let data64 = data60.strategy;
if(typeof data64 !== "string"){
const err126 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade/remediation/strategy",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/strategy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(!((data64 === "rollback") || (data64 === "uninstall"))){
const err127 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade/remediation/strategy",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/strategy/enum",keyword:"enum",params:{allowedValues: schema16.properties.helm.properties.upgrade.properties.remediation.properties.strategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/upgrade",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data50.driftDetection !== undefined){
let data65 = data50.driftDetection;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
for(const key22 in data65){
if(!(key22 === "mode")){
const err130 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/driftDetection",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data65.mode !== undefined){
let data66 = data65.mode;
if(typeof data66 !== "string"){
const err131 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/driftDetection/mode",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(!(((data66 === "enabled") || (data66 === "warn")) || (data66 === "disabled"))){
const err132 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/driftDetection/mode",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/properties/mode/enum",keyword:"enum",params:{allowedValues: schema16.properties.helm.properties.driftDetection.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/driftDetection",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data50.suspend !== undefined){
if(typeof data50.suspend !== "boolean"){
const err134 = {instancePath:instancePath+"/deploy/delivery/defaults/helm/suspend",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/deploy/delivery/defaults/helm",schemaPath:"#/definitions/deliverySettings/properties/helm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data21.kustomize !== undefined){
let data68 = data21.kustomize;
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
for(const key23 in data68){
if(!((((((((key23 === "serviceAccountName") || (key23 === "timeout")) || (key23 === "interval")) || (key23 === "prune")) || (key23 === "wait")) || (key23 === "force")) || (key23 === "decryption")) || (key23 === "suspend"))){
const err136 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize",schemaPath:"#/definitions/deliverySettings/properties/kustomize/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data68.serviceAccountName !== undefined){
let data69 = data68.serviceAccountName;
if(typeof data69 === "string"){
if(!pattern16.test(data69)){
const err137 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/serviceAccountName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/serviceAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data68.timeout !== undefined){
let data70 = data68.timeout;
if(typeof data70 === "string"){
if(!pattern11.test(data70)){
const err139 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/timeout",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/timeout/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/timeout",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/timeout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data68.interval !== undefined){
let data71 = data68.interval;
if(typeof data71 === "string"){
if(!pattern11.test(data71)){
const err141 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/interval",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/interval",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data68.prune !== undefined){
if(typeof data68.prune !== "boolean"){
const err143 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/prune",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/prune/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data68.wait !== undefined){
if(typeof data68.wait !== "boolean"){
const err144 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/wait",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/wait/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data68.force !== undefined){
if(typeof data68.force !== "boolean"){
const err145 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/force",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/force/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data68.decryption !== undefined){
let data75 = data68.decryption;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.provider === undefined){
const err146 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
for(const key24 in data75){
if(!((key24 === "provider") || (key24 === "secretRef"))){
const err147 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data75.provider !== undefined){
let data76 = data75.provider;
if(typeof data76 !== "string"){
const err148 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption/provider",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(!(data76 === "sops")){
const err149 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption/provider",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/provider/enum",keyword:"enum",params:{allowedValues: schema16.properties.kustomize.properties.decryption.properties.provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data75.secretRef !== undefined){
let data77 = data75.secretRef;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.name === undefined){
const err150 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption/secretRef",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
for(const key25 in data77){
if(!(key25 === "name")){
const err151 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption/secretRef",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data77.name !== undefined){
let data78 = data77.name;
if(typeof data78 === "string"){
if(!pattern16.test(data78)){
const err152 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
else {
const err154 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption/secretRef",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/decryption",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data68.suspend !== undefined){
if(typeof data68.suspend !== "boolean"){
const err156 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize/suspend",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
else {
const err157 = {instancePath:instancePath+"/deploy/delivery/defaults/kustomize",schemaPath:"#/definitions/deliverySettings/properties/kustomize/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/deploy/delivery/defaults",schemaPath:"#/definitions/deliverySettings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data20.pinned !== undefined){
let data80 = data20.pinned;
if(data80 && typeof data80 == "object" && !Array.isArray(data80)){
for(const key26 in data80){
if(!((((key26 === "ocm") || (key26 === "source")) || (key26 === "helm")) || (key26 === "kustomize"))){
const err159 = {instancePath:instancePath+"/deploy/delivery/pinned",schemaPath:"#/definitions/deliverySettings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data80.ocm !== undefined){
let data81 = data80.ocm;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
for(const key27 in data81){
if(!((((key27 === "config") || (key27 === "verify")) || (key27 === "interval")) || (key27 === "suspend"))){
const err160 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm",schemaPath:"#/definitions/deliverySettings/properties/ocm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data81.config !== undefined){
let data82 = data81.config;
if(Array.isArray(data82)){
const len2 = data82.length;
for(let i2=0; i2<len2; i2++){
let data83 = data82[i2];
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.kind === undefined){
const err161 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(data83.name === undefined){
const err162 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
for(const key28 in data83){
if(!(((((key28 === "apiVersion") || (key28 === "kind")) || (key28 === "name")) || (key28 === "namespace")) || (key28 === "policy"))){
const err163 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data83.apiVersion !== undefined){
let data84 = data83.apiVersion;
if(typeof data84 !== "string"){
const err164 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/apiVersion",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(!((data84 === "v1") || (data84 === "delivery.ocm.software/v1alpha1"))){
const err165 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/apiVersion",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema16.properties.ocm.properties.config.items.properties.apiVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data83.kind !== undefined){
let data85 = data83.kind;
if(typeof data85 !== "string"){
const err166 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/kind",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(!((((((data85 === "Secret") || (data85 === "ConfigMap")) || (data85 === "Repository")) || (data85 === "Component")) || (data85 === "Resource")) || (data85 === "Replication"))){
const err167 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/kind",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema16.properties.ocm.properties.config.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data83.name !== undefined){
let data86 = data83.name;
if(typeof data86 === "string"){
if(!pattern16.test(data86)){
const err168 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data83.namespace !== undefined){
let data87 = data83.namespace;
if(typeof data87 === "string"){
if(!pattern7.test(data87)){
const err170 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/namespace",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/namespace/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
else {
const err171 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/namespace",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data83.policy !== undefined){
let data88 = data83.policy;
if(typeof data88 !== "string"){
const err172 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/policy",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/policy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(!((data88 === "Propagate") || (data88 === "DoNotPropagate"))){
const err173 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2+"/policy",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/properties/policy/enum",keyword:"enum",params:{allowedValues: schema16.properties.ocm.properties.config.items.properties.policy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
}
else {
const err174 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config/" + i2,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
else {
const err175 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/config",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/config/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data81.verify !== undefined){
let data89 = data81.verify;
if(Array.isArray(data89)){
const len3 = data89.length;
for(let i3=0; i3<len3; i3++){
let data90 = data89[i3];
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(data90.signature === undefined){
const err176 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(data90.secretRef === undefined){
const err177 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/required",keyword:"required",params:{missingProperty: "secretRef"},message:"must have required property '"+"secretRef"+"'"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
for(const key29 in data90){
if(!((key29 === "signature") || (key29 === "secretRef"))){
const err178 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data90.signature !== undefined){
let data91 = data90.signature;
if(typeof data91 === "string"){
if(!pattern18.test(data91)){
const err179 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3+"/signature",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/signature/pattern",keyword:"pattern",params:{pattern: "^[^\"\\\\]+$"},message:"must match pattern \""+"^[^\"\\\\]+$"+"\""};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
else {
const err180 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3+"/signature",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data90.secretRef !== undefined){
let data92 = data90.secretRef;
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
if(data92.name === undefined){
const err181 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3+"/secretRef",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
for(const key30 in data92){
if(!(key30 === "name")){
const err182 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3+"/secretRef",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data92.name !== undefined){
let data93 = data92.name;
if(typeof data93 === "string"){
if(!pattern16.test(data93)){
const err183 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3+"/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3+"/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
else {
const err185 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3+"/secretRef",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify/" + i3,schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/verify",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/verify/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data81.interval !== undefined){
let data94 = data81.interval;
if(typeof data94 === "string"){
if(!pattern20.test(data94)){
const err188 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/interval",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
else {
const err189 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/interval",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data81.suspend !== undefined){
if(typeof data81.suspend !== "boolean"){
const err190 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm/suspend",schemaPath:"#/definitions/deliverySettings/properties/ocm/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
else {
const err191 = {instancePath:instancePath+"/deploy/delivery/pinned/ocm",schemaPath:"#/definitions/deliverySettings/properties/ocm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data80.source !== undefined){
let data96 = data80.source;
if(data96 && typeof data96 == "object" && !Array.isArray(data96)){
for(const key31 in data96){
if(!(func2.call(schema16.properties.source.properties, key31))){
const err192 = {instancePath:instancePath+"/deploy/delivery/pinned/source",schemaPath:"#/definitions/deliverySettings/properties/source/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data96.secretRef !== undefined){
let data97 = data96.secretRef;
if(data97 && typeof data97 == "object" && !Array.isArray(data97)){
if(data97.name === undefined){
const err193 = {instancePath:instancePath+"/deploy/delivery/pinned/source/secretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
for(const key32 in data97){
if(!(key32 === "name")){
const err194 = {instancePath:instancePath+"/deploy/delivery/pinned/source/secretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data97.name !== undefined){
let data98 = data97.name;
if(typeof data98 === "string"){
if(!pattern16.test(data98)){
const err195 = {instancePath:instancePath+"/deploy/delivery/pinned/source/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
else {
const err196 = {instancePath:instancePath+"/deploy/delivery/pinned/source/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
else {
const err197 = {instancePath:instancePath+"/deploy/delivery/pinned/source/secretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data96.certSecretRef !== undefined){
let data99 = data96.certSecretRef;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.name === undefined){
const err198 = {instancePath:instancePath+"/deploy/delivery/pinned/source/certSecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
for(const key33 in data99){
if(!(key33 === "name")){
const err199 = {instancePath:instancePath+"/deploy/delivery/pinned/source/certSecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data99.name !== undefined){
let data100 = data99.name;
if(typeof data100 === "string"){
if(!pattern16.test(data100)){
const err200 = {instancePath:instancePath+"/deploy/delivery/pinned/source/certSecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
else {
const err201 = {instancePath:instancePath+"/deploy/delivery/pinned/source/certSecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
}
else {
const err202 = {instancePath:instancePath+"/deploy/delivery/pinned/source/certSecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/certSecretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data96.proxySecretRef !== undefined){
let data101 = data96.proxySecretRef;
if(data101 && typeof data101 == "object" && !Array.isArray(data101)){
if(data101.name === undefined){
const err203 = {instancePath:instancePath+"/deploy/delivery/pinned/source/proxySecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
for(const key34 in data101){
if(!(key34 === "name")){
const err204 = {instancePath:instancePath+"/deploy/delivery/pinned/source/proxySecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data101.name !== undefined){
let data102 = data101.name;
if(typeof data102 === "string"){
if(!pattern16.test(data102)){
const err205 = {instancePath:instancePath+"/deploy/delivery/pinned/source/proxySecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
else {
const err206 = {instancePath:instancePath+"/deploy/delivery/pinned/source/proxySecretRef/name",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
else {
const err207 = {instancePath:instancePath+"/deploy/delivery/pinned/source/proxySecretRef",schemaPath:"#/definitions/deliverySettings/properties/source/properties/proxySecretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
if(data96.insecure !== undefined){
if(typeof data96.insecure !== "boolean"){
const err208 = {instancePath:instancePath+"/deploy/delivery/pinned/source/insecure",schemaPath:"#/definitions/deliverySettings/properties/source/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data96.provider !== undefined){
let data104 = data96.provider;
if(typeof data104 !== "string"){
const err209 = {instancePath:instancePath+"/deploy/delivery/pinned/source/provider",schemaPath:"#/definitions/deliverySettings/properties/source/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(!((((data104 === "generic") || (data104 === "aws")) || (data104 === "azure")) || (data104 === "gcp"))){
const err210 = {instancePath:instancePath+"/deploy/delivery/pinned/source/provider",schemaPath:"#/definitions/deliverySettings/properties/source/properties/provider/enum",keyword:"enum",params:{allowedValues: schema16.properties.source.properties.provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data96.serviceAccountName !== undefined){
let data105 = data96.serviceAccountName;
if(typeof data105 === "string"){
if(!pattern16.test(data105)){
const err211 = {instancePath:instancePath+"/deploy/delivery/pinned/source/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/source/properties/serviceAccountName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/deploy/delivery/pinned/source/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/source/properties/serviceAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data96.timeout !== undefined){
let data106 = data96.timeout;
if(typeof data106 === "string"){
if(!pattern25.test(data106)){
const err213 = {instancePath:instancePath+"/deploy/delivery/pinned/source/timeout",schemaPath:"#/definitions/deliverySettings/properties/source/properties/timeout/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m))+$"+"\""};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
else {
const err214 = {instancePath:instancePath+"/deploy/delivery/pinned/source/timeout",schemaPath:"#/definitions/deliverySettings/properties/source/properties/timeout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
if(data96.interval !== undefined){
let data107 = data96.interval;
if(typeof data107 === "string"){
if(!pattern11.test(data107)){
const err215 = {instancePath:instancePath+"/deploy/delivery/pinned/source/interval",schemaPath:"#/definitions/deliverySettings/properties/source/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
else {
const err216 = {instancePath:instancePath+"/deploy/delivery/pinned/source/interval",schemaPath:"#/definitions/deliverySettings/properties/source/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data96.suspend !== undefined){
if(typeof data96.suspend !== "boolean"){
const err217 = {instancePath:instancePath+"/deploy/delivery/pinned/source/suspend",schemaPath:"#/definitions/deliverySettings/properties/source/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
else {
const err218 = {instancePath:instancePath+"/deploy/delivery/pinned/source",schemaPath:"#/definitions/deliverySettings/properties/source/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data80.helm !== undefined){
let data109 = data80.helm;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
for(const key35 in data109){
if(!(((((((key35 === "serviceAccountName") || (key35 === "timeout")) || (key35 === "interval")) || (key35 === "install")) || (key35 === "upgrade")) || (key35 === "driftDetection")) || (key35 === "suspend"))){
const err219 = {instancePath:instancePath+"/deploy/delivery/pinned/helm",schemaPath:"#/definitions/deliverySettings/properties/helm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data109.serviceAccountName !== undefined){
let data110 = data109.serviceAccountName;
if(typeof data110 === "string"){
if(!pattern16.test(data110)){
const err220 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/serviceAccountName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
else {
const err221 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/serviceAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data109.timeout !== undefined){
let data111 = data109.timeout;
if(typeof data111 === "string"){
if(!pattern11.test(data111)){
const err222 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/timeout",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/timeout/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
else {
const err223 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/timeout",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/timeout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data109.interval !== undefined){
let data112 = data109.interval;
if(typeof data112 === "string"){
if(!pattern11.test(data112)){
const err224 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/interval",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
else {
const err225 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/interval",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data109.install !== undefined){
let data113 = data109.install;
if(data113 && typeof data113 == "object" && !Array.isArray(data113)){
for(const key36 in data113){
if(!(key36 === "remediation")){
const err226 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/install",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data113.remediation !== undefined){
let data114 = data113.remediation;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
for(const key37 in data114){
if(!(((key37 === "retries") || (key37 === "ignoreTestFailures")) || (key37 === "remediateLastFailure"))){
const err227 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/install/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data114.retries !== undefined){
let data115 = data114.retries;
if(!(((typeof data115 == "number") && (!(data115 % 1) && !isNaN(data115))) && (isFinite(data115)))){
const err228 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/install/remediation/retries",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data114.ignoreTestFailures !== undefined){
if(typeof data114.ignoreTestFailures !== "boolean"){
const err229 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/install/remediation/ignoreTestFailures",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/properties/ignoreTestFailures/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
if(data114.remediateLastFailure !== undefined){
if(typeof data114.remediateLastFailure !== "boolean"){
const err230 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/install/remediation/remediateLastFailure",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/properties/remediateLastFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/install/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/properties/remediation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
}
else {
const err232 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/install",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/install/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data109.upgrade !== undefined){
let data118 = data109.upgrade;
if(data118 && typeof data118 == "object" && !Array.isArray(data118)){
for(const key38 in data118){
if(!(key38 === "remediation")){
const err233 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data118.remediation !== undefined){
let data119 = data118.remediation;
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
for(const key39 in data119){
if(!((((key39 === "retries") || (key39 === "ignoreTestFailures")) || (key39 === "remediateLastFailure")) || (key39 === "strategy"))){
const err234 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
if(data119.retries !== undefined){
let data120 = data119.retries;
if(!(((typeof data120 == "number") && (!(data120 % 1) && !isNaN(data120))) && (isFinite(data120)))){
const err235 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade/remediation/retries",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data119.ignoreTestFailures !== undefined){
if(typeof data119.ignoreTestFailures !== "boolean"){
const err236 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade/remediation/ignoreTestFailures",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/ignoreTestFailures/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data119.remediateLastFailure !== undefined){
if(typeof data119.remediateLastFailure !== "boolean"){
const err237 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade/remediation/remediateLastFailure",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/remediateLastFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data119.strategy !== undefined){
let data123 = data119.strategy;
if(typeof data123 !== "string"){
const err238 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade/remediation/strategy",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/strategy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if(!((data123 === "rollback") || (data123 === "uninstall"))){
const err239 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade/remediation/strategy",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/properties/strategy/enum",keyword:"enum",params:{allowedValues: schema16.properties.helm.properties.upgrade.properties.remediation.properties.strategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
}
else {
const err240 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade/remediation",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/properties/remediation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
}
else {
const err241 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/upgrade",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/upgrade/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data109.driftDetection !== undefined){
let data124 = data109.driftDetection;
if(data124 && typeof data124 == "object" && !Array.isArray(data124)){
for(const key40 in data124){
if(!(key40 === "mode")){
const err242 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/driftDetection",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data124.mode !== undefined){
let data125 = data124.mode;
if(typeof data125 !== "string"){
const err243 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/driftDetection/mode",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
if(!(((data125 === "enabled") || (data125 === "warn")) || (data125 === "disabled"))){
const err244 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/driftDetection/mode",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/properties/mode/enum",keyword:"enum",params:{allowedValues: schema16.properties.helm.properties.driftDetection.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
}
else {
const err245 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/driftDetection",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/driftDetection/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data109.suspend !== undefined){
if(typeof data109.suspend !== "boolean"){
const err246 = {instancePath:instancePath+"/deploy/delivery/pinned/helm/suspend",schemaPath:"#/definitions/deliverySettings/properties/helm/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
}
else {
const err247 = {instancePath:instancePath+"/deploy/delivery/pinned/helm",schemaPath:"#/definitions/deliverySettings/properties/helm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data80.kustomize !== undefined){
let data127 = data80.kustomize;
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
for(const key41 in data127){
if(!((((((((key41 === "serviceAccountName") || (key41 === "timeout")) || (key41 === "interval")) || (key41 === "prune")) || (key41 === "wait")) || (key41 === "force")) || (key41 === "decryption")) || (key41 === "suspend"))){
const err248 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize",schemaPath:"#/definitions/deliverySettings/properties/kustomize/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data127.serviceAccountName !== undefined){
let data128 = data127.serviceAccountName;
if(typeof data128 === "string"){
if(!pattern16.test(data128)){
const err249 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/serviceAccountName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
else {
const err250 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/serviceAccountName",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/serviceAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data127.timeout !== undefined){
let data129 = data127.timeout;
if(typeof data129 === "string"){
if(!pattern11.test(data129)){
const err251 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/timeout",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/timeout/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
else {
const err252 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/timeout",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/timeout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
if(data127.interval !== undefined){
let data130 = data127.interval;
if(typeof data130 === "string"){
if(!pattern11.test(data130)){
const err253 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/interval",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/interval/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"+"\""};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
else {
const err254 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/interval",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
if(data127.prune !== undefined){
if(typeof data127.prune !== "boolean"){
const err255 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/prune",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/prune/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data127.wait !== undefined){
if(typeof data127.wait !== "boolean"){
const err256 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/wait",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/wait/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data127.force !== undefined){
if(typeof data127.force !== "boolean"){
const err257 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/force",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/force/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data127.decryption !== undefined){
let data134 = data127.decryption;
if(data134 && typeof data134 == "object" && !Array.isArray(data134)){
if(data134.provider === undefined){
const err258 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
for(const key42 in data134){
if(!((key42 === "provider") || (key42 === "secretRef"))){
const err259 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data134.provider !== undefined){
let data135 = data134.provider;
if(typeof data135 !== "string"){
const err260 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption/provider",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
if(!(data135 === "sops")){
const err261 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption/provider",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/provider/enum",keyword:"enum",params:{allowedValues: schema16.properties.kustomize.properties.decryption.properties.provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data134.secretRef !== undefined){
let data136 = data134.secretRef;
if(data136 && typeof data136 == "object" && !Array.isArray(data136)){
if(data136.name === undefined){
const err262 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption/secretRef",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
for(const key43 in data136){
if(!(key43 === "name")){
const err263 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption/secretRef",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data136.name !== undefined){
let data137 = data136.name;
if(typeof data137 === "string"){
if(!pattern16.test(data137)){
const err264 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
else {
const err265 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption/secretRef/name",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
}
else {
const err266 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption/secretRef",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
else {
const err267 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/decryption",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/decryption/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data127.suspend !== undefined){
if(typeof data127.suspend !== "boolean"){
const err268 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize/suspend",schemaPath:"#/definitions/deliverySettings/properties/kustomize/properties/suspend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
else {
const err269 = {instancePath:instancePath+"/deploy/delivery/pinned/kustomize",schemaPath:"#/definitions/deliverySettings/properties/kustomize/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
}
else {
const err270 = {instancePath:instancePath+"/deploy/delivery/pinned",schemaPath:"#/definitions/deliverySettings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
}
else {
const err271 = {instancePath:instancePath+"/deploy/delivery",schemaPath:"#/properties/deploy/properties/delivery/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
}
else {
const err272 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data.configuration !== undefined){
let data139 = data.configuration;
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
for(const key44 in data139){
if(!(((key44 === "defaults") || (key44 === "schema")) || (key44 === "rules"))){
const err273 = {instancePath:instancePath+"/configuration",schemaPath:"#/properties/configuration/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
if(data139.defaults !== undefined){
let data140 = data139.defaults;
if(!(data140 && typeof data140 == "object" && !Array.isArray(data140))){
const err274 = {instancePath:instancePath+"/configuration/defaults",schemaPath:"#/properties/configuration/properties/defaults/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data139.schema !== undefined){
let data141 = data139.schema;
if(!(data141 && typeof data141 == "object" && !Array.isArray(data141))){
const err275 = {instancePath:instancePath+"/configuration/schema",schemaPath:"#/properties/configuration/properties/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data139.rules !== undefined){
let data142 = data139.rules;
if(Array.isArray(data142)){
const len4 = data142.length;
for(let i4=0; i4<len4; i4++){
if(!(validate15(data142[i4], {instancePath:instancePath+"/configuration/rules/" + i4,parentData:data142,parentDataProperty:i4,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
}
}
else {
const err276 = {instancePath:instancePath+"/configuration/rules",schemaPath:"#/properties/configuration/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
}
else {
const err277 = {instancePath:instancePath+"/configuration",schemaPath:"#/properties/configuration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data.localization !== undefined){
let data144 = data.localization;
if(Array.isArray(data144)){
const len5 = data144.length;
for(let i5=0; i5<len5; i5++){
if(!(validate17(data144[i5], {instancePath:instancePath+"/localization/" + i5,parentData:data144,parentDataProperty:i5,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
}
else {
const err278 = {instancePath:instancePath+"/localization",schemaPath:"#/properties/localization/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data.secrets !== undefined){
let data146 = data.secrets;
if(Array.isArray(data146)){
const len6 = data146.length;
for(let i6=0; i6<len6; i6++){
let data147 = data146[i6];
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
if(data147.name === undefined){
const err279 = {instancePath:instancePath+"/secrets/" + i6,schemaPath:"#/definitions/secret/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
for(const key45 in data147){
if(!(((((key45 === "name") || (key45 === "path")) || (key45 === "key")) || (key45 === "description")) || (key45 === "optional"))){
const err280 = {instancePath:instancePath+"/secrets/" + i6,schemaPath:"#/definitions/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
if(data147.name !== undefined){
let data148 = data147.name;
if(typeof data148 === "string"){
if(!pattern57.test(data148)){
const err281 = {instancePath:instancePath+"/secrets/" + i6+"/name",schemaPath:"#/definitions/secret/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
else {
const err282 = {instancePath:instancePath+"/secrets/" + i6+"/name",schemaPath:"#/definitions/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
if(data147.path !== undefined){
let data149 = data147.path;
if(typeof data149 === "string"){
if(func3(data149) < 1){
const err283 = {instancePath:instancePath+"/secrets/" + i6+"/path",schemaPath:"#/definitions/secret/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
else {
const err284 = {instancePath:instancePath+"/secrets/" + i6+"/path",schemaPath:"#/definitions/secret/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data147.key !== undefined){
let data150 = data147.key;
if(typeof data150 === "string"){
if(!pattern58.test(data150)){
const err285 = {instancePath:instancePath+"/secrets/" + i6+"/key",schemaPath:"#/definitions/secret/properties/key/pattern",keyword:"pattern",params:{pattern: "^[-._a-zA-Z0-9]+$"},message:"must match pattern \""+"^[-._a-zA-Z0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
else {
const err286 = {instancePath:instancePath+"/secrets/" + i6+"/key",schemaPath:"#/definitions/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data147.description !== undefined){
if(typeof data147.description !== "string"){
const err287 = {instancePath:instancePath+"/secrets/" + i6+"/description",schemaPath:"#/definitions/secret/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data147.optional !== undefined){
if(typeof data147.optional !== "boolean"){
const err288 = {instancePath:instancePath+"/secrets/" + i6+"/optional",schemaPath:"#/definitions/secret/properties/optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
else {
const err289 = {instancePath:instancePath+"/secrets/" + i6,schemaPath:"#/definitions/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
}
else {
const err290 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
}
else {
const err291 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

