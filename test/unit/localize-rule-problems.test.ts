/**
 * How localize answers ConfigData rules that cannot apply as written: a values file that is
 * not one YAML map, rules written for the other delivery, values paths Helm or kustomize
 * cannot take, parameters that are unset or cannot be embedded in text, targets that match
 * nothing. Each case asserts the whole answer: whether the run is ok, every change, and
 * every diagnostic with its code, severity, ConfigData path and message.
 */
import { describe, expect, it } from 'vitest';
import { localize, type LocalizeOptions } from '../../src/index.js';
import { v1RuleFileMatches } from '../../src/localize/apply-v1.js';

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
    diagnostics: result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column} ${d.path}: ${d.message}`),
  };
}

const RULE_FORM = 'configdata_rule_mismatch error';

describe('a Helm ConfigData', () => {
  it.each([
    // The second document is where the file stops being one values map.
    ['two documents', 'a: 1\n---\nb: 2\n', '3:1', 'the file holds 2 documents'],
    ['a list', '- a\n', '1:1', 'the document is not a map'],
    ['an empty file', '', '1:1', 'the file is empty'],
    ['only a comment', '# nothing\n', '1:1', 'the file is empty'],
  ])('refuses %s as the values file', (_name, input, position, why) => {
    expect(run(`${HELM}configuration: {rules: [{value: 1, path: a}]}\n`, input)).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: [`localize_wrong_file error ${position} : a Helm ConfigData localizes a values file (one YAML map); ${why}`],
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
        `${RULE_FORM} 9:27 configuration.rules[0].target: \`target\` is for kustomize delivery; a Helm rule has only \`value\` and \`path\``,
        `${RULE_FORM} 10:18 configuration.rules[1].substitute: \`substitute\` is for kustomize delivery; a Helm rule has only \`value\` and \`path\``,
        `${RULE_FORM} 11:7 configuration.rules[2]: a Helm rule needs \`path\`, the values path it sets`,
        'configdata_invalid_path error 12:24 configuration.rules[3].path: expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[`',
        'configdata_invalid_path error 13:24 configuration.rules[4].path: `[-]` appends to a list in a kustomize patch; Helm values paths need an index',
        'configdata_unsupported_expression error 14:15 configuration.rules[5].value: parameter `m` is a map and cannot be embedded in text',
        'configdata_unsupported_expression error 15:15 configuration.rules[6].value: parameter `l` is a list and cannot be embedded in text',
        'localize_unset_parameter warning 17:15 configuration.rules[8].value: parameter `missing.q` has no value (no default and none in the values); the rule is skipped',
        'configdata_unsupported_expression error 18:15 configuration.rules[9].value: `(( a + b ))` is not a parameter reference or a literal; rgdc translates only `(( name ))`, `(( a.b ))` and literals',
        'localize_unset_parameter warning 20:16 configuration.rules[11].value[0]: parameter `nope` has no value (no default and none in the values); the rule is skipped',
        'localize_unset_parameter warning 21:19 configuration.rules[12].value.k: parameter `nope` has no value (no default and none in the values); the rule is skipped',
        `${RULE_FORM} 23:23 localization[0].name: \`name\` is for kustomize delivery; Helm localization writes values paths`,
        `${RULE_FORM} 23:36 localization[0].target: \`target\` is for kustomize delivery; Helm localization writes values paths`,
        'localize_image_part_missing warning 24:31 localization[1].digest: the image `ghcr.io/a/b:1` has no digest; `image.digest` is left as it is',
        'localize_secret_at_deploy info 26:5 secrets[0]: the value would be read from Secret `app-db` (key `password`; installers may name another with spec.secrets.db) at deploy time',
      ],
    });
  });
  it('names a values path it cannot set, with the reason and a hint, and one it cannot read', () => {
    const configData = `${HELM}configuration: {rules: [{value: 1, path: l.x}]}
localization:
  - {resource: image, tag: "a["}
  - {resource: image, tag: l.y}
`;
    const result = localize({
      input: { file: 'in.yaml', source: 'l: [1]\n' },
      configData: { file: 'cd.yaml', source: configData },
      images: { image: 'ghcr.io/a/b:1' },
    });
    const hint = 'Helm values paths create missing maps, but never replace a scalar by a list or map the rule does not set whole.';
    expect({
      ok: result.ok,
      changes: result.changes,
      diagnostics: result.diagnostics.map((d) => [d.code, `${d.line}:${d.column}`, d.path, d.message, d.hint]),
    }).toEqual({
      ok: false,
      changes: [],
      diagnostics: [
        ['localize_patch_failed', '6:42', 'configuration.rules[0].path', '`l.x` cannot be set in the values file: `x` cannot be set on a list', hint],
        [
          'configdata_invalid_path',
          '8:28',
          'localization[0].tag',
          'expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[`',
          'Write the path as dot-separated keys with `[n]` list indexes; quote keys that contain dots: `podAnnotations["prometheus.io/scrape"]`.',
        ],
        ['localize_patch_failed', '9:28', 'localization[1].tag', '`l.y` cannot be set in the values file: `y` cannot be set on a list', hint],
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
      diagnostics: ['localize_wrong_file error 1:1 : a kustomize ConfigData localizes Kubernetes manifests; this document has no `kind` and `metadata.name`'],
    });
  });

  it('stops when --target names no object of the file', () => {
    expect(run(`${KUSTOMIZE}configuration: {rules: []}\n`, DEPLOYMENT, { target: { kind: 'Deployment', name: 'other' } })).toEqual({
      ok: false,
      output: undefined,
      changes: [],
      diagnostics: ['localize_target_not_found error 1:1 : --target Deployment/other: the file holds no such object'],
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
        {
          path: 'spec.template.spec.containers[0].env[0].value',
          old: '${A} ${B^^} ${UNSET}',
          new: ' ${B^^} ',
          existed: true,
          rule: 'configuration.rules[3]',
          object: 'Deployment/web',
          document: 0,
        },
      ],
      diagnostics: [
        `${RULE_FORM} 9:33 configuration.rules[0].target: a \`substitute\` rule sets a variable; it takes no \`target\` or \`path\``,
        `${RULE_FORM} 10:33 configuration.rules[1].path: a \`substitute\` rule sets a variable; it takes no \`target\` or \`path\``,
        `${RULE_FORM} 11:15 configuration.rules[2].value: post-build variables are strings; a map or list cannot be substituted`,
        `${RULE_FORM} 13:7 configuration.rules[4]: a kustomize rule needs \`target\` and \`path\` (a patch) or \`substitute\` (a post-build variable)`,
        'configdata_invalid_path error 14:24 configuration.rules[5].path: `[-]` (append) can only be the last segment of a path',
        'configdata_invalid_path error 15:24 configuration.rules[6].path: expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[`',
        'localize_target_not_found warning 16:47 configuration.rules[7].target: no object in in.yaml is Deployment/web in namespace dev; the rule is skipped',
        'localize_target_not_found warning 17:47 configuration.rules[8].target: no object in in.yaml is Deployment/nope; the rule is skipped',
        'localize_patch_failed error 18:24 configuration.rules[9].path: the patch of Deployment/web at `spec.replicas.x` cannot apply: `spec.replicas` is not a map',
        `${RULE_FORM} 20:5 localization[0]: \`name\` replaces the image through the Kustomization \`images\` field; it takes no \`target\` or target paths`,
        `${RULE_FORM} 21:5 localization[1]: \`name\` replaces the image through the Kustomization \`images\` field; it takes no \`target\` or target paths`,
        `${RULE_FORM} 22:5 localization[2]: kustomize localization needs \`name\` (the image name in the manifests) or \`target\` with target paths`,
        'localize_image_part_missing warning 23:70 localization[3].digest: the image `ghcr.io/a/b:1` has no digest; `spec.template.spec.containers[0].image` is left as it is',
        'configdata_invalid_path error 24:67 localization[4].tag: `[-]` (append) can only be the last segment of a path',
        'localize_target_not_found warning 25:29 localization[5].name: no container in in.yaml uses image `redis` (compared without tag and digest); the rule changes nothing here',
        'localize_unset_variable warning 12:28 spec.template.spec.containers[0].env[0].value: `${UNSET}` in Deployment/web is set by no `substitute` rule; Flux replaces it with an empty string',
        'localize_unsupported_variable warning 12:28 spec.template.spec.containers[0].env[0].value: `${B^^}` in Deployment/web is left as written',
      ],
    });
  });
});

