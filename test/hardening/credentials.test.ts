/**
 * Issue 25, class 2: credentials go only where they belong. The built CLI runs against
 * small servers on 127.0.0.1 (two ports = two hosts), and each server logs whether a
 * request carried `Authorization`:
 *
 * - `RGDC_REGISTRY_*`, `--username/--password-stdin` and a docker `config.json` entry are
 *   for the component's registry; `--verify-images` asks another registry without them;
 * - a token realm on another host is asked anonymously; a realm's redirect to another
 *   host, and a blob's redirect to object storage, carry no `Authorization`;
 * - a registry echoing the password (raw, URL-encoded, base64 alone and with the user,
 *   JSON-escaped, broken over lines) shows none of it on stderr, in `--json` or SARIF;
 * - `--password-stdin < /dev/zero` stops at its bound, at once, with its code;
 * - a ConfigData or instance whose URL carries credentials is an error at its line with
 *   the password masked, and nothing is written.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry } from '../../src/oci/index.js';
import type { CtfStore } from '../../src/ocm/ctf-store.js';
import { BIN, rgdc, STACK_TRACE, type CliRun } from '../support/cli.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { sendError, startFakeRegistry, type FakeRegistry } from '../support/fake-registry.js';
import { tempDir } from '../oci/helpers.js';
import { storeVersion } from '../ocm/support.js';
import { fixtureDescriptor } from '../verify/support.js';

const USER = 'ci-bot';
// A quote, a slash, a backslash and a non-ASCII letter: every encoding differs from the raw text.
const PASSWORD = 'Pa"ss/wörd\\Secret-42';
const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
const INSTANCE = 'test/fixtures/compile/helm-configured/instance.yaml';

/** Every form a registry could echo the password in. */
const ECHOES = {
  raw: PASSWORD,
  'URL-encoded': encodeURIComponent(PASSWORD),
  'base64 of the password': Buffer.from(PASSWORD).toString('base64'),
  'base64 of user:password': Buffer.from(`${USER}:${PASSWORD}`).toString('base64'),
  'JSON-escaped': JSON.stringify(PASSWORD).slice(1, -1),
  'split over lines': `${PASSWORD.slice(0, 9)}\n  ${PASSWORD.slice(9)}`,
};

interface Logged {
  readonly method: string;
  readonly path: string;
  readonly authorization?: string;
}

/** A server that logs every request and lets `answer` reply. */
interface Server {
  readonly origin: string;
  readonly host: string;
  readonly log: Logged[];
  answer: (request: http.IncomingMessage, response: http.ServerResponse, url: URL) => void;
  close(): Promise<void>;
}

async function startServer(tls?: { key: string; cert: string }): Promise<Server> {
  const state: Server = { origin: '', host: '', log: [], answer: (_q, response) => void response.writeHead(404).end(), close: async () => undefined };
  const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const url = new URL(request.url ?? '/', state.origin);
      state.log.push({
        method: request.method ?? '',
        path: url.pathname,
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      });
      state.answer(request, response, url);
    });
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(state, {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return state;
}

/** The environment of a run: a private home, no credentials but those a test adds. */
function isolated(home: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOME: home,
    XDG_CACHE_HOME: path.join(home, 'cache'),
    XDG_CONFIG_HOME: path.join(home, 'config'),
    XDG_RUNTIME_DIR: path.join(home, 'run'),
    DOCKER_CONFIG: path.join(home, 'docker'),
    REGISTRY_AUTH_FILE: path.join(home, 'auth.json'),
    RGDC_REGISTRY_USERNAME: '',
    RGDC_REGISTRY_PASSWORD: '',
    ...extra,
  };
}

