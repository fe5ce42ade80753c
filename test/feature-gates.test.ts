/**
 * kro's feature gates (`--kro-feature-gates`, the `rgdc.dev/kro-feature-gates` annotation):
 * kro's controller syntax, usage errors for unknown gates, `omit()` rejected with
 * `CELOmitFunction` off as kro's graph builder rejects it, and the gates a compiled RGD
 * records read back by check and preview.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../src/check/check.js';
import { featureGatesOption } from '../src/cli/target-option.js';
import { compile } from '../src/compiler/compile.js';
import { DEFAULT_FEATURE_GATES, formatFeatureGates, parseFeatureGates } from '../src/targets/feature-gates.js';
import { rgdc } from './support/cli.js';
import { KRO_V0_9_4, KRO_V0_10_0 } from '../src/kro/releases/index.js';
import { usageError } from './support/in-process-cli.js';
import { REPO_ROOT } from './support/fixtures.js';

describe('parseFeatureGates (kro controller syntax)', () => {
  const ok: [string, Record<string, boolean>][] = [
    ['', {}],
    ['CELOmitFunction=true', { CELOmitFunction: true }],
    [' CELOmitFunction = true , GraphKind=false,', { CELOmitFunction: true, GraphKind: false }],
    ['CELOmitFunction=1,InstanceConditionEvents=T', { CELOmitFunction: true, InstanceConditionEvents: true }],
    [
      'AllAlpha=true,GraphKind=false',
      { CELOmitFunction: true, ConservativeCRDComparison: true, GraphKind: false, InstanceConditionEvents: true, InstanceConditionMetrics: true },
    ],
  ];
  it.each(ok)('%j', (text, changed) => {
    const parsed = parseFeatureGates(text);
    expect(parsed).toEqual({ gates: { ...DEFAULT_FEATURE_GATES, ...changed } });
  });

  it("AllAlpha sets the gates of the kro release named, and a newer release's gate is unknown to an older one", () => {
    expect(parseFeatureGates('AllAlpha=true', KRO_V0_9_4)).toEqual({
      gates: { ...DEFAULT_FEATURE_GATES, CELOmitFunction: true, InstanceConditionEvents: true, InstanceConditionMetrics: true },
    });
    expect(parseFeatureGates('GraphKind=true', KRO_V0_9_4)).toEqual({
      error:
        'unrecognized kro feature gate: GraphKind (kro v0.10.0 added it); kro v0.9.4 has: CELOmitFunction, InstanceConditionEvents, InstanceConditionMetrics',
    });
    expect(parseFeatureGates('GraphKind=true', KRO_V0_10_0)).toEqual({ gates: { ...DEFAULT_FEATURE_GATES, GraphKind: true } });
  });

  const bad: [string, RegExp][] = [
    ['CELOmitFuncton=true', /unrecognized kro feature gate: CELOmitFuncton \(did you mean CELOmitFunction\?\)/],
    ['CELOmitFunction', /missing bool value for CELOmitFunction/],
    ['CELOmitFunction=yes', /invalid value of CELOmitFunction=yes/],
  ];
  it.each(bad)('%j is refused', (text, message) => {
    const parsed = parseFeatureGates(text);
    expect('error' in parsed && parsed.error).toMatch(message);
  });

  it('formats only the gates that differ from kro defaults', () => {
    expect(formatFeatureGates(DEFAULT_FEATURE_GATES)).toBe('');
    expect(formatFeatureGates({ ...DEFAULT_FEATURE_GATES, CELOmitFunction: true })).toBe('CELOmitFunction=true');
  });

  it('an unknown gate on the command line is a usage error (exit 2)', () => {
    expect(usageError(() => featureGatesOption('CELOmit=true')).exitCode).toBe(2);
  });
});

const OMIT_RGD = 'test/fixtures/check/ref-omit-gate-off/rgd.yaml';

describe('omit() and the CELOmitFunction gate', () => {
  const source = readFileSync(join(REPO_ROOT, OMIT_RGD), 'utf8');
  it('is rejected with kro default gates, at the omit() call', () => {
    const result = check({ files: [{ file: OMIT_RGD, source }] });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.column])).toEqual([['cel_omit_gate_disabled', 21, 45]]);
  });
  it('is accepted with the gate on', () => {
    const gates = (parseFeatureGates('CELOmitFunction=true') as { gates: typeof DEFAULT_FEATURE_GATES }).gates;
    expect(check({ files: [{ file: OMIT_RGD, source }], featureGates: gates }).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('rgdc.dev/kro-feature-gates round trip (CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgdc-gates-'));
  const rgdFile = join(dir, 'rgd.yaml');

  it('compile records the gates; check and preview use them without the flag', () => {
    const compiled = rgdc([
      'compile',
      'test/fixtures/compile/helm-delivery-settings/configdata.yaml',
      '--kro-feature-gates',
      'CELOmitFunction=true',
      '-o',
      rgdFile,
    ]);
    expect(compiled.code).toBe(0);
    expect(readFileSync(rgdFile, 'utf8')).toContain('rgdc.dev/kro-feature-gates: CELOmitFunction=true');
    expect(rgdc(['check', rgdFile]).code).toBe(0);
    const previewed = rgdc([
      'preview',
      rgdFile,
      '--instance',
      'test/fixtures/compile/helm-delivery-settings/instance-full.yaml',
      '--component',
      'test/fixtures/compile/helm-delivery-settings/component.yaml',
    ]);
    expect(previewed.code).toBe(0);
    expect(previewed.stdout).toContain('serviceAccountName: podinfo-deployer');
  });

  it('--kro-feature-gates overrides the annotation', () => {
    const run = rgdc(['check', rgdFile, '--kro-feature-gates', 'CELOmitFunction=false']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('cel_omit_gate_disabled');
  });

  it('an unknown gate is a usage error with a suggestion', () => {
    for (const command of [
      ['compile', 'test/fixtures/compile/helm-simple/configdata.yaml'],
      ['check', rgdFile],
      ['preview', rgdFile, '--instance', 'test/fixtures/compile/helm-delivery-settings/instance-unset.yaml'],
    ]) {
      const run = rgdc([...command, '--kro-feature-gates', 'CELOmitFuncton=true']);
      expect(run.code, command[0]).toBe(2);
      expect(run.stderr).toContain('did you mean CELOmitFunction?');
    }
  });

  it('a malformed annotation is an error at the annotation', () => {
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, readFileSync(rgdFile, 'utf8').replace('CELOmitFunction=true', 'CELOmit=on'));
    const run = rgdc(['check', broken, '--json']);
    expect(run.code).toBe(1);
    const codes = (JSON.parse(run.stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code);
    expect(codes).toContain('rgd_feature_gates_invalid');
  });

  it('compiling without gates for a ConfigData needing none changes nothing', () => {
    const plain = compile({
      file: 'test/fixtures/compile/helm-simple/configdata.yaml',
      source: readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-simple/configdata.yaml'), 'utf8'),
    });
    expect(plain.output!.files.rgd).toBe(readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-simple/rgd.yaml'), 'utf8'));
  });
});
