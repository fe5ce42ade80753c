#!/usr/bin/env node
// Writes src/kube/catalog/generated/kubernetes.ts: compact OpenAPI schemas of the common
// built-in Kubernetes kinds, derived from the model classes of @kubernetes/client-node
// (a pinned dev dependency). Each model's `attributeTypeMap` gives every field's wire name
// (`baseName`), type and format; its `.d.ts` tells which fields are required (no `?`).
//
// The output keeps one definition per model and refers to others with `{"$ref": "Name"}`;
// the catalog inlines them on first lookup, so run time needs no client-node. The JSON is
// kept as one string constant, so loading the module costs next to nothing and the text
// is parsed only when a built-in kind is first looked up.
//
//   node scripts/generate-k8s-schemas.mjs           # rewrite the file
//   node scripts/generate-k8s-schemas.mjs --check   # exit 1 when the file is stale
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE_DIR = path.join(ROOT, 'node_modules/@kubernetes/client-node');
const MODELS_DIR = path.join(PACKAGE_DIR, 'dist/gen/models');
const OUTPUT = path.join(ROOT, 'src/kube/catalog/generated/kubernetes.ts');

/** apiVersion → kind → [root model, scope]. */
const KINDS = {
  v1: {
    ConfigMap: ['V1ConfigMap', 'Namespaced'],
    Endpoints: ['V1Endpoints', 'Namespaced'],
    LimitRange: ['V1LimitRange', 'Namespaced'],
    Namespace: ['V1Namespace', 'Cluster'],
    PersistentVolume: ['V1PersistentVolume', 'Cluster'],
    PersistentVolumeClaim: ['V1PersistentVolumeClaim', 'Namespaced'],
    Pod: ['V1Pod', 'Namespaced'],
    PodTemplate: ['V1PodTemplate', 'Namespaced'],
    ReplicationController: ['V1ReplicationController', 'Namespaced'],
    ResourceQuota: ['V1ResourceQuota', 'Namespaced'],
    Secret: ['V1Secret', 'Namespaced'],
    Service: ['V1Service', 'Namespaced'],
    ServiceAccount: ['V1ServiceAccount', 'Namespaced'],
  },
  'apps/v1': {
    DaemonSet: ['V1DaemonSet', 'Namespaced'],
    Deployment: ['V1Deployment', 'Namespaced'],
    ReplicaSet: ['V1ReplicaSet', 'Namespaced'],
    StatefulSet: ['V1StatefulSet', 'Namespaced'],
  },
  'batch/v1': {
    CronJob: ['V1CronJob', 'Namespaced'],
    Job: ['V1Job', 'Namespaced'],
  },
  'networking.k8s.io/v1': {
    Ingress: ['V1Ingress', 'Namespaced'],
    IngressClass: ['V1IngressClass', 'Cluster'],
    NetworkPolicy: ['V1NetworkPolicy', 'Namespaced'],
  },
  'rbac.authorization.k8s.io/v1': {
    ClusterRole: ['V1ClusterRole', 'Cluster'],
    ClusterRoleBinding: ['V1ClusterRoleBinding', 'Cluster'],
    Role: ['V1Role', 'Namespaced'],
    RoleBinding: ['V1RoleBinding', 'Namespaced'],
  },
  'autoscaling/v1': { HorizontalPodAutoscaler: ['V1HorizontalPodAutoscaler', 'Namespaced'] },
  'autoscaling/v2': { HorizontalPodAutoscaler: ['V2HorizontalPodAutoscaler', 'Namespaced'] },
  'policy/v1': { PodDisruptionBudget: ['V1PodDisruptionBudget', 'Namespaced'] },
  'storage.k8s.io/v1': { StorageClass: ['V1StorageClass', 'Cluster'] },
  'scheduling.k8s.io/v1': { PriorityClass: ['V1PriorityClass', 'Cluster'] },
  'coordination.k8s.io/v1': { Lease: ['V1Lease', 'Namespaced'] },
  'discovery.k8s.io/v1': { EndpointSlice: ['V1EndpointSlice', 'Namespaced'] },
  'apiextensions.k8s.io/v1': { CustomResourceDefinition: ['V1CustomResourceDefinition', 'Cluster'] },
  'admissionregistration.k8s.io/v1': {
    MutatingWebhookConfiguration: ['V1MutatingWebhookConfiguration', 'Cluster'],
    ValidatingWebhookConfiguration: ['V1ValidatingWebhookConfiguration', 'Cluster'],
  },
};

/**
 * Fields typed `resource.Quantity` in the Kubernetes OpenAPI. client-node flattens them to
 * `string`, but the API server accepts a number or a string (`x-kubernetes-int-or-string`).
 * Model → fields whose value (or map values) are quantities.
 */
const QUANTITY_FIELDS = {
  V1ResourceRequirements: ['limits', 'requests'],
  V1VolumeResourceRequirements: ['limits', 'requests'],
  V1EmptyDirVolumeSource: ['sizeLimit'],
  V1PersistentVolumeClaimStatus: ['allocatedResources', 'capacity'],
  V1PersistentVolumeSpec: ['capacity'],
  V1ResourceQuotaSpec: ['hard'],
  V1ResourceQuotaStatus: ['hard', 'used'],
  V1LimitRangeItem: ['default', 'defaultRequest', 'max', 'maxLimitRequestRatio', 'min'],
  V1PodSpec: ['overhead'],
  V1ContainerStatus: ['allocatedResources'],
  V2MetricTarget: ['averageValue', 'value'],
  V1PodStatus: [],
};

