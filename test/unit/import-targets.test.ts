/**
 * Where v1 `file` + `path` land: Helm values paths (values files only, subcharts under
 * their key) and kustomize targets read from the manifests; plus the option forms and
 * the default/schema reconciliation.
 */
import { describe, expect, it } from 'vitest';
import { helmValuesPrefix } from '../../src/import/helm-files.js';
import { checkImportOptions, parseComponentSpec, parseReferencePath, toDnsLabel } from '../../src/import/options.js';
import { fitDepth, ManifestIndex, parseManifests, type ManifestReader } from '../../src/import/targets.js';
import { reconcileDefaults } from '../../src/import/defaults.js';

describe('helmValuesPrefix', () => {
  it.each([
    ['values.yaml', []],
    ['./values.yaml', []],
    ['podinfo/values.yaml', []],
    ['values.yml', []],
    ['values-production.yaml', []],
    ['charts/redis/values.yaml', ['redis']],
    ['podinfo/charts/redis/values.yaml', ['redis']],
    ['charts/a/charts/b/values.yaml', ['a', 'b']],
  ])('%s maps under %j', (file, prefix) => {
    expect(helmValuesPrefix(file)).toEqual({ prefix });
  });

  it.each([['templates/deployment.yaml'], ['podinfo/templates/values.yaml'], ['Chart.yaml'], ['values.json'], ['../values.yaml']])(
    '%s is not a values file',
    (file) => {
      expect(helmValuesPrefix(file)).toHaveProperty('error');
    },
  );
});

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop}
spec:
  replicas: 1
  template:
    spec:
      containers: [{name: web, image: nginx}]
`;
const SERVICE = `apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  ports: [{port: 80}]
`;
const CRONJOB = `apiVersion: batch/v1
kind: CronJob
metadata: {name: web}
spec:
  schedule: "* * * * *"
`;

function index(files: Record<string, string>): ManifestIndex {
  const reader: ManifestReader = (file) => (file in files ? { text: files[file]! } : { error: `${file} does not exist` });
  return new ManifestIndex(reader);
}

describe('ManifestIndex.resolve', () => {
  it('a file with one object: that object, whatever the path', () => {
    expect(index({ 'd.yaml': DEPLOYMENT }).resolve('d.yaml', ['metadata', 'labels', 'x'], 'metadata.labels.x')).toEqual({
      target: { kind: 'Deployment', name: 'web' },
    });
  });

  it.each([
    ['spec.replicas', ['spec', 'replicas'], 'Deployment'],
    ['spec.template.spec.containers[0].image', ['spec', 'template', 'spec', 'containers', 0, 'image'], 'Deployment'],
    ['spec.ports[0].port', ['spec', 'ports', 0, 'port'], 'Service'],
    ['spec.schedule', ['spec', 'schedule'], 'CronJob'],
  ])('several objects: %s fits the %s', (text, path, kind) => {
    const manifests = index({ 'all.yaml': [DEPLOYMENT, SERVICE, CRONJOB].join('---\n') });
    expect(manifests.resolve('all.yaml', path, text)).toEqual({ target: { kind, name: 'web' } });
  });

  it('several objects the path fits equally: ambiguous', () => {
    const manifests = index({ 'all.yaml': [DEPLOYMENT, SERVICE].join('---\n') });
    expect(manifests.resolve('all.yaml', ['spec', 'selector'], 'spec.selector')).toMatchObject({
      code: 'import_ambiguous_target',
      message: expect.stringContaining('Deployment/web, Service/web'),
    });
  });

  it('several objects none of which the path fits: ambiguous', () => {
    const manifests = index({ 'all.yaml': [DEPLOYMENT, SERVICE].join('---\n') });
    expect(manifests.resolve('all.yaml', ['data', 'x'], 'data.x')).toMatchObject({
      code: 'import_ambiguous_target',
      message: expect.stringContaining('none of them'),
    });
  });

  it('a List document holds objects too', () => {
    const list = `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata: {name: cfg}\n    data: {a: b}\n`;
    expect(index({ 'l.yaml': list }).resolve('l.yaml', ['data', 'a'], 'data.a')).toEqual({ target: { kind: 'ConfigMap', name: 'cfg' } });
  });

  it('adds the namespace only when another object shares kind and name', () => {
    const other = DEPLOYMENT.replace('namespace: shop', 'namespace: staging');
    const manifests = index({ 'a.yaml': DEPLOYMENT, 'b.yaml': other });
    manifests.load('a.yaml');
    manifests.load('b.yaml');
    expect(manifests.resolve('a.yaml', ['spec', 'replicas'], 'spec.replicas')).toEqual({ target: { kind: 'Deployment', name: 'web', namespace: 'shop' } });
    expect(index({ 'a.yaml': DEPLOYMENT }).resolve('a.yaml', ['spec', 'replicas'], 'spec.replicas')).toEqual({ target: { kind: 'Deployment', name: 'web' } });
  });

  it.each([
    ['a missing file', {}, 'import_manifest_unreadable', 'does not exist'],
    ['a file without objects', { 'd.yaml': 'just: data\n' }, 'import_manifest_unreadable', 'no Kubernetes object'],
    ['a file that is not YAML', { 'd.yaml': 'a: [\n' }, 'import_manifest_unreadable', 'not valid YAML'],
    [
      'the kustomization itself',
      { 'd.yaml': 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nmetadata: {name: k}\nimages: []\n' },
      'import_unmapped_file',
      'kustomization itself',
    ],
  ])('%s', (_, files: Record<string, string>, code, message) => {
    expect(index(files).resolve('d.yaml', ['spec'], 'spec')).toMatchObject({ code, message: expect.stringContaining(message) });
  });
});

describe('fitDepth and parseManifests', () => {
  it('counts existing leading segments', () => {
    const value = { spec: { list: [{ a: 1 }] } };
    expect(fitDepth(value, ['spec', 'list', 0, 'a'])).toBe(4);
    expect(fitDepth(value, ['spec', 'list', 1, 'a'])).toBe(2);
    expect(fitDepth(value, ['status'])).toBe(0);
    expect(fitDepth(value, ['spec', 'list', 'a'])).toBe(2);
  });

  it('skips documents that are not objects', () => {
    expect(parseManifests('f.yaml', `# only a comment\n---\n${SERVICE}---\n- a list\n`)).toMatchObject({ objects: [{ kind: 'Service', name: 'web' }] });
  });
});

