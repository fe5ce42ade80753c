/**
 * Answers the adversarial campaign found wrong (issue 10), each through the built binary:
 * the exit code and the output a script reads.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'rgdc-wrong-answers-'));
const file = (name: string, text: string) => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};
const instance = file('instance.yaml', 'apiVersion: kro.run/v1alpha1\nkind: Podinfo\nmetadata: {name: a, namespace: b}\nspec: {}\n');

describe('usage errors with --json print one JSON object on stdout', () => {
  it.each([
    [['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--json', '--bogus']],
    [['preview', 'test/fixtures/compile/helm-simple/configdata.yaml', '--json']],
    [['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--json', '--target', 'nope']],
    [['frobnicate', '--json']],
  ])('%j', (args) => {
    const run = rgdc(args);
    expect(run.code).toBe(2);
    const out = JSON.parse(run.stdout) as { ok: boolean; diagnostics: { code: string; message: string }[]; result: unknown };
    expect(out.ok).toBe(false);
    expect(out.result).toBeNull();
    expect(out.diagnostics.map((d) => d.code)).toEqual(['usage_error']);
    expect(out.diagnostics[0]!.message.length).toBeGreaterThan(0);
  });

  it('without --json, stdout stays empty', () => {
    const run = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--bogus']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
  });
});

describe('preview of a file that is neither ConfigData nor RGD fails', () => {
  it.each([
    ['configmap.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n'],
    ['empty.yaml', ''],
    ['text.yaml', 'just text\n'],
  ])('%s: exit 1, rgd_not_rgd', (name, text) => {
    const run = rgdc(['preview', file(name, text), '--instance', instance]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/error rgd_not_rgd: /);
  });
});

describe('--bootstrap-namespace must be a namespace the API server accepts', () => {
  it.each(['Bad_NS!', 'UPPER', '-lead', 'x'.repeat(64), 'a\u2028b'])('%j: exit 2', (namespace) => {
    const run = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--emit', 'bootstrap', '--bootstrap-namespace', namespace]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/--bootstrap-namespace .* is not a valid namespace/);
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });

  it('a valid one is used', () => {
    const run = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--emit', 'bootstrap', '--bootstrap-namespace', 'flux-system']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('namespace: flux-system');
  });
});

describe('rgdc types runs in the shipped bundle', () => {
  it('prints the instance types (the CommonJS json-schema-to-typescript loads under esbuild)', () => {
    const run = rgdc(['types', 'instance', 'test/fixtures/compile/helm-configured/configdata.yaml']);
    expect(run.stderr).toBe('TypeScript types of Podinfo (test/fixtures/compile/helm-configured/configdata.yaml): 0 errors, 0 warnings -> stdout\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^export interface Podinfo \{$/m);
  });
});
