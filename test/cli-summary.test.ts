/**
 * The one-line summary every command ends with on stderr (issue 11 §6), run through the
 * shipped binary: the exact line per command, its counts over all inputs, `--quiet`
 * (before or after the command), `--json` (no summary anywhere), and no summary when a
 * run fails with exit 2, 3 or 70.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgdc } from './support/cli.js';
import { DEFAULT_TARGET } from '../src/index.js';

const TARGET = DEFAULT_TARGET.name;
const SIMPLE = 'test/fixtures/compile/helm-simple/configdata.yaml';
const WARNS = 'test/fixtures/compile/warn-unused-parameter/configdata.yaml';
const BAD = 'test/fixtures/compile/bad-undefined-parameter/configdata.yaml';
const PREVIEW = 'test/fixtures/preview/for-each';
const LOCALIZE = 'test/fixtures/localize/component-v2-nested';
const dir = mkdtempSync(join(tmpdir(), 'rgdc-summary-'));
const out = (name: string) => join(dir, name);
const NOT_RGD = join(dir, 'configmap.yaml');
writeFileSync(NOT_RGD, 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n');

const V1_CONFIGDATA = `apiVersion: config.ocm.software/v1alpha1
kind: ConfigData
metadata:
  name: podinfo-config
configuration:
  defaults: {replicas: 1}
  schema:
    type: object
    properties:
      replicas: {type: integer}
  rules:
  - {value: (( replicas )), file: values.yaml, path: replicaCount}
`;

interface SummaryCase {
  readonly name: string;
  readonly args: readonly string[];
  readonly stdin?: string;
  readonly code: number;
  /** The last line of stderr, exactly. */
  readonly summary: string;
}

const cases: SummaryCase[] = [
  { name: 'check, one RGD', args: ['check', 'test/fixtures/compile/helm-simple/rgd.yaml'], code: 0, summary: '1 RGD checked: 0 errors, 0 warnings' },
  {
    name: 'check, counts over all files',
    args: ['check', WARNS, SIMPLE, 'test/fixtures/compile/helm-simple/rgd.yaml'],
    code: 0,
    summary: '3 RGDs checked: 0 errors, 2 warnings',
  },
  { name: 'check, errors found (exit 1) are its answer', args: ['check', BAD], code: 1, summary: '1 RGD checked: 1 error, 0 warnings' },
  {
    name: 'check, a file without an RGD',
    args: ['check', NOT_RGD, 'test/fixtures/compile/helm-simple/rgd.yaml'],
    code: 1,
    summary: '1 RGD checked in 2 files: 1 error, 0 warnings',
  },
  { name: 'compile to stdout', args: ['compile', SIMPLE], code: 0, summary: `compiled podinfo (target ${TARGET}): 0 errors, 0 warnings -> stdout` },
  { name: 'compile with warnings', args: ['compile', WARNS], code: 0, summary: `compiled podinfo (target ${TARGET}): 0 errors, 2 warnings -> stdout` },
  {
    name: 'compile -o FILE',
    args: ['compile', SIMPLE, '-o', out('rgd.yaml')],
    code: 0,
    summary: `compiled podinfo (target ${TARGET}): 0 errors, 0 warnings -> ${out('rgd.yaml')}`,
  },
  {
    name: 'compile --emit -o FILE',
    args: ['compile', SIMPLE, '--emit', 'instance,rgd', '-o', out('emit.yaml')],
    code: 0,
    summary: `compiled podinfo (rgd, instance; target ${TARGET}): 0 errors, 0 warnings -> ${out('emit.yaml')}`,
  },
  {
    name: 'compile --emit -o DIR/',
    args: ['compile', SIMPLE, '--emit', 'rgd,constructor', '-o', `${out('emit')}/`],
    code: 0,
    summary: `compiled podinfo (rgd, constructor; target ${TARGET}): 0 errors, 0 warnings -> ${join(out('emit'), 'rgd.yaml')}, ${join(out('emit'), 'component-constructor-entry.yaml')}`,
  },
  {
    name: 'preview',
    args: ['preview', `${PREVIEW}/rgd.yaml`, '--instance', `${PREVIEW}/instance.yaml`],
    code: 0,
    summary: 'previewed Fleet default/fleet, 7 objects: 0 errors, 0 warnings -> stdout',
  },
  {
    name: 'localize',
    args: [
      'localize',
      `${LOCALIZE}/input.yaml`,
      '--config-data',
      `${LOCALIZE}/configdata.yaml`,
      '--component',
      `${LOCALIZE}/component.yaml`,
      '-o',
      out('localized.yaml'),
    ],
    code: 0,
    summary: `localized ${LOCALIZE}/input.yaml with ${LOCALIZE}/configdata.yaml, 5 changes: 0 errors, 2 warnings -> ${out('localized.yaml')}`,
  },
  {
    name: 'import',
    args: ['import', '-', '--component', 'acme.org/podinfo@1.0.0', '--repository', 'ghcr.io/acme/ocm', '--helm-chart', 'chart'],
    stdin: V1_CONFIGDATA,
    code: 0,
    summary: 'imported <stdin> (acme.org/podinfo@1.0.0, Helm chart chart): 0 errors, 0 warnings -> stdout',
  },
  {
    name: 'init -o FILE',
    args: ['init', 'shop', '--kustomize', '-o', out('shop.yaml')],
    code: 0,
    summary: `wrote the kustomize starter ConfigData shop -> ${out('shop.yaml')}`,
  },
  { name: 'graph', args: ['graph', SIMPLE, '--format', 'dot'], code: 0, summary: 'graph of podinfo (dot, 5 resources) -> stdout' },
  { name: 'schema instance', args: ['schema', 'instance', SIMPLE], code: 0, summary: `instance schema of Podinfo (${SIMPLE}): 0 errors, 0 warnings -> stdout` },
  { name: 'types instance', args: ['types', 'instance', WARNS], code: 0, summary: `TypeScript types of Podinfo (${WARNS}): 0 errors, 2 warnings -> stdout` },
];

