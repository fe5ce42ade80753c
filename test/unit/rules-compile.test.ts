/**
 * Compile-time rules (phase 3) through `compile()`: which Helm values path or kustomize
 * patch each rule writes, and the diagnostics (code, field, whole message) for rules that
 * Helm, Flux or kustomize would get wrong. Flux's limits come from the HelmRelease CRD
 * (`valuesFrom[].targetPath`: pattern `^([a-zA-Z0-9_\-.\\\/]|\[[0-9]{1,5}\])+$`, 250 chars).
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into compiled RGDs; `unknown` would need a cast at every step.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { compile, findTarget } from '../../src/index.js';
import { indexConfigData } from '../../src/lsp/configdata-index.js';
import { hoverRule } from '../../src/lsp/configdata-rule-hover.js';

const source = (deploy: object, rest: object) =>
  stringify({
    apiVersion: 'rgdc/v1alpha1',
    kind: 'ConfigData',
    metadata: { name: 'podinfo' },
    component: { name: 'acme.org/podinfo', version: '1.0.0', repository: 'ghcr.io/acme/ocm' },
    deploy,
    ...rest,
  });
const run = (deploy: object, rest: object) => compile({ file: 'c.yaml', source: source(deploy, rest), selfCheck: false });
const diagnostics = (deploy: object, rest: object) => run(deploy, rest).diagnostics.map((d) => [d.code, d.path, d.message]);
const spec = (deploy: object, rest: object, id: string) => {
  const result = run(deploy, rest);
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  return (result.output!.rgd as any).spec.resources.find((r: any) => r.id === id).template.spec;
};

const helm = { helm: { chart: 'chart' } };
const kustomize = { kustomize: { source: 'manifests' } };
const replicas = { defaults: { replicas: 2 }, schema: { type: 'object', properties: { replicas: { type: 'integer' } } } };
const withTags = {
  defaults: { replicas: 2 },
  schema: { type: 'object', properties: { replicas: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } } },
};
const deployment = { kind: 'Deployment', name: 'a' };

describe('Helm rules', () => {
  it('merge every rule, localization and secret into values and valuesFrom', () => {
    const release = spec(
      helm,
      {
        configuration: {
          ...replicas,
          rules: [
            { value: '(( replicas ))', path: 'replicaCount' },
            { value: { a: 1, b: ['x', '(( replicas ))'] }, path: 'nested' },
            { value: [], path: 'empty' },
            { value: 'on', path: 'list[0]' },
            { value: 'off', path: 'list[1]' },
          ],
        },
        localization: [{ resource: 'image', repository: 'image.repository', tag: 'image.tag' }],
        secrets: [
          { name: 'dbPassword', path: 'db["pass.word"]', key: 'pw', optional: true, description: 'the db' },
          { name: 'token', path: 'auth.list[3]' },
        ],
      },
      'helmRelease',
    );
    expect(release.values).toEqual({
      empty: [],
      image: { repository: '${imageResource.status.additional.oci.repository}', tag: '${imageResource.status.additional.oci.tag}' },
      list: ['on', 'off'],
      nested: { a: 1, b: ['x', '${schema.spec.replicas}'] },
      replicaCount: '${schema.spec.replicas}',
    });
    // Helm --set syntax escapes a dot inside a key as `\.`.
    expect(release.valuesFrom).toEqual([
      {
        kind: 'Secret',
        name: '${schema.spec.secrets.dbPassword.name}',
        valuesKey: '${schema.spec.secrets.dbPassword.key}',
        targetPath: 'db.pass\\.word',
        optional: true,
      },
      { kind: 'Secret', name: '${schema.spec.secrets.token.name}', valuesKey: '${schema.spec.secrets.token.key}', targetPath: 'auth.list[3]' },
    ]);
  });

  it('the instance schema defaults each secret name from the ConfigData name and the secret name', () => {
    const result = run(helm, {
      secrets: [
        { name: 'dbPassword', path: 'db.password', key: 'pw', optional: true, description: 'the db' },
        { name: 'token', path: 'auth.token' },
      ],
    });
    expect(result.ok).toBe(true);
    const text = JSON.stringify(result.output!.rgd);
    expect(text).toContain('podinfo-db-password');
    expect(text).toContain('podinfo-token');
  });

  it('refuse kustomize-only fields and a rule without path', () => {
    expect(
      diagnostics(helm, {
        configuration: {
          rules: [{ value: 1, target: deployment, path: 'spec.replicas' }, { value: 'x', substitute: 'X' }, { value: 1 }, { value: 2, path: 'replicaCount' }],
        },
        localization: [{ resource: 'image', target: deployment, name: 'nginx', tag: 'image.tag' }],
        secrets: [{ name: 'token' }],
      }),
    ).toEqual([
      ['configdata_rule_mismatch', 'configuration.rules[0].target', '`target` is for kustomize delivery; a Helm rule has only `value` and `path`'],
      ['configdata_rule_mismatch', 'configuration.rules[1].substitute', '`substitute` is for kustomize delivery; a Helm rule has only `value` and `path`'],
      ['configdata_rule_mismatch', 'configuration.rules[2]', 'a Helm rule needs `path`, the values path it sets'],
      ['configdata_rule_mismatch', 'localization[0].target', '`target` is for kustomize delivery; Helm localization writes values paths'],
      ['configdata_rule_mismatch', 'localization[0].name', '`name` is for kustomize delivery; Helm localization writes values paths'],
      ['configdata_missing_field', 'secrets[0]', 'secret `token` needs `path`: the values path that receives its value'],
    ]);
  });

  it('refuse conflicting paths, list gaps and appends', () => {
    expect(
      diagnostics(helm, {
        configuration: {
          ...withTags,
          rules: [
            { value: '(( replicas ))', path: 'replicaCount' },
            { value: 3, path: 'replicaCount.inner' },
            { value: 'a', path: 'm.k' },
            { value: 'b', path: 'm[0]' },
            { value: 'x', path: 'args[-]' },
            { value: 'first', path: 'gap[0]' },
            { value: 'third', path: 'gap[2]' },
            { value: 'v(( tags ))', path: 'text' },
            { value: '(( a + b ))', path: 'expr' },
            { value: 1, path: 'a..b' },
          ],
        },
        localization: [{ resource: 'image', repository: 'm.k' }],
      }),
    ).toEqual([
      ['configdata_path_conflict', 'configuration.rules[1].path', '`replicaCount` is already set by another rule (also set by configuration.rules[0].path)'],
      ['configdata_path_conflict', 'configuration.rules[3].path', '`m[0]` treats `m` as a list, but another rule made it a map'],
      ['configdata_invalid_path', 'configuration.rules[4].path', '`[-]` appends to a list in a kustomize patch; Helm values paths need an index'],
      ['configdata_list_gap', 'configuration.rules[6].path', 'rules set `gap` items but not index 1; Helm replaces the whole list, so item 1 would be lost'],
      [
        'configdata_optional_parameter',
        'configuration.rules[7].value',
        'parameter `tags` is optional and has no default; when an installation leaves it out, this rule writes the array zero value',
      ],
      ['configdata_unsupported_expression', 'configuration.rules[7].value', 'parameter `tags` is a list and cannot be embedded in text'],
      [
        'configdata_unsupported_expression',
        'configuration.rules[8].value',
        '`(( a + b ))` is not a parameter reference or a literal; rgdc translates only `(( name ))`, `(( a.b ))` and literals',
      ],
      ['configdata_invalid_path', 'configuration.rules[9].path', 'expected a key after `.` at character 3 of `a..b`'],
      ['configdata_path_conflict', 'localization[0].repository', '`m.k` is already set by another rule (also set by configuration.rules[2].path)'],
    ]);
  });

  it('refuse secret paths Flux cannot apply or a rule also sets', () => {
    expect(
      diagnostics(helm, {
        configuration: {
          rules: [
            { value: { a: 1 }, path: 'nested' },
            { value: 'x', path: 'leaf' },
          ],
        },
        localization: [{ resource: 'image', repository: 'image.repository' }],
        secrets: [
          { name: 'inside', path: 'nested.a' },
          { name: 'holder', path: 'image' },
          { name: 'below', path: 'leaf.deeper' },
          { name: 'colon', path: 'db["a:b"]' },
          { name: 'comma', path: 'db["a,b"]' },
          { name: 'long', path: `k${'x'.repeat(250)}` },
          { name: 'append', path: 'list[-]' },
          { name: 'free', path: 'nested.b' },
          { name: 'index', path: 'leafs[0]' },
        ],
      }),
    ).toEqual([
      ['configdata_path_conflict', 'secrets[0].path', 'secret `inside` targets `nested.a`, which a configuration or localization rule also sets'],
      ['configdata_path_conflict', 'secrets[1].path', 'secret `holder` targets `image`, which a configuration or localization rule also sets'],
      ['configdata_path_conflict', 'secrets[2].path', 'secret `below` targets `leaf.deeper`, which a configuration or localization rule also sets'],
      [
        'configdata_invalid_path',
        'secrets[3].path',
        'secret `colon`: Flux refuses `db.a:b` as valuesFrom targetPath: it takes only letters, digits, `_`, `-`, `.`, `/`, `\\` and list indexes of up to five digits',
      ],
      ['configdata_invalid_path', 'secrets[4].path', 'key `a,b` cannot be written as a Helm --set path'],
      [
        'configdata_invalid_path',
        'secrets[5].path',
        'secret `long`: the values path is 251 characters long; Flux accepts at most 250 in valuesFrom targetPath',
      ],
      ['configdata_invalid_path', 'secrets[6].path', '`[-]` appends to a list in a kustomize patch; Helm values paths need an index'],
    ]);
  });

  it('accept a secret path of exactly 250 characters (the CRD maximum)', () => {
    const release = spec(helm, { secrets: [{ name: 'long', path: `k${'x'.repeat(249)}` }] }, 'helmRelease');
    expect(release.valuesFrom[0].targetPath).toBe(`k${'x'.repeat(249)}`);
  });
});

describe('kustomize rules', () => {
  it('group patches per target, append with [-], substitute variables and replace images', () => {
    const kustomization = spec(
      kustomize,
      {
        configuration: {
          ...replicas,
          rules: [
            { value: '(( replicas ))', target: deployment, path: 'spec.replicas' },
            { value: { name: 'X', value: '(( replicas ))' }, target: deployment, path: 'spec.env[-]' },
            { value: 'y', target: deployment, path: 'spec.env[-]' },
            { value: [], target: { kind: 'Service', name: 'a' }, path: 'spec.ports' },
            { value: '(( replicas ))', substitute: 'R' },
            { value: 3, substitute: 'N' },
          ],
        },
        localization: [
          { resource: 'image', name: 'nginx' },
          { resource: 'image3', target: deployment, tag: 'spec.tag' },
        ],
        secrets: [{ name: 'redisAuth' }],
      },
      'kustomization',
    );
    expect(kustomization.patches).toEqual([
      {
        patch:
          '[{"op":"add","path":"/spec/replicas","value":${json.marshal(schema.spec.replicas)}},{"op":"add","path":"/spec/env/-","value":{"name":"X","value":${json.marshal(schema.spec.replicas)}}},{"op":"add","path":"/spec/env/-","value":"y"},{"op":"add","path":"/spec/tag","value":${json.marshal(image3Resource.status.additional.oci.tag)}}]',
        target: deployment,
      },
      { patch: '[{"op":"add","path":"/spec/ports","value":[]}]', target: { kind: 'Service', name: 'a' } },
    ]);
    expect(kustomization.images).toEqual([
      {
        name: 'nginx',
        newName: '${imageResource.status.additional.oci.registry}/${imageResource.status.additional.oci.repository}',
        newTag: '${imageResource.status.additional.oci.tag}',
        digest: '${imageResource.status.additional.oci.digest}',
      },
    ]);
    expect(kustomization.postBuild).toEqual({
      substitute: { N: '3', R: '${string(schema.spec.replicas)}' },
      substituteFrom: [{ kind: 'Secret', name: '${schema.spec.secrets.redisAuth.name}' }],
    });
  });

  it('refuse rules of the wrong shape and repeated variables or images', () => {
    expect(
      diagnostics(kustomize, {
        configuration: {
          ...replicas,
          rules: [
            { value: '(( replicas ))', path: 'spec.replicas' },
            { value: '(( replicas ))', substitute: 'R', path: 'spec.replicas' },
            { value: '(( replicas ))', substitute: 'T', target: deployment },
            { value: { a: 1 }, substitute: 'OBJECT' },
            { value: [1], substitute: 'LIST' },
            { value: '(( replicas ))', substitute: 'R' },
            { value: 'again', substitute: 'R' },
            { value: 'x', target: deployment, path: 'spec.env[-].name' },
            { value: 1, target: deployment, path: 'spec.a' },
            { value: 2, target: deployment, path: 'spec.a' },
            { value: 2, target: { kind: 'Deployment', name: 'b' }, path: 'spec.a' },
            { value: { k: '(( nope ))' }, target: deployment, path: 'spec.b' },
            { value: '(( nope ))', substitute: 'NOPE' },
          ],
        },
        localization: [
          { resource: 'image', name: 'nginx' },
          { resource: 'image2', name: 'nginx' },
          { resource: 'image3', name: 'redis', target: deployment },
          { resource: 'image4', name: 'redis', tag: 'spec.tag' },
          { resource: 'image6', tag: 'spec.tag' },
        ],
        secrets: [{ name: 'token', path: 'auth.token' }],
      }),
    ).toEqual([
      ['configdata_rule_mismatch', 'configuration.rules[0]', 'a kustomize rule needs `target` and `path` (a patch) or `substitute` (a post-build variable)'],
      ['configdata_rule_mismatch', 'configuration.rules[1].path', 'a `substitute` rule sets a variable; it takes no `target` or `path`'],
      ['configdata_rule_mismatch', 'configuration.rules[2].target', 'a `substitute` rule sets a variable; it takes no `target` or `path`'],
      ['configdata_rule_mismatch', 'configuration.rules[3].value', 'post-build variables are strings; a map or list cannot be substituted'],
      ['configdata_rule_mismatch', 'configuration.rules[4].value', 'post-build variables are strings; a map or list cannot be substituted'],
      ['configdata_path_conflict', 'configuration.rules[6].substitute', 'variable `R` is already set by another rule'],
      ['configdata_invalid_path', 'configuration.rules[7].path', '`[-]` (append) can only be the last segment of a path'],
      ['configdata_path_conflict', 'configuration.rules[9].path', '`spec.a` is already set by another rule (also set by configuration.rules[8].path)'],
      ['configdata_undefined_parameter', 'configuration.rules[11].value.k', '`nope` is not a parameter of configuration.schema'],
      ['configdata_undefined_parameter', 'configuration.rules[12].value', '`nope` is not a parameter of configuration.schema'],
      ['configdata_path_conflict', 'localization[1].name', 'image `nginx` is already replaced by another rule'],
      [
        'configdata_rule_mismatch',
        'localization[2]',
        '`name` replaces the image through the Kustomization `images` field; it takes no `target` or target paths',
      ],
      [
        'configdata_rule_mismatch',
        'localization[3]',
        '`name` replaces the image through the Kustomization `images` field; it takes no `target` or target paths',
      ],
      ['configdata_rule_mismatch', 'localization[4]', 'kustomize localization needs `name` (the image name in the manifests) or `target` with target paths'],
      [
        'configdata_rule_mismatch',
        'secrets[0].path',
        'with kustomize, a Secret is read whole: each of its keys becomes a post-build variable; `path` is for Helm',
      ],
    ]);
  });
});

describe('a kustomize source', () => {
  // The analysis says which delivery it is; a git source is read through a Flux GitRepository
  // and the OCM resource's git coordinates, an OCI one through an OCIRepository.
  const kinds = (deploy: object) => {
    const result = run(deploy, {});
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    return (result.output!.rgd as { spec: { resources: { template: { kind: string } }[] } }).spec.resources.map((r) => r.template.kind);
  };
  it('from git is a GitRepository, from OCI an OCIRepository', () => {
    expect(kinds({ kustomize: { source: 'manifests', sourceType: 'git' } })).toEqual(['Repository', 'Component', 'Resource', 'GitRepository', 'Kustomization']);
    expect(kinds(kustomize)).toEqual(['Repository', 'Component', 'Resource', 'OCIRepository', 'Kustomization']);
  });
  it('from git is refused for a target whose OCM controller gives only OCI coordinates', () => {
    const target = findTarget('ocm-k8s-toolkit-8102a71+flux-v2.6')!;
    const result = compile({ file: 'c.yaml', source: source({ kustomize: { source: 'manifests', sourceType: 'git' } }, {}), selfCheck: false, target });
    expect(result.diagnostics.map((d) => [d.code, d.path])).toEqual([['configdata_target_unsupported', 'deploy.kustomize.sourceType']]);
  });
});

describe('kustomize patch targets', () => {
  it('one patch per target object: group, version, kind, namespace and name all tell targets apart', () => {
    const targets = [
      { kind: 'Deployment', name: 'a' },
      { group: 'apps', kind: 'Deployment', name: 'a' },
      { version: 'v1', kind: 'Deployment', name: 'a' },
      { kind: 'Deployment', namespace: 'ns', name: 'a' },
      { kind: 'Deployment', name: 'b' },
      { kind: 'StatefulSet', name: 'a' },
    ];
    const kustomization = spec(
      kustomize,
      {
        configuration: {
          rules: [
            ...targets.map((target) => ({ value: 1, target, path: 'spec.replicas' })),
            { value: { list: [], map: {}, none: null, text: 'x' }, target: targets[0], path: 'spec.extra' },
          ],
        },
      },
      'kustomization',
    );
    expect(kustomization.patches).toEqual([
      {
        patch: '[{"op":"add","path":"/spec/replicas","value":1},{"op":"add","path":"/spec/extra","value":{"list":[],"map":{},"none":null,"text":"x"}}]',
        target: targets[0],
      },
      ...targets.slice(1).map((target) => ({ patch: '[{"op":"add","path":"/spec/replicas","value":1}]', target })),
    ]);
  });
});

/** The source text a one-line diagnostic underlines (columns are 1-based, the end exclusive). */
const underlined = (deploy: object, rest: object) => {
  const lines = source(deploy, rest).split('\n');
  return run(deploy, rest).diagnostics.map((d) => [
    d.path,
    d.line === d.endLine ? lines[d.line - 1]!.slice(d.column - 1, d.endColumn - 1) : `lines ${d.line}-${d.endLine}`,
  ]);
};

