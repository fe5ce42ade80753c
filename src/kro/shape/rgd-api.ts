/**
 * A compact structural schema of kro's `ResourceGraphDefinition` API (`kro.run/v1alpha1`),
 * written from `helm/crds/kro.run_resourcegraphdefinitions.yaml` at kro v0.9.3-54, with the
 * fields each kro release adds (`rgdShapeFor`, from the release's `schemaFields`,
 * `resourceFields` and `externalRefSelector`). It holds only what the API server enforces
 * (types, required fields, patterns, enums, counts); the CEL `x-kubernetes-validations`
 * rules are checked in `./index.ts` and `./external-ref.ts`.
 */
import type { KroRelease } from '../releases/index.js';

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

/** A DNS-1035 label: `schema.shortNames`, `categories` and `plural` entries. */
const DNS_LABEL: ShapeNode = { type: 'string', maxLength: 63, pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/ };

/** The optional `spec.schema` fields some releases have (`KroRelease.schemaFields`). */
const SCHEMA_FIELDS: Readonly<Record<string, ShapeNode>> = {
  shortNames: NAME_LIST,
  categories: NAME_LIST,
  plural: DNS_LABEL,
};

/** The optional `spec.resources[]` fields some releases have (`KroRelease.resourceFields`). */
const RESOURCE_FIELDS: Readonly<Record<string, ShapeNode>> = {
  deletionPolicy: { type: 'string', enum: ['Delete', 'Detach'] },
};

/** The entries of `fields` the release has. */
function optional(has: ReadonlySet<string>, fields: Readonly<Record<string, ShapeNode>>): Record<string, ShapeNode> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => has.has(name)));
}

function schemaShape(release: KroRelease): ShapeNode {
  return {
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
      ...optional(release.schemaFields, SCHEMA_FIELDS),
      metadata: { type: 'object', properties: { labels: STRING_MAP, annotations: STRING_MAP } },
    },
  };
}

function resourceShape(release: KroRelease): ShapeNode {
  return {
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
              // Schemaless from v0.9.4: kro also accepts one `${...}` returning a selector (`./external-ref.ts`).
              selector: release.externalRefSelector === 'label-selector' ? LABEL_SELECTOR : { type: 'any' },
            },
          },
        },
      },
      readyWhen: { type: 'array', items: STRING },
      includeWhen: { type: 'array', items: STRING },
      forEach: { type: 'array', items: { type: 'object', additional: STRING, minProperties: 1, maxProperties: 1 } },
      ...optional(release.resourceFields, RESOURCE_FIELDS),
    },
  };
}

const shapes = new Map<KroRelease, ShapeNode>();

/** The whole RGD document, as `release`'s RGD CRD has it. */
export function rgdShapeFor(release: KroRelease): ShapeNode {
  let shape = shapes.get(release);
  if (!shape) shapes.set(release, (shape = documentShape(release)));
  return shape;
}

function documentShape(release: KroRelease): ShapeNode {
  return {
    type: 'object',
    required: ['metadata', 'spec'],
    properties: {
      apiVersion: STRING,
      kind: STRING,
      metadata: { type: 'free-object' },
      spec: {
        type: 'object',
        required: ['schema'],
        properties: { schema: schemaShape(release), resources: { type: 'array', items: resourceShape(release) } },
      },
      status: { type: 'any' },
    },
  };
}

/** The LabelSelector shape, for literal `externalRef.metadata.selector` maps. */
export const LABEL_SELECTOR_SHAPE: ShapeNode = LABEL_SELECTOR;

/** Removed fields people still write, with what to do instead. */
export const REMOVED_FIELDS: Readonly<Record<string, string>> = {
  'spec.schema.validation': 'kro removed `schema.validation` (commit 2f64bca9); use the SimpleSchema `validation=` marker on a field instead',
};
