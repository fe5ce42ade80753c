/**
 * `rgdc compile --verify` and `rgdc check --component` on the built binary, against
 * component versions in a CTF built in-test from the preview fixture's descriptor
 * (`test/fixtures/preview/helm-configured/component.yaml`), changed one way per case:
 * each finding at the ConfigData line that names the resource, exit 1; a repository
 * without the component exit 4.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: edits the resources of a descriptor as free-form JSON; `unknown` would need a cast at every step.
import { beforeAll, describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { fixtureDescriptor } from './support.js';
import { emptyCtf, storeVersion } from '../ocm/support.js';

const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';

/** A CTF holding the fixture's component version, changed by `edit`, as `version`. */
async function ctfWith(edit: (resources: any[]) => void, version = '6.9.1'): Promise<string> {
  const descriptor = fixtureDescriptor();
  descriptor.component.version = version;
  edit(descriptor.component.resources);
  const { path, store } = emptyCtf();
  await storeVersion(store, descriptor);
  return path;
}

interface Json {
  ok: boolean;
  diagnostics: { code: string; severity: string; line: number; column: number; path: string; message: string; hint?: string }[];
  result: any;
}

describe('compile --verify against a CTF', () => {
  let good: string;
  beforeAll(async () => {
    good = await ctfWith(() => undefined);
  });

  it('a component version with everything: exit 0, the RGD on stdout, the summary names the version', () => {
    const run = rgdc(['compile', CONFIGDATA, '--verify', '--component', `${good}//acme.org/podinfo`]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kind: ResourceGraphDefinition');
    expect(run.stderr).toContain(`verified against ctf::${good}//acme.org/podinfo:6.9.1`);
    const json = JSON.parse(rgdc(['compile', CONFIGDATA, '--component', `${good}//acme.org/podinfo`, '--json']).stdout) as Json;
    expect(json.result.verify.resources).toEqual([
      { name: 'chart', role: 'chart', path: 'deploy.helm.chart', ok: true },
      { name: 'image', role: 'image', path: 'localization[0].resource', ok: true },
      { name: 'redis-image', role: 'image', path: 'localization[1].resource', ok: true },
    ]);
  });

  const cases: [string, (resources: any[]) => void, string, number, string][] = [
    ['a chart the version lacks', (r) => (r[0].name = 'charts'), 'configdata_resource_not_in_component', 15, 'deploy.helm.chart'],
    ['a chart of the wrong type', (r) => (r[0].type = 'ociImage'), 'configdata_resource_wrong_type', 15, 'deploy.helm.chart'],
    ['an image the version lacks', (r) => r.splice(2, 1), 'configdata_resource_not_in_component', 85, 'localization[1].resource'],
    ['an image of the wrong type', (r) => (r[1].type = 'blob'), 'configdata_resource_wrong_type', 82, 'localization[0].resource'],
    [
      'an image not stored as an OCI artifact',
      (r) => (r[1].access = { type: 's3', bucket: 'images', key: 'podinfo.tar' }),
      'configdata_resource_not_oci',
      82,
      'localization[0].resource',
    ],
  ];
  it.each(cases)('%s: exit 1 at the ConfigData line', async (_name, edit, code, line, path) => {
    const ctf = await ctfWith(edit);
    const run = rgdc(['compile', CONFIGDATA, '--verify', '--component', `${ctf}//acme.org/podinfo`, '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as Json;
    expect(out.ok).toBe(false);
    expect(out.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.path])).toEqual([[code, line, path]]);
    expect(out.result.resources.filter((r: { ok: boolean }) => !r.ok).map((r: { path: string }) => r.path)).toEqual([path]);
  });

  it('a missing chart lists what the version has, with a did-you-mean', async () => {
    const ctf = await ctfWith((r) => (r[0].name = 'charts'));
    const run = rgdc(['compile', CONFIGDATA, '--verify', '--component', `${ctf}//acme.org/podinfo`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      `${CONFIGDATA}:15:12: error configdata_resource_not_in_component: acme.org/podinfo:6.9.1 has no resource name=chart (the Helm chart)`,
    );
    expect(run.stderr).toContain('Did you mean `charts`? acme.org/podinfo:6.9.1 has charts (helmChart), image (ociImage), redis-image (ociImage).');
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });

  it("the ConfigData's constraint selects no version: exit 1 at component.version, the versions listed", async () => {
    const ctf = await ctfWith(() => undefined, '7.0.0');
    const run = rgdc(['compile', CONFIGDATA, '--verify', '--component', `${ctf}//acme.org/podinfo`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${CONFIGDATA}:11:12: error configdata_version_not_in_repository: component.version ">=6.9.0 <7.0.0": no version of acme.org/podinfo satisfies ">=6.9.0 <7.0.0"`,
    );
    expect(run.stderr).toContain('Versions (newest first): 7.0.0.');
  });

  it('a version given in --component that the ConfigData would not deploy: a warning', async () => {
    const ctf = await ctfWith(() => undefined, '7.0.0');
    const run = rgdc(['compile', CONFIGDATA, '--verify', '--component', `${ctf}//acme.org/podinfo:7.0.0`, '-q']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`${CONFIGDATA}:11:12: warning configdata_component_mismatch: verified against version 7.0.0`);
  });

  it('a repository without the component: exit 4', () => {
    const run = rgdc(['compile', CONFIGDATA, '--verify', '--component', `${good}//acme.org/other`]);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('error ocm_version_not_found');
    expect(run.stdout).toBe('');
  });

  it('check CONFIGDATA --component: the same findings, exit 1; an RGD input alone is a usage error', async () => {
    const ctf = await ctfWith((r) => (r[0].name = 'charts'));
    const run = rgdc(['check', CONFIGDATA, '--component', `${ctf}//acme.org/podinfo`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${CONFIGDATA}:15:12: error configdata_resource_not_in_component`);
    expect(run.stderr).toMatch(/1 RGD checked, 1 ConfigData verified: 1 error/);
    const ok = rgdc(['check', CONFIGDATA, '--component', `${good}//acme.org/podinfo`]);
    expect(ok.code).toBe(0);
    const rgd = rgdc(['compile', CONFIGDATA]).stdout;
    const usage = rgdc(['check', '-', '--component', `${good}//acme.org/podinfo`], rgd);
    expect(usage.code).toBe(2);
  });

  it('registry flags: --username needs --password-stdin, and stdin cannot carry both the password and an input', () => {
    expect(rgdc(['compile', CONFIGDATA, '--verify', '--username', 'u']).code).toBe(2);
    const both = rgdc(['compile', '-', '--verify', '--username', 'u', '--password-stdin'], 'secret');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--password-stdin reads the password from standard input');
  });
});