describe('an OCM v1 ConfigData', () => {
  const V1 = `apiVersion: config.ocm.software/v1alpha1
kind: ConfigData
metadata: {name: app}
`;
  const DIGEST = 'sha256:262578cde928d5c9eba3bce079976444f624c13ed0afb741d90d5423877496cb';

  it('says once that a ConfigData without rules leaves the file unchanged', () => {
    expect(run(`${V1}configuration: {defaults: {}}\n`, 'a: 1\n')).toEqual({
      ok: true,
      output: 'a: 1\n',
      changes: [],
      diagnostics: ['localize_no_rule_for_file warning 1:1 : the v1 ConfigData has no rules; the file is unchanged'],
    });
  });

  it('applies the rules it can and names every one it cannot', () => {
    const configData = `${V1}configuration:
  defaults: {r: 2}
  rules:
    - {value: (( r )), file: in.yaml, path: "a["}
    - {value: (( r )), file: in.yaml, path: "l[-]"}
    - {value: (( r )), file: in.yaml, path: ratio}
    - {value: (( nope )), file: in.yaml, path: z}
    - {value: (( r )), file: in.yaml, path: same}
    - {value: (( r )), file: in.yaml, path: "l.x"}
    - {value: (( r )), file: in.yaml, path: "m[0]"}
localization:
  - {resource: {name: image}, file: in.yaml, tag: image.tag, repository: "img[-]", registry: "x["}
  - {resource: {name: other}, file: in.yaml, image: other.image}
  - {resource: {name: bad}, file: in.yaml, image: bad.image}
  - {resource: {name: image}, file: in.yaml, repository: hosted.repository}
  - {resource: {name: pinned}, file: in.yaml, tag: pinned.tag}
`;
    const input = 'ratio: 1.0\nsame: 2\nl: [1]\nm: {a: 1}\nimage: {tag: "1"}\nhosted: {repository: ghcr.io/x/y}\n';
    expect(run(configData, input, { images: { image: 'acme/app:1', bad: 'Bad:ref', pinned: `ghcr.io/a/b@${DIGEST}` } })).toEqual({
      ok: false,
      output: undefined,
      changes: [
        // The change log keeps a number as the file wrote it.
        { path: 'ratio', old: 1, oldText: '1.0', new: 2, existed: true, rule: 'configuration.rules[2]', document: 0 },
        { path: 'hosted.repository', old: 'ghcr.io/x/y', new: 'acme/app', existed: true, rule: 'localization[3]', document: 0 },
      ],
      diagnostics: [
        // A bad --image is the flag's problem, not a place in the ConfigData.
        'localize_invalid_reference error 1:1 : the image of `bad` ("Bad:ref") cannot be parsed: repository `Bad` must be 2 to 255 characters of lowercase letters, digits, `_`, `-`, `.` and `/`',
        'configdata_invalid_path error 7:45 configuration.rules[0].path: expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[`',
        'configdata_invalid_path error 8:45 configuration.rules[1].path: `[-]` (append) is rgdc kustomize syntax; v1 paths need an index',
        'localize_unset_parameter warning 10:15 configuration.rules[3].value: parameter `nope` has no value (no default and none in the values); the rule is skipped',
        'localize_patch_failed error 12:45 configuration.rules[5].path: `l.x` cannot be set in in.yaml: `x` cannot be set on a list',
        'localize_patch_failed error 13:45 configuration.rules[6].path: `m[0]` cannot be set in in.yaml: `0` cannot be set on a map',
        'configdata_invalid_path error 15:74 localization[0].repository: `[-]` (append) is rgdc kustomize syntax; v1 paths need an index',
        'configdata_invalid_path error 15:94 localization[0].registry: expected a list index `[n]` or a quoted key `["key"]` at character 3 of `x[`',
        'localize_missing_image warning 16:16 localization[1].resource: localization[1] needs the image of OCM resource `other`, and none was given; its targets are left as they are',
        'localize_registry_dropped warning 18:58 localization[3].repository: `hosted.repository` held `ghcr.io/x/y`, with its registry; `repository` writes `acme/app` without one, so a pull of it would go to Docker Hub',
        `localize_image_part_missing warning 19:52 localization[4].tag: the image \`ghcr.io/a/b@${DIGEST}\` has no tag; \`pinned.tag\` is left as it is`,
      ],
    });
  });
});

