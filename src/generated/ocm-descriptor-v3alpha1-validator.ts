// @ts-nocheck
/* Generated from schemas/ocm/component-descriptor-v3alpha1.schema.json by scripts/generate-validators.mjs. Do not edit; run `npm run gen`. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validate = validate20;
export default validate20;
const schema31 = {"$id":"https://gardener.cloud/schemas/component-descriptor-ocm-v3alpha1","$schema":"https://json-schema.org/draft/2020-12/schema","description":"OCM Component Descriptor v3 schema","$defs":{"meta":{"type":"object","description":"component version metadata","required":["name","version"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/componentName"},"version":{"$ref":"#/$defs/relaxedSemver"},"labels":{"$ref":"#/$defs/labels"},"provider":{"$ref":"#/$defs/provider"},"creationTime":{"type":"string","format":"date-time"}}},"merge":{"type":"object","properties":{"algorithm":{"pattern":"^[a-z][a-z0-9/_-]+$"},"config":{}},"additionalProperties":false},"labels":{"type":"array","items":{"$ref":"#/$defs/label"}},"label":{"type":"object","required":["name","value"],"properties":{"name":{"type":"string"},"value":{},"version":{"pattern":"^v[0-9]+$"},"signing":{"type":"boolean"},"merge":{"$ref":"#/$defs/merge"}},"additionalProperties":false},"componentName":{"type":"string","maxLength":255,"pattern":"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},"identityAttributeKey":{"minLength":2,"pattern":"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"},"relaxedSemver":{"pattern":"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$","type":"string"},"identityAttribute":{"type":"object","propertyNames":{"$ref":"#/$defs/identityAttributeKey"}},"repositoryContext":{"type":"object","required":["type"],"properties":{"type":{"type":"string"}}},"access":{"type":"object","description":"base type for accesses (for extensions)","required":["type"]},"sourceDefinition":{"type":"object","required":["name","version","type","access"],"properties":{"name":{"type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"version":{"$ref":"#/$defs/relaxedSemver"},"type":{"type":"string"},"labels":{"$ref":"#/$defs/labels"},"access":{"$ref":"#/$defs/access"}}},"digestSpec":{"type":"object","required":["hashAlgorithm","normalisationAlgorithm","value"],"additionalProperties":false,"properties":{"hashAlgorithm":{"type":"string"},"normalisationAlgorithm":{"type":"string"},"value":{"type":"string"}}},"timestampSpec":{"type":"object","properties":{"value":{"type":"string"},"time":{"type":"string","format":"date-time"}}},"signatureSpec":{"type":"object","required":["algorithm","value","mediaType"],"additionalProperties":false,"properties":{"algorithm":{"type":"string"},"value":{"type":"string"},"mediaType":{"description":"The media type of the signature value","type":"string"}}},"signature":{"type":"object","required":["name","digest","signature"],"additionalProperties":false,"properties":{"name":{"type":"string"},"digest":{"$ref":"#/$defs/digestSpec"},"signature":{"$ref":"#/$defs/signatureSpec"},"timestamp":{"$ref":"#/$defs/timestampSpec"}}},"nestedDigestSpec":{"type":"object","required":["name","digest"],"properties":{"name":{"type":"string"},"version":{"type":"string"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"digest":{"$ref":"#/$defs/digestSpec"}}},"nestedComponentDigests":{"type":"object","required":["name","version","digest","resourceDigests"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/componentName"},"version":{"$ref":"#/$defs/relaxedSemver"},"digest":{"$ref":"#/$defs/digestSpec"},"resourceDigests":{"type":"array","items":{"$ref":"#/$defs/nestedDigestSpec"}}}},"srcRef":{"type":"object","description":"a reference to a (component-local) source","additionalProperties":false,"properties":{"identitySelector":{"$ref":"#/$defs/identityAttribute"},"labels":{"$ref":"#/$defs/labels"}}},"reference":{"type":"object","description":"a reference to a component","required":["name","componentName","version"],"additionalProperties":false,"properties":{"componentName":{"$ref":"#/$defs/componentName"},"name":{"type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"version":{"$ref":"#/$defs/relaxedSemver"},"labels":{"$ref":"#/$defs/labels"},"digest":{"oneOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}},"resourceDefinition":{"type":"object","description":"base type for resources","required":["name","version","type","relation","access"],"properties":{"name":{"type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"version":{"$ref":"#/$defs/relaxedSemver"},"type":{"type":"string"},"srcRefs":{"type":"array","items":{"$ref":"#/$defs/srcRef"}},"relation":{"type":"string","enum":["local","external"]},"labels":{"$ref":"#/$defs/labels"},"access":{"$ref":"#/$defs/access"},"digest":{"oneOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}},"provider":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"labels":{"$ref":"#/$defs/labels"}}},"spec":{"type":"object","description":"specification of the content of a component versiont","additionalProperties":false,"properties":{"sources":{"type":"array","items":{"$ref":"#/$defs/sourceDefinition"}},"references":{"type":"array","items":{"$ref":"#/$defs/reference"}},"resources":{"type":"array","items":{"$ref":"#/$defs/resourceDefinition"}}}}},"type":"object","required":["apiVersion","kind","metadata","spec"],"properties":{"apiVersion":{"type":"string","enum":["ocm.gardener.cloud/v3alpha1","ocm.software/v3alpha1"]},"kind":{"type":"string","const":"ComponentVersion"},"metadata":{"$ref":"#/$defs/meta"},"repositoryContexts":{"type":"array","items":{"$ref":"#/$defs/repositoryContext"}},"spec":{"$ref":"#/$defs/spec"},"signatures":{"type":"array","items":{"$ref":"#/$defs/signature"}},"nestedDigests":{"type":"array","items":{"$ref":"#/$defs/nestedComponentDigests"}}}};
const schema39 = {"type":"object","required":["type"],"properties":{"type":{"type":"string"}}};
const schema32 = {"type":"object","description":"component version metadata","required":["name","version"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/componentName"},"version":{"$ref":"#/$defs/relaxedSemver"},"labels":{"$ref":"#/$defs/labels"},"provider":{"$ref":"#/$defs/provider"},"creationTime":{"type":"string","format":"date-time"}}};
const schema33 = {"type":"string","maxLength":255,"pattern":"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"};
const schema34 = {"pattern":"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$","type":"string"};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$", "u");
const pattern5 = new RegExp("^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$", "u");
const schema35 = {"type":"array","items":{"$ref":"#/$defs/label"}};
const schema36 = {"type":"object","required":["name","value"],"properties":{"name":{"type":"string"},"value":{},"version":{"pattern":"^v[0-9]+$"},"signing":{"type":"boolean"},"merge":{"$ref":"#/$defs/merge"}},"additionalProperties":false};
const schema37 = {"type":"object","properties":{"algorithm":{"pattern":"^[a-z][a-z0-9/_-]+$"},"config":{}},"additionalProperties":false};
const pattern6 = new RegExp("^v[0-9]+$", "u");
const pattern7 = new RegExp("^[a-z][a-z0-9/_-]+$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
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
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "value")) || (key0 === "version")) || (key0 === "signing")) || (key0 === "merge"))){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^v[0-9]+$"},message:"must match pattern \""+"^v[0-9]+$"+"\""};
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
if(data.signing !== undefined){
if(typeof data.signing !== "boolean"){
const err5 = {instancePath:instancePath+"/signing",schemaPath:"#/properties/signing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.merge !== undefined){
let data3 = data.merge;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!((key1 === "algorithm") || (key1 === "config"))){
const err6 = {instancePath:instancePath+"/merge",schemaPath:"#/$defs/merge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.algorithm !== undefined){
let data4 = data3.algorithm;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err7 = {instancePath:instancePath+"/merge/algorithm",schemaPath:"#/$defs/merge/properties/algorithm/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9/_-]+$"},message:"must match pattern \""+"^[a-z][a-z0-9/_-]+$"+"\""};
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
}
else {
const err8 = {instancePath:instancePath+"/merge",schemaPath:"#/$defs/merge/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"labels":{"$ref":"#/$defs/labels"}}};

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
for(const key0 in data){
if(!((key0 === "name") || (key0 === "labels"))){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.labels !== undefined){
if(!(validate22(data.labels, {instancePath:instancePath+"/labels",parentData:data,parentDataProperty:"labels",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];

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
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "version")) || (key0 === "labels")) || (key0 === "provider")) || (key0 === "creationTime"))){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/pattern",keyword:"pattern",params:{pattern: "^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},message:"must match pattern \""+"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"+"\""};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/pattern",keyword:"pattern",params:{pattern: "^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"},message:"must match pattern \""+"^[v]?(0|[1-9]\\d*)(?:\\.(0|[1-9]\\d*))?(?:\\.(0|[1-9]\\d*))?(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"+"\""};
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
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/relaxedSemver/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.labels !== undefined){
if(!(validate22(data.labels, {instancePath:instancePath+"/labels",parentData:data,parentDataProperty:"labels",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.provider !== undefined){
if(!(validate26(data.provider, {instancePath:instancePath+"/provider",parentData:data,parentDataProperty:"provider",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.creationTime !== undefined){
let data4 = data.creationTime;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err8 = {instancePath:instancePath+"/creationTime",schemaPath:"#/properties/creationTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err9 = {instancePath:instancePath+"/creationTime",schemaPath:"#/properties/creationTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema40 = {"type":"object","description":"specification of the content of a component versiont","additionalProperties":false,"properties":{"sources":{"type":"array","items":{"$ref":"#/$defs/sourceDefinition"}},"references":{"type":"array","items":{"$ref":"#/$defs/reference"}},"resources":{"type":"array","items":{"$ref":"#/$defs/resourceDefinition"}}}};
const schema41 = {"type":"object","required":["name","version","type","access"],"properties":{"name":{"type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"version":{"$ref":"#/$defs/relaxedSemver"},"type":{"type":"string"},"labels":{"$ref":"#/$defs/labels"},"access":{"$ref":"#/$defs/access"}}};
const schema42 = {"minLength":2,"pattern":"^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$"};
const schema46 = {"type":"object","description":"base type for accesses (for extensions)","required":["type"]};
const pattern8 = new RegExp("^[a-z0-9]([-_+a-z0-9]*[a-z0-9])?$", "u");
const schema43 = {"type":"object","propertyNames":{"$ref":"#/$defs/identityAttributeKey"}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
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
if(!pattern8.test(key0)){
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
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
if(!pattern8.test(data0)){
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
if(!(validate32(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
let data2 = data.version;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
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
if(typeof data.type !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.labels !== undefined){
if(!(validate22(data.labels, {instancePath:instancePath+"/labels",parentData:data,parentDataProperty:"labels",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.access !== undefined){
let data5 = data.access;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err10 = {instancePath:instancePath+"/access",schemaPath:"#/$defs/access/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
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
const err11 = {instancePath:instancePath+"/access",schemaPath:"#/$defs/access/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"name":true,"extraIdentity":true,"version":true,"type":true,"labels":true,"access":true},"dynamicProps":false,"dynamicItems":false};

const schema47 = {"type":"object","description":"a reference to a component","required":["name","componentName","version"],"additionalProperties":false,"properties":{"componentName":{"$ref":"#/$defs/componentName"},"name":{"type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"version":{"$ref":"#/$defs/relaxedSemver"},"labels":{"$ref":"#/$defs/labels"},"digest":{"oneOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}};
const schema51 = {"type":"object","required":["hashAlgorithm","normalisationAlgorithm","value"],"additionalProperties":false,"properties":{"hashAlgorithm":{"type":"string"},"normalisationAlgorithm":{"type":"string"},"value":{"type":"string"}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
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
if(!pattern4.test(data0)){
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
if(!pattern8.test(data1)){
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
if(!(validate32(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
let data3 = data.version;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
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
if(!(validate22(data.labels, {instancePath:instancePath+"/labels",parentData:data,parentDataProperty:"labels",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.digest !== undefined){
let data5 = data.digest;
const _errs14 = errors;
let valid4 = false;
let passing0 = null;
const _errs15 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs17 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.hashAlgorithm === undefined){
const err13 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.normalisationAlgorithm === undefined){
const err14 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.value === undefined){
const err15 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "hashAlgorithm") || (key1 === "normalisationAlgorithm")) || (key1 === "value"))){
const err16 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.hashAlgorithm !== undefined){
if(typeof data5.hashAlgorithm !== "string"){
const err17 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.normalisationAlgorithm !== undefined){
if(typeof data5.normalisationAlgorithm !== "string"){
const err18 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.value !== undefined){
if(typeof data5.value !== "string"){
const err19 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err21 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema52 = {"type":"object","description":"base type for resources","required":["name","version","type","relation","access"],"properties":{"name":{"type":"string","$ref":"#/$defs/identityAttributeKey"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"version":{"$ref":"#/$defs/relaxedSemver"},"type":{"type":"string"},"srcRefs":{"type":"array","items":{"$ref":"#/$defs/srcRef"}},"relation":{"type":"string","enum":["local","external"]},"labels":{"$ref":"#/$defs/labels"},"access":{"$ref":"#/$defs/access"},"digest":{"oneOf":[{"type":"null"},{"$ref":"#/$defs/digestSpec"}]}}};
const schema55 = {"type":"object","description":"a reference to a (component-local) source","additionalProperties":false,"properties":{"identitySelector":{"$ref":"#/$defs/identityAttribute"},"labels":{"$ref":"#/$defs/labels"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
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
if(!(validate32(data.identitySelector, {instancePath:instancePath+"/identitySelector",parentData:data,parentDataProperty:"identitySelector",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.labels !== undefined){
if(!(validate22(data.labels, {instancePath:instancePath+"/labels",parentData:data,parentDataProperty:"labels",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
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
if(!pattern8.test(data0)){
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
if(!(validate32(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
let data2 = data.version;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
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
if(typeof data.type !== "string"){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.srcRefs !== undefined){
let data4 = data.srcRefs;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate42(data4[i0], {instancePath:instancePath+"/srcRefs/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/srcRefs",schemaPath:"#/properties/srcRefs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.relation !== undefined){
let data6 = data.relation;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/relation",schemaPath:"#/properties/relation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data6 === "local") || (data6 === "external"))){
const err13 = {instancePath:instancePath+"/relation",schemaPath:"#/properties/relation/enum",keyword:"enum",params:{allowedValues: schema52.properties.relation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.labels !== undefined){
if(!(validate22(data.labels, {instancePath:instancePath+"/labels",parentData:data,parentDataProperty:"labels",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.access !== undefined){
let data8 = data.access;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.type === undefined){
const err14 = {instancePath:instancePath+"/access",schemaPath:"#/$defs/access/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
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
const err15 = {instancePath:instancePath+"/access",schemaPath:"#/$defs/access/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.digest !== undefined){
let data9 = data.digest;
const _errs20 = errors;
let valid6 = false;
let passing0 = null;
const _errs21 = errors;
if(data9 !== null){
const err16 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0){
valid6 = true;
passing0 = 0;
}
const _errs23 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.hashAlgorithm === undefined){
const err17 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data9.normalisationAlgorithm === undefined){
const err18 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9.value === undefined){
const err19 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key0 in data9){
if(!(((key0 === "hashAlgorithm") || (key0 === "normalisationAlgorithm")) || (key0 === "value"))){
const err20 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.hashAlgorithm !== undefined){
if(typeof data9.hashAlgorithm !== "string"){
const err21 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.normalisationAlgorithm !== undefined){
if(typeof data9.normalisationAlgorithm !== "string"){
const err22 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.value !== undefined){
if(typeof data9.value !== "string"){
const err23 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs23 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err25 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"name":true,"extraIdentity":true,"version":true,"type":true,"srcRefs":true,"relation":true,"labels":true,"access":true,"digest":true},"dynamicProps":false,"dynamicItems":false};


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
for(const key0 in data){
if(!(((key0 === "sources") || (key0 === "references")) || (key0 === "resources"))){
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
if(data.sources !== undefined){
let data0 = data.sources;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate31(data0[i0], {instancePath:instancePath+"/sources/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.references !== undefined){
let data2 = data.references;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate36(data2[i1], {instancePath:instancePath+"/references/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/references",schemaPath:"#/properties/references/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.resources !== undefined){
let data4 = data.resources;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
if(!(validate40(data4[i2], {instancePath:instancePath+"/resources/" + i2,parentData:data4,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema58 = {"type":"object","required":["name","digest","signature"],"additionalProperties":false,"properties":{"name":{"type":"string"},"digest":{"$ref":"#/$defs/digestSpec"},"signature":{"$ref":"#/$defs/signatureSpec"},"timestamp":{"$ref":"#/$defs/timestampSpec"}}};
const schema60 = {"type":"object","required":["algorithm","value","mediaType"],"additionalProperties":false,"properties":{"algorithm":{"type":"string"},"value":{"type":"string"},"mediaType":{"description":"The media type of the signature value","type":"string"}}};
const schema61 = {"type":"object","properties":{"value":{"type":"string"},"time":{"type":"string","format":"date-time"}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.digest !== undefined){
let data1 = data.digest;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.hashAlgorithm === undefined){
const err5 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.normalisationAlgorithm === undefined){
const err6 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.value === undefined){
const err7 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "hashAlgorithm") || (key1 === "normalisationAlgorithm")) || (key1 === "value"))){
const err8 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
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
let data5 = data.signature;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.algorithm === undefined){
const err13 = {instancePath:instancePath+"/signature",schemaPath:"#/$defs/signatureSpec/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.value === undefined){
const err14 = {instancePath:instancePath+"/signature",schemaPath:"#/$defs/signatureSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.mediaType === undefined){
const err15 = {instancePath:instancePath+"/signature",schemaPath:"#/$defs/signatureSpec/required",keyword:"required",params:{missingProperty: "mediaType"},message:"must have required property '"+"mediaType"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data5){
if(!(((key2 === "algorithm") || (key2 === "value")) || (key2 === "mediaType"))){
const err16 = {instancePath:instancePath+"/signature",schemaPath:"#/$defs/signatureSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.algorithm !== undefined){
if(typeof data5.algorithm !== "string"){
const err17 = {instancePath:instancePath+"/signature/algorithm",schemaPath:"#/$defs/signatureSpec/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.value !== undefined){
if(typeof data5.value !== "string"){
const err18 = {instancePath:instancePath+"/signature/value",schemaPath:"#/$defs/signatureSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.mediaType !== undefined){
if(typeof data5.mediaType !== "string"){
const err19 = {instancePath:instancePath+"/signature/mediaType",schemaPath:"#/$defs/signatureSpec/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/signature",schemaPath:"#/$defs/signatureSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data9 = data.timestamp;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.value !== undefined){
if(typeof data9.value !== "string"){
const err21 = {instancePath:instancePath+"/timestamp/value",schemaPath:"#/$defs/timestampSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.time !== undefined){
let data11 = data9.time;
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err22 = {instancePath:instancePath+"/timestamp/time",schemaPath:"#/$defs/timestampSpec/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err23 = {instancePath:instancePath+"/timestamp/time",schemaPath:"#/$defs/timestampSpec/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/timestampSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema62 = {"type":"object","required":["name","version","digest","resourceDigests"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/componentName"},"version":{"$ref":"#/$defs/relaxedSemver"},"digest":{"$ref":"#/$defs/digestSpec"},"resourceDigests":{"type":"array","items":{"$ref":"#/$defs/nestedDigestSpec"}}}};
const schema66 = {"type":"object","required":["name","digest"],"properties":{"name":{"type":"string"},"version":{"type":"string"},"extraIdentity":{"$ref":"#/$defs/identityAttribute"},"digest":{"$ref":"#/$defs/digestSpec"}}};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(validate32(data.extraIdentity, {instancePath:instancePath+"/extraIdentity",parentData:data,parentDataProperty:"extraIdentity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
for(const key0 in data3){
if(!(((key0 === "hashAlgorithm") || (key0 === "normalisationAlgorithm")) || (key0 === "value"))){
const err7 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.hashAlgorithm !== undefined){
if(typeof data3.hashAlgorithm !== "string"){
const err8 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.normalisationAlgorithm !== undefined){
if(typeof data3.normalisationAlgorithm !== "string"){
const err9 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.value !== undefined){
if(typeof data3.value !== "string"){
const err10 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"name":true,"version":true,"extraIdentity":true,"digest":true},"dynamicProps":false,"dynamicItems":false};


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
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
if(data.digest === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.resourceDigests === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceDigests"},message:"must have required property '"+"resourceDigests"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "version")) || (key0 === "digest")) || (key0 === "resourceDigests"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/pattern",keyword:"pattern",params:{pattern: "^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"},message:"must match pattern \""+"^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$"+"\""};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/componentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
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
if(data.digest !== undefined){
let data2 = data.digest;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.hashAlgorithm === undefined){
const err10 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "hashAlgorithm"},message:"must have required property '"+"hashAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.normalisationAlgorithm === undefined){
const err11 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "normalisationAlgorithm"},message:"must have required property '"+"normalisationAlgorithm"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.value === undefined){
const err12 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "hashAlgorithm") || (key1 === "normalisationAlgorithm")) || (key1 === "value"))){
const err13 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.hashAlgorithm !== undefined){
if(typeof data2.hashAlgorithm !== "string"){
const err14 = {instancePath:instancePath+"/digest/hashAlgorithm",schemaPath:"#/$defs/digestSpec/properties/hashAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.normalisationAlgorithm !== undefined){
if(typeof data2.normalisationAlgorithm !== "string"){
const err15 = {instancePath:instancePath+"/digest/normalisationAlgorithm",schemaPath:"#/$defs/digestSpec/properties/normalisationAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.value !== undefined){
if(typeof data2.value !== "string"){
const err16 = {instancePath:instancePath+"/digest/value",schemaPath:"#/$defs/digestSpec/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/digest",schemaPath:"#/$defs/digestSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.resourceDigests !== undefined){
let data6 = data.resourceDigests;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate52(data6[i0], {instancePath:instancePath+"/resourceDigests/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/resourceDigests",schemaPath:"#/properties/resourceDigests/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gardener.cloud/schemas/component-descriptor-ocm-v3alpha1" */;
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
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data0 === "ocm.gardener.cloud/v3alpha1") || (data0 === "ocm.software/v3alpha1"))){
const err5 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema31.properties.apiVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("ComponentVersion" !== data1){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "ComponentVersion"},message:"must be equal to constant"};
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
if(!(validate21(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.repositoryContexts !== undefined){
let data3 = data.repositoryContexts;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.type === undefined){
const err8 = {instancePath:instancePath+"/repositoryContexts/" + i0,schemaPath:"#/$defs/repositoryContext/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.type !== undefined){
if(typeof data4.type !== "string"){
const err9 = {instancePath:instancePath+"/repositoryContexts/" + i0+"/type",schemaPath:"#/$defs/repositoryContext/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/repositoryContexts/" + i0,schemaPath:"#/$defs/repositoryContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/repositoryContexts",schemaPath:"#/properties/repositoryContexts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate30(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.signatures !== undefined){
let data7 = data.signatures;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(!(validate49(data7[i1], {instancePath:instancePath+"/signatures/" + i1,parentData:data7,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/signatures",schemaPath:"#/properties/signatures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.nestedDigests !== undefined){
let data9 = data.nestedDigests;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
if(!(validate51(data9[i2], {instancePath:instancePath+"/nestedDigests/" + i2,parentData:data9,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/nestedDigests",schemaPath:"#/properties/nestedDigests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"apiVersion":true,"kind":true,"metadata":true,"repositoryContexts":true,"spec":true,"signatures":true,"nestedDigests":true},"dynamicProps":false,"dynamicItems":false};

