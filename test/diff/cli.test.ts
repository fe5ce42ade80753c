/**
 * `rgdc diff` as scripts and CI run it: exit codes (0, 5, 1, 2, 3), the text report on
 * stdout, `--json` with `result.changes[]`, `--sarif`, standard input and `git:REV:PATH`.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const CASES = 'test/fixtures/diff';
const side = (name: string, which: 'old' | 'new') => `${CASES}/${name}/${which}.yaml`;

describe('rgdc diff', () => {
  it("exit 5 and kro's refusal when kro would refuse the update", () => {
    const run = rgdc(['diff', side('property-removed', 'old'), side('property-removed', 'new')]);
    expect(run.code).toBe(5);
    expect(run.stdout).toContain('cannot update CRD webapps.kro.run: breaking changes detected: Property replicas was removed');
    expect(run.stdout).toMatch(new RegExp(`${side('property-removed', 'old')}:\\d+:\\d+: spec\\.replicas  \\[PropertyRemoved, breaking\\]`));
    expect(run.stderr).toBe(
      `diffed ${side('property-removed', 'old')} -> ${side('property-removed', 'new')} (kro refuses the update, 1 schema change): 0 errors, 0 warnings -> stdout\n`,
    );
    expect(rgdc(['diff', '--quiet', side('property-removed', 'old'), side('property-removed', 'new')]).stderr).toBe('');
  });

  it('exit 0 when the annotation allows the breaking change', () => {
    const run = rgdc(['diff', side('annotation-allows', 'old'), side('annotation-allows', 'new')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('breaking changes allowed');
  });

  it('exit 5 for an immutable field, whatever the annotation', () => {
    expect(rgdc(['diff', side('immutable-kind', 'old'), side('immutable-kind', 'new')]).code).toBe(5);
  });

  it('--json: one object with result.changes[], graph and instances', () => {
    const run = rgdc(['diff', side('bounds-tightened', 'old'), side('bounds-tightened', 'new'), '--json']);
    expect(run.code).toBe(5);
    const out = JSON.parse(run.stdout) as {
      ok: boolean;
      result: { changes: Record<string, unknown>[]; graph: unknown[]; instances: unknown[]; verdict: { action: string } };
    };
    expect(out.ok).toBe(true);
    expect(out.result.verdict.action).toBe('refuse');
    expect(out.result.graph).toEqual([]);
    expect(out.result.instances).toEqual([]);
    const change = out.result.changes.find((c) => c.type === 'MinimumIncreased')!;
    expect(change).toMatchObject({
      path: 'spec.replicas.minimum',
      breaking: true,
      allowed: false,
      kroApplies: false,
      message: 'Minimum was increased from 1 to 2',
    });
  });

  it('--sarif writes the findings at their fields', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-diff-'));
    const file = join(dir, 'diff.sarif');
    const run = rgdc(['diff', side('missed-enum-added', 'old'), side('missed-enum-added', 'new'), '--sarif', file]);
    expect(run.code).toBe(0);
    const sarif = JSON.parse(readFileSync(file, 'utf8')) as {
      runs: { results: { ruleId: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[] }[];
    };
    const [result] = sarif.runs[0]!.results;
    expect(result!.ruleId).toBe('diff_missed_change');
    expect(result!.locations[0]!.physicalLocation.region.startLine).toBe(11);
  });

  it('reads one side from standard input', () => {
    const run = rgdc(['diff', side('enum-restricted', 'old'), '-'], readFileSync(side('enum-restricted', 'new'), 'utf8'));
    expect(run.code).toBe(5);
    expect(run.stdout).toContain('<stdin>:');
  });

  it('reads git:REV:PATH from the current repository', () => {
    const run = rgdc(['diff', `git:HEAD:${side('no-change', 'old')}`, side('no-change', 'new')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kro sees no change');
  });

  it('exit 3 for an unknown revision, outside a repository, or a missing file', () => {
    const unknown = rgdc(['diff', 'git:no-such-revision:configdata.yaml', side('no-change', 'new')]);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('error diff_git_failed: git:no-such-revision:configdata.yaml: git show no-such-revision:configdata.yaml failed');
    const outside = rgdc(['diff', 'git:HEAD:x.yaml', join(process.cwd(), side('no-change', 'new'))], undefined, {
      cwd: mkdtempSync(join(tmpdir(), 'rgdc-nogit-')),
    });
    expect(outside.code).toBe(3);
    expect(rgdc(['diff', 'git:HEAD', side('no-change', 'new')]).code).toBe(3);
    expect(rgdc(['diff', 'missing.yaml', side('no-change', 'new')]).code).toBe(3);
  });

  it('exit 1 for an input with errors, with no stack trace', () => {
    const run = rgdc(['diff', 'test/fixtures/compile/bad-yaml-syntax/configdata.yaml', side('no-change', 'new')]);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    expect(run.stdout).toBe('');
  });

  it('exit 2 for usage errors', () => {
    expect(rgdc(['diff', side('no-change', 'old')]).code).toBe(2);
    expect(rgdc(['diff', '-', '-'], '').code).toBe(2);
  });

  describe("--kro and --kro-feature-gates: kro's CRD comparison per release and gate", () => {
    const rule = [side('missed-validation-rule', 'old'), side('missed-validation-rule', 'new')];
    const enumAdded = [side('missed-enum-added', 'old'), side('missed-enum-added', 'new')];
    const note =
      "rgdc: note: StrictCRDCompatibilityChecks is rgdc's name for kro's gate ConservativeCRDComparison (kro has no gate StrictCRDCompatibilityChecks); kro's controller takes --feature-gates ConservativeCRDComparison=true\n";

    it('a new CEL rule: kro v0.9.4 and v0.10.0 do not see it (exit 0); v0.10.0 with ConservativeCRDComparison=true refuses it (exit 5)', () => {
      expect(rgdc(['diff', ...rule]).code).toBe(0);
      expect(rgdc(['diff', '--kro', 'v0.10.0', ...rule]).code).toBe(0);
      const run = rgdc(['diff', '--kro', 'v0.10.0', '--kro-feature-gates', 'ConservativeCRDComparison=true', ...rule]);
      expect(run.code).toBe(5);
      expect(run.stdout).toContain(
        'kro: cannot update CRD webapps.kro.run: breaking changes detected: Validation rules changed at .properties.spec.properties.replicas.x-kubernetes-validations',
      );
      expect(run.stdout).toMatch(/spec\.replicas\.x-kubernetes-validations {2}\[ValidationRulesChanged, breaking\]/);
      expect(rgdc(['diff', '--kro', 'v0.10.0', '--kro-feature-gates', 'ConservativeCRDComparison=false', ...rule]).code).toBe(0);
    });

    it("StrictCRDCompatibilityChecks is an alias of ConservativeCRDComparison, with a note naming kro's gate", () => {
      const run = rgdc(['diff', '--kro', 'v0.10.0', '--kro-feature-gates', 'StrictCRDCompatibilityChecks=true', ...rule]);
      expect(run.code).toBe(5);
      expect(run.stderr.startsWith(note)).toBe(true);
      const json = rgdc(['diff', '--kro', 'v0.10.0', '--kro-feature-gates', 'StrictCRDCompatibilityChecks=true', '--json', ...rule]);
      expect((JSON.parse(json.stdout) as { result: { verdict: { action: string } } }).result.verdict.action).toBe('refuse');
    });

    it('an added enum: the default release (v0.9.4) accepts it unseen (exit 0); v0.10.0 refuses it, with or without the gate (exit 5)', () => {
      const accepted = rgdc(['diff', ...enumAdded]);
      expect(accepted.code).toBe(0);
      expect(accepted.stdout).toContain('[EnumAdded, not seen by kro]');
      expect(rgdc(['diff', '--kro', 'v0.10.0', ...enumAdded]).code).toBe(5);
      const strict = rgdc(['diff', '--kro', 'v0.10.0', '--kro-feature-gates', 'StrictCRDCompatibilityChecks=true', ...enumAdded]);
      expect(strict.code).toBe(5);
      expect(strict.stdout).toContain('breaking changes detected: Enum constraint ["debug","info"] was added');
    });

    it('exit 2 for a gate the release does not have, naming the release that added it', () => {
      for (const gates of ['ConservativeCRDComparison=true', 'StrictCRDCompatibilityChecks=true']) {
        const run = rgdc(['diff', '--kro-feature-gates', gates, ...enumAdded]);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(
          'rgdc: --kro-feature-gates: unrecognized kro feature gate: ConservativeCRDComparison (kro v0.10.0 added it); kro v0.9.4 has: CELOmitFunction, InstanceConditionEvents, InstanceConditionMetrics',
        );
      }
      expect(rgdc(['diff', '--kro', 'v9', ...enumAdded]).code).toBe(2);
      expect(rgdc(['diff', '--kro', 'v0.10.0', '--kro-feature-gates', 'ConservativeCRDComparison=maybe', ...enumAdded]).code).toBe(2);
    });
  });

  it('--instances prints the summary table', () => {
    const root = 'test/fixtures/diff-instances';
    const run = rgdc(['diff', `${root}/old.yaml`, `${root}/new.yaml`, '--instances', `${root}/instances`, '--component', `${root}/component.yaml`]);
    expect(run.code).toBe(5);
    expect(run.stdout).toMatch(/INSTANCE\s+VERDICT\s+CREATED\s+DELETED\s+CHANGED\s+FILE/);
    expect(run.stdout).toMatch(/tenant-24\s+rejected/);
  });
});
