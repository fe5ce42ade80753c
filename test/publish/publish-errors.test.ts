/**
 * `rgdc publish` failures against the in-process fake registry, run in the test process:
 * every remote failure exits 4 with the HTTP status, the registry's error code and a hint
 * (push denied, a missing version with the versions that exist, immutable tags answered
 * with 409 or 412); usage errors exit 2; a file that is no RGD exits 1.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPublish, type PublishCommandOptions } from '../../src/cli/commands/publish-run.js';
import { openRegistry } from '../../src/oci/index.js';
import type { CtfStore } from '../../src/ocm/ctf-store.js';
import { captureCliOutput } from '../support/in-process-cli.js';
import { sendError, startFakeRegistry, type FakeRegistry } from '../support/fake-registry.js';
import { tempDir } from '../oci/helpers.js';
import { descriptorV2, storeVersion } from '../ocm/support.js';

const output = captureCliOutput();
const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
let registry: FakeRegistry;
let home: string;

beforeEach(async () => {
  home = tempDir();
  // The command reads credentials and the cache from the environment: a private one.
  for (const [key, value] of Object.entries({
    HOME: home,
    XDG_CACHE_HOME: path.join(home, 'cache'),
    DOCKER_CONFIG: path.join(home, 'docker'),
    REGISTRY_AUTH_FILE: path.join(home, 'auth.json'),
  }))
    vi.stubEnv(key, value);
  vi.stubEnv('RGDC_REGISTRY_USERNAME', undefined);
  vi.stubEnv('RGDC_REGISTRY_PASSWORD', undefined);
  registry = await startFakeRegistry();
  const writer = openRegistry(`http://${registry.host}`, { cacheDir: path.join(home, 'seed-cache'), env: { HOME: home } });
  await storeVersion(writer as unknown as CtfStore, descriptorV2('acme.org/x', '1.0.0'));
  registry.requests.length = 0;
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await registry.close();
});

async function publishJson(options: Partial<PublishCommandOptions>, file = CONFIGDATA) {
  output.reset();
  const code = await runPublish(file, { json: true, to: `http://${registry.host}//acme.org/x:1.0.0`, ...options });
  return { code, out: JSON.parse(output.stdout()) as { ok: boolean; diagnostics: { code: string; message: string; hint?: string }[]; result: unknown } };
}

describe('rgdc publish: remote failures exit 4 with status, registry code and hint', () => {
  it('push denied (403 DENIED)', async () => {
    registry.intercept = (request, response) => request.method === 'POST' && sendError(response, 403, 'DENIED', 'requested access to the resource is denied');
    const { code, out } = await publishJson({});
    expect(code).toBe(4);
    expect(out.diagnostics.map((d) => d.code)).toEqual(['publish_store_failed']);
    expect(out.diagnostics[0]!.message).toMatch(/: HTTP 403 \(DENIED: requested access to the resource is denied\)$/);
    expect(out.diagnostics[0]!.hint).toContain('allows no anonymous push');
  });

  it.each([
    ['a new version', 412, 'PRECONDITION_FAILED', {}],
    ['--replace', 409, 'DENIED', { replace: true }],
  ] as const)('an immutable tag refuses %s (%i)', async (_what, status, registryCode, options) => {
    registry.intercept = (request, response, url) =>
      request.method === 'PUT' &&
      /\/manifests\/[^/]+$/.test(url.pathname) &&
      !url.pathname.includes('sha256:') &&
      sendError(response, status, registryCode, 'the tag is immutable');
    const { code, out } = await publishJson(options);
    expect(code).toBe(4);
    expect(out.diagnostics.map((d) => d.code)).toEqual(['publish_store_failed']);
    expect(out.diagnostics[0]!.message).toContain(`HTTP ${status} (${registryCode}: the tag is immutable)`);
    expect(out.diagnostics[0]!.hint).toMatch(/immutable .*publish a new version/);
  });

  it('a version that does not exist: 404, with the versions that do', async () => {
    const { code, out } = await publishJson({ to: `http://${registry.host}//acme.org/x:9.9.9` });
    expect(code).toBe(4);
    expect(out.diagnostics.map((d) => [d.code, d.hint])).toEqual([['ocm_version_not_found', 'Versions (newest first): 1.0.0.']]);
  });

  it('a tag list past the page limit: ocm_store_limit, exit 4', async () => {
    vi.stubEnv('RGDC_REGISTRY_MAX_TAG_PAGES', '3');
    registry.intercept = (_request, response, url) => {
      if (!url.pathname.endsWith('/tags/list')) return false;
      response
        .writeHead(200, { 'Content-Type': 'application/json', Link: `<${url.pathname}?page=${Number(url.searchParams.get('page') ?? 0) + 1}>; rel="next"` })
        .end('{"tags":["1.0.0"]}');
      return true;
    };
    const { code, out } = await publishJson({});
    expect(code).toBe(4);
    expect(out.diagnostics.map((d) => d.code)).toEqual(['ocm_store_limit']);
    expect(out.diagnostics[0]!.message).toContain('(tag list page limit 3)');
  });

  it('credentials refused (401 on every request)', async () => {
    registry.intercept = (_request, response) =>
      sendError(response, 401, 'UNAUTHORIZED', 'authentication required', { 'WWW-Authenticate': 'Basic realm="fake"' });
    const { code, out } = await publishJson({});
    expect(code).toBe(4);
    expect(out.diagnostics[0]!.message).toContain('HTTP 401 (UNAUTHORIZED: authentication required)');
    expect(out.diagnostics[0]!.hint).toContain('no credentials found');
  });
});

describe('rgdc publish: input and usage errors', () => {
  it('a file that is neither ConfigData nor RGD exits 1', async () => {
    const { code, out } = await publishJson({}, 'test/fixtures/compile/helm-configured/instance.yaml');
    expect([code, out.diagnostics.map((d) => d.code)]).toEqual([1, ['publish_not_rgd']]);
    expect(registry.requests).toHaveLength(0);
  });

  it('--with-bootstrap with an RGD is a usage error (exit 2): the bootstrap objects come from a ConfigData', async () => {
    const { code, out } = await publishJson({ withBootstrap: true }, 'test/fixtures/compile/helm-configured/rgd.yaml');
    expect([code, out.diagnostics.map((d) => d.code)]).toEqual([2, ['usage_error']]);
  });

  it('an RGD with check errors is not published (exit 1)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'rgd.yaml');
    writeFileSync(
      file,
      'apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata: {name: x}\nspec:\n  schema: {apiVersion: v1alpha1, kind: X}\n  resources:\n    - id: Bad-Id\n      template: {apiVersion: v1, kind: ConfigMap, metadata: {name: x}}\n',
    );
    const { code, out } = await publishJson({}, file);
    expect(code).toBe(1);
    expect(out.diagnostics.some((d) => d.code.startsWith('rgd_'))).toBe(true);
    expect(registry.requests).toHaveLength(0);
  });

  it.each<[string, Partial<PublishCommandOptions>]>([
    ['no --to', { to: undefined }],
    ['--to without a version', { to: 'http://127.0.0.1:1//acme.org/x' }],
    ['--replace with --new-version', { replace: true, newVersion: '1.0.1' }],
    ['a --new-version that is no version', { newVersion: 'latest' }],
    ['--password-stdin without --username', { passwordStdin: true }],
  ])('%s is a usage error', async (_name, options) => {
    await expect(runPublish(CONFIGDATA, { json: true, to: `http://${registry.host}//acme.org/x:1.0.0`, ...options })).rejects.toMatchObject({ exitCode: 2 });
  });
});
