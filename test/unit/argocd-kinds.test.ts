/**
 * The Argo CD kinds of the schema catalog (src/deployers/argocd/kinds.ts), generated from the
 * argoproj/argo-cd CRDs of the corpus by `npm run gen:argocd` (the corpus is only the
 * generator's input, never read at run time).
 */
import { execFileSync } from 'node:child_process';
import path, { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARGOCD_API_VERSION, ARGOCD_KINDS } from '../../src/deployers/argocd/kinds.js';
import { parseCrdSchemas } from '../../src/kube/crd.js';
import { createTemplateValidator } from '../../src/kube/openapi-validator.js';
import { ARGOCD_CRD_FILES, corpusDir, readYamlDocuments } from '../support/corpus.js';

const validator = createTemplateValidator();
const schemaOf = (kind: string) => ARGOCD_KINDS[ARGOCD_API_VERSION]![kind]!.schema;
const pathsOf = (kind: string, value: unknown) => validator.validate(schemaOf(kind), value).map((issue) => `${issue.keyword} ${issue.path.join('.')}`);

/** Plausible values for the `${...}` expressions of the OCM example's `argocdApplication`. */
const VALUES: Record<string, string> = {
  'schema.spec.prefix': 'podinfo',
  'resourceImage.status.additional.registry': 'ghcr.io',
  'resourceImage.status.additional.repository': 'stefanprodan/podinfo',
  'resourceImage.status.additional.tag': '6.9.1',
  'schema.spec.podinfo.message': 'hello from OCM',
  'resourceChart.status.additional.registry': 'ghcr.io',
  'resourceChart.status.additional.repository': 'stefanprodan/charts/podinfo',
  'resourceChart.status.additional.tag': '6.9.1',
};

function substitute(node: unknown): unknown {
  if (typeof node === 'string')
    return node.replace(/\$\{([^}]*)\}/g, (_, expression: string) => {
      const value = VALUES[expression.trim()];
      if (value === undefined) throw new Error(`no value for \${${expression}}`);
      return value;
    });
  if (Array.isArray(node)) return node.map(substitute);
  if (node !== null && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, substitute(v)]));
  return node;
}

/** The OCM example's Argo CD Application, its expressions filled in. */
function ocmApplication(): Record<string, unknown> {
  const file = path.join(corpusDir, 'ocm/open-component-model/kubernetes/controller/examples/helm-configuration-localization/rgd.yaml');
  const [rgd] = readYamlDocuments(file) as { spec: { resources: { id: string; template: unknown }[] } }[];
  const resource = rgd!.spec.resources.find((r) => r.id === 'argocdApplication');
  expect(resource, 'argocdApplication in the OCM example').toBeDefined();
  return substitute(resource!.template) as Record<string, unknown>;
}

const clone = <T>(value: T): T => structuredClone(value);

