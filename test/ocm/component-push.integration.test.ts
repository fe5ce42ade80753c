/**
 * `rgdc component push` through the built CLI against real distribution registries
 * (`docker-registry` on loopback, started here and stopped by PID): the genuine OCM CTF
 * pushed and read back with skopeo (the manifest bytes, so its digest, unchanged; every
 * blob fetchable), pushed again with nothing uploaded, CTF → CTF and registry → CTF giving
 * the OCM CTF's own index digests, one version by `//name:version`, a tag holding another
 * manifest refused, an unreachable target, htpasswd credentials bound to the target, and
 * signatures and an OCI index kept. Without the registry the suite fails under CI=true
 * and is skipped, loudly, elsewhere.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/oci/index.js';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { ensureRegistry, freePort, skopeo, startLocalRegistry, type LocalRegistry } from '../support/registry.js';
import { descriptorV2, emptyCtf, storeVersion } from './support.js';

const COMPAT = path.join(corpusDir, 'ocm/open-component-model/bindings/go/ctf/testdata/compatibility');
const WITH_RESOURCE = path.join(COMPAT, '02/with-resource');
const WITHOUT_RESOURCE = path.join(COMPAT, '02/without-resource');
const HELLO = 'github.com/acme.org/helloworld';
const SECRET = 'Push-Integration-Pass';

interface IndexEntry {
  readonly repository: string;
  readonly tag?: string;
  readonly digest: string;
}
interface PushedVersion {
  component: string;
  version: string;
  tag: string;
  digest: string;
  status: string;
  blobs: { total: number; uploaded: number };
}
interface Envelope {
  ok: boolean;
  diagnostics: { code: string; severity: string; message: string; hint?: string }[];
  result: { versions: PushedVersion[]; pushed: number; unchanged: number; conflicts: number; uploaded: { blobs: number; bytes: number } } | null;
}

/** The artifacts of a CTF folder's index, as (repository, tag, digest), read as a file. */
function indexOf(folder: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(folder, 'artifact-index.json'), 'utf8')) as { artifacts: IndexEntry[] };
  return index.artifacts.map((a) => ({ repository: a.repository, ...(a.tag ? { tag: a.tag } : {}), digest: a.digest }));
}

/** The digests a manifest names (config and layers), read as JSON. */
function referencedDigests(manifest: Buffer): string[] {
  const parsed = JSON.parse(manifest.toString('utf8')) as { config: { digest: string }; layers: { digest: string }[] };
  return [parsed.config.digest, ...parsed.layers.map((l) => l.digest)];
}

const available = ensureRegistry();

