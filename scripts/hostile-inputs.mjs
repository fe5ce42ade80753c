// Hostile inputs for the limits test and `npm run bench` (which times them): each must end
// with exit 1 (3 for size) and a diagnostic, never a crash or a hang.
const RGD_HEAD = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: hostile
spec:
  schema:
    apiVersion: v1alpha1
    kind: Hostile
    spec:
      a: string | default="x"
  resources:
    - id: cm
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: hostile
        data:
`;

/** An RGD whose field has the pattern of catastrophic backtracking (linear on RE2). */
// biome-ignore lint/style/useTemplate: the kro expression `${...}` is the text itself; a template literal would have to escape it
const BACKTRACKING_RGD = RGD_HEAD.replace('a: string | default="x"', 'a: string | pattern="^(a+)+$"') + '          a: ${schema.spec.a}\n';

/** The head of a minimal Helm ConfigData; hostile parts are appended to it. */
export const CONFIG_HEAD = `apiVersion: rgdc/v1alpha1
kind: ConfigData
metadata:
  name: hostile
component:
  name: acme.org/hostile
  version: 1.0.0
  repository: ghcr.io/acme/ocm
deploy:
  helm:
    chart: chart
`;
const OCM_V1 = `apiVersion: config.ocm.software/v1alpha1
kind: ConfigData
configuration:
  defaults:
`;

/**
 * name → { text, command, exit, code, args?, instance? }. `args` (default `[command, '{file}']`) is
 * the command line, `{file}` the hostile text written to a file; paths are relative to
 * the repository root; `instance` is the text of `--instance` (preview inputs).
 */
export function hostileInputs() {
  const aliases = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < 10; i++) {
    const name = String.fromCharCode(97 + i);
    const prev = String.fromCharCode(96 + i);
    aliases.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
  }
  const longExpression = Array(7000).fill('schema.spec.a').join(' + ');
  const deepExpression = `${'('.repeat(400)}schema.spec.a${')'.repeat(400)}`;
  const selfAlias = '&a [*a]';
  // 2,000 items behind one anchor, aliased 100 times: 4 KB of text, 200,000 nodes of data,
  // and no nested alias, so yaml's own alias counter never fires.
  const wideAlias = `${CONFIG_HEAD}configuration:\n  defaults:\n    x: [&a [${Array(2000).fill('1').join(',')}], ${Array(100).fill('*a').join(', ')}]\n  schema:\n    type: object\n    properties:\n      x: {type: array}\n`;
  return {
    'alias bomb (1 KB)': { text: `${aliases.join('\n')}\n`, command: 'compile', exit: 1, code: 'yaml_alias_limit' },
    'file of 50 MB': { text: `a: ${'x'.repeat(50 * 1024 * 1024)}\n`, command: 'compile', exit: 3, code: 'io_read_failed' },
    '10,000-level nesting': { text: `a: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`, command: 'compile', exit: 1, code: 'yaml_too_deep' },
    'CEL expression of 100 KB': { text: `${RGD_HEAD}          x: "\${${longExpression}}"\n`, command: 'check', exit: 1, code: 'cel_too_complex' },
    'CEL nesting of 400 levels': { text: `${RGD_HEAD}          x: "\${${deepExpression}}"\n`, command: 'check', exit: 1, code: 'cel_too_complex' },
    'pattern ^(a+)+$, value of 10,000 chars': {
      text: BACKTRACKING_RGD,
      instance: `apiVersion: kro.run/v1alpha1\nkind: Hostile\nmetadata:\n  name: demo\nspec:\n  a: ${'a'.repeat(10_000)}!\n`,
      command: 'preview',
      exit: 1,
      code: 'preview_invalid_instance',
    },
    'self-referential alias (compile)': {
      text: `${CONFIG_HEAD}configuration:\n  defaults:\n    x: ${selfAlias}\n  schema:\n    type: object\n    properties:\n      x: {type: array}\n`,
      command: 'compile',
      exit: 1,
      code: 'yaml_alias_cycle',
    },
    'self-referential alias (check)': { text: `${RGD_HEAD}          x: ${selfAlias}\n`, command: 'check', exit: 1, code: 'yaml_alias_cycle' },
    'self-referential alias (graph)': { text: `${RGD_HEAD}          x: ${selfAlias}\n`, command: 'graph', exit: 1, code: 'yaml_alias_cycle' },
    'self-referential alias (localize)': {
      text: `replicaCount: ${selfAlias}\n`,
      command: 'localize',
      args: ['localize', '{file}', '--config-data', 'test/fixtures/compile/helm-configured/configdata.yaml'],
      exit: 1,
      code: 'yaml_alias_cycle',
    },
    'self-referential alias (import)': {
      text: `${OCM_V1}    x: ${selfAlias}\n`,
      command: 'import',
      args: ['import', '{file}', '--component', 'acme.org/x@1.0.0', '--repository', 'ghcr.io/acme/ocm', '--helm-chart', 'chart'],
      exit: 1,
      code: 'yaml_alias_cycle',
    },
    'self-referential alias (preview --status)': {
      text: 'apiVersion: kro.run/v1alpha1\nkind: Podinfo\nmetadata:\n  name: p\nspec:\n  replicas: 1\n',
      command: 'preview',
      args: ['preview', 'test/fixtures/compile/helm-configured/configdata.yaml', '--instance', '{file}', '--status', `helmRelease.status.x=${selfAlias}`],
      exit: 1,
      code: 'preview_invalid_override',
    },
    'undefined alias': { text: `${CONFIG_HEAD}configuration:\n  defaults:\n    x: *nowhere\n`, command: 'compile', exit: 1, code: 'yaml_undefined_alias' },
    'alias expansion of 200,000 nodes (4 KB)': { text: wideAlias, command: 'compile', exit: 1, code: 'yaml_alias_limit' },
    'list of 130,000 items': {
      text: `${CONFIG_HEAD}configuration:\n  defaults:\n    x: [${'1,'.repeat(130_000)}1]\n`,
      command: 'compile',
      exit: 1,
      code: 'configdata_invalid_default',
    },
    'integer beyond 2^53': {
      text: `${CONFIG_HEAD}configuration:\n  rules:\n    - value: 9007199254740993\n      path: big\n`,
      command: 'compile',
      exit: 1,
      code: 'yaml_number_too_large',
    },
    '5 MB of unclosed [': { text: `a: ${'['.repeat(5 * 1024 * 1024)}`, command: 'check', exit: 1, code: 'yaml_too_deep' },
    '4 MiB of ---': { text: '---\n'.repeat(1024 * 1024), command: 'check', exit: 1, code: 'yaml_too_many_documents' },
    '1,000,001 nodes (2 MB)': { text: `a: [${'1,'.repeat(1_000_000)}1]\n`, command: 'check', exit: 1, code: 'yaml_too_many_nodes', benchOnly: true },
  };
}