describe('options', () => {
  it.each([
    ['acme.org/podinfo@1.0.0', { name: 'acme.org/podinfo', version: '1.0.0' }],
    ['acme.org/podinfo@>=1.0.0 <2', { name: 'acme.org/podinfo', version: '>=1.0.0 <2' }],
    ['acme.org/podinfo', undefined],
    ['@1.0.0', undefined],
    ['acme.org/podinfo@', undefined],
  ])('parseComponentSpec(%j)', (text, expected) => {
    const parsed = parseComponentSpec(text);
    if (expected) expect(parsed).toEqual(expected);
    else expect(parsed).toHaveProperty('error');
  });

  it('parseReferencePath', () => {
    expect(parseReferencePath('backend')).toEqual(['backend']);
    expect(parseReferencePath('platform/backend/')).toEqual(['platform', 'backend']);
  });

  it.each([
    ['Podinfo', 'podinfo'],
    ['ocm-config-pipeline-backend', 'ocm-config-pipeline-backend'],
    ['My_Config.v2', 'my-config-v2'],
    ['1-first', 'first'],
    ['x'.repeat(70), 'x'.repeat(63)],
    ['---', undefined],
    ['123', undefined],
  ])('toDnsLabel(%j) = %j', (text, label) => {
    expect(toDnsLabel(text)).toBe(label);
  });

  it('checkImportOptions names every bad option', () => {
    const good = {
      component: { name: 'acme.org/podinfo', version: '1.0.0' },
      repository: 'ghcr.io/acme/ocm',
      deploy: { kind: 'helm', resource: 'chart' },
    } as const;
    expect(checkImportOptions(good)).toEqual([]);
    const problems = checkImportOptions({
      component: { name: 'podinfo', version: '' },
      repository: 'ghcr.io/a b',
      deploy: { kind: 'kustomize', resource: 'My_Res' },
      name: 'Bad_Name',
    });
    expect(problems).toHaveLength(5);
  });
});

describe('reconcileDefaults', () => {
  const schema = {
    type: 'object',
    properties: {
      s: { type: 'string' },
      i: { type: 'integer' },
      n: { type: 'number' },
      b: { type: 'boolean' },
      o: { type: 'object', properties: { s: { type: 'string' } } },
      a: { type: 'array' },
      free: {},
    },
  };

  it('keeps matching defaults, converts lossless mismatches, drops the rest', () => {
    const reported: string[] = [];
    const dropped: string[] = [];
    const out = reconcileDefaults(
      { s: 1, i: '3', n: '1.5', b: 'true', o: { s: false }, a: 'x', free: [1], extra: 'kept' },
      schema,
      (code, path) => reported.push(`${code}@${path.join('.')}`),
      dropped,
    );
    expect(out).toEqual({ s: '1', i: 3, n: 1.5, b: true, o: { s: 'false' }, free: [1], extra: 'kept' });
    expect(reported).toEqual([
      'import_default_mismatch@configuration.defaults.s',
      'import_default_mismatch@configuration.defaults.i',
      'import_default_mismatch@configuration.defaults.n',
      'import_default_mismatch@configuration.defaults.b',
      'import_default_mismatch@configuration.defaults.o.s',
      'import_default_mismatch@configuration.defaults.a',
    ]);
    expect(dropped).toHaveLength(6);
  });

  it('refuses lossy conversions', () => {
    const reported: string[] = [];
    const out = reconcileDefaults({ i: 1.5, b: 'yes' }, schema, (code) => reported.push(code), []);
    expect(out).toEqual({});
    expect(reported).toHaveLength(2);
  });
});
