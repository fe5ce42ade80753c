// @ts-nocheck
/* Generated from schemas/ocm/component-descriptor-v2.schema.json by scripts/generate-validators.mjs. Do not edit; run `npm run gen`. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validate = validate20;
export default validate20;
const schema31 = {"$id":"ocm.software/open-component-model/bindings/go/descriptor/v2/resources/schema-2020-12.json","$schema":"https://json-schema.org/draft/2020-12/schema","title":"OCM Component Descriptor v2","description":"Describes a versioned set of delivery artifacts (resources, sources, and references) that form an OCM component version.","$defs":{"meta":{"type":"object","description":"component descriptor metadata","required":["schemaVersion"],"properties":{"schemaVersion":{"description":"Schema version of the component descriptor","type":"string","pattern":"^v2"}}},"merge":{"type":"object","description":"Configuration for merging labels","properties":{"algorithm":{"description":"Algorithm used for merging labels","pattern":"^[a-z][a-z0-9/_-]+$"},"config":{"description":"Configuration specific to the merge algorithm"}},"additionalProperties":false},"label":{"type":"object","description":"Label that can be set on various objects in the Open Component Model domain","required":["name","value"],"properties":{"name":{"description":"Name of the label","$ref":"#/$defs/nonEmptyString"},"value":true,"version":{"anyOf":[{"type":"string","description":"Version of the label","pattern":"^v[0-9]+$"},{"type":"null"}]},"signing":{"description":"Indicates whether the label should be included in the signature","type":"boolean"},"merge":{"description":"Configuration for merging this label","$ref":"#/$defs/merge"}}},"componentName":{"type":"string","description":"Unique name of the component following the Open Component Model naming convention","maxLength":255,"pattern":"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},"identityAttributeKey":{"description":"Key for identity attributes used to identify elements in a component version","minLength":2,"pattern":"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"},"relaxedSemver":{"description":"Relaxed Semver version that allows optional leading 'v', major-only, and major.minor only","pattern":"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$","type":"string","examples":["v1.0.0","v1.0","1.0.0","1.0"]},"ocmType":{"description":"Type identifier following the Open Component Model type format","pattern":"^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?","type":"string","examples":["ociArtifact","ociArtifact/v1","OCIRegistry","my.custom.type/v1alpha1"]},"nonEmptyString":{"description":"A string that must not be empty","type":"string","minLength":1},"identityAttribute":{"type":"object","description":"Additional identity attributes for element identification","propertyNames":{"$ref":"#/$defs/identityAttributeKey"}},"repositoryContext":{"type":"object","description":"Context information about the repository where the component is stored","required":["type"],"properties":{"type":{"description":"Type of the repository","$ref":"#/$defs/ocmType"}},"additionalProperties":true},"access":{"type":"object","description":"Base type for access specifications","required":["type"],"properties":{"type":{"description":"Type of the access method","$ref":"#/$defs/ocmType"}},"additionalProperties":true},"sourceDefinition":{"type":"object","description":"Definition of a source artifact used to generate resources","required":["name","version","type","access"],"properties":{"name":{"description":"Name of the source","type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"description":"Additional identity attributes for the source","$ref":"#/$defs/identityAttribute"},"version":{"description":"Version of the source","$ref":"#/$defs/relaxedSemver"},"type":{"description":"Type of the source","$ref":"#/$defs/ocmType"},"labels":{"description":"Labels associated with the source","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"access":{"description":"Access specification for the source","$ref":"#/$defs/access"}}},"digestSpec":{"type":"object","description":"Specification of digest information including hashing algorithm and value","required":["hashAlgorithm","normalisationAlgorithm","value"],"properties":{"hashAlgorithm":{"description":"Algorithm used for hashing","type":"string"},"normalisationAlgorithm":{"description":"Algorithm used for normalizing content before hashing","type":"string"},"value":{"description":"The actual hash value","type":"string"}}},"timestampSpec":{"type":"object","description":"Specification for timestamp information","properties":{"value":{"description":"String representation of the timestamp","$ref":"#/$defs/nonEmptyString"},"time":{"description":"RFC 3339 formatted date-time","type":"string","format":"date-time"}}},"signatureSpec":{"type":"object","description":"Specification of signature information","required":["algorithm","value","mediaType"],"properties":{"algorithm":{"description":"Algorithm used for signing","$ref":"#/$defs/nonEmptyString"},"value":{"description":"The actual signature value","$ref":"#/$defs/nonEmptyString"},"mediaType":{"description":"Media type of the signature value","$ref":"#/$defs/nonEmptyString"},"issuer":{"description":"Optionally identifies the signer of the signature. Values can be an RFC2253 Distinguished Name (DN) string, or a free-form string identifier for the signing authority.","$ref":"#/$defs/nonEmptyString"}}},"signature":{"type":"object","description":"Signature information for verifying component validity","required":["name","digest","signature"],"additionalProperties":false,"properties":{"name":{"description":"Name of the signature","$ref":"#/$defs/nonEmptyString"},"digest":{"description":"Digest information for the signature","$ref":"#/$defs/digestSpec"},"signature":{"description":"Signature details","$ref":"#/$defs/signatureSpec"},"timestamp":{"description":"Timestamp information for the signature","$ref":"#/$defs/timestampSpec"}}},"nestedDigestSpec":{"type":"object","description":"Specification for nested component digests","required":["name"],"properties":{"name":{"description":"Name of the nested component","$ref":"#/$defs/nonEmptyString"},"version":{"description":"Version of the nested component","type":"string"},"extraIdentity":{"description":"Additional identity attributes for the nested component","$ref":"#/$defs/identityAttribute"},"digest":{"description":"Digest information for the nested component","$ref":"#/$defs/digestSpec"}}},"nestedComponentDigests":{"type":"object","description":"Digest information for nested components","required":["name","version"],"properties":{"name":{"description":"Name of the component","$ref":"#/$defs/componentName"},"version":{"description":"Version of the component","$ref":"#/$defs/relaxedSemver"},"digest":{"description":"Digest information for the component","$ref":"#/$defs/digestSpec"},"resourceDigests":{"description":"Digest information for resources in the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/nestedDigestSpec"}},{"type":"null"}]}}},"srcRef":{"type":"object","description":"Reference to a component-local source","additionalProperties":false,"properties":{"identitySelector":{"description":"Selector for identifying the source","$ref":"#/$defs/identityAttribute"},"labels":{"description":"Labels for further identification of the source","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]}}},"componentReference":{"type":"object","description":"Reference to another component in the registry","required":["name","componentName","version"],"additionalProperties":false,"properties":{"componentName":{"description":"Name of the referenced component","$ref":"#/$defs/componentName"},"name":{"description":"Local name of the reference","type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"description":"Additional identity attributes for the reference","$ref":"#/$defs/identityAttribute"},"version":{"description":"Version of the referenced component","$ref":"#/$defs/relaxedSemver"},"labels":{"description":"Labels associated with the reference","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"digest":{"description":"Optional digest of the referenced component","anyOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}},"resourceDefinition":{"type":"object","description":"Base type for resources, which are delivery artifacts intended for deployment","required":["name","version","type","relation","access"],"properties":{"name":{"description":"Name of the resource","type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"description":"Additional identity attributes for the resource","$ref":"#/$defs/identityAttribute"},"version":{"description":"Version of the resource","$ref":"#/$defs/relaxedSemver"},"type":{"description":"Type of the resource","$ref":"#/$defs/ocmType"},"srcRefs":{"description":"References to sources that produced this resource","anyOf":[{"type":"array","items":{"$ref":"#/$defs/srcRef"}},{"type":"null"}]},"relation":{"description":"Relation of the resource to the component (local or external)","type":"string","enum":["local","external"]},"labels":{"description":"Labels associated with the resource","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"access":{"description":"Access specification for the resource","$ref":"#/$defs/access"},"digest":{"description":"Optional digest of the resource","anyOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}},"component":{"type":"object","description":"A component containing sources, resources, and references to other components","required":["name","version","repositoryContexts","provider","sources","componentReferences","resources"],"properties":{"name":{"description":"Name of the component","$ref":"#/$defs/componentName"},"version":{"description":"Version of the component","$ref":"#/$defs/relaxedSemver"},"creationTime":{"description":"Creation time of the component version","format":"date-time","anyOf":[{"type":"string"},{"type":"null"}]},"repositoryContexts":{"description":"Previous repositories of the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/repositoryContext"}},{"type":"null"}]},"provider":{"description":"Provider type of the component in the origin's context","$ref":"#/$defs/nonEmptyString"},"labels":{"description":"Labels associated with the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"sources":{"description":"Sources that produced the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/sourceDefinition"}},{"type":"null"}]},"componentReferences":{"description":"References to other component versions","anyOf":[{"type":"array","items":{"$ref":"#/$defs/componentReference"}},{"type":"null"}]},"resources":{"description":"Resources created by the component or third parties","anyOf":[{"type":"array","items":{"$ref":"#/$defs/resourceDefinition"}},{"type":"null"}]}},"examples":[{"name":"github.com/open-component-model/podinfo","version":"v1.0.0","provider":"open-component-model","labels":[{"name":"link-to-documentation","value":"https://ocm.software/"}],"componentReferences":[],"repositoryContexts":[{"baseUrl":"ghcr.io","componentNameMapping":"urlPath","subPath":"open-component-model/open-component-model","type":"OCIRegistry"}],"resources":[{"name":"podinfo","relation":"external","type":"ociImage","version":"6.8.0","access":{"type":"ociArtifact","imageReference":"ghcr.io/stefanprodan/podinfo:6.8.0"},"digest":{"hashAlgorithm":"SHA-256","normalisationAlgorithm":"ociArtifactDigest/v1","value":"6c1975b871efb327528c84d46d38e6dd7906eecee6402bc270eeb7f1b1a506df"},"srcRefs":[{"identitySelector":{"name":"podinfo","version":"6.8.0"}}]}],"sources":[{"name":"podinfo","type":"git","version":"6.8.0","access":{"commit":"b3396adb98a6a0f5eeedd1a600beaf5e954a1f28","ref":"refs/tags/v6.8.0","repoUrl":"github.com/stefanprodan/podinfo","type":"gitHub"}}]}]}},"type":"object","required":["meta","component"],"properties":{"meta":{"description":"Metadata of the component descriptor","$ref":"#/$defs/meta"},"component":{"description":"The component specification","$ref":"#/$defs/component"},"signatures":{"description":"Optional signing information for verifying component validity","anyOf":[{"type":"array","items":{"$ref":"#/$defs/signature"}},{"type":"null"}]},"nestedDigests":{"description":"Digest information for nested components","anyOf":[{"type":"array","items":{"$ref":"#/$defs/nestedComponentDigests"}},{"type":"null"}]}}};
const schema32 = {"type":"object","description":"component descriptor metadata","required":["schemaVersion"],"properties":{"schemaVersion":{"description":"Schema version of the component descriptor","type":"string","pattern":"^v2"}}};
const pattern4 = new RegExp("^v2", "u");
const schema33 = {"type":"object","description":"A component containing sources, resources, and references to other components","required":["name","version","repositoryContexts","provider","sources","componentReferences","resources"],"properties":{"name":{"description":"Name of the component","$ref":"#/$defs/componentName"},"version":{"description":"Version of the component","$ref":"#/$defs/relaxedSemver"},"creationTime":{"description":"Creation time of the component version","format":"date-time","anyOf":[{"type":"string"},{"type":"null"}]},"repositoryContexts":{"description":"Previous repositories of the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/repositoryContext"}},{"type":"null"}]},"provider":{"description":"Provider type of the component in the origin's context","$ref":"#/$defs/nonEmptyString"},"labels":{"description":"Labels associated with the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"sources":{"description":"Sources that produced the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/sourceDefinition"}},{"type":"null"}]},"componentReferences":{"description":"References to other component versions","anyOf":[{"type":"array","items":{"$ref":"#/$defs/componentReference"}},{"type":"null"}]},"resources":{"description":"Resources created by the component or third parties","anyOf":[{"type":"array","items":{"$ref":"#/$defs/resourceDefinition"}},{"type":"null"}]}},"examples":[{"name":"github.com/open-component-model/podinfo","version":"v1.0.0","provider":"open-component-model","labels":[{"name":"link-to-documentation","value":"https://ocm.software/"}],"componentReferences":[],"repositoryContexts":[{"baseUrl":"ghcr.io","componentNameMapping":"urlPath","subPath":"open-component-model/open-component-model","type":"OCIRegistry"}],"resources":[{"name":"podinfo","relation":"external","type":"ociImage","version":"6.8.0","access":{"type":"ociArtifact","imageReference":"ghcr.io/stefanprodan/podinfo:6.8.0"},"digest":{"hashAlgorithm":"SHA-256","normalisationAlgorithm":"ociArtifactDigest/v1","value":"6c1975b871efb327528c84d46d38e6dd7906eecee6402bc270eeb7f1b1a506df"},"srcRefs":[{"identitySelector":{"name":"podinfo","version":"6.8.0"}}]}],"sources":[{"name":"podinfo","type":"git","version":"6.8.0","access":{"commit":"b3396adb98a6a0f5eeedd1a600beaf5e954a1f28","ref":"refs/tags/v6.8.0","repoUrl":"github.com/stefanprodan/podinfo","type":"gitHub"}}]}]};
const schema34 = {"type":"string","description":"Unique name of the component following the Open Component Model naming convention","maxLength":255,"pattern":"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"};
const schema35 = {"description":"Relaxed Semver version that allows optional leading 'v', major-only, and major.minor only","pattern":"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$","type":"string","examples":["v1.0.0","v1.0","1.0.0","1.0"]};
const schema38 = {"description":"A string that must not be empty","type":"string","minLength":1};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern5 = new RegExp("^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$", "u");
const pattern6 = new RegExp("^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$", "u");
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];
const schema36 = {"type":"object","description":"Context information about the repository where the component is stored","required":["type"],"properties":{"type":{"description":"Type of the repository","$ref":"#/$defs/ocmType"}},"additionalProperties":true};
const schema37 = {"description":"Type identifier following the Open Component Model type format","pattern":"^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?","type":"string","examples":["ociArtifact","ociArtifact/v1","OCIRegistry","my.custom.type/v1alpha1"]};
const pattern7 = new RegExp("^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/pattern",keyword:"pattern",params:{pattern: "^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"},message:"must match pattern \""+"^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema39 = {"type":"object","description":"Label that can be set on various objects in the Open Component Model domain","required":["name","value"],"properties":{"name":{"description":"Name of the label","$ref":"#/$defs/nonEmptyString"},"value":true,"version":{"anyOf":[{"type":"string","description":"Version of the label","pattern":"^v[0-9]+$"},{"type":"null"}]},"signing":{"description":"Indicates whether the label should be included in the signature","type":"boolean"},"merge":{"description":"Configuration for merging this label","$ref":"#/$defs/merge"}}};
const schema41 = {"type":"object","description":"Configuration for merging labels","properties":{"algorithm":{"description":"Algorithm used for merging labels","pattern":"^[a-z][a-z0-9/_-]+$"},"config":{"description":"Configuration specific to the merge algorithm"}},"additionalProperties":false};
const pattern8 = new RegExp("^v[0-9]+$", "u");
const pattern9 = new RegExp("^[a-z][a-z0-9/_-]+$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern8.test(data1)){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^v[0-9]+$"},message:"must match pattern \""+"^v[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.signing !== undefined){
if(typeof data.signing !== "boolean"){
const err8 = {instancePath:instancePath+"/signing",schemaPath:"#/properties/signing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.merge !== undefined){
let data3 = data.merge;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
if(!((key0 === "algorithm") || (key0 === "config"))){
const err9 = {instancePath:instancePath+"/merge",schemaPath:"#/$defs/merge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.algorithm !== undefined){
let data4 = data3.algorithm;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err10 = {instancePath:instancePath+"/merge/algorithm",schemaPath:"#/$defs/merge/properties/algorithm/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9/_-]+$"},message:"must match pattern \""+"^[a-z][a-z0-9/_-]+$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/merge",schemaPath:"#/$defs/merge/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"name":true,"value":true,"version":true,"signing":true,"merge":true},"dynamicProps":false,"dynamicItems":false};

const schema42 = {"type":"object","description":"Definition of a source artifact used to generate resources","required":["name","version","type","access"],"properties":{"name":{"description":"Name of the source","type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"description":"Additional identity attributes for the source","$ref":"#/$defs/identityAttribute"},"version":{"description":"Version of the source","$ref":"#/$defs/relaxedSemver"},"type":{"description":"Type of the source","$ref":"#/$defs/ocmType"},"labels":{"description":"Labels associated with the source","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"access":{"description":"Access specification for the source","$ref":"#/$defs/access"}}};
const schema43 = {"description":"Key for identity attributes used to identify elements in a component version","minLength":2,"pattern":"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"};
const pattern10 = new RegExp("^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$", "u");
const schema44 = {"type":"object","description":"Additional identity attributes for element identification","propertyNames":{"$ref":"#/$defs/identityAttributeKey"}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(func1(key0) < 2){
const err0 = {instancePath,schemaPath:"#/$defs/identityAttributeKey/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern10.test(key0)){
const err1 = {instancePath,schemaPath:"#/$defs/identityAttributeKey/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":"object","description":"Base type for access specifications","required":["type"],"properties":{"type":{"description":"Type of the access method","$ref":"#/$defs/ocmType"}},"additionalProperties":true};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/pattern",keyword:"pattern",params:{pattern: "^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"},message:"must match pattern \""+"^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.access === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "access"},message:"must have required property '"+"access"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 === "string"){
if(func1(data0) < 2){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identityAttributeKey/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identityAttributeKey/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.extraIdentity !== undefined){
if(!(validate27(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
let data2 = data.version;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/pattern",keyword:"pattern",params:{pattern: "^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"},message:"must match pattern \""+"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"+"\""};
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
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/pattern",keyword:"pattern",params:{pattern: "^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"},message:"must match pattern \""+"^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.labels !== undefined){
let data4 = data.labels;
const _errs12 = errors;
let valid4 = false;
const _errs13 = errors;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data4[i0], {instancePath:instancePath+"/labels/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err13 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.access !== undefined){
if(!(validate30(data.access, {instancePath:instancePath+"/access",parentData:data,parentDataProperty:"access",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"name":true,"extraIdentity":true,"version":true,"type":true,"labels":true,"access":true},"dynamicProps":false,"dynamicItems":false};

const schema50 = {"type":"object","description":"Reference to another component in the registry","required":["name","componentName","version"],"additionalProperties":false,"properties":{"componentName":{"description":"Name of the referenced component","$ref":"#/$defs/componentName"},"name":{"description":"Local name of the reference","type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"description":"Additional identity attributes for the reference","$ref":"#/$defs/identityAttribute"},"version":{"description":"Version of the referenced component","$ref":"#/$defs/relaxedSemver"},"labels":{"description":"Labels associated with the reference","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"digest":{"description":"Optional digest of the referenced component","anyOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}};
const schema54 = {"type":"object","description":"Specification of digest information including hashing algorithm and value","required":["hashAlgorithm","normalisationAlgorithm","value"],"properties":{"hashAlgorithm":{"description":"Algorithm used for hashing","type":"string"},"normalisationAlgorithm":{"description":"Algorithm used for normalizing content before hashing","type":"string"},"value":{"description":"The actual hash value","type":"string"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.componentName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "componentName"},message:"must have required property '"+"componentName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.version === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "componentName") || (key0 === "name")) || (key0 === "extraIdentity")) || (key0 === "version")) || (key0 === "labels")) || (key0 === "digest"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.componentName !== undefined){
let data0 = data.componentName;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err4 = {instancePath:instancePath+"/componentName",schemaPath:"#/$defs/componentName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern5.test(data0)){
const err5 = {instancePath:instancePath+"/componentName",schemaPath:"#/$defs/componentName/pattern",keyword:"pattern",params:{pattern: "^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},message:"must match pattern \""+"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/componentName",schemaPath:"#/$defs/componentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) < 2){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identityAttributeKey/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern10.test(data1)){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identityAttributeKey/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"+"\""};
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
if(data.extraIdentity !== undefined){
if(!(validate27(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
let data3 = data.version;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/pattern",keyword:"pattern",params:{pattern: "^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"},message:"must match pattern \""+"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"+"\""};
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
const err11 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.labels !== undefined){
let data4 = data.labels;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data4[i0], {instancePath:instancePath+"/labels/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid4 = valid4 || _valid0;
const _errs17 = errors;
if(data4 !== null){
const err13 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err14 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.digest !== undefined){
let data6 = data.digest;
const _errs20 = errors;
let valid7 = false;
const _errs21 = errors;
if(data6 !== null){
const err15 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid7 = valid7 || _valid1;
const _errs23 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.hashAlgorithm === undefined){
const err16 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.normalisationAlgorithm === undefined){
const err17 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.value === undefined){
const err18 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.hashAlgorithm !== undefined){
if(typeof data6.hashAlgorithm !== "string"){
const err19 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.normalisationAlgorithm !== undefined){
if(typeof data6.normalisationAlgorithm !== "string"){
const err20 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.value !== undefined){
if(typeof data6.value !== "string"){
const err21 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
var props0 = {};
props0.hashAlgorithm = true;
props0.normalisationAlgorithm = true;
props0.value = true;
}
if(!valid7){
const err23 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema55 = {"type":"object","description":"Base type for resources, which are delivery artifacts intended for deployment","required":["name","version","type","relation","access"],"properties":{"name":{"description":"Name of the resource","type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"description":"Additional identity attributes for the resource","$ref":"#/$defs/identityAttribute"},"version":{"description":"Version of the resource","$ref":"#/$defs/relaxedSemver"},"type":{"description":"Type of the resource","$ref":"#/$defs/ocmType"},"srcRefs":{"description":"References to sources that produced this resource","anyOf":[{"type":"array","items":{"$ref":"#/$defs/srcRef"}},{"type":"null"}]},"relation":{"description":"Relation of the resource to the component (local or external)","type":"string","enum":["local","external"]},"labels":{"description":"Labels associated with the resource","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]},"access":{"description":"Access specification for the resource","$ref":"#/$defs/access"},"digest":{"description":"Optional digest of the resource","anyOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}};
const schema59 = {"type":"object","description":"Reference to a component-local source","additionalProperties":false,"properties":{"identitySelector":{"description":"Selector for identifying the source","$ref":"#/$defs/identityAttribute"},"labels":{"description":"Labels for further identification of the source","anyOf":[{"type":"array","items":{"$ref":"#/$defs/label"}},{"type":"null"}]}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "identitySelector") || (key0 === "labels"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.identitySelector !== undefined){
if(!(validate27(data.identitySelector, {instancePath:instancePath+"/identitySelector",parentData:data,parentDataProperty:"identitySelector",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.labels !== undefined){
let data1 = data.labels;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data1[i0], {instancePath:instancePath+"/labels/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.relation === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "relation"},message:"must have required property '"+"relation"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.access === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "access"},message:"must have required property '"+"access"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data0 === "string"){
if(func1(data0) < 2){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identityAttributeKey/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern10.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identityAttributeKey/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.extraIdentity !== undefined){
if(!(validate27(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
let data2 = data.version;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/pattern",keyword:"pattern",params:{pattern: "^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"},message:"must match pattern \""+"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"+"\""};
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
const err9 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/pattern",keyword:"pattern",params:{pattern: "^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"},message:"must match pattern \""+"^([a-zA-Z0-9][a-zA-Z0-9.]*)(?:/(v[0-9]+(?:alpha[0-9]+|beta[0-9]+)?))?"+"\""};
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
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/ocmType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.srcRefs !== undefined){
let data4 = data.srcRefs;
const _errs12 = errors;
let valid4 = false;
const _errs13 = errors;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate39(data4[i0], {instancePath:instancePath+"/srcRefs/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/srcRefs",schemaPath:"#/properties/srcRefs/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err13 = {instancePath:instancePath+"/srcRefs",schemaPath:"#/properties/srcRefs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err14 = {instancePath:instancePath+"/srcRefs",schemaPath:"#/properties/srcRefs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.relation !== undefined){
let data6 = data.relation;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/relation",schemaPath:"#/properties/relation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data6 === "local") || (data6 === "external"))){
const err16 = {instancePath:instancePath+"/relation",schemaPath:"#/properties/relation/enum",keyword:"enum",params:{allowedValues: schema55.properties.relation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.labels !== undefined){
let data7 = data.labels;
const _errs21 = errors;
let valid7 = false;
const _errs22 = errors;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(!(validate24(data7[i1], {instancePath:instancePath+"/labels/" + i1,parentData:data7,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid7 = valid7 || _valid1;
const _errs25 = errors;
if(data7 !== null){
const err18 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err19 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.access !== undefined){
if(!(validate30(data.access, {instancePath:instancePath+"/access",parentData:data,parentDataProperty:"access",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.digest !== undefined){
let data10 = data.digest;
const _errs29 = errors;
let valid10 = false;
const _errs30 = errors;
if(data10 !== null){
const err20 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid10 = valid10 || _valid2;
const _errs32 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.hashAlgorithm === undefined){
const err21 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.normalisationAlgorithm === undefined){
const err22 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.value === undefined){
const err23 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data10.hashAlgorithm !== undefined){
if(typeof data10.hashAlgorithm !== "string"){
const err24 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.normalisationAlgorithm !== undefined){
if(typeof data10.normalisationAlgorithm !== "string"){
const err25 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data10.value !== undefined){
if(typeof data10.value !== "string"){
const err26 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid10 = valid10 || _valid2;
if(_valid2){
var props0 = {};
props0.hashAlgorithm = true;
props0.normalisationAlgorithm = true;
props0.value = true;
}
if(!valid10){
const err28 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"name":true,"extraIdentity":true,"version":true,"type":true,"srcRefs":true,"relation":true,"labels":true,"access":true,"digest":true},"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.repositoryContexts === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repositoryContexts"},message:"must have required property '"+"repositoryContexts"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.provider === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sources === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.componentReferences === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "componentReferences"},message:"must have required property '"+"componentReferences"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.resources === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resources"},message:"must have required property '"+"resources"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern5.test(data0)){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/pattern",keyword:"pattern",params:{pattern: "^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},message:"must match pattern \""+"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"+"\""};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/pattern",keyword:"pattern",params:{pattern: "^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"},message:"must match pattern \""+"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"+"\""};
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
const err11 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creationTime !== undefined){
let data2 = data.creationTime;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/creationTime",schemaPath:"#/properties/creationTime/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
const _errs11 = errors;
if(data2 !== null){
const err13 = {instancePath:instancePath+"/creationTime",schemaPath:"#/properties/creationTime/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err14 = {instancePath:instancePath+"/creationTime",schemaPath:"#/properties/creationTime/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err15 = {instancePath:instancePath+"/creationTime",schemaPath:"#/properties/creationTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.repositoryContexts !== undefined){
let data3 = data.repositoryContexts;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data3[i0], {instancePath:instancePath+"/repositoryContexts/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/repositoryContexts",schemaPath:"#/properties/repositoryContexts/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(data3 !== null){
const err17 = {instancePath:instancePath+"/repositoryContexts",schemaPath:"#/properties/repositoryContexts/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err18 = {instancePath:instancePath+"/repositoryContexts",schemaPath:"#/properties/repositoryContexts/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.provider !== undefined){
let data5 = data.provider;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err19 = {instancePath:instancePath+"/provider",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/provider",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.labels !== undefined){
let data6 = data.labels;
const _errs24 = errors;
let valid8 = false;
const _errs25 = errors;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(!(validate24(data6[i1], {instancePath:instancePath+"/labels/" + i1,parentData:data6,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs25 === errors;
valid8 = valid8 || _valid2;
const _errs28 = errors;
if(data6 !== null){
const err22 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err23 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.sources !== undefined){
let data8 = data.sources;
const _errs31 = errors;
let valid11 = false;
const _errs32 = errors;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(!(validate26(data8[i2], {instancePath:instancePath+"/sources/" + i2,parentData:data8,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid3 = _errs32 === errors;
valid11 = valid11 || _valid3;
const _errs35 = errors;
if(data8 !== null){
const err25 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err26 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.componentReferences !== undefined){
let data10 = data.componentReferences;
const _errs38 = errors;
let valid14 = false;
const _errs39 = errors;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
if(!(validate33(data10[i3], {instancePath:instancePath+"/componentReferences/" + i3,parentData:data10,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/componentReferences",schemaPath:"#/properties/componentReferences/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid4 = _errs39 === errors;
valid14 = valid14 || _valid4;
const _errs42 = errors;
if(data10 !== null){
const err28 = {instancePath:instancePath+"/componentReferences",schemaPath:"#/properties/componentReferences/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs42 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err29 = {instancePath:instancePath+"/componentReferences",schemaPath:"#/properties/componentReferences/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.resources !== undefined){
let data12 = data.resources;
const _errs45 = errors;
let valid17 = false;
const _errs46 = errors;
if(Array.isArray(data12)){
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
if(!(validate37(data12[i4], {instancePath:instancePath+"/resources/" + i4,parentData:data12,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid5 = _errs46 === errors;
valid17 = valid17 || _valid5;
const _errs49 = errors;
if(data12 !== null){
const err31 = {instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid5 = _errs49 === errors;
valid17 = valid17 || _valid5;
if(!valid17){
const err32 = {instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"name":true,"version":true,"creationTime":true,"repositoryContexts":true,"provider":true,"labels":true,"sources":true,"componentReferences":true,"resources":true},"dynamicProps":false,"dynamicItems":false};

const schema61 = {"type":"object","description":"Signature information for verifying component validity","required":["name","digest","signature"],"additionalProperties":false,"properties":{"name":{"description":"Name of the signature","$ref":"#/$defs/nonEmptyString"},"digest":{"description":"Digest information for the signature","$ref":"#/$defs/digestSpec"},"signature":{"description":"Signature details","$ref":"#/$defs/signatureSpec"},"timestamp":{"description":"Timestamp information for the signature","$ref":"#/$defs/timestampSpec"}}};
const schema64 = {"type":"object","description":"Specification of signature information","required":["algorithm","value","mediaType"],"properties":{"algorithm":{"description":"Algorithm used for signing","$ref":"#/$defs/nonEmptyString"},"value":{"description":"The actual signature value","$ref":"#/$defs/nonEmptyString"},"mediaType":{"description":"Media type of the signature value","$ref":"#/$defs/nonEmptyString"},"issuer":{"description":"Optionally identifies the signer of the signature. Values can be an RFC2253 Distinguished Name (DN) string, or a free-form string identifier for the signing authority.","$ref":"#/$defs/nonEmptyString"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mediaType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mediaType"},message:"must have required property '"+"mediaType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.algorithm !== undefined){
let data0 = data.algorithm;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/algorithm",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/algorithm",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.mediaType !== undefined){
let data2 = data.mediaType;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/mediaType",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/mediaType",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.issuer !== undefined){
let data3 = data.issuer;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err9 = {instancePath:instancePath+"/issuer",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/issuer",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"algorithm":true,"value":true,"mediaType":true,"issuer":true},"dynamicProps":false,"dynamicItems":false};

const schema69 = {"type":"object","description":"Specification for timestamp information","properties":{"value":{"description":"String representation of the timestamp","$ref":"#/$defs/nonEmptyString"},"time":{"description":"RFC 3339 formatted date-time","type":"string","format":"date-time"}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
let data0 = data.value;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err0 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.time !== undefined){
let data1 = data.time;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err2 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err3 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"value":true,"time":true},"dynamicProps":false,"dynamicItems":false};


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.digest === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.signature === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "digest")) || (key0 === "signature")) || (key0 === "timestamp"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.digest !== undefined){
let data1 = data.digest;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.hashAlgorithm === undefined){
const err6 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.normalisationAlgorithm === undefined){
const err7 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.value === undefined){
const err8 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.hashAlgorithm !== undefined){
if(typeof data1.hashAlgorithm !== "string"){
const err9 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.normalisationAlgorithm !== undefined){
if(typeof data1.normalisationAlgorithm !== "string"){
const err10 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.value !== undefined){
if(typeof data1.value !== "string"){
const err11 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.signature !== undefined){
if(!(validate48(data.signature, {instancePath:instancePath+"/signature",parentData:data,parentDataProperty:"signature",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
if(data.timestamp !== undefined){
if(!(validate50(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema71 = {"type":"object","description":"Digest information for nested components","required":["name","version"],"properties":{"name":{"description":"Name of the component","$ref":"#/$defs/componentName"},"version":{"description":"Version of the component","$ref":"#/$defs/relaxedSemver"},"digest":{"description":"Digest information for the component","$ref":"#/$defs/digestSpec"},"resourceDigests":{"description":"Digest information for resources in the component","anyOf":[{"type":"array","items":{"$ref":"#/$defs/nestedDigestSpec"}},{"type":"null"}]}}};
const schema75 = {"type":"object","description":"Specification for nested component digests","required":["name"],"properties":{"name":{"description":"Name of the nested component","$ref":"#/$defs/nonEmptyString"},"version":{"description":"Version of the nested component","type":"string"},"extraIdentity":{"description":"Additional identity attributes for the nested component","$ref":"#/$defs/identityAttribute"},"digest":{"description":"Digest information for the nested component","$ref":"#/$defs/digestSpec"}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.version !== undefined){
if(typeof data.version !== "string"){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.extraIdentity !== undefined){
if(!(validate27(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.digest !== undefined){
let data3 = data.digest;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.hashAlgorithm === undefined){
const err4 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.normalisationAlgorithm === undefined){
const err5 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.value === undefined){
const err6 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.hashAlgorithm !== undefined){
if(typeof data3.hashAlgorithm !== "string"){
const err7 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.normalisationAlgorithm !== undefined){
if(typeof data3.normalisationAlgorithm !== "string"){
const err8 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.value !== undefined){
if(typeof data3.value !== "string"){
const err9 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"name":true,"version":true,"extraIdentity":true,"digest":true},"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern5.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/pattern",keyword:"pattern",params:{pattern: "^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},message:"must match pattern \""+"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"+"\""};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err5 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/pattern",keyword:"pattern",params:{pattern: "^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"},message:"must match pattern \""+"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.digest !== undefined){
let data2 = data.digest;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.hashAlgorithm === undefined){
const err7 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.normalisationAlgorithm === undefined){
const err8 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.value === undefined){
const err9 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.hashAlgorithm !== undefined){
if(typeof data2.hashAlgorithm !== "string"){
const err10 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.normalisationAlgorithm !== undefined){
if(typeof data2.normalisationAlgorithm !== "string"){
const err11 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.value !== undefined){
if(typeof data2.value !== "string"){
const err12 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.resourceDigests !== undefined){
let data6 = data.resourceDigests;
const _errs17 = errors;
let valid5 = false;
const _errs18 = errors;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate54(data6[i0], {instancePath:instancePath+"/resourceDigests/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resourceDigests",schemaPath:"#/properties/resourceDigests/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid5 = valid5 || _valid0;
const _errs21 = errors;
if(data6 !== null){
const err15 = {instancePath:instancePath+"/resourceDigests",schemaPath:"#/properties/resourceDigests/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err16 = {instancePath:instancePath+"/resourceDigests",schemaPath:"#/properties/resourceDigests/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"name":true,"version":true,"digest":true,"resourceDigests":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="ocm.software/open-component-model/bindings/go/descriptor/v2/resources/schema-2020-12.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.meta === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.component === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "component"},message:"must have required property '"+"component"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.meta !== undefined){
let data0 = data.meta;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.schemaVersion === undefined){
const err2 = {instancePath:instancePath+"/meta",schemaPath:"#/$defs/meta/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.schemaVersion !== undefined){
let data1 = data0.schemaVersion;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/meta/schemaVersion",schemaPath:"#/$defs/meta/properties/schemaVersion/pattern",keyword:"pattern",params:{pattern: "^v2"},message:"must match pattern \""+"^v2"+"\""};
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
const err4 = {instancePath:instancePath+"/meta/schemaVersion",schemaPath:"#/$defs/meta/properties/schemaVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/meta",schemaPath:"#/$defs/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.component !== undefined){
if(!(validate21(data.component, {instancePath:instancePath+"/component",parentData:data,parentDataProperty:"component",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.signatures !== undefined){
let data3 = data.signatures;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate47(data3[i0], {instancePath:instancePath+"/signatures/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/signatures",schemaPath:"#/properties/signatures/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/signatures",schemaPath:"#/properties/signatures/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err8 = {instancePath:instancePath+"/signatures",schemaPath:"#/properties/signatures/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.nestedDigests !== undefined){
let data5 = data.nestedDigests;
const _errs15 = errors;
let valid6 = false;
const _errs16 = errors;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(!(validate53(data5[i1], {instancePath:instancePath+"/nestedDigests/" + i1,parentData:data5,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/nestedDigests",schemaPath:"#/properties/nestedDigests/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid6 = valid6 || _valid1;
const _errs19 = errors;
if(data5 !== null){
const err10 = {instancePath:instancePath+"/nestedDigests",schemaPath:"#/properties/nestedDigests/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err11 = {instancePath:instancePath+"/nestedDigests",schemaPath:"#/properties/nestedDigests/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"meta":true,"component":true,"signatures":true,"nestedDigests":true},"dynamicProps":false,"dynamicItems":false};

