/**
 * How localize answers ConfigData rules that cannot apply as written: a values file that is
 * not one YAML map, rules written for the other delivery, values paths Helm or kustomize
 * cannot take, parameters that are unset or cannot be embedded in text, targets that match
 * nothing. Each case asserts the whole answer: whether the run is ok, every change, and
 * every diagnostic with its code, severity, ConfigData path and message.
 */
import { describe, expect, it } from 'vitest';
import { localize, type LocalizeOptions } from '../../src/index.js';

const head = (deploy: string) => `apiVersion: rgdc/v1alpha1
kind: ConfigData
metadata: {name: app}
component: {name: acme.org/app, version: 1.0.0, repository: ghcr.io/acme/ocm}
deploy: ${deploy}
`;
const HELM = head('{helm: {chart: chart}}');
const KUSTOMIZE = head('{kustomize: {source: manifests}}');

function run(configData: string, input: string, extra: Partial<LocalizeOptions> = {}) {
  const result = localize({ input: { file: 'in.yaml', source: input }, configData: { file: 'cd.yaml', source: configData }, ...extra });
  return {
    ok: result.ok,
    output: result.output,
    changes: result.changes,
    diagnostics: result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.path}: ${d.message}`),
  };
}

const RULE_FORM = 'configdata_rule_mismatch error';

describe('a Helm ConfigData', () => {
  it.each([
    ['two documents', 'a: 1\n---\nb: 2\n', 'the file holds 2 documents'],
    ['a list', '- a\n', 'the document is not a map'],
    ['an empty file', '', 'the file is empty'],
    ['only a comment', '# nothing\n', 'the file is empty'],
  ])('refuses %s as the values file', (_name, input, why) => {
    expect(run(`${HELM}configuration: {rules: [{value: 1, path: a}]}\n`, input)).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: [`localize_wrong_file error : a Helm ConfigData localizes a values file (one YAML map); ${why}`],
    });
  });

  it('applies the rules it can and names every one it cannot', () => {
    const configData = `${HELM}configuration:
  defaults: {m: {x: 1}, l: [1], n: null, s: hi}
  rules:
    - {value: 1, path: a, target: {kind: Deployment, name: x}}
    - {value: 1, substitute: A}
    - {value: 1}
    - {value: 1, path: "a["}
    - {value: 1, path: "l[-]"}
    - {value: "x(( m ))", path: b}
    - {value: "x(( l ))", path: c}
    - {value: "x(( n ))y", path: d}
    - {value: "(( missing.q ))", path: e}
    - {value: "(( a + b ))", path: f}
    - {value: ["(( s ))", {k: "(( s ))"}], path: g}
    - {value: ["(( nope ))"], path: h}
    - {value: {k: "(( nope ))"}, path: i}
localization:
  - {resource: image, name: nginx, target: {kind: Deployment, name: x}, tag: image.tag}
  - {resource: image, digest: image.digest}
secrets:
  - {name: db, key: password}
`;
    expect(run(configData, 'keep: 1\n', { images: { image: 'ghcr.io/a/b:1' } })).toEqual({
      ok: false,
      output: undefined,
      changes: [
        { path: 'd', old: null, new: 'xy', existed: false, rule: 'configuration.rules[7]', document: 0 },
        { path: 'g', old: null, new: ['hi', { k: 'hi' }], existed: false, rule: 'configuration.rules[10]', document: 0 },
        { path: 'image.tag', old: null, new: '1', existed: false, rule: 'localization[0]', document: 0 },
      ],
      diagnostics: [
        `${RULE_FORM} configuration.rules[0].target: \`target\` is for kustomize delivery; a Helm rule has only \`value\` and \`path\``,
        `${RULE_FORM} configuration.rules[1].substitute: \`substitute\` is for kustomize delivery; a Helm rule has only \`value\` and \`path\``,
        `${RULE_FORM} configuration.rules[2]: a Helm rule needs \`path\`, the values path it sets`,
        'configdata_invalid_path error configuration.rules[3].path: expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[`',
        'configdata_invalid_path error configuration.rules[4].path: `[-]` appends to a list in a kustomize patch; Helm values paths need an index',
        'configdata_unsupported_expression error configuration.rules[5].value: parameter `m` is a map and cannot be embedded in text',
        'configdata_unsupported_expression error configuration.rules[6].value: parameter `l` is a list and cannot be embedded in text',
        'localize_unset_parameter warning configuration.rules[8].value: parameter `missing.q` has no value (no default and none in the values); the rule is skipped',
        'configdata_unsupported_expression error configuration.rules[9].value: `(( a + b ))` is not a parameter reference or a literal; rgdc translates only `(( name ))`, `(( a.b ))` and literals',
        'localize_unset_parameter warning configuration.rules[11].value[0]: parameter `nope` has no value (no default and none in the values); the rule is skipped',
        'localize_unset_parameter warning configuration.rules[12].value.k: parameter `nope` has no value (no default and none in the values); the rule is skipped',
        `${RULE_FORM} localization[0].name: \`name\` is for kustomize delivery; Helm localization writes values paths`,
        `${RULE_FORM} localization[0].target: \`target\` is for kustomize delivery; Helm localization writes values paths`,
        'localize_image_part_missing warning localization[1].digest: the image `ghcr.io/a/b:1` has no digest; `image.digest` is left as it is',
        'localize_secret_at_deploy info secrets[0]: the value would be read from Secret `app-db` (key `password`; installers may name another with spec.secrets.db) at deploy time',
      ],
    });
  });
});