describe('the summary line on stderr', () => {
  it.each(cases)('$name', ({ args, stdin, code, summary }) => {
    const run = rgdc(args, stdin);
    expect(run.code, run.stderr).toBe(code);
    expect(run.stderr.endsWith(`${summary}\n`), run.stderr).toBe(true);
    // One line, after every diagnostic: the only line when there were none.
    if (!/[1-9]\d* (error|warning)/.test(summary)) expect(run.stderr).toBe(`${summary}\n`);
  });

  it('compile keeps stdout byte-identical', () => {
    expect(rgdc(['compile', SIMPLE]).stdout).toBe(rgdc(['compile', SIMPLE, '--quiet']).stdout);
  });

  it.each([
    ['init to stdout (the starter is the answer)', ['init', 'podinfo']],
    ['schema configdata (reads no input)', ['schema', 'configdata']],
    ['compile --list-targets', ['compile', '--list-targets']],
  ])('no summary: %s', (_name, args) => {
    const run = rgdc(args);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });
});

describe('--quiet', () => {
  it.each([
    ['before the command', ['--quiet', 'compile', SIMPLE]],
    ['after the command', ['compile', SIMPLE, '--quiet']],
    ['short form', ['check', SIMPLE, '-q']],
  ])('%s: nothing on stderr on success', (_name, args) => {
    const run = rgdc(args);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('diagnostics and their counts still show', () => {
    const run = rgdc(['check', WARNS, '--quiet']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning configdata_unused_parameter');
    expect(run.stderr.endsWith('\n0 errors, 2 warnings\n')).toBe(true);
  });
});

describe('--json', () => {
  it.each([
    ['check', ['check', WARNS, '--json']],
    ['compile', ['compile', SIMPLE, '--json']],
    ['preview', ['preview', `${PREVIEW}/rgd.yaml`, '--instance', `${PREVIEW}/instance.yaml`, '--json']],
    ['graph', ['graph', SIMPLE, '--json']],
  ])('%s: stdout is one JSON object, stderr stays empty', (_name, args) => {
    const run = rgdc(args);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true });
  });
});

describe('failures never end with a summary', () => {
  it.each([
    ['compile, input errors (exit 1): the counts only', ['compile', BAD], 1, '1 error, 0 warnings'],
    ['compile, a missing file (exit 3)', ['compile', 'does/not/exist.yaml'], 3, '1 error, 0 warnings'],
    ['compile, -o into a missing directory (exit 3)', ['compile', SIMPLE, '-o', join(dir, 'missing', 'rgd.yaml')], 3, '1 error, 0 warnings'],
    ['check, a missing file (exit 3)', ['check', 'does/not/exist.yaml'], 3, '1 error, 0 warnings'],
    ['compile, a usage error (exit 2)', ['compile', SIMPLE, '--emit', 'rgd,constructor'], 2, undefined],
  ] as const)('%s', (_name, args, code, lastLine) => {
    const run = rgdc(args);
    expect(run.code).toBe(code);
    expect(run.stderr).not.toMatch(/^(compiled|\d+ RGDs? checked)/m);
    if (lastLine) expect(run.stderr.endsWith(`\n${lastLine}\n`), run.stderr).toBe(true);
  });
});