describe('a field that does not belong to the delivery is underlined at its key', () => {
  it.each([
    [
      'a Helm rule with `target`',
      helm,
      { configuration: { rules: [{ value: 1, target: deployment, path: 'spec.replicas' }] } },
      ['configuration.rules[0].target', 'target'],
    ],
    ['Helm localization with `name`', helm, { localization: [{ resource: 'image', name: 'nginx', tag: 'image.tag' }] }, ['localization[0].name', 'name']],
    [
      'a kustomize `substitute` rule with `target`',
      kustomize,
      { configuration: { rules: [{ value: 'x', substitute: 'X', target: deployment }] } },
      ['configuration.rules[0].target', 'target'],
    ],
    ['a kustomize secret with `path`', kustomize, { secrets: [{ name: 'token', path: 'auth.token' }] }, ['secrets[0].path', 'path']],
  ])('%s', (_, deploy, rest, expected) => expect(underlined(deploy, rest)).toEqual([expected]));
});

describe('OCM resources and secrets point back at the ConfigData fields behind them', () => {
  const origins = (result: ReturnType<typeof run>) => Object.fromEntries(result.graph!.nodes.map((n) => [n.id, n.origin]));
  const provenance = (result: ReturnType<typeof run>, id: string) => result.graph!.nodes.find((n) => n.id === id)!.provenance;

  it('Helm: the chart feeds status.chartDigest, each localized image status.images; secrets keep their description', () => {
    const result = run(helm, {
      localization: [{ resource: 'image', repository: 'image.repository' }],
      secrets: [{ name: 'dbPassword', path: 'db.password', description: 'the db' }],
    });
    expect(result.diagnostics).toEqual([]);
    const schema = (result.output!.rgd as any).spec.schema;
    expect(schema.status.chartDigest).toBe('${chartResource.status.additional.oci.digest}');
    expect(Object.keys(schema.status.images)).toEqual(['image']);
    expect(schema.spec.secrets.dbPassword.name).toBe('string | default="podinfo-db-password" description="the db"');
    expect(origins(result)).toMatchObject({ chartResource: ['deploy', 'helm', 'chart'], imageResource: ['localization', 0, 'resource'] });
    expect(provenance(result, 'helmRelease')).toMatchObject({
      'spec.valuesFrom[0]': [['secrets', 0]],
      'spec.values.image.repository': [['localization', 0, 'repository']],
    });
  });

  it('kustomize: the source feeds status.sourceDigest, each image status.images; secrets become substituteFrom', () => {
    const result = run(kustomize, {
      localization: [
        { resource: 'image', name: 'nginx' },
        { resource: 'sidecar', target: deployment, image: 'spec.sidecar' },
      ],
      secrets: [{ name: 'redisAuth' }],
    });
    expect(result.diagnostics).toEqual([]);
    const schema = (result.output!.rgd as any).spec.schema;
    expect(schema.status.sourceDigest).toBe('${manifestsResource.status.additional.oci.digest}');
    expect(Object.keys(schema.status.images)).toEqual(['image', 'sidecar']);
    expect(origins(result)).toMatchObject({
      manifestsResource: ['deploy', 'kustomize', 'source'],
      imageResource: ['localization', 0, 'resource'],
      sidecarResource: ['localization', 1, 'resource'],
    });
    expect(provenance(result, 'kustomization')).toMatchObject({
      'spec.postBuild.substituteFrom[0]': [['secrets', 0]],
      'spec.patches[0].patch': [['localization', 1, 'image']],
    });
  });
});

