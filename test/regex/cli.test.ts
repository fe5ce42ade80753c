/**
 * RE2 through the CLI, as kro runs it: a hostile pattern against a 10,000-character value
 * ends at once, RE2-only syntax (`(?i)`, `[[:alpha:]]`, `\pN`, `(?s)`) means what it means
 * in Go in pattern markers and in CEL `matches`, and `compile` loads no regex engine when
 * there is no regex to run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { REPO_ROOT } from '../support/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'rgdc-re2-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RGD = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: patterns
spec:
  schema:
    apiVersion: v1alpha1
    kind: Patterns
    spec:
      name: string | pattern="^(a+)+$"
      label: string | pattern="(?i)^[[:alpha:]]+$" default="Hello"
      digits: string | pattern="^\\pN+$" default="٣4"
      text: string | default="a"
  resources:
    - id: config
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: patterns
        data:
          length: \${string(size(schema.spec.name))}
          ignoreCase: \${string(schema.spec.label.matches("(?i)^HELLO$"))}
          alpha: \${string(schema.spec.label.matches("^[[:alpha:]]+$"))}
          dotAll: \${string(schema.spec.text.matches("(?s)^a.b$"))}
          letters: \${schema.spec.label.findAll("[[:alpha:]]").join("-")}
`;

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function instance(spec: Record<string, string>): string {
  const lines = Object.entries(spec).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`);
  return `apiVersion: kro.run/v1alpha1\nkind: Patterns\nmetadata:\n  name: demo\nspec:\n${lines.join('\n')}\n`;
}

interface JsonOut {
  ok: boolean;
  diagnostics: { code: string; line: number; column: number; path: string; message: string; hint?: string }[];
}

describe('rgdc preview with RE2 patterns', () => {
  const rgd = write('rgd.yaml', RGD);

  it('matches ^(a+)+$ against 10,000 characters in linear time', () => {
    const run = rgdc(['preview', rgd, '--instance', write('long.yaml', instance({ name: 'a'.repeat(10_000), text: 'a\nb' })), '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const config = parseAllDocuments(run.stdout)[0]!.toJS() as { data: Record<string, string> };
    expect(config.data).toEqual({ length: '10000', ignoreCase: 'true', alpha: 'true', dotAll: 'true', letters: 'H-e-l-l-o' });
  });

  it('rejects a 10,000-character value that does not match, without backtracking', () => {
    const run = rgdc(['preview', rgd, '--instance', write('long-bad.yaml', instance({ name: `${'a'.repeat(10_000)}!` })), '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as JsonOut;
    expect(out.diagnostics.map((d) => [d.code, d.path])).toEqual([['preview_invalid_instance', 'spec.name']]);
  });

  it('reads (?i), [[:alpha:]] and \\pN in pattern markers as Go does', () => {
    const run = rgdc(['preview', rgd, '--instance', write('classes.yaml', instance({ name: 'a', label: 'héllo', digits: 'x1' })), '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as JsonOut;
    expect(out.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['preview_invalid_instance', 'spec.label'],
      ['preview_invalid_instance', 'spec.digits'],
    ]);
  });
});

describe('rgdc check of pattern markers', () => {
  it('accepts RE2-only syntax', () => {
    const run = rgdc(['check', write('re2-only.yaml', RGD), '--json']);
    expect((JSON.parse(run.stdout) as JsonOut).diagnostics).toEqual([]);
    expect(run.code).toBe(0);
  });

  it("reports syntax RE2 rejects at the offending characters, with Go's message and a hint", () => {
    const text = RGD.replace('pattern="^(a+)+$"', 'pattern="^\\\\d+(x)\\\\1$"');
    const run = rgdc(['check', write('backref.yaml', text), '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    const [diagnostic, ...rest] = (JSON.parse(run.stdout) as JsonOut).diagnostics;
    expect(rest).toEqual([]);
    // `      name: string | pattern="^\\d+(x)\\1$"`: `\\1` starts at column 39.
    expect(diagnostic).toMatchObject({ code: 'rgd_invalid_marker_value', line: 10, column: 39, path: 'spec.schema.spec.name' });
    expect(diagnostic!.message).toBe('invalid pattern regex: error parsing regexp: invalid escape sequence: `\\1`');
    expect(diagnostic!.hint).toMatch(/backreferences/);
  });
});

describe('loading the engine', () => {
  // Through the library (dist/, as `npm run build` makes it): NODE_DEBUG=module logs every
  // package the CommonJS loader resolves. The CLI bundle carries re2js inside, in a wrapper
  // esbuild evaluates on the first require (scripts/bundle.mjs), so the same holds there.
  const loads = (file: string) => {
    const script = `const { readFileSync } = await import('node:fs'); const { compile } = await import('./dist/index.js'); const r = compile({ file: '${file}', source: readFileSync('${file}', 'utf8') }); if (!r.ok) process.exit(9);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_DEBUG: 'module' },
    });
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    return /Module\._load REQUEST re2js/.test(run.stderr);
  };

  it('leaves re2js unloaded when a compile has no pattern', () => {
    expect(loads('test/fixtures/compile/helm-simple/configdata.yaml')).toBe(false);
  });

  it('loads re2js when a pattern has to be checked', () => {
    expect(loads('test/fixtures/compile/helm-configured/configdata.yaml')).toBe(true);
  });
});
