/**
 * `importV1ConfigData` on small v1 documents: what is not a v1 ConfigData (exit 1),
 * broken v1 shapes, every "cannot translate" diagnostic with its position, and the
 * translations themselves (Helm paths, kustomize targets, resource references).
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into the translated ConfigData; `unknown` would need a cast at every step.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/compile.js';
import { importV1ConfigData, type ImportOptions } from '../../src/import/index.js';

const BASE = {
  file: 'config.yaml',
  component: { name: 'acme.org/podinfo', version: '1.0.0' },
  repository: 'ghcr.io/acme/ocm',
} as const;

const HEAD = 'apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\nmetadata:\n  name: podinfo\n';

function helm(source: string, extra: Partial<ImportOptions> = {}) {
  return importV1ConfigData({ ...BASE, source, deploy: { kind: 'helm', resource: 'chart' }, ...extra });
}

function kustomize(source: string, extra: Partial<ImportOptions> = {}) {
  return importV1ConfigData({ ...BASE, source, deploy: { kind: 'kustomize', resource: 'manifests' }, ...extra });
}

const codes = (result: ReturnType<typeof helm>) => result.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`);
const body = (result: ReturnType<typeof helm>) => parse(result.configData!) as Record<string, any>;

describe('not a v1 ConfigData: exit 1, nothing written', () => {
  it.each([
    ['an rgdc ConfigData', 'apiVersion: rgdc/v1alpha1\nkind: ConfigData\n', 'import_not_v1_configdata@1:13'],
    ['another kind', 'apiVersion: config.ocm.software/v1alpha1\nkind: Localization\n', 'import_not_v1_configdata@2:7'],
    ['no kind', 'apiVersion: config.ocm.software/v1alpha1\n', 'import_not_v1_configdata@1:1'],
    ['a list', '- a\n', 'import_not_v1_configdata@1:1'],
    ['an empty file', '', 'yaml_empty@1:1'],
    ['two documents', `${HEAD}---\n${HEAD}`, 'yaml_multiple_documents@6:1'],
    ['broken YAML', 'kind: [\n', 'yaml_syntax@2:1'],
  ])('%s', (_, source, expected) => {
    const result = helm(source);
    expect(result.ok).toBe(false);
    expect(result.configData).toBeUndefined();
    expect(codes(result)).toContain(expected);
  });

  it('an rgdc ConfigData gets a hint to compile it', () => {
    expect(helm('apiVersion: rgdc/v1alpha1\nkind: ConfigData\n').diagnostics[0]!.hint).toContain('rgdc compile');
  });
});

describe('broken v1 shapes are errors at their position', () => {
  it.each([
    ['rules not a list', 'configuration:\n  rules: {}\n', 'configuration.rules'],
    ['a rule without file', 'configuration:\n  rules:\n    - value: 1\n      path: a\n', 'configuration.rules[0]'],
    ['a rule without value', 'configuration:\n  rules:\n    - file: values.yaml\n      path: a\n', 'configuration.rules[0]'],
    ['a numeric path', 'configuration:\n  rules:\n    - value: 1\n      file: values.yaml\n      path: 3\n', 'configuration.rules[0].path'],
    ['defaults not a map', 'configuration:\n  defaults: [1]\n', 'configuration.defaults'],
    ['localization without resource', 'localization:\n  - file: values.yaml\n    image: image\n', 'localization[0]'],
    ['localization writing nothing', 'localization:\n  - resource: {name: image}\n    file: values.yaml\n', 'localization[0]'],
    [
      'extraIdentity not strings',
      'localization:\n  - resource: {name: image, extraIdentity: {a: [1]}}\n    file: values.yaml\n    image: image\n',
      'localization[0].resource.extraIdentity',
    ],
    [
      'labels not strings',
      'configuration: {}\n',
      'metadata.labels',
      'apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\nmetadata:\n  labels: {a: [1]}\n',
    ],
  ])('%s', (_, rest, path, head = HEAD) => {
    const result = helm(head + rest);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.path}`)).toEqual([`import_invalid_field@${path}`]);
  });
});

describe('what cannot be translated is reported and left out, never silently', () => {
  it('unknown fields and ObjectMeta fields', () => {
    const result = helm(
      `${HEAD}  namespace: x\n  uid: y\nextra: 1\nconfiguration:\n  rules:\n    - value: 1\n      file: values.yaml\n      path: a\n      comment: hi\n`,
    );
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.code}@${d.path}`)).toEqual([
      'import_dropped_field@metadata.namespace',
      'import_dropped_field@metadata.uid',
      'import_dropped_field@extra',
      'import_dropped_field@configuration.rules[0].comment',
    ]);
  });

  it('spiff expressions: the diagnostic points at the value and names the operator', () => {
    const result = helm(
      `${HEAD}configuration:\n  defaults: {a: 1}\n  rules:\n    - value: (( a * 2 ))\n      file: values.yaml\n      path: a\n    - value: (( a ))\n      file: values.yaml\n      path: b\n`,
    );
    expect(result.ok).toBe(true);
    const [d] = result.diagnostics;
    expect(d).toMatchObject({ code: 'import_untranslatable_expression', severity: 'warning', line: 8, column: 14, path: 'configuration.rules[0].value' });
    expect(d!.message).toContain('spiff operators');
    expect(d!.hint).toBeTruthy();
    expect(body(result).configuration.rules).toEqual([{ value: '(( a ))', path: 'b' }]);
    expect(result.configData).toContain('#     configuration.rules[0]: spiff expression');
  });

  it('a spiff expression nested in a map value points at the leaf', () => {
    const result = helm(
      `${HEAD}configuration:\n  rules:\n    - value:\n        name: x\n        value: (( join(",", a) ))\n      file: values.yaml\n      path: env[0]\n`,
    );
    expect(result.diagnostics.map((d) => `${d.code}@${d.path}`)).toEqual(['import_untranslatable_expression@configuration.rules[0].value.value']);
  });

  it('paths rgdc cannot read', () => {
    const result = helm(`${HEAD}configuration:\n  rules:\n    - value: x\n      file: values.yaml\n      path: containers[name=app].image\n`);
    expect(result.diagnostics.map((d) => `${d.code}@${d.path}`)).toEqual(['import_untranslatable_path@configuration.rules[0].path']);
    expect(body(result).configuration).toBeUndefined();
  });

  it('Helm: a template file is unmapped, a CUE mapping untranslatable', () => {
    const result = helm(
      `${HEAD}configuration:\n  rules:\n    - value: x\n      file: templates/cm.yaml\n      path: data.a\nlocalization:\n  - file: values.yaml\n    mapping: {path: a, transform: 'out: 1'}\n`,
    );
    expect(result.diagnostics.map((d) => `${d.code}@${d.path}`)).toEqual([
      'import_unmapped_file@configuration.rules[0].file',
      'import_untranslatable_mapping@localization[0].mapping',
    ]);
  });

  it('kustomize without --source: one import_needs_source per rule, with the hint', () => {
    const result = kustomize(`${HEAD}localization:\n  - resource: {name: image}\n    file: deploy.yaml\n    repository: a.b\n    tag: a.c\n`);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'import_needs_source', path: 'localization[0].file', hint: expect.stringContaining('--source DIR') });
  });
});

describe('translations', () => {
  it('Helm: values paths (subchart values under the subchart key), resource references with identity and reference path', () => {
    const result = helm(
      `${HEAD}localization:\n  - resource: {name: image, extraIdentity: {os: linux, arch: amd64}}\n    file: chart/charts/redis/values.yaml\n    image: image.ref\n    tag: image.tag\n`,
      { referencePath: ['backend'] },
    );
    expect(result.diagnostics).toEqual([]);
    expect(body(result).deploy).toEqual({ helm: { chart: { name: 'chart', referencePath: [{ name: 'backend' }] } } });
    expect(body(result).localization).toEqual([
      {
        resource: { name: 'image', extraIdentity: { arch: 'amd64', os: 'linux' }, referencePath: [{ name: 'backend' }] },
        image: 'redis.image.ref',
        tag: 'redis.image.tag',
      },
    ]);
  });

  it('kustomize with --source: targets read from the manifests; localization parts on different objects split', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-import-'));
    mkdirSync(join(dir, 'm'));
    writeFileSync(
      join(dir, 'm/all.yaml'),
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    spec:\n      containers: [{name: web, image: x}]\n---\napiVersion: batch/v1\nkind: CronJob\nmetadata: {name: job}\nspec:\n  jobTemplate: {spec: {image: y}}\n',
    );
    const result = kustomize(
      `${HEAD}configuration:\n  defaults: {r: 2}\n  schema: {type: object, properties: {r: {type: integer}}}\n  rules:\n    - value: (( r ))\n      file: m/all.yaml\n      path: spec.template.spec.containers[0].env[0].value\nlocalization:\n  - resource: {name: image}\n    file: m/all.yaml\n    image: spec.template.spec.containers[0].image\n    tag: spec.jobTemplate.spec.image\n`,
      { sourceDir: dir, sourceDirLabel: 'manifests' },
    );
    expect(result.diagnostics).toEqual([]);
    expect(body(result).configuration.rules).toEqual([
      { value: '(( r ))', path: 'spec.template.spec.containers[0].env[0].value', target: { kind: 'Deployment', name: 'web' } },
    ]);
    expect(body(result).localization).toEqual([
      { resource: 'image', target: { kind: 'Deployment', name: 'web' }, image: 'spec.template.spec.containers[0].image' },
      { resource: 'image', target: { kind: 'CronJob', name: 'job' }, tag: 'spec.jobTemplate.spec.image' },
    ]);
    expect(result.configData).toContain('read from the manifests in manifests.');
    expect(compile({ file: 'x.yaml', source: result.configData! }).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('kustomize with --source: missing files, paths outside the directory and ambiguous objects are reported', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-import-'));
    writeFileSync(
      join(dir, 'two.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {x: "1"}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\ndata: {x: "2"}\n',
    );
    const rule = (file: string, path: string) => `    - value: v\n      file: ${file}\n      path: ${path}\n`;
    const result = kustomize(`${HEAD}configuration:\n  rules:\n${rule('missing.yaml', 'a')}${rule('../etc/passwd', 'a')}${rule('two.yaml', 'data.x')}`, {
      sourceDir: dir,
    });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.code}@${d.path}`)).toEqual([
      'import_manifest_unreadable@configuration.rules[0].file',
      'import_manifest_unreadable@configuration.rules[1].file',
      'import_ambiguous_target@configuration.rules[2].path',
    ]);
    expect(result.diagnostics[1]!.message).toContain('outside the source directory');
  });

  it('metadata.name: converted to a DNS label, or named after the component, or --name', () => {
    expect(body(helm(HEAD.replace('podinfo', 'Pod_Info'))).metadata.name).toBe('pod-info');
    const unnamed = helm('apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\n');
    expect(body(unnamed).metadata.name).toBe('podinfo');
    expect(unnamed.diagnostics.map((d) => `${d.code}:${d.severity}`)).toEqual(['import_name_changed:info']);
    expect(body(helm(HEAD, { name: 'other' })).metadata.name).toBe('other');
  });

  it('the output starts with the schema line and keeps the schema key order', () => {
    const text = helm(
      `${HEAD}  labels: {env: test}\nlocalization:\n  - resource: {name: image}\n    file: values.yaml\n    tag: t\n    image: i\nconfiguration:\n  rules:\n    - path: p\n      file: values.yaml\n      value: v\n  schema: {type: object}\n  defaults: {}\n`,
    ).configData!;
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=https://rgdc.dev/schemas/configdata.v1alpha1.schema.json');
    const keys = text
      .split('\n')
      .filter((l) => /^[a-z]/.test(l))
      .map((l) => l.split(':')[0]);
    expect(keys).toEqual(['apiVersion', 'kind', 'metadata', 'component', 'deploy', 'configuration', 'localization']);
    expect(text).toMatch(/configuration:\n {2}defaults: \{\}\n {2}schema:\n {4}type: object\n {2}rules:\n {4}- value: v\n {6}path: p\n/);
    expect(text).toMatch(/localization:\n {2}- resource: image\n {4}image: i\n {4}tag: t\n/);
  });
});

describe('bad options are errors, not output', () => {
  it('invalid component, repository, resource or name', () => {
    const result = importV1ConfigData({ ...BASE, component: { name: 'podinfo', version: '1' }, source: HEAD, deploy: { kind: 'helm', resource: 'chart' } });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['import_invalid_option']);
  });

  it('a source directory with Helm, and one that does not exist', () => {
    expect(helm(HEAD, { sourceDir: '.' }).diagnostics.map((d) => d.code)).toEqual(['import_invalid_option']);
    expect(kustomize(HEAD, { sourceDir: '/nonexistent/rgdc' }).diagnostics.map((d) => d.code)).toEqual(['io_read_failed']);
  });

  it('a v1 resource name rgdc does not allow fails the output check', () => {
    const result = helm(`${HEAD}localization:\n  - resource: {name: My_Image}\n    file: values.yaml\n    image: i\n`);
    expect(result.ok).toBe(false);
    expect(result.configData).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toContain('import_invalid_output');
  });
});
