/**
 * `localize` with an rgdc kustomize ConfigData over the kustomize manifests of the OCM
 * corpus (`../shared/corpus/ocm`, see its SOURCE.md): the podinfo backend and redis of
 * ocm-controller's e2e `testOCMController`, whose v1 ConfigData (`config.yaml` beside
 * them) are written here the way `rgdc import --kustomize` writes them: each `file` +
 * `path` rule patches the object that file holds. The reference is what Flux's
 * kustomize-controller does with the Kustomization rgdc emits: JSON6902 patches, the
 * `images` transformer (`name` → `newName`/`newTag`/`digest`), then post-build
 * substitution over the YAML text, with `postBuild.substituteFrom` Secrets at deploy time.
 * Every case asserts the whole answer: ok, the output, every change and every diagnostic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize, type LocalizeOptions } from '../../src/index.js';
import { corpusDir } from '../support/corpus.js';

const E2E = join(corpusDir, 'ocm/ocm-controller/e2e/testdata/testOCMController/podinfo');
const manifest = (component: string, file: string) => readFileSync(join(E2E, component, 'manifests', file), 'utf8');
/** The kustomization's resources as one stream, in its `resources:` order. */
const REDIS = [manifest('redis', 'deploy.yaml'), manifest('redis', 'service.yaml')].join('---\n');
const BACKEND = [manifest('backend', 'configmap.yaml'), manifest('backend', 'deploy.yaml'), manifest('backend', 'service.yaml')].join('---\n');

const head = (name: string) => `apiVersion: rgdc/v1alpha1
kind: ConfigData
metadata: {name: ocm-config-pipeline-${name}}
component: {name: component.name.pipeline/podinfo, version: ">=v1.0.0", repository: registry.ocm-system.svc.cluster.local:5000}
deploy: {kustomize: {source: {name: manifests, referencePath: [{name: ${name}}]}}}
`;

