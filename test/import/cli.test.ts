/**
 * `rgdc import` on the command line: exit codes (0 with warnings, 1 not v1 / errors,
 * 2 usage, 3 io), diagnostics on stderr, `--json`, `-o`, stdin. In process through
 * `runImport`, and end to end on the built binary (`npm run build` first, as for
 * test/cli.test.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport, type ImportCommandOptions } from '../../src/cli/commands/import.js';
import { EXIT } from '../../src/cli/exit-codes.js';
import { corpusDir, repoRoot } from '../support/corpus.js';
import { captureCliOutput, usageError } from '../support/in-process-cli.js';
import { rgdc } from '../support/cli.js';

const BACKEND = path.relative(repoRoot, path.join(corpusDir, 'ocm/ocm-controller/e2e/testdata/testOCMController/podinfo/backend/config.yaml'));
const CUE_DIR = path.relative(repoRoot, path.join(corpusDir, 'ocm/ocm-controller/examples/mapping-with-cue/src'));
const NOT_V1 = 'test/fixtures/compile/helm-simple/configdata.yaml';
const FLAGS: ImportCommandOptions = {
  component: 'component.name.pipeline/podinfo@>=v1.0.0',
  repository: 'registry.ocm-system.svc.cluster.local:5000',
  kustomize: 'manifests',
};

const output = captureCliOutput();

describe('runImport', () => {
  it('exit 1 when kustomize rules need --source: one error naming the flag, nothing on stdout', () => {
    expect(runImport(BACKEND, FLAGS)).toBe(EXIT.inputErrors);
    expect(output.stdout()).toBe('');
    expect(output.stderr()).toContain(`${BACKEND}:24:11: error import_needs_source: `);
    expect(output.stderr()).toContain('hint: Pass --source DIR');
    expect(output.stderr()).toContain('1 error, 0 warnings');
  });

  it('exit 0 and only the summary on stderr when everything translates', () => {
    const dir = path.join(repoRoot, 'test/fixtures/import/podinfo-backend-with-source/source');
    expect(runImport(BACKEND, { ...FLAGS, source: dir, referencePath: 'backend' })).toBe(EXIT.ok);
    expect(output.stderr()).toBe(`imported ${BACKEND} (component.name.pipeline/podinfo@>=v1.0.0, kustomize manifests): 0 errors, 0 warnings -> stdout\n`);
    expect(output.stdout()).toContain('name: podinfo-config');
  });

  it('--json: one object with ok, diagnostics and the ConfigData', () => {
    expect(
      runImport(`${CUE_DIR}/config.yaml`, {
        component: 'ocm.software/monolith@1.0.0',
        repository: 'ghcr.io/open-component-model',
        kustomize: 'deployment',
        source: CUE_DIR,
        json: true,
      }),
    ).toBe(EXIT.ok);
    expect(output.stderr()).toBe('');
    const out = JSON.parse(output.stdout());
    expect(out.ok).toBe(true);
    expect(out.diagnostics.map((d: { code: string }) => d.code)).toEqual([
      'import_missing_api_version',
      'import_name_changed',
      'import_untranslatable_mapping',
    ]);
    expect(out.result.configData).toContain('kind: ConfigData');
    expect(out.result.written).toEqual([]);
  });

  it('exit 1 when the input is not a v1 ConfigData', () => {
    expect(runImport(NOT_V1, { ...FLAGS, json: true })).toBe(EXIT.inputErrors);
    const out = JSON.parse(output.stdout());
    expect(out).toMatchObject({ ok: false, result: null, diagnostics: [{ code: 'import_not_v1_configdata', line: 3, column: 13 }] });
  });

  it('exit 3 when the file or the source directory cannot be read', () => {
    expect(runImport('no/such/config.yaml', FLAGS)).toBe(EXIT.io);
    expect(output.stderr()).toContain('io_read_failed');
    output.reset();
    expect(runImport(BACKEND, { ...FLAGS, source: 'no/such/dir' })).toBe(EXIT.io);
    expect(output.stderr()).toContain('no/such/dir is not a directory');
  });

  it('-o writes the file atomically and prints only the warnings', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'rgdc-import-')), 'configdata.yaml');
    const withSource = { ...FLAGS, source: path.join(repoRoot, 'test/fixtures/import/podinfo-backend-with-source/source'), referencePath: 'backend' };
    expect(runImport(BACKEND, { ...withSource, output: out })).toBe(EXIT.ok);
    expect(output.stdout()).toBe('');
    expect(readFileSync(out, 'utf8')).toContain('kind: ConfigData');
    expect(runImport(BACKEND, { ...withSource, output: '/nonexistent-dir/x.yaml' })).toBe(EXIT.io);
  });

  it.each([
    ['no file', undefined, FLAGS, 'missing argument'],
    ['no --component', BACKEND, { ...FLAGS, component: undefined }, 'missing --component'],
    ['a --component without version', BACKEND, { ...FLAGS, component: 'acme.org/podinfo' }, 'NAME@VERSION'],
    ['an invalid component name', BACKEND, { ...FLAGS, component: 'podinfo@1.0.0' }, 'not an OCM component name'],
    ['no --repository', BACKEND, { ...FLAGS, repository: undefined }, 'missing --repository'],
    ['neither --helm-chart nor --kustomize', BACKEND, { ...FLAGS, kustomize: undefined }, 'exactly one of'],
    ['both --helm-chart and --kustomize', BACKEND, { ...FLAGS, helmChart: 'chart' }, 'exactly one of'],
    ['--source with --helm-chart', BACKEND, { ...FLAGS, kustomize: undefined, helmChart: 'chart', source: '.' }, '--source is read only with --kustomize'],
    ['an invalid --name', BACKEND, { ...FLAGS, name: 'Not A Label' }, 'not a DNS label'],
    ['an empty --reference-path', BACKEND, { ...FLAGS, referencePath: '/' }, '--reference-path'],
  ])('exit 2: %s', (_, file, options, message) => {
    const error = usageError(() => runImport(file, options as ImportCommandOptions));
    expect(error.exitCode).toBe(EXIT.usage);
    expect(error.message).toContain(message);
    expect(output.stdout()).toBe('');
  });
});

describe('rgdc import (built binary)', () => {
  const flags = ['--component', FLAGS.component!, '--repository', FLAGS.repository!, '--kustomize', 'manifests'];

  it('exit 1 without --source, reading standard input', () => {
    const run = rgdc(['import', '-', ...flags], readFileSync(path.join(repoRoot, BACKEND), 'utf8'));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('<stdin>:24:11: error import_needs_source');
  });

  it('exit 0 with --source, reading standard input', () => {
    const source = path.join(repoRoot, 'test/fixtures/import/podinfo-backend-with-source/source');
    const run = rgdc(['import', '-', ...flags, '--source', source, '--reference-path', 'backend'], readFileSync(path.join(repoRoot, BACKEND), 'utf8'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('from the OCM v1 ConfigData <stdin>');
  });

  it('exit 1 for an rgdc ConfigData', () => {
    const run = rgdc(['import', NOT_V1, ...flags]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('error import_not_v1_configdata');
  });

  it('exit 2 for missing flags, with a message and no stack trace', () => {
    const run = rgdc(['import', BACKEND, '--component', FLAGS.component!, '--kustomize', 'manifests']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('rgdc: missing --repository');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(rgdc(['import', BACKEND, '--no-such-flag']).code).toBe(2);
  });

  it('--help shows the examples', () => {
    const run = rgdc(['import', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--helm-chart');
    expect(run.stdout).toContain('Examples:');
  });
});