/** The built CLI, asynchronously (the servers answer in this process); `stdin` a text or a file to read. */
function cli(args: readonly string[], env: Record<string, string>, stdin: { text?: string; file?: string } = {}): Promise<CliRun & { ms: number }> {
  const { FORCE_COLOR: _force, ...inherited } = process.env;
  const started = Date.now();
  const fd = stdin.file === undefined ? undefined : openSync(stdin.file, 'r');
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...inherited, NO_COLOR: '1', ...env },
    stdio: [fd ?? 'pipe', 'pipe', 'pipe'],
  });
  if (fd !== undefined) closeSync(fd);
  else child.stdin!.end(stdin.text ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** The three credential sources that name a password, as run environments and input. */
function sources(home: string, registry: string): Array<[string, Record<string, string>, string[], string | undefined]> {
  const docker = path.join(home, 'docker');
  mkdirSync(docker, { recursive: true });
  writeFileSync(path.join(docker, 'config.json'), JSON.stringify({ auths: { [registry]: { auth: Buffer.from(`${USER}:${PASSWORD}`).toString('base64') } } }));
  return [
    ['RGDC_REGISTRY_USERNAME/PASSWORD', { RGDC_REGISTRY_USERNAME: USER, RGDC_REGISTRY_PASSWORD: PASSWORD }, [], undefined],
    ['--username/--password-stdin', {}, ['--username', USER, '--password-stdin'], `${PASSWORD}\n`],
    ['docker config.json', { DOCKER_CONFIG: docker }, [], undefined],
  ];
}

function withoutSecrets(...texts: string[]): void {
  for (const text of texts) {
    for (const [form, echo] of Object.entries(ECHOES)) expect(text.replace(/\s+/g, ''), form).not.toContain(echo.replace(/\s+/g, ''));
    expect(text).not.toMatch(STACK_TRACE);
  }
}

/** The helm-configured ConfigData with `repository`, in a temporary folder. */
function configDataIn(repository: string): string {
  const file = path.join(tempDir(), 'configdata.yaml');
  writeFileSync(file, readFileSync(CONFIGDATA, 'utf8').replace('repository: ghcr.io/acme/ocm', `repository: ${repository}`));
  return file;
}

describe('credentials go only to the registry they were given for', () => {
  let registry: FakeRegistry;
  let images: Server;
  let tls: { key: string; cert: string };
  let component: string;

  beforeAll(async () => {
    const dir = tempDir();
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
    tls = { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
    registry = await startFakeRegistry({ auth: { kind: 'basic', username: USER, password: PASSWORD } });
    // The image registry is another host (another port) and speaks TLS, as image registries do.
    images = await startServer(tls);
    images.answer = (request, response) => {
      if (!request.headers.authorization)
        return void response
          .writeHead(401, { 'WWW-Authenticate': 'Basic realm="images"', 'Content-Type': 'application/json' })
          .end('{"errors":[{"code":"UNAUTHORIZED","message":"login"}]}');
      response.writeHead(403).end();
    };
    const descriptor = fixtureDescriptor();
    descriptor.component.resources[1].access.imageReference = `${images.host}/acme/podinfo:6.9.1`;
    delete descriptor.component.resources[1].digest;
    descriptor.component.resources[2].access.imageReference = `${images.host}/acme/redis:7.2.4`;
    const writer = openRegistry(registry.origin, {
      cacheDir: path.join(tempDir(), 'cache'),
      env: { HOME: tempDir() },
      credentials: { username: USER, password: PASSWORD },
    });
    await storeVersion(writer as unknown as CtfStore, descriptor);
    component = `${registry.origin}//acme.org/podinfo:6.9.1`;
  });
  afterAll(async () => {
    await Promise.all([registry?.close(), images?.close()]);
  });

  it.each([0, 1, 2])('--verify-images: the credentials of source %i reach the component registry, never the image registry', async (index) => {
    const home = tempDir();
    const [name, env, flags, stdin] = sources(home, registry.host)[index]!;
    registry.requests.length = 0;
    images.log.length = 0;
    const run = await cli(
      ['compile', configDataIn(registry.origin), '--verify-images', '--component', component, '--json', ...flags],
      isolated(home, { NODE_TLS_REJECT_UNAUTHORIZED: '0', ...env }),
      { text: stdin },
    );
    expect(
      registry.requests.some((r) => r.authorization?.startsWith('Basic ')),
      `${name} at the component registry`,
    ).toBe(true);
    expect(images.log.length, 'the image registry was asked').toBeGreaterThan(0);
    expect(
      images.log.filter((r) => r.authorization !== undefined),
      `${name} at the image registry`,
    ).toEqual([]);
    // The image registry wanted a login nobody gave it: unreachable (exit 4), and the hint says why.
    expect(run.code).toBe(4);
    const out = JSON.parse(run.stdout) as { diagnostics: { code: string; hint?: string }[] };
    expect(out.diagnostics.map((d) => d.code)).toContain('configdata_image_unreachable');
    // The environment's credentials are known to every client: the hint says why it kept them back.
    if (index === 0)
      expect(out.diagnostics.find((d) => d.code === 'configdata_image_unreachable')?.hint).toContain(
        `(given for ${registry.host}, never sent to ${images.host})`,
      );
    withoutSecrets(run.stdout, run.stderr);
  });
});

describe('token realms and redirects on another host get no credentials', () => {
  let registry: FakeRegistry;
  let other: Server;
  const env = (home: string) => isolated(home, { RGDC_REGISTRY_USERNAME: USER, RGDC_REGISTRY_PASSWORD: PASSWORD });

  beforeAll(async () => {
    registry = await startFakeRegistry();
    other = await startServer();
    const writer = openRegistry(registry.origin, { cacheDir: path.join(tempDir(), 'cache'), env: { HOME: tempDir() } });
    await storeVersion(writer as unknown as CtfStore, fixtureDescriptor());
  });
  afterAll(async () => {
    await Promise.all([registry?.close(), other?.close()]);
  });

  /** The registry asks for a bearer token from `realm`, and takes the one `other` hands out. */
  const challengeWith = (realm: string) => {
    registry.intercept = (request, response, url) => {
      if (url.pathname === '/auth') return false;
      if (request.headers.authorization === 'Bearer from-the-realm') return false;
      sendError(response, 401, 'UNAUTHORIZED', 'authentication required', { 'WWW-Authenticate': `Bearer realm="${realm}",service="registry"` });
      return true;
    };
  };

  it('a realm on another host is asked anonymously; refused, the hint says the credentials were kept back', async () => {
    const home = tempDir();
    challengeWith(`${other.origin}/token`);
    other.log.length = 0;
    other.answer = (_request, response) => void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"token":"from-the-realm"}');
    const ok = await cli(['component', 'versions', `${registry.origin}//acme.org/podinfo`, '--json'], env(home));
    expect(ok.code).toBe(0);
    expect(other.log.length).toBeGreaterThan(0);
    expect(other.log.filter((r) => r.authorization !== undefined)).toEqual([]);

    other.answer = (_request, response) => void response.writeHead(401).end();
    const refused = await cli(['component', 'versions', `${registry.origin}//acme.org/podinfo`, '--json'], env(home));
    expect(refused.code).toBe(4);
    const out = JSON.parse(refused.stdout) as { diagnostics: { message: string; hint?: string }[] };
    expect(out.diagnostics[0]!.message).toContain(`token service ${other.host} refused anonymous access`);
    expect(out.diagnostics[0]!.hint).toContain('sent it none of the credentials from RGDC_REGISTRY_USERNAME/RGDC_REGISTRY_PASSWORD');
    expect(other.log.filter((r) => r.authorization !== undefined)).toEqual([]);
    withoutSecrets(refused.stdout, refused.stderr);
  });

  it("the registry's own realm gets the Basic credentials, but not the host it redirects to", async () => {
    const home = tempDir();
    challengeWith(`${registry.origin}/auth`);
    const intercept = registry.intercept!;
    registry.intercept = (request, response, url, body) => {
      if (url.pathname !== '/auth') return intercept(request, response, url, body);
      response.writeHead(307, { Location: `${other.origin}/token${url.search}` }).end();
      return true;
    };
    other.log.length = 0;
    registry.requests.length = 0;
    other.answer = (_request, response) => void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"token":"from-the-realm"}');
    const run = await cli(['component', 'versions', `${registry.origin}//acme.org/podinfo`, '--json'], env(home));
    expect(run.code).toBe(0);
    expect(registry.requests.find((r) => r.path.startsWith('/auth'))?.authorization).toBe(`Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`);
    expect(other.log.length).toBeGreaterThan(0);
    expect(other.log.filter((r) => r.authorization !== undefined)).toEqual([]);
  });

  it('a blob redirected to another host (object storage) is fetched there without Authorization', async () => {
    const home = tempDir();
    registry.intercept = (request, response, url) => {
      if (!request.headers.authorization) {
        sendError(response, 401, 'UNAUTHORIZED', 'authentication required', { 'WWW-Authenticate': 'Basic realm="registry"' });
        return true;
      }
      const blob = /\/blobs\/(sha256:[0-9a-f]{64})$/.exec(url.pathname);
      if (!blob) return false;
      response.writeHead(307, { Location: `${other.origin}/storage/${blob[1]}?signature=abc` }).end();
      return true;
    };
    other.log.length = 0;
    registry.requests.length = 0;
    other.answer = (_request, response, url) => {
      const bytes = registry.blobs.get(url.pathname.slice('/storage/'.length));
      if (!bytes) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Length': String(bytes.length) }).end(bytes);
    };
    const run = await cli(['component', 'show', `${registry.origin}//acme.org/podinfo:6.9.1`, '--json'], env(home));
    expect(run.code).toBe(0);
    expect(registry.requests.some((r) => r.path.includes('/blobs/') && r.authorization?.startsWith('Basic '))).toBe(true);
    expect(other.log.filter((r) => r.path.startsWith('/storage/')).length).toBeGreaterThan(0);
    expect(other.log.filter((r) => r.authorization !== undefined)).toEqual([]);
  });
});

