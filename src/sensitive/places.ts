/**
 * Where a document holds sensitive values (the rules of spans.ts), written once over a
 * {@link TreeView}: the same walk runs on `yaml` nodes (when ranges are needed, to mask
 * code frames) and on plain data from the fast reader (when only the values are needed, to
 * mask a message or the summary line without parsing the file again).
 */
import { isCredentialKey } from './keys.js';

/** Read access to one kind of document tree. `N` is a node (or a plain value). */
export interface TreeView<N> {
  /** A map's entries with scalar keys, in document order. */
  entries(node: N | undefined): readonly (readonly [string, N])[] | undefined;
  /** A sequence's items; undefined for anything else. */
  items(node: N): readonly N[] | undefined;
  /** A scalar's value as text (`String(value)`); undefined for collections, aliases and nothing. */
  text(node: N | undefined): string | undefined;
  /** Whether the node is the scalar `true`. */
  isTrue(node: N): boolean;
  /**
   * Called for every node that is sensitive as a whole: its range is hidden. `values` are
   * the secret texts inside it when they are not simply its scalars (a SimpleSchema field
   * `password: string | default=hunter2` hides `hunter2`, not the word `string`).
   */
  mark(node: N, values?: readonly string[]): void;
}

/** Fields of a ConfigData secret entry that are references, not values. */
const SECRET_REFERENCE_FIELDS = new Set(['name', 'path', 'key', 'description', 'optional']);
/** Fields of an instance's `spec.secrets.<name>` that name the Secret, not its value. */
const INSTANCE_SECRET_FIELDS = new Set(['name', 'key']);
/** Schema keywords that hold values of the parameter, not more schema. */
const SCHEMA_VALUE_FIELDS = ['default', 'examples', 'enum', 'const', 'example'];
/**
 * Keywords of an OpenAPI schema. A map under a credential key made only of these, with a
 * `type`, `properties` or `$ref`, is a schema (kro's example RGDs embed CRDs whose
 * `clientToken:` is `{description: ..., type: string}`): its name is a field's, and only the
 * values it holds are hidden, as for a ConfigData parameter.
 */
const SCHEMA_KEYWORDS = new Set([
  'type',
  'format',
  'description',
  'title',
  'default',
  'example',
  'examples',
  'enum',
  'const',
  'pattern',
  'nullable',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'additionalProperties',
  'required',
  'minProperties',
  'maxProperties',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  '$ref',
  'readOnly',
  'writeOnly',
  'deprecated',
]);
const SCHEMA_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array']);
/**
 * Deeper than this, a hostile document is not walked (the loader reports it anyway): a
 * node past it is hidden whole, since the rules were not applied inside it.
 */
export const MAX_DEPTH = 256;

function get<N>(view: TreeView<N>, node: N | undefined, key: string): N | undefined {
  return view.entries(node)?.find(([k]) => k === key)?.[1];
}

/** Marks every sensitive place of one document (see spans.ts for the rules). */
export function walkSensitivePlaces<N>(view: TreeView<N>, root: N, parameterKeys: ReadonlySet<string>): void {
  const kind = view.text(get(view, root, 'kind'));
  const isConfigData = kind === 'ConfigData';
  const isSecretObject = kind === 'Secret';
  const isRgd = kind === 'ResourceGraphDefinition';
  const visit = (node: N, path: readonly (string | number)[], depth: number): void => {
    if (depth > MAX_DEPTH) {
      // A code frame of the refused document (another diagnostic of the file) may show it.
      view.mark(node);
      return;
    }
    view.items(node)?.forEach((item, i) => {
      visit(item, [...path, i], depth + 1);
    });
    const entries = view.entries(node);
    if (!entries) return;
    for (const [key, value] of entries) {
      if (isConfigData && isSchemaProperties(path)) {
        // A parameter's name is not a value; its schema's examples and defaults may be.
        if (isCredentialKey(key) || parameterKeys.has(key)) markSchemaValues(view, value);
        visit(value, [...path, key], depth + 1);
      } else if (isSensitivePlace(key, path, isConfigData, isSecretObject)) view.mark(value);
      else if (isCredentialKey(key) || parameterKeys.has(key)) {
        // A schema names fields and types; only the values it holds are secret.
        const text = view.text(value);
        if (isRgd && isSimpleSchemaField(path) && text !== undefined) view.mark(value, simpleSchemaDefault(text));
        else if (isRgd && isSimpleSchemaField(path)) visit(value, [...path, key], depth + 1);
        else if (isSchema(view, value)) {
          markSchemaValues(view, value);
          visit(value, [...path, key], depth + 1);
        } else view.mark(value);
      } else visit(value, [...path, key], depth + 1);
    }
  };
  visit(root, [], 0);
  // An instance's secret given as a plain value (`spec.secrets.db: hunter2`).
  const secrets = view.entries(get(view, get(view, root, 'spec'), 'secrets'));
  if (!isConfigData && secrets) for (const [, value] of secrets) if (view.entries(value) === undefined) view.mark(value);
}

