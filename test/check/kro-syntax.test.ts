/**
 * Syntax kro's cel-go accepts and cel-js's parser does not (optional list and map entries,
 * doubles written `.5`) is checked, not reported as a syntax error; real syntax errors in
 * such expressions still point at the right character of the YAML file.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';

const rgd = (data: string) => `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: opt
spec:
  schema:
    apiVersion: v1alpha1
    kind: Opt
    spec:
      a: string | default="x"
  resources:
    - id: cm
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: opt
        data:
${data}
`;

describe('kro syntax beyond cel-js', () => {
  it.each([
    ['optional list entry', '          x: ${string([?schema.spec.?a].size())}'],
    ['optional map entry', '          y: "${string({?\\"k\\": schema.spec.?a}.size())}"'],
    ['double without a leading zero', '          z: ${string(.5)}'],
  ])('%s checks clean', (_, line) => {
    const result = check({ files: [{ file: 'rgd.yaml', source: rgd(line) }] });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('a syntax error after a rewritten construct points at the original character', () => {
    const line = '          x: ${string([?schema.spec.?a +].size())}';
    const result = check({ files: [{ file: 'rgd.yaml', source: rgd(line) }] });
    const error = result.diagnostics.find((d) => d.code === 'cel_syntax');
    expect(error).toBeDefined();
    expect(error!.line).toBe(19);
    expect(line[error!.column - 1]).toBe(']');
  });
});