describe('Helm secrets against rule values (Flux merges spec.values over valuesFrom)', () => {
  const rules = {
    configuration: {
      rules: [
        { value: 'on', path: 'list[0]' },
        { value: 'a', path: 'm.k' },
      ],
    },
  };
  it('refuse a secret inside a list or where a map needs a list: the inline value replaces it', () => {
    expect(
      diagnostics(helm, {
        ...rules,
        secrets: [
          { name: 'first', path: 'list[0]' },
          { name: 'second', path: 'list[1]' },
          { name: 'keyed', path: 'list.key' },
          { name: 'indexed', path: 'm[0]' },
          { name: 'beside', path: 'm.other' },
          { name: 'elsewhere', path: 'other[0]' },
        ],
      }),
    ).toEqual([
      ['configdata_path_conflict', 'secrets[0].path', 'secret `first` targets `list[0]`, which a configuration or localization rule also sets'],
      ['configdata_path_conflict', 'secrets[1].path', 'secret `second` targets `list[1]`, which a configuration or localization rule also sets'],
      ['configdata_path_conflict', 'secrets[2].path', 'secret `keyed` targets `list.key`, which a configuration or localization rule also sets'],
      ['configdata_path_conflict', 'secrets[3].path', 'secret `indexed` targets `m[0]`, which a configuration or localization rule also sets'],
    ]);
  });

  it('hint at the fix for a conflict and for a path Flux refuses', () => {
    const hints = run(helm, {
      ...rules,
      secrets: [
        { name: 'first', path: 'm.k' },
        { name: 'colon', path: 'db["a:b"]' },
      ],
    }).diagnostics.map((d) => [d.path, d.hint]);
    expect(hints).toEqual([
      ['secrets[0].path', 'Flux merges the inline values over valuesFrom, so the rule would replace the secret; let one place own the path.'],
      ['secrets[1].path', 'Use a values path of letters, digits, `_`, `-`, `.`, `/` and list indexes such as `[0]`.'],
    ]);
  });

  it('list indexes of up to five digits (the CRD pattern `\\[[0-9]{1,5}\\]`)', () => {
    expect(
      diagnostics(helm, {
        secrets: [
          { name: 'five', path: 'l[99999]' },
          { name: 'six', path: 'k[100000]' },
          { name: 'two', path: 'm[10].n' },
        ],
      }),
    ).toEqual([
      [
        'configdata_invalid_path',
        'secrets[1].path',
        'secret `six`: Flux refuses `k[100000]` as valuesFrom targetPath: it takes only letters, digits, `_`, `-`, `.`, `/`, `\\` and list indexes of up to five digits',
      ],
    ]);
  });
});

