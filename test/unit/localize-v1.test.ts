/**
 * `localize` with an OCM v1 ConfigData (`config.ocm.software/v1alpha1`), as ocm-controller's
 * Localization and Configuration applied it to the kustomize manifests of a resource: rules
 * chosen by their `file:`, images from `--image` or a component descriptor, configuration
 * values evaluated as spiff did. The ConfigData and manifests are ocm-controller's own e2e
 * data (../shared/corpus/ocm/ocm-controller, see its SOURCE.md); each case asserts the
 * whole answer: ok, every change (exactly, with no stray keys) and every diagnostic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize, type LocalizeOptions } from '../../src/index.js';
import type { SourceFile } from '../../src/localize/types.js';
import { REPO_ROOT } from '../support/fixtures.js';

const PODINFO = '../shared/corpus/ocm/ocm-controller/e2e/testdata/testOCMController/podinfo';
const read = (path: string): SourceFile => ({ file: path, source: readFileSync(join(REPO_ROOT, path), 'utf8') });

const BACKEND = read(`${PODINFO}/backend/config.yaml`);
const BACKEND_DEPLOY = read(`${PODINFO}/backend/manifests/deploy.yaml`).source;
const REDIS = read(`${PODINFO}/redis/config.yaml`);
const REDIS_DEPLOY = read(`${PODINFO}/redis/manifests/deploy.yaml`).source;
const IMAGE_PATH = 'spec.template.spec.containers[0].image';
/** Where the backend ConfigData's one localization rule names its resource (`resource:` of `localization[0]`). */
const BACKEND_RESOURCE = `${PODINFO}/backend/config.yaml 34:5 localization[0].resource`;

/** The podinfo component as `ocm get cv -o yaml` prints its v2 descriptor: the `image` resource the backend localizes. */
const podinfoComponent = (imageReference: string, resourceName = 'image'): SourceFile => ({
  file: 'component.yaml',
  source: `meta:
  schemaVersion: v2
component:
  name: component.name.pipeline/podinfo
  version: 1.0.0
  provider: ocm.software
  repositoryContexts: []
  componentReferences: []
  resources:
    - name: ${resourceName}
      version: 6.9.1
      type: ociImage
      relation: external
      access:
        type: ociArtifact
        imageReference: ${imageReference}
`,
});

function run(options: LocalizeOptions) {
  const result = localize(options);
  return {
    ok: result.ok,
    changes: result.changes,
    diagnostics: result.diagnostics.map((d) => ({
      at: `${d.file} ${d.line}:${d.column} ${d.path}`,
      code: d.code,
      severity: d.severity,
      message: d.message,
      hint: d.hint,
    })),
  };
}

/** The change localization[0] of the backend makes to its Deployment's image. */
const imageChange = (from: string, to: string) => ({
  path: IMAGE_PATH,
  old: from,
  new: to,
  existed: true,
  rule: 'localization[0]',
  object: 'Deployment/backend',
  document: 0,
});

describe('which file a v1 rule is for', () => {
  it("takes a path above the working directory (`../manifests/deploy.yaml`) as the rules' `manifests/deploy.yaml`", () => {
    const result = run({
      input: { file: '../manifests/deploy.yaml', source: BACKEND_DEPLOY },
      configData: BACKEND,
      images: { image: 'ghcr.io/stefanprodan/podinfo:6.9.1' },
    });
    // spec.replicas is 1 already (the default); only the image changes.
    expect(result).toStrictEqual({
      ok: true,
      changes: [imageChange('ghcr.io/stefanprodan/podinfo:6.2.3', 'ghcr.io/stefanprodan/podinfo:6.9.1')],
      diagnostics: [],
    });
  });

  it('says a ConfigData without rules has none, with no file name to suggest', () => {
    const configData = {
      file: 'config.yaml',
      source:
        'apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\nmetadata:\n  name: ocm-config-pipeline-redis\nconfiguration:\n  defaults:\n    replicas: 1\n',
    };
    expect(run({ input: { file: 'manifests/deploy.yaml', source: REDIS_DEPLOY }, configData })).toStrictEqual({
      ok: true,
      changes: [],
      diagnostics: [
        {
          at: 'manifests/deploy.yaml 1:1 ',
          code: 'localize_no_rule_for_file',
          severity: 'warning',
          message: 'the v1 ConfigData has no rules; the file is unchanged',
          // The catalogue's general hint, not "for example --file-path <a file the rules name>".
          hint: 'When the file on disk has another name than inside the resource, say which it is with `--file-path NAME`.',
        },
      ],
    });
  });
});

