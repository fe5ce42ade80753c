/**
 * Image references from an OCM component description on disk, resolved the way the v1
 * controller resolved a resource's access:
 * - `ociArtifact` / `ociRegistry` / `OCIImage` (any `/v1` suffix): `imageReference`;
 * - `ociBlob`: `ref@digest`;
 * - `localBlob`: its `globalAccess`, else no reference (the blob lives in the OCM repository).
 *
 * Accepted files (several YAML documents allowed, the root component first):
 * - v2 descriptors (`meta.schemaVersion: v2`, `component.resources`, `component.componentReferences`);
 * - v3alpha1 descriptors (`apiVersion: ocm.software/v3alpha1`, `metadata`, `spec.resources`, `spec.references`);
 * - component constructors (`components: [...]`, or one component's `name`/`version`/`resources`).
 * A `referencePath` is followed through the component references to another component
 * of the same file; a single descriptor cannot resolve it.
 */
import { loadYaml } from '../compiler/phases/1-load/index.js';
import { formatFieldPath } from '../compiler/phases/1-load/field-path.js';
import type { FieldPath, LoadedDocument } from '../compiler/phases/1-load/types.js';
import type { OcmResourceRef } from '../compiler/phases/3-analyze/types.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import type { SourceFile } from './types.js';
import { isRecord } from '../util/records.js';

interface Described {
  readonly name: string;
  readonly version: string;
  readonly resources: readonly unknown[];
  readonly references: readonly unknown[];
  readonly document: LoadedDocument;
  readonly resourcesPath: FieldPath;
  readonly referencesPath: FieldPath;
}

/** The components a file describes, root first. */
export interface ComponentSet {
  readonly components: readonly Described[];
}

/** Reads every component of the file; reports and returns undefined when there is none. */
export function readComponents(input: SourceFile, report: DiagnosticSink): ComponentSet | undefined {
  let failed = false;
  const loaded = loadYaml(input.file, input.source, (d) => {
    failed ||= d.severity === 'error';
    report(d);
  });
  if (failed) return undefined;
  const components: Described[] = [];
  for (const document of loaded.documents) {
    const value = document.value;
    if (value === null || value === undefined) continue;
    const found = describeDocument(document);
    if (found.length === 0) {
      report(makeDiagnostic('localize_invalid_component', document.locate([]), '', 'this document is not an OCM component descriptor (v2 or v3alpha1) or component constructor'));
      return undefined;
    }
    for (const component of found) components.push(component);
  }
  if (components.length === 0) {
    report(makeDiagnostic('localize_invalid_component', { file: loaded.file, line: 1, column: 1, endLine: 1, endColumn: 1 }, '', 'the component file describes no component'));
    return undefined;
  }
  return { components };
}

function describeDocument(document: LoadedDocument): Described[] {
  const value = document.value;
  if (!isRecord(value)) return [];
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const meta = value.meta;
  if (isRecord(meta) && meta.schemaVersion === 'v2' && isRecord(value.component)) {
    const c = value.component;
    return [{ name: String(c.name ?? ''), version: String(c.version ?? ''), resources: list(c.resources), references: list(c.componentReferences), document, resourcesPath: ['component', 'resources'], referencesPath: ['component', 'componentReferences'] }];
  }
  if (typeof value.apiVersion === 'string' && value.apiVersion.endsWith('v3alpha1') && isRecord(value.spec) && isRecord(value.metadata)) {
    return [{ name: String(value.metadata.name ?? ''), version: String(value.metadata.version ?? ''), resources: list(value.spec.resources), references: list(value.spec.references), document, resourcesPath: ['spec', 'resources'], referencesPath: ['spec', 'references'] }];
  }
  if (Array.isArray(value.components)) {
    return value.components.filter(isRecord).map((c, i) => ({
      name: String(c.name ?? ''),
      version: String(c.version ?? ''),
      resources: list(c.resources),
      references: list(c.componentReferences ?? c.references),
      document,
      resourcesPath: ['components', i, 'resources'],
      referencesPath: ['components', i, c.componentReferences !== undefined ? 'componentReferences' : 'references'],
    }));
  }
  if (typeof value.name === 'string' && Array.isArray(value.resources)) {
    return [{ name: value.name, version: String(value.version ?? ''), resources: value.resources, references: list(value.componentReferences ?? value.references), document, resourcesPath: ['resources'], referencesPath: [value.componentReferences !== undefined ? 'componentReferences' : 'references'] }];
  }
  return [];
}

