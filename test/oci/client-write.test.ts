/** Publishing through the registry client against the in-process fake: blob uploads and manifests. */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { digestOf, openRegistry, type RegistryOptions, type TransferProgress } from '../../src/oci/index.js';
import { seed, sendError, startFakeRegistry, type FakeOptions, type FakeRegistry } from '../support/fake-registry.js';
import { isolatedEnv, ociFailure, tempDir } from './helpers.js';

const open: FakeRegistry[] = [];
afterEach(async () => {
  for (const registry of open.splice(0)) await registry.close();
});
async function fake(options: FakeOptions = {}): Promise<FakeRegistry> {
  const registry = await startFakeRegistry(options);
  open.push(registry);
  return registry;
}
function client(registry: FakeRegistry, options: RegistryOptions = {}) {
  const home = tempDir();
  return openRegistry(`http://${registry.host}`, { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home), retryDelayMs: 5, ...options });
}
const calls = (registry: FakeRegistry) =>
  registry.requests.map((r) => `${r.method} ${r.path.replace(/uploads\/[0-9a-f]+\?.*$/, 'uploads/ID').replace(/sha256:[0-9a-f]{64}/, 'DIGEST')}`);

describe('blob upload', () => {
  it('uploads monolithically (HEAD, POST, PUT ?digest=) and skips a blob the registry has', async () => {
    const registry = await fake({ auth: { kind: 'bearer', username: 'u', password: 'push-pass' } });
    const writer = client(registry, { credentials: { username: 'u', password: 'push-pass' } });
    const bytes = Buffer.from('a small blob');
    expect(await writer.putBlob('r', bytes, 'application/octet-stream')).toBe(digestOf(bytes));
    expect(registry.blobs.get(digestOf(bytes))).toEqual(bytes);
    expect(calls(registry)).toEqual(['HEAD /v2/r/blobs/DIGEST', 'HEAD /v2/r/blobs/DIGEST', 'POST /v2/r/blobs/uploads/', 'PUT /v2/r/blobs/uploads/ID']);
    // The push token was asked for with the push scope.
    expect(registry.tokenRequests[0]!.path).toContain(encodeURIComponent('repository:r:pull,push'));
    const before = registry.requests.length;
    await writer.putBlob('r', bytes, 'application/octet-stream');
    expect(calls(registry).slice(before)).toEqual(['HEAD /v2/r/blobs/DIGEST']);
  });

  it('uploads a blob over the chunk size in PATCH chunks with Content-Range', async () => {
    const registry = await fake();
    const progress: TransferProgress[] = [];
    const bytes = Buffer.from(`${'0123456789'.repeat(2)}abcde`);
    await client(registry, { chunkSize: 10, onProgress: (event) => progress.push(event) }).putBlob('r', bytes, 'application/octet-stream');
    expect(registry.blobs.get(digestOf(bytes))).toEqual(bytes);
    const patches = registry.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.headers['content-range'])).toEqual(['0-9', '10-19', '20-24']);
    expect(calls(registry).at(-1)).toBe('PUT /v2/r/blobs/uploads/ID');
    expect(progress.map((p) => p.transferred)).toEqual([10, 20, 25]);
    expect(progress.every((p) => p.direction === 'upload' && p.total === 25)).toBe(true);
  });

  it('falls back to chunks in a fresh session when the registry refuses a monolithic body (413)', async () => {
    const registry = await fake({ monolithicLimit: 8 });
    const bytes = Buffer.from('twelve bytes');
    await client(registry, { chunkSize: 64 }).putBlob('r', bytes, 'application/octet-stream');
    expect(registry.blobs.get(digestOf(bytes))).toEqual(bytes);
    expect(calls(registry)).toEqual([
      'HEAD /v2/r/blobs/DIGEST',
      'POST /v2/r/blobs/uploads/',
      'PUT /v2/r/blobs/uploads/ID',
      'POST /v2/r/blobs/uploads/',
      'PATCH /v2/r/blobs/uploads/ID',
      'PUT /v2/r/blobs/uploads/ID',
    ]);
  });

  it('restarts the whole upload after a 5xx in the middle', async () => {
    const registry = await fake();
    let failures = 0;
    registry.intercept = (req, res) => (req.method === 'PUT' && ++failures === 1 ? sendError(res, 502, 'BAD_GATEWAY', 'proxy hiccup') : false);
    const bytes = Buffer.from('retried blob');
    await client(registry).putBlob('r', bytes, 'application/octet-stream');
    expect(registry.blobs.get(digestOf(bytes))).toEqual(bytes);
    expect(calls(registry).filter((c) => c.startsWith('POST'))).toHaveLength(2);
  });
});

