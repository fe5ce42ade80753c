/**
 * `rgdc check --kro`: the same RGD gets each release's verdict, an RGD that records
 * `rgdc.dev/min-kro` fails for an older release with the reason, and the flag's errors
 * are usage errors (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/check.js';
import { findKroRelease } from '../../src/kro/releases/index.js';
import { rgdc } from '../support/cli.js';

const RGD = (annotations: string, resources: string) => `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: demo${annotations}
spec:
  schema:
    apiVersion: v1alpha1
    kind: Demo
    spec:
      name: string
  resources:
${resources}`;

const CONFIG_MAP = (id: string, data: string) => `    - id: ${id}
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${schema.spec.name}
        data:
          key: ${data}
`;

const codes = (source: string, kro: string) =>
  check({ files: [{ file: 'rgd.yaml', source }], kro: findKroRelease(kro)! })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);

describe('rgdc check --kro', () => {
  it('gives each release its verdict on the same RGD', () => {
    const graphengine = RGD('', CONFIG_MAP('graphengine', 'value'));
    expect(codes(graphengine, 'v0.9.3')).toEqual([]);
    expect(codes(graphengine, 'v0.9.4')).toEqual([]);
    expect(codes(graphengine, 'v0.10.0')).toEqual(['rgd_reserved_id']);
    const merged = RGD('', CONFIG_MAP('config', `"\${string({'a': 1}.deepMerge({'b': 2}))}"`));
    expect(codes(merged, 'v0.9.3')).toEqual(['cel_unknown_function']);
    expect(codes(merged, 'v0.10.0')).toEqual([]);
  });

  it('fails an RGD that needs a newer kro (rgdc.dev/min-kro) for an older one, and says so', () => {
    const source = RGD('\n  annotations:\n    rgdc.dev/min-kro: v0.9.4', CONFIG_MAP('config', `"\${string({'a': 1}.deepMerge({'b': 2}))}"`));
    const older = check({ files: [{ file: 'rgd.yaml', source }], kro: findKroRelease('v0.9.3')! });
    expect(older.ok).toBe(false);
    expect(older.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.message])).toEqual([
      ['rgd_min_kro', 6, 'this RGD needs kro v0.9.4 or later (rgdc.dev/min-kro); it is checked for kro v0.9.3'],
      ['cel_unknown_function', 21, 'uses unknown functions: [deepMerge] (kro v0.9.3 has no deepMerge(); it is in kro v0.9.4 and later)'],
    ]);
    expect(check({ files: [{ file: 'rgd.yaml', source }], kro: findKroRelease('v0.9.4')! }).ok).toBe(true);
    const unknown = RGD('\n  annotations:\n    rgdc.dev/min-kro: v2', CONFIG_MAP('config', 'value'));
    expect(codes(unknown, 'v0.9.4')).toEqual(['rgd_min_kro_invalid']);
  });

  it('refuses an unknown release and a gate the release lacks with exit 2', () => {
    const unknown = rgdc(['check', '-', '--kro', 'v0.11.0'], RGD('', CONFIG_MAP('config', 'value')));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--kro: unknown kro release "v0.11.0"; rgdc models v0.9.3, v0.9.4, v0.10.0 (default v0.9.4)');
    const gate = rgdc(['check', '-', '--kro', 'v0.9.4', '--kro-feature-gates', 'GraphKind=true'], RGD('', CONFIG_MAP('config', 'value')));
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain('unrecognized kro feature gate: GraphKind (kro v0.10.0 added it); kro v0.9.4 has: CELOmitFunction');
    const ok = rgdc(['check', '-', '--kro', 'v0.10.0', '--kro-feature-gates', 'GraphKind=true'], RGD('', CONFIG_MAP('config', 'value')));
    expect(ok.stderr).toContain('1 RGD checked');
    expect(ok.code).toBe(0);
  });
});
