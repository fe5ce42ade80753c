/**
 * Issue 25, class 1: the OCI cache trusts nothing it reads. A poisoned `tags.json`
 * cannot make `--offline` read or delete a file outside the cache; a malformed one is a
 * warning, not exit 70; a damaged blob or manifest is an `ocm_cache_damaged` warning and
 * a miss: fetched again online (from a fake registry on 127.0.0.1), a clean
 * `ocm_store_failed` (exit 4) offline. Each case builds its cache in a temporary
 * `XDG_CACHE_HOME` and runs the CLI binary.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into a parsed component descriptor fixture; `unknown` would need a cast at every step.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STACK_TRACE } from '../support/cli.js';
import { rgdcAsync, type BoundedRun } from '../support/cli-async.js';
import { startFakeRegistry, type FakeRegistry } from '../support/fake-registry.js';
import { descriptorV2, emptyCtf, storeVersion } from '../ocm/support.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { parse } from 'yaml';

const NAME = 'acme.org/hardened';
const REPOSITORY = `component-descriptors/${NAME}`;
const work = mkdtempSync(join(tmpdir(), 'rgdc-cache-entries-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Diagnostics {
  readonly code: number | null;
  readonly codes: string[];
  readonly messages: string[];
  readonly run: BoundedRun;
}

/** `rgdc ARGS --json` with `XDG_CACHE_HOME=cache`; a run past 20 s fails the case (never a hang). */
async function run(cache: string, args: readonly string[]): Promise<Diagnostics> {
  const result = await rgdcAsync([...args, '--json'], { env: { XDG_CACHE_HOME: cache, HOME: work } });
  expect(result.timedOut).toBe(false);
  expect(result.stderr).not.toMatch(STACK_TRACE);
  expect(result.code).not.toBe(70);
  const parsed = JSON.parse(result.stdout) as { diagnostics: { code: string; message: string }[] };
  return { code: result.code, codes: parsed.diagnostics.map((d) => d.code), messages: parsed.diagnostics.map((d) => d.message), run: result };
}

/** A fresh cache root (the `XDG_CACHE_HOME`), with a victim file beside the cache that nothing may touch. */
function freshCache(): { cache: string; victim: string } {
  const cache = mkdtempSync(join(work, 'xdg-'));
  const victim = join(cache, 'victim');
  writeFileSync(victim, 'precious\n');
  writeFileSync(`${victim}.media-type`, 'application/vnd.oci.image.manifest.v1+json\n');
  return { cache, victim };
}

