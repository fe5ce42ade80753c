/**
 * `rgdc component show|versions` and `--component REF` on the built binary: exit codes
 * (0; 2 bad reference; 4 missing store or version; 1 a descriptor that breaks the schema),
 * `--json`, and preview/localize giving the same objects from a CTF reference as from the
 * same descriptor in a file.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into parsed component descriptors; `unknown` would need a cast at every step.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { descriptorV2, emptyCtf, storeVersion } from './support.js';

const COMPAT = join(REPO_ROOT, '../shared/corpus/ocm/open-component-model/bindings/go/ctf/testdata/compatibility');
const HELLO = 'github.com/acme.org/helloworld';

describe('rgdc component show', () => {
  it('shows a genuine OCM component version (text and --json)', () => {
    const text = rgdc(['component', 'show', `ctf::${COMPAT}/02/with-resource//${HELLO}:1.0.0`]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('manifest    sha256:da4d93b2c00c3f2c3946e120adff15a2f9a7a5bb15a5109691e0f6492a0058c9');
    expect(text.stdout).toContain('  mychart  6.7.1  helmChart  external\n');
    const json = rgdc(['component', 'show', `ctf::${COMPAT}/01/transport-archive.tar.gz//${HELLO}`, '--json']);
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout) as {
      ok: boolean;
      result: { version: string; resources: { name: string }[]; localBlobs: { layer: { size: number } }[] };
    };
    expect(out.ok).toBe(true);
    expect(out.result.version).toBe('1.0.0');
    expect(out.result.resources.map((r) => r.name)).toEqual(['resource']);
    expect(out.result.localBlobs[0]!.layer.size).toBe(4);
  });

  const failures: [string, string[], number, string][] = [
    ['a reference without //', ['component', 'show', 'ghcr.io/acme/acme.org/x:1.0.0'], 2, 'ocm_invalid_reference'],
    ['a bad component name', ['component', 'show', 'ghcr.io/acme//X:1.0.0'], 2, 'ocm_invalid_reference'],
    ['a CTF that does not exist', ['component', 'show', 'ctf::/nonexistent/ctf//acme.org/x:1.0.0'], 4, 'ocm_store_failed'],
    ['a version the CTF lacks', ['component', 'show', `ctf::${COMPAT}/02/with-resource//${HELLO}:9.9.9`], 4, 'ocm_version_not_found'],
    ['a constraint nothing satisfies', ['component', 'show', `ctf::${COMPAT}/02/with-resource//${HELLO}:>=2`], 4, 'ocm_version_not_found'],
    ['a component the CTF lacks', ['component', 'versions', `ctf::${COMPAT}/02/with-resource//acme.org/nothing`], 0, ''],
    ['a missing argument', ['component', 'show'], 2, ''],
  ];
  it.each(failures)('%s', (_name, args, code, diagnostic) => {
    const run = rgdc([...args, '--json']);
    expect(run.code).toBe(code);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    const out = JSON.parse(run.stdout) as { ok: boolean; diagnostics: { code: string; hint?: string }[] };
    expect(out.ok).toBe(code === 0);
    if (diagnostic !== '') {
      expect(out.diagnostics.map((d) => d.code)).toEqual([diagnostic]);
      expect(out.diagnostics[0]!.hint).toBeTruthy();
    }
  });

  it('a stored descriptor that breaks the OCM schema: exit 1 with the field path', async () => {
    const { store, path } = emptyCtf();
    const broken = descriptorV2('acme.org/x', '1.0.0', [
      { name: 'chart', version: '1.0.0', type: 'helmChart', relation: 'local', access: { type: 'ociArtifact', imageReference: 'x' } },
    ]);
    delete broken.component.sources;
    await storeVersion(store, broken);
    const run = rgdc(['component', 'show', `ctf::${path}//acme.org/x:1.0.0`, '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as { diagnostics: { code: string; path: string; message: string }[] };
    expect(out.diagnostics.map((d) => [d.code, d.path])).toEqual([['ocm_invalid_descriptor', 'component']]);
    expect(out.diagnostics[0]!.message).toContain('`sources`');
  });
});

describe('rgdc component versions', () => {
  let ctf: string;
  beforeAll(async () => {
    const { store, path } = emptyCtf();
    for (const v of ['6.8.0', '6.9.0', '6.9.1+rgd.1', '7.0.0-rc.1', '7.0.0']) await storeVersion(store, descriptorV2('acme.org/podinfo', v));
    ctf = path;
  });

  it('lists newest first', () => {
    const run = rgdc(['component', 'versions', `ctf::${ctf}//acme.org/podinfo`]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('7.0.0\n7.0.0-rc.1\n6.9.1+rgd.1\n6.9.0\n6.8.0\n');
  });

  it('marks what a constraint selects, and the version it resolves to', () => {
    const run = rgdc(['component', 'versions', `ctf::${ctf}//acme.org/podinfo:>=6.9 <7`]);
    expect(run.stdout).toBe('  7.0.0\n  7.0.0-rc.1\n> 6.9.1+rgd.1\n* 6.9.0\n  6.8.0\n');
    const json = JSON.parse(rgdc(['component', 'versions', `ctf::${ctf}//acme.org/podinfo:>=6.9 <7`, '--json']).stdout) as {
      result: { selected: string; versions: { version: string; tag: string; matches: boolean }[] };
    };
    expect(json.result.selected).toBe('6.9.1+rgd.1');
    expect(json.result.versions.filter((v) => v.matches).map((v) => v.tag)).toEqual(['6.9.1.build-rgd.1', '6.9.0']);
  });

  it('show resolves the same constraint to the same version', () => {
    const run = JSON.parse(rgdc(['component', 'show', `ctf::${ctf}//acme.org/podinfo:>=6.9 <7`, '--json']).stdout) as {
      result: { version: string; tag: string };
    };
    expect([run.result.version, run.result.tag]).toEqual(['6.9.1+rgd.1', '6.9.1.build-rgd.1']);
  });
});

describe('--component REF gives what the same descriptor gives from a file', () => {
  const work = mkdtempSync(join(tmpdir(), 'rgdc-ref-'));

  it('preview (helm-configured): the same objects, also through a constraint', async () => {
    // The fixture's descriptor, made schema-valid (a v2 provider is a string), in a file and in a CTF.
    const descriptor = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml'), 'utf8')) as Record<string, any>;
    descriptor.component.provider = 'acme.org';
    const file = join(work, 'component.yaml');
    writeFileSync(file, stringify(descriptor));
    const { store, path } = emptyCtf();
    await storeVersion(store, descriptor, { encoding: 'yaml+tar' });
    const base = ['preview', 'test/fixtures/compile/helm-configured/configdata.yaml', '--instance', 'test/fixtures/compile/helm-configured/instance.yaml'];
    const fromFile = rgdc([...base, '--component', file]);
    const fromRef = rgdc([...base, '--component', `${path}//acme.org/podinfo:6.9.1`]);
    expect(fromFile.code).toBe(0);
    expect(fromRef.code).toBe(0);
    expect(fromRef.stdout).toBe(fromFile.stdout);
    expect(parseAllDocuments(fromRef.stdout).length).toBeGreaterThan(5);
    // A constraint in the reference resolves to the same version.
    expect(rgdc([...base, '--component', `ctf::${path}//acme.org/podinfo:~6.9`]).stdout).toBe(fromFile.stdout);
    // A reference that cannot be read stops preview with the store's exit code.
    expect(rgdc([...base, '--component', `ctf::${path}//acme.org/podinfo:9.9.9`]).code).toBe(4);
    expect(rgdc([...base, '--component', 'ctf::x//NotAName']).code).toBe(2);
  });

  it('localize (nested components through referencePath)', async () => {
    const dir = join(REPO_ROOT, 'test/fixtures/localize/component-v2-nested');
    const { store, path } = emptyCtf();
    for (const document of parseAllDocuments(readFileSync(join(dir, 'component.yaml'), 'utf8'))) {
      const descriptor = document.toJS() as Record<string, any>;
      descriptor.component.sources ??= [];
      await storeVersion(store, descriptor);
    }
    const args = ['localize', join(dir, 'input.yaml'), '--config-data', join(dir, 'configdata.yaml'), '--json'];
    const fromFile = JSON.parse(rgdc([...args, '--component', join(dir, 'component.yaml')]).stdout) as {
      ok: boolean;
      result: { output: string; changes: unknown[] };
    };
    const fromRef = JSON.parse(rgdc([...args, '--component', `ctf::${path}//acme.org/shop:1.0.0`]).stdout) as typeof fromFile;
    expect(fromFile.ok).toBe(true);
    expect(fromRef.ok).toBe(true);
    expect(fromRef.result.output).toBe(fromFile.result.output);
    expect(fromRef.result.changes).toEqual(fromFile.result.changes);
  });
});

describe('preview --component-from-configdata', () => {
  const base = ['preview', 'test/fixtures/compile/helm-configured/configdata.yaml', '--instance', 'test/fixtures/compile/helm-configured/instance.yaml'];

  it('reads the version the ConfigData names from its repository (a closed loopback port: exit 4)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-cdref-'));
    const configData = readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-configured/configdata.yaml'), 'utf8').replace(
      /repository: .*/,
      'repository: http://127.0.0.1:1/ocm',
    );
    writeFileSync(join(dir, 'configdata.yaml'), configData);
    const run = rgdc([
      'preview',
      join(dir, 'configdata.yaml'),
      '--instance',
      'test/fixtures/compile/helm-configured/instance.yaml',
      '--component-from-configdata',
      '--json',
    ]);
    expect(run.code).toBe(4);
    const out = JSON.parse(run.stdout) as { diagnostics: { code: string; file: string }[] };
    expect(out.diagnostics.map((d) => [d.code, d.file])).toEqual([['ocm_store_failed', 'http://127.0.0.1:1/ocm//acme.org/podinfo:>=6.9.0 <7.0.0']]);
  });

  it.each([
    ['with --component too', [...base, '--component-from-configdata', '--component', 'x.yaml'], 2],
    [
      'on an RGD',
      [
        'preview',
        'test/fixtures/compile/helm-configured/rgd.yaml',
        '--instance',
        'test/fixtures/compile/helm-configured/instance.yaml',
        '--component-from-configdata',
      ],
      2,
    ],
  ])('%s: exit %i', (_name, args, code) => {
    const run = rgdc(args as string[]);
    expect(run.code).toBe(code);
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });
});
