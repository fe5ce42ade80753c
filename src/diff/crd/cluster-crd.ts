/**
 * OLD as the cluster has it: the CRD kro generated for the RGD's instances, exported with
 * `kubectl get crd <plural>.kro.run -o yaml` (no cluster access for rgdc). kro compares
 * exactly this object with the CRD it synthesises from the new RGD (`pkg/client/crd.go`
 * `CRDWrapper.Ensure` reads the existing CRD from the API server), so `rgdc diff CRD NEW`
 * applies the same rules as `rgdc diff RGD NEW` to the same two schemas.
 *
 * What is read (`apiextensions.k8s.io/v1`): `metadata.name`, `spec.group`,
 * `spec.names.kind`, `spec.scope`, and of the storage version (kro writes one, named after
 * the RGD's `schema.apiVersion`): `name`, `served`, `subresources.status`,
 * `schema.openAPIV3Schema` and `additionalPrinterColumns`. What the API server adds
 * (`status`, `metadata.uid`, `managedFields`, ...) is ignored.
 */
import { formatFieldPath, loadYaml, type FieldPath, type LoadedDocument } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import type { PreviewFile } from '../../preview/types.js';
import { isRecord } from '../../util/records.js';
import type { SchemaNode } from '../compat/compare-schema.js';
import type { Locator } from '../locate.js';
import type { InstanceCrd } from './instance-crd.js';

/** The CRD's group and kind; anything else is an RGD or ConfigData side. */
const CRD_API_VERSION = 'apiextensions.k8s.io/v1';

/** True when `source` is one `CustomResourceDefinition` (the other inputs are left to preview). */
export function isCrdSource(source: string): boolean {
  if (!/CustomResourceDefinition/.test(source)) return false;
  const documents = loadYaml('-', source, () => undefined).documents.filter((d) => d.value !== null && d.value !== undefined);
  return documents.length === 1 && isRecord(documents[0]!.value) && documents[0]!.value.kind === 'CustomResourceDefinition';
}

/** The CRD as kro's comparison reads it, and where its fields are; undefined (with diagnostics) when it cannot be read. */
export function readClusterCrd(input: PreviewFile, report: DiagnosticSink): { crd: InstanceCrd; locator: Locator } | undefined {
  const loaded = loadYaml(input.file, input.source, report);
  const document = loaded.documents.find((d) => d.value !== null && d.value !== undefined);
  if (!document || !isRecord(document.value)) return undefined;
  const root = document.value;
  const problem = (path: FieldPath, message: string) => {
    report(makeDiagnostic('diff_crd_invalid', document.locate(path), formatFieldPath(path), message));
    return undefined;
  };
  if (root.apiVersion !== CRD_API_VERSION)
    return problem(['apiVersion'], `the CRD is ${String(root.apiVersion)}; rgdc reads ${CRD_API_VERSION} (what kubectl get crd prints)`);
  const spec = isRecord(root.spec) ? root.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const metadata = isRecord(root.metadata) ? root.metadata : {};
  const versions = Array.isArray(spec.versions) ? spec.versions : [];
  if (typeof spec.group !== 'string' || typeof names.kind !== 'string' || typeof metadata.name !== 'string')
    return problem(['spec'], 'the CRD has no metadata.name, spec.group or spec.names.kind');
  // kro generates one version; the storage version is the one instances are kept in.
  let index = versions.findIndex((v) => isRecord(v) && v.storage === true);
  if (index < 0) index = versions.findIndex(isRecord);
  const version = versions[index];
  if (!isRecord(version) || typeof version.name !== 'string') return problem(['spec', 'versions'], 'the CRD has no version');
  const schema = isRecord(version.schema) ? version.schema.openAPIV3Schema : undefined;
  if (!isRecord(schema)) return problem(['spec', 'versions', index], `version ${version.name} has no schema.openAPIV3Schema`);
  const scope = spec.scope === 'Cluster' ? 'Cluster' : 'Namespaced';
  const columns = Array.isArray(version.additionalPrinterColumns) ? version.additionalPrinterColumns : [];
  const crd: InstanceCrd = {
    name: metadata.name,
    group: spec.group,
    kind: names.kind,
    version: version.name,
    scope,
    served: version.served !== false,
    statusSubresource: isRecord(version.subresources) && isRecord(version.subresources.status),
    schema: schema as SchemaNode,
    // kubectl leaves out `priority: 0` (omitempty); kro writes it: compare like for like.
    printerColumns: columns.map((c: unknown) => (isRecord(c) ? { priority: 0, ...c } : c)),
  };
  return { crd, locator: crdLocator(document, index) };
}

/** Positions in the CRD file: a schema field under `openAPIV3Schema`, the identity fields where the CRD has them. */
function crdLocator(document: LoadedDocument, index: number): Locator {
  const version: FieldPath = ['spec', 'versions', index];
  const at = (path: FieldPath) => {
    const span = document.locate(path);
    return { side: 'old' as const, file: span.file, line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn };
  };
  const keys: Record<string, FieldPath> = {
    apiVersion: [...version, 'name'],
    kind: ['spec', 'names', 'kind'],
    group: ['spec', 'group'],
    scope: ['spec', 'scope'],
    additionalPrinterColumns: [...version, 'additionalPrinterColumns'],
  };
  return {
    field(steps, keyword) {
      const path: (string | number)[] = [...version, 'schema', 'openAPIV3Schema'];
      for (const step of steps) {
        if (step.kind === 'property') path.push('properties', step.name);
        else path.push(step.kind === 'items' ? 'items' : 'additionalProperties');
      }
      if (keyword) path.push(keyword);
      return at(path);
    },
    schemaKey: (name) => at(keys[name] ?? ['metadata', 'name']),
    // The CRD has no resources: graph changes are not computed against it.
    rgdPath: () => at(['metadata', 'name']),
  };
}
