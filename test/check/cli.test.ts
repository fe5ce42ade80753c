/**
 * `rgdc check` and `rgdc graph` on the built binary: exit codes, code frames on stderr,
 * `--json`, `--sarif`, `--crds`, and the graph formats.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgdc } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';

const CYCLE = 'test/fixtures/check/graph-cycle-three/rgd.yaml';
const UNKNOWN_FIELD = 'test/fixtures/check/template-unknown-field/rgd.yaml';
const GOOD = 'test/fixtures/compile/helm-simple/rgd.yaml';
const FLUX_CRDS = join(corpusDir, 'flux');

describe('rgdc check', () => {
  it('exits 0 on a valid RGD, checked against the built-in OCM and Flux schemas', () => {
    const run = rgdc(['check', GOOD]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('1 RGD checked: 0 errors, 0 warnings\n');
  });

  it('without the built-in schemas, unchecked kinds are warnings and the exit code stays 0', () => {
    const run = rgdc(['check', GOOD, '--no-builtin-schemas']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning template_unknown_kind');
  });

  it('every compiled fixture, whatever its target, checks without errors (schemas follow rgdc.dev/target)', () => {
    const files = readdirSync(join(REPO_ROOT, 'test/fixtures/compile'))
      .filter((name) => existsSync(join(REPO_ROOT, 'test/fixtures/compile', name, 'rgd.yaml')))
      .map((name) => `test/fixtures/compile/${name}/rgd.yaml`);
    const run = rgdc(['check', ...files]);
    expect(run.stderr).not.toMatch(/ error /);
    expect(run.code).toBe(0);
  });

  it('--target picks the schemas for a ConfigData compiled for an older controller', () => {
    expect(
      rgdc(['check', 'test/fixtures/compile/profile-ocm-k8s-toolkit-8102a71+flux-v2.6/configdata.yaml', '--target', 'ocm-k8s-toolkit-8102a71+flux-v2.6']).code,
    ).toBe(0);
    expect(rgdc(['check', 'test/fixtures/compile/helm-simple/configdata.yaml', '--target', 'nope']).code).toBe(2);
  });

  it('compiles a ConfigData, then checks its RGD', () => {
    expect(rgdc(['check', 'test/fixtures/compile/helm-simple/configdata.yaml']).code).toBe(0);
  });

  it('exits 1 with file:line:col, a code frame and a hint', () => {
    const run = rgdc(['check', CYCLE]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${CYCLE}:12:11: error graph_cycle: graph contains a cycle: first -> third -> second -> first`);
    expect(run.stderr).toMatch(/\n\s+12 \| {5}- id: first\n\s+\^{5}\n/);
    expect(run.stderr).toContain('hint: ');
  });

  it('checks templates against --crds (files and folders)', () => {
    expect(rgdc(['check', UNKNOWN_FIELD, '--no-builtin-schemas']).code).toBe(0);
    expect(rgdc(['check', UNKNOWN_FIELD]).code).toBe(1);
    const run = rgdc(['check', UNKNOWN_FIELD, '--crds', FLUX_CRDS, '--no-builtin-schemas']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error template_unknown_field');
  });

  it('exits 3 when a file or --crds path cannot be read, 2 without files', () => {
    expect(rgdc(['check', 'does-not-exist.yaml']).code).toBe(3);
    expect(rgdc(['check', GOOD, '--crds', 'no-such-dir']).code).toBe(3);
    expect(rgdc(['check']).code).toBe(2);
  });

  it('--json prints one object with every diagnostic and the graphs', () => {
    const run = rgdc(['check', CYCLE, GOOD, '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.ok).toBe(false);
    expect(out.diagnostics.find((d: { code: string }) => d.code === 'graph_cycle')).toMatchObject({
      file: CYCLE,
      line: 12,
      column: 11,
      path: 'spec.resources[0].id',
      severity: 'error',
    });
    const good = out.result.results.find((r: { file: string }) => r.file === GOOD);
    expect(good.topologicalOrder).toEqual(['ocmRepository', 'ocmComponent', 'chartResource', 'ociRepository', 'helmRelease']);
    expect(good.nodes[1]).toEqual({ id: 'ocmComponent', kind: 'Component', apiVersion: 'delivery.ocm.software/v1alpha1', dependencies: ['ocmRepository'] });
  });

  it('--sarif writes SARIF 2.1.0 with rules and positioned results', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'rgdc-sarif-')), 'check.sarif');
    const run = rgdc(['check', CYCLE, '--sarif', out]);
    expect(run.code).toBe(1);
    const sarif = JSON.parse(readFileSync(out, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    const [runLog] = sarif.runs;
    expect(runLog.tool.driver.name).toBe('rgdc');
    expect(runLog.tool.driver.rules.map((r: { id: string }) => r.id)).toContain('graph_cycle');
    const result = runLog.results.find((r: { ruleId: string }) => r.ruleId === 'graph_cycle');
    expect(result.level).toBe('error');
    expect(result.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: CYCLE },
      region: { startLine: 12, startColumn: 11, endLine: 12, endColumn: 16 },
    });
  });

  it('reads standard input with -', () => {
    const run = rgdc(['check', '-'], readFileSync(join(REPO_ROOT, CYCLE), 'utf8'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('<stdin>:12:11: error graph_cycle');
  });
});

describe('rgdc graph', () => {
  it('prints Mermaid by default, nodes labelled id (Kind), edges from references', () => {
    const run = rgdc(['graph', GOOD]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('flowchart TD\n');
    expect(run.stdout).toContain('  n_ocmRepository["ocmRepository (Repository)"]\n');
    expect(run.stdout).toContain('  n_ocmRepository --> n_ocmComponent\n');
  });

  it('prints DOT for a ConfigData (compiled first)', () => {
    const run = rgdc(['graph', 'test/fixtures/compile/helm-simple/configdata.yaml', '--format', 'dot']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^digraph "podinfo" \{\n/);
    expect(run.stdout).toContain('  "ociRepository" -> "helmRelease";\n');
  });

  it('shows a cyclic graph but exits 1; rejects unknown formats with 2', () => {
    const run = rgdc(['graph', CYCLE, '--format', 'dot']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('"third" -> "first";');
    expect(rgdc(['graph', GOOD, '--format', 'svg']).code).toBe(2);
  });

  it('a map key that is a collection (? [db]) prints no Node warning on stderr', () => {
    const rgd = [
      'apiVersion: kro.run/v1alpha1',
      'kind: ResourceGraphDefinition',
      'metadata:',
      '  name: x',
      'spec:',
      '  schema:',
      '    apiVersion: v1alpha1',
      '    kind: X',
      '    spec:',
      '      ? [db]',
      '      : string',
      '',
    ].join('\n');
    const run = rgdc(['check', '-'], rgd);
    expect(run.stderr).not.toMatch(/Warning|node:/);
    expect(run.stderr).toContain('1 RGD checked');
  });
});