function run(configData: string, input: string, extra: Partial<LocalizeOptions> = {}) {
  const result = localize({ input: { file: 'manifests/deploy.yaml', source: input }, configData: { file: 'config.yaml', source: configData }, ...extra });
  return {
    ok: result.ok,
    output: result.output,
    changes: result.changes,
    diagnostics: result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column} ${d.path}: ${d.message}`),
  };
}

/** `text` with each `[from, to]` replaced once; fails when `from` is not there. */
function edit(text: string, ...edits: [string, string][]): string {
  return edits.reduce((out, [from, to]) => {
    expect(out).toContain(from);
    return out.replace(from, to);
  }, text);
}

describe('the redis of the e2e (localization only, as its v1 config.yaml)', () => {
  // config.yaml has no configuration rules: the rgdc ConfigData has no `configuration`.
  const localizeImage = `${head('redis')}localization:
  - resource: image
    target: {kind: Deployment, name: redis}
    image: spec.template.spec.containers[0].image
`;

  it('leaves `redis:6.0.1` as written when the image is the same one named in full', () => {
    expect(run(localizeImage, REDIS, { images: { image: 'docker.io/library/redis:6.0.1' } })).toEqual({
      ok: true,
      output: REDIS,
      changes: [],
      diagnostics: [],
    });
  });

  it('writes a mirrored image whole', () => {
    expect(run(localizeImage, REDIS, { images: { image: 'registry.ocm-system.svc.cluster.local:5000/library/redis:6.0.1' } })).toEqual({
      ok: true,
      output: edit(REDIS, ['image: redis:6.0.1', 'image: registry.ocm-system.svc.cluster.local:5000/library/redis:6.0.1']),
      changes: [
        {
          path: 'spec.template.spec.containers[0].image',
          old: 'redis:6.0.1',
          new: 'registry.ocm-system.svc.cluster.local:5000/library/redis:6.0.1',
          existed: true,
          rule: 'localization[0]',
          object: 'Deployment/redis',
          document: 0,
        },
      ],
      diagnostics: [],
    });
  });

  it('through the Kustomization `images` field: the same image is no change, another one is newName and newTag', () => {
    const byName = `${head('redis')}localization:\n  - {resource: image, name: redis}\n`;
    expect(run(byName, REDIS, { images: { image: 'docker.io/library/redis:6.0.1' } })).toEqual({ ok: true, output: REDIS, changes: [], diagnostics: [] });
    expect(run(byName, REDIS, { images: { image: 'docker.io/library/redis:7.2.4' } })).toEqual({
      ok: true,
      output: edit(REDIS, ['image: redis:6.0.1', 'image: docker.io/library/redis:7.2.4']),
      changes: [
        {
          path: 'spec.template.spec.containers[0].image',
          old: 'redis:6.0.1',
          new: 'docker.io/library/redis:7.2.4',
          existed: true,
          rule: 'localization[0]',
          object: 'Deployment/redis',
          document: 0,
        },
      ],
      diagnostics: [],
    });
  });

  it('with --target, leaves rules for the other objects out of scope, the Service of the same name too', () => {
    const configData = `${head('redis')}configuration:
  defaults: {replicas: 2}
  rules:
    - {value: (( replicas )), target: {kind: Deployment, name: redis}, path: spec.replicas}
    - {value: NodePort, target: {kind: Service, name: redis}, path: spec.type}
    - {value: 2, target: {kind: Deployment, name: backend}, path: spec.replicas}
localization:
  - {resource: image, target: {kind: Service, name: redis}, image: "spec.template.spec.containers[0].image"}
  - {resource: image, target: {kind: Deployment, name: backend}, image: "spec.template.spec.containers[0].image"}
`;
    const result = run(configData, REDIS, { images: { image: 'docker.io/library/redis:7.2.4' }, target: { kind: 'Deployment', name: 'redis' } });
    expect(result).toEqual({
      ok: true,
      // JSON6902 `add` of a new key: at the end of `spec`.
      output: edit(REDIS, ['            path: redis.conf\n---', '            path: redis.conf\n  replicas: 2\n---']),
      changes: [{ path: 'spec.replicas', old: null, new: 2, existed: false, rule: 'configuration.rules[0]', object: 'Deployment/redis', document: 0 }],
      diagnostics: [],
    });
  });

  it('a `[-]` append to a value that is no list names the path with `[-]`', () => {
    const configData = `${head('redis')}configuration:\n  rules:\n    - {value: "--appendonly", target: {kind: Deployment, name: redis}, path: "spec.template.spec.containers[0].imagePullPolicy[-]"}\n`;
    expect(run(configData, REDIS)).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: [
        `localize_patch_failed error 8:78 configuration.rules[0].path: the patch of Deployment/redis at \`spec.template.spec.containers[0].imagePullPolicy[-]\` cannot apply: \`spec.template.spec.containers[0].imagePullPolicy\` is not a list`,
      ],
    });
  });

  it('a `[-]` append never reads an existing key, not even one spelled like the append marker', () => {
    // JSON6902 `add` at `/data/-` of a map is an error, whatever keys the map holds.
    const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: redis-config}\ndata:\n  "\\0append": x\n';
    const configData = `${head('redis')}configuration:\n  rules:\n    - {value: x, target: {kind: ConfigMap, name: redis-config}, path: "data[-]"}\n`;
    expect(run(configData, configMap)).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: [
        'localize_patch_failed error 8:71 configuration.rules[0].path: the patch of ConfigMap/redis-config at `data[-]` cannot apply: `data` is not a list; `[-]` appends to a list',
      ],
    });
  });
});

