/**
 * Serialises a resource graph as a kro ResourceGraphDefinition.
 */
import { MIN_KRO_ANNOTATION } from '../../../kro/releases/index.js';
import type { ResourceGraph } from '../4-graph/types.js';
import { sortedByKey } from '../../../util/records.js';
import { TARGET_ANNOTATION } from '../../../targets/annotation.js';
import { FEATURE_GATES_ANNOTATION, formatFeatureGates } from '../../../targets/feature-gates.js';

/**
 * Flux's kustomize-controller would rewrite `${...}` in an RGD it applies with postBuild
 * substitution; this annotation opts the RGD out (see docs/design/escaping.md).
 */
const FLUX_SUBSTITUTE_ANNOTATION = 'kustomize.toolkit.fluxcd.io/substitute';

/** The target profile the RGD was compiled for (its current name, never an alias). */
export { TARGET_ANNOTATION };

/** The RGD object, fields in the order kro's documentation writes them. */
export function buildRgdObject(graph: ResourceGraph, minKro?: string): Record<string, unknown> {
  const { analysis, schema, nodes } = graph;
  const { config } = analysis;
  const annotations: Record<string, string> = {
    ...sortedByKey(config.metadata.annotations),
    [FLUX_SUBSTITUTE_ANNOTATION]: 'disabled',
    [TARGET_ANNOTATION]: graph.profile.name,
  };
  // Only when a gate differs from kro's defaults, so RGDs compiled for a default kro stay as they were.
  const gates = formatFeatureGates(graph.featureGates);
  if (gates !== '') annotations[FEATURE_GATES_ANNOTATION] = gates;
  if (minKro !== undefined) annotations[MIN_KRO_ANNOTATION] = minKro;
  if (config.metadata.description) annotations['rgdc.dev/description'] = config.metadata.description;
  const metadata: Record<string, unknown> = { name: analysis.names.rgdName };
  if (config.metadata.labels && Object.keys(config.metadata.labels).length > 0) metadata.labels = sortedByKey(config.metadata.labels);
  metadata.annotations = sortedByKey(annotations);

  const schemaOut: Record<string, unknown> = { apiVersion: schema.apiVersion, kind: schema.kind };
  if (schema.group !== 'kro.run') schemaOut.group = schema.group;
  schemaOut.spec = schema.spec;
  if (Object.keys(schema.types).length > 0) schemaOut.types = schema.types;
  schemaOut.status = schema.status;
  schemaOut.additionalPrinterColumns = schema.additionalPrinterColumns;

  return {
    apiVersion: 'kro.run/v1alpha1',
    kind: 'ResourceGraphDefinition',
    metadata,
    spec: {
      schema: schemaOut,
      resources: nodes.map((node) => ({ id: node.id, template: node.template, readyWhen: node.readyWhen })),
    },
  };
}
