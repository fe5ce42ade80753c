/**
 * The objects that deploy the RGD itself from the component version (the OCM deployer
 * pattern): a Repository and Component for the component, a Resource for the RGD blob
 * inside it, and a Deployer that applies it. Plus the component-constructor entry that
 * puts the RGD into the component version in the first place.
 */
import type { ResourceGraph } from '../4-graph/types.js';

/** Name of the OCM resource that carries the RGD inside the component version. */
export const RGD_RESOURCE_NAME = 'rgd';

/** Media type the OCM examples give an RGD blob (reference/ocm.md section 3). */
export const RGD_MEDIA_TYPE = 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml';

/**
 * The four bootstrap objects, in apply order. `namespace` holds the namespaced ones;
 * `resourceName` is the OCM resource carrying the RGD (`rgdc publish --resource-name`);
 * `version` what the `Component` selects (`rgdc publish`: the version it writes, which
 * holds the RGD), by default the ConfigData's `component.version`.
 */
export function buildBootstrapObjects(
  graph: ResourceGraph,
  namespace: string,
  resourceName: string = RGD_RESOURCE_NAME,
  version?: string,
): Record<string, unknown>[] {
  const { analysis, profile } = graph;
  const { config } = analysis;
  const base = analysis.names.rgdName;
  const api = profile.ocm.apiVersion;
  const meta = (suffix: string, namespaced = true) => ({ name: `${base}-${suffix}`, ...(namespaced ? { namespace } : {}) });
  const resourceSpec: Record<string, unknown> = {
    componentRef: { name: `${base}-component` },
    resource: { byReference: { resource: { name: resourceName } } },
  };
  if (profile.ocm.resourceInterval !== undefined) resourceSpec.interval = profile.ocm.resourceInterval;
  return [
    {
      apiVersion: api,
      kind: 'Repository',
      metadata: meta('repository'),
      spec: { repositorySpec: { type: profile.ocm.repositoryType, baseUrl: config.component.repository }, interval: profile.ocm.interval },
    },
    {
      apiVersion: api,
      kind: 'Component',
      metadata: meta('component'),
      spec: {
        component: config.component.name,
        repositoryRef: { name: `${base}-repository` },
        semver: version ?? config.component.version,
        interval: profile.ocm.interval,
      },
    },
    { apiVersion: api, kind: 'Resource', metadata: meta('rgd'), spec: resourceSpec },
    // Deployers are cluster-scoped; they name the Resource's namespace explicitly.
    { apiVersion: api, kind: 'Deployer', metadata: meta('deployer', false), spec: { resourceRef: { name: `${base}-rgd`, namespace } } },
  ];
}

/** The `resources:` entry to add to the component's `component-constructor.yaml`. */
export function buildConstructorEntry(rgdFile: string): Record<string, unknown> {
  return {
    name: RGD_RESOURCE_NAME,
    type: 'blob',
    input: { type: 'file', path: rgdFile, mediaType: RGD_MEDIA_TYPE },
  };
}
