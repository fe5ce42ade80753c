/**
 * Completion of OCM resource names in a ConfigData (`deploy.helm.chart`,
 * `deploy.kustomize.source`, `localization[].resource`) from the component descriptor the
 * workspace setting `componentDescriptor` names, read with the shared descriptor module.
 * Resources whose type fits the field come first: a Helm chart for `chart`, an image or
 * OCI artifact for a localization.
 */
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { ComponentSet } from '../ocm/descriptor/index.js';
import { describeRole, roleAcceptsType, type OcmRole } from '../ocm/resource-roles.js';
import { yamlContextAt } from './yaml-context.js';

/** The role of the resource each field names (what preview and `compile --verify` check its type against). */
const FIELD_ROLES: Readonly<Record<string, OcmRole>> = {
  'deploy.helm.chart': 'chart',
  'deploy.kustomize.source': 'source',
  'localization.[].resource': 'image',
};

/** The resource names to offer at `offset`, or undefined when the cursor is not on such a field. */
export function completeResourceNames(text: string, offset: number, components: ComponentSet | undefined): CompletionItem[] | undefined {
  if (!components) return undefined;
  const context = yamlContextAt(text, offset);
  if (!context?.value) return undefined;
  const field = [...context.path, context.value.key].join('.');
  const role = FIELD_ROLES[field];
  if (!role) return undefined;
  const root = components.components[0];
  if (!root) return [];
  return root.resources.flatMap((resource) => {
    const name = resource.name;
    if (typeof name !== 'string') return [];
    const type = typeof resource.type === 'string' ? resource.type : undefined;
    const fits = roleAcceptsType(role, type);
    const version = typeof resource.version === 'string' ? `, version ${resource.version}` : '';
    return [
      {
        label: name,
        kind: CompletionItemKind.Value,
        ...(type ? { detail: type } : {}),
        documentation: `OCM resource of ${root.name}:${root.version}${version}${fits ? '' : `; ${describeRole(role)}`}`,
        // Resources of a fitting type first, each group by name.
        sortText: `${fits ? 0 : 1}-${name}`,
      },
    ];
  });
}
