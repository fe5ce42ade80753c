import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { CrdSchema } from '../../src/kube/crd.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { createTemplateValidator, type TemplateIssue } from '../../src/kube/openapi-validator.js';
import { CORPUS_CRD_FILES, loadCorpusCrds } from '../support/corpus.js';
import { KRO_V0_10_SCANNER, KRO_V0_9_SCANNER } from '../../src/template/scanner.js';

const crds = loadCorpusCrds();
const validator = createTemplateValidator();

function crdFor(document: Record<string, unknown>): CrdSchema {
  const crd = crds.lookup(String(document.apiVersion), String(document.kind));
  if (!crd) throw new Error(`no CRD for ${String(document.apiVersion)} ${String(document.kind)}`);
  return crd;
}

/** Validates a YAML document against the corpus CRD of its apiVersion/kind. */
function check(yamlText: string): TemplateIssue[] {
  const document = parse(yamlText) as Record<string, unknown>;
  return validator.validate(crdFor(document).schema, document);
}

const ociRepository = (spec: string): string => `
apiVersion: source.toolkit.fluxcd.io/v1
kind: OCIRepository
metadata:
  name: chart
  namespace: "\${schema.metadata.namespace}"
spec:
${spec}`;

const VALID_OCI_SPEC = `
  interval: 10m
  url: oci://ghcr.io/example/charts/podinfo
  ref:
    tag: 6.7.0
  layerSelector:
    mediaType: application/vnd.cncf.helm.chart.content.v1.tar+gzip
    operation: copy`;

interface Case {
  name: string;
  yaml: string;
  /** Expected `[path, keyword]` of every issue, in any order; empty means valid. */
  issues: [(string | number)[], string][];
}

const cases: Case[] = [
  { name: 'valid OCIRepository v1', yaml: ociRepository(VALID_OCI_SPEC), issues: [] },
  {
    name: 'unknown field spec.bogus',
    yaml: ociRepository(`${VALID_OCI_SPEC}\n  bogus: true`),
    issues: [[['spec', 'bogus'], 'additionalProperties']],
  },
  {
    name: 'interval of the wrong type',
    yaml: ociRepository('  interval: 5\n  url: oci://ghcr.io/example/app'),
    issues: [[['spec', 'interval'], 'type']],
  },
  {
    name: 'interval from a CEL expression',
    yaml: ociRepository('  interval: "${schema.spec.interval}"\n  url: oci://ghcr.io/example/app'),
    issues: [],
  },
  {
    name: 'ref.digest from another resource status',
    yaml: ociRepository('  interval: 1m\n  url: oci://ghcr.io/example/app\n  ref:\n    digest: "${x.status.digest}"'),
    issues: [],
  },
  {
    name: 'url built from CEL pieces (pattern ^oci://.*$ unknowable)',
    yaml: ociRepository('  interval: 1m\n  url: "${chartResource.status.additional.oci.registry}/${chartResource.status.additional.oci.repository}"'),
    issues: [],
  },
  {
    name: 'oci:// url mixed with CEL',
    yaml: ociRepository('  interval: 1m\n  url: "oci://${chartResource.status.additional.oci.registry}/${chartResource.status.additional.oci.repository}"'),
    issues: [],
  },
  {
    name: 'literal url breaking the pattern',
    yaml: ociRepository('  interval: 1m\n  url: https://ghcr.io/example/app'),
    issues: [[['spec', 'url'], 'pattern']],
  },
  {
    name: 'missing required spec.url',
    yaml: ociRepository('  interval: 1m'),
    issues: [[['spec', 'url'], 'required']],
  },
  {
    name: 'enum violated by a literal',
    yaml: ociRepository('  interval: 1m\n  url: oci://ghcr.io/a/b\n  provider: ibm'),
    issues: [[['spec', 'provider'], 'enum']],
  },
  {
    name: 'enum decided by CEL',
    yaml: ociRepository('  interval: 1m\n  url: oci://ghcr.io/a/b\n  provider: "${schema.spec.provider}"'),
    issues: [],
  },
  {
    name: 'HelmRelease values with arbitrary keys (preserve-unknown)',
    yaml: `
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: app }
spec:
  interval: 5m
  chartRef: { kind: OCIRepository, name: chart }
  values:
    anything: { goes: [1, "two", { three: true }] }
    replicaCount: "\${schema.spec.replicas}"`,
    issues: [],
  },
  {
    name: 'HelmRelease integer from a standalone expression',
    yaml: `
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: app }
spec: { interval: 5m, maxHistory: "\${schema.spec.maxHistory}" }`,
    issues: [],
  },
  {
    // Text around an expression makes kro produce a string, which an integer field rejects.
    name: 'HelmRelease integer from a string template',
    yaml: `
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: app }
spec: { interval: 5m, maxHistory: "n-\${schema.spec.maxHistory}" }`,
    issues: [[['spec', 'maxHistory'], 'type']],
  },
  {
    name: 'Kustomization prune from CEL',
    yaml: `
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: { name: app }
spec:
  interval: 10m
  prune: "\${schema.spec.prune}"
  sourceRef: { kind: OCIRepository, name: manifests }`,
    issues: [],
  },
  {
    name: 'OCM Resource with additionalStatusFields',
    yaml: `
apiVersion: delivery.ocm.software/v1alpha1
kind: Resource
metadata: { name: chart }
spec:
  componentRef: { name: "\${component.metadata.name}" }
  resource: { byReference: { resource: { name: chart } } }
  additionalStatusFields:
    oci: resource.access.toOCI()
  ocmConfig:
    - { kind: Repository, apiVersion: delivery.ocm.software/v1alpha1, name: repo }`,
    issues: [],
  },
  {
    name: 'kro RGD with free-form spec.schema.spec (scope defaulted)',
    yaml: `
apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata: { name: podinfo }
spec:
  schema:
    apiVersion: v1alpha1
    kind: Podinfo
    spec:
      replicas: integer | default=1
      nested: { message: string }
    status:
      url: \${release.status.url}
  resources:
    - id: release
      readyWhen: ["\${release.status.conditions.exists(c, c.type == 'Ready')}"]
      template: { apiVersion: v1, kind: ConfigMap, data: { anything: goes } }`,
    issues: [],
  },
  {
    name: 'kro RGD with spec.bogus',
    yaml: `
apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata: { name: podinfo }
spec:
  schema: { apiVersion: v1alpha1, kind: Podinfo }
  bogus: 1`,
    issues: [[['spec', 'bogus'], 'additionalProperties']],
  },
  {
    name: 'kro RGD resource without id',
    yaml: `
apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata: { name: podinfo }
spec:
  schema: { apiVersion: v1alpha1, kind: Podinfo }
  resources: [{ template: {} }, { id: ok, template: {} }]`,
    issues: [[['spec', 'resources', 0, 'id'], 'required']],
  },
];

