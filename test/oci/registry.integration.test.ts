/**
 * The registry client against a real distribution registry (`docker-registry` 2.8.2 on
 * loopback, started and stopped here): round trips, the genuine OCM CTF data pushed
 * unchanged and read back with the same digests, skopeo reading what rgdc wrote, htpasswd
 * basic auth, and the error kinds a real registry produces. Without the registry the
 * suite fails under CI=true and is skipped, loudly, elsewhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf, openRegistry, type RegistryOptions } from '../../src/oci/index.js';
import { corpusDir } from '../support/corpus.js';
import { ensureRegistry, skopeo, startLocalRegistry, type LocalRegistry } from '../support/registry.js';
import { isolatedEnv, ociFailure, tempDir, visible } from './helpers.js';

const CTF_ROOT = path.join(corpusDir, 'ocm/open-component-model/bindings/go/ctf/testdata/compatibility');
const CTF_FOLDERS = ['01/transport-archive', '02/with-resource', '02/without-resource'];

interface CtfArtifact {
  readonly repository: string;
  readonly tag: string;
  readonly digest: string;
  readonly manifest: Buffer;
  readonly blobs: ReadonlyArray<{ digest: string; size: number; bytes: Buffer }>;
}

/** The one artifact of a CTF folder: manifest and blobs, read as files (no rgdc code involved). */
function readCtf(folder: string): CtfArtifact {
  const dir = path.join(CTF_ROOT, folder);
  const index = JSON.parse(readFileSync(path.join(dir, 'artifact-index.json'), 'utf8')) as {
    artifacts: Array<{ repository: string; tag: string; digest: string }>;
  };
  const artifact = index.artifacts[0]!;
  const blobFile = (digest: string) => readFileSync(path.join(dir, 'blobs', digest.replace(':', '.')));
  const manifest = blobFile(artifact.digest);
  const parsed = JSON.parse(manifest.toString('utf8')) as { config: { digest: string; size: number }; layers: Array<{ digest: string; size: number }> };
  const blobs = [parsed.config, ...parsed.layers].map((d) => ({ digest: d.digest, size: d.size, bytes: blobFile(d.digest) }));
  return { ...artifact, manifest, blobs };
}

const available = ensureRegistry();
const SECRET = 'Reg1stry-Integration-Pass';

