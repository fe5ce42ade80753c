/**
 * A compact structural schema of kro's `ResourceGraphDefinition` API (`kro.run/v1alpha1`),
 * written from `helm/crds/kro.run_resourcegraphdefinitions.yaml` at kro v0.9.3-54. It holds
 * only what the API server enforces (types, required fields, patterns, enums, counts);
 * the CEL `x-kubernetes-validations` rules are checked in `cross-field.ts`.
 */

/** A node of the compact schema. `any` accepts every value (preserve-unknown-fields). */
export type ShapeNode =
  | {
      readonly type: 'object';
      readonly properties?: Readonly<Record<string, ShapeNode>>;
      readonly required?: readonly string[];
      /** Schema of keys not in `properties`; absent means unknown keys are errors. */
      readonly additional?: ShapeNode;
      readonly minProperties?: number;
      readonly maxProperties?: number;
    }
  | {
      readonly type: 'array';
      readonly items: ShapeNode;
      readonly maxItems?: number;
      /** `x-kubernetes-list-type: set`: the API server rejects duplicate items. */
      readonly listType?: 'set';
    }
  | { readonly type: 'string'; readonly pattern?: RegExp; readonly enum?: readonly string[]; readonly maxLength?: number; readonly minLength?: number }
  | { readonly type: 'integer' }
  | { readonly type: 'any' }
  | { readonly type: 'free-object' };

const STRING: ShapeNode = { type: 'string' };
const STRING_MAP: ShapeNode = { type: 'object', additional: STRING };
const FREE_OBJECT: ShapeNode = { type: 'free-object' };
const NAME_LIST: ShapeNode = {
  type: 'array',
  maxItems: 32,
  listType: 'set',
  items: { type: 'string', maxLength: 63, pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/ },
};

const LABEL_SELECTOR: ShapeNode = {
  type: 'object',
  properties: {
    matchLabels: STRING_MAP,
    matchExpressions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'operator'],
        properties: { key: STRING, operator: STRING, values: { type: 'array', items: STRING } },
      },
    },
  },
};

const SCHEMA: ShapeNode = {
  type: 'object',
  required: ['apiVersion', 'kind'],
  properties: {
    apiVersion: { type: 'string', pattern: /^v[0-9]+(alpha[0-9]+|beta[0-9]+)?$/ },
    kind: { type: 'string', pattern: /^[A-Z][a-zA-Z0-9]{0,62}$/ },
    group: STRING,
    scope: { type: 'string', enum: ['Namespaced', 'Cluster'] },
    spec: FREE_OBJECT,
    types: FREE_OBJECT,
    status: FREE_OBJECT,
    additionalPrinterColumns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['jsonPath', 'name', 'type'],
        properties: { name: STRING, type: STRING, jsonPath: STRING, description: STRING, format: STRING, priority: { type: 'integer' } },
      },
    },
    shortNames: NAME_LIST,
    categories: NAME_LIST,
    metadata: { type: 'object', properties: { labels: STRING_MAP, annotations: STRING_MAP } },
  },
};

const RESOURCE: ShapeNode = {
  type: 'object',
  required: ['id'],
  properties: {
    id: STRING,
    template: FREE_OBJECT,
    externalRef: {
      type: 'object',
      required: ['apiVersion', 'kind', 'metadata'],
      properties: {
        apiVersion: STRING,
        kind: STRING,
        metadata: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1 },
            namespace: STRING,
            // Schemaless in practice: kro also accepts one `${...}` returning a selector.
            selector: { type: 'any' },
          },
        },
      },
    },
    readyWhen: { type: 'array', items: STRING },
    includeWhen: { type: 'array', items: STRING },
    forEach: { type: 'array', items: { type: 'object', additional: STRING, minProperties: 1, maxProperties: 1 } },
  },
};

/** The whole RGD document. */
export const RGD_SHAPE: ShapeNode = {
  type: 'object',
  required: ['metadata', 'spec'],
  properties: {
    apiVersion: STRING,
    kind: STRING,
    metadata: { type: 'free-object' },
    spec: {
      type: 'object',
      required: ['schema'],
      properties: { schema: SCHEMA, resources: { type: 'array', items: RESOURCE } },
    },
    status: { type: 'any' },
  },
};

/** The LabelSelector shape, for literal `externalRef.metadata.selector` maps. */
export const LABEL_SELECTOR_SHAPE: ShapeNode = LABEL_SELECTOR;

/** Removed fields people still write, with what to do instead. */
export const REMOVED_FIELDS: Readonly<Record<string, string>> = {
  'spec.schema.validation': 'kro removed `schema.validation` (commit 2f64bca9); use the SimpleSchema `validation=` marker on a field instead',
};
