/**
 * Renders parsed schema nodes as SimpleSchema: struct fields become nested maps, other
 * fields `"<type> | <markers>"` strings. Structs (and constrained scalars) used as array
 * items or map values cannot be written inline in `[]T`, so they become custom types in
 * `spec.schema.types`, as do `$defs` entries that are referenced.
 *
 * Defaults come from two channels: `configuration.defaults` (followed key by key along
 * nested structs) and the schema's own `default` keywords (the nearest one wins). The
 * first channel always wins, because it is what the service team set for this delivery.
 * A string default kro's marker cannot carry (`"`, `\`, control characters) on a spec
 * field is left out of the marker and recorded on the parameter (`defaultAtUse`), so
 * every read of the field falls back to it (docs/design/defaults-at-use.md).
 */
import { checkDefault, formatDefault, isUnmarkableString, reportUnknownKey } from './defaults.js';
import { formatField, hasFacetMarkers } from './markers.js';
import { childLabel, describeParameter, hasOwn, isPlainObject, reportIssue, type ConversionContext } from './parse-context.js';
import { collectReferencedParameters, parameterTypeOf } from './parameters.js';
import { toTypeName } from './type-names.js';
import type { Located, ParameterInfo, SchemaNode, SimpleSchemaField, StructField } from './types.js';

/** kro's limit on nested `[]`/`map[string]` in one type expression. */
const MAX_TYPE_NESTING = 16;

/** Conversion state plus what rendering produces besides the spec. */
export interface RenderContext extends ConversionContext {
  readonly types: Record<string, SimpleSchemaField>;
  readonly renderedTypes: Set<string>;
  readonly parameters: ParameterInfo[];
}

type StructNode = Extract<SchemaNode, { kind: 'struct' }>;

/** Where a struct is rendered: its type-name prefix and, for the spec, its parameter path. */
export interface StructPlacement {
  /** PascalCase prefix for generated item/value type names. */
  readonly prefix: string;
  readonly label: string;
  /** Set for the instance spec only; custom types are not parameters by path. */
  readonly paramPath?: readonly string[];
  readonly configDefault?: Located<unknown>;
  readonly inheritedDefault?: Located<unknown>;
}

/** Renders a struct's fields, sorted by name; `hasDefault` tells whether kro would default it to `{}`. */
export function renderStruct(
  node: StructNode,
  placement: StructPlacement,
  context: RenderContext,
): { body: Record<string, SimpleSchemaField>; hasDefault: boolean } {
  const config = openChannel(node, placement.configDefault, placement.label, context);
  const inherited = openChannel(node, node.schemaDefault ?? placement.inheritedDefault, placement.label, context);
  const body: Record<string, SimpleSchemaField> = {};
  let hasDefault = false;
  for (const field of node.fields) {
    const child = {
      prefix: placement.prefix + toTypeName(field.name),
      label: childLabel(placement.label, field.name),
      configDefault: pick(config, field.name),
      inheritedDefault: pick(inherited, field.name),
      ...(placement.paramPath === undefined ? {} : { paramPath: [...placement.paramPath, field.name] }),
    };
    let childHasDefault: boolean;
    let emitted: Located<unknown> | undefined;
    let atUse: Located<string> | undefined;
    if (field.node.kind === 'struct') {
      const rendered = renderStruct(field.node, child, context);
      body[field.name] = rendered.body;
      childHasDefault = rendered.hasDefault;
      if (field.required && !childHasDefault) reportRequiredInlineObject(field, child.label, context);
    } else {
      const rendered = renderLeaf(field, child, context);
      body[field.name] = rendered.text;
      childHasDefault = rendered.emitted !== undefined;
      emitted = rendered.emitted;
      atUse = rendered.atUse;
    }
    // A default applied at use does not make kro fill the field (nor `{}` its parent).
    hasDefault ||= childHasDefault;
    if (child.paramPath !== undefined) recordParameter(field, child.paramPath, childHasDefault, emitted, context, atUse);
  }
  return { body, hasDefault };
}

/**
 * kro writes an inline object as a nested map of fields, which has no place for a
 * `required=true` marker: a `required` entry naming it would be dropped without a word, and
 * an instance without the object accepted. (When one of its fields has a default, kro
 * defaults the object to `{}`, so it is always there; a `$defs` type can carry the marker.)
 */
function reportRequiredInlineObject(field: StructField, label: string, context: RenderContext): void {
  reportIssue(
    context,
    'schema_ignored_keyword',
    field.node.schemaPath,
    `${describeParameter(label)} is listed in \`required\`, but it is an inline object: kro SimpleSchema cannot mark an inline object required, so an instance without it is accepted`,
    `Declare the object under \`$defs\` and reference it with \`$ref\` (kro marks a custom type required), give one of its fields a default (kro then defaults the object to \`{}\`), or remove \`${field.name}\` from \`required\`.`,
  );
}

