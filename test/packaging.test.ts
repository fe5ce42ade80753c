/**
 * rgdc as it ships: every command run through package.json `bin` (the esbuild bundle), on
 * fixtures in this repository, must end with the exit code it documents and never with 70
 * (an internal error, for example a module the bundle left out and cannot load). Then the
 * npm tarball installed into an empty folder, offline (scripts/pack-smoke.mjs).
 * `npm test` builds dist/ first; both parts use that build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, rgdc, STACK_TRACE } from './support/cli.js';
import { REPO_ROOT } from './support/fixtures.js';

const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
const PREVIEW = 'test/fixtures/preview/for-each';
const LOCALIZE = 'test/fixtures/localize/component-v2-nested';
const IMPORT_FLAGS = ['--component', 'acme.org/podinfo@1.0.0', '--repository', 'ghcr.io/acme/ocm', '--helm-chart', 'chart'];
const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** An OCM v1 ConfigData (config.ocm.software/v1alpha1) for `rgdc import`, on standard input. */
const V1_CONFIGDATA = `apiVersion: config.ocm.software/v1alpha1
kind: ConfigData
metadata:
  name: podinfo-config
configuration:
  defaults:
    replicas: 1
  schema:
    type: object
    properties:
      replicas:
        type: integer
  rules:
  - value: (( replicas ))
    file: values.yaml
    path: replicaCount
`;

interface CommandCase {
  readonly name: string;
  readonly args: readonly string[];
  readonly stdin?: string;
  /** Something the command's standard output must contain. */
  readonly stdout: string | RegExp;
}

const COMMANDS: readonly CommandCase[] = [
  { name: '--help', args: ['--help'], stdout: /^Usage: rgdc /m },
  { name: '--version', args: ['--version'], stdout: `${VERSION}\n` },
  { name: 'compile', args: ['compile', CONFIGDATA, '--emit', 'rgd,instance,bootstrap,schema'], stdout: 'kind: ResourceGraphDefinition' },
  { name: 'compile --list-targets', args: ['compile', '--list-targets'], stdout: 'ocm-' },
  { name: 'check (ConfigData)', args: ['check', CONFIGDATA], stdout: '' },
  { name: 'check (RGD)', args: ['check', 'test/fixtures/compile/helm-configured/rgd.yaml', '--json'], stdout: /"ok": true/ },
  { name: 'graph', args: ['graph', CONFIGDATA, '--format', 'mermaid'], stdout: /^(flowchart|graph) /m },
  { name: 'preview', args: ['preview', `${PREVIEW}/rgd.yaml`, '--instance', `${PREVIEW}/instance.yaml`, '--explain'], stdout: 'apiVersion:' },
  {
    name: 'localize',
    args: ['localize', `${LOCALIZE}/input.yaml`, '--config-data', `${LOCALIZE}/configdata.yaml`, '--component', `${LOCALIZE}/component.yaml`],
    stdout: 'registry.acme.org:5000/shop/backend',
  },
  { name: 'import', args: ['import', '-', ...IMPORT_FLAGS], stdin: V1_CONFIGDATA, stdout: 'apiVersion: rgdc/v1alpha1' },
  { name: 'schema configdata', args: ['schema', 'configdata'], stdout: '"$schema"' },
  { name: 'schema instance', args: ['schema', 'instance', CONFIGDATA], stdout: '"properties"' },
  { name: 'types instance', args: ['types', 'instance', CONFIGDATA], stdout: /^export interface Podinfo \{$/m },
  { name: 'init', args: ['init', 'podinfo'], stdout: 'kind: ConfigData' },
  { name: 'init --kustomize', args: ['init', 'shop', '--kustomize'], stdout: 'kind: ConfigData' },
];

describe(`every command through the shipped bin (${BIN.slice(REPO_ROOT.length + 1)})`, () => {
  it.each(COMMANDS)('$name: exit 0, its output, no stack trace', ({ args, stdin, stdout }) => {
    const run = rgdc(args, stdin);
    expect(run.code, run.stderr).not.toBe(70);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toEqual(typeof stdout === 'string' ? expect.stringContaining(stdout) : expect.stringMatching(stdout));
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });

  // The same commands on a file that is not there: a diagnostic and exit 3, never 70.
  const missing = join(mkdtempSync(join(tmpdir(), 'rgdc-packaging-')), 'missing.yaml');
  const withFile: readonly (readonly string[])[] = [
    ['compile', missing],
    ['check', missing],
    ['graph', missing],
    ['preview', missing, '--instance', `${PREVIEW}/instance.yaml`],
    ['localize', missing, '--config-data', `${LOCALIZE}/configdata.yaml`],
    ['import', missing, ...IMPORT_FLAGS],
    ['schema', 'instance', missing],
    ['types', 'instance', missing],
  ];
  it.each(withFile.map((args) => ({ name: args[0]!, args })))('$name on a missing file: exit 3, no stack trace', ({ args }) => {
    const run = rgdc(args);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('the npm package', () => {
  // npm pack of the built dist/, the tarball installed offline into an empty folder from
  // the npm cache that `npm ci` filled, then `npx rgdc --version`, `npx rgdc types instance`,
  // `npx rgdc compile` and `import('rgdc')` there (about 10 s).
  it('installs from its tarball and runs (scripts/pack-smoke.mjs)', () => {
    const run = spawnSync(process.execPath, ['scripts/pack-smoke.mjs', '--no-build'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(run.stdout).toContain('pack-smoke: ok');
  }, 150_000);
});