describe('the image of a localization rule', () => {
  const input = { file: 'manifests/deploy.yaml', source: BACKEND_DEPLOY };

  it('is read from the component descriptor when no --image is given', () => {
    expect(run({ input, configData: BACKEND, component: podinfoComponent('ghcr.io/stefanprodan/podinfo:6.9.1') })).toStrictEqual({
      ok: true,
      changes: [imageChange('ghcr.io/stefanprodan/podinfo:6.2.3', 'ghcr.io/stefanprodan/podinfo:6.9.1')],
      diagnostics: [],
    });
  });

  it('comes from --image over the component descriptor', () => {
    expect(
      run({
        input,
        configData: BACKEND,
        component: podinfoComponent('ghcr.io/stefanprodan/podinfo:6.9.1'),
        images: { image: 'ghcr.io/stefanprodan/podinfo:6.5.0' },
      }),
    ).toStrictEqual({
      ok: true,
      changes: [imageChange('ghcr.io/stefanprodan/podinfo:6.2.3', 'ghcr.io/stefanprodan/podinfo:6.5.0')],
      diagnostics: [],
    });
  });

  it("is the resource with the rule's extraIdentity, not the one with the same name and none", () => {
    // component-v2-nested lists `image` twice: without extra identity, and with architecture: arm64.
    const configData = {
      file: 'config.yaml',
      source: BACKEND.source.replace('    name: image\n', '    name: image\n    extraIdentity:\n      architecture: arm64\n'),
    };
    expect(run({ input, configData, component: read('test/fixtures/localize/component-v2-nested/component.yaml') })).toStrictEqual({
      ok: true,
      changes: [imageChange('ghcr.io/stefanprodan/podinfo:6.2.3', 'ghcr.io/acme/frontend:1.0.0-arm64')],
      diagnostics: [],
    });
  });

  it('is missing once, at the component, when the descriptor has no such resource', () => {
    expect(run({ input, configData: BACKEND, component: podinfoComponent('ghcr.io/stefanprodan/podinfo:6.9.1', 'podinfo') })).toStrictEqual({
      ok: true,
      changes: [],
      diagnostics: [
        {
          at: 'component.yaml 10:5 component.resources',
          code: 'localize_missing_image',
          severity: 'warning',
          message: 'localization[0]: component `component.name.pipeline/podinfo` has no resource `image`',
          hint: 'Pass `--image RESOURCE=REF`, or `--component FILE` with a descriptor that lists the resource with `access.imageReference`.',
        },
      ],
    });
  });

  it('is missing, with what to pass, when neither --image nor a component is given', () => {
    expect(run({ input, configData: BACKEND })).toStrictEqual({
      ok: true,
      changes: [],
      diagnostics: [
        {
          at: BACKEND_RESOURCE,
          code: 'localize_missing_image',
          severity: 'warning',
          message: 'localization[0] needs the image of OCM resource `image`, and none was given; its targets are left as they are',
          hint: 'Pass --image image=REF, or --component FILE with the component descriptor.',
        },
      ],
    });
  });

  // A repository path must be lowercase (distribution's reference grammar; go-containerregistry's
  // name.ParseReference, which ocm-controller used, refuses it too).
  const WHY = 'repository `StefanProdan/podinfo` must be 2 to 255 characters of lowercase letters, digits, `_`, `-`, `.` and `/`';
  const HINT = 'Write the reference as `registry/repository:tag` or `registry/repository@sha256:<64 hex>`.';

  it("that does not parse is an error at the rule's resource when it came from the component", () => {
    expect(run({ input, configData: BACKEND, component: podinfoComponent('ghcr.io/StefanProdan/podinfo:6.9.1') })).toStrictEqual({
      ok: false,
      changes: [],
      diagnostics: [
        {
          at: BACKEND_RESOURCE,
          code: 'localize_invalid_reference',
          severity: 'error',
          message: `the image of \`image\` ("ghcr.io/StefanProdan/podinfo:6.9.1") cannot be parsed: ${WHY}`,
          hint: HINT,
        },
      ],
    });
  });

  it('that does not parse is an error of the --image flag when it came from there', () => {
    expect(run({ input, configData: BACKEND, images: { image: 'ghcr.io/StefanProdan/podinfo:6.9.1' } })).toStrictEqual({
      ok: false,
      changes: [],
      diagnostics: [
        {
          at: '--image 1:1 ',
          code: 'localize_invalid_reference',
          severity: 'error',
          message: `the image of \`image\` ("ghcr.io/StefanProdan/podinfo:6.9.1") cannot be parsed: ${WHY}`,
          hint: HINT,
        },
      ],
    });
  });
});