if (!available.available) {
  const message = `registry integration tests NOT RUN: ${available.reason}`;
  if (process.env.CI === 'true') {
    describe('real registry', () => {
      it('is available under CI', () => {
        throw new Error(message);
      });
    });
  } else {
    console.warn(`\n*** ${message} ***\n`);
    describe.skip(`real registry (${available.reason})`, () => {
      it('skipped', () => undefined);
    });
  }
} else {
  describe('docker-registry on loopback', () => {
    let registry: LocalRegistry;
    let secured: LocalRegistry;
    beforeAll(async () => {
      [registry, secured] = await Promise.all([startLocalRegistry(), startLocalRegistry({ htpasswd: { username: 'tester', password: SECRET } })]);
    });
    afterAll(async () => {
      await Promise.all([registry?.stop(), secured?.stop()]);
    });
    const client = (location: string, options: RegistryOptions = {}) => {
      const home = tempDir();
      return openRegistry(location, { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home), retryDelayMs: 5, ...options });
    };

    it('round-trips blobs, a manifest and tags', async () => {
      const writer = client(`${registry.url}/roundtrip`);
      const config = Buffer.from('{}');
      const layer = Buffer.from('layer bytes '.repeat(100));
      const small = client(`${registry.url}/roundtrip`, { chunkSize: 256 });
      const [configDigest, layerDigest] = [
        await writer.putBlob('app', config, 'application/json'),
        await small.putBlob('app', layer, 'application/octet-stream'),
      ];
      const manifest = Buffer.from(
        JSON.stringify({
          schemaVersion: 2,
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: configDigest, size: config.length },
          layers: [{ mediaType: 'application/octet-stream', digest: layerDigest, size: layer.length }],
        }),
      );
      const digest = await writer.putManifest('app', manifest, 'application/vnd.oci.image.manifest.v1+json', 'v1');
      await writer.putManifest('app', manifest, 'application/vnd.oci.image.manifest.v1+json', 'v2');
      const reader = client(`${registry.url}/roundtrip`);
      const read = await reader.getManifest('app', 'v1');
      expect([read.digest, Buffer.from(read.bytes).equals(manifest), read.mediaType]).toEqual([digest, true, 'application/vnd.oci.image.manifest.v1+json']);
      expect(Buffer.from(await reader.getBlob('app', layerDigest, layer.length)).equals(layer)).toBe(true);
      expect([...(await reader.listTags('app'))].sort()).toEqual(['v1', 'v2']);
      expect((await reader.resolveManifest('app', 'v2')).digest).toBe(digest);
      expect(await reader.hasBlob('app', configDigest)).toBe(true);
    });

    it.each(CTF_FOLDERS)('pushes the genuine OCM CTF %s unchanged and reads it back with the same digests', async (folder) => {
      const ctf = readCtf(folder);
      const prefix = `ctf/${folder.replace(/[^a-z0-9]+/g, '-')}`;
      const writer = client(`${registry.url}/${prefix}`);
      for (const blob of ctf.blobs) expect(await writer.putBlob(ctf.repository, blob.bytes, 'application/octet-stream')).toBe(blob.digest);
      expect(await writer.putManifest(ctf.repository, ctf.manifest, 'application/vnd.oci.image.manifest.v1+json', ctf.tag)).toBe(ctf.digest);

      const reader = client(`${registry.url}/${prefix}`);
      const manifest = await reader.getManifest(ctf.repository, ctf.tag);
      expect(manifest.digest).toBe(ctf.digest);
      expect(Buffer.from(manifest.bytes).equals(ctf.manifest)).toBe(true);
      for (const blob of ctf.blobs) expect(Buffer.from(await reader.getBlob(ctf.repository, blob.digest, blob.size)).equals(blob.bytes)).toBe(true);
      expect(await reader.listTags(ctf.repository)).toEqual([ctf.tag]);

      if (available.skopeo) {
        const ref = `docker://${registry.host}/${prefix}/${ctf.repository}:${ctf.tag}`;
        const raw = skopeo(['inspect', '--raw', '--tls-verify=false', ref]);
        expect(digestOf(Buffer.from(raw))).toBe(ctf.digest);
        expect(JSON.parse(skopeo(['list-tags', '--tls-verify=false', `docker://${registry.host}/${prefix}/${ctf.repository}`])).Tags).toEqual([ctf.tag]);
      }
    });

    it('answers unknown repositories and tags with not-found and the registry code', async () => {
      const reader = client(registry.url);
      const repo = await ociFailure(reader.getManifest('component-descriptors/acme.org/absent', '1.0.0'));
      expect([repo.kind, repo.details.status, repo.details.registryCode]).toEqual(['not-found', 404, 'MANIFEST_UNKNOWN']);
      expect(await reader.listTags('component-descriptors/acme.org/absent')).toEqual([]);
      const blob = await ociFailure(reader.getBlob('roundtrip/app', digestOf(Buffer.from('absent'))));
      expect([blob.kind, blob.details.registryCode]).toEqual(['not-found', 'BLOB_UNKNOWN']);
    });

    it('with htpasswd auth: pushes and reads with the right password, refuses a wrong one without showing it', async () => {
      const writer = client(secured.url, { credentials: { username: 'tester', password: SECRET } });
      const blob = Buffer.from('secured blob');
      const digest = await writer.putBlob('private', blob, 'application/octet-stream');
      const manifest = Buffer.from(
        JSON.stringify({
          schemaVersion: 2,
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          config: { mediaType: 'application/octet-stream', digest, size: blob.length },
          layers: [],
        }),
      );
      await writer.putManifest('private', manifest, 'application/vnd.oci.image.manifest.v1+json', '1.0.0');
      const reader = client(secured.url, { env: isolatedEnv(tempDir(), { RGDC_REGISTRY_USERNAME: 'tester', RGDC_REGISTRY_PASSWORD: SECRET }) });
      expect((await reader.getManifest('private', '1.0.0')).digest).toBe(digestOf(manifest));

      const wrong = await ociFailure(client(secured.url, { credentials: { username: 'tester', password: `${SECRET}-not` } }).getManifest('private', '1.0.0'));
      expect([wrong.kind, wrong.details.status, wrong.details.registryCode]).toEqual(['unauthorized', 401, 'UNAUTHORIZED']);
      expect(wrong.details.hint).toContain('--username/--password-stdin');
      expect(visible(wrong)).not.toContain(SECRET);
      const anonymous = await ociFailure(client(secured.url).listTags('private'));
      expect(anonymous.kind).toBe('unauthorized');
      expect(anonymous.details.hint).toContain('no credentials found');

      if (available.skopeo) {
        const raw = skopeo(['inspect', '--raw', '--tls-verify=false', '--creds', `tester:${SECRET}`, `docker://${secured.host}/private:1.0.0`]);
        expect(digestOf(Buffer.from(raw))).toBe(digestOf(manifest));
      }
    });

    it('reads offline from what an online read cached, and a stopped registry is unreachable', async () => {
      const ctf = readCtf(CTF_FOLDERS[0]!);
      const prefix = 'offline';
      const writer = client(`${registry.url}/${prefix}`);
      for (const blob of ctf.blobs) await writer.putBlob(ctf.repository, blob.bytes, 'application/octet-stream');
      await writer.putManifest(ctf.repository, ctf.manifest, 'application/vnd.oci.image.manifest.v1+json', ctf.tag);
      const home = tempDir();
      const options = { cacheDir: path.join(home, 'cache'), env: isolatedEnv(home), retries: 0 };
      const online = openRegistry(`${registry.url}/${prefix}`, options);
      await online.getManifest(ctf.repository, ctf.tag);
      for (const blob of ctf.blobs) await online.getBlob(ctf.repository, blob.digest);
      const offline = openRegistry(`${registry.url}/${prefix}`, { ...options, offline: true });
      expect((await offline.getManifest(ctf.repository, ctf.tag)).digest).toBe(ctf.digest);

      const doomed = await startLocalRegistry();
      await doomed.stop();
      const unreachable = await ociFailure(openRegistry(doomed.url, options).getManifest('x', '1.0.0'));
      expect(unreachable.kind).toBe('unreachable');
      expect(unreachable.details.hint).toContain(doomed.host);
    });
  });
}