describe('createTemplateValidator against corpus CRDs', () => {
  it.each(cases)('$name', ({ yaml, issues }) => {
    const actual = check(yaml).map((issue) => [issue.path, issue.keyword]);
    expect(actual).toEqual(expect.arrayContaining(issues));
    expect(actual).toHaveLength(issues.length);
  });

  it('names the unknown field in the message', () => {
    expect(check(ociRepository(`${VALID_OCI_SPEC}\n  bogus: true`))).toEqual([
      { path: ['spec', 'bogus'], keyword: 'additionalProperties', message: 'unknown field "bogus"' },
    ]);
  });

  it('loads every served version of the corpus CRDs', () => {
    expect(CORPUS_CRD_FILES).toHaveLength(11);
    expect([...crds.schemas.keys()].sort()).toEqual([
      'argoproj.io/v1alpha1/AppProject',
      'argoproj.io/v1alpha1/Application',
      'argoproj.io/v1alpha1/ApplicationSet',
      'delivery.ocm.software/v1alpha1/Component',
      'delivery.ocm.software/v1alpha1/Deployer',
      'delivery.ocm.software/v1alpha1/Repository',
      'delivery.ocm.software/v1alpha1/Resource',
      'helm.toolkit.fluxcd.io/v2/HelmRelease',
      'kro.run/v1alpha1/ResourceGraphDefinition',
      'kustomize.toolkit.fluxcd.io/v1/Kustomization',
      'source.toolkit.fluxcd.io/v1/OCIRepository',
    ]);
    expect(crds.lookup('source.toolkit.fluxcd.io/v1', 'OCIRepository')).toMatchObject({
      group: 'source.toolkit.fluxcd.io',
      version: 'v1',
      kind: 'OCIRepository',
      scope: 'Namespaced',
    });
  });

  it('has no schema for an unknown kind', () => {
    expect(crds.lookup('source.toolkit.fluxcd.io/v1', 'GitRepository')).toBeUndefined();
    expect(crds.lookup('source.toolkit.fluxcd.io/v1beta2', 'OCIRepository')).toBeUndefined();
    expect(crds.lookup('v1', 'ConfigMap')).toBeUndefined();
  });

  it('compiles every corpus schema', () => {
    for (const crd of crds.schemas.values()) expect(() => validator.validate(crd.schema, {})).not.toThrow();
  });
});

