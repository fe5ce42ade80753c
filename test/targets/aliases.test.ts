/**
 * Profile names before release-based naming (`ocm-reference`, ...), and the commit names of
 * the monorepo controller's profiles before its first release was known
 * (`ocm-controller-8d5af58+flux-v2.6`, now `ocm-controller-v0.3.0+flux-v2.6`), stay accepted
 * wherever a profile is named: `--target` (a note on stderr, exit code unchanged), the `rgdc.dev/target`
 * annotation of an RGD (`rgd_target_deprecated`, a warning) and fixture `target` files.
 * Compiled RGDs record the current name.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTarget } from '../../src/compiler/compile.js';
import { resolveTarget, TARGET_ALIASES, TARGET_PROFILES } from '../../src/targets/profiles.js';
import { rgdc } from '../support/cli.js';
import { REPO_ROOT } from '../support/fixtures.js';

const OLD = 'ocm-reference';
const NEW = 'ocm-k8s-toolkit-8102a71+flux-v2.6';
const PREVIEW = 'test/fixtures/preview/profile-ocm-k8s-toolkit-8102a71+flux-v2.6';
const scratch = mkdtempSync(join(tmpdir(), 'rgdc-aliases-'));

/** The RGD compiled for NEW, with its annotation rewritten to `name` (or removed). */
function rgdAnnotated(name: string | undefined): string {
  const compiled = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--target', NEW]).stdout;
  const line = `    rgdc.dev/target: ${NEW}\n`;
  expect(compiled).toContain(line);
  const file = join(scratch, `${name ?? 'none'}.yaml`);
  writeFileSync(file, compiled.replace(line, name === undefined ? '' : `    rgdc.dev/target: ${name}\n`));
  return file;
}

