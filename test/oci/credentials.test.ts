/**
 * Where credentials come from, in order, and that no secret ever shows: docker's
 * config.json (auths, identitytoken, credHelpers, credsStore with a helper script on
 * PATH), podman's auth.json, the environment and explicit options.
 */
import { chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lookupCredentials } from '../../src/oci/credentials.js';
import { openRegistry, type OciError } from '../../src/oci/index.js';
import { seed, startFakeRegistry, type FakeRegistry } from '../support/fake-registry.js';
import { isolatedEnv, ociFailure, tempDir, visible } from './helpers.js';

const open: FakeRegistry[] = [];
afterEach(async () => {
  for (const registry of open.splice(0)) await registry.close();
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Writes `docker-credential-<name>` answering `answer` for `host` (and logging what it was asked). */
function helperScript(bin: string, name: string, host: string, answer: { Username: string; Secret: string }): string {
  mkdirSync(bin, { recursive: true });
  const log = path.join(bin, `${name}.log`);
  const file = path.join(bin, `docker-credential-${name}`);
  writeFileSync(
    file,
    `#!/bin/sh
read server
echo "$1 $server" >> "${log}"
if [ "$server" = "${host}" ]; then
  printf '%s' '${JSON.stringify({ ServerURL: host, ...answer })}'
else
  echo "credentials not found in native keychain"
  exit 1
fi
`,
  );
  chmodSync(file, 0o755);
  return log;
}

function context(home: string, env: Record<string, string>, registry = 'registry.example:5000', repositoryPath = '') {
  return { registry, repositoryPath, env: isolatedEnv(home, env), home };
}

describe('lookupCredentials', () => {
  it('prefers explicit credentials, then the environment, then docker config, then podman', async () => {
    const home = tempDir();
    const dockerDir = path.join(home, 'docker');
    mkdirSync(dockerDir);
    writeFileSync(path.join(dockerDir, 'config.json'), JSON.stringify({ auths: { 'registry.example:5000': { auth: b64('dockeruser:dockerpass') } } }));
    const podmanFile = path.join(home, 'auth.json');
    writeFileSync(podmanFile, JSON.stringify({ auths: { 'registry.example:5000': { auth: b64('podmanuser:podmanpass') } } }));
    const env = { DOCKER_CONFIG: dockerDir, REGISTRY_AUTH_FILE: podmanFile, RGDC_REGISTRY_USERNAME: 'envuser', RGDC_REGISTRY_PASSWORD: 'envpass' };

    const explicit = await lookupCredentials({ ...context(home, env), explicit: { username: 'x', password: 'y' } });
    expect([explicit.source, explicit.credential]).toEqual(['--username/--password-stdin', { kind: 'basic', username: 'x', password: 'y' }]);
    const fromEnv = await lookupCredentials(context(home, env));
    expect(fromEnv.source).toBe('RGDC_REGISTRY_USERNAME/RGDC_REGISTRY_PASSWORD');
    const { RGDC_REGISTRY_USERNAME: _u, RGDC_REGISTRY_PASSWORD: _p, ...noEnv } = env;
    const fromDocker = await lookupCredentials(context(home, noEnv));
    expect([fromDocker.source, fromDocker.credential]).toEqual([
      `${dockerDir}/config.json auths["registry.example:5000"]`,
      { kind: 'basic', username: 'dockeruser', password: 'dockerpass' },
    ]);
    const fromPodman = await lookupCredentials(context(home, { REGISTRY_AUTH_FILE: podmanFile }));
    expect([fromPodman.source, fromPodman.credential]).toEqual([
      `${podmanFile} auths["registry.example:5000"]`,
      { kind: 'basic', username: 'podmanuser', password: 'podmanpass' },
    ]);
    expect(fromPodman.tried).toEqual([`${path.join(home, '.docker', 'config.json')} (missing)`]);
  });

  it('reads ~/.docker/config.json by default, with Docker Hub keys and identity tokens', async () => {
    const home = tempDir();
    mkdirSync(path.join(home, '.docker'));
    writeFileSync(
      path.join(home, '.docker', 'config.json'),
      JSON.stringify({
        auths: { 'https://index.docker.io/v1/': { auth: b64('hubuser:hub:pass:with:colons') }, 'https://ghcr.io': { identitytoken: 'refresh-123' } },
      }),
    );
    const hub = await lookupCredentials(context(home, {}, 'docker.io'));
    expect(hub.credential).toEqual({ kind: 'basic', username: 'hubuser', password: 'hub:pass:with:colons' });
    const ghcr = await lookupCredentials(context(home, {}, 'ghcr.io'));
    expect(ghcr.credential).toEqual({ kind: 'identity-token', token: 'refresh-123' });
    const none = await lookupCredentials(context(home, {}, 'quay.io'));
    expect(none.credential).toBeUndefined();
    expect(none.tried[0]).toContain('no entry for quay.io');
  });

  it('asks credHelpers[host] first, then falls back to credsStore, with the host on stdin', async () => {
    const home = tempDir();
    const bin = path.join(home, 'bin');
    const specificLog = helperScript(bin, 'specific', 'registry.example:5000', { Username: 'helperuser', Secret: 'helper-secret' });
    const storeLog = helperScript(bin, 'store', 'other.example', { Username: '<token>', Secret: 'store-identity-token' });
    writeFileSync(
      path.join(home, 'config.json'),
      JSON.stringify({ credHelpers: { 'registry.example:5000': 'specific' }, credsStore: 'store', auths: { 'registry.example:5000': {} } }),
    );
    const env = { DOCKER_CONFIG: home, PATH: `${bin}:${process.env.PATH}` };
    const specific = await lookupCredentials(context(home, env));
    expect([specific.source, specific.credential]).toEqual([
      `docker-credential-specific (credHelpers in ${home}/config.json)`,
      { kind: 'basic', username: 'helperuser', password: 'helper-secret' },
    ]);
    expect(readFileSync(specificLog, 'utf8')).toBe('get registry.example:5000\n');
    const store = await lookupCredentials(context(home, env, 'other.example'));
    expect([store.source, store.credential]).toEqual([
      `docker-credential-store (credsStore in ${home}/config.json)`,
      { kind: 'identity-token', token: 'store-identity-token' },
    ]);
    expect(readFileSync(storeLog, 'utf8')).toBe('get other.example\n');
    const nothing = await lookupCredentials(context(home, env, 'third.example'));
    expect(nothing.credential).toBeUndefined();
    expect(nothing.tried).toContain(`docker-credential-store (credsStore in ${home}/config.json): no credentials stored for third.example`);
  });

  it('a missing helper or a broken config file is reported as tried, not thrown', async () => {
    const home = tempDir();
    writeFileSync(path.join(home, 'config.json'), JSON.stringify({ credsStore: 'absent-helper-xyz' }));
    const missing = await lookupCredentials(context(home, { DOCKER_CONFIG: home }));
    expect(missing.tried).toEqual([
      `docker-credential-absent-helper-xyz (credsStore in ${home}/config.json): docker-credential-absent-helper-xyz is not on PATH`,
      `${path.join(home, '.config', 'containers', 'auth.json')} (missing)`,
    ]);
    writeFileSync(path.join(home, 'config.json'), '{not json');
    const broken = await lookupCredentials(context(home, { DOCKER_CONFIG: home }));
    expect(broken.tried[0]).toBe(`${home}/config.json (not JSON)`);
  });

  it('podman keys may name a namespace: the most specific one for the location prefix wins', async () => {
    const home = tempDir();
    const runtime = path.join(home, 'run');
    mkdirSync(path.join(runtime, 'containers'), { recursive: true });
    writeFileSync(
      path.join(runtime, 'containers', 'auth.json'),
      JSON.stringify({ auths: { 'quay.io': { auth: b64('all:a') }, 'quay.io/team': { auth: b64('team:t') } } }),
    );
    const team = await lookupCredentials(context(home, { XDG_RUNTIME_DIR: runtime }, 'quay.io', 'team/ocm'));
    expect(team.credential).toEqual({ kind: 'basic', username: 'team', password: 't' });
    const other = await lookupCredentials(context(home, { XDG_RUNTIME_DIR: runtime }, 'quay.io', 'elsewhere'));
    expect(other.credential).toEqual({ kind: 'basic', username: 'all', password: 'a' });
  });
});

describe('credentials against a registry', () => {
  it('a credential helper answers a bearer challenge; the secret never reaches errors', async () => {
    const secret = 'helper-S3cret-for-registry';
    const registry = await startFakeRegistry({ auth: { kind: 'bearer', username: 'helperuser', password: secret } });
    open.push(registry);
    seed(registry, 'r', 'v1', [Buffer.from('x')]);
    const home = tempDir();
    const bin = path.join(home, 'bin');
    helperScript(bin, 'fake', registry.host, { Username: 'helperuser', Secret: secret });
    writeFileSync(path.join(home, 'config.json'), JSON.stringify({ credHelpers: { [registry.host]: 'fake' } }));
    const env = isolatedEnv(home, { DOCKER_CONFIG: home, PATH: `${bin}:${process.env.PATH}` });
    const reader = openRegistry(`http://${registry.host}`, { cacheDir: path.join(home, 'cache'), env });
    expect((await reader.getManifest('r', 'v1')).digest).toMatch(/^sha256:/);
    expect(registry.tokenRequests[0]!.authorization).toBe(`Basic ${b64(`helperuser:${secret}`)}`);

    // Every failure the client can produce with these credentials in hand shows no secret.
    const errors: OciError[] = [];
    errors.push(await ociFailure(reader.getManifest('r', 'missing')));
    errors.push(await ociFailure(reader.getManifest('nope', 'v1')));
    registry.intercept = (_req, res) => {
      res.writeHead(401, { 'WWW-Authenticate': `Bearer realm="${registry.origin}/token",service="fake-registry"`, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ code: 'UNAUTHORIZED', message: 'token expired' }] }));
      return true;
    };
    errors.push(await ociFailure(reader.getManifest('r', 'v1')));
    errors.push(await ociFailure(reader.putBlob('r', Buffer.from('y'), 'application/octet-stream')));
    const wrong = openRegistry(`http://${registry.host}`, {
      cacheDir: path.join(home, 'cache2'),
      env,
      credentials: { username: 'helperuser', password: `${secret}-wrong` },
    });
    registry.intercept = undefined;
    errors.push(await ociFailure(wrong.getManifest('r', 'v1')));
    expect(errors.map((e) => e.kind)).toEqual(['not-found', 'not-found', 'unauthorized', 'unauthorized', 'unauthorized']);
    for (const error of errors) {
      expect(visible(error)).not.toContain(secret);
      expect(visible(error)).not.toContain(b64(`helperuser:${secret}`));
    }
    expect(errors[2]!.details.hint).toContain('docker-credential-fake');
    // Nor the cache: neither its file names nor its contents.
    const cacheFiles = readdirSync(path.join(home, 'cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(cacheFiles.length).toBeGreaterThan(0);
    for (const entry of cacheFiles) {
      const file = path.join(entry.parentPath, entry.name);
      expect(file).not.toContain(secret);
      expect(readFileSync(file, 'utf8')).not.toContain(secret);
    }
  });

  it('an identity token is exchanged at the realm with grant_type=refresh_token', async () => {
    const registry = await startFakeRegistry({ auth: { kind: 'bearer', username: 'unused', password: 'unused', refreshToken: 'my-refresh-token' } });
    open.push(registry);
    seed(registry, 'r', 'v1', [Buffer.from('x')]);
    const home = tempDir();
    writeFileSync(path.join(home, 'config.json'), JSON.stringify({ auths: { [registry.host]: { identitytoken: 'my-refresh-token' } } }));
    const reader = openRegistry(`http://${registry.host}`, { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home, { DOCKER_CONFIG: home }) });
    await reader.getManifest('r', 'v1');
    expect(registry.tokenRequests.map((r) => r.method)).toEqual(['POST']);
  });
});