describe('manifest upload', () => {
  const manifest = Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: 'application/vnd.oci.image.manifest.v1+json', config: {}, layers: [] }));

  it('puts a manifest under a tag (or by digest only) and reads it back from the cache', async () => {
    const registry = await fake();
    const writer = client(registry);
    const digest = await writer.putManifest('r', manifest, 'application/vnd.oci.image.manifest.v1+json', '1.0.0');
    expect(digest).toBe(digestOf(manifest));
    expect(registry.requests.at(-1)!.headers['content-type']).toBe('application/vnd.oci.image.manifest.v1+json');
    expect(await writer.putManifest('r', manifest, 'application/vnd.oci.image.manifest.v1+json')).toBe(digest);
    expect(registry.requests.at(-1)!.path).toBe(`/v2/r/manifests/${digest}`);
    const before = registry.requests.length;
    expect((await writer.getManifest('r', digest)).bytes).toEqual(new Uint8Array(manifest));
    expect(registry.requests.length).toBe(before);
  });

  it.each([
    ['409 Conflict', 409, 'TAG_INVALID', 'tag exists'],
    ['Harbor-style immutable', 412, 'PRECONDITION', 'Failed to process request due to the tag is immutable'],
    ['400 naming immutability', 400, 'MANIFEST_INVALID', 'The image tag 1.0.0 already exists and cannot be overwritten because the repository is immutable'],
  ])('an immutable tag (%s) is denied with a hint to publish a new version', async (_name, status, code, message) => {
    const registry = await fake();
    registry.intercept = (req, res) => (req.method === 'PUT' ? sendError(res, status, code, message) : false);
    const error = await ociFailure(client(registry).putManifest('r', manifest, 'application/vnd.oci.image.manifest.v1+json', '1.0.0'));
    expect([error.kind, error.details.status, error.details.registryCode]).toEqual(['denied', status, code]);
    expect(error.details.hint).toContain('tag 1.0.0 is immutable');
  });

  it('refuses an invalid tag before any request', async () => {
    const registry = await fake();
    expect((await ociFailure(client(registry).putManifest('r', manifest, 'x', '-bad'))).kind).toBe('invalid');
    expect(registry.requests).toEqual([]);
  });

  it('a registry that stores other bytes than sent is caught', async () => {
    const registry = await fake();
    registry.intercept = (req, res) => {
      if (req.method !== 'PUT') return false;
      res.writeHead(201, { 'Docker-Content-Digest': digestOf(Buffer.from('rewritten')) }).end();
      return true;
    };
    expect((await ociFailure(client(registry).putManifest('r', manifest, 'application/vnd.oci.image.manifest.v1+json', 'v1'))).kind).toBe('digest-mismatch');
  });
});

