/**
 * A component reference without a version means one thing (issue 26, point 5), driven
 * through the CLI against a CTF holding 6.9.1, 6.9.5 and 7.0.0: `compile --verify`,
 * `check --component`, `preview --component` and `localize --component` read the version
 * the ConfigData's `component.version` (">=6.9.0 <7.0.0") selects, 6.9.5, not the newest,
 * and say so with the same info line (`ocm_version_resolved` at `component.version`).
 * Without a ConfigData (an RGD previewed) the newest is read, with the same line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rgdc } from '../support/cli.js';
import { emptyCtf, storeVersion } from '../ocm/support.js';

const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
const INSTANCE = 'test/fixtures/compile/helm-configured/instance.yaml';
const DESCRIPTOR = parse(readFileSync('test/fixtures/diff-instances/component.yaml', 'utf8')) as { component: Record<string, unknown> };

interface Out {
  diagnostics: { code: string; severity: string; message: string; file: string; line: number; path: string }[];
}

let reference: string;
let values: string;
let dir: string;

beforeAll(async () => {
  const { path, store } = emptyCtf();
  for (const version of ['6.9.1', '6.9.5', '7.0.0'])
    await storeVersion(store, { meta: { schemaVersion: 'v2' }, component: { ...DESCRIPTOR.component, version, provider: 'acme.org' } });
  reference = `ctf::${path}//acme.org/podinfo`;
  // One folder for the whole file (test/oci/helpers' tempDir is removed after each test).
  dir = mkdtempSync(join(tmpdir(), 'rgdc-versionless-'));
  values = join(dir, 'values.yaml');
  writeFileSync(values, 'image:\n  repository: x\n  tag: y\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const resolved = (stdout: string) => (JSON.parse(stdout) as Out).diagnostics.filter((d) => d.code === 'ocm_version_resolved');

describe('a versionless --component REF', () => {
  const commands: [string, () => string[]][] = [
    ['compile --verify', () => ['compile', CONFIGDATA, '--verify', '--component', reference, '-o', join(dir, 'rgd.yaml')]],
    ['check --component', () => ['check', CONFIGDATA, '--component', reference]],
    ['preview --component', () => ['preview', CONFIGDATA, '--instance', INSTANCE, '--component', reference]],
    ['localize --component', () => ['localize', values, '--config-data', CONFIGDATA, '--component', reference]],
  ];

  it.each(commands)('%s reads what component.version selects, with the one info line', (_name, args) => {
    const run = rgdc([...args(), '--json']);
    expect(run.code).toBe(0);
    const info = resolved(run.stdout);
    expect(info.map((d) => [d.severity, d.file, d.line, d.path, d.message])).toEqual([
      [
        'info',
        CONFIGDATA,
        11,
        'component.version',
        `${reference} names no version: read acme.org/podinfo:6.9.5, the newest version the ConfigData's component.version ">=6.9.0 <7.0.0" admits`,
      ],
    ]);
    // The text form prints the same line on stderr.
    expect(rgdc(args()).stderr).toContain(`${CONFIGDATA}:11:12: info ocm_version_resolved: ${reference} names no version: read acme.org/podinfo:6.9.5,`);
  });

  it('preview reads what it previews from that version', () => {
    const run = rgdc(['preview', CONFIGDATA, '--instance', INSTANCE, '--component', reference]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\b6\.9\.5\b/);
    expect(run.stdout).not.toMatch(/[^<]7\.0\.0/);
    expect(run.stderr).not.toContain('preview_component_version_mismatch');
  });

  it('without a ConfigData (an RGD previewed) the newest, with the same line', () => {
    const run = rgdc(['preview', 'test/fixtures/compile/helm-configured/rgd.yaml', '--instance', INSTANCE, '--component', reference, '--json']);
    expect(resolved(run.stdout).map((d) => [d.file, d.message])).toEqual([
      [reference, `${reference} names no version: read acme.org/podinfo:7.0.0, the newest version there (no ConfigData component.version to select by)`],
    ]);
  });

  it('a reference with a version says nothing', () => {
    expect(resolved(rgdc(['check', CONFIGDATA, '--component', `${reference}:6.9.1`, '--json']).stdout)).toEqual([]);
  });
});