if (!available.available) {
  const message = `component push integration tests NOT RUN: ${available.reason}`;
  if (process.env.CI === 'true') {
    describe('rgdc component push against a real registry', () => {
      it('is available under CI', () => {
        throw new Error(message);
      });
    });
  } else {
    console.warn(`\n*** ${message} ***\n`);
    describe.skip(`rgdc component push against a real registry (${available.reason})`, () => {
      it('skipped', () => undefined);
    });
  }
} else {
  describe('rgdc component push against docker-registry on loopback', () => {
    let registry: LocalRegistry;
    let secured: LocalRegistry;
    let home: string;
    beforeAll(async () => {
      [registry, secured] = await Promise.all([startLocalRegistry(), startLocalRegistry({ htpasswd: { username: 'tester', password: SECRET } })]);
      home = mkdtempSync(path.join(tmpdir(), 'rgdc-push-'));
    });
    afterAll(async () => {
      await Promise.all([registry?.stop(), secured?.stop()]);
      rmSync(home, { recursive: true, force: true });
    });
    // The CLI sees only a private HOME and cache: never the developer's docker config.
    const env = () => ({
      HOME: home,
      XDG_CACHE_HOME: path.join(home, 'cache'),
      DOCKER_CONFIG: path.join(home, 'docker'),
      REGISTRY_AUTH_FILE: path.join(home, 'auth.json'),
    });
    const cli = (args: string[], input?: string) => {
      const run = rgdc(args, input, { env: env() });
      expect(run.stderr).not.toMatch(STACK_TRACE);
      return run;
    };
    const push = (args: string[], input?: string) => {
      const run = cli(['component', 'push', ...args, '--json'], input);
      return { code: run.code, out: JSON.parse(run.stdout) as Envelope, stderr: run.stderr };
    };
    const folder = () => mkdtempSync(path.join(home, 'ctf-'));
    const raw = (host: string, repository: string, tag: string) =>
      Buffer.from(skopeo(['inspect', '--raw', '--tls-verify=false', `docker://${host}/${repository}:${tag}`]), 'utf8');
    const tags = (host: string, repository: string) =>
      (JSON.parse(skopeo(['list-tags', '--tls-verify=false', `docker://${host}/${repository}`])) as { Tags: string[] }).Tags.sort();

    it('pushes the genuine OCM CTF byte for byte: skopeo reads the same manifest digest, every blob is there; again uploads nothing', async () => {
      const [artifact] = indexOf(WITH_RESOURCE);
      const manifest = readFileSync(path.join(WITH_RESOURCE, 'blobs', artifact!.digest.replace(':', '.')));
      const first = push([WITH_RESOURCE, registry.url]);
      expect(first.code).toBe(0);
      expect(first.out.ok).toBe(true);
      expect(first.out.result!.versions).toEqual([
        {
          component: HELLO,
          version: '1.0.0',
          repository: `component-descriptors/${HELLO}`,
          tag: '1.0.0',
          digest: artifact!.digest,
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          status: 'pushed',
          blobs: { total: 3, uploaded: 3, uploadedBytes: expect.any(Number) },
        },
      ]);

      if (available.skopeo) {
        const read = raw(registry.host, artifact!.repository, '1.0.0');
        expect(read.equals(manifest)).toBe(true);
        expect(digestOf(read)).toBe(artifact!.digest);
      }
      // Every blob, fetched with plain HTTP (no rgdc code), hashes to its digest.
      for (const digest of referencedDigests(manifest)) {
        const response = await fetch(`${registry.url}/v2/${artifact!.repository}/blobs/${digest}`);
        expect(response.status).toBe(200);
        expect(digestOf(new Uint8Array(await response.arrayBuffer()))).toBe(digest);
      }

      const again = push([WITH_RESOURCE, registry.url]);
      expect(again.code).toBe(0);
      expect(again.out.result).toMatchObject({ pushed: 0, unchanged: 1, conflicts: 0, uploaded: { blobs: 0, bytes: 0 } });
      expect(again.out.result!.versions[0]).toMatchObject({ status: 'unchanged', digest: artifact!.digest, blobs: { total: 3, uploaded: 0 } });
      const text = cli(['component', 'push', WITH_RESOURCE, registry.url]);
      expect(text.code).toBe(0);
      expect(text.stdout).toBe(`unchanged  ${HELLO}:1.0.0  ${artifact!.digest}  3 blobs, 0 uploaded\n`);
      expect(text.stderr).toContain(`pushed 0 component versions (0 blobs, 0 bytes), 1 unchanged: ${WITH_RESOURCE}: 0 errors, 0 warnings -> ${registry.url}\n`);
    });

    it('CTF → CTF and registry → CTF give the OCM CTF index digests and the same blob files; the archive pushes too', async () => {
      const genuine = indexOf(WITH_RESOURCE);
      const direct = path.join(folder(), 'new-ctf');
      expect(push([WITH_RESOURCE, direct]).code).toBe(0);
      expect(indexOf(direct)).toEqual(genuine);
      expect(readdirSync(path.join(direct, 'blobs')).sort()).toEqual(readdirSync(path.join(WITH_RESOURCE, 'blobs')).sort());
      for (const name of readdirSync(path.join(WITH_RESOURCE, 'blobs')))
        expect(readFileSync(path.join(direct, 'blobs', name)).equals(readFileSync(path.join(WITH_RESOURCE, 'blobs', name)))).toBe(true);

      expect(push([WITH_RESOURCE, `${registry.url}/mirror`]).code).toBe(0);
      const back = folder();
      const fromRegistry = push([`${registry.url}/mirror//${HELLO}`, back]);
      expect(fromRegistry.code).toBe(0);
      expect(indexOf(back)).toEqual(genuine);
      expect(indexOf(back)).toEqual(indexOf(direct));
      expect(push([`${registry.url}/mirror//${HELLO}`, back]).out.result!.versions[0]!.status).toBe('unchanged');

      // The archive form of the OCM CTF (tar.gz) is a source like the folder.
      const archive = push([path.join(COMPAT, '01/transport-archive.tar.gz'), `${registry.url}/archive`]);
      expect(archive.code).toBe(0);
      expect(archive.out.result!.versions.map((v) => v.status)).toEqual(['pushed']);
    });

    it('//name:version pushes that version alone; //name every version; a constraint the newest it admits', async () => {
      const { path: source, store } = emptyCtf();
      try {
        for (const version of ['1.0.0', '1.1.0', '2.0.0+build.1']) await storeVersion(store, descriptorV2('acme.org/many', version));
        await storeVersion(store, descriptorV2('acme.org/other', '0.1.0'));
        const one = push([`${source}//acme.org/many:1.1.0`, `${registry.url}/one`]);
        expect(one.code).toBe(0);
        expect(one.out.result!.versions.map((v) => `${v.component}:${v.version}`)).toEqual(['acme.org/many:1.1.0']);
        if (available.skopeo) expect(tags(registry.host, 'one/component-descriptors/acme.org/many')).toEqual(['1.1.0']);

        const constrained = push([`${source}//acme.org/many:^1`, `${registry.url}/one`]);
        expect(constrained.out.result!.versions.map((v) => [v.version, v.status])).toEqual([['1.1.0', 'unchanged']]);

        const every = push([`${source}//acme.org/many`, `${registry.url}/one`]);
        expect(every.out.result!.versions.map((v) => [v.version, v.tag, v.status])).toEqual([
          ['2.0.0+build.1', '2.0.0.build-build.1', 'pushed'],
          ['1.1.0', '1.1.0', 'unchanged'],
          ['1.0.0', '1.0.0', 'pushed'],
        ]);
        if (available.skopeo) expect(tags(registry.host, 'one/component-descriptors/acme.org/many')).toEqual(['1.0.0', '1.1.0', '2.0.0.build-build.1']);
        expect(push([`${source}//acme.org/many`, `${registry.url}/one`]).out.result!.versions.map((v) => v.status)).toEqual([
          'unchanged',
          'unchanged',
          'unchanged',
        ]);
        const all = push([source, `${registry.url}/all`]);
        expect(all.out.result!.versions.map((v) => `${v.component}:${v.version}`)).toEqual([
          'acme.org/many:2.0.0+build.1',
          'acme.org/many:1.1.0',
          'acme.org/many:1.0.0',
          'acme.org/other:0.1.0',
        ]);

        const missing = push([`${source}//acme.org/many:3.0.0`, `${registry.url}/one`]);
        expect(missing.code).toBe(4);
        expect(missing.out.diagnostics[0]).toMatchObject({ code: 'ocm_version_not_found' });
        expect(missing.out.diagnostics[0]!.hint).toContain('2.0.0+build.1, 1.1.0, 1.0.0');
      } finally {
        rmSync(source, { recursive: true, force: true });
      }
    });

    it('refuses to overwrite a tag that holds another manifest (exit 1, ocm_push_tag_conflict), in a registry and in a CTF', async () => {
      const held = indexOf(WITH_RESOURCE)[0]!.digest;
      const other = indexOf(WITHOUT_RESOURCE)[0]!.digest;
      expect(push([WITH_RESOURCE, `${registry.url}/conflict`]).code).toBe(0);
      const refused = push([WITHOUT_RESOURCE, `${registry.url}/conflict`]);
      expect(refused.code).toBe(1);
      expect(refused.out.ok).toBe(false);
      expect(refused.out.diagnostics.map((d) => d.code)).toEqual(['ocm_push_tag_conflict']);
      expect(refused.out.diagnostics[0]!.message).toContain(`holds ${held}, not ${other}`);
      expect(refused.out.diagnostics[0]!.hint).toContain('new version');
      expect(refused.out.result!.versions[0]).toMatchObject({ status: 'conflict', blobs: { uploaded: 0 } });
      if (available.skopeo) expect(digestOf(raw(registry.host, `conflict/component-descriptors/${HELLO}`, '1.0.0'))).toBe(held);

      const ctf = folder();
      expect(push([WITH_RESOURCE, ctf]).code).toBe(0);
      const inCtf = push([WITHOUT_RESOURCE, ctf]);
      expect(inCtf.code).toBe(1);
      expect(inCtf.out.diagnostics.map((d) => d.code)).toEqual(['ocm_push_tag_conflict']);
      expect(indexOf(ctf)).toEqual(indexOf(WITH_RESOURCE));
    });

    it('an unreachable target is exit 4 (ocm_store_failed); usage errors are exit 2', async () => {
      const port = await freePort();
      const unreachable = push([WITH_RESOURCE, `http://127.0.0.1:${port}`]);
      expect(unreachable.code).toBe(4);
      expect(unreachable.out.diagnostics[0]).toMatchObject({ code: 'ocm_store_failed' });
      expect(unreachable.out.diagnostics[0]!.message).toContain('cannot be reached');
      expect(cli(['component', 'push', WITH_RESOURCE, `${registry.url}//${HELLO}`]).code).toBe(2);
      expect(cli(['component', 'push', registry.url, folder()]).code).toBe(2);
      expect(cli(['component', 'push', WITH_RESOURCE]).code).toBe(2);
      const archiveTarget = push([WITH_RESOURCE, path.join(folder(), 'out.tar.gz')]);
      expect(archiveTarget.code).toBe(4);
      expect(archiveTarget.out.diagnostics[0]!.message).toContain('rgdc writes only CTF folders');
      const empty = emptyCtf();
      const nothing = push([empty.path, registry.url]);
      rmSync(empty.path, { recursive: true, force: true });
      expect(nothing.code).toBe(1);
      expect(nothing.out.diagnostics.map((d) => d.code)).toEqual(['ocm_push_nothing']);
    });

    it('sends --username/--password-stdin to the target registry only; without them the secured target refuses (exit 4)', async () => {
      const denied = push([WITH_RESOURCE, secured.url]);
      expect(denied.code).toBe(4);
      expect(denied.out.diagnostics[0]!.code).toBe('ocm_store_failed');

      const pushed = push([WITH_RESOURCE, secured.url, '--username', 'tester', '--password-stdin'], SECRET);
      expect(pushed.code).toBe(0);
      expect(pushed.out.result!.pushed).toBe(1);
      expect(push([WITH_RESOURCE, secured.url, '--username', 'tester', '--password-stdin'], SECRET).out.result!.unchanged).toBe(1);

      // Registry → registry: the credentials are the target's, never sent to the secured source.
      const notSent = push([`${secured.url}//${HELLO}`, `${registry.url}/copied`, '--username', 'tester', '--password-stdin'], SECRET);
      expect(notSent.code).toBe(4);
      expect(JSON.stringify(notSent.out)).not.toContain(SECRET);
      expect(notSent.out.diagnostics[0]!.hint).toContain('never sent to');
      // Registry → CTF: the only registry is the source, and the credentials are its.
      const back = folder();
      const fromSecured = push([`${secured.url}//${HELLO}`, back, '--username', 'tester', '--password-stdin'], SECRET);
      expect(fromSecured.code).toBe(0);
      expect(indexOf(back)).toEqual(indexOf(WITH_RESOURCE));
      // Same host on both sides: the credentials serve both.
      const within = push([`${secured.url}//${HELLO}`, `${secured.url}/copy`, '--username', 'tester', '--password-stdin'], SECRET);
      expect(within.code).toBe(0);
      expect(within.out.result!.versions[0]!.digest).toBe(indexOf(WITH_RESOURCE)[0]!.digest);
    });

    it('keeps signatures and an OCI index: the same digests and descriptor at the target', async () => {
      const { path: source, store } = emptyCtf();
      try {
        const signed = descriptorV2('acme.org/signed', '1.0.0');
        signed.signatures = [
          {
            name: 'acme',
            digest: { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'jsonNormalisation/v4alpha1', value: 'ab'.repeat(32) },
            signature: { algorithm: 'RSASSA-PSS', value: 'cd', mediaType: 'application/vnd.ocm.signature.rsa' },
          },
        ];
        const digest = await storeVersion(store, signed, {
          index: true,
          encoding: 'yaml',
          blobs: [{ bytes: Buffer.from('local blob'), mediaType: 'text/plain' }],
        });
        const result = push([source, `${registry.url}/signed`]);
        expect(result.code).toBe(0);
        expect(result.out.result!.versions[0]).toMatchObject({ digest, status: 'pushed', blobs: { total: 4 } });
        if (available.skopeo) expect(digestOf(raw(registry.host, 'signed/component-descriptors/acme.org/signed', '1.0.0'))).toBe(digest);
        const shown = JSON.parse(cli(['component', 'show', `${registry.url}/signed//acme.org/signed:1.0.0`, '--json']).stdout) as {
          ok: boolean;
          result: { index?: { digest: string }; signatures: unknown[] };
        };
        expect(shown.ok).toBe(true);
        expect(shown.result.index?.digest).toBe(digest);
        expect(shown.result.signatures).toEqual(signed.signatures);
      } finally {
        rmSync(source, { recursive: true, force: true });
      }
    });
  });
}
