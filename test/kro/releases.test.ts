/**
 * kro releases as data (src/kro/releases/): the table is consistent with itself and with
 * kro's gate history, `--kro` finds each release, and compile's self-check names the oldest
 * release that accepts an RGD in `rgdc.dev/min-kro` (with `configdata_needs_newer_kro`),
 * as an error when compiling for an older one.
 */
import { describe, expect, it } from 'vitest';
import { selfCheck } from '../../src/compiler/self-check.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import {
  DEFAULT_KRO_RELEASE,
  findKroRelease,
  gatesMissingFrom,
  KRO_RELEASES,
  KRO_V0_9_3,
  KRO_V0_9_4,
  KRO_V0_10_0,
  OLDEST_KRO_RELEASE,
} from '../../src/kro/releases/index.js';
import { DEFAULT_FEATURE_GATES, KRO_FEATURE_GATE_SINCE, type KroFeatureGate } from '../../src/targets/feature-gates.js';

/** `v0.10.0` → [0, 10, 0], for ordering. */
const numbers = (name: string) => name.slice(1).split('.').map(Number);
const older = (a: string, b: string) => {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
};

describe('kro releases', () => {
  it('are listed oldest first, the default among them, each with its sources', () => {
    const names = KRO_RELEASES.map((r) => r.name);
    expect(names).toEqual(['v0.9.3', 'v0.9.4', 'v0.10.0']);
    for (let i = 1; i < names.length; i++) expect(older(names[i - 1]!, names[i]!)).toBe(true);
    expect(KRO_RELEASES).toContain(DEFAULT_KRO_RELEASE);
    expect(OLDEST_KRO_RELEASE).toBe(KRO_V0_9_3);
    for (const release of KRO_RELEASES) {
      expect(release.readFrom).not.toBe('');
      expect(release.sources.length).toBeGreaterThan(0);
    }
  });

  it('have exactly the gates kro added by then', () => {
    for (const release of KRO_RELEASES) {
      const expected = (Object.keys(KRO_FEATURE_GATE_SINCE) as KroFeatureGate[]).filter((gate) => !older(release.name, KRO_FEATURE_GATE_SINCE[gate]));
      expect([...release.featureGates].sort()).toEqual(expected.sort());
    }
    expect(gatesMissingFrom(KRO_V0_9_4, { ...DEFAULT_FEATURE_GATES, GraphKind: true })).toEqual([{ gate: 'GraphKind', since: 'v0.10.0' }]);
  });

  it('only ever add fields and reserved words', () => {
    for (let i = 1; i < KRO_RELEASES.length; i++) {
      const [before, after] = [KRO_RELEASES[i - 1]!, KRO_RELEASES[i]!];
      for (const word of before.reservedWords) expect(after.reservedWords.has(word)).toBe(true);
      for (const field of before.schemaFields) expect(after.schemaFields.has(field)).toBe(true);
      for (const field of before.resourceFields) expect(after.resourceFields.has(field)).toBe(true);
    }
    expect(KRO_V0_10_0.reservedWords.has('graphengine')).toBe(true);
    expect(KRO_V0_9_4.reservedWords.has('graphengine')).toBe(false);
  });

  it('are found by --kro with or without the v', () => {
    expect(findKroRelease('v0.10.0')).toBe(KRO_V0_10_0);
    expect(findKroRelease('0.9.3')).toBe(KRO_V0_9_3);
    expect(findKroRelease('v0.9')).toBeUndefined();
  });
});

/** A generated RGD (as compile hands it to the self-check) whose one template calls `deepMerge`. */
const rgd = (data: string) => ({
  apiVersion: 'kro.run/v1alpha1',
  kind: 'ResourceGraphDefinition',
  metadata: { name: 'demo' },
  spec: {
    schema: { apiVersion: 'v1alpha1', kind: 'Demo', spec: { name: 'string' } },
    resources: [{ id: 'config', template: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '${schema.spec.name}' }, data: { merged: data } } }],
  },
});

function run(data: string, kro = DEFAULT_KRO_RELEASE) {
  const diagnostics: Diagnostic[] = [];
  const result = selfCheck('configdata.yaml', rgd(data), (d) => diagnostics.push(d), DEFAULT_FEATURE_GATES, kro);
  return { result, diagnostics: diagnostics.map((d) => ({ code: d.code, severity: d.severity, message: d.message })) };
}

describe("compile's self-check for every release", () => {
  it('names nothing for an RGD every release accepts', () => {
    expect(run('${schema.spec.name}')).toEqual({ result: {}, diagnostics: [] });
  });

  it('names the oldest release that accepts it, and why the one before refuses it', () => {
    const { result, diagnostics } = run("${string({'a': 1}.deepMerge({'b': 2}))}");
    expect(result.minKro).toBe(KRO_V0_9_4);
    expect(diagnostics).toEqual([
      {
        code: 'configdata_needs_newer_kro',
        severity: 'warning',
        message: expect.stringMatching(
          /^the RGD needs kro v0\.9\.4 or later \(annotated rgdc\.dev\/min-kro\): kro v0\.9\.3 refuses it at spec\.resources\[0\]\.template\.data\.merged: uses unknown functions: \[deepMerge\]/,
        ),
      },
    ]);
  });

  it('is an error when compiling for a release older than that', () => {
    const { diagnostics } = run("${string({'a': 1}.deepMerge({'b': 2}))}", KRO_V0_9_3);
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([['configdata_needs_newer_kro', 'error']]);
  });
});