describe('deprecated target profile names', () => {
  it('are exactly the names of before, each an alias of one profile, none a current name', () => {
    expect(Object.fromEntries([...TARGET_ALIASES].map(([alias, profile]) => [alias, profile.name]))).toEqual({
      'ocm-controller-8d5af58+flux-v2.6': 'ocm-controller-v0.3.0+flux-v2.6',
      'ocm-nested-oci': 'ocm-controller-v0.3.0+flux-v2.6',
      'ocm-controller-8d5af58+flux-v2.3': 'ocm-controller-v0.3.0+flux-v2.3',
      'ocm-nested-oci-flux-v1beta2': 'ocm-controller-v0.3.0+flux-v2.3',
      'ocm-additional-flat': 'ocm-k8s-toolkit-fad0b5e+flux-v2.6',
      'ocm-additional-flat-flux-v1beta2': 'ocm-k8s-toolkit-fad0b5e+flux-v2.3',
      'ocm-reference': 'ocm-k8s-toolkit-8102a71+flux-v2.6',
      'ocm-reference-flux-v1beta2': 'ocm-k8s-toolkit-8102a71+flux-v2.3',
    });
    for (const alias of TARGET_ALIASES.keys()) expect(TARGET_PROFILES.has(alias)).toBe(false);
  });

  it.each([...TARGET_ALIASES])('%s resolves to its profile and says it was an alias (findTarget, fixture target files)', (alias, profile) => {
    expect(resolveTarget(alias)).toEqual({ profile, alias });
    expect(findTarget(alias)).toBe(profile);
    expect(resolveTarget(profile.name)).toEqual({ profile });
    expect(resolveTarget(`${alias}-nope`)).toBeUndefined();
  });

  it('--target OLD compiles the same bytes as --target NEW, exit 0, with a note on stderr', () => {
    const old = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--target', OLD]);
    const current = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--target', NEW]);
    expect(old.code).toBe(0);
    expect(old.stdout).toBe(current.stdout);
    expect(old.stdout).toContain(`rgdc.dev/target: ${NEW}\n`);
    const summary = `compiled podinfo (target ${NEW}): 0 errors, 0 warnings -> stdout\n`;
    expect(old.stderr).toBe(`rgdc: warning: --target ${OLD} is a deprecated name of ${NEW}; use --target ${NEW}\n${summary}`);
    expect(current.stderr).toBe(summary);
  });

  it('--target OLD --json keeps stdout a JSON document naming the current profile', () => {
    const run = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--target', OLD, '--json']);
    expect(run.code).toBe(0);
    const parsed = JSON.parse(run.stdout) as { ok: boolean; result: { target: string } };
    expect(parsed.ok).toBe(true);
    expect(parsed.result.target).toBe(NEW);
    expect(run.stderr).toContain('deprecated name');
  });

  it('check and preview accept --target OLD', () => {
    expect(rgdc(['check', `test/fixtures/compile/profile-${NEW}/configdata.yaml`, '--target', OLD]).code).toBe(0);
    const run = rgdc([
      'preview',
      'test/fixtures/compile/helm-simple/configdata.yaml',
      '--target',
      OLD,
      '--instance',
      `${PREVIEW}/instance.yaml`,
      '--component',
      `${PREVIEW}/component.yaml`,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(REPO_ROOT, PREVIEW, 'preview.yaml'), 'utf8'));
  });

  it('check reads an RGD annotated with OLD for that profile, with rgd_target_deprecated at the annotation', () => {
    const file = rgdAnnotated(OLD);
    const run = rgdc(['check', file, '--json']);
    expect(run.code).toBe(0);
    const diagnostics = (JSON.parse(run.stdout) as { diagnostics: { code: string; severity: string; line: number; path: string }[] }).diagnostics;
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const deprecated = diagnostics.filter((d) => d.code === 'rgd_target_deprecated');
    expect(deprecated).toHaveLength(1);
    expect(deprecated[0]).toMatchObject({ severity: 'warning', line: readFileSync(file, 'utf8').split('\n').indexOf(`    rgdc.dev/target: ${OLD}`) + 1 });
    // The annotation matters: without it the RGD is checked for the newest controller,
    // whose Resource status has no `reference`.
    expect(rgdc(['check', rgdAnnotated(undefined)]).code).toBe(1);
    // The current name: no warning.
    expect(rgdc(['check', rgdAnnotated(NEW)]).stderr).not.toContain('rgd_target_deprecated');
  });

  it('preview reads an RGD annotated with OLD for that profile, as the ConfigData compiled for NEW', () => {
    const run = rgdc(['preview', rgdAnnotated(OLD), '--instance', `${PREVIEW}/instance.yaml`, '--component', `${PREVIEW}/component.yaml`]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(REPO_ROOT, PREVIEW, 'preview.yaml'), 'utf8'));
    expect(run.stderr).toContain('warning rgd_target_deprecated');
  });
});

describe('the commit names of the monorepo controller profiles (issue 29: named after kubernetes/controller/v0.3.0)', () => {
  const COMMIT = 'ocm-controller-8d5af58+flux-v2.6';
  const RELEASE = 'ocm-controller-v0.3.0+flux-v2.6';

  it('the default profile is named after the release; --target COMMIT compiles its bytes, with a note', () => {
    const old = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--target', COMMIT]);
    const current = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml']);
    expect(old.code).toBe(0);
    expect(old.stdout).toBe(current.stdout);
    expect(current.stdout).toContain(`rgdc.dev/target: ${RELEASE}\n`);
    expect(old.stderr).toContain(`rgdc: warning: --target ${COMMIT} is a deprecated name of ${RELEASE}; use --target ${RELEASE}\n`);
  });

  it('an RGD annotated with the commit name (compiled before the rename) checks clean, with rgd_target_deprecated', () => {
    const compiled = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml']).stdout;
    const file = join(scratch, 'commit-name.yaml');
    writeFileSync(file, compiled.replace(`    rgdc.dev/target: ${RELEASE}\n`, `    rgdc.dev/target: ${COMMIT}\n`));
    const run = rgdc(['check', file, '--json']);
    expect(run.code).toBe(0);
    const diagnostics = (JSON.parse(run.stdout) as { diagnostics: { code: string; severity: string }[] }).diagnostics;
    expect(diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning rgd_target_deprecated']);
  });
});
