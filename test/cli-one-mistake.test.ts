/**
 * One mistake, one diagnostic that says what to do (issue 26, point 9), on the built
 * binary as a user runs it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from './support/cli.js';

interface Envelope {
  ok: boolean;
  diagnostics: { code: string; severity: string; line: number; column: number; message: string; hint?: string }[];
}

const CONFIGDATA = `apiVersion: rgdc/v1alpha1
kind: ConfigData
metadata:
  name: podinfo
component:
  name: acme.org/podinfo
  version: 6.9.1
  repository: ghcr.io/acme/ocm
deploy:
  helm:
    chart: chart
configuration:
  defaults:
    replicas: 1
  schema:
    type: object
    properties:
      replicas: {type: integer}
  rules:
    - value: (( replicas ))
      path: replicaCount
`;

function json(args: readonly string[], input?: string): Envelope & { code: number | null; stderr: string } {
  const run = rgdc([...args, '--json'], input);
  return { ...(JSON.parse(run.stdout) as Envelope), code: run.code, stderr: run.stderr };
}

describe('one mistake, one diagnostic', () => {
  it('compile given an RGD says to use rgdc check, in one error', () => {
    const run = json(['compile', 'test/fixtures/compile/helm-simple/rgd.yaml']);
    expect(run.code).toBe(1);
    expect(run.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['configdata_is_rgd', 4, 7]]);
    expect(run.diagnostics[0]!.message).toContain('use `rgdc check`');
  });

  it('check and preview of a ConfigData still compile it', () => {
    expect(rgdc(['check', 'test/fixtures/compile/helm-simple/configdata.yaml']).code).toBe(0);
  });

  it('a default of the wrong type is one error, not also a warning that the parameter has no default', () => {
    const run = json(['compile', '-'], CONFIGDATA.replace('replicas: 1', 'replicas: two'));
    expect(run.code).toBe(1);
    expect(run.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['configdata_invalid_default', 'error', 14]]);
  });

  it.each([
    ['a key and its value', CONFIGDATA.replace('  name: acme.org/podinfo', '  name acme.org/podinfo'), 6, 3, 'Write `name: acme.org/podinfo`'],
    ['a bare key', CONFIGDATA.replace('deploy:', 'deploy'), 9, 1, 'Write `deploy:`'],
    ['a key in a list item', CONFIGDATA.replace('      path: replicaCount', '      path replicaCount'), 21, 7, 'Write `path: replicaCount`'],
  ])("a missing colon (%s) is one yaml_syntax error in rgdc's words, with the line and a hint", (_, text, line, column, hint) => {
    const run = json(['check', '-'], text);
    expect(run.code).toBe(1);
    expect(run.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['yaml_syntax', line, column]]);
    expect(run.diagnostics[0]!.message).toMatch(/has no colon after/);
    expect(run.diagnostics[0]!.message).not.toMatch(/Implicit/);
    expect(run.diagnostics[0]!.hint).toContain(hint);
  });

  it.each([[['check', '--json', '--bogus']], [['compile', '--json']], [['--json', 'chekc']], [['preview', 'x.yaml', '--json']]])(
    'with --json, a usage error is one JSON object on stdout and nothing on stderr: %j',
    (args) => {
      const run = rgdc(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe('');
      const envelope = JSON.parse(run.stdout) as Envelope;
      expect([envelope.ok, envelope.diagnostics.map((d) => d.code)]).toEqual([false, ['usage_error']]);
    },
  );

  it('without --json, usage errors are still said on stderr', () => {
    const run = rgdc(['check', '--bogus']);
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain("unknown option '--bogus'");
  });

  it('rgdc diff never prints an empty value: a removed default and description are said to be removed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-diff-absent-'));
    const old = readFileSync('test/fixtures/diff/description-and-default-changed/old.yaml', 'utf8');
    writeFileSync(join(dir, 'old.yaml'), old);
    writeFileSync(join(dir, 'new.yaml'), old.replace('replicas: integer | default=1 description="pods"', 'replicas: integer'));
    const run = rgdc(['diff', join(dir, 'old.yaml'), join(dir, 'new.yaml')]);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    expect(run.stdout).toContain('[DefaultChanged] Default value 1 was removed');
    expect(run.stdout).toContain('[DescriptionChanged] Description pods was removed');
    expect(run.stdout).not.toMatch(/ to \n| to $/m);
  });
});
