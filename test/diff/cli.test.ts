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

  it('--instances prints the summary table', () => {
    const root = 'test/fixtures/diff-instances';
    const run = rgdc(['diff', `${root}/old.yaml`, `${root}/new.yaml`, '--instances', `${root}/instances`, '--component', `${root}/component.yaml`]);
    expect(run.code).toBe(5);
    expect(run.stdout).toMatch(/INSTANCE\s+VERDICT\s+CREATED\s+DELETED\s+CHANGED\s+FILE/);
    expect(run.stdout).toMatch(/tenant-24\s+rejected/);
  });
});
