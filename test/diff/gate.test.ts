/**
 * `rgdc diff` as the release gate of a GitOps repository (issue 26, points 2 and 11),
 * driven through the CLI: an instance whose preview could not build an object is
 * `not-compared` (a warning at its line, with the reasons), never `unchanged`, and
 * `--strict` / `--fail-on unknown` make that exit 1; what the cluster has is accepted as
 * OLD (the CRD kro generated) and as instances (`kubectl get KIND -A -o yaml`, a List).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const INSTANCES = 'test/fixtures/diff-instances';
const CLUSTER = 'test/fixtures/diff-cluster';
const CD = `${INSTANCES}/old.yaml`;
const COMPONENT = `${INSTANCES}/component.yaml`;

interface Out {
  ok: boolean;
  diagnostics: { code: string; severity: string; file: string; line: number; column: number; path: string; message: string; hint?: string }[];
  result: {
    verdict: { action: string };
    changes: { path: string; type: string; location: { file: string; line: number } }[];
    instances: { name: string; verdict: string; file: string; line: number; item?: number; problems: string[] }[];
  } | null;
}

/** A folder with tenant-01 of the fixtures and an instance pinning a version the descriptor lacks. */
function tenants(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rgdc-diff-gate-'));
  writeFileSync(
    join(dir, 'a-tenant.yaml'),
    'apiVersion: kro.run/v1alpha1\nkind: Podinfo\nmetadata:\n  name: tenant-01\n  namespace: tenant-01\nspec:\n  replicas: 1\n',
  );
  writeFileSync(
    join(dir, 'pinned.yaml'),
    '# pins a version component.yaml does not have\napiVersion: kro.run/v1alpha1\nkind: Podinfo\nmetadata:\n  name: pinned\n  namespace: pinned\nspec:\n  replicas: 1\n  component:\n    version: 6.8.0\n',
  );
  return dir;
}

