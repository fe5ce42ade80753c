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
const BACKTRACKING_RGD = RGD_HEAD.replace('a: string | default="x"', 'a: string | pattern="^(a+)+$"') + '          a: ${schema.spec.a}\n';

/** name → { text, command, exit, code, instance? } (instance: the text of `--instance`). */
export function hostileInputs() {
  const aliases = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < 10; i++) {
    const name = String.fromCharCode(97 + i);
    const prev = String.fromCharCode(96 + i);
    aliases.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
  }
  const longExpression = Array(7000).fill('schema.spec.a').join(' + ');
  const deepExpression = `${'('.repeat(400)}schema.spec.a${')'.repeat(400)}`;
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
  };
}
