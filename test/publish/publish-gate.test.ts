/**
 * `rgdc publish` as the release gate (issue 26, points 1 and 6), driven through the CLI
 * into a CTF folder: publish runs exactly the check `rgdc check` runs (same built-in
 * catalog, `--crds`, target and feature gates) and publishes nothing when it finds an
 * error, for an RGD and a ConfigData alike; `--with-bootstrap --new-version V` writes a
 * bootstrap whose `Component` selects V.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into the bootstrap objects publish writes; `unknown` would need a cast at every step.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { tempDir } from '../oci/helpers.js';
import { descriptorV2, emptyCtf, storeVersion } from '../ocm/support.js';

const RGD = 'test/fixtures/compile/helm-configured/rgd.yaml';
const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
const COMPONENT = 'acme.org/podinfo';

/** A HelmRelease CRD that knows only `spec.interval`: every other field the RGD sets is unknown. */
const STRICT_HELMRELEASE_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: helmreleases.helm.toolkit.fluxcd.io}
spec:
  group: helm.toolkit.fluxcd.io
  names: {kind: HelmRelease, plural: helmreleases, singular: helmrelease}
  scope: Namespaced
  versions:
    - name: v2
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            apiVersion: {type: string}
            kind: {type: string}
            metadata: {type: object}
            spec:
              type: object
              properties:
                interval: {type: string}
`;

let ctf: string;
let dir: string;

beforeEach(async () => {
  const made = emptyCtf();
  ctf = made.path;
  await storeVersion(made.store, descriptorV2(COMPONENT, '6.9.1'));
  dir = tempDir();
});

const index = () => readFileSync(join(ctf, 'artifact-index.json'), 'utf8');
const to = (version = '6.9.1') => `ctf::${ctf}//${COMPONENT}:${version}`;
const codes = (stdout: string) =>
  (JSON.parse(stdout) as { diagnostics: { code: string; severity: string }[] }).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);

/** A copy of the helm-configured RGD with one text replaced. */
function rgdWith(from: string, replacement: string): string {
  const text = readFileSync(RGD, 'utf8');
  expect(text).toContain(from);
  const file = join(dir, 'rgd.yaml');
  writeFileSync(file, text.replace(from, replacement));
  return file;
}

function configDataWith(from: string, replacement: string): string {
  const text = readFileSync(CONFIGDATA, 'utf8');
  expect(text).toContain(from);
  const file = join(dir, 'configdata.yaml');
  writeFileSync(file, text.replace(from, replacement));
  return file;
}

describe('rgdc publish refuses what rgdc check refuses', () => {
  const crdFile = () => {
    const file = join(dir, 'helmrelease-crd.yaml');
    writeFileSync(file, STRICT_HELMRELEASE_CRD);
    return file;
  };
  const cases: [string, () => string[], string][] = [
    ['an RGD with chartReff: (a field the built-in Flux schema does not have)', () => [rgdWith('chartRef:', 'chartReff:')], 'template_unknown_field'],
    [
      'an RGD referencing an unknown resource id',
      () => [rgdWith('${chartResource.status.additional.oci.digest}', '${chartResourze.status.additional.oci.digest}')],
      'graph_unknown_reference',
    ],
    ['an RGD whose field is unknown to the --crds schema', () => [RGD, '--crds', crdFile()], 'template_unknown_field'],
    ['a ConfigData that does not compile', () => [configDataWith('(( replicas ))', '(( replicaz ))')], 'configdata_undefined_parameter'],
    ['a ConfigData whose RGD has fields unknown to the --crds schema', () => [CONFIGDATA, '--crds', crdFile()], 'template_unknown_field'],
  ];

  it.each(cases)('%s', (_name, args, code) => {
    const argv = args();
    const checked = rgdc(['check', ...argv, '--json']);
    expect(checked.code).toBe(1);
    expect(codes(checked.stdout)).toContain(code);
    const before = index();
    const published = rgdc(['publish', ...argv, '--to', to(), '--json']);
    expect([published.code, published.stderr]).toEqual([1, '']);
    // The same errors as check: one function decides for both.
    expect(codes(published.stdout)).toEqual(codes(checked.stdout));
    expect(JSON.parse(published.stdout)).toMatchObject({ ok: false, result: null });
    expect(index()).toBe(before);
    const text = rgdc(['publish', ...argv, '--to', to()]);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain(`error ${code}:`);
    expect(text.stderr).not.toMatch(STACK_TRACE);
    expect(index()).toBe(before);
  });

  it('a valid RGD publishes with no "no schema known" warning: the built-in OCM and Flux schemas are used', () => {
    const run = rgdc(['publish', RGD, '--to', to(), '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { ok: boolean; diagnostics: { code: string }[] };
    expect(out.ok).toBe(true);
    expect(out.diagnostics.map((d) => d.code)).not.toContain('template_unknown_kind');
    expect(rgdc(['check', RGD, '--json']).stdout).toContain('"ok": true');
  });

  it('a valid ConfigData publishes (the compiled RGD passes the same check)', () => {
    const run = rgdc(['publish', CONFIGDATA, '--to', to(), '--json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { result: { target: { version: string } } }).result.target.version).toBe('6.9.1+rgd.1');
  });
});

describe('rgdc publish --with-bootstrap --new-version V', () => {
  /** The bootstrap `Component` stored in `version`, read back as a user would. */
  function bootstrapComponent(version: string): Record<string, any> {
    const run = rgdc(['component', 'resource', to(version), 'rgd-bootstrap']);
    expect(run.code).toBe(0);
    const objects = parseAllDocuments(run.stdout).map((d) => d.toJS() as Record<string, any>);
    return objects.find((o) => o.kind === 'Component')!;
  }

  it('the bootstrap selects V, the version that holds the RGD', () => {
    const run = rgdc(['publish', CONFIGDATA, '--to', to(), '--with-bootstrap', '--new-version', '6.9.2']);
    expect(run.code).toBe(0);
    expect(bootstrapComponent('6.9.2').spec).toMatchObject({ component: COMPONENT, semver: '6.9.2' });
    // The selected version has the RGD the Deployer applies.
    expect(rgdc(['component', 'resource', to('6.9.2'), 'rgd']).stdout).toContain('kind: ResourceGraphDefinition');
  });

  it.each<[string, string[], string]>([
    ['the default <version>+rgd.<n>', [], '6.9.1+rgd.1'],
    ['--replace', ['--replace'], '6.9.1'],
  ])('%s: the bootstrap selects the version written, exactly', (_name, flags, written) => {
    const run = rgdc(['publish', CONFIGDATA, '--to', to(), '--with-bootstrap', ...flags, '--json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { result: { target: { version: string } } }).result.target.version).toBe(written);
    expect(bootstrapComponent(written).spec.semver).toBe(written);
  });

  it('publishing the same ConfigData again writes nothing (the bootstrap of 6.9.1+rgd.1 names 6.9.1+rgd.1)', () => {
    expect(rgdc(['publish', CONFIGDATA, '--to', to(), '--with-bootstrap']).code).toBe(0);
    const again = rgdc(['publish', CONFIGDATA, '--to', to(), '--with-bootstrap', '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ result: { changed: false, target: { version: '6.9.1+rgd.1' } } });
  });
});
