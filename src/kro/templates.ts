/**
 * Check phase 6: resource templates against the schema of their kind (kro's
 * `parser.ParseResource` plus the API server's view of literal values), the scope rules
 * for `metadata.namespace`, and kro's reserved labels. A kind without a known schema is
 * one warning, and its fields are left unchecked.
 */
import { DEFAULT_KRO_RELEASE, type KroRelease } from './releases/index.js';
import { formatFieldPath, type FieldPath } from '../source/index.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import type { TemplateValidator } from '../kube/openapi-validator.js';
import type { ExpressionAnalysis } from './expressions/index.js';
import type { RgdModel, RgdResource, SchemaResolver } from './types.js';
import { isRecord } from '../util/records.js';

/** Issue keywords that kro itself rejects; the rest only fail later at the API server. */
function codeForKeyword(keyword: string): DiagnosticCode {
  if (keyword === 'additionalProperties') return 'template_unknown_field';
  if (keyword === 'type') return 'template_wrong_type';
  if (keyword === 'required') return 'template_missing_field';
  return 'template_invalid_value';
}

/** Checks every template (and externalRef kind) of the RGD. */
export function checkTemplates(
  model: RgdModel,
  analysis: ExpressionAnalysis,
  resolver: SchemaResolver | undefined,
  validator: () => TemplateValidator,
  report: DiagnosticSink,
  release: KroRelease = DEFAULT_KRO_RELEASE,
): void {
  const { document } = model;
  const at = (code: DiagnosticCode, path: FieldPath, message: string, key = false) =>
    report(makeDiagnostic(code, document.locate(path, { key }), formatFieldPath(path), message));
  const warned = new Set<string>();
  for (const resource of model.resources) {
    if (resource.apiVersion === undefined || resource.kind === undefined) continue;
    const base: FieldPath = ['spec', 'resources', resource.index, resource.template ? 'template' : 'externalRef'];
    const label = `resource ${JSON.stringify(resource.id ?? resource.index)}`;
    if (resource.template) checkReservedMetadata(resource.template, base, label, at, release);
    if (isCrd(resource)) {
      // CustomResourceDefinitions are cluster-scoped whatever the catalog holds.
      checkNamespaceScope(resource.template!, 'Cluster', model.scope, false, base, label, at);
      checkCrdExpressions(resource, analysis, label, report, model);
      continue;
    }
    const found = resolver?.lookup(resource.apiVersion, resource.kind);
    if (!found) {
      const key = `${resource.apiVersion}/${resource.kind}`;
      if (!warned.has(key)) {
        warned.add(key);
        at('template_unknown_kind', [...base, 'kind'], `no schema known for ${resource.kind} (${resource.apiVersion}); its fields are not checked`);
      }
      continue;
    }
    if (resource.template) {
      for (const issue of validator().validate(found.schema, resource.template, release.scanner)) {
        const path = [...base, ...issue.path];
        at(
          codeForKeyword(issue.keyword),
          path,
          `${label}: ${formatFieldPath(issue.path) || 'template'}: ${issue.message}`,
          issue.keyword === 'additionalProperties',
        );
      }
      checkNamespaceScope(resource.template, found.scope, model.scope, false, base, label, at);
    } else if (resource.externalRef) {
      // kro builds an object from the externalRef and applies the same scope rules; a
      // selector (a collection) may omit the namespace to list across all namespaces.
      const metadata = isRecord(resource.externalRef.metadata) ? resource.externalRef.metadata : {};
      const collection = metadata.selector !== undefined && metadata.selector !== null;
      checkNamespaceScope(resource.externalRef, found.scope, model.scope, collection, base, label, at);
    }
  }
}

function isCrd(resource: RgdResource): boolean {
  return resource.template !== undefined && resource.apiVersion === 'apiextensions.k8s.io/v1' && resource.kind === 'CustomResourceDefinition';
}

/**
 * kro's `validateTemplateConstraints` namespace rules, when the kind's scope is known: a
 * cluster-scoped kind must not set `metadata.namespace`; a namespaced one must set a
 * non-empty one when the instance is cluster-scoped (except an external collection).
 */
function checkNamespaceScope(
  template: Record<string, unknown>,
  kindScope: string | undefined,
  instanceScope: string,
  collection: boolean,
  base: FieldPath,
  label: string,
  at: (code: DiagnosticCode, path: FieldPath, message: string, key?: boolean) => void,
): void {
  if (kindScope === undefined) return;
  const metadata = isRecord(template.metadata) ? template.metadata : {};
  const namespace = metadata.namespace;
  const hasNamespace = namespace !== undefined && namespace !== null;
  if (kindScope === 'Cluster' && hasNamespace) {
    at('template_namespace_scope', [...base, 'metadata', 'namespace'], `${label} is cluster-scoped and must not set metadata.namespace`, true);
  } else if (kindScope === 'Namespaced' && instanceScope === 'Cluster' && !collection && (typeof namespace !== 'string' || namespace.trim() === '')) {
    at('template_namespace_scope', [...base, 'metadata'], `${label} is namespaced and must set metadata.namespace when the instance CRD is cluster-scoped`);
  }
}

function checkReservedMetadata(
  template: Record<string, unknown>,
  base: FieldPath,
  label: string,
  at: (code: DiagnosticCode, path: FieldPath, message: string, key?: boolean) => void,
  release: KroRelease,
): void {
  const metadata = isRecord(template.metadata) ? template.metadata : {};
  for (const field of ['labels', 'annotations'] as const) {
    const map = metadata[field];
    if (!isRecord(map)) continue;
    const reserved = release.reservedMetadataPrefixes[field];
    for (const key of Object.keys(map)) {
      const prefix = reserved.find((p) => key.startsWith(p));
      if (prefix)
        at(
          'template_reserved_label',
          [...base, 'metadata', field, key],
          `invalid ${field === 'labels' ? 'label' : 'annotation'} for ${label}. ${field} with prefix ${JSON.stringify(prefix)} are reserved for internal use`,
          true,
        );
    }
  }
}

function checkCrdExpressions(resource: RgdResource, analysis: ExpressionAnalysis, label: string, report: DiagnosticSink, model: RgdModel): void {
  for (const { site } of analysis.sites) {
    if (site.resource !== resource.index || site.context !== 'template' || site.fieldPath?.startsWith('metadata.')) continue;
    report(
      makeDiagnostic(
        'template_crd_expression',
        model.document.locate(site.path),
        formatFieldPath(site.path),
        `CEL expressions in CRDs are only supported for metadata fields, found in path ${JSON.stringify(site.fieldPath)}, ${label}`,
      ),
    );
  }
}
