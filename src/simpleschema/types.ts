/**
 * Public result types of the JSON Schema to kro SimpleSchema conversion, and the
 * internal model the converter builds between parsing and rendering.
 *
 * The model exists so that parsing (which reports keyword problems once per schema
 * node) is separate from rendering (which applies `configuration.defaults`, names
 * custom types and lists parameters).
 */

/** One SimpleSchema spec entry: `"<type> | <markers>"` or a nested map (a struct). */
export type SimpleSchemaField = string | { [key: string]: SimpleSchemaField };

/** The kind of value a parameter holds, as rules and templates see it. */
export type ParameterType = 'string' | 'integer' | 'float' | 'boolean' | 'object' | 'array' | 'map';

/** One parameter node of the instance spec: a leaf or an intermediate struct. */
export interface ParameterInfo {
  /** Path from the spec root, for example `['podinfo', 'message']`. */
  path: readonly string[];
  type: ParameterType;
  /** Listed in the parent's `required`. */
  required: boolean;
  /** kro fills a value when the instance leaves it out (for structs: some child has a default). */
  hasDefault: boolean;
  /**
   * The value the parameter takes when an instance leaves it out: kro fills it in from this
   * node's `default` marker, or (with `defaultAtUse`) rgdc's reads of it fall back to it.
   */
  default?: unknown;
  /**
   * Set when `default` is a string kro's marker cannot carry (`"`, `\`, control
   * characters): the marker has no `default`, kro leaves the field out, and every read
   * is `schema.spec.?x.orValue("<default>")` (docs/design/defaults-at-use.md).
   */
  defaultAtUse?: true;
}

/** Every problem code the conversion can report. */
export type SchemaIssueCode =
  | 'schema_unsupported_keyword'
  | 'schema_unsupported_type'
  | 'schema_missing_type'
  | 'schema_unresolved_ref'
  | 'schema_invalid_property_name'
  | 'schema_unrepresentable_default'
  | 'schema_invalid_marker_value'
  | 'schema_recursive_type'
  | 'schema_ignored_keyword'
  | 'schema_unknown_keyword'
  | 'configdata_sensitive_parameter'
  | 'configdata_reserved_parameter'
  | 'configdata_invalid_default';

/** A problem found while converting; the caller turns it into a located diagnostic. */
export interface SchemaIssue {
  code: SchemaIssueCode;
  /**
   * Field path relative to the `configuration` object, e.g.
   * `['schema','properties','replicas','oneOf']` or `['defaults','replicas']`.
   * Points at the offending keyword or key.
   */
  path: readonly (string | number)[];
  /** What is wrong; names the keyword and the parameter. */
  message: string;
  /** What to do, when more specific than the code's generic hint. */
  hint?: string;
}

/** What {@link convertConfigurationSchema} hands back. */
export interface SimpleSchemaResult {
  /** Goes to the RGD's `spec.schema.spec`. */
  spec: Record<string, SimpleSchemaField>;
  /** Goes to the RGD's `spec.schema.types` (empty object if none). */
  types: Record<string, SimpleSchemaField>;
  /** Every parameter node, leaves and intermediate objects, sorted by path. */
  parameters: ParameterInfo[];
  issues: SchemaIssue[];
}

// ---- internal model ---------------------------------------------------------------

/** A path relative to the `configuration` object. */
export type IssuePath = readonly (string | number)[];

/** A value together with where it was written, so problems with it can be located. */
export interface Located<T> {
  readonly value: T;
  readonly path: IssuePath;
}

/** The SimpleSchema atomic types. */
export type ScalarType = 'string' | 'integer' | 'float' | 'boolean';

/** Validation constraints that survived parsing and can be written as markers. */
export interface Facets {
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

/** What every parsed schema node carries, whatever its kind. */
export interface NodeBase {
  /** Where the node's schema was written. */
  readonly schemaPath: IssuePath;
  /** Single-line description (from `description`, else `title`). */
  readonly description?: string;
  /** The node's own JSON Schema `default` keyword. */
  readonly schemaDefault?: Located<unknown>;
  readonly facets: Facets;
}

/** A field of a struct: a named property with its schema. */
export interface StructField {
  readonly name: string;
  readonly required: boolean;
  readonly node: SchemaNode;
}

/** A parsed JSON Schema node, reduced to what SimpleSchema can express. */
export type SchemaNode =
  | (NodeBase & { readonly kind: 'scalar'; readonly type: ScalarType })
  | (NodeBase & { readonly kind: 'object' })
  | (NodeBase & { readonly kind: 'array'; readonly items: SchemaNode })
  | (NodeBase & { readonly kind: 'map'; readonly values: SchemaNode })
  | (NodeBase & {
      readonly kind: 'struct';
      /** Sorted by name. */
      readonly fields: readonly StructField[];
      /** Properties dropped for a reported reason; defaults for them are not reported again. */
      readonly droppedNames: readonly string[];
    })
  | (NodeBase & { readonly kind: 'ref'; readonly name: string; readonly target: SchemaNode });