describe('localization and rule edge cases', () => {
  it('an invalid localization path is reported at its part, for Helm and for a kustomize target', () => {
    expect(diagnostics(helm, { localization: [{ resource: 'image', repository: 'image..repository' }] })).toEqual([
      ['configdata_invalid_path', 'localization[0].repository', 'expected a key after `.` at character 7 of `image..repository`'],
    ]);
    expect(diagnostics(kustomize, { localization: [{ resource: 'image', target: deployment, tag: 'spec..tag' }] })).toEqual([
      ['configdata_invalid_path', 'localization[0].tag', 'expected a key after `.` at character 6 of `spec..tag`'],
    ]);
  });

  it('kustomize localization may append to a list; a kustomize ConfigData needs no configuration', () => {
    const kustomization = spec(kustomize, { localization: [{ resource: 'image', target: deployment, image: 'spec.images[-]' }] }, 'kustomization');
    expect(kustomization.patches).toEqual([
      {
        patch:
          '[{"op":"add","path":"/spec/images/-","value":${json.marshal(cel.bind(tag, imageResource.status.additional.oci.?tag.orValue(""), cel.bind(digest, imageResource.status.additional.oci.?digest.orValue(""), imageResource.status.additional.oci.registry + "/" + imageResource.status.additional.oci.repository + (tag != "" ? ":" + tag : "") + (digest != "" ? "@" + digest : ""))))}}]',
        target: deployment,
      },
    ]);
  });

  it('a quoted spiff literal: a raw tab is kept, an unknown escape is an unsupported expression (not an internal error)', () => {
    expect(spec(helm, { configuration: { rules: [{ value: '(( "a\tb" ))', path: 'tab' }] } }, 'helmRelease').values).toEqual({ tab: 'a\tb' });
    expect(diagnostics(helm, { configuration: { rules: [{ value: '(( "a\\qb" ))', path: 'x' }] } })).toEqual([
      [
        'configdata_unsupported_expression',
        'configuration.rules[0].value',
        '`(( "a\\qb" ))` is not a parameter reference or a literal; rgdc translates only `(( name ))`, `(( a.b ))` and literals',
      ],
    ]);
  });

  it('a kustomize rule with `target` but no `path` is refused', () => {
    expect(diagnostics(kustomize, { configuration: { rules: [{ value: 1, target: deployment }] } })).toEqual([
      ['configdata_rule_mismatch', 'configuration.rules[0]', 'a kustomize rule needs `target` and `path` (a patch) or `substitute` (a post-build variable)'],
    ]);
  });

  it('a list literal is one patch value, its placeholders resolved; spiff `nil` substitutes the empty string', () => {
    const kustomization = spec(
      kustomize,
      {
        configuration: {
          ...replicas,
          rules: [
            { value: ['--replicas', '(( replicas ))', ['nested']], target: deployment, path: 'spec.args' },
            { value: '(( nil ))', substitute: 'EMPTY' },
          ],
        },
      },
      'kustomization',
    );
    expect(kustomization.patches).toEqual([
      { patch: '[{"op":"add","path":"/spec/args","value":["--replicas",${json.marshal(schema.spec.replicas)},["nested"]]}]', target: deployment },
    ]);
    expect(kustomization.postBuild).toEqual({ substitute: { EMPTY: '' } });
  });

  it('patch targets: a differing group, version or namespace is another object; `group: ""` is the core group like an unset one', () => {
    const targets = [
      { group: 'apps', kind: 'Deployment', name: 'a' },
      { group: 'extensions', kind: 'Deployment', name: 'a' },
      { version: 'v1', kind: 'Deployment', name: 'a' },
      { version: 'v1beta1', kind: 'Deployment', name: 'a' },
      { kind: 'Deployment', namespace: 'one', name: 'a' },
      { kind: 'Deployment', namespace: 'two', name: 'a' },
      { kind: 'Service', name: 'a' },
    ];
    const kustomization = spec(
      kustomize,
      {
        configuration: {
          rules: [
            ...targets.map((target) => ({ value: 1, target, path: 'spec.replicas' })),
            { value: 2, target: { group: '', kind: 'Service', name: 'a' }, path: 'spec.other' },
          ],
        },
      },
      'kustomization',
    );
    expect(kustomization.patches.map((p: any) => [p.target, p.patch])).toEqual([
      ...targets.slice(0, -1).map((target) => [target, '[{"op":"add","path":"/spec/replicas","value":1}]']),
      [targets[6], '[{"op":"add","path":"/spec/replicas","value":1},{"op":"add","path":"/spec/other","value":2}]'],
    ]);
  });
});