describe('writing an image part to its target', () => {
  it('leaves `redis:6.0.1` as written when the image is the same one, named in full (docker.io/library/redis:6.0.1)', () => {
    // The redis schema asks for a string `replicas` (its default is 1): the values say "1".
    const result = localize({
      input: { file: 'manifests/deploy.yaml', source: REDIS_DEPLOY },
      configData: REDIS,
      values: { file: 'values.yaml', source: 'replicas: "1"\n' },
      images: { image: 'docker.io/library/redis:6.0.1' },
    });
    expect({ ok: result.ok, output: result.output, changes: result.changes, diagnostics: result.diagnostics }).toStrictEqual({
      ok: true,
      output: REDIS_DEPLOY,
      changes: [],
      diagnostics: [],
    });
  });

  it('warns, with the field to use, when `repository` replaces an image that named its registry', () => {
    const configData = { file: 'config.yaml', source: BACKEND.source.replace(`  image: ${IMAGE_PATH}`, `  repository: ${IMAGE_PATH}`) };
    expect(
      run({ input: { file: 'manifests/deploy.yaml', source: BACKEND_DEPLOY }, configData, images: { image: 'ghcr.io/stefanprodan/podinfo:6.9.1' } }),
    ).toStrictEqual({
      ok: true,
      changes: [imageChange('ghcr.io/stefanprodan/podinfo:6.2.3', 'stefanprodan/podinfo')],
      diagnostics: [
        {
          at: 'config.yaml 36:15 localization[0].repository',
          code: 'localize_registry_dropped',
          severity: 'warning',
          message: `\`${IMAGE_PATH}\` held \`ghcr.io/stefanprodan/podinfo:6.2.3\`, with its registry; \`repository\` writes \`stefanprodan/podinfo\` without one, so a pull of it would go to Docker Hub`,
          hint: `Write \`image: ${IMAGE_PATH}\` (the whole reference, registry/path:tag@digest) instead; \`repository\` suits charts that read the registry from a key of their own (docs/localization.md).`,
        },
      ],
    });
  });

  it('fills an `image:` left empty in the manifest', () => {
    const source = BACKEND_DEPLOY.replace('image: ghcr.io/stefanprodan/podinfo:6.2.3', 'image:');
    const result = localize({ input: { file: 'manifests/deploy.yaml', source }, configData: BACKEND, images: { image: 'ghcr.io/stefanprodan/podinfo:6.9.1' } });
    expect({ ok: result.ok, changes: result.changes, diagnostics: result.diagnostics }).toStrictEqual({
      ok: true,
      // The key was there (with a null value): existed, old null.
      changes: [
        {
          path: IMAGE_PATH,
          old: null,
          new: 'ghcr.io/stefanprodan/podinfo:6.9.1',
          existed: true,
          rule: 'localization[0]',
          object: 'Deployment/backend',
          document: 0,
        },
      ],
      diagnostics: [],
    });
    expect(result.output).toBe(BACKEND_DEPLOY.replace('image: ghcr.io/stefanprodan/podinfo:6.2.3', 'image: ghcr.io/stefanprodan/podinfo:6.9.1'));
  });
});

