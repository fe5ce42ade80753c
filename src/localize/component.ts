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
import { formatFieldPath } from '../source/field-path.js';
import type { OcmResourceRef } from '../compiler/phases/3-analyze/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { readComponentFile, resolveResource, type ComponentSet } from '../ocm/descriptor/index.js';
import type { SourceFile } from './types.js';
import { isRecord } from '../util/records.js';

export type { ComponentSet } from '../ocm/descriptor/index.js';

/** Reads every component of the file (the shared OCM descriptor reader); reports and returns undefined when there is none. */
export function readComponents(input: SourceFile, report: DiagnosticSink): ComponentSet | undefined {
  return readComponentFile(input, report, 'localize_invalid_component');
}

/**
 * The image reference of the resource `ref` points at, or undefined after a warning
 * saying why there is none.
 */
export function resolveComponentImage(set: ComponentSet, ref: OcmResourceRef, report: DiagnosticSink, ruleWhere: string): string | undefined {
  const identity = { name: ref.name, ...(ref.extraIdentity ?? {}) };
  const path = (ref.referencePath ?? []).map((step) => ({ name: step.name, ...(step.extraIdentity ?? {}) }));
  const resolved = resolveResource(set, set.components[0]!, identity, path);
  if ('reason' in resolved) {
    const { component } = resolved;
    if (resolved.reason === 'no-reference') {
      report(
        makeDiagnostic(
          'localize_unresolved_reference',
          component.document.locate(component.referencesPath),
          formatFieldPath(component.referencesPath),
          `${ruleWhere}: component \`${component.name}\` has no reference named \`${String(resolved.step.name)}\``,
        ),
      );
    } else if (resolved.reason === 'reference-not-found') {
      const at = [...component.referencesPath, resolved.referenceIndex];
      report(
        makeDiagnostic(
          'localize_unresolved_reference',
          component.document.locate(at),
          formatFieldPath(at),
          `${ruleWhere}: reference \`${String(resolved.step.name)}\` points at component \`${String(resolved.reference.componentName)}\`${resolved.reference.version === undefined ? '' : ` version ${String(resolved.reference.version)}`}, which ${set.file} does not describe; put its descriptor in the same file as another YAML document`,
        ),
      );
    } else {
      report(
        makeDiagnostic(
          'localize_missing_image',
          component.document.locate(component.resourcesPath),
          formatFieldPath(component.resourcesPath),
          `${ruleWhere}: component \`${component.name}\` has no resource \`${ref.name}\`${ref.extraIdentity ? ` with identity ${JSON.stringify(ref.extraIdentity)}` : ''}`,
        ),
      );
    }
    return undefined;
  }
  const { component, resource, index } = resolved;
  const at = [...component.resourcesPath, index];
  const access = accessReference(resource.access);
  if ('reference' in access) return access.reference;
  const input = isRecord(resource.input)
    ? ` (it is built from an input of type \`${String(resource.input.type)}\`; its reference is known once the component is published)`
    : '';
  report(
    makeDiagnostic(
      'localize_unsupported_access',
      component.document.locate(isRecord(resource.access) ? [...at, 'access'] : at),
      formatFieldPath(at),
      `${ruleWhere}: resource \`${ref.name}\` of \`${component.name}\` has no image reference: ${access.why}${input}`,
    ),
  );
  return undefined;
}

function accessReference(access: unknown): { reference: string } | { why: string } {
  if (!isRecord(access)) return { why: 'it has no `access`' };
  const type = String(access.type ?? '')
    .replace(/\/v1$/i, '')
    .toLowerCase();
  if (['ociartifact', 'ociregistry', 'ociimage'].includes(type)) {
    return typeof access.imageReference === 'string'
      ? { reference: access.imageReference }
      : { why: `its \`${String(access.type)}\` access has no \`imageReference\`` };
  }
  if (type === 'ociblob') {
    return typeof access.ref === 'string' && typeof access.digest === 'string'
      ? { reference: `${access.ref}@${access.digest}` }
      : { why: 'its `ociBlob` access lacks `ref` or `digest`' };
  }
  if (type === 'localblob') {
    if (isRecord(access.globalAccess)) return accessReference(access.globalAccess);
    return { why: 'its `localBlob` access has no `globalAccess`; the blob is stored in the OCM repository' };
  }
  return { why: `access type \`${String(access.type)}\` does not hold an image reference` };
}