describe('createTemplateValidator schema handling', () => {
  it('does not modify the schema it is given', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const before = structuredClone(schema);
    createTemplateValidator().validate(schema, { b: 1 });
    expect(schema).toEqual(before);
  });

  it('treats x-kubernetes-int-or-string as integer or string', () => {
    const schema = { type: 'object', properties: { port: { 'x-kubernetes-int-or-string': true } } };
    const v = createTemplateValidator();
    expect(v.validate(schema, { port: 80 })).toEqual([]);
    expect(v.validate(schema, { port: 'http' })).toEqual([]);
    expect(v.validate(schema, { port: '${schema.spec.port}' })).toEqual([]);
    expect(v.validate(schema, { port: true }).map((issue) => issue.path)).toContainEqual(['port']);
  });

  it('drops a junctor error whose failing branch only fails on an expression', () => {
    const schema = {
      type: 'object',
      properties: { mode: { type: 'string' }, size: { type: 'integer' } },
      anyOf: [{ properties: { mode: { enum: ['fast'] } } }, { required: ['size'] }],
    };
    const v = createTemplateValidator();
    expect(v.validate(schema, { mode: '${schema.spec.mode}' })).toEqual([]);
    expect(v.validate(schema, { mode: 'slow' }).map((issue) => issue.keyword)).toContain('anyOf');
  });

  it('keeps checking declared fields below a preserve-unknown node', () => {
    const schema = {
      type: 'object',
      properties: {
        open: {
          type: 'object',
          'x-kubernetes-preserve-unknown-fields': true,
          properties: { closed: { type: 'object', properties: { a: { type: 'string' } } } },
        },
      },
    };
    const issues = createTemplateValidator().validate(schema, { open: { free: { x: 1 }, closed: { b: 1 } } });
    expect(issues.map((issue) => issue.path)).toEqual([['open', 'closed', 'b']]);
  });

  it('reports paths through arrays with numeric indexes', () => {
    const schema = {
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } } },
    };
    const issues = createTemplateValidator().validate(schema, { items: [{ n: 1 }, { n: 'x' }] });
    expect(issues).toEqual([{ path: ['items', 1, 'n'], keyword: 'type', message: 'must be integer' }]);
  });

  it('ignores formats and patterns it cannot check like the API server does', () => {
    const schema = {
      type: 'object',
      properties: {
        count: { type: 'integer', format: 'int64' },
        name: { type: 'string', pattern: '(?i)^abc$' },
        at: { type: 'string', format: 'date-time' },
      },
    };
    const v = createTemplateValidator();
    expect(v.validate(schema, { count: 1, name: 'ABC', at: '2024-01-01T00:00:00Z' })).toEqual([]);
    expect(v.validate(schema, { at: 'yesterday' }).map((issue) => issue.keyword)).toEqual(['format']);
  });

  it('reads only the schema nodes the template reaches (a Deployment without its PodSpec)', () => {
    const read = new Set<string>();
    const proxies = new WeakMap<object, object>();
    const track = (node: object, at: string): object => {
      const known = proxies.get(node);
      if (known) return known;
      const proxy = new Proxy(node, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof key !== 'string' || typeof value !== 'object' || value === null) return value;
          read.add(`${at}/${key}`);
          return track(value, `${at}/${key}`);
        },
      });
      proxies.set(node, proxy);
      return proxy;
    };
    const deployment = builtinSchemas().lookup('apps/v1', 'Deployment')!.schema;
    const template = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'two' } };
    const issues = createTemplateValidator().validate(track(deployment, ''), template);
    expect(issues.map((issue) => [issue.path, issue.keyword])).toEqual([
      [['spec', 'selector'], 'required'],
      [['spec', 'template'], 'required'],
      [['spec', 'replicas'], 'type'],
    ]);
    expect(read).toContain('/properties/spec/properties/replicas');
    expect([...read].filter((path) => path.startsWith('/properties/spec/properties/template/'))).toEqual([]);
    expect([...read].filter((path) => path.startsWith('/properties/status/'))).toEqual([]);
  });
});

describe('what holds an expression follows the kro release (scanner rules)', () => {
  const schema = { type: 'object', properties: { replicas: { type: 'integer' } } };
  // kro v0.10 reads `'}'` as a CEL string, so the whole value is one standalone expression
  // (any type); up to v0.9 the `}` inside the quotes ends it, leaving a template string.
  const value = { replicas: "${schema.spec.name == '}' ? 1 : 2}" };

  it('kro v0.9 (the default): a template string in an integer field is a type error', () => {
    expect(validator.validate(schema, value).map((issue) => issue.keyword)).toEqual(['type']);
    expect(validator.validate(schema, value, KRO_V0_9_SCANNER).map((issue) => issue.keyword)).toEqual(['type']);
  });

  it('kro v0.10: a standalone expression may be an integer', () => {
    expect(validator.validate(schema, value, KRO_V0_10_SCANNER)).toEqual([]);
  });
});
