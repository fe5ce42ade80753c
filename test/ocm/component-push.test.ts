/**
 * `rgdc component push` between CTF folders, through the built CLI (no registry needed):
 * what a CTF index supplies never reaches the output raw, a manifest that is not an OCM
 * component version is not pushed, and neither is a green run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { descriptorV2, emptyCtf, storeVersion } from './support.js';

const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e]/;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rgdc-push-ctf-'));
  dirs.push(dir);
  return dir;
};
const run = (args: string[]) => {
  const result = rgdc(['component', 'push', ...args], undefined, { env: { HOME: temp(), XDG_CACHE_HOME: temp() } });
  expect(result.stderr).not.toMatch(STACK_TRACE);
  return result;
};
const artifacts = (folder: string) =>
  (JSON.parse(readFileSync(path.join(folder, 'artifact-index.json'), 'utf8')) as { artifacts: { repository: string; tag?: string }[] }).artifacts;

describe('rgdc component push, CTF to CTF', () => {
  it('pushes the OCM versions, refuses a repository that names no OCM component (escaped) and a non-OCM config, and exits 1', async () => {
    const source = emptyCtf();
    dirs.push(source.path);
    await storeVersion(source.store, descriptorV2('acme.org/good', '1.0.0'));
    await storeVersion(source.store, descriptorV2('acme.org/\x1b[31mevil\u202e', '1.0.0'));
    await storeVersion(source.store, descriptorV2('acme.org/image', '1.0.0'), { configMediaType: 'application/vnd.oci.image.config.v1+json' });
    const target = path.join(temp(), 'out');
    const text = run([source.path, target]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^pushed {5}acme\.org\/good:1\.0\.0 {2}sha256:[0-9a-f]{64} {2}2 blobs, 2 uploaded \(\d+ bytes\)\n$/);
    expect(text.stderr).toContain('error ocm_not_component_version');
    expect(text.stderr).toContain('does not name an OCM component');
    expect(text.stderr).toContain('has a config of media type application/vnd.oci.image.config.v1+json, not an OCM component config');
    expect(text.stdout + text.stderr).not.toMatch(RAW_CONTROL);
    expect(artifacts(target).map((a) => a.repository)).toEqual(['component-descriptors/acme.org/good']);

    const json = JSON.parse(run([source.path, target, '--json']).stdout) as { ok: boolean; diagnostics: { code: string }[]; result: { unchanged: number } };
    expect(json.ok).toBe(false);
    expect(json.diagnostics.map((d) => d.code)).toEqual(['ocm_not_component_version', 'ocm_not_component_version']);
    expect(json.result.unchanged).toBe(1);
  });

  it('an unknown version of the source is exit 4 with the versions in the hint; TARGET with // is exit 2', async () => {
    const source = emptyCtf();
    dirs.push(source.path);
    await storeVersion(source.store, descriptorV2('acme.org/good', '1.0.0'));
    const missing = run([`${source.path}//acme.org/good:2.0.0`, temp()]);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('ocm_version_not_found');
    expect(missing.stderr).toContain('Versions there: 1.0.0.');
    const usage = run([source.path, `${temp()}//acme.org/good`]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('give the repository alone');
  });
});