describe('the Argo CD kinds', () => {
  it('are what `npm run gen:argocd` writes from the corpus', () => {
    execFileSync(process.execPath, ['scripts/generate-argocd-schemas.mjs', '--check'], { cwd: join(import.meta.dirname, '..', '..'), stdio: 'pipe' });
  });

  it('are argoproj.io/v1alpha1 Application, ApplicationSet and AppProject, namespaced', () => {
    expect(Object.keys(ARGOCD_KINDS)).toEqual([ARGOCD_API_VERSION]);
    const byKind = ARGOCD_KINDS[ARGOCD_API_VERSION]!;
    expect(Object.keys(byKind).sort()).toEqual(['AppProject', 'Application', 'ApplicationSet']);
    for (const resolved of Object.values(byKind)) expect(resolved.scope).toBe('Namespaced');
  });

  it('are the corpus CRDs, descriptions aside (x-kubernetes-* and required kept)', () => {
    const strip = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(strip)
        : node !== null && typeof node === 'object'
          ? Object.fromEntries(Object.entries(node).flatMap(([k, v]) => (k === 'description' && typeof v === 'string' ? [] : [[k, strip(v)]])))
          : node;
    const crds = parseCrdSchemas(ARGOCD_CRD_FILES.flatMap((file) => readYamlDocuments(path.join(corpusDir, file))));
    for (const kind of ['Application', 'ApplicationSet', 'AppProject']) {
      expect(schemaOf(kind), kind).toEqual(strip(crds.lookup(ARGOCD_API_VERSION, kind)!.schema));
    }
    const application = JSON.stringify(schemaOf('Application'));
    expect(application).toContain('"x-kubernetes-preserve-unknown-fields":true');
    expect(application).toContain('"x-kubernetes-int-or-string":true');
    expect(application).not.toContain('"description":"');
    expect((schemaOf('Application') as { required?: string[] }).required).toEqual(['metadata', 'spec']);
  });

  it('accept the OCM example Application (expressions filled in) and a plain one', () => {
    expect(pathsOf('Application', ocmApplication())).toEqual([]);
    const plain = {
      apiVersion: ARGOCD_API_VERSION,
      kind: 'Application',
      metadata: { name: 'guestbook', namespace: 'argocd' },
      spec: {
        project: 'default',
        source: { repoURL: 'https://github.com/argoproj/argocd-example-apps.git', targetRevision: 'HEAD', path: 'guestbook' },
        destination: { server: 'https://kubernetes.default.svc', namespace: 'guestbook' },
        syncPolicy: { automated: { prune: true, selfHeal: true }, retry: { limit: 5, backoff: { duration: '5s', factor: 2, maxDuration: '3m' } } },
      },
    };
    expect(pathsOf('Application', plain)).toEqual([]);
  });

  it('refuse an unknown field, a wrong type and a missing required field', () => {
    const unknown = clone(ocmApplication());
    (unknown.spec as Record<string, unknown>).sourceRef = { name: 'nope' };
    expect(pathsOf('Application', unknown)).toEqual(['additionalProperties spec.sourceRef']);

    const wrongType = clone(ocmApplication());
    (wrongType.spec as Record<string, Record<string, Record<string, unknown>>>).syncPolicy!.automated!.prune = 'yes';
    expect(pathsOf('Application', wrongType)).toEqual(['type spec.syncPolicy.automated.prune']);

    const missing = clone(ocmApplication());
    delete (missing.spec as Record<string, unknown>).destination;
    expect(pathsOf('Application', missing)).toEqual(['required spec.destination']);

    // valuesObject preserves unknown fields: anything goes below it.
    const values = clone(ocmApplication());
    (values.spec as { source: { helm: { valuesObject: Record<string, unknown> } } }).source.helm.valuesObject.anything = { nested: [1, 'two'] };
    expect(pathsOf('Application', values)).toEqual([]);
  });

  it('check AppProject and ApplicationSet too', () => {
    const project = {
      apiVersion: ARGOCD_API_VERSION,
      kind: 'AppProject',
      metadata: { name: 'ocm', namespace: 'argocd' },
      spec: { sourceRepos: ['*'], destinations: [{ server: 'https://kubernetes.default.svc', namespace: '*' }] },
    };
    expect(pathsOf('AppProject', project)).toEqual([]);
    expect(pathsOf('AppProject', { ...project, spec: { ...project.spec, sourceRepos: 'all' } })).toEqual(['type spec.sourceRepos']);
    const set = {
      apiVersion: ARGOCD_API_VERSION,
      kind: 'ApplicationSet',
      metadata: { name: 'guestbook', namespace: 'argocd' },
      spec: {
        generators: [{ list: { elements: [{ cluster: 'in-cluster', url: 'https://kubernetes.default.svc' }] } }],
        template: {
          metadata: { name: '{{cluster}}-guestbook' },
          spec: {
            project: 'default',
            source: { repoURL: 'https://github.com/argoproj/argocd-example-apps.git', targetRevision: 'HEAD', path: 'guestbook' },
            destination: { server: '{{url}}', namespace: 'guestbook' },
          },
        },
      },
    };
    expect(pathsOf('ApplicationSet', set)).toEqual([]);
    expect(pathsOf('ApplicationSet', { ...set, spec: { ...set.spec, generator: [] } })).toEqual(['additionalProperties spec.generator']);
  });
});
