/**
 * The registry client's remote-read bounds (src/oci/limits.ts) in the library: where each
 * limit comes from (option, environment, default), the request deadline (not retried,
 * extended by a blob's declared size), and the answer-size limits refused from
 * `Content-Length` before the body is read. The CLI side (exit 4, `ocm_store_limit`) is
 * test/hardening/remote-limits.test.ts.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRegistry, type RegistryOptions } from '../../src/oci/index.js';
import { DEFAULT_DEADLINE_MS, DEFAULT_MAX_BLOB_BYTES, DEFAULT_MAX_TAG_PAGES, DEFAULT_MAX_TAGS, requestDeadline, resolveLimits } from '../../src/oci/limits.js';
import { seed, startFakeRegistry, type FakeRegistry } from '../support/fake-registry.js';
import { isolatedEnv, ociFailure, tempDir } from './helpers.js';

const open: FakeRegistry[] = [];
afterEach(async () => {
  for (const registry of open.splice(0)) await registry.close();
});
async function fake(): Promise<FakeRegistry> {
  const registry = await startFakeRegistry();
  open.push(registry);
  return registry;
}
function client(registry: FakeRegistry, options: RegistryOptions = {}) {
  const home = tempDir();
  return openRegistry(`http://${registry.host}`, { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home), retryDelayMs: 5, ...options });
}
const sha256 = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

describe('where the limits come from', () => {
  it('an option wins over the environment, which wins over the default; a value that is no positive integer is ignored', () => {
    expect(resolveLimits({}, {})).toEqual({
      deadlineMs: DEFAULT_DEADLINE_MS,
      maxTagPages: DEFAULT_MAX_TAG_PAGES,
      maxTags: DEFAULT_MAX_TAGS,
      maxBlobBytes: DEFAULT_MAX_BLOB_BYTES,
    });
    const env = { RGDC_REGISTRY_DEADLINE_MS: '1500', RGDC_REGISTRY_MAX_TAG_PAGES: '7', RGDC_REGISTRY_MAX_TAGS: '0', RGDC_REGISTRY_MAX_BLOB_BYTES: '1e6' };
    expect(resolveLimits({ maxTagPages: 3 }, env)).toEqual({
      deadlineMs: 1500,
      maxTagPages: 3,
      maxTags: DEFAULT_MAX_TAGS,
      maxBlobBytes: DEFAULT_MAX_BLOB_BYTES,
    });
  });

  it.each([
    [300_000, 0, 300_000],
    [300_000, 1024 * 1024, 301_000],
    [100, 4 * 1024 * 1024, 4_100],
    [300_000, 1024 ** 3, 300_000 + 1_024_000],
  ])('deadline %i ms for %i declared bytes is %i ms (1 s per MiB on top)', (base, bytes, expected) => {
    expect(requestDeadline(base, bytes)).toBe(expected);
  });
});

describe('the request deadline', () => {
  it('ends a manifest answer that drips, without trying again', async () => {
    const registry = await fake();
    const timers: NodeJS.Timeout[] = [];
    // Only the first answer drips; a retry would get the fake's 404 (not-found) at once.
    let calls = 0;
    registry.intercept = (_req, res) => {
      if (++calls > 1) return false;
      res.writeHead(200, { 'Content-Type': 'application/vnd.oci.image.manifest.v1+json' });
      res.write('{');
      const timer = setInterval(() => res.write(' '), 20);
      timers.push(timer);
      res.on('close', () => clearInterval(timer));
      return true;
    };
    try {
      const error = await ociFailure(client(registry, { limits: { deadlineMs: 200 }, retries: 3 }).getManifest('r', 'v1'));
      expect([error.kind, error.message]).toEqual([
        'limit',
        `manifest v1 of r at http://${registry.host}: ${registry.host} sent no complete answer within the deadline (request deadline 200 ms)`,
      ]);
      expect(error.details.hint).toContain('RGDC_REGISTRY_DEADLINE_MS');
    } finally {
      timers.forEach(clearInterval);
    }
  });

  it("grows with a blob's declared size: a slow 4 MiB blob finishes under a 100 ms base deadline, the same blob undeclared does not", async () => {
    const registry = await fake();
    const blob = Buffer.alloc(4 * 1024 * 1024, 0x62);
    const digest = sha256(blob);
    // Four pieces 150 ms apart: about 0.5 s, far past 100 ms and far inside 100 ms + 4 s.
    registry.intercept = (_req, res, url) => {
      if (!url.pathname.endsWith(`/blobs/${digest}`)) return false;
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      let piece = 0;
      const next = () => {
        const quarter = blob.length / 4;
        res.write(blob.subarray(piece * quarter, (piece + 1) * quarter));
        if (++piece === 4) res.end();
        else setTimeout(next, 150);
      };
      next();
      return true;
    };
    const declared = await client(registry, { limits: { deadlineMs: 100 } }).getBlob('r', digest, blob.length);
    expect(declared.byteLength).toBe(blob.length);
    const undeclared = await ociFailure(client(registry, { limits: { deadlineMs: 100 } }).getBlob('r', digest));
    expect([undeclared.kind, undeclared.message]).toEqual(['limit', expect.stringContaining('(request deadline 100 ms)')]);
  });
});

describe('answer sizes', () => {
  it('refuses a manifest whose Content-Length is past the manifest size limit before reading it', async () => {
    const registry = await fake();
    registry.intercept = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/vnd.oci.image.manifest.v1+json', 'Content-Length': String(64 * 1024 * 1024) });
      res.write('{');
      return true;
    };
    const error = await ociFailure(client(registry).getManifest('r', 'v1'));
    expect([error.kind, error.message]).toEqual([
      'limit',
      `manifest v1 of r at http://${registry.host}: the answer is larger than 4 MiB (the manifest size limit, as in distribution)`,
    ]);
  });

  it('refuses a blob whose declared size is past the blob size limit without asking for it', async () => {
    const registry = await fake();
    const { blobDigests } = seed(registry, 'r', 'v1', [Buffer.alloc(2048)]);
    const error = await ociFailure(client(registry, { limits: { maxBlobBytes: 1024 } }).getBlob('r', blobDigests[0]!, 2048));
    expect([error.kind, error.message]).toEqual([
      'limit',
      `blob ${blobDigests[0]} of r at http://${registry.host}: the descriptor declares 2048 bytes (blob size limit 1 KiB)`,
    ]);
    expect(registry.requests).toHaveLength(0);
  });

  it('refuses an undeclared blob whose Content-Length is past the blob size limit, and one that sends more without saying so', async () => {
    const registry = await fake();
    const { blobDigests } = seed(registry, 'r', 'v1', [Buffer.alloc(2048)]);
    const announced = await ociFailure(client(registry, { limits: { maxBlobBytes: 1024 } }).getBlob('r', blobDigests[0]!));
    expect(announced.kind).toBe('limit');
    expect(announced.message).toContain('the registry announces 2048 bytes (blob size limit 1 KiB)');
    registry.intercept = (_req, res) => {
      // write + end: chunked, no Content-Length.
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.write(Buffer.alloc(2048));
      res.end();
      return true;
    };
    const sent = await ociFailure(client(registry, { limits: { maxBlobBytes: 1024 } }).getBlob('r', blobDigests[0]!));
    expect(sent.message).toContain('the registry sends more bytes than the limit (blob size limit 1 KiB)');
  });

  it('stops a tag list at the tag limit counted over pages', async () => {
    const registry = await startFakeRegistry({ pageSize: 2 });
    open.push(registry);
    for (const tag of ['1.0.0', '1.1.0', '2.0.0', '2.0.1', '3.0.0']) seed(registry, 'r', tag, [Buffer.from(tag)]);
    expect(await client(registry, { limits: { maxTags: 5 } }).listTags('r')).toHaveLength(5);
    const error = await ociFailure(client(registry, { limits: { maxTags: 4 } }).listTags('r'));
    expect([error.kind, error.message]).toEqual(['limit', `tags of r at http://${registry.host}: the registry lists more than 4 tags (tag limit 4)`]);
  });
});