describe('rgdc diff --instances: an instance it could not preview is not compared', () => {
  const dir = tenants();
  const args = ['diff', CD, CD, '--component', COMPONENT, '--instances', dir];

  it('is reported as not-compared, with the reason, as a warning at the instance, never unchanged', () => {
    const run = rgdc([...args, '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as Out;
    expect(out.result!.instances.map((i) => [i.name, i.verdict])).toEqual([
      ['tenant-01', 'unchanged'],
      ['pinned', 'not-compared'],
    ]);
    expect(out.result!.instances[1]!.problems.join('\n')).toContain('preview_component_version_mismatch');
    const notCompared = out.diagnostics.filter((d) => d.code === 'diff_instance_not_compared');
    expect(notCompared.map((d) => [d.severity, d.file, d.line, d.column])).toEqual([['warning', join(dir, 'pinned.yaml'), 2, 1]]);
    expect(notCompared[0]!.message).toMatch(/^instance pinned is not compared .*6\.8\.0/);
    expect(notCompared[0]!.hint).toBeTruthy();
    // The preview's own warning reaches diff's output too, at the pinned version.
    expect(out.diagnostics.filter((d) => d.code === 'preview_component_version_mismatch').map((d) => [d.file, d.line, d.severity])).toEqual([
      [join(dir, 'pinned.yaml'), 10, 'warning'],
    ]);
  });

  it('text: the table says not-compared and the summary counts it', () => {
    const run = rgdc(args);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^pinned\s+not-compared\s/m);
    expect(run.stdout).not.toMatch(/^pinned\s+unchanged/m);
    expect(run.stderr).toContain(`${join(dir, 'pinned.yaml')}:2:1: warning diff_instance_not_compared:`);
    expect(run.stderr).toContain('1 instance not compared): 0 errors, 2 warnings');
  });

  it.each([['--strict'], ['--fail-on', 'unknown']])('%s makes it exit 1 (an error), the report still printed', (...flag) => {
    const run = rgdc([...args, ...flag, '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as Out;
    expect(out.ok).toBe(false);
    expect(out.diagnostics.find((d) => d.code === 'diff_instance_not_compared')?.severity).toBe('error');
    expect(out.result!.instances[1]!.verdict).toBe('not-compared');
    const text = rgdc([...args, ...flag]);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('error diff_instance_not_compared:');
    expect(text.stderr).not.toMatch(STACK_TRACE);
  });

  it('--strict passes (exit 0) when every instance was compared', () => {
    expect(rgdc(['diff', CD, CD, '--component', COMPONENT, '--instances', join(dir, 'a-tenant.yaml'), '--strict']).code).toBe(0);
  });

  it('--fail-on with another value is a usage error (exit 2)', () => {
    const run = rgdc([...args, '--fail-on', 'everything']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--fail-on');
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('rgdc diff --instances: a kubectl get KIND -A -o yaml List', () => {
  it('is one instance per item, each at its item line', () => {
    const run = rgdc(['diff', CD, `${INSTANCES}/new.yaml`, '--component', COMPONENT, '--instances', `${CLUSTER}/podinfos.yaml`, '--json']);
    expect(run.code).toBe(5);
    const out = JSON.parse(run.stdout) as Out;
    expect(out.result!.instances.map((i) => [i.name, i.verdict, i.line, i.item])).toEqual([
      ['tenant-01', 'unchanged', 6, 0],
      ['big', 'rejected', 14, 1],
      ['pinned', 'not-compared', 21, 2],
    ]);
    expect(out.diagnostics.filter((d) => d.code !== 'diff_breaking_change').map((d) => [d.code, d.line, d.column, d.path])).toEqual([
      ['diff_instance_not_compared', 21, 3, 'items[2]'],
      // Inside the item, at the line and column of the List file.
      ['preview_component_version_mismatch', 29, 16, 'spec.component.version'],
    ]);
    const text = rgdc(['diff', CD, `${INSTANCES}/new.yaml`, '--component', COMPONENT, '--instances', `${CLUSTER}/podinfos.yaml`]);
    expect(text.stdout).toMatch(new RegExp(`^big\\s+rejected\\s+0\\s+0\\s+0\\s+${CLUSTER}/podinfos.yaml:14$`, 'm'));
  });
});

describe('rgdc diff CRD NEW: OLD as the cluster has it', () => {
  const crd = `${CLUSTER}/crd.yaml`;
  const side = (name: string) => `test/fixtures/diff/property-removed/${name}.yaml`;

  it('the CRD kro generated for an RGD equals that RGD: kro sees no change', () => {
    const run = rgdc(['diff', crd, side('old'), '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as Out;
    expect([out.result!.verdict.action, out.result!.changes]).toEqual(['skip', []]);
  });

  it("a removed property is breaking, with kro's message, at the field in the CRD", () => {
    const run = rgdc(['diff', crd, side('new')]);
    expect(run.code).toBe(5);
    expect(run.stdout).toContain('cannot update CRD webapps.kro.run: breaking changes detected: Property replicas was removed');
    expect(run.stdout).toMatch(new RegExp(`${crd}:62:17: spec\\.replicas  \\[PropertyRemoved, breaking\\]`));
  });

  it('gives the same changes as diffing the RGD itself (same compat rules)', () => {
    for (const name of ['bounds-tightened', 'enum-restricted', 'property-added-required', 'missed-enum-added']) {
      const fromRgd = JSON.parse(rgdc(['diff', side('old'), `test/fixtures/diff/${name}/new.yaml`, '--json']).stdout) as Out;
      const fromCrd = JSON.parse(rgdc(['diff', crd, `test/fixtures/diff/${name}/new.yaml`, '--json']).stdout) as Out;
      const strip = (out: Out) => out.result?.changes.map(({ location: _l, ...rest }) => rest);
      expect(fromCrd.result?.verdict).toEqual(fromRgd.result?.verdict);
      expect(strip(fromCrd)).toEqual(strip(fromRgd));
    }
  });

  it('--instances from the cluster are checked against NEW', () => {
    const run = rgdc(['diff', crd, side('new'), '--instances', `${CLUSTER}/webapps.yaml`, '--json']);
    const out = JSON.parse(run.stdout) as Out;
    expect(out.result!.instances.map((i) => [i.name, i.verdict, i.line])).toEqual([
      ['shop', 'rejected', 4],
      ['blog', 'accepted', 18],
    ]);
  });

  it('a CRD without a schema is an input error at its line (exit 1)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-diff-crd-'));
    const file = join(dir, 'crd.yaml');
    writeFileSync(
      file,
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: webapps.kro.run}\nspec:\n  group: kro.run\n  names: {kind: WebApp, plural: webapps}\n  scope: Namespaced\n  versions:\n    - name: v1alpha1\n      served: true\n      storage: true\n',
    );
    const run = rgdc(['diff', file, side('new'), '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as Out;
    expect(out.diagnostics.map((d) => [d.code, d.line, d.path])).toEqual([['diff_crd_invalid', 9, 'spec.versions[0]']]);
  });
});
