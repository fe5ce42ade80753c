/**
 * The vocabulary of installation settings (docs/installation-settings.md): the types a
 * settings catalogue is written in, the builders the OCM group and each deployer's groups
 * use, and the JSON Schema of a setting. The catalogue itself is `installation-settings.ts`
 * (the OCM group and the default deployer's groups, src/deployers/<name>/settings.ts).
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

/** Go's `time.ParseDuration` (OCM's `metav1.Duration`; the OCM CRDs check no pattern, the controller does). */
export const GO_DURATION = '^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$';

/** A namespace (RFC 1123 label). */
export const NAMESPACE = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';

/** A Kubernetes object name, as Secrets and ServiceAccounts are named. */
export const OBJECT_NAME = '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$';

export function reference(what: string): SettingLeaf {
  return {
    kind: 'leaf',
    type: 'struct',
    description: `${what} (a reference: the Secret's name, in the object's namespace)`,
    fields: { name: { type: 'string', required: true, description: 'Name of the Secret', facets: { pattern: OBJECT_NAME } } },
  };
}

export const string = (description: string, facets?: SettingFacets): SettingLeaf => ({
  kind: 'leaf',
  type: 'string',
  description,
  ...(facets ? { facets } : {}),
});
export const boolean = (description: string): SettingLeaf => ({ kind: 'leaf', type: 'boolean', description });
export const integer = (description: string): SettingLeaf => ({ kind: 'leaf', type: 'integer', description });

/** The JSON Schema of one setting (a container: of all its settings). */
export function settingJsonSchema(node: SettingNode): Record<string, unknown> {
  if (node.kind === 'container') {
    return {
      description: node.description,
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(Object.entries(node.fields).map(([k, v]) => [k, settingJsonSchema(v)])),
    };
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
      Object.entries(fields).map(([name, f]) => [
        name,
        f.type === 'struct'
          ? { description: f.description, ...structJsonSchema(f.fields ?? {}) }
          : { description: f.description, type: 'string', ...facetsJsonSchema(f.facets) },
      ]),
    ),
  };
}
