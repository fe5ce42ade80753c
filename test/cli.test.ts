/**
 * The CLI contract (DESIGN section 6), exercised on the built binary the way scripts and
 * CI use it: exit codes, stderr diagnostics, `--json`, stdin, atomic `-o`.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rgdc, STACK_TRACE } from './support/cli.js';
import { DEFAULT_TARGET, TARGET_PROFILES } from '../src/index.js';
import { DEFAULT_KRO_RELEASE, KRO_RELEASES } from '../src/kro/releases/index.js';
import { listFixtures, REPO_ROOT } from './support/fixtures.js';

const fixtures = listFixtures();
const good = fixtures.filter((f) => !f.name.startsWith('bad-'));
const bad = fixtures.filter((f) => f.name.startsWith('bad-'));

describe('rgdc compile', () => {
  it.each(good)('$name: exit 0, the RGD on stdout, expected warnings and the summary on stderr', (fixture) => {
    const run = rgdc([
      'compile',
      fixture.input,
      ...(fixture.target === undefined ? [] : ['--target', fixture.target]),
      ...(fixture.kroFeatureGates === undefined ? [] : ['--kro-feature-gates', fixture.kroFeatureGates]),
    ]);
    expect(run.code).toBe(0);
    const expected = readFileSync(join(fixture.dir, 'rgd.yaml'), 'utf8');
    expect(run.stdout).toBe(expected);
    // A case with diagnostics.json expects warnings (and only warnings) before the summary.
    const { metadata } = parse(expected) as { metadata: { name: string; annotations: Record<string, string> } };
    const warnings = existsSync(join(fixture.dir, 'diagnostics.json'))
      ? (JSON.parse(readFileSync(join(fixture.dir, 'diagnostics.json'), 'utf8')) as unknown[]).length
      : 0;
    const summary = `compiled ${metadata.name} (target ${metadata.annotations['rgdc.dev/target']}): 0 errors, ${warnings} warning${warnings === 1 ? '' : 's'} -> stdout\n`;
    if (warnings > 0) expect(run.stderr.endsWith(`\n${summary}`), run.stderr).toBe(true);
    else expect(run.stderr).toBe(summary);
  });

  it.each(bad)('$name: exit 1, positioned diagnostics on stderr, no stack trace', (fixture) => {
    const run = rgdc([
      'compile',
      fixture.input,
      ...(fixture.target === undefined ? [] : ['--target', fixture.target]),
      ...(fixture.kroFeatureGates === undefined ? [] : ['--kro-feature-gates', fixture.kroFeatureGates]),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(STACK_TRACE);
    const expected = JSON.parse(readFileSync(join(fixture.dir, 'diagnostics.json'), 'utf8')) as {
      code: string;
      line: number;
      column: number;
      severity: string;
    }[];
    for (const d of expected) expect(run.stderr).toContain(`${fixture.input}:${d.line}:${d.column}: ${d.severity} ${d.code}: `);
    expect(run.stderr).toMatch(/hint: /);
  });

  it('--json prints exactly one object with ok, diagnostics and result', () => {
    const run = rgdc(['compile', 'test/fixtures/compile/bad-undefined-parameter/configdata.yaml', '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.ok).toBe(false);
    expect(out.result).toBeNull();
    expect(out.diagnostics[0]).toEqual({
      code: 'configdata_undefined_parameter',
      severity: 'error',
      message: expect.any(String),
      file: 'test/fixtures/compile/bad-undefined-parameter/configdata.yaml',
      line: 22,
      column: 14,
      endLine: 22,
      endColumn: 34,
      path: 'configuration.rules[1].value',
      hint: expect.any(String),
    });
    const okRun = JSON.parse(rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--json']).stdout);
    expect(okRun.ok).toBe(true);
    expect(okRun.result.outputs.rgd).toBe(readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-simple/rgd.yaml'), 'utf8'));
  });

  it('reads standard input with -', () => {
    const source = readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-simple/configdata.yaml'), 'utf8');
    const run = rgdc(['compile', '-'], source);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('from <stdin>');
    expect(run.stdout).toContain('kind: ResourceGraphDefinition');
  });

  it('-o writes the file atomically and prints nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-'));
    const out = join(dir, 'rgd.yaml');
    const run = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '-o', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-simple/rgd.yaml'), 'utf8'));
    expect(readdirSync(dir)).toEqual(['rgd.yaml']);
  });

  it('--emit rgd,instance prints one stream; with -o DIR writes one file each', () => {
    const stream = rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'instance,rgd']);
    expect(stream.code).toBe(0);
    const [rgd, instance] = stream.stdout.split('\n---\n');
    expect(rgd).toContain('kind: ResourceGraphDefinition');
    expect(instance).toContain('kind: Podinfo');
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-'));
    expect(rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'rgd,instance', '-o', dir]).code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['instance.yaml', 'rgd.yaml']);
    // A path ending in / is a directory even when it does not exist yet.
    const fresh = `${join(dir, 'out')}/`;
    expect(rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'rgd,constructor', '-o', fresh]).code).toBe(0);
    expect(readdirSync(fresh).sort()).toEqual(['component-constructor-entry.yaml', 'rgd.yaml'].sort());
  });

  it('--emit with -o FILE writes the stream stdout would get, as one multi-document file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-'));
    const file = join(dir, 'emit.yaml');
    const run = rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'rgd,instance', '-o', file]);
    expect(run.code).toBe(0);
    expect(readdirSync(dir)).toEqual(['emit.yaml']);
    expect(readFileSync(file, 'utf8')).toBe(rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'rgd,instance']).stdout);
  });

  it('the constructor is never mixed into a stream of Kubernetes objects', () => {
    const mixed = rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'rgd,constructor']);
    expect(mixed.code).toBe(2);
    expect(mixed.stdout).toBe('');
    expect(mixed.stderr).toMatch(/emit it alone, or write every output to a directory/);
    const alone = rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'constructor']);
    expect(alone.code).toBe(0);
    expect(alone.stdout).not.toMatch(/^kind: ResourceGraphDefinition/m);
  });

  it('init -o does not overwrite an existing file without --force', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-'));
    const file = join(dir, 'configdata.yaml');
    writeFileSync(file, '# my edits\n');
    const refused = rgdc(['init', 'podinfo', '-o', file]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('io_output_exists');
    expect(readFileSync(file, 'utf8')).toBe('# my edits\n');
    expect(rgdc(['init', 'podinfo', '-o', file, '--force']).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('kind: ConfigData');
    expect(rgdc(['init', 'podinfo', '-o', join(dir, 'new.yaml')]).code).toBe(0);
  });

  it('exit 3 for unreadable input or an unwritable output, leaving nothing behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-'));
    writeFileSync(join(dir, 'binary.yaml'), Buffer.from([0x61, 0x00, 0x62]));
    for (const input of ['does/not/exist.yaml', dir, join(dir, 'binary.yaml')]) {
      const run = rgdc(['compile', input]);
      expect(run.code, input).toBe(3);
      expect(run.stderr).toContain('io_read_failed');
      expect(run.stderr).not.toMatch(STACK_TRACE);
    }
    const run = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '-o', join(dir, 'missing-dir', 'rgd.yaml')]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('io_write_failed');
    expect(readdirSync(dir)).toEqual(['binary.yaml']);
  });

  it.each([
    [['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--bogus']],
    [['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--target', 'nope']],
    [['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--emit', 'rgd,nope']],
    [['compile']],
    [['frobnicate']],
  ])('usage errors exit 2: %j', (args) => {
    const run = rgdc(args);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });

  it('--list-targets prints a table of every profile, the default marked, then the kro releases', () => {
    const run = rgdc(['compile', '--list-targets']);
    expect(run.code).toBe(0);
    const [profiles, releases] = run.stdout.trimEnd().split('\n\n');
    const [header, ...rows] = profiles!.split('\n');
    // The last column is titled with the deployer when every profile is of one, else DEPLOYER.
    const deployers = new Set([...TARGET_PROFILES.values()].map((profile) => profile.deployer.name));
    const last = deployers.size === 1 ? [...deployers][0]!.toUpperCase() : 'DEPLOYER';
    expect(header).toMatch(new RegExp(`^NAME\\s+DEPRECATED ALIAS\\s+RESOURCE STATUS\\s+.*OCM CONTROLLER\\s+${last}$`));
    expect(releases!.split('\n')).toEqual([
      expect.stringMatching(/^KRO RELEASE\s+RULES READ FROM$/),
      ...KRO_RELEASES.map((release) => `${`${release.name}${release === DEFAULT_KRO_RELEASE ? ' (default)' : ''}`.padEnd(16)}  ${release.readFrom}`),
    ]);
    expect(rows.map((row) => row.split(/\s+/)[0])).toEqual([...TARGET_PROFILES.keys()]);
    expect(rows.filter((row) => row.includes('(default)'))).toEqual([
      expect.stringMatching(new RegExp(`^${DEFAULT_TARGET.name.replace(/[.+]/g, '\\$&')} \\(default\\)`)),
    ]);
    // Every deprecated name is shown on its profile's row.
    for (const profile of TARGET_PROFILES.values())
      for (const alias of profile.aliases) expect(rows.find((row) => row.startsWith(profile.name))).toContain(alias);
    // Columns line up: every row's second column starts where the header's does.
    const column = header!.indexOf('RESOURCE STATUS');
    for (const row of rows) expect(row[column - 1]).toBe(' ');
  });

  it('--list-targets --json lists every profile with its data', () => {
    const run = rgdc(['compile', '--list-targets', '--json']);
    expect(run.code).toBe(0);
    const { ok, result } = JSON.parse(run.stdout) as {
      ok: boolean;
      result: { targets: { name: string; aliases: string[]; default: boolean; ocm: { coordinates: object; resourceInterval: string | null } }[] };
    };
    expect(ok).toBe(true);
    expect(result.targets.map((t) => t.name)).toEqual([...TARGET_PROFILES.keys()]);
    expect(result.targets.filter((t) => t.default).map((t) => t.name)).toEqual([DEFAULT_TARGET.name]);
    expect(result.targets.map((t) => t.aliases)).toEqual([...TARGET_PROFILES.values()].map((t) => t.aliases));
    for (const t of result.targets) {
      expect(t.ocm.coordinates).toBeDefined();
      expect(t.ocm.resourceInterval === null || typeof t.ocm.resourceInterval === 'string').toBe(true);
    }
  });

  it('--version prints the package version', () => {
    const run = rgdc(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version);
  });
});
