/**
 * The JSON Schema of the instance API: what an installer may write under `spec`, with the
 * defaults kro applies. Editors validate instances with it (yaml-language-server), and
 * json-schema-to-typescript turns it into TypeScript types (`rgdc types instance`).
 */
import type { ResourceGraph } from '../4-graph/types.js';
import { sortKeysDeep } from '../../../util/records.js';
import { settingsContext, settingsInstanceJsonSchema } from '../4-graph/nodes/settings.js';
import { deployerOf } from '../../../deployers/index.js';
import { settingsCatalogOf } from '../../../deployers/settings.js';

/** A JSON Schema (draft-07) for a whole instance document. */
export function buildInstanceJsonSchema(graph: ResourceGraph): Record<string, unknown> {
  const { analysis, schema } = graph;
  const { config } = analysis;
  const configSchema = (config.configuration?.schema ?? {}) as Record<string, unknown>;
  const defaults = (config.configuration?.defaults ?? {}) as Record<string, unknown>;
  const definitions = (configSchema.$defs ?? configSchema.definitions) as Record<string, unknown> | undefined;
  const parameters = withDefaults(stripRoot(configSchema), defaults);
  const properties = { ...((parameters.properties as Record<string, unknown>) ?? {}) };
  properties.component = {
    type: 'object',
    description: 'The OCM component version to deploy; defaults to what the ConfigData names.',
    additionalProperties: false,
    properties: {
      repository: { type: 'string', default: config.component.repository, description: 'OCM repository holding the component version' },
      version: { type: 'string', default: config.component.version, description: `Version or semver constraint of ${config.component.name}` },
    },
  };
  if (analysis.secrets.length > 0) {
    properties.secrets = {
      type: 'object',
      description: 'References to the Secrets the deployment reads; their values never enter the instance.',
      additionalProperties: false,
      properties: Object.fromEntries(
        analysis.secrets.map((s) => [
          s.name,
          {
            type: 'object',
            additionalProperties: false,
            ...(s.description ? { description: s.description } : {}),
            properties: {
              name: { type: 'string', default: s.defaultSecretName, description: 'Name of the Secret' },
              ...(s.targetPath !== undefined ? { key: { type: 'string', default: s.defaultKey, description: 'Key inside the Secret' } } : {}),
            },
          },
        ]),
      ),
    };
  }
  const delivery = settingsInstanceJsonSchema(
    settingsContext(analysis.settings, graph.featureGates, settingsCatalogOf(deployerOf(graph.profile), graph.profile)),
  );
  if (delivery) properties.delivery = delivery;
  // Keys sorted throughout: the same ConfigData written in another key order gives the same bytes.
  const spec = sortKeysDeep({ ...parameters, type: 'object', properties }) as Record<string, unknown>;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `urn:rgdc:instance:${schema.group}:${schema.apiVersion}:${schema.kind}`,
    title: schema.kind,
    description: `An installation of ${config.component.name} (${analysis.names.rgdName}), served by kro.`,
    type: 'object',
    required: ['apiVersion', 'kind', 'metadata'],
    properties: {
      apiVersion: { const: `${schema.group}/${schema.apiVersion}` },
      kind: { const: schema.kind },
      metadata: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, namespace: { type: 'string' }, labels: { type: 'object' }, annotations: { type: 'object' } },
      },
      spec,
      status: { type: 'object', description: 'Written by kro.' },
    },
    ...(definitions ? { definitions: sortKeysDeep(definitions) } : {}),
  };
}

/** The root keywords that belong to the document, not to `spec`. */
function stripRoot(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _s, $id: _i, $defs: _d, definitions: _def, ...rest } = schema;
  // Local references keep working: `#/$defs/X` is rewritten to the document's definitions.
  return JSON.parse(JSON.stringify(rest).replace(/"#\/\$defs\//g, '"#/definitions/')) as Record<string, unknown>;
}

/** Writes `configuration.defaults` into the schema as `default` keywords, recursively. */
function withDefaults(schema: Record<string, unknown>, defaults: unknown): Record<string, unknown> {
  if (defaults === undefined || defaults === null || typeof defaults !== 'object' || Array.isArray(defaults)) {
    return defaults === undefined ? schema : { ...schema, default: defaults };
  }
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (!properties) return { ...schema, default: defaults };
  const next = { ...properties };
  for (const [key, value] of Object.entries(defaults as Record<string, unknown>)) {
    if (next[key]) next[key] = withDefaults(next[key], value);
  }
  return { ...schema, properties: next };
}