describe('the backend of the e2e', () => {
  it('warns when `repository` drops the ghcr.io registry of the image field, and writes it', () => {
    const configData = `${head('backend')}localization:\n  - {resource: image, target: {kind: Deployment, name: backend}, repository: "spec.template.spec.containers[0].image"}\n`;
    const result = localize({
      input: { file: 'manifests/deploy.yaml', source: BACKEND },
      configData: { file: 'config.yaml', source: configData },
      images: { image: 'registry.ocm-system.svc.cluster.local:5000/stefanprodan/podinfo:6.9.1' },
    });
    expect({
      ok: result.ok,
      output: result.output,
      changes: result.changes,
      diagnostics: result.diagnostics.map((d) => [d.code, d.severity, `${d.line}:${d.column}`, d.path, d.message, d.hint]),
    }).toEqual({
      ok: true,
      output: edit(BACKEND, ['image: ghcr.io/stefanprodan/podinfo:6.2.3', 'image: stefanprodan/podinfo']),
      changes: [
        {
          path: 'spec.template.spec.containers[0].image',
          old: 'ghcr.io/stefanprodan/podinfo:6.2.3',
          new: 'stefanprodan/podinfo',
          existed: true,
          rule: 'localization[0]',
          object: 'Deployment/backend',
          document: 1,
        },
      ],
      diagnostics: [
        [
          'localize_registry_dropped',
          'warning',
          '7:78',
          'localization[0].repository',
          '`spec.template.spec.containers[0].image` held `ghcr.io/stefanprodan/podinfo:6.2.3`, with its registry; `repository` writes `stefanprodan/podinfo` without one, so a pull of it would go to Docker Hub',
          'Write `image: spec.template.spec.containers[0].image` (the whole reference, registry/path:tag@digest) instead; `repository` suits charts that read the registry from a key of their own (docs/localization.md).',
        ],
      ],
    });
  });

  it('skips the rules it cannot apply and names each', () => {
    // config.yaml's rules with `message` and `cacheAddr` left without a default.
    const configData = `${head('backend')}configuration:
  defaults: {replicas: 1}
  rules:
    - {value: (( message )), substitute: MESSAGE}
    - {value: (( cacheAddr )), target: {kind: ConfigMap, name: backend-config}, path: data.PODINFO_CACHE_SERVER}
    - {value: (( replicas )), target: {kind: Deployment, name: backend}}
localization:
  - {resource: image, target: {kind: Deployment, name: backend}, image: "spec.template.spec.containers[0].image"}
  - {resource: frontend-image, target: {kind: Deployment, name: frontend}, image: "spec.template.spec.containers[0].image"}
`;
    expect(run(configData, BACKEND, { images: { 'frontend-image': 'ghcr.io/stefanprodan/podinfo:6.9.1' } })).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: [
        'localize_unset_parameter warning 9:15 configuration.rules[0].value: parameter `message` has no value (no default and none in the values); the rule is skipped',
        'localize_unset_parameter warning 10:15 configuration.rules[1].value: parameter `cacheAddr` has no value (no default and none in the values); the rule is skipped',
        'configdata_rule_mismatch error 11:7 configuration.rules[2]: a kustomize rule needs `target` and `path` (a patch) or `substitute` (a post-build variable)',
        'localize_missing_image warning 13:16 localization[0].resource: localization[0] needs the image of OCM resource `image`, and none was given; its targets are left as they are',
        'localize_target_not_found warning 14:40 localization[1].target: no object in manifests/deploy.yaml is Deployment/frontend; the rule is skipped',
      ],
    });
  });

  it('substitutes post-build variables as Flux does: the YAML text, unquoted scalars read again', () => {
    const input = edit(
      BACKEND,
      ['PODINFO_CACHE_SERVER: tcp://redis:6379', 'PODINFO_CACHE_SERVER: tcp://${REDIS_HOST}:${REDIS_PORT}'],
      ['  minReadySeconds: 3', '  paused: ${PAUSED}\n  minReadySeconds: 3'],
      ['progressDeadlineSeconds: 60', 'progressDeadlineSeconds: ${DEADLINE}'],
      ['prometheus.io/scrape: "true"', 'prometheus.io/scrape: ${SCRAPE}'],
    );
    const configData = `${head('backend')}configuration:
  defaults: {replicas: 3, host: redis, port: 6379, paused: false, deadline: null, scrape: '"true"'}
  rules:
    - {value: "\${REPLICAS}", target: {kind: Deployment, name: backend}, path: spec.replicas}
    - {value: (( replicas )), substitute: REPLICAS}
    - {value: (( host )), substitute: REDIS_HOST}
    - {value: (( port )), substitute: REDIS_PORT}
    - {value: (( paused )), substitute: PAUSED}
    - {value: (( deadline )), substitute: DEADLINE}
    - {value: (( scrape )), substitute: SCRAPE}
`;
    const change = (document: number, object: string, path: string, old: unknown, value: unknown, rule: string) => ({
      path,
      old,
      new: value,
      existed: true,
      rule,
      object,
      document,
    });
    expect(run(configData, input)).toEqual({
      ok: true,
      output: edit(
        input,
        ['tcp://${REDIS_HOST}:${REDIS_PORT}', 'tcp://redis:6379'],
        ['replicas: 1', 'replicas: 3'],
        ['paused: ${PAUSED}', 'paused: false'],
        ['progressDeadlineSeconds: ${DEADLINE}', 'progressDeadlineSeconds: null'],
        ['prometheus.io/scrape: ${SCRAPE}', 'prometheus.io/scrape: "true"'],
      ),
      changes: [
        change(1, 'Deployment/backend', 'spec.replicas', 1, '${REPLICAS}', 'configuration.rules[0]'),
        change(
          0,
          'ConfigMap/backend-config',
          'data.PODINFO_CACHE_SERVER',
          'tcp://${REDIS_HOST}:${REDIS_PORT}',
          'tcp://redis:6379',
          'configuration.rules[2], configuration.rules[3]',
        ),
        // `${REPLICAS}` written by the patch is a plain scalar in the built YAML: 3 is a number.
        change(1, 'Deployment/backend', 'spec.replicas', '${REPLICAS}', 3, 'configuration.rules[1]'),
        change(1, 'Deployment/backend', 'spec.paused', '${PAUSED}', false, 'configuration.rules[4]'),
        change(1, 'Deployment/backend', 'spec.progressDeadlineSeconds', '${DEADLINE}', null, 'configuration.rules[5]'),
        change(1, 'Deployment/backend', 'spec.template.metadata.annotations["prometheus.io/scrape"]', '${SCRAPE}', 'true', 'configuration.rules[6]'),
      ],
      diagnostics: [],
    });
  });

  it('a new field written by a patch is substituted as a plain scalar', () => {
    // The redis Deployment has no `replicas`: the patch adds it.
    const configData = `${head('redis')}configuration:
  defaults: {replicas: 1}
  rules:
    - {value: "\${REPLICAS}", target: {kind: Deployment, name: redis}, path: spec.replicas}
    - {value: (( replicas )), substitute: REPLICAS}
`;
    expect(run(configData, REDIS)).toEqual({
      ok: true,
      // The added scalar has no place in the text yet, so the document is written anew.
      output: edit(
        REDIS,
        ['              - redis-cli\n              - ping', '            - redis-cli\n            - ping'],
        ['            path: redis.conf\n---', '            path: redis.conf\n  replicas: 1\n---'],
      ),
      changes: [
        { path: 'spec.replicas', old: null, new: '${REPLICAS}', existed: false, rule: 'configuration.rules[0]', object: 'Deployment/redis', document: 0 },
        { path: 'spec.replicas', old: '${REPLICAS}', new: 1, existed: true, rule: 'configuration.rules[1]', object: 'Deployment/redis', document: 0 },
      ],
      diagnostics: [],
    });
  });
});

