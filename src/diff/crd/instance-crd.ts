/**
 * The CRD kro generates for an RGD's instances, as `pkg/graph/crd/crd.go`
 * (`SynthesizeCRD`, `newCRD`, `newCRDSchema`) builds it: one version, served and stored,
 * with a status subresource; the schema is `{apiVersion, kind, metadata, spec, status}`
 * where `spec` is the SimpleSchema converted to OpenAPI (rgdc's reader of
 * `pkg/simpleschema/transform.go`, synthesised `default: {}` included) and `status` is
 * typed from the status expressions (`./status-schema.ts`). Printer columns are the RGD's
 * `additionalPrinterColumns`, else kro's defaults (State, Ready, Age).
 */
import type { PreviewGraph } from '../../preview/types.js';
import { isRecord } from '../../util/records.js';
import type { SchemaNode } from '../compat/compare-schema.js';
import { pluralize } from './pluralize.js';
import { buildStatusSchema } from './status-schema.js';

/** The parts of the generated CRD kro's comparison and the API server's immutability rules read. */
export interface InstanceCrd {
  /** `<plural>.<group>`. */
  readonly name: string;
  readonly group: string;
  readonly kind: string;
  readonly version: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly served: boolean;
  readonly statusSubresource: boolean;
  /** `openAPIV3Schema`. */
  readonly schema: SchemaNode;
  readonly printerColumns: readonly unknown[];
}

/** kro `defaultAdditionalPrinterColumns` (`pkg/graph/crd/defaults.go`). */
const DEFAULT_PRINTER_COLUMNS = [
  { name: 'State', description: 'The state of a ResourceGraphDefinition instance', priority: 0, type: 'string', jsonPath: '.status.state' },
  {
    name: 'Ready',
    description: 'Whether a ResourceGraphDefinition instance is ready',
    priority: 0,
    type: 'string',
    jsonPath: '.status.conditions[?(@.type=="Ready")].status',
  },
  { name: 'Age', description: 'Age of the resource', priority: 0, type: 'date', jsonPath: '.metadata.creationTimestamp' },
];

/** The CRD kro would generate for the checked RGD. */
export function buildInstanceCrd(graph: PreviewGraph): InstanceCrd {
  const { model, specSchema } = graph.checked;
  const root = model.document.value as Record<string, unknown>;
  const schemaSection = isRecord(root.spec) && isRecord(root.spec.schema) ? root.spec.schema : {};
  const columns =
    Array.isArray(schemaSection.additionalPrinterColumns) && schemaSection.additionalPrinterColumns.length > 0
      ? schemaSection.additionalPrinterColumns
      : DEFAULT_PRINTER_COLUMNS;
  return {
    name: `${pluralize(graph.kind.toLowerCase())}.${graph.group}`,
    group: graph.group,
    kind: graph.kind,
    version: graph.version,
    scope: model.scope,
    served: true,
    statusSubresource: true,
    schema: {
      type: 'object',
      properties: {
        apiVersion: { type: 'string' },
        kind: { type: 'string' },
        metadata: { type: 'object' },
        spec: specSchema as SchemaNode,
        status: buildStatusSchema(model.status, graph.environment.base, graph.kro.scanner),
      },
    },
    printerColumns: columns.map((c: unknown) => (isRecord(c) ? { priority: 0, ...c } : c)),
  };
}