describe('conditional manifest upload (publish: a concurrent writer is detected, never overwritten silently)', () => {
  const MEDIA = 'application/vnd.oci.image.manifest.v1+json';
  const manifest = (n: number) => Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: MEDIA, config: {}, layers: [], annotations: { n: String(n) } }));
  const store = (registry: FakeRegistry, tag: string, bytes: Buffer) => {
    const refs = registry.manifests.get('r') ?? new Map<string, { bytes: Buffer; mediaType: string }>();
    refs.set(tag, { bytes, mediaType: MEDIA });
    refs.set(digestOf(bytes), { bytes, mediaType: MEDIA });
    registry.manifests.set('r', refs);
  };

  it('checks the tag, writes with If-None-Match: * (new) or If-Match (rewrite), and reads the tag back', async () => {
    const registry = await fake();
    const writer = client(registry, { tagSettleMs: 0 });
    expect(await writer.putManifest('r', manifest(1), MEDIA, '1.0.0', { absent: true })).toBe(digestOf(manifest(1)));
    expect(calls(registry)).toEqual(['HEAD /v2/r/manifests/1.0.0', 'PUT /v2/r/manifests/1.0.0', 'HEAD /v2/r/manifests/1.0.0']);
    expect(registry.requests[1]!.headers['if-none-match']).toBe('*');
    await writer.putManifest('r', manifest(2), MEDIA, '1.0.0', { digest: digestOf(manifest(1)) });
    expect(registry.requests.at(-2)!.headers['if-match']).toBe(`"${digestOf(manifest(1))}"`);
    expect(digestOf(registry.manifests.get('r')!.get('1.0.0')!.bytes)).toBe(digestOf(manifest(2)));
  });

  it('a tag that holds something else already: conflict, and nothing is written', async () => {
    const registry = await fake();
    const { digest } = seed(registry, 'r', '1.0.0', [Buffer.from('c')]);
    const writer = client(registry, { tagSettleMs: 0 });
    const error = await ociFailure(writer.putManifest('r', manifest(1), MEDIA, '1.0.0', { absent: true }));
    expect([error.kind, error.message]).toEqual(['conflict', expect.stringContaining(`tag 1.0.0 holds ${digest}, not no manifest`)]);
    expect((await ociFailure(writer.putManifest('r', manifest(1), MEDIA, '1.0.0', { digest: digestOf(manifest(9)) }))).kind).toBe('conflict');
    expect(calls(registry).filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('a registry that honours If-None-Match answers 412 to a rival that wrote first: conflict; a 412 on an unchanged tag is immutability', async () => {
    const registry = await fake();
    registry.intercept = (req, res) => {
      if (req.method !== 'PUT' || req.headers['if-none-match'] !== '*') return false;
      store(registry, '1.0.0', manifest(7)); // The rival's write, between our check and our PUT.
      return sendError(res, 412, 'PRECONDITION_FAILED', 'tag exists');
    };
    const error = await ociFailure(client(registry, { tagSettleMs: 0 }).putManifest('r', manifest(1), MEDIA, '1.0.0', { absent: true }));
    expect([error.kind, error.message]).toEqual(['conflict', expect.stringContaining(`holds ${digestOf(manifest(7))}`)]);

    const immutable = await fake();
    store(immutable, '1.0.0', manifest(1));
    immutable.intercept = (req, res) => (req.method === 'PUT' ? sendError(res, 412, 'PRECONDITION', 'the tag is immutable') : false);
    const denied = await ociFailure(client(immutable, { tagSettleMs: 0 }).putManifest('r', manifest(2), MEDIA, '1.0.0', { digest: digestOf(manifest(1)) }));
    expect([denied.kind, denied.details.status]).toEqual(['denied', 412]);
    expect(denied.details.hint).toContain('tag 1.0.0 is immutable');
  });

  it('a rival that checked before our write and writes just after it is seen by the settled read-back: conflict', async () => {
    const registry = await fake();
    registry.intercept = (req) => {
      // docker-registry ignores If-None-Match: ours is stored, and the rival's lands 50 ms later.
      if (req.method === 'PUT') setTimeout(() => store(registry, '1.0.0', manifest(7)), 50);
      return false;
    };
    const started = Date.now();
    const error = await ociFailure(client(registry, { tagSettleMs: 300 }).putManifest('r', manifest(1), MEDIA, '1.0.0', { absent: true }));
    expect([error.kind, error.message]).toEqual(['conflict', expect.stringContaining(`replaced it with ${digestOf(manifest(7))}`)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
