/**
 * Parses one JSON Schema node into the internal {@link SchemaNode} model, reporting every
 * keyword SimpleSchema cannot express. Parsing never stops at a problem: a node whose
 * type cannot be determined becomes a schemaless `object`, so later steps still see a
 * parameter there and do not pile up follow-on errors.
 */
import { ANNOTATION_KEYWORDS, HANDLED_KEYWORDS, REF_SIBLING_KEYWORDS, UNSUPPORTED_KEYWORDS, isExtensionKeyword } from './keywords.js';
import { suggestName } from '../util/did-you-mean.js';
import { normalizeDescription } from './markers.js';
import { describeParameter, findDefinition, getOwn, hasOwn, isPlainObject, reportIssue, type ConversionContext, type NodeLocation } from './parse-context.js';
import { parseFacets, reportInapplicableKeywords, type FacetKind } from './parse-facets.js';
import { parseObjectNode } from './parse-object.js';
import type { IssuePath, NodeBase, SchemaNode } from './types.js';

const SCALAR_TYPES: Readonly<Record<string, FacetKind>> = {
  string: 'string',
  integer: 'integer',
  number: 'float',
  boolean: 'boolean',
};

/** Parses a schema node; see the module comment for how problems are handled. */
export function parseNode(raw: unknown, location: NodeLocation, context: ConversionContext): SchemaNode {
  if (!isPlainObject(raw)) {
    reportIssue(
      context,
      'schema_unsupported_type',
      location.path,
      `the schema of ${describeParameter(location.label)} is ${JSON.stringify(raw)}, not a schema object`,
      'Write a schema object with a `type`.',
    );
    return { kind: 'object', schemaPath: location.path, facets: {} };
  }
  const isRef = raw.$ref !== undefined;
  reportUnsupportedKeywords(raw, isRef, location, context);
  reportSensitive(raw, location, context);
  const base = readBase(raw, location);
  if (isRef) return parseRef(raw, base, location, context);

  const type = resolveType(raw, location, context);
  if (type === undefined) return { ...base, kind: 'object' };
  if (type === 'object') {
    reportInapplicableKeywords(raw, 'object', location, context);
    // Objects carry no facets, but reading them reports an `enum`, which kro rejects here.
    parseFacets(raw, 'object', location, context);
    return parseObjectNode(raw, base, location, context);
  }
  if (type === 'array') return parseArrayNode(raw, base, location, context);
  const kind = SCALAR_TYPES[type] as 'string' | 'integer' | 'float' | 'boolean';
  reportInapplicableKeywords(raw, kind, location, context);
  return { ...base, kind: 'scalar', type: kind, facets: parseFacets(raw, kind, location, context) };
}

function readBase(raw: Record<string, unknown>, location: NodeLocation): NodeBase {
  const text = typeof raw.description === 'string' ? raw.description : typeof raw.title === 'string' ? raw.title : undefined;
  return {
    schemaPath: location.path,
    ...(text === undefined ? {} : { description: normalizeDescription(text) }),
    ...(hasOwn(raw, 'default') ? { schemaDefault: { value: raw.default, path: [...location.path, 'default'] } } : {}),
    facets: {},
  };
}

function reportUnsupportedKeywords(raw: Record<string, unknown>, isRef: boolean, location: NodeLocation, context: ConversionContext): void {
  const who = describeParameter(location.label);
  for (const key of Object.keys(raw)) {
    if (ANNOTATION_KEYWORDS.has(key) || isExtensionKeyword(key)) continue;
    const path = [...location.path, key];
    if (UNSUPPORTED_KEYWORDS.has(key)) {
      reportIssue(context, 'schema_unsupported_keyword', path, `\`${key}\` on ${who} has no kro SimpleSchema equivalent`);
    } else if (isRef && !REF_SIBLING_KEYWORDS.has(key)) {
      reportIssue(
        context,
        'schema_unsupported_keyword',
        path,
        `\`${key}\` next to \`$ref\` on ${who} cannot be expressed: kro uses the referenced type as it is`,
        'Move the keyword into the referenced definition, or inline the definition.',
      );
    } else if (!HANDLED_KEYWORDS.has(key)) {
      reportUnknownKeyword(key, path, location, context);
    }
  }
}

