/**
 * `rgdc check DIR` on a repository shaped like a platform team's (issue 26, point 7):
 * RGDs, a ConfigData, instances of both, Helm values files, a kustomization, a Flux
 * source, a GitHub workflow, a multi-document file and a .gitignore'd build folder.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const REPO = 'test/fixtures/repository';
const INVALID = 'test/fixtures/repository-invalid-instance';
/** What CI would render into the ignored build/ folder: an instance that breaks its API. */
const RENDERED = 'apiVersion: kro.run/v1alpha1\nkind: WebApp\nmetadata:\n  name: stale\nspec:\n  replicas: many\n';

interface Finding {
  code: string;
  severity: string;
  file: string;
  line: number;
  column: number;
  message: string;
}

function findings(args: readonly string[]): { code: number | null; ok: boolean; diagnostics: Finding[]; stderr: string } {
  const run = rgdc(['check', ...args, '--json']);
  const parsed = JSON.parse(run.stdout) as { ok: boolean; diagnostics: Finding[] };
  return { code: run.code, ok: parsed.ok, diagnostics: parsed.diagnostics, stderr: run.stderr };
}

describe('rgdc check DIR', () => {
  it('checks the whole repository with one command: exit 0, one info line per skipped file, one summary line', () => {
    const run = rgdc(['check', REPO, '--verbose']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(STACK_TRACE);
    const skipped = (file: string, what: string) =>
      `${REPO}/${file}:1:1: info rgd_skipped_file: skipped: ${what}: not an RGD, a ConfigData or an instance of an RGD of this run`;
    expect(run.stderr.split('\n')).toEqual([
      skipped('.github/workflows/check.yaml', 'a YAML map without apiVersion and kind'),
      skipped('clusters/prod/flux-system.yaml', 'GitRepository (source.toolkit.fluxcd.io/v1), Kustomization (kustomize.toolkit.fluxcd.io/v1)'),
      skipped('teams/podinfo/values/values-dev.yml', 'a YAML map without apiVersion and kind'),
      skipped('teams/podinfo/values/values-prod.yaml', 'a YAML map without apiVersion and kind'),
      skipped('tenants/team-a/kustomization.yaml', 'Kustomization (kustomize.config.k8s.io/v1beta1)'),
      // webapp and tenantconfig RGDs, the podinfo ConfigData; WebApp, TenantConfig and Podinfo instances.
      '3 RGDs checked, 3 instances validated in 10 files (5 skipped): 0 errors, 0 warnings',
      '',
    ]);
  });

  it('without --verbose prints only the summary line; --json holds no finding at all', () => {
    expect(rgdc(['check', REPO]).stderr).toBe('3 RGDs checked, 3 instances validated in 10 files (5 skipped): 0 errors, 0 warnings\n');
    const run = findings([REPO]);
    expect([run.code, run.ok, run.diagnostics, run.stderr]).toEqual([0, true, [], '']);
  });

  it('validates an instance against the instance API of an RGD found in the same run, at the line of the field', () => {
    const run = findings([INVALID]);
    expect(run.code).toBe(1);
    expect(run.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['rgd_invalid_instance', `${INVALID}/tenants/team-a/webapp.yaml`, 8, 13],
      ['rgd_invalid_instance', `${INVALID}/tenants/team-a/webapp.yaml`, 9, 3],
    ]);
  });

  it('honours .gitignore (build/ would fail the check) and --exclude', () => {
    // build/ is .gitignore'd, so git never commits it either: the test writes it into a copy.
    const copy = join(mkdtempSync(join(tmpdir(), 'rgdc-repo-')), 'repository');
    cpSync(REPO, copy, { recursive: true });
    mkdirSync(join(copy, 'build'));
    writeFileSync(join(copy, 'build', 'rendered.yaml'), RENDERED);
    const all = findings([copy, '--verbose']);
    expect([all.code, all.diagnostics.filter((d) => d.severity !== 'info')]).toEqual([0, []]);
    expect(all.diagnostics.some((d) => d.file.includes('/build/'))).toBe(false);
    // Reading build/rendered.yaml by name shows what the walk kept out.
    expect(findings([join(copy, 'build', 'rendered.yaml'), join(copy, 'platform', 'rgds', 'webapp.rgd.yaml')]).code).toBe(1);
    const excluded = rgdc(['check', REPO, '--exclude', 'tenants/', '--exclude', '*.yml']);
    expect(excluded.stderr).toBe('3 RGDs checked in 6 files (3 skipped): 0 errors, 0 warnings\n');
    // Without its RGDs, the invalid WebApp is no instance of a known RGD: skipped, not an error.
    expect(rgdc(['check', INVALID, '--exclude', 'platform/']).code).toBe(0);
  });

  it('several RGDs of one API: an instance is checked against the nearest, and one with no nearest is a warning, never judged by another RGD', () => {
    const root = mkdtempSync(join(tmpdir(), 'rgdc-two-apis-'));
    const rgd = readFileSync(join(REPO, 'platform/rgds/webapp.rgd.yaml'), 'utf8');
    // staging's WebApp requires a `tier`, which prod's (the fixture's) does not know.
    const staging = rgd.replace('port: integer | default=8080', 'port: integer | default=8080\n      tier: string | required=true');
    expect(staging).not.toBe(rgd);
    const put = (file: string, text: string) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    put('prod/webapp.rgd.yaml', rgd);
    put('staging/webapp.rgd.yaml', staging);
    const instance = (tier: string) => `apiVersion: kro.run/v1alpha1\nkind: WebApp\nmetadata:\n  name: shop\nspec:\n  image: ghcr.io/acme/shop:1.4.2\n${tier}`;
    const PROD = '';
    const STAGING = '  tier: web\n';
    put('prod/apps/shop.yaml', instance(PROD));
    put('staging/apps/shop.yaml', instance(STAGING));
    const nearest = findings([root]);
    expect([nearest.code, nearest.diagnostics]).toEqual([0, []]);
    // The same instances swapped: each breaks the RGD next to it.
    put('prod/apps/shop.yaml', instance(STAGING));
    put('staging/apps/shop.yaml', instance(PROD));
    const swapped = findings([root]);
    expect(swapped.diagnostics.map((d) => [d.code, d.file.slice(root.length)])).toEqual([
      ['rgd_invalid_instance', '/prod/apps/shop.yaml'],
      ['rgd_invalid_instance', '/staging/apps/shop.yaml'],
    ]);
    // At the root, both RGDs are as near: not validated, and said so where the kind is.
    put('prod/apps/shop.yaml', instance(PROD));
    put('staging/apps/shop.yaml', instance(STAGING));
    put('shop.yaml', instance(PROD));
    const ambiguous = findings([root]);
    expect([ambiguous.code, ambiguous.diagnostics.map((d) => [d.code, d.severity, d.file.slice(root.length), d.line])]).toEqual([
      0,
      [['rgd_instance_ambiguous', 'warning', '/shop.yaml', 2]],
    ]);
  });

  it('writes SARIF that lists every file read, findings or not', () => {
    const sarif = join(mkdtempSync(join(tmpdir(), 'rgdc-repo-')), 'rgdc.sarif');
    expect(rgdc(['check', INVALID, '--sarif', sarif]).code).toBe(1);
    const run = (JSON.parse(readFileSync(sarif, 'utf8')) as { runs: { artifacts: { location: { uri: string } }[]; results: { ruleId: string }[] }[] }).runs[0]!;
    expect(run.artifacts.map((a) => a.location.uri.slice(INVALID.length + 1))).toEqual([
      '.github/workflows/check.yaml',
      'clusters/prod/flux-system.yaml',
      'platform/rgds/namespace-config.yaml',
      'platform/rgds/webapp.rgd.yaml',
      'teams/podinfo/configdata.yaml',
      'teams/podinfo/values/values-dev.yml',
      'teams/podinfo/values/values-prod.yaml',
      'tenants/team-a/kustomization.yaml',
      'tenants/team-a/tenant.yaml',
      'tenants/team-a/webapp.yaml',
    ]);
    expect(run.results.map((r) => r.ruleId)).toEqual(['rgd_invalid_instance', 'rgd_invalid_instance']);
  });

  it('a file named on the command line that holds no RGD is still an error, as before', () => {
    const run = findings([`${REPO}/tenants/team-a/kustomization.yaml`]);
    expect([run.code, run.diagnostics.map((d) => d.code)]).toEqual([1, ['rgd_not_rgd']]);
  });
});