describe('a registry that echoes the password shows none of its forms', () => {
  let registry: FakeRegistry;

  beforeAll(async () => {
    registry = await startFakeRegistry({ auth: { kind: 'basic', username: USER, password: PASSWORD } });
    // Every request that logs in is refused, with the password in each form in the message and the code.
    const echo = Object.entries(ECHOES)
      .map(([form, text]) => `${form}=${text}`)
      .join(' ; ');
    registry.intercept = (request, response) =>
      Boolean(request.headers.authorization) &&
      sendError(response, 403, `DENIED ${ECHOES['base64 of user:password']}`, `no access for ${USER}:${PASSWORD} (${echo})`);
  });
  afterAll(async () => {
    await registry?.close();
  });

  it.each([0, 1, 2])('credential source %i: stderr, --json and --sarif', async (index) => {
    const home = tempDir();
    const [name, env, flags, stdin] = sources(home, registry.host)[index]!;
    const sarif = path.join(home, 'out.sarif');
    const args = ['check', configDataIn(registry.origin), '--component', `${registry.origin}//acme.org/podinfo:6.9.1`, ...flags];
    const text = await cli([...args, '--sarif', sarif], isolated(home, env), { text: stdin });
    const json = await cli([...args, '--json'], isolated(home, env), { text: stdin });
    expect(text.code, name).toBe(4);
    expect(json.code, name).toBe(4);
    // The refusal itself is shown: the registry's code and what it said around the secrets.
    expect(text.stderr).toContain('HTTP 403 (DENIED ********: no access for ');
    expect(JSON.parse(json.stdout).diagnostics[0].message).toContain(
      'raw=******** ; URL-encoded=******** ; base64 of the password=******** ; base64 of user:password=******** ; JSON-escaped=******** ; split over lines=********',
    );
    expect(existsSync(sarif)).toBe(true);
    withoutSecrets(text.stderr, text.stdout, json.stdout, json.stderr, readFileSync(sarif, 'utf8'));
  });
});

