/**
 * Completion of OCM resource names in a ConfigData (`deploy.helm.chart`,
 * `deploy.kustomize.source`, `localization[].resource`) from the component descriptor the
 * workspace setting `componentDescriptor` names, read with the shared descriptor module.
 * Resources whose type fits the field come first: a Helm chart for `chart`, an image or
 * OCI artifact for a localization.
 */
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { ComponentSet } from '../ocm/descriptor/index.js';
import { yamlContextAt } from './yaml-context.js';

/** The resource types that fit each field, best first. */
const FITTING_TYPES: Readonly<Record<string, readonly string[]>> = {
  'deploy.helm.chart': ['helmChart'],
  'deploy.kustomize.source': ['directoryTree', 'fileSystem', 'ociArtifact', 'blob'],
  'localization.[].resource': ['ociImage', 'ociArtifact'],
};

/** The resource names to offer at `offset`, or undefined when the cursor is not on such a field. */
export function completeResourceNames(text: string, offset: number, components: ComponentSet | undefined): CompletionItem[] | undefined {
  if (!components) return undefined;
  const context = yamlContextAt(text, offset);
  if (!context?.value) return undefined;
  const field = [...context.path, context.value.key].join('.');
  const fitting = FITTING_TYPES[field];
  if (!fitting) return undefined;
  const root = components.components[0];
  if (!root) return [];
  return root.resources.flatMap((resource) => {
    const name = resource.name;
    if (typeof name !== 'string') return [];
    const type = typeof resource.type === 'string' ? resource.type : undefined;
    const rank = type === undefined ? fitting.length : fitting.includes(type) ? fitting.indexOf(type) : fitting.length + 1;
    const version = typeof resource.version === 'string' ? ` ${resource.version}` : '';
    return [
      {
        label: name,
        kind: CompletionItemKind.Value,
        ...(type ? { detail: type } : {}),
        documentation: `OCM resource of ${root.name}:${root.version}${version ? ` (version${version})` : ''}`,
        sortText: `${rank}-${name}`,
        ...(rank === 0 ? { preselect: true } : {}),
      },
    ];
  });
}