describe('the change log of a v1 run', () => {
  const V1 = 'apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\nmetadata:\n  name: podinfo\n';

  it('names no object for a Kustomization, which has no metadata.name', () => {
    const kustomization = read(`${PODINFO}/backend/manifests/kustomization.yaml`).source;
    const configData = {
      file: 'config.yaml',
      source: `${V1}configuration:\n  defaults:\n    namespace: podinfo\n  rules:\n  - value: (( namespace ))\n    file: manifests/kustomization.yaml\n    path: namespace\n`,
    };
    const result = localize({ input: { file: 'manifests/kustomization.yaml', source: kustomization }, configData });
    expect({ ok: result.ok, changes: result.changes, diagnostics: result.diagnostics }).toStrictEqual({
      ok: true,
      changes: [{ path: 'namespace', old: null, new: 'podinfo', existed: false, rule: 'configuration.rules[0]', document: 0 }],
      diagnostics: [],
    });
    expect(result.output).toBe(`${kustomization}namespace: podinfo\n`);
  });

  it('names no object for a file with metadata.name but no kind (not a Kubernetes object)', () => {
    const configData = {
      file: 'config.yaml',
      source: `${V1}configuration:\n  defaults:\n    message: Hello, world!\n  rules:\n  - value: (( message ))\n    file: config/app.yaml\n    path: ui.message\n`,
    };
    expect(run({ input: { file: 'config/app.yaml', source: 'metadata:\n  name: podinfo\nui:\n  message: hi\n' }, configData })).toStrictEqual({
      ok: true,
      changes: [{ path: 'ui.message', old: 'hi', new: 'Hello, world!', existed: true, rule: 'configuration.rules[0]', document: 0 }],
      diagnostics: [],
    });
  });
});

describe('a configuration value, as spiff evaluated it', () => {
  const CONFIGMAP = read(`${PODINFO}/backend/manifests/configmap.yaml`).source;
  const rules = (defaults: string, ...values: string[]) => ({
    file: 'config.yaml',
    source: `apiVersion: config.ocm.software/v1alpha1
kind: ConfigData
metadata:
  name: ocm-config-pipeline-backend
configuration:
  defaults: ${defaults}
  rules:
${values.map((value, i) => `  - {value: "${value}", file: manifests/configmap.yaml, path: data.V${i}}`).join('\n')}
`,
  });
  const unset = (line: number, rule: number, name: string) => ({
    at: `config.yaml ${line}:13 configuration.rules[${rule}].value`,
    code: 'localize_unset_parameter',
    severity: 'warning',
    message: `parameter \`${name}\` has no value (no default and none in the values); the rule is skipped`,
    hint: "Set the parameter in the values file or give it a default; the deployed RGD would write the type's zero value.",
  });
  const evaluate = (defaults: string, ...values: string[]) =>
    run({ input: { file: 'manifests/configmap.yaml', source: CONFIGMAP }, configData: rules(defaults, ...values) });

  it('skips a rule whose text embeds an unset parameter, and applies the next', () => {
    expect(evaluate('{cache: {port: 6379}}', 'tcp://(( cache.host )):(( cache.port ))', 'redis:(( cache.port ))')).toStrictEqual({
      ok: true,
      changes: [
        { path: 'data.V1', old: null, new: 'redis:6379', existed: false, rule: 'configuration.rules[1]', object: 'ConfigMap/backend-config', document: 0 },
      ],
      diagnostics: [unset(8, 0, 'cache.host')],
    });
  });

  it('names the whole parameter path when a map is embedded in text', () => {
    expect(evaluate('{redis: {server: {host: redis, port: 6379}}}', 'tcp://(( redis.server ))')).toStrictEqual({
      ok: false,
      changes: [],
      diagnostics: [
        {
          at: 'config.yaml 8:13 configuration.rules[0].value',
          code: 'configdata_unsupported_expression',
          severity: 'error',
          message: 'parameter `redis.server` is a map and cannot be embedded in text',
          hint: 'Use `(( param ))`, `(( param.sub ))`, a literal, or text with placeholders such as `"v(( version ))"`.',
        },
      ],
    });
  });

  it('finds no field below a null or a string parameter', () => {
    // spiff: `(( cache.addr ))` with `cache: ~` and `(( message.length ))` on a string are unresolved references.
    expect(evaluate('{cache: null, message: Hello}', '(( cache.addr ))', '(( message.length ))')).toStrictEqual({
      ok: true,
      changes: [],
      diagnostics: [unset(8, 0, 'cache.addr'), unset(9, 1, 'message.length')],
    });
  });

  it('does not take what every JavaScript object inherits (toString, constructor) for a parameter', () => {
    expect(evaluate('{message: Hello}', '(( toString ))', 'x(( constructor ))', '(( message.toString ))')).toStrictEqual({
      ok: true,
      changes: [],
      diagnostics: [unset(8, 0, 'toString'), unset(9, 1, 'constructor'), unset(10, 2, 'message.toString')],
    });
  });
});
