/**
 * The built-in catalog: generated Kubernetes kinds (fresh, typed like the API server's
 * OpenAPI), hand-written OCM/Flux kinds, scopes and resolver chaining.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chainResolvers, kubernetesKinds, objectMetaSchema, type SchemaResolver } from '../../src/kube/catalog/index.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { repoRoot } from '../support/corpus.js';

type Node = Record<string, unknown>;

/** Follows `a.b[].c` through `properties`, `items` (`[]`) and `additionalProperties` (`{}`). */
function field(schema: object, path: string): Node | undefined {
  let node: Node | undefined = schema as Node;
  for (const part of path.split('.')) {
    if (!node) return undefined;
    const name = part.replace(/(\[\]|\{\})+$/, '');
    if (name) node = (node.properties as Record<string, Node> | undefined)?.[name];
    for (const suffix of part.slice(name.length).match(/\[\]|\{\}/g) ?? []) {
      node = suffix === '[]' ? (node?.items as Node | undefined) : (node?.additionalProperties as Node | undefined);
    }
  }
  return node;
}

describe('built-in Kubernetes schemas', () => {
  const catalog = builtinSchemas();

  it('src/kube/catalog/generated/kubernetes.ts is what `npm run gen:k8s` writes', () => {
    execFileSync(process.execPath, ['scripts/generate-k8s-schemas.mjs', '--check'], { cwd: repoRoot, stdio: 'pipe' });
  });

  it.each([
    ['apps/v1', 'Deployment', 'spec.replicas', { type: 'integer', format: 'int32' }],
    ['apps/v1', 'Deployment', 'spec.template.spec.containers[].image', { type: 'string' }],
    ['apps/v1', 'Deployment', 'spec.template.spec.containers[].ports[].containerPort', { type: 'integer', format: 'int32' }],
    ['apps/v1', 'Deployment', 'spec.template.spec.containers[].resources.limits{}', { 'x-kubernetes-int-or-string': true }],
    ['apps/v1', 'Deployment', 'metadata.labels{}', { type: 'string' }],
    ['apps/v1', 'Deployment', 'metadata.creationTimestamp', { type: 'string', format: 'date-time' }],
    ['apps/v1', 'Deployment', 'status.availableReplicas', { type: 'integer', format: 'int32' }],
    ['v1', 'Service', 'spec.ports[].targetPort', { 'x-kubernetes-int-or-string': true }],
    ['v1', 'ConfigMap', 'data{}', { type: 'string' }],
    ['v1', 'Secret', 'stringData{}', { type: 'string' }],
    ['batch/v1', 'CronJob', 'spec.jobTemplate.spec.template.spec.restartPolicy', { type: 'string' }],
    ['autoscaling/v2', 'HorizontalPodAutoscaler', 'spec.metrics[].resource.target.averageUtilization', { type: 'integer', format: 'int32' }],
    ['autoscaling/v2', 'HorizontalPodAutoscaler', 'spec.metrics[].resource.target.averageValue', { 'x-kubernetes-int-or-string': true }],
    ['networking.k8s.io/v1', 'Ingress', 'spec.rules[].http.paths[].backend.service.port.number', { type: 'integer', format: 'int32' }],
    ['policy/v1', 'PodDisruptionBudget', 'spec.minAvailable', { 'x-kubernetes-int-or-string': true }],
    ['v1', 'PersistentVolumeClaim', 'spec.resources.requests{}', { 'x-kubernetes-int-or-string': true }],
    [
      'apiextensions.k8s.io/v1',
      'CustomResourceDefinition',
      'spec.versions[].schema.openAPIV3Schema',
      { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
    ],
  ])('%s %s %s', (apiVersion, kind, path, expected) => {
    const schema = catalog.lookup(apiVersion, kind)?.schema;
    expect(schema).toBeDefined();
    expect(field(schema!, path)).toEqual(expected);
  });

  it('knows required fields', () => {
    const schema = catalog.lookup('apps/v1', 'Deployment')!.schema;
    expect(field(schema, 'spec')?.required).toEqual(['selector', 'template']);
    expect(field(schema, 'spec.template.spec.containers[]')?.required).toEqual(['name']);
  });

  it.each([
    ['v1', 'Namespace', 'Cluster'],
    ['v1', 'ConfigMap', 'Namespaced'],
    ['rbac.authorization.k8s.io/v1', 'ClusterRole', 'Cluster'],
    ['rbac.authorization.k8s.io/v1', 'RoleBinding', 'Namespaced'],
    ['apiextensions.k8s.io/v1', 'CustomResourceDefinition', 'Cluster'],
    ['delivery.ocm.software/v1alpha1', 'Deployer', 'Cluster'],
    ['delivery.ocm.software/v1alpha1', 'Resource', 'Namespaced'],
    ['helm.toolkit.fluxcd.io/v2', 'HelmRelease', 'Namespaced'],
  ])('%s %s is %s', (apiVersion, kind, scope) => {
    expect(catalog.lookup(apiVersion, kind)?.scope).toBe(scope);
  });

  it('covers the common kinds', () => {
    const kinds = new Set(kubernetesKinds().map((k) => k.kind));
    for (const kind of [
      'ConfigMap',
      'Secret',
      'Service',
      'ServiceAccount',
      'Namespace',
      'Deployment',
      'StatefulSet',
      'DaemonSet',
      'Job',
      'CronJob',
      'Ingress',
      'NetworkPolicy',
      'PersistentVolumeClaim',
      'Role',
      'RoleBinding',
      'ClusterRole',
      'ClusterRoleBinding',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Pod',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('returns nothing for unknown kinds or versions', () => {
    expect(catalog.lookup('apps/v1beta1', 'Deployment')).toBeUndefined();
    expect(catalog.lookup('example.com/v1', 'Widget')).toBeUndefined();
  });

  it('returns the same object on every lookup (callers may cache by identity)', () => {
    expect(catalog.lookup('v1', 'Pod')).toBe(catalog.lookup('v1', 'Pod'));
  });

  it('exposes ObjectMeta for CRDs that leave metadata untyped', () => {
    expect(field(objectMetaSchema(), 'labels{}')).toEqual({ type: 'string' });
  });
});

describe('chainResolvers', () => {
  const fixed = (schema: object): SchemaResolver => ({ lookup: (_apiVersion, kind) => (kind === 'ConfigMap' ? { schema } : undefined) });

  it('asks resolvers in order and returns the first answer', () => {
    const override = { type: 'object' };
    const chained = chainResolvers(fixed(override), builtinSchemas());
    expect(chained.lookup('v1', 'ConfigMap')?.schema).toBe(override);
    expect(chained.lookup('v1', 'Secret')?.scope).toBe('Namespaced');
    expect(chainResolvers().lookup('v1', 'Secret')).toBeUndefined();
  });
});
