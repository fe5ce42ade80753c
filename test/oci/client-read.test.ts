/**
 * The registry client's read paths against the in-process fake: auth challenges, errors
 * with their kinds and hints, retries, redirects, broken and wrong blobs, pagination,
 * the cache and --offline.
 */
import { createServer } from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { digestOf, openRegistry, type RegistryOptions } from '../../src/oci/index.js';
import { seed, sendError, startFakeRegistry, type FakeOptions, type FakeRegistry } from '../support/fake-registry.js';
import { isolatedEnv, ociFailure, tempDir, visible } from './helpers.js';

const open: FakeRegistry[] = [];
afterEach(async () => {
  for (const registry of open.splice(0)) await registry.close();
});
async function fake(options: FakeOptions = {}): Promise<FakeRegistry> {
  const registry = await startFakeRegistry(options);
  open.push(registry);
  return registry;
}
function client(registry: FakeRegistry, options: RegistryOptions = {}, prefix = '') {
  const home = tempDir();
  return openRegistry(`http://${registry.host}${prefix}`, { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home), retryDelayMs: 5, ...options });
}
const config = Buffer.from('{"componentDescriptorLayer":{}}');
const layer = Buffer.from('descriptor bytes');

describe('reading from a registry without auth', () => {
  it('gets a manifest by tag and by digest, its blobs and the tags, verifying each', async () => {
    const registry = await fake();
    const { digest, bytes, blobDigests } = seed(registry, 'ocm/component-descriptors/acme.org/x', '1.0.0', [config, layer]);
    const reader = client(registry, {}, '/ocm');
    const byTag = await reader.getManifest('component-descriptors/acme.org/x', '1.0.0');
    expect(byTag).toEqual({ mediaType: 'application/vnd.oci.image.manifest.v1+json', digest, bytes: new Uint8Array(bytes) });
    expect((await reader.getManifest('component-descriptors/acme.org/x', digest)).digest).toBe(digest);
    expect(Buffer.from(await reader.getBlob('component-descriptors/acme.org/x', blobDigests[1]!, layer.length))).toEqual(layer);
    expect(await reader.listTags('component-descriptors/acme.org/x')).toEqual(['1.0.0']);
    expect(reader.location).toBe(`http://${registry.host}/ocm`);
    expect(registry.requests[0]!.headers['user-agent']).toMatch(/^rgdc\/\d+\.\d+\.\d+/);
    // Accept names every manifest kind, so no registry falls back to Docker schema 1.
    expect(registry.requests[0]!.headers.accept).toContain('application/vnd.oci.image.index.v1+json');
    expect(registry.requests[0]!.headers.accept).toContain('application/vnd.docker.distribution.manifest.v2+json');
  });

  it('resolves a tag by HEAD and tells whether a blob exists', async () => {
    const registry = await fake();
    const { digest, bytes, blobDigests } = seed(registry, 'r', 'v1', [config]);
    const reader = client(registry);
    expect(await reader.resolveManifest('r', 'v1')).toEqual({ digest, mediaType: 'application/vnd.oci.image.manifest.v1+json', size: bytes.length });
    expect(registry.requests.map((r) => r.method)).toEqual(['HEAD']);
    expect(await reader.hasBlob('r', blobDigests[0]!)).toBe(true);
    expect(await reader.hasBlob('r', digestOf(Buffer.from('absent')))).toBe(false);
  });

  it('reports an unknown manifest and an unknown repository as not-found with the registry code', async () => {
    const registry = await fake();
    seed(registry, 'r', 'v1', [config]);
    const reader = client(registry);
    const missingTag = await ociFailure(reader.getManifest('r', 'v2'));
    expect([missingTag.kind, missingTag.details.status, missingTag.details.registryCode]).toEqual(['not-found', 404, 'MANIFEST_UNKNOWN']);
    const missingRepo = await ociFailure(reader.getManifest('nope', 'v1'));
    expect([missingRepo.kind, missingRepo.details.registryCode]).toEqual(['not-found', 'NAME_UNKNOWN']);
    expect(missingRepo.details.hint).toContain('does not exist');
    expect(await reader.listTags('nope')).toEqual([]);
    const blob = await ociFailure(reader.getBlob('r', digestOf(Buffer.from('x'))));
    expect([blob.kind, blob.details.registryCode]).toEqual(['not-found', 'BLOB_UNKNOWN']);
  });

  it('refuses references that are neither tags nor digests before any request', async () => {
    const registry = await fake();
    const reader = client(registry);
    expect((await ociFailure(reader.getManifest('r', 'has space'))).kind).toBe('invalid');
    expect((await ociFailure(reader.getBlob('r', 'sha256:abc'))).kind).toBe('invalid');
    expect(registry.requests).toEqual([]);
  });
});