/** Names of `writeOnly` / `format: password` parameters. */
export function collectSensitiveParameters<N>(view: TreeView<N>, root: N, names: Set<string>): void {
  const visit = (schema: N | undefined, depth: number) => {
    const entries = view.entries(get(view, schema, 'properties'));
    if (!entries || depth > 16) return;
    for (const [name, property] of entries) {
      const writeOnly = get(view, property, 'writeOnly');
      const format = get(view, property, 'format');
      if ((writeOnly !== undefined && view.isTrue(writeOnly)) || view.text(format) === 'password') names.add(name);
      visit(property, depth + 1);
    }
  };
  visit(get(view, get(view, root, 'configuration'), 'schema'), 0);
}

/** `configuration.schema[...].properties`: keys there are parameter names. */
function isSchemaProperties(path: readonly (string | number)[]): boolean {
  return path[0] === 'configuration' && path[1] === 'schema' && path.at(-1) === 'properties';
}

/** The places that hide whatever they hold, whatever its shape (rules 2 to 4). */
function isSensitivePlace(key: string, path: readonly (string | number)[], isConfigData: boolean, isSecretObject: boolean): boolean {
  if (isConfigData && path.length === 2 && path[0] === 'secrets') return !SECRET_REFERENCE_FIELDS.has(key);
  if (isSecretObject && path.length === 0 && (key === 'data' || key === 'stringData')) return true;
  if (!isConfigData && path.length === 3 && path[0] === 'spec' && path[1] === 'secrets') return !INSTANCE_SECRET_FIELDS.has(key);
  return false;
}

/** Hides the values a schema holds (its default, examples, enum, const), not the schema. */
function markSchemaValues<N>(view: TreeView<N>, schema: N): void {
  for (const field of SCHEMA_VALUE_FIELDS) {
    const found = get(view, schema, field);
    if (found !== undefined) view.mark(found);
  }
}

/** A map of schema keywords only, with a schema `type`, `properties` or `$ref` ({@link SCHEMA_KEYWORDS}). */
function isSchema<N>(view: TreeView<N>, node: N): boolean {
  const entries = view.entries(node);
  if (!entries || entries.length === 0) return false;
  if (!entries.every(([key]) => SCHEMA_KEYWORDS.has(key) || key.startsWith('x-kubernetes-'))) return false;
  const type = view.text(get(view, node, 'type'));
  return (type !== undefined && SCHEMA_TYPES.has(type)) || get(view, node, 'properties') !== undefined || get(view, node, '$ref') !== undefined;
}

/** A field of an RGD's SimpleSchema (`spec.schema.spec`, `.status`, `.types`): its value is a type, not a value. */
function isSimpleSchemaField(path: readonly (string | number)[]): boolean {
  return path.length >= 3 && path[0] === 'spec' && path[1] === 'schema' && (path[2] === 'spec' || path[2] === 'status' || path[2] === 'types');
}

/**
 * The default a SimpleSchema field gives (`string | default=hunter2`, `default="a b"`),
 * which is a value; the type and the other markers are not.
 */
function simpleSchemaDefault(text: string): string[] {
  const found = /(?:^|[\s|])default=("(?:[^"\\]|\\.)*"|[^\s|]+)/.exec(text);
  const raw = found?.[1]?.trim();
  if (!raw) return [];
  if (raw.startsWith('"')) {
    try {
      return [String(JSON.parse(raw))].filter(Boolean);
    } catch {
      return [raw];
    }
  }
  return [raw];
}