describe('text values, value origins and key order', () => {
  const typed = {
    defaults: { ratio: 1.5, debug: true, replicas: 2, name: 'web' },
    schema: { type: 'object', properties: { ratio: { type: 'number' }, debug: { type: 'boolean' }, replicas: { type: 'integer' }, name: { type: 'string' } } },
  };

  it('Helm: text around placeholders of every scalar type becomes one string, non-strings through string()', () => {
    const release = spec(
      helm,
      { configuration: { ...typed, rules: [{ value: 'v(( ratio ))-(( debug ))-(( replicas ))-(( name ))', path: 'label' }] } },
      'helmRelease',
    );
    expect(release.values).toEqual({ label: 'v${string(schema.spec.ratio)}-${string(schema.spec.debug)}-${string(schema.spec.replicas)}-${schema.spec.name}' });
  });

  it('kustomize: the same text is one CEL concatenation in a patch, and a template in a post-build variable', () => {
    const kustomization = spec(
      kustomize,
      {
        configuration: {
          ...typed,
          rules: [
            { value: 'v(( ratio ))-(( debug ))-(( replicas ))-(( name ))', target: deployment, path: 'spec.label' },
            { value: 'v(( name ))', substitute: 'V' },
          ],
        },
      },
      'kustomization',
    );
    expect(kustomization.patches).toEqual([
      {
        patch:
          '[{"op":"add","path":"/spec/label","value":${json.marshal("v" + string(schema.spec.ratio) + "-" + string(schema.spec.debug) + "-" + string(schema.spec.replicas) + "-" + schema.spec.name)}}]',
        target: deployment,
      },
    ]);
    expect(kustomization.postBuild).toEqual({ substitute: { V: 'v${schema.spec.name}' } });
  });

  it('map keys come out sorted, whatever order the rule wrote them in', () => {
    const rules = [{ value: { zeta: 1, alpha: { second: 2, first: 1 }, mid: 'm' }, path: 'cfg' }];
    const release = spec(helm, { configuration: { rules } }, 'helmRelease');
    expect(JSON.stringify(release.values)).toBe('{"cfg":{"alpha":{"first":1,"second":2},"mid":"m","zeta":1}}');
    const kustomization = spec(kustomize, { configuration: { rules: rules.map((r) => ({ ...r, target: deployment, path: 'spec.cfg' })) } }, 'kustomization');
    expect(kustomization.patches[0].patch).toBe('[{"op":"add","path":"/spec/cfg","value":{"alpha":{"first":1,"second":2},"mid":"m","zeta":1}}]');
  });

  it('the editor hover on a map rule lists the fields it sets in key order, not in the order written', () => {
    const text = source(helm, { configuration: { rules: [{ value: { zeta: 1, alpha: { second: 2, first: 1 }, mid: 'm' }, path: 'cfg' }] } });
    const graph = compile({ file: 'c.yaml', source: text, selfCheck: false }).graph;
    const hover = hoverRule(indexConfigData('c.yaml', text)!, text.indexOf('path: cfg') + 2, graph);
    expect(hover?.markdown).toBe(
      [
        '**configuration.rules[0]** compiles to:',
        '```yaml',
        'helmRelease spec.values.cfg.alpha.first: 1',
        'helmRelease spec.values.cfg.alpha.second: 2',
        'helmRelease spec.values.cfg.mid: m',
        'helmRelease spec.values.cfg.zeta: 1',
        '```',
      ].join('\n'),
    );
  });

  it('a diagnostic inside a list or map value points at the item, and the values path at its index', () => {
    expect(
      diagnostics(helm, {
        configuration: {
          rules: [
            { value: ['ok', '(( nope ))'], path: 'list' },
            { value: { a: [{ b: '(( nope ))' }] }, path: 'map' },
            { value: 'x', path: 'outer[0].inner[1]' },
          ],
        },
      }),
    ).toEqual([
      ['configdata_undefined_parameter', 'configuration.rules[0].value[1]', '`nope` is not a parameter of configuration.schema'],
      ['configdata_undefined_parameter', 'configuration.rules[1].value.a[0].b', '`nope` is not a parameter of configuration.schema'],
      [
        'configdata_list_gap',
        'configuration.rules[2].path',
        'rules set `outer[0].inner` items but not index 0; Helm replaces the whole list, so item 0 would be lost',
      ],
    ]);
  });

  it('a value part whose parameter is unknown is left out: no second diagnostic for a rule that writes inside it', () => {
    expect(
      diagnostics(helm, {
        configuration: {
          rules: [
            { value: { a: '(( nope ))', b: 1 }, path: 'x' },
            { value: 2, path: 'x.a' },
            { value: 3, path: 'x.b' },
          ],
        },
      }),
    ).toEqual([
      ['configdata_undefined_parameter', 'configuration.rules[0].value.a', '`nope` is not a parameter of configuration.schema'],
      ['configdata_path_conflict', 'configuration.rules[2].path', '`x.b` is already set by another rule (also set by configuration.rules[0].path)'],
    ]);
  });

  it('preview provenance: each Helm values field points at the rule (and the item in its value) that set it', () => {
    const result = run(helm, {
      configuration: {
        defaults: { name: 'web' },
        schema: { type: 'object', properties: { name: { type: 'string' } } },
        rules: [
          { value: ['a', 'v(( name ))'], path: 'list' },
          { value: 'n(( name ))', path: 'text' },
        ],
      },
    });
    expect(result.diagnostics).toEqual([]);
    const provenance = result.graph!.nodes.find((n) => n.id === 'helmRelease')!.provenance;
    expect(provenance).toMatchObject({
      'spec.values.list[0]': [['configuration', 'rules', 0, 'value', 0]],
      'spec.values.list[1]': [['configuration', 'rules', 0, 'value', 1]],
      'spec.values.text': [['configuration', 'rules', 1, 'value']],
    });
  });
});