function renderLeaf(
  field: StructField,
  placement: StructPlacement,
  context: RenderContext,
): { text: string; emitted?: Located<unknown>; atUse?: Located<string> } {
  const node = field.node;
  const chosen = placement.configDefault ?? node.schemaDefault ?? placement.inheritedDefault;
  // Only spec fields are read by path; a custom type's default has no place to be applied.
  if (chosen !== undefined && placement.paramPath !== undefined && node.kind === 'scalar' && isUnmarkableString(node, chosen.value)) {
    const text = formatField(renderTypeExpr(node, placement.prefix, context, 0), {
      required: field.required,
      description: node.description,
      facets: node.facets,
    });
    return checkDefault(node, chosen, placement.label, context) ? { text, atUse: { value: chosen.value, path: chosen.path } } : { text };
  }
  const defaultText = chosen === undefined ? undefined : renderDefault(node, chosen, placement.label, context);
  const text = formatField(renderTypeExpr(node, placement.prefix, context, 0), {
    required: field.required,
    defaultText,
    description: node.description,
    facets: node.facets,
  });
  return defaultText === undefined ? { text } : { text, emitted: chosen };
}

function renderDefault(node: SchemaNode, chosen: Located<unknown>, label: string, context: RenderContext): string | undefined {
  return checkDefault(node, chosen, label, context) ? formatDefault(node, chosen, label, context) : undefined;
}

function recordParameter(
  field: StructField,
  path: readonly string[],
  hasDefault: boolean,
  emitted: Located<unknown> | undefined,
  context: RenderContext,
  atUse?: Located<string>,
): void {
  let defaulted = hasDefault;
  if (field.node.kind === 'ref') {
    // Fields of a referenced struct are parameters too; their defaults live in the type.
    defaulted = collectReferencedParameters(field.node, path, emitted?.value, context.parameters) || hasDefault;
  }
  context.parameters.push({
    path,
    type: parameterTypeOf(field.node),
    required: field.required,
    hasDefault: defaulted,
    ...(emitted === undefined ? {} : { default: emitted.value }),
    ...(atUse === undefined ? {} : { default: atUse.value, defaultAtUse: true }),
  });
}

/** Writes the type expression of a non-struct node (`integer`, `[]ServersItem`, `map[string]string`). */
export function renderTypeExpr(node: SchemaNode, prefix: string, context: RenderContext, depth: number): string {
  if (depth > MAX_TYPE_NESTING) {
    reportIssue(context, 'schema_unsupported_type', node.schemaPath, `the type nests lists and maps more than ${MAX_TYPE_NESTING} levels deep, kro's limit`);
    return 'object';
  }
  switch (node.kind) {
    case 'scalar':
      return node.type;
    case 'object':
      return 'object';
    case 'ref':
      renderReferencedType(node.name, node.target, context);
      return node.name;
    case 'array':
      return `[]${renderElement(node.items, `${prefix}Item`, context, depth + 1)}`;
    case 'map':
      return `map[string]${renderElement(node.values, `${prefix}Value`, context, depth + 1)}`;
    case 'struct':
      return renderElement(node, prefix, context, depth);
  }
}

/** An array item or map value: structs and constrained scalars need a named type of their own. */
function renderElement(node: SchemaNode, wanted: string, context: RenderContext, depth: number): string {
  if (node.kind === 'struct') {
    const name = context.names.claim(wanted);
    context.types[name] = renderStruct(node, { prefix: name, label: name }, context).body;
    return name;
  }
  if (node.kind !== 'ref' && hasFacetMarkers(node.facets)) {
    // Markers after `[]string` would constrain the list, not its items: an alias keeps them on the items.
    const name = context.names.claim(wanted);
    context.types[name] = formatField(renderTypeExpr(node, name, context, depth), { description: node.description, facets: node.facets });
    return name;
  }
  return renderTypeExpr(node, wanted, context, depth);
}

/** Renders a `$defs` entry into `types` once, however many fields refer to it. */
function renderReferencedType(name: string, target: SchemaNode, context: RenderContext): void {
  if (context.renderedTypes.has(name)) return;
  context.renderedTypes.add(name);
  if (target.kind === 'struct') {
    context.types[name] = renderStruct(target, { prefix: name, label: name }, context).body;
    return;
  }
  const defaultText = target.schemaDefault === undefined ? undefined : renderDefault(target, target.schemaDefault, name, context);
  context.types[name] = formatField(renderTypeExpr(target, name, context, 0), {
    defaultText,
    description: target.description,
    facets: target.facets,
  });
}

/** Checks that a defaults channel reaching a struct is an object and names only its fields. */
function openChannel(
  node: StructNode,
  channel: Located<unknown> | undefined,
  label: string,
  context: RenderContext,
): Located<Record<string, unknown>> | undefined {
  if (channel === undefined) return undefined;
  if (!isPlainObject(channel.value)) {
    reportIssue(
      context,
      'configdata_invalid_default',
      channel.path,
      `default for ${describeParameter(label)} must be an object, got ${JSON.stringify(channel.value)}`,
    );
    return undefined;
  }
  // A set, not a scan of the fields per key: defaults for thousands of fields are quadratic otherwise.
  let names: Set<string> | undefined;
  for (const key of Object.keys(channel.value)) {
    names ??= new Set([...node.fields.map((field) => field.name), ...node.droppedNames]);
    if (!names.has(key))
      reportUnknownKey(
        channel.path,
        key,
        label,
        context,
        node.fields.map((field) => field.name),
      );
  }
  return { value: channel.value, path: channel.path };
}

function pick(channel: Located<Record<string, unknown>> | undefined, key: string): Located<unknown> | undefined {
  if (channel === undefined || !hasOwn(channel.value, key)) return undefined;
  return { value: channel.value[key], path: [...channel.path, key] };
}
