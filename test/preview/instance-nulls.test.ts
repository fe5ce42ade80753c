/**
 * `null` in an instance, as the API server reads it (`PruneNonNullableNullsWithoutDefaults`
 * in apiextensions, before defaulting and validation): a null field with a default gets
 * the default, one without is dropped (so kro sees it absent), and a required one is then
 * missing: `Required value`, at the field's own line. `--emit instance` relies on this.
 */
import { describe, expect, it } from 'vitest';
import { preview } from '../../src/preview/index.js';

const RGD = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: nulls
spec:
  schema:
    apiVersion: v1alpha1
    kind: Nulls
    spec:
      name: string | required=true
      note: string
      size: integer | default=3
      labels: map[string]string
  resources:
    - id: config
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${schema.spec.name}
        data:
          size: \${string(schema.spec.size)}
          hasNote: \${string(has(schema.spec.note))}
          hasLabels: \${string(has(schema.spec.labels))}
`;

const instance = (spec: string) => `apiVersion: kro.run/v1alpha1\nkind: Nulls\nmetadata:\n  name: demo\nspec:\n${spec}`;

describe('null fields of an instance', () => {
  it.each([
    [
      'an optional field without a default is dropped',
      '  name: demo\n  note: null\n  labels: null\n',
      { size: '3', hasNote: 'false', hasLabels: 'false' },
      ['name', 'size'],
    ],
    ['a field with a default gets it', '  name: demo\n  size: null\n', { size: '3', hasNote: 'false', hasLabels: 'false' }, ['name', 'size']],
    ['a value is kept', '  name: demo\n  note: hi\n  size: 5\n', { size: '5', hasNote: 'true', hasLabels: 'false' }, ['name', 'note', 'size']],
  ])('%s', (_name, spec, data, stored) => {
    const result = preview({ input: { file: 'rgd.yaml', source: RGD }, instance: { file: 'instance.yaml', source: instance(spec) } });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.objects[0]!.object.data).toEqual(data);
    // The stored instance (what kro reads) has no trace of the dropped nulls.
    expect(Object.keys(result.instance!.spec as object).sort()).toEqual(stored);
  });

  it('a required field set to null is missing: Required value at its line', () => {
    const result = preview({ input: { file: 'rgd.yaml', source: RGD }, instance: { file: 'instance.yaml', source: instance('  note: hi\n  name: null\n') } });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => ({ code: d.code, line: d.line, column: d.column, path: d.path, message: d.message }))).toEqual([
      { code: 'preview_invalid_instance', line: 7, column: 3, path: 'spec.name', message: 'Nulls "demo" is invalid: spec.name: Required value' },
    ]);
  });

  it('a required field left out is reported at its parent, as before', () => {
    const result = preview({ input: { file: 'rgd.yaml', source: RGD }, instance: { file: 'instance.yaml', source: instance('  note: hi\n') } });
    expect(result.diagnostics.map((d) => ({ line: d.line, path: d.path, message: d.message }))).toEqual([
      { line: 6, path: 'spec.name', message: 'Nulls "demo" is invalid: spec.name: Required value' },
    ]);
  });
});