describe('Secrets as post-build variables', () => {
  const configMap =
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: backend-config}\ndata:\n  PODINFO_CACHE_SERVER: tcp://${REDIS_USER}:${REDIS_PASSWORD}@redis:6379\n';

  it('leaves the variables no rule sets for the deploy and names them', () => {
    const configData = `${head('backend')}secrets:\n  - {name: redisAuth}\n`;
    expect(run(configData, configMap)).toEqual({
      ok: true,
      output: configMap,
      changes: [],
      diagnostics: [
        'localize_secret_at_deploy info 7:5 secrets[0]: every key of Secret `ocm-config-pipeline-backend-redis-auth` (installers may name another with spec.secrets.redisAuth) becomes a post-build variable at deploy time; ${REDIS_USER}, ${REDIS_PASSWORD} left as written',
      ],
    });
  });

  it('names none when the manifests use no variable', () => {
    const configData = `${head('backend')}secrets:\n  - {name: redisAuth}\n`;
    expect(run(configData, BACKEND)).toEqual({
      ok: true,
      output: BACKEND,
      changes: [],
      diagnostics: [
        'localize_secret_at_deploy info 7:5 secrets[0]: every key of Secret `ocm-config-pipeline-backend-redis-auth` (installers may name another with spec.secrets.redisAuth) becomes a post-build variable at deploy time',
      ],
    });
  });
});
