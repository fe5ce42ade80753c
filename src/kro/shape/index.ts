/**
 * Check phase 1: the RGD document against kro's RGD API (structure, then the CEL rules
 * of the CRD and the builder's field combinations), read into an {@link RgdModel}.
 */
import { formatFieldPath, type FieldPath, type LoadedDocument } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import type { RgdModel, RgdResource } from '../types.js';
import { checkExternalRef } from './external-ref.js';
import { reportMetadataProblems } from '../../kube/metadata-problems.js';
import { REMOVED_FIELDS, rgdShapeFor } from './rgd-api.js';
import { DEFAULT_KRO_RELEASE, type KroRelease } from '../releases/index.js';
import { checkStructure, type ShapeIssue } from './structural.js';
import { isRecord } from '../../util/records.js';

/** kro's default `MaxCollectionDimensionSize`. */
export const MAX_FOREACH_DIMENSIONS = 10;

/** The apiVersion and kind that make a document an RGD. */
export const RGD_API_VERSION = 'kro.run/v1alpha1';
export const RGD_KIND = 'ResourceGraphDefinition';

/** True when the document declares itself an RGD. */
export function isRgdDocument(value: unknown): boolean {
  return isRecord(value) && value.apiVersion === RGD_API_VERSION && value.kind === RGD_KIND;
}

/**
 * Checks the shape of one RGD document and reads it into a model. Returns undefined when
 * the document is too broken for later phases (no `spec.schema` map).
 */
export function checkShape(document: LoadedDocument, report: DiagnosticSink, release: KroRelease = DEFAULT_KRO_RELEASE): RgdModel | undefined {
  const at = (code: DiagnosticCode, path: FieldPath, message: string, key = false) =>
    report(makeDiagnostic(code, document.locate(path, { key }), formatFieldPath(path), message));
  const issues: ShapeIssue[] = [];
  checkStructure(document.value, rgdShapeFor(release), [], issues, REMOVED_FIELDS);
  for (const issue of issues) at(issue.code, issue.path, issue.message, issue.key === true);

  const root = document.value as Record<string, unknown>;
  const spec = isRecord(root.spec) ? root.spec : undefined;
  const schema = spec && isRecord(spec.schema) ? spec.schema : undefined;
  if (!spec || !schema) return undefined;
  const metadata = isRecord(root.metadata) ? root.metadata : {};
  reportMetadataProblems(document, metadata, ['metadata'], 'rgd_invalid_metadata', report);
  const rawResources = Array.isArray(spec.resources) ? spec.resources : [];
  const resources = rawResources.map((raw, index) => readResource(raw, index, at, release));
  return {
    document,
    name: typeof metadata.name === 'string' ? metadata.name : '',
    scope: schema.scope === 'Cluster' ? 'Cluster' : 'Namespaced',
    spec: schema.spec,
    types: schema.types,
    status: schema.status,
    resources,
  };
}

type At = (code: DiagnosticCode, path: FieldPath, message: string, key?: boolean) => void;

function readResource(raw: unknown, index: number, at: At, release: KroRelease): RgdResource {
  const path: FieldPath = ['spec', 'resources', index];
  const r = isRecord(raw) ? raw : {};
  const id = typeof r.id === 'string' ? r.id : undefined;
  const label = id === undefined ? `resource ${index}` : `resource ${JSON.stringify(id)}`;
  const template = isRecord(r.template) ? r.template : undefined;
  const externalRef = isRecord(r.externalRef) ? r.externalRef : undefined;
  const forEachRaw = Array.isArray(r.forEach) ? r.forEach : [];
  if (isRecord(raw)) {
    if (!template && !externalRef) at('rgd_exclusive_fields', path, `${label}: exactly one of template or externalRef must be provided`);
    if (template && externalRef) at('rgd_exclusive_fields', [...path, 'externalRef'], `${label}: cannot use externalRef with template`, true);
    if (externalRef && forEachRaw.length > 0) at('rgd_exclusive_fields', [...path, 'forEach'], `${label}: cannot use externalRef with forEach`, true);
    // The CRD's rule `!has(self.deletionPolicy) || has(self.template)` (kro v0.10).
    if (release.resourceFields.has('deletionPolicy') && r.deletionPolicy !== undefined && !template)
      at('rgd_exclusive_fields', [...path, 'deletionPolicy'], `${label}: deletionPolicy is only supported on template resources`, true);
    if (forEachRaw.length > MAX_FOREACH_DIMENSIONS) {
      at(
        'rgd_too_many_dimensions',
        [...path, 'forEach'],
        `${label}: forEach cannot have more than ${MAX_FOREACH_DIMENSIONS} dimensions, got ${forEachRaw.length}`,
        true,
      );
    }
  }
  if (template) checkTemplateObject(template, [...path, 'template'], label, at);
  if (externalRef) checkExternalRef(externalRef, [...path, 'externalRef'], label, at, release);
  const object = template ?? externalRef;
  // kro's ExtractGVKFromUnstructured: `group/version` or `version`, checked before any
  // schema lookup; a malformed apiVersion leaves the kind unresolved (nothing else to check).
  const apiVersion = typeof object?.apiVersion === 'string' ? object.apiVersion : undefined;
  const gvkOk = apiVersion === undefined || apiVersion.split('/').length <= 2;
  if (!gvkOk) {
    const where: FieldPath = [...path, template ? 'template' : 'externalRef', 'apiVersion'];
    at('rgd_invalid_template', where, `failed to extract GVK from ${label}: invalid apiVersion format: ${apiVersion}`);
  }
  const forEach = forEachRaw
    .filter((entry): entry is Record<string, unknown> => isRecord(entry) && Object.keys(entry).length === 1)
    .map((entry) => Object.entries(entry)[0]!);
  return {
    index,
    id,
    template,
    externalRef,
    readyWhen: Array.isArray(r.readyWhen) ? r.readyWhen : [],
    includeWhen: Array.isArray(r.includeWhen) ? r.includeWhen : [],
    forEach,
    apiVersion: gvkOk ? apiVersion : undefined,
    kind: typeof object?.kind === 'string' ? object.kind : undefined,
  };
}

/** kro's `validateKubernetesObjectStructure`. */
function checkTemplateObject(template: Record<string, unknown>, path: FieldPath, label: string, at: At): void {
  for (const field of ['apiVersion', 'kind'] as const) {
    const value = template[field];
    if (value === undefined || value === null) at('rgd_invalid_template', path, `${label} is not a valid Kubernetes object: ${field} field not found`);
    else if (typeof value !== 'string')
      at('rgd_invalid_template', [...path, field], `${label} is not a valid Kubernetes object: ${field} field is not a string`);
  }
  const metadata = template.metadata;
  if (metadata === undefined || metadata === null) at('rgd_invalid_template', path, `${label} is not a valid Kubernetes object: metadata field not found`);
  else if (!isRecord(metadata)) at('rgd_invalid_template', [...path, 'metadata'], `${label} is not a valid Kubernetes object: metadata field is not a map`);
}
