/**
 * Parses `type: object` nodes. With `properties` an object is a struct (a nested map in
 * SimpleSchema); with only an `additionalProperties` schema it is `map[string]T`; with
 * neither it is a schemaless `object` that keeps unknown fields.
 */
import { ANNOTATION_KEYWORDS, checkPropertyName, isExtensionKeyword, isReservedTopLevelName } from './keywords.js';
import { childLabel, describeParameter, getOwn, isPlainObject, reportIssue, type ConversionContext, type NodeLocation } from './parse-context.js';
import { parseNode } from './parse-node.js';
import type { NodeBase, SchemaNode, StructField } from './types.js';

/** Parses an object node; see the module comment for the three outcomes. */
export function parseObjectNode(raw: Record<string, unknown>, base: NodeBase, location: NodeLocation, context: ConversionContext): SchemaNode {
  const who = describeParameter(location.label);
  const properties = getOwn(raw, 'properties');
  const additional = getOwn(raw, 'additionalProperties');
  const hasProperties = isPlainObject(properties) && Object.keys(properties).length > 0;
  const additionalPath = [...location.path, 'additionalProperties'];

  if (!hasProperties) {
    reportUnknownRequired(raw, new Set(), location, context);
    if (isPlainObject(additional) && !isAnySchema(additional)) {
      const values = parseNode(additional, { path: additionalPath, label: `${location.label}{}` }, context);
      return { ...base, kind: 'map', values };
    }
    return { ...base, kind: 'object' };
  }

  if (isPlainObject(additional) && !isAnySchema(additional)) {
    reportIssue(
      context,
      'schema_unsupported_keyword',
      additionalPath,
      `\`additionalProperties\` with a schema next to \`properties\` on ${who} has no kro SimpleSchema equivalent`,
      'Move the free-form entries into a separate map parameter.',
    );
  } else if (additional === true || isPlainObject(additional)) {
    // kro structs are closed: fields not listed are pruned by the API server.
    reportIssue(
      context,
      'schema_ignored_keyword',
      additionalPath,
      `\`additionalProperties\` on ${who} is dropped: kro removes fields not listed in \`properties\``,
    );
  }
  return parseStruct(raw, properties as Record<string, unknown>, base, location, context);
}

function parseStruct(
  raw: Record<string, unknown>,
  properties: Record<string, unknown>,
  base: NodeBase,
  location: NodeLocation,
  context: ConversionContext,
): SchemaNode {
  const required = readRequired(raw);
  const fields: StructField[] = [];
  const droppedNames: string[] = [];
  for (const name of Object.keys(properties).sort()) {
    const path = [...location.path, 'properties', name];
    const problem = checkPropertyName(name);
    if (problem !== undefined) {
      droppedNames.push(name);
      reportIssue(context, 'schema_invalid_property_name', path, `parameter name \`${name}\` cannot be used in kro: ${problem}`);
      continue;
    }
    if (location.isRoot === true && isReservedTopLevelName(name)) {
      droppedNames.push(name);
      reportIssue(
        context,
        'configdata_reserved_parameter',
        path,
        `parameter name \`${name}\` is reserved: rgdc adds \`spec.${name}\` to every instance itself`,
      );
      continue;
    }
    const node = parseNode(properties[name], { path, label: childLabel(location.label, name) }, context);
    fields.push({ name, required: required.has(name), node });
  }
  reportUnknownRequired(raw, new Set([...fields.map((f) => f.name), ...droppedNames]), location, context);
  return { ...base, kind: 'struct', fields, droppedNames };
}

function readRequired(raw: Record<string, unknown>): Set<string> {
  const required = getOwn(raw, 'required');
  return new Set(Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : []);
}

/**
 * A `required` name without a property demands a key SimpleSchema cannot declare: kro
 * would prune it, so the requirement could never be met.
 */
function reportUnknownRequired(raw: Record<string, unknown>, known: ReadonlySet<string>, location: NodeLocation, context: ConversionContext): void {
  const required = getOwn(raw, 'required');
  if (!Array.isArray(required)) return;
  required.forEach((name: unknown, index) => {
    if (typeof name === 'string' && known.has(name)) return;
    reportIssue(
      context,
      'schema_unsupported_keyword',
      [...location.path, 'required', index],
      `\`required\` on ${describeParameter(location.label)} lists ${JSON.stringify(name)}, which is not a property`,
      'Add the property under `properties` or remove it from `required`.',
    );
  });
}

/** A schema without constraints (`{}` or only annotations): accepts any value. */
function isAnySchema(schema: Record<string, unknown>): boolean {
  return Object.keys(schema).every((key) => ANNOTATION_KEYWORDS.has(key) || key === 'description' || isExtensionKeyword(key));
}
