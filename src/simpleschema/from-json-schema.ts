/**
 * Entry point of the conversion from `configuration.schema` (JSON Schema) and
 * `configuration.defaults` to the kro SimpleSchema of an RGD's `spec.schema`.
 *
 * Parsing turns the JSON Schema into a small model and reports what SimpleSchema
 * cannot express; rendering writes the model as SimpleSchema, applying defaults and
 * collecting parameters. Both steps keep going after a problem so that one run shows
 * every issue.
 */
import { reportUnknownKey } from './defaults.js';
import { compareParameterPaths } from './parameters.js';
import { createConversionContext, isPlainObject, reportIssue, type ConversionContext } from './parse-context.js';
import { parseNode } from './parse-node.js';
import { renderStruct, type RenderContext } from './render.js';
import type { Located, SchemaNode, SimpleSchemaField, SimpleSchemaResult } from './types.js';

type StructNode = Extract<SchemaNode, { kind: 'struct' }>;

/**
 * Converts `configuration.schema` and `configuration.defaults` (plain JavaScript values,
 * either may be undefined) to SimpleSchema `spec` and `types`, the list of parameters
 * and every issue found. Issue paths are relative to the `configuration` object.
 */
export function convertConfigurationSchema(schema: unknown, defaults: unknown): SimpleSchemaResult {
  const context: RenderContext = {
    ...createConversionContext(isPlainObject(schema) ? schema : undefined),
    types: {},
    renderedTypes: new Set(),
    parameters: [],
  };
  const configDefault = readDefaults(defaults, context);
  const root = parseRoot(schema, context);
  let spec: Record<string, SimpleSchemaField> = {};
  if (root !== undefined) {
    spec = renderStruct(root, { prefix: '', label: '', paramPath: [], configDefault }, context).body;
  } else if (schema === undefined || schema === null) {
    // Without a schema there are no parameters, so every default names an unknown one.
    for (const key of Object.keys(configDefault?.value ?? {})) reportUnknownKey(['defaults'], key, '', context);
  }
  return {
    spec,
    types: Object.fromEntries(Object.entries(context.types).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    parameters: [...context.parameters].sort(compareParameterPaths),
    issues: context.issues,
  };
}

function readDefaults(defaults: unknown, context: ConversionContext): Located<Record<string, unknown>> | undefined {
  if (defaults === undefined || defaults === null) return undefined;
  if (isPlainObject(defaults)) return { value: defaults, path: ['defaults'] };
  reportIssue(context, 'configdata_invalid_default', ['defaults'], `\`defaults\` must be a map of parameter values, got ${JSON.stringify(defaults)}`);
  return undefined;
}

/** The instance spec is always an object with named fields; anything else cannot be a kro spec. */
function parseRoot(schema: unknown, context: ConversionContext): StructNode | undefined {
  if (schema === undefined || schema === null) return undefined;
  if (!isPlainObject(schema)) {
    reportIssue(context, 'schema_unsupported_type', ['schema'], `\`configuration.schema\` must be an object schema, got ${JSON.stringify(schema)}`);
    return undefined;
  }
  const type = schema.type;
  if (type !== undefined && type !== 'object' && !(Array.isArray(type) && type.length === 1 && type[0] === 'object')) {
    reportIssue(
      context,
      'schema_unsupported_type',
      ['schema', 'type'],
      `the configuration root must be \`type: object\`, got \`type: ${JSON.stringify(type)}\``,
      'Make the root `type: object` and list the parameters under `properties`.',
    );
    return undefined;
  }
  if (schema.$ref !== undefined) {
    reportIssue(
      context,
      'schema_unsupported_keyword',
      ['schema', '$ref'],
      '`$ref` on the configuration root is not supported',
      'List the parameters under `properties` at the root.',
    );
    return undefined;
  }
  const node = parseNode({ ...schema, type: 'object' }, { path: ['schema'], label: '', isRoot: true }, context);
  if (node.kind === 'struct') return node;
  if (node.kind === 'map') {
    reportIssue(
      context,
      'schema_unsupported_keyword',
      ['schema', 'additionalProperties'],
      '`additionalProperties` on the configuration root cannot be expressed: kro specs need named parameters',
      'List the parameters under `properties`.',
    );
    return undefined;
  }
  return { ...node, kind: 'struct', fields: [], droppedNames: [] } as StructNode;
}