/** Models kept free-form: recursive JSON Schema and raw JSON payloads. */
const FREE_FORM_MODELS = new Set(['V1JSONSchemaProps']);

async function loadModel(name) {
  const file = path.join(MODELS_DIR, `${name}.js`);
  if (!existsSync(file)) throw new Error(`client-node has no model ${name}`);
  const module = await import(pathToFileURL(file).href);
  const model = module[name];
  if (!model?.attributeTypeMap) throw new Error(`${name} has no attributeTypeMap`);
  return model.attributeTypeMap;
}

/** Required TypeScript property names of a model, read from its declaration file. */
function requiredFields(name) {
  const declaration = readFileSync(path.join(MODELS_DIR, `${name}.d.ts`), 'utf8');
  const required = new Set();
  for (const match of declaration.matchAll(/^ {4}'([A-Za-z0-9_$]+)'(\?)?:/gm)) if (!match[2]) required.add(match[1]);
  return required;
}

/** Turns a client-node type string into a schema node; model names become `$ref`s. */
function typeToSchema(type, format, pending, quantity) {
  const array = /^Array<(.+)>$/.exec(type);
  if (array) return { type: 'array', items: typeToSchema(array[1], '', pending, quantity) };
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) return { type: 'object', additionalProperties: typeToSchema(map[1], '', pending, quantity) };
  if (quantity) return { 'x-kubernetes-int-or-string': true };
  switch (type) {
    case 'string':
      return format === 'byte' ? { type: 'string', format: 'byte' } : { type: 'string' };
    case 'number':
      return format === 'int32' || format === 'int64' ? { type: 'integer', format } : { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'Date':
    case 'V1MicroTime':
      return { type: 'string', format: 'date-time' };
    case 'IntOrString':
      return { 'x-kubernetes-int-or-string': true };
    case 'any':
      return { 'x-kubernetes-preserve-unknown-fields': true };
    case 'object':
      return { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    default:
      if (!/^[A-Z][A-Za-z0-9]*$/.test(type)) throw new Error(`unexpected client-node type ${type}`);
      if (FREE_FORM_MODELS.has(type)) return { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
      pending.add(type);
      return { $ref: type };
  }
}

async function generate() {
  const definitions = {};
  const pending = new Set(Object.values(KINDS).flatMap((kinds) => Object.values(kinds).map(([model]) => model)));
  while (pending.size > 0) {
    const [name] = pending;
    pending.delete(name);
    if (definitions[name]) continue;
    const attributes = await loadModel(name);
    const required = requiredFields(name);
    const quantities = new Set(QUANTITY_FIELDS[name] ?? []);
    const properties = {};
    const requiredWire = [];
    for (const attribute of attributes) {
      properties[attribute.baseName] = typeToSchema(attribute.type, attribute.format, pending, quantities.has(attribute.baseName));
      if (required.has(attribute.name)) requiredWire.push(attribute.baseName);
    }
    const sorted = Object.fromEntries(
      Object.keys(properties)
        .sort()
        .map((key) => [key, properties[key]]),
    );
    definitions[name] =
      requiredWire.length > 0 ? { type: 'object', properties: sorted, required: requiredWire.sort() } : { type: 'object', properties: sorted };
  }
  const clientNode = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  const kinds = {};
  for (const [apiVersion, byKind] of Object.entries(KINDS)) {
    kinds[apiVersion] = Object.fromEntries(Object.entries(byKind).map(([kind, [root, scope]]) => [kind, { root, scope }]));
  }
  const sortedDefinitions = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((key) => [key, definitions[key]]),
  );
  const json = JSON.stringify({ source: `@kubernetes/client-node@${clientNode.version}`, kinds, definitions: sortedDefinitions });
  return [
    '// Generated by scripts/generate-k8s-schemas.mjs from @kubernetes/client-node models. Do not edit;',
    '// run `npm run gen:k8s`. Shape: {source, kinds: {apiVersion: {Kind: {root, scope}}}, definitions}.',
    '',
    '/** The built-in Kubernetes schemas as JSON text, parsed on first use. */',
    `export const KUBERNETES_SCHEMAS_JSON = ${stringLiteral(json)};`,
    '',
  ].join('\n');
}

/** A single-quoted literal when nothing needs escaping (it never does today), else JSON's. */
function stringLiteral(text) {
  return /['\\\n\r\u2028\u2029]/.test(text) ? JSON.stringify(text) : `'${text}'`;
}

const text = await generate();
if (process.argv.includes('--check')) {
  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  if (current !== text) {
    console.error(`${path.relative(ROOT, OUTPUT)} is stale: run npm run gen:k8s`);
    process.exit(1);
  }
} else {
  writeFileSync(OUTPUT, text);
  console.log(`wrote ${path.relative(ROOT, OUTPUT)} (${text.length} bytes)`);
}