describe('a kustomize ConfigData', () => {
  const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: prod}
spec:
  replicas: 1
  template:
    spec:
      containers:
      - name: web
        image: nginx:1.25
        env:
        - {name: A, value: "\${A} \${B^^} \${UNSET}"}
`;

  it('refuses a document that is no Kubernetes object', () => {
    expect(run(`${KUSTOMIZE}configuration: {rules: []}\n`, 'a: 1\n')).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: ['localize_wrong_file error : a kustomize ConfigData localizes Kubernetes manifests; this document has no `kind` and `metadata.name`'],
    });
  });

  it('stops when --target names no object of the file', () => {
    expect(run(`${KUSTOMIZE}configuration: {rules: []}\n`, DEPLOYMENT, { target: { kind: 'Deployment', name: 'other' } })).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: ['localize_target_not_found error : --target Deployment/other: the file holds no such object'],
    });
  });

  it('applies the rules it can and names every one it cannot', () => {
    const configData = `${KUSTOMIZE}configuration:
  defaults: {m: {x: 1}, n: null}
  rules:
    - {value: 1, substitute: A, target: {kind: Deployment, name: web}}
    - {value: 1, substitute: A, path: x}
    - {value: "(( m ))", substitute: M}
    - {value: "(( n ))", substitute: A}
    - {value: 1, path: spec.replicas}
    - {value: 1, path: "spec.a[-].b", target: {kind: Deployment, name: web}}
    - {value: 1, path: "a[", target: {kind: Deployment, name: web}}
    - {value: 1, path: spec.replicas, target: {kind: Deployment, name: web, namespace: dev}}
    - {value: 1, path: spec.replicas, target: {kind: Deployment, name: nope}}
    - {value: 2, path: spec.replicas.x, target: {kind: Deployment, name: web}}
localization:
  - {resource: image, name: nginx, target: {kind: Deployment, name: web}}
  - {resource: image, name: nginx, tag: x.y}
  - {resource: image, tag: x}
  - {resource: image, target: {kind: Deployment, name: web}, digest: "spec.template.spec.containers[0].image"}
  - {resource: image, target: {kind: Deployment, name: web}, tag: "a[-].b"}
  - {resource: image, name: redis}
`;
    expect(run(configData, DEPLOYMENT, { images: { image: 'ghcr.io/a/b:1' } })).toEqual({
      ok: false,
      output: undefined,
      changes: [
        // A null parameter is the empty string; `${B^^}` is a form Flux's envsubst does not take.
        { path: 'spec.template.spec.containers[0].env[0].value', old: '${A} ${B^^} ${UNSET}', new: ' ${B^^} ', existed: true, rule: 'configuration.rules[3]', object: 'Deployment/web', document: 0 },
      ],
      diagnostics: [
        `${RULE_FORM} configuration.rules[0].target: a \`substitute\` rule sets a variable; it takes no \`target\` or \`path\``,
        `${RULE_FORM} configuration.rules[1].path: a \`substitute\` rule sets a variable; it takes no \`target\` or \`path\``,
        `${RULE_FORM} configuration.rules[2].value: post-build variables are strings; a map or list cannot be substituted`,
        `${RULE_FORM} configuration.rules[4]: a kustomize rule needs \`target\` and \`path\` (a patch) or \`substitute\` (a post-build variable)`,
        'configdata_invalid_path error configuration.rules[5].path: `[-]` (append) can only be the last segment of a path',
        'configdata_invalid_path error configuration.rules[6].path: expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[`',
        'localize_target_not_found warning configuration.rules[7].target: no object in in.yaml is Deployment/web in namespace dev; the rule is skipped',
        'localize_target_not_found warning configuration.rules[8].target: no object in in.yaml is Deployment/nope; the rule is skipped',
        'localize_patch_failed error configuration.rules[9].path: the patch of Deployment/web at `spec.replicas.x` cannot apply: `spec.replicas` is not a map',
        `${RULE_FORM} localization[0]: \`name\` replaces the image through the Kustomization \`images\` field; it takes no \`target\` or target paths`,
        `${RULE_FORM} localization[1]: \`name\` replaces the image through the Kustomization \`images\` field; it takes no \`target\` or target paths`,
        `${RULE_FORM} localization[2]: kustomize localization needs \`name\` (the image name in the manifests) or \`target\` with target paths`,
        'localize_image_part_missing warning localization[3].digest: the image `ghcr.io/a/b:1` has no digest; `spec.template.spec.containers[0].image` is left as it is',
        'configdata_invalid_path error localization[4].tag: `[-]` (append) can only be the last segment of a path',
        'localize_target_not_found warning localization[5].name: no container in in.yaml uses image `redis` (compared without tag and digest); the rule changes nothing here',
        'localize_unset_variable warning spec.template.spec.containers[0].env[0].value: `${UNSET}` in Deployment/web is set by no `substitute` rule; Flux replaces it with an empty string',
        'localize_unsupported_variable warning spec.template.spec.containers[0].env[0].value: `${B^^}` in Deployment/web is left as written',
      ],
    });
  });
});
