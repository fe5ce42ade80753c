/**
 * The OCM objects of the graph: one `Repository` and one `Component` for the component
 * version (installations may override the repository URL and version), and one `Resource`
 * per OCM resource the deployment uses, exposing the artifact's OCI coordinates.
 */
import { escapeLiteralValue } from '../../../../cel/literal.js';
import type { TargetProfile } from '../../../../targets/types.js';
import type { Analysis, OcmResourceUse } from '../../3-analyze/types.js';
import { buildNode, type NodeDraft } from './draft.js';
import { embed, schemaSpec } from './cel.js';
import { applySettings, type SettingsContext } from './settings.js';
import { objectName } from './names.js';

export const OCM_REPOSITORY_ID = 'ocmRepository';
export const OCM_COMPONENT_ID = 'ocmComponent';

/** Repository, Component, then one Resource per used OCM resource, in first-use order. */
export function buildOcmNodes(analysis: Analysis, profile: TargetProfile, settings: SettingsContext): NodeDraft[] {
  const { ocm } = profile;
  const { rgdName } = analysis.names;
  const repositorySpec: Record<string, unknown> = {
    repositorySpec: { type: ocm.repositoryType, baseUrl: embed(schemaSpec(['component', 'repository'])) },
    interval: ocm.interval,
  };
  const repository = buildNode({
    id: OCM_REPOSITORY_ID,
    name: objectName(rgdName),
    origin: ['component', 'repository'],
    apiVersion: ocm.apiVersion,
    kind: 'Repository',
    spec: repositorySpec,
    ...applySettings(settings, 'ocm', ['config', 'interval', 'suspend'], repositorySpec),
  });
  const componentSpec: Record<string, unknown> = {
    component: analysis.config.component.name,
    repositoryRef: { name: embed(`${OCM_REPOSITORY_ID}.metadata.name`) },
    semver: embed(schemaSpec(['component', 'version'])),
    interval: ocm.interval,
  };
  const component = buildNode({
    id: OCM_COMPONENT_ID,
    name: objectName(rgdName),
    origin: ['component'],
    apiVersion: ocm.apiVersion,
    kind: 'Component',
    spec: componentSpec,
    ...applySettings(settings, 'ocm', ['config', 'verify', 'interval', 'suspend'], componentSpec),
  });
  const gitSource = analysis.delivery.kind === 'kustomize' && analysis.delivery.deploy.sourceType === 'git' ? analysis.delivery.source.id : undefined;
  return [repository, component, ...analysis.ocmResources.map((use) => buildResourceNode(use, rgdName, profile, use.id === gitSource, settings))];
}

function buildResourceNode(use: OcmResourceUse, rgdName: string, profile: TargetProfile, git: boolean, settings: SettingsContext): NodeDraft {
  const { ocm } = profile;
  // Identities are user text: escaped so that kro never reads a `${` in them as CEL.
  const identity = (name: string, extra: Readonly<Record<string, string>> | undefined) =>
    escapeLiteralValue({ name, ...(extra ?? {}) }) as Record<string, string>;
  const byReference: Record<string, unknown> = { resource: identity(use.ref.name, use.ref.extraIdentity) };
  if (use.ref.referencePath) {
    byReference.referencePath = use.ref.referencePath.map((step) => identity(step.name, step.extraIdentity));
  }
  const spec: Record<string, unknown> = {
    componentRef: { name: embed(`${OCM_COMPONENT_ID}.metadata.name`) },
    resource: { byReference },
  };
  if (ocm.resourceInterval !== undefined) spec.interval = ocm.resourceInterval;
  // A git source exposes its repository URL and commit instead of OCI coordinates.
  const statusFields = git ? ocm.git?.additionalStatusFields : ocm.additionalStatusFields;
  if (statusFields !== undefined) spec.additionalStatusFields = statusFields;
  // `interval` only where the controller's Resource has it (profile.ocm.resourceInterval).
  const names = ['config', ...(ocm.resourceInterval !== undefined ? ['interval'] : []), 'suspend'];
  return buildNode({
    id: use.id,
    origin: use.origin,
    apiVersion: ocm.apiVersion,
    kind: 'Resource',
    name: objectName(rgdName, use.slug),
    spec,
    ...applySettings(settings, 'ocm', names, spec),
  });
}