describe('which file a v1 rule names', () => {
  it.each([
    ['manifests/deploy.yaml', 'manifests/deploy.yaml', true],
    ['manifests/deploy.yaml', 'repo/manifests/deploy.yaml', true],
    ['./manifests/deploy.yaml', 'manifests/deploy.yaml', true],
    ['././manifests/deploy.yaml', 'manifests/deploy.yaml', true],
    ['manifests//deploy.yaml', 'manifests/deploy.yaml', true],
    ['manifests\\deploy.yaml', 'repo/manifests/deploy.yaml', true],
    ['/manifests/deploy.yaml', 'manifests/deploy.yaml', true],
    ['deploy.yaml', 'manifests/mydeploy.yaml', false],
    ['manifests/deploy.yaml', 'deploy.yaml', false],
    ['', '', false],
    ['./', 'x/', false],
  ])('%j names %j: %s', (rule, file, expected) => {
    expect(v1RuleFileMatches(rule, file)).toBe(expected);
  });
});

describe('a parameter path through a value that is not a map', () => {
  it('has no value', () => {
    const configData = `${HELM}configuration:
  defaults: {s: hi, l: [a]}
  rules:
    - {value: "(( s.x ))", path: a}
    - {value: "(( l.x ))", path: b}
`;
    expect(run(configData, 'keep: 1\n')).toEqual({
      ok: true,
      output: 'keep: 1\n',
      changes: [],
      diagnostics: [
        'localize_unset_parameter warning 9:15 configuration.rules[0].value: parameter `s.x` has no value (no default and none in the values); the rule is skipped',
        'localize_unset_parameter warning 10:15 configuration.rules[1].value: parameter `l.x` has no value (no default and none in the values); the rule is skipped',
      ],
    });
  });
});
