/**
 * Every OCM resource a ConfigData names (the Helm chart or kustomize source, each
 * localized image, along its `referencePath`) checked against the component version, as
 * the cluster would meet it: the resource exists (found by identity, as the OCM controller
 * finds it), its type is one the delivery can use (`roleAcceptsType`), and what the deployer or a
 * kubelet pulls is an OCI artifact. Each finding is reported at the ConfigData field
 * that named the resource, with what the component version has.
 */
import { formatFieldPath } from '../source/index.js';
import type { LoadedDocument } from '../source/types.js';
import type { OcmResourceUse } from '../compiler/phases/3-analyze/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { describeIdentity, describeResources, resolveResource, type ComponentSet, type Json, type OcmComponent } from '../ocm/descriptor/index.js';
import { describeRole, roleAcceptsType } from '../ocm/resource-roles.js';
import { suggestName } from '../util/did-you-mean.js';
import { isRecord } from '../util/records.js';

/** A resource of the ConfigData found in the component version. */
export interface FoundResource {
  readonly use: OcmResourceUse;
  readonly component: OcmComponent;
  readonly resource: Json;
}

/** The access types whose artifact lives in an OCI registry (the OCM controller's `toOCI()` reads them). */
const OCI_ACCESS = /^(ociArtifact|ociRegistry|OCIImage|ociImage)(\/v1)?$/;
const LOCAL_BLOB = /^localBlob(\/v1)?$/i;

/**
 * Checks each resource use; returns the ones found with a usable type and access (for
 * `--verify-images`). `gitSource` is the id of a kustomize source delivered from git
 * (its access is a git repository, not an OCI artifact). `puller` is who pulls the chart or
 * source (the target's deployer: `Flux`).
 */
export function verifyResources(
  uses: readonly OcmResourceUse[],
  set: ComponentSet,
  root: OcmComponent,
  document: LoadedDocument,
  gitSource: string | undefined,
  puller: string,
  report: DiagnosticSink,
): FoundResource[] {
  const found: FoundResource[] = [];
  for (const use of uses) {
    const at = document.locate(use.origin);
    const path = formatFieldPath(use.origin);
    const identity: Json = { name: use.ref.name, ...(use.ref.extraIdentity ?? {}) };
    const referencePath: Json[] = (use.ref.referencePath ?? []).map((step) => ({ name: step.name, ...(step.extraIdentity ?? {}) }));
    const resolved = resolveResource(set, root, identity, referencePath);
    if ('reason' in resolved) {
      const { component } = resolved;
      const version = `${component.name}:${component.version}`;
      if (resolved.reason === 'no-resource') {
        const suggestion = suggestName(
          use.ref.name,
          component.resources.map((r) => String(r.name)),
        );
        const guess = suggestion === undefined ? '' : `Did you mean \`${suggestion}\`? `;
        report(
          makeDiagnostic('configdata_resource_not_in_component', at, path, `${version} has no resource ${describeIdentity(identity)} (${roleName(use)})`, {
            hint: `${guess}${version} has ${describeResources(component)}.`,
          }),
        );
      } else {
        const step = resolved.step;
        const names = component.references.map((r) => String(r.name));
        const suggestion = typeof step.name === 'string' ? suggestName(step.name, names) : undefined;
        const guess = suggestion === undefined ? '' : `Did you mean \`${suggestion}\`? `;
        const has =
          component.references.length === 0
            ? 'no component references'
            : `the component references ${component.references.map((r) => `${String(r.name)} (${String(r.componentName)}:${String(r.version)})`).join(', ')}`;
        report(
          makeDiagnostic(
            'configdata_resource_not_in_component',
            at,
            path,
            `${version} has no component reference ${describeIdentity(step)} on the referencePath to ${use.ref.name}`,
            { hint: `${guess}${version} has ${has}.` },
          ),
        );
      }
      continue;
    }
    const { component, resource } = resolved;
    const version = `${component.name}:${component.version}`;
    if (!roleAcceptsType(use.role, resource.type)) {
      report(
        makeDiagnostic(
          'configdata_resource_wrong_type',
          at,
          path,
          `resource ${String(resource.name)} of ${version} has type ${String(resource.type ?? '(none)')}, but ${describeRole(use.role)}`,
          { hint: `${version} has ${describeResources(component)}.` },
        ),
      );
      continue;
    }
    if (use.id !== gitSource) {
      const access = isRecord(resource.access) ? resource.access : {};
      const type = typeof access.type === 'string' ? access.type : '';
      const oci = (OCI_ACCESS.test(type) && typeof access.imageReference === 'string') || (LOCAL_BLOB.test(type) && typeof access.localReference === 'string');
      if (!oci) {
        report(
          makeDiagnostic(
            'configdata_resource_not_oci',
            at,
            path,
            `resource ${String(resource.name)} of ${version} has access type ${type === '' ? '(none)' : type}; ${use.role === 'image' ? 'a workload pulls images' : `${puller} pulls it`} from an OCI registry (access ociArtifact with an imageReference, or localBlob)`,
          ),
        );
        continue;
      }
    }
    found.push({ use, component, resource });
  }
  return found;
}

function roleName(use: OcmResourceUse): string {
  switch (use.role) {
    case 'chart':
      return 'the Helm chart';
    case 'source':
      return 'the kustomize source';
    case 'image':
      return 'a localized image';
  }
}