describe('--password-stdin reads a password, not a stream', () => {
  it('< /dev/zero: usage_password_too_long (exit 2) at once', async () => {
    const home = tempDir();
    const run = await cli(['component', 'versions', 'http://127.0.0.1:9//acme.org/podinfo', '--username', USER, '--password-stdin', '--json'], isolated(home), {
      file: '/dev/zero',
    });
    expect(run.code).toBe(2);
    expect(run.ms).toBeLessThan(10_000);
    const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: { code: string; message: string }[] };
    expect(diagnostics.map((d) => d.code)).toEqual(['usage_password_too_long']);
    // With --json a usage error is said once, in the JSON object; standard error stays empty.
    expect(diagnostics[0]!.message).toContain('more than 4096 bytes');
    expect(run.stderr).toBe('');
  });

  it('a password of exactly 4096 bytes is read', async () => {
    const home = tempDir();
    // Nothing listens on port 9: the password was taken, the registry is unreachable (exit 4).
    const run = await cli(['component', 'versions', 'http://127.0.0.1:9//acme.org/podinfo', '--username', USER, '--password-stdin', '--json'], isolated(home), {
      text: 'x'.repeat(4096),
    });
    expect(run.code).toBe(4);
  });
});

describe('a URL with credentials in an input is an error at its line, masked, and nothing is written', () => {
  const URL_WITH_PASSWORD = 'https://ci-user:Hunter2-Secret@ghcr.io/acme/ocm';

  it('ConfigData component.repository: compile exits 1, no RGD and no bootstrap', () => {
    const dir = tempDir();
    const file = configDataIn(URL_WITH_PASSWORD);
    const out = path.join(dir, 'out');
    const run = rgdc(['compile', file, '-o', out, '--emit', 'rgd,bootstrap']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${file}:12:15: error yaml_url_credentials: component.repository holds a URL with credentials (user:password@ before ghcr.io)`,
    );
    expect(run.stderr).toContain('  12 |   repository: https://ci-user:********@ghcr.io/acme/ocm');
    expect(run.stderr).not.toContain('Hunter2-Secret');
    expect(existsSync(out)).toBe(false);
    const json = rgdc(['compile', file, '--json']);
    expect(json.code).toBe(1);
    expect(json.stdout).not.toContain('Hunter2-Secret');
    const diagnostics = (JSON.parse(json.stdout) as { diagnostics: { code: string; line: number; column: number; path: string }[] }).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.path])).toEqual([['yaml_url_credentials', 12, 15, 'component.repository']]);
  });

  it('instance spec.component.repository: preview exits 1 at its line, masked', () => {
    const file = path.join(tempDir(), 'instance.yaml');
    writeFileSync(file, readFileSync(INSTANCE, 'utf8').replace('repository: ghcr.io/acme/ocm', `repository: ${URL_WITH_PASSWORD}`));
    const run = rgdc(['preview', CONFIGDATA, '--instance', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${file}:11:17: error yaml_url_credentials: spec.component.repository holds a URL with credentials`);
    expect(run.stderr).toContain('  11 |     repository: https://ci-user:********@ghcr.io/acme/ocm');
    expect(run.stderr).not.toContain('Hunter2-Secret');
  });
});