function writeTagIndex(cache: string, registry: string, content: string): string {
  const file = join(cache, 'rgdc', 'oci', 'last-seen', registry.replace(/[:[\]]/g, '_'), REPOSITORY, 'tags.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

describe('a poisoned last-seen tags.json with --offline', () => {
  // Each "digest" would, taken as a path, name <XDG_CACHE_HOME>/victim from manifests/sha256/.
  const hostile = ['sha256:../../../../victim', '../../../../victim', 'sha512:../../../../victim', 'sha256:/../../../../victim'];
  it.each(hostile)('cannot read or delete a file outside the cache through the digest %j', async (digest) => {
    const { cache, victim } = freshCache();
    writeTagIndex(cache, 'localhost:5000', JSON.stringify({ tags: { '1.0.0': digest }, list: ['1.0.0'] }));
    const result = await run(cache, ['component', 'show', `http://localhost:5000//${NAME}:1.0.0`, '--offline']);
    expect(result.code).toBe(4);
    expect(result.codes.sort()).toEqual(['ocm_cache_damaged', 'ocm_store_failed']);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(`${victim}.media-type`, 'utf8')).toBe('application/vnd.oci.image.manifest.v1+json\n');
  });

  it.each([
    ['a number where a digest belongs', { tags: { '1.0.0': 5 } }],
    ['a key that is not a tag', { tags: { '../1.0.0': `sha256:${'0'.repeat(64)}` } }],
    ['no tags map', { tags: ['1.0.0'] }],
    ['a list of numbers', { tags: {}, list: [1, { a: 2 }] }],
  ])('reports %s as a damaged index, never exit 70', async (_what, content) => {
    const { cache } = freshCache();
    writeTagIndex(cache, 'localhost:5000', JSON.stringify(content));
    for (const args of [
      ['component', 'show', `http://localhost:5000//${NAME}:1.0.0`, '--offline'],
      ['component', 'versions', `http://localhost:5000//${NAME}`, '--offline'],
    ]) {
      const result = await run(cache, args);
      expect(result.code).toBe(4);
      expect(result.codes.sort()).toEqual(['ocm_cache_damaged', 'ocm_store_failed']);
    }
  });

  it('refuses a tags.json that is a FIFO or a link to /dev/zero, without hanging', async () => {
    const { cache } = freshCache();
    const file = writeTagIndex(cache, 'localhost:5000', '');
    rmSync(file);
    expect(spawnSync('mkfifo', [file]).status).toBe(0);
    const fifo = await run(cache, ['component', 'versions', `http://localhost:5000//${NAME}`, '--offline']);
    expect(fifo.code).toBe(4);
    expect(fifo.codes.sort()).toEqual(['ocm_cache_damaged', 'ocm_store_failed']);
    expect(fifo.messages.join('\n')).toContain('is a FIFO, not a regular file');
    rmSync(file);
    symlinkSync('/dev/zero', file);
    const zero = await run(cache, ['component', 'versions', `http://localhost:5000//${NAME}`, '--offline']);
    expect(zero.code).toBe(4);
    expect(zero.messages.join('\n')).toContain('symbolic link that leaves its folder');
  });
});

describe('damaged cache entries', () => {
  let registry: FakeRegistry;
  let reference: string;
  let manifestDigest: string;
  let layerDigest: string;
  let filled: string;

  beforeAll(async () => {
    registry = await startFakeRegistry();
    const { path, store } = emptyCtf();
    manifestDigest = await storeVersion(store, descriptorV2(NAME, '1.0.0'));
    seedFromCtf(registry, path);
    layerDigest = (JSON.parse(registry.manifests.get(REPOSITORY)!.get(manifestDigest)!.bytes.toString('utf8')) as { layers: { digest: string }[] }).layers[0]!
      .digest;
    reference = `${registry.origin}//${NAME}:1.0.0`;
    // One online read fills a cache; each case works on a copy of it.
    filled = mkdtempSync(join(work, 'filled-'));
    expect((await run(filled, ['component', 'show', reference])).code).toBe(0);
  });
  afterAll(() => registry.close());
  beforeEach(() => {
    registry.requests.length = 0;
  });

  const copyOfCache = (): { cache: string; entry: (kind: 'blobs' | 'manifests', digest: string) => string } => {
    const { cache } = freshCache();
    cpSync(join(filled, 'rgdc'), join(cache, 'rgdc'), { recursive: true });
    return { cache, entry: (kind, digest) => join(cache, 'rgdc', 'oci', kind, 'sha256', digest.slice('sha256:'.length)) };
  };
  const fetched = (path: string) => registry.requests.filter((r) => r.method === 'GET' && r.path === path).length;

  it('reads a filled cache offline (the baseline every case below breaks)', async () => {
    const { cache } = copyOfCache();
    const result = await run(cache, ['component', 'show', reference, '--offline']);
    expect(result.code).toBe(0);
    expect(result.codes).toEqual([]);
  });

  it('warns of a blob whose bytes do not hash to its name and fetches it again', async () => {
    const { cache, entry } = copyOfCache();
    writeFileSync(entry('blobs', layerDigest), 'not the layer');
    const result = await run(cache, ['component', 'show', reference]);
    expect(result.code).toBe(0);
    expect(result.codes).toEqual(['ocm_cache_damaged']);
    expect(result.messages[0]).toContain(`the cached blob ${layerDigest} is damaged`);
    expect(fetched(`/v2/${REPOSITORY}/blobs/${layerDigest}`)).toBe(1);
    // The entry holds the genuine bytes again.
    expect(readFileSync(entry('blobs', layerDigest))).toEqual(registry.blobs.get(layerDigest));
  });

  it('warns of a damaged blob offline and ends with a clean offline miss', async () => {
    const { cache, entry } = copyOfCache();
    writeFileSync(entry('blobs', layerDigest), 'not the layer');
    const result = await run(cache, ['component', 'show', reference, '--offline']);
    expect(result.code).toBe(4);
    expect(result.codes.sort()).toEqual(['ocm_cache_damaged', 'ocm_store_failed']);
    expect(result.messages.join('\n')).toContain('not in the cache (--offline)');
  });

  it('warns of a damaged manifest read by digest and fetches it again', async () => {
    const { cache, entry } = copyOfCache();
    writeFileSync(entry('manifests', manifestDigest), '{"schemaVersion": 2}');
    const result = await run(cache, ['component', 'show', `${registry.origin}//${NAME}@${manifestDigest}`]);
    expect(result.code).toBe(0);
    expect(result.codes).toEqual(['ocm_cache_damaged']);
    expect(result.messages[0]).toContain(`the cached manifest ${manifestDigest} is damaged`);
    expect(fetched(`/v2/${REPOSITORY}/manifests/${manifestDigest}`)).toBe(1);
  });

  it('warns of a damaged manifest offline (the tag index points at it) and misses cleanly', async () => {
    const { cache, entry } = copyOfCache();
    writeFileSync(entry('manifests', manifestDigest), '{"schemaVersion": 2}');
    const result = await run(cache, ['component', 'show', reference, '--offline']);
    expect(result.code).toBe(4);
    expect(result.codes.sort()).toEqual(['ocm_cache_damaged', 'ocm_store_failed']);
  });

  it('refuses a blob entry that links out of the cache, leaves the target alone and replaces the link', async () => {
    const { cache, entry, victim } = { ...copyOfCache(), victim: join(work, 'linked-victim') };
    writeFileSync(victim, registry.blobs.get(layerDigest)!);
    rmSync(entry('blobs', layerDigest));
    symlinkSync(victim, entry('blobs', layerDigest));
    const result = await run(cache, ['component', 'show', reference]);
    expect(result.code).toBe(0);
    expect(result.codes).toEqual(['ocm_cache_damaged']);
    expect(result.messages[0]).toContain('symbolic link that leaves its folder');
    expect(readFileSync(victim)).toEqual(registry.blobs.get(layerDigest));
    expect(statSync(entry('blobs', layerDigest)).isFile()).toBe(true);
  });

  it('refuses a blob entry that is a FIFO offline, without waiting for a writer', async () => {
    const { cache, entry } = copyOfCache();
    rmSync(entry('blobs', layerDigest));
    expect(spawnSync('mkfifo', [entry('blobs', layerDigest)]).status).toBe(0);
    const result = await run(cache, ['component', 'show', reference, '--offline']);
    expect(result.code).toBe(4);
    expect(result.codes.sort()).toEqual(['ocm_cache_damaged', 'ocm_store_failed']);
    expect(result.messages.join('\n')).toContain('is a FIFO, not a regular file');
  });

  it('shows the warning in text output too', async () => {
    const { cache, entry } = copyOfCache();
    writeFileSync(entry('blobs', layerDigest), 'not the layer');
    const result = await rgdcAsync(['component', 'show', reference], { env: { XDG_CACHE_HOME: cache, HOME: work } });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning ocm_cache_damaged');
  });
});

describe('a damaged cache entry under preview --component REF', () => {
  let registry: FakeRegistry;
  afterAll(() => registry?.close());

  it('reports the warning with the preview and still previews', async () => {
    registry = await startFakeRegistry();
    const descriptor = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml'), 'utf8')) as Record<string, any>;
    descriptor.component.provider = 'acme.org';
    const { store, path } = emptyCtf();
    const digest = await storeVersion(store, descriptor, { encoding: 'yaml+tar' });
    seedFromCtf(registry, path);
    const layer = (JSON.parse(readFileSync(join(path, 'blobs', digest.replace(':', '.')), 'utf8')) as { layers: { digest: string }[] }).layers[0]!.digest;
    const { cache } = freshCache();
    const args = [
      'preview',
      'test/fixtures/compile/helm-configured/configdata.yaml',
      '--instance',
      'test/fixtures/compile/helm-configured/instance.yaml',
      '--component',
      `${registry.origin}//acme.org/podinfo:6.9.1`,
    ];
    const first = await run(cache, args);
    expect(first.code).toBe(0);
    expect(first.codes).not.toContain('ocm_cache_damaged');
    writeFileSync(join(cache, 'rgdc', 'oci', 'blobs', 'sha256', layer.slice('sha256:'.length)), 'not the layer');
    const second = await run(cache, args);
    expect(second.code).toBe(0);
    expect(second.codes).toContain('ocm_cache_damaged');
    expect(JSON.parse(second.run.stdout).result).toEqual(JSON.parse(first.run.stdout).result);
  });
});

/** Puts every artifact and blob of a CTF folder into the fake registry, as if pushed there. */
function seedFromCtf(registry: FakeRegistry, ctf: string): void {
  const blobs = join(ctf, 'blobs');
  for (const name of readdirSync(blobs)) registry.blobs.set(name.replace('.', ':'), readFileSync(join(blobs, name)));
  const index = JSON.parse(readFileSync(join(ctf, 'artifact-index.json'), 'utf8')) as {
    artifacts: { repository: string; tag?: string; digest: string; mediaType: string }[];
  };
  for (const artifact of index.artifacts) {
    const refs = registry.manifests.get(artifact.repository) ?? new Map<string, { bytes: Buffer; mediaType: string }>();
    const entry = { bytes: registry.blobs.get(artifact.digest)!, mediaType: artifact.mediaType };
    refs.set(artifact.digest, entry);
    if (artifact.tag !== undefined) refs.set(artifact.tag, entry);
    registry.manifests.set(artifact.repository, refs);
  }
}