/**
 * The image reference of the resource `ref` points at, or undefined after a warning
 * saying why there is none.
 */
export function resolveComponentImage(set: ComponentSet, ref: OcmResourceRef, report: DiagnosticSink, ruleWhere: string): string | undefined {
  let component = set.components[0]!;
  for (const step of ref.referencePath ?? []) {
    const index = component.references.findIndex((r) => isRecord(r) && r.name === step.name && identityMatches(r.extraIdentity, step.extraIdentity));
    if (index < 0) {
      report(makeDiagnostic('localize_unresolved_reference', component.document.locate(component.referencesPath), formatFieldPath(component.referencesPath), `${ruleWhere}: component \`${component.name}\` has no reference named \`${step.name}\``));
      return undefined;
    }
    const reference = component.references[index] as Record<string, unknown>;
    const child = set.components.find((c) => c.name === reference.componentName && (reference.version === undefined || c.version === String(reference.version)))
      ?? set.components.find((c) => c.name === reference.componentName);
    if (!child) {
      const at = [...component.referencesPath, index];
      report(makeDiagnostic('localize_unresolved_reference', component.document.locate(at), formatFieldPath(at), `${ruleWhere}: reference \`${step.name}\` points at component \`${String(reference.componentName)}\`, which this file does not describe; put its descriptor in the same file as another YAML document`));
      return undefined;
    }
    component = child;
  }
  const index = pickResource(component.resources, ref);
  if (index < 0) {
    report(makeDiagnostic('localize_missing_image', component.document.locate(component.resourcesPath), formatFieldPath(component.resourcesPath), `${ruleWhere}: component \`${component.name}\` has no resource \`${ref.name}\`${ref.extraIdentity ? ` with identity ${JSON.stringify(ref.extraIdentity)}` : ''}`));
    return undefined;
  }
  const resource = component.resources[index] as Record<string, unknown>;
  const at = [...component.resourcesPath, index];
  const access = accessReference(resource.access);
  if ('reference' in access) return access.reference;
  const input = isRecord(resource.input) ? ` (it is built from an input of type \`${String(resource.input.type)}\`; its reference is known once the component is published)` : '';
  report(makeDiagnostic('localize_unsupported_access', component.document.locate(isRecord(resource.access) ? [...at, 'access'] : at), formatFieldPath(at), `${ruleWhere}: resource \`${ref.name}\` of \`${component.name}\` has no image reference: ${access.why}${input}`));
  return undefined;
}

/** The resource matching name and extra identity; without extra identity, one that has none wins. */
function pickResource(resources: readonly unknown[], ref: OcmResourceRef): number {
  const named = resources.map((r, i) => [r, i] as const).filter(([r]) => isRecord(r) && r.name === ref.name);
  if (ref.extraIdentity) return named.find(([r]) => identityMatches((r as Record<string, unknown>).extraIdentity, ref.extraIdentity))?.[1] ?? -1;
  return (named.find(([r]) => !isRecord((r as Record<string, unknown>).extraIdentity)) ?? named[0])?.[1] ?? -1;
}

function identityMatches(actual: unknown, wanted: Readonly<Record<string, string>> | undefined): boolean {
  if (!wanted) return true;
  return isRecord(actual) && Object.entries(wanted).every(([k, v]) => String(actual[k]) === v);
}

function accessReference(access: unknown): { reference: string } | { why: string } {
  if (!isRecord(access)) return { why: 'it has no `access`' };
  const type = String(access.type ?? '').replace(/\/v1$/i, '').toLowerCase();
  if (['ociartifact', 'ociregistry', 'ociimage'].includes(type)) {
    return typeof access.imageReference === 'string' ? { reference: access.imageReference } : { why: `its \`${String(access.type)}\` access has no \`imageReference\`` };
  }
  if (type === 'ociblob') {
    return typeof access.ref === 'string' && typeof access.digest === 'string' ? { reference: `${access.ref}@${access.digest}` } : { why: 'its `ociBlob` access lacks `ref` or `digest`' };
  }
  if (type === 'localblob') {
    if (isRecord(access.globalAccess)) return accessReference(access.globalAccess);
    return { why: 'its `localBlob` access has no `globalAccess`; the blob is stored in the OCM repository' };
  }
  return { why: `access type \`${String(access.type)}\` does not hold an image reference` };
}