const TYPE_NAMES = ['string', 'integer', 'number', 'boolean', 'object', 'array'];

/** Type names of other languages (and kro SimpleSchema) that people write out of habit. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  int: 'integer',
  long: 'integer',
  bool: 'boolean',
  str: 'string',
  float: 'number',
  double: 'number',
  map: 'object',
  dict: 'object',
  list: 'array',
};

/** "Did you mean `type: integer`?" for `type: int`, and the like. */
function typeHint(type: unknown): string | undefined {
  if (typeof type !== 'string') return undefined;
  const named = hasOwn(TYPE_ALIASES, type.toLowerCase()) ? TYPE_ALIASES[type.toLowerCase()] : suggestName(type, TYPE_NAMES);
  return named === undefined ? undefined : `Did you mean \`type: ${named}\`?`;
}

/** Keys of `configuration` that land in the schema root when indented one level too deep. */
const CONFIGURATION_FIELDS: ReadonlySet<string> = new Set(['rules', 'defaults', 'schema']);

/**
 * A key that is no JSON Schema keyword is an error, not a dropped key: at the root it is
 * most often a `configuration` field indented one level too deep (every rule would be
 * lost), elsewhere a typo.
 */
function reportUnknownKeyword(key: string, path: IssuePath, location: NodeLocation, context: ConversionContext): void {
  const who = describeParameter(location.label);
  if (location.isRoot === true && CONFIGURATION_FIELDS.has(key)) {
    reportIssue(
      context,
      'schema_unknown_keyword',
      path,
      `\`${key}\` is not a JSON Schema keyword; did you mean \`configuration.${key}\`? (it is indented one level too deep)`,
      `Move \`${key}:\` one level out, to the same indentation as \`schema:\`.`,
    );
    return;
  }
  const suggestion = suggestName(key, [...HANDLED_KEYWORDS, ...UNSUPPORTED_KEYWORDS, ...ANNOTATION_KEYWORDS]);
  reportIssue(
    context,
    'schema_unknown_keyword',
    path,
    `\`${key}\` on ${who} is not a JSON Schema keyword${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
    suggestion === undefined ? 'Remove the key, or name it `x-...` to keep it as an extension.' : `Rename it to \`${suggestion}\`.`,
  );
}

/** Sensitive values would be stored in plain text in the instance; they belong in `secrets`. */
function reportSensitive(raw: Record<string, unknown>, location: NodeLocation, context: ConversionContext): void {
  const hint = 'Declare it under `secrets` instead, so its value is read from a Secret at deploy time.';
  const who = describeParameter(location.label);
  if (raw.writeOnly === true) {
    reportIssue(
      context,
      'configdata_sensitive_parameter',
      [...location.path, 'writeOnly'],
      `${who} is sensitive (\`writeOnly: true\`); its value would be written into the instance in plain text`,
      hint,
    );
  } else if (raw.format === 'password') {
    reportIssue(
      context,
      'configdata_sensitive_parameter',
      [...location.path, 'format'],
      `${who} is sensitive (\`format: password\`); its value would be written into the instance in plain text`,
      hint,
    );
  }
  if (raw.format !== undefined && raw.format !== 'password') {
    reportIssue(
      context,
      'schema_ignored_keyword',
      [...location.path, 'format'],
      `\`format: ${String(raw.format)}\` on ${who} is not checked by kro; the validation is lost`,
      'Add a `pattern` if the value must be checked, or remove `format`.',
    );
  }
}

