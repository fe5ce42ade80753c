// @ts-nocheck
/* Generated from schemas/configdata.v1alpha1.schema.json by scripts/generate-validators.mjs. Do not edit; run `npm run gen`. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://rgdc.dev/schemas/configdata.v1alpha1.schema.json","title":"ConfigData","description":"rgdc ConfigData v1alpha1: everything a service team declares to deliver an OCM component through kro and Flux. `rgdc compile` turns it into a kro ResourceGraphDefinition. Use with yaml-language-server: `# yaml-language-server: $schema=<path or URL of this file>`.","type":"object","additionalProperties":false,"required":["apiVersion","kind","metadata","component","deploy"],"properties":{"apiVersion":{"description":"Version of the ConfigData format. Always `rgdc/v1alpha1`.","const":"rgdc/v1alpha1"},"kind":{"description":"Always `ConfigData`.","const":"ConfigData"},"metadata":{"description":"Names the generated ResourceGraphDefinition and the instance API it serves.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the generated RGD, a DNS-1123 label such as `podinfo`. The instance kind defaults to its PascalCase form (`Podinfo`).","type":"string","pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"description":{"description":"One sentence on what the component deploys; becomes an annotation on the RGD.","type":"string"},"labels":{"description":"Labels copied onto the generated RGD.","type":"object","additionalProperties":{"type":"string"}},"annotations":{"description":"Annotations copied onto the generated RGD.","type":"object","additionalProperties":{"type":"string"}}}},"instance":{"description":"Overrides for the instance API that installers use. Defaults: kind from `metadata.name` in PascalCase, version `v1alpha1`, group `kro.run`.","type":"object","additionalProperties":false,"properties":{"kind":{"description":"Kind of the instance custom resource (UpperCamelCase), for example `Podinfo`.","type":"string","pattern":"^[A-Z][a-zA-Z0-9]{0,62}$"},"apiVersion":{"description":"Version of the instance API (only the version, for example `v1alpha1`).","type":"string","pattern":"^v[0-9]+(alpha[0-9]+|beta[0-9]+)?$"},"group":{"description":"API group of the instance custom resource. Defaults to `kro.run`.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"}}},"component":{"description":"The OCM component version that carries the deliverable (chart or kustomization and images).","type":"object","additionalProperties":false,"required":["name","version","repository"],"properties":{"name":{"description":"OCM component name: a DNS domain followed by a path, for example `acme.org/podinfo`.","type":"string","pattern":"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},"version":{"description":"Exact version or semver constraint (for example `6.9.1` or `>=6.9.0 <7`). Installers may override it per instance.","type":"string","minLength":1,"pattern":"^[^\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"},"repository":{"description":"OCM repository (an OCI registry with optional path), for example `ghcr.io/acme/ocm`. Installers may override it per instance.","type":"string","minLength":1,"pattern":"^[^\\s\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$"}}},"deploy":{"description":"How the component is deployed. Exactly one of `helm` or `kustomize`.","type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"helm":{"$ref":"#/definitions/helmDeploy"},"kustomize":{"$ref":"#/definitions/kustomizeDeploy"}}},"configuration":{"description":"Settings an installation may change, with the same meaning as OCM v1 ConfigData: a JSON Schema, defaults and rules saying where each setting goes.","type":"object","additionalProperties":false,"properties":{"defaults":{"description":"Default value of each parameter. They become defaults of the instance API. A string default holding a double quote, backslash or control character cannot be written into kro's SimpleSchema marker; it is applied where the parameter is read instead (`schema.spec.?x.orValue(\"...\")`), so instances that leave the field out do not show it, but the deployment gets it (docs/design/defaults-at-use.md).","type":"object"},"schema":{"description":"JSON Schema (an object schema) of the parameters installers may set. Converted to kro SimpleSchema; keywords SimpleSchema cannot express are reported.","type":"object"},"rules":{"description":"Where each value goes: one rule per target path.","type":"array","items":{"$ref":"#/definitions/configurationRule"}}}},"localization":{"description":"Image references taken from OCM resources of the component and written into the deployment, as in OCM v1 localization rules.","type":"array","items":{"$ref":"#/definitions/localizationRule"}},"secrets":{"description":"Secrets the deployment needs, by reference only: values never enter the RGD. Installers point each at a Secret with `spec.secrets.<name>.name` and `.key`.","type":"array","items":{"$ref":"#/definitions/secret"}}},"definitions":{"helmDeploy":{"title":"HelmDeploy","description":"Deploy a Helm chart shipped as an OCM resource, through a Flux OCIRepository and HelmRelease.","type":"object","additionalProperties":false,"required":["chart"],"properties":{"chart":{"description":"The OCM resource (type `helmChart`) holding the chart.","$ref":"#/definitions/resourceRef"},"namespace":{"description":"Namespace the chart is installed into (HelmRelease `targetNamespace`). Defaults to the instance's namespace.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"releaseName":{"description":"Helm release name, the same for every instance (so at most one instance per target namespace). When unset, each instance gets its own: `<instance>-<RGD name>`, or `<instance namespace>-<instance>-<RGD name>` when `namespace` is set, shortened to 53 characters with a hash (docs/names.md).","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":53},"interval":{"description":"How often Flux reconciles the release and checks the chart source, as a Go duration (`10m`).","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"createNamespace":{"description":"Let Helm create the target namespace when it does not exist.","type":"boolean"}}},"resourceRef":{"title":"ResourceRef","description":"An OCM resource of the component: its name, or its identity with an optional path through component references.","oneOf":[{"description":"Name of an OCM resource of the component itself.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the OCM resource.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},"extraIdentity":{"description":"Further identity attributes of the resource (for example `architecture`).","type":"object","additionalProperties":{"type":"string"}},"referencePath":{"description":"Component references to follow, outermost first, to reach a resource of a nested component.","type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the component reference.","type":"string","minLength":1},"extraIdentity":{"description":"Further identity attributes of the reference.","type":"object","additionalProperties":{"type":"string"}}}}}}}]},"configurationRule":{"title":"ConfigurationRule","description":"Sets one target to a value. Helm: `path` is a values path. Kustomize: `target` + `path` patch one object of the manifests, or `substitute` sets a Flux post-build variable.","type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"description":"A parameter `(( replicas ))`, a literal (any YAML value), or text with placeholders `\"v(( version ))\"`.","type":["string","number","boolean","object","array"]},"path":{"description":"Helm values path, or (with `target`) the field path inside the patched object; dot-separated with `[n]` list indexes: `ui.message`, `spec.template.spec.containers[0].image`, `podAnnotations[\"prometheus.io/scrape\"]`.","type":"string","minLength":1},"target":{"description":"Kustomize only: the object to patch (a JSON6902 patch is generated).","$ref":"#/definitions/patchTarget"},"substitute":{"description":"Kustomize only: name of the Flux post-build variable (`${NAME}` in the manifests) that receives the value.","type":"string","pattern":"^[_a-zA-Z][_a-zA-Z0-9]*$"}}},"localizationRule":{"title":"LocalizationRule","description":"Writes parts of an image reference, resolved from an OCM resource of type `ociImage`, into targets: Helm values paths; with kustomize, field paths of a `target` object, or the Kustomization `images` field through `name`.","type":"object","additionalProperties":false,"required":["resource"],"minProperties":2,"properties":{"resource":{"description":"The OCM resource (type `ociImage`) whose reference is used.","$ref":"#/definitions/resourceRef"},"target":{"description":"Kustomize only: the object whose fields receive the image parts.","$ref":"#/definitions/patchTarget"},"name":{"description":"Kustomize only: the image name as written in the manifests; it is replaced through the Kustomization `images` field (`newName`, `newTag`, `digest`).","type":"string","minLength":1},"image":{"description":"Path that receives the full reference `registry/repository:tag@digest`.","type":"string","minLength":1},"registry":{"description":"Path that receives the registry host (`ghcr.io`).","type":"string","minLength":1},"repository":{"description":"Path that receives the repository without the registry (`stefanprodan/podinfo`).","type":"string","minLength":1},"fullyQualifiedRepository":{"description":"Path that receives `registry/repository`.","type":"string","minLength":1},"tag":{"description":"Path that receives the tag (`6.9.1`).","type":"string","minLength":1},"digest":{"description":"Path that receives the digest (`sha256:...`).","type":"string","minLength":1}}},"secret":{"title":"SecretRef","description":"A Secret the deployment reads at deploy time. Only its name (and key) are in the instance; the value stays in the cluster. Helm: the value at `key` goes to values `path`. Kustomize: every key of the Secret becomes a Flux post-build variable.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the secret in the instance API (`spec.secrets.<name>`), lowerCamelCase.","type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"path":{"description":"Helm only: values path that receives the secret's value (HelmRelease `valuesFrom[].targetPath`).","type":"string","minLength":1},"key":{"description":"Default key inside the Secret that holds the value. Defaults to the secret's name; installers may override it.","type":"string","pattern":"^[-._a-zA-Z0-9]+$"},"description":{"description":"What the secret is for; shown in the instance API.","type":"string"},"optional":{"description":"Deploy even when the Secret does not exist (Flux `valuesFrom[].optional`).","type":"boolean"}}},"kustomizeDeploy":{"title":"KustomizeDeploy","description":"Deploy plain manifests or a kustomization shipped as an OCM resource, through a Flux OCIRepository and Kustomization.","type":"object","additionalProperties":false,"required":["source"],"properties":{"source":{"description":"The OCM resource (an OCI artifact) holding the kustomization or manifests.","$ref":"#/definitions/resourceRef"},"sourceType":{"description":"What the source resource's access points at: `oci` (an OCI artifact, delivered through a Flux OCIRepository; the default) or `git` (an OCM `gitHub` access with `repoUrl` and `commit`, delivered through a Flux GitRepository pinned to the commit).","type":"string","enum":["oci","git"]},"path":{"description":"Path inside the artifact to the kustomization or manifests (Flux `spec.path`). Defaults to the artifact root.","type":"string","minLength":1},"namespace":{"description":"Namespace every object is deployed into (Flux `targetNamespace`). Defaults to the namespaces in the manifests.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"prune":{"description":"Delete objects that disappear from the manifests (Flux `prune`). Defaults to true.","type":"boolean"},"wait":{"description":"Report ready only when every applied object is healthy (Flux `wait`). Defaults to true, so the instance's readiness means the app is up.","type":"boolean"},"interval":{"description":"How often Flux reconciles, as a Go duration (`10m`).","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"}}},"patchTarget":{"title":"PatchTarget","description":"The object in the manifests a rule patches.","type":"object","additionalProperties":false,"required":["kind","name"],"properties":{"kind":{"description":"Kind of the object, for example `Deployment`.","type":"string","pattern":"^[A-Z][A-Za-z0-9]*$"},"name":{"description":"Name of the object in the manifests.","type":"string","minLength":1},"namespace":{"description":"Namespace of the object, when several objects share kind and name.","type":"string","minLength":1},"group":{"description":"API group of the object (empty for core kinds).","type":"string"},"version":{"description":"API version of the object, for example `v1`.","type":"string","minLength":1}}}}};
const schema21 = {"title":"SecretRef","description":"A Secret the deployment reads at deploy time. Only its name (and key) are in the instance; the value stays in the cluster. Helm: the value at `key` goes to values `path`. Kustomize: every key of the Secret becomes a Flux post-build variable.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the secret in the instance API (`spec.secrets.<name>`), lowerCamelCase.","type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"path":{"description":"Helm only: values path that receives the secret's value (HelmRelease `valuesFrom[].targetPath`).","type":"string","minLength":1},"key":{"description":"Default key inside the Secret that holds the value. Defaults to the secret's name; installers may override it.","type":"string","pattern":"^[-._a-zA-Z0-9]+$"},"description":{"description":"What the secret is for; shown in the instance API.","type":"string"},"optional":{"description":"Deploy even when the Secret does not exist (Flux `valuesFrom[].optional`).","type":"boolean"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern1 = new RegExp("^[A-Z][a-zA-Z0-9]{0,62}$", "u");
const pattern2 = new RegExp("^v[0-9]+(alpha[0-9]+|beta[0-9]+)?$", "u");
const pattern3 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$", "u");
const pattern4 = new RegExp("^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$", "u");
const pattern5 = new RegExp("^[^\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$", "u");
const pattern6 = new RegExp("^[^\\s\"\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff]+$", "u");
const pattern21 = new RegExp("^[a-z][a-zA-Z0-9]*$", "u");
const pattern22 = new RegExp("^[-._a-zA-Z0-9]+$", "u");
const schema12 = {"title":"HelmDeploy","description":"Deploy a Helm chart shipped as an OCM resource, through a Flux OCIRepository and HelmRelease.","type":"object","additionalProperties":false,"required":["chart"],"properties":{"chart":{"description":"The OCM resource (type `helmChart`) holding the chart.","$ref":"#/definitions/resourceRef"},"namespace":{"description":"Namespace the chart is installed into (HelmRelease `targetNamespace`). Defaults to the instance's namespace.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"releaseName":{"description":"Helm release name, the same for every instance (so at most one instance per target namespace). When unset, each instance gets its own: `<instance>-<RGD name>`, or `<instance namespace>-<instance>-<RGD name>` when `namespace` is set, shortened to 53 characters with a hash (docs/names.md).","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":53},"interval":{"description":"How often Flux reconciles the release and checks the chart source, as a Go duration (`10m`).","type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"},"createNamespace":{"description":"Let Helm create the target namespace when it does not exist.","type":"boolean"}}};
const schema13 = {"title":"ResourceRef","description":"An OCM resource of the component: its name, or its identity with an optional path through component references.","oneOf":[{"description":"Name of an OCM resource of the component itself.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the OCM resource.","type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},"extraIdentity":{"description":"Further identity attributes of the resource (for example `architecture`).","type":"object","additionalProperties":{"type":"string"}},"referencePath":{"description":"Component references to follow, outermost first, to reach a resource of a nested component.","type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"description":"Name of the component reference.","type":"string","minLength":1},"extraIdentity":{"description":"Further identity attributes of the reference.","type":"object","additionalProperties":{"type":"string"}}}}}}}]};
const pattern7 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern11 = new RegExp("^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$", "u");

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

const schema16 = {"title":"ConfigurationRule","description":"Sets one target to a value. Helm: `path` is a values path. Kustomize: `target` + `path` patch one object of the manifests, or `substitute` sets a Flux post-build variable.","type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"description":"A parameter `(( replicas ))`, a literal (any YAML value), or text with placeholders `\"v(( version ))\"`.","type":["string","number","boolean","object","array"]},"path":{"description":"Helm values path, or (with `target`) the field path inside the patched object; dot-separated with `[n]` list indexes: `ui.message`, `spec.template.spec.containers[0].image`, `podAnnotations[\"prometheus.io/scrape\"]`.","type":"string","minLength":1},"target":{"description":"Kustomize only: the object to patch (a JSON6902 patch is generated).","$ref":"#/definitions/patchTarget"},"substitute":{"description":"Kustomize only: name of the Flux post-build variable (`${NAME}` in the manifests) that receives the value.","type":"string","pattern":"^[_a-zA-Z][_a-zA-Z0-9]*$"}}};
const schema17 = {"title":"PatchTarget","description":"The object in the manifests a rule patches.","type":"object","additionalProperties":false,"required":["kind","name"],"properties":{"kind":{"description":"Kind of the object, for example `Deployment`.","type":"string","pattern":"^[A-Z][A-Za-z0-9]*$"},"name":{"description":"Name of the object in the manifests.","type":"string","minLength":1},"namespace":{"description":"Namespace of the object, when several objects share kind and name.","type":"string","minLength":1},"group":{"description":"API group of the object (empty for core kinds).","type":"string"},"version":{"description":"API version of the object, for example `v1`.","type":"string","minLength":1}}};
const pattern16 = new RegExp("^[A-Z][A-Za-z0-9]*$", "u");
const pattern17 = new RegExp("^[_a-zA-Z][_a-zA-Z0-9]*$", "u");

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
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: schema16.properties.value.type},message:"must be string,number,boolean,object,array"};
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
if(!pattern16.test(data3)){
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
if(!pattern17.test(data8)){
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

const schema18 = {"title":"LocalizationRule","description":"Writes parts of an image reference, resolved from an OCM resource of type `ociImage`, into targets: Helm values paths; with kustomize, field paths of a `target` object, or the Kustomization `images` field through `name`.","type":"object","additionalProperties":false,"required":["resource"],"minProperties":2,"properties":{"resource":{"description":"The OCM resource (type `ociImage`) whose reference is used.","$ref":"#/definitions/resourceRef"},"target":{"description":"Kustomize only: the object whose fields receive the image parts.","$ref":"#/definitions/patchTarget"},"name":{"description":"Kustomize only: the image name as written in the manifests; it is replaced through the Kustomization `images` field (`newName`, `newTag`, `digest`).","type":"string","minLength":1},"image":{"description":"Path that receives the full reference `registry/repository:tag@digest`.","type":"string","minLength":1},"registry":{"description":"Path that receives the registry host (`ghcr.io`).","type":"string","minLength":1},"repository":{"description":"Path that receives the repository without the registry (`stefanprodan/podinfo`).","type":"string","minLength":1},"fullyQualifiedRepository":{"description":"Path that receives `registry/repository`.","type":"string","minLength":1},"tag":{"description":"Path that receives the tag (`6.9.1`).","type":"string","minLength":1},"digest":{"description":"Path that receives the digest (`sha256:...`).","type":"string","minLength":1}}};

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
if(!(func2.call(schema18.properties, key0))){
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
if(!pattern16.test(data10)){
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
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(Object.keys(data17).length > 1){
const err40 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(Object.keys(data17).length < 1){
const err41 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key6 in data17){
if(!((key6 === "helm") || (key6 === "kustomize"))){
const err42 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
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
}
else {
const err43 = {instancePath:instancePath+"/deploy",schemaPath:"#/properties/deploy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.configuration !== undefined){
let data20 = data.configuration;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key7 in data20){
if(!(((key7 === "defaults") || (key7 === "schema")) || (key7 === "rules"))){
const err44 = {instancePath:instancePath+"/configuration",schemaPath:"#/properties/configuration/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data20.defaults !== undefined){
let data21 = data20.defaults;
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
const err45 = {instancePath:instancePath+"/configuration/defaults",schemaPath:"#/properties/configuration/properties/defaults/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data20.schema !== undefined){
let data22 = data20.schema;
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err46 = {instancePath:instancePath+"/configuration/schema",schemaPath:"#/properties/configuration/properties/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data20.rules !== undefined){
let data23 = data20.rules;
if(Array.isArray(data23)){
const len0 = data23.length;
for(let i0=0; i0<len0; i0++){
if(!(validate15(data23[i0], {instancePath:instancePath+"/configuration/rules/" + i0,parentData:data23,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
}
}
else {
const err47 = {instancePath:instancePath+"/configuration/rules",schemaPath:"#/properties/configuration/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/configuration",schemaPath:"#/properties/configuration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.localization !== undefined){
let data25 = data.localization;
if(Array.isArray(data25)){
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
if(!(validate17(data25[i1], {instancePath:instancePath+"/localization/" + i1,parentData:data25,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
}
else {
const err49 = {instancePath:instancePath+"/localization",schemaPath:"#/properties/localization/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.secrets !== undefined){
let data27 = data.secrets;
if(Array.isArray(data27)){
const len2 = data27.length;
for(let i2=0; i2<len2; i2++){
let data28 = data27[i2];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.name === undefined){
const err50 = {instancePath:instancePath+"/secrets/" + i2,schemaPath:"#/definitions/secret/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key8 in data28){
if(!(((((key8 === "name") || (key8 === "path")) || (key8 === "key")) || (key8 === "description")) || (key8 === "optional"))){
const err51 = {instancePath:instancePath+"/secrets/" + i2,schemaPath:"#/definitions/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data28.name !== undefined){
let data29 = data28.name;
if(typeof data29 === "string"){
if(!pattern21.test(data29)){
const err52 = {instancePath:instancePath+"/secrets/" + i2+"/name",schemaPath:"#/definitions/secret/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/secrets/" + i2+"/name",schemaPath:"#/definitions/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data28.path !== undefined){
let data30 = data28.path;
if(typeof data30 === "string"){
if(func3(data30) < 1){
const err54 = {instancePath:instancePath+"/secrets/" + i2+"/path",schemaPath:"#/definitions/secret/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/secrets/" + i2+"/path",schemaPath:"#/definitions/secret/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data28.key !== undefined){
let data31 = data28.key;
if(typeof data31 === "string"){
if(!pattern22.test(data31)){
const err56 = {instancePath:instancePath+"/secrets/" + i2+"/key",schemaPath:"#/definitions/secret/properties/key/pattern",keyword:"pattern",params:{pattern: "^[-._a-zA-Z0-9]+$"},message:"must match pattern \""+"^[-._a-zA-Z0-9]+$"+"\""};
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
const err57 = {instancePath:instancePath+"/secrets/" + i2+"/key",schemaPath:"#/definitions/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data28.description !== undefined){
if(typeof data28.description !== "string"){
const err58 = {instancePath:instancePath+"/secrets/" + i2+"/description",schemaPath:"#/definitions/secret/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data28.optional !== undefined){
if(typeof data28.optional !== "boolean"){
const err59 = {instancePath:instancePath+"/secrets/" + i2+"/optional",schemaPath:"#/definitions/secret/properties/optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/secrets/" + i2,schemaPath:"#/definitions/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