describe('auth challenges', () => {
  it('answers a bearer challenge anonymously and caches the token per scope', async () => {
    const registry = await fake({ auth: { kind: 'bearer' } });
    const { blobDigests } = seed(registry, 'r', 'v1', [config, layer]);
    const reader = client(registry);
    await reader.getManifest('r', 'v1');
    await reader.getBlob('r', blobDigests[0]!);
    await reader.getBlob('r', blobDigests[1]!);
    expect(registry.tokenRequests).toHaveLength(1);
    expect(registry.tokenRequests[0]!.authorization).toBeUndefined();
    expect(registry.tokenRequests[0]!.path).toContain('scope=repository%3Ar%3Apull');
    expect(registry.tokenRequests[0]!.path).toContain('service=fake-registry');
    // One 401, then every request carries the token.
    expect(registry.requests.map((r) => r.authorization?.split(' ')[0] ?? 'none')).toEqual(['none', 'Bearer', 'Bearer', 'Bearer']);
  });

  it('gets a bearer token with Basic credentials from the environment', async () => {
    const registry = await fake({ auth: { kind: 'bearer', username: 'ci', password: 'env-pass-123' } });
    seed(registry, 'r', 'v1', [config]);
    const reader = client(registry, { env: isolatedEnv(tempDir(), { RGDC_REGISTRY_USERNAME: 'ci', RGDC_REGISTRY_PASSWORD: 'env-pass-123' }) });
    await reader.getManifest('r', 'v1');
    expect(registry.tokenRequests[0]!.authorization).toBe(`Basic ${Buffer.from('ci:env-pass-123').toString('base64')}`);
  });

  it('answers a Basic challenge with the explicit credentials and then sends them up front', async () => {
    const registry = await fake({ auth: { kind: 'basic', username: 'u', password: 'explicit-pw' } });
    seed(registry, 'r', 'v1', [config]);
    const reader = client(registry, { credentials: { username: 'u', password: 'explicit-pw' } });
    await reader.getManifest('r', 'v1');
    await reader.listTags('r');
    expect(registry.requests.map((r) => r.authorization?.split(' ')[0] ?? 'none')).toEqual(['none', 'Basic', 'Basic']);
  });

  it.each([
    ['basic', { kind: 'basic', username: 'u', password: 'right-password' }],
    ['bearer', { kind: 'bearer', username: 'u', password: 'right-password' }],
  ] as const)('a wrong password (%s) is unauthorized, names the source, never the secret', async (_name, auth) => {
    const registry = await fake({ auth });
    seed(registry, 'r', 'v1', [config]);
    const secret = 'Wr0ng-S3cret-value';
    const reader = client(registry, { credentials: { username: 'u', password: secret } });
    const error = await ociFailure(reader.getManifest('r', 'v1'));
    expect(error.kind).toBe('unauthorized');
    expect(error.details.status).toBe(401);
    expect(error.details.hint ?? error.message).toContain('--username/--password-stdin');
    expect(visible(error)).not.toContain(secret);
    expect(visible(error)).not.toContain(Buffer.from(`u:${secret}`).toString('base64'));
  });

  it('without credentials, an auth failure lists the sources it looked at', async () => {
    const registry = await fake({ auth: { kind: 'basic', username: 'u', password: 'p' } });
    const home = tempDir();
    const reader = client(registry, { env: isolatedEnv(home) });
    const error = await ociFailure(reader.listTags('r'));
    expect(error.kind).toBe('unauthorized');
    expect(error.details.hint).toContain(path.join(home, '.docker', 'config.json'));
    expect(error.details.hint).toContain('docker login');
  });

  it('a 403 is denied with the access that was missing', async () => {
    const registry = await fake();
    registry.intercept = (_req, res) => sendError(res, 403, 'DENIED', 'requested access to the resource is denied');
    const error = await ociFailure(client(registry).getManifest('r', 'v1'));
    expect([error.kind, error.details.status, error.details.registryCode]).toEqual(['denied', 403, 'DENIED']);
    expect(error.details.hint).toContain('anonymous pull');
  });
});