/** The JSON Schema type name, inferred when missing; undefined after reporting a problem. */
function resolveType(raw: Record<string, unknown>, location: NodeLocation, context: ConversionContext): string | undefined {
  const who = describeParameter(location.label);
  let type = raw.type;
  if (type === undefined) {
    if (raw.properties !== undefined || isPlainObject(raw.additionalProperties)) return 'object';
    if (raw.items !== undefined) return 'array';
    reportIssue(context, 'schema_missing_type', location.path, `${who} has no \`type\` and none can be inferred`);
    return undefined;
  }
  if (Array.isArray(type) && type.length === 1) type = type[0];
  if (typeof type === 'string' && (type === 'object' || type === 'array' || hasOwn(SCALAR_TYPES, type))) return type;
  reportIssue(
    context,
    'schema_unsupported_type',
    [...location.path, 'type'],
    `\`type: ${JSON.stringify(type)}\` on ${who} cannot be expressed in kro SimpleSchema`,
    Array.isArray(type) ? 'Use a single type; kro fields are never nullable or multi-typed.' : typeHint(type),
  );
  return undefined;
}

function parseRef(raw: Record<string, unknown>, base: NodeBase, location: NodeLocation, context: ConversionContext): SchemaNode {
  const ref = raw.$ref;
  const path = [...location.path, '$ref'];
  const who = describeParameter(location.label);
  const entry = typeof ref === 'string' ? findDefinition(context, ref) : undefined;
  if (entry === undefined) {
    reportIssue(
      context,
      'schema_unresolved_ref',
      path,
      `\`$ref: ${JSON.stringify(ref)}\` on ${who} does not name a local definition (\`#/$defs/Name\` or \`#/definitions/Name\`)`,
    );
    return { ...base, kind: 'object' };
  }
  if (entry.state === 'parsing') {
    reportIssue(
      context,
      'schema_recursive_type',
      path,
      `\`$ref: ${String(ref)}\` on ${who} refers back to type \`${entry.name}\`; kro rejects recursive types`,
    );
    return { ...base, kind: 'object' };
  }
  if (entry.state === 'pending') {
    entry.state = 'parsing';
    entry.node = parseNode(entry.schema, { path: entry.path, label: entry.name }, context);
    entry.state = 'done';
  }
  const target = entry.node ?? { kind: 'object', schemaPath: entry.path, facets: {} };
  return { ...base, kind: 'ref', name: entry.name, target };
}

function parseArrayNode(raw: Record<string, unknown>, base: NodeBase, location: NodeLocation, context: ConversionContext): SchemaNode {
  reportInapplicableKeywords(raw, 'array', location, context);
  const who = describeParameter(location.label);
  const items = getOwn(raw, 'items');
  let itemsNode: SchemaNode;
  if (Array.isArray(items)) {
    reportIssue(
      context,
      'schema_unsupported_keyword',
      [...location.path, 'items'],
      `tuple \`items\` (a list of schemas) on ${who} has no kro SimpleSchema equivalent`,
      'Use one schema for all items.',
    );
    itemsNode = { kind: 'object', schemaPath: [...location.path, 'items'], facets: {} };
  } else if (items === undefined || items === true) {
    reportIssue(
      context,
      'schema_missing_type',
      location.path,
      `array ${who} has no \`items\` schema; kro arrays need an item type`,
      'Add `items:` with a `type`.',
    );
    itemsNode = { kind: 'object', schemaPath: location.path, facets: {} };
  } else {
    itemsNode = parseNode(items, { path: [...location.path, 'items'], label: `${location.label}[]` }, context);
  }
  const facets = parseFacets(raw, 'array', location, context);
  if (facets.uniqueItems && !isScalarNode(itemsNode)) {
    // kro turns uniqueItems into `x-kubernetes-list-type: set`, which Kubernetes allows only for scalar items.
    delete facets.uniqueItems;
    reportIssue(
      context,
      'schema_invalid_marker_value',
      [...location.path, 'uniqueItems'],
      `\`uniqueItems\` of ${who} cannot be written as a kro marker: Kubernetes allows unique lists only of scalar items`,
      'Remove `uniqueItems`.',
    );
  }
  return { ...base, kind: 'array', items: itemsNode, facets };
}

function isScalarNode(node: SchemaNode): boolean {
  if (node.kind === 'ref') return isScalarNode(node.target);
  return node.kind === 'scalar';
}