describe('retries and timeouts', () => {
  it('waits as Retry-After says on 429, then succeeds', async () => {
    const registry = await fake();
    seed(registry, 'r', 'v1', [config]);
    let calls = 0;
    registry.intercept = (_req, res) => (++calls === 1 ? sendError(res, 429, 'TOOMANYREQUESTS', 'slow down', { 'Retry-After': '1' }) : false);
    const started = Date.now();
    await client(registry).getManifest('r', 'v1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(calls).toBe(2);
  });

  it('retries 5xx with backoff and gives up after the configured attempts', async () => {
    const registry = await fake();
    seed(registry, 'r', 'v1', [config]);
    let calls = 0;
    registry.intercept = (_req, res) => (++calls <= 2 ? sendError(res, 503, 'UNAVAILABLE', 'busy') : false);
    await client(registry, { retries: 3 }).getManifest('r', 'v1');
    expect(calls).toBe(3);
    calls = -100;
    const error = await ociFailure(client(registry, { retries: 2 }).getManifest('r', 'v1'));
    expect([error.kind, error.details.status, error.details.registryCode]).toEqual(['unreachable', 503, 'UNAVAILABLE']);
    expect(calls).toBe(-97);
  });

  it('a Retry-After longer than the longest allowed wait ends the retries at once', async () => {
    const registry = await fake();
    registry.intercept = (_req, res) => sendError(res, 429, 'TOOMANYREQUESTS', 'come back tomorrow', { 'Retry-After': '86400' });
    const started = Date.now();
    const error = await ociFailure(client(registry).getManifest('r', 'v1'));
    expect([error.kind, error.details.status]).toEqual(['unreachable', 429]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(registry.requests).toHaveLength(1);
  });

  it('an unreachable host is unreachable with a hint, after retries', async () => {
    const port = await closedPort();
    const home = tempDir();
    const reader = openRegistry(`http://127.0.0.1:${port}`, { cacheDir: home, env: isolatedEnv(home), retries: 1, retryDelayMs: 5 });
    const error = await ociFailure(reader.getManifest('r', 'v1'));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain('connection refused');
    expect(error.details.hint).toContain(`127.0.0.1:${port}`);
  });

  it('a registry that never answers times out', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const home = tempDir();
      const reader = openRegistry(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, {
        cacheDir: home,
        env: isolatedEnv(home),
        retries: 0,
        timeoutMs: 200,
      });
      const error = await ociFailure(reader.getManifest('r', 'v1'));
      expect(error.kind).toBe('unreachable');
      expect(error.message).toContain('no answer within 200 ms');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('blobs', () => {
  it('follows a redirect to another origin without the Authorization header', async () => {
    const registry = await fake({ auth: { kind: 'bearer' } });
    const { blobDigests } = seed(registry, 'r', 'v1', [layer]);
    const seen: Array<string | undefined> = [];
    const storage = http.createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(200, { 'Content-Length': String(layer.length) }).end(layer);
    });
    await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
    try {
      const storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}/bucket/blob?signature=abc`;
      registry.intercept = (req, res, url) => {
        if (!url.pathname.includes('/blobs/') || !req.headers.authorization) return false;
        res.writeHead(307, { Location: storageUrl }).end();
        return true;
      };
      const bytes = await client(registry).getBlob('r', blobDigests[0]!, layer.length);
      expect(Buffer.from(bytes)).toEqual(layer);
      expect(seen).toEqual([undefined]);
      expect(registry.requests.filter((r) => r.path.includes('/blobs/')).map((r) => r.authorization?.startsWith('Bearer '))).toEqual([undefined, true]);
    } finally {
      storage.closeAllConnections();
      storage.close();
    }
  });

  it('refuses a truncated blob and one with the wrong digest, and caches neither', async () => {
    const registry = await fake();
    const digest = digestOf(layer);
    registry.blobs.set(digest, layer.subarray(0, 5));
    const home = tempDir();
    const reader = openRegistry(`http://${registry.host}`, { cacheDir: home, env: isolatedEnv(home) });
    const truncated = await ociFailure(reader.getBlob('r', digest, layer.length));
    expect(truncated.kind).toBe('digest-mismatch');
    registry.blobs.set(digest, Buffer.from('other bytes, same length'));
    const wrong = await ociFailure(reader.getBlob('r', digest));
    expect(wrong.kind).toBe('digest-mismatch');
    expect(wrong.message).toContain(digestOf(Buffer.from('other bytes, same length')));
    const longer = await ociFailure(reader.getBlob('r', digest, 3));
    expect(longer.kind).toBe('digest-mismatch');
    expect(filesUnder(home)).toEqual([]);
  });

  it('a body that breaks off mid-transfer is retried', async () => {
    const registry = await fake();
    const digest = digestOf(layer);
    registry.blobs.set(digest, layer);
    let calls = 0;
    registry.intercept = (_req, res, url) => {
      if (!url.pathname.includes('/blobs/') || ++calls > 1) return false;
      res.writeHead(200, { 'Content-Length': String(layer.length) });
      res.write(layer.subarray(0, 4));
      setTimeout(() => res.socket?.destroy(), 20);
      return true;
    };
    expect(Buffer.from(await client(registry).getBlob('r', digest, layer.length))).toEqual(layer);
    expect(calls).toBe(2);
  });

  it('a manifest whose Docker-Content-Digest disagrees with its bytes is refused', async () => {
    const registry = await fake();
    registry.intercept = (_req, res) => {
      res
        .writeHead(200, { 'Content-Type': 'application/vnd.oci.image.manifest.v1+json', 'Docker-Content-Digest': digestOf(Buffer.from('x')) })
        .end('{"schemaVersion":2}');
      return true;
    };
    expect((await ociFailure(client(registry).getManifest('r', 'v1'))).kind).toBe('digest-mismatch');
  });
});

describe('media types and large bodies', () => {
  it.each([
    [
      'Content-Type wins',
      'application/vnd.docker.distribution.manifest.v2+json',
      '{"schemaVersion":2}',
      'application/vnd.docker.distribution.manifest.v2+json',
    ],
    [
      'a generic Content-Type falls back to the mediaType field',
      'application/json',
      '{"schemaVersion":2,"mediaType":"application/vnd.oci.image.index.v1+json","manifests":[]}',
      'application/vnd.oci.image.index.v1+json',
    ],
    ['an index without mediaType is an OCI index', 'application/octet-stream', '{"schemaVersion":2,"manifests":[]}', 'application/vnd.oci.image.index.v1+json'],
    [
      'a manifest without mediaType is an OCI manifest',
      'text/plain; charset=utf-8',
      '{"schemaVersion":2,"layers":[]}',
      'application/vnd.oci.image.manifest.v1+json',
    ],
  ])('%s', async (_name, contentType, body, expected) => {
    const registry = await fake();
    registry.intercept = (_req, res) => {
      res.writeHead(200, { 'Content-Type': contentType }).end(body);
      return true;
    };
    expect((await client(registry).getManifest('r', 'v1')).mediaType).toBe(expected);
  });

  it('streams a blob of several MiB (many chunks) with progress up to its size', async () => {
    const registry = await fake();
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const digest = digestOf(big);
    registry.blobs.set(digest, big);
    const seen: number[] = [];
    const bytes = await client(registry, { onProgress: (event) => seen.push(event.transferred) }).getBlob('r', digest, big.length);
    expect(Buffer.from(bytes).equals(big)).toBe(true);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(big.length);
  });

  it('refuses a manifest larger than distribution allows', async () => {
    const registry = await fake();
    registry.intercept = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/vnd.oci.image.manifest.v1+json' }).end(Buffer.alloc(4 * 1024 * 1024 + 1, 32));
      return true;
    };
    expect((await ociFailure(client(registry).getManifest('r', 'v1'))).kind).toBe('limit');
  });
});

describe('tags', () => {
  it('follows Link pagination to the last page', async () => {
    const registry = await fake({ pageSize: 2 });
    for (const tag of ['1.0.0', '1.1.0', '2.0.0', '2.0.1', '3.0.0']) seed(registry, 'r', tag, [Buffer.from(tag)]);
    expect(await client(registry).listTags('r')).toEqual(['1.0.0', '1.1.0', '2.0.0', '2.0.1', '3.0.0']);
    expect(registry.requests.map((r) => r.path)).toEqual(['/v2/r/tags/list', '/v2/r/tags/list?n=2&last=1.1.0', '/v2/r/tags/list?n=2&last=2.0.1']);
  });

  it('refuses a next page on another host', async () => {
    const registry = await fake();
    registry.intercept = (_req, res) => {
      res.writeHead(200, { Link: '<https://elsewhere.example/v2/r/tags/list?last=a>; rel="next"' }).end('{"tags":["a"]}');
      return true;
    };
    expect((await ociFailure(client(registry).listTags('r'))).kind).toBe('protocol');
  });
});

describe('cache and --offline', () => {
  it('serves digests from the cache, resolves tags remotely, and works offline afterwards', async () => {
    const registry = await fake();
    const { digest, blobDigests } = seed(registry, 'r', 'v1', [config, layer]);
    const home = tempDir();
    const options = { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home) };
    const online = openRegistry(`http://${registry.host}`, options);
    await online.getManifest('r', 'v1');
    await online.getBlob('r', blobDigests[1]!);
    await online.listTags('r');
    const before = registry.requests.length;
    // A second client: the tag goes to the registry again, digests do not.
    const again = openRegistry(`http://${registry.host}`, options);
    await again.getManifest('r', 'v1');
    await again.getManifest('r', digest);
    await again.getBlob('r', blobDigests[1]!);
    expect(registry.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v2/r/manifests/v1']);
    // Offline: no request at all, a fetch that would throw proves it.
    const offline = openRegistry(`http://${registry.host}`, { ...options, offline: true, fetch: () => Promise.reject(new Error('network used offline')) });
    expect((await offline.getManifest('r', 'v1')).digest).toBe(digest);
    expect(Buffer.from(await offline.getBlob('r', blobDigests[1]!))).toEqual(layer);
    expect(await offline.listTags('r')).toEqual(['v1']);
    expect((await offline.resolveManifest('r', 'v1')).digest).toBe(digest);
    for (const miss of [
      () => offline.getManifest('r', 'v2'),
      () => offline.getBlob('r', blobDigests[0]!),
      () => offline.listTags('other'),
      () => offline.putBlob('r', layer, 'x'),
    ]) {
      expect((await ociFailure(miss())).kind).toBe('offline-miss');
    }
  });

  it('records every tag of parallel reads for --offline', async () => {
    const registry = await fake();
    const tags = ['1.0.0', '1.1.0', '1.2.0', '2.0.0', '2.1.0', '3.0.0'];
    const digests = tags.map((tag) => seed(registry, 'r', tag, [Buffer.from(tag)]).digest);
    const home = tempDir();
    const options = { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home) };
    const online = openRegistry(`http://${registry.host}`, options);
    await Promise.all(tags.map((tag) => online.getManifest('r', tag)));
    const offline = openRegistry(`http://${registry.host}`, { ...options, offline: true });
    expect(await Promise.all(tags.map(async (tag) => (await offline.getManifest('r', tag)).digest))).toEqual(digests);
  });

  it('stores content by digest only, never by tag, and re-fetches a corrupt entry', async () => {
    const registry = await fake();
    const { digest, blobDigests } = seed(registry, 'r', 'v1', [layer]);
    const home = tempDir();
    const cacheDir = path.join(home, 'cache');
    const reader = openRegistry(`http://${registry.host}`, { cacheDir, env: isolatedEnv(home) });
    await reader.getManifest('r', 'v1');
    await reader.getBlob('r', blobDigests[0]!);
    const files = filesUnder(cacheDir)
      .map((file) => path.relative(cacheDir, file))
      .sort();
    expect(files).toEqual([
      `oci/blobs/sha256/${blobDigests[0]!.slice(7)}`,
      `oci/last-seen/127.0.0.1_${registry.host.split(':')[1]}/r/tags.json`,
      `oci/manifests/sha256/${digest.slice(7)}`,
      `oci/manifests/sha256/${digest.slice(7)}.media-type`,
    ]);
    writeFileSync(path.join(cacheDir, files[0]!), 'corrupted');
    const before = registry.requests.length;
    expect(Buffer.from(await reader.getBlob('r', blobDigests[0]!))).toEqual(layer);
    expect(registry.requests.length).toBe(before + 1);
  });
});

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(dir);
  return out;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
