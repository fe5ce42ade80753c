/**
 * `rgdc publish` against a real distribution registry (`docker-registry` on loopback,
 * started and stopped here), through the built CLI: the genuine OCM CTF version pushed
 * unchanged, the RGD published into it and seen by skopeo (an independent client) and by
 * `rgdc component show`; publishing again changes nothing; `--replace`; a signed version
 * refused without `--force`; htpasswd credentials from `--password-stdin`; the published
 * RGD read back with `rgdc component resource` previews like the ConfigData it came from.
 * Without the registry the suite fails under CI=true and is skipped, loudly, elsewhere.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into a parsed component descriptor fixture; `unknown` would need a cast at every step.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf, openRegistry } from '../../src/oci/index.js';
import type { CtfStore } from '../../src/ocm/ctf-store.js';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { ensureRegistry, skopeo, startLocalRegistry, type LocalRegistry } from '../support/registry.js';
import { descriptorV2, storeVersion } from '../ocm/support.js';

const CTF = path.join(corpusDir, 'ocm/open-component-model/bindings/go/ctf/testdata/compatibility/02/with-resource');
const HELLO = 'github.com/acme.org/helloworld';
const RGD_TYPE = 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml';
const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
const SECRET = 'Publ1sh-Integration-Pass';

const available = ensureRegistry();

interface Envelope {
  ok: boolean;
  diagnostics: { code: string; severity: string; message: string; hint?: string }[];
  result: {
    source: { version: string; manifest: string };
    target: { version: string; tag: string; manifest: string; reference: string };
    manifest: { old: string; new: string };
    resources: { name: string; digest: string; status: string }[];
    changed: boolean;
  } | null;
}

if (!available.available) {
  const message = `publish integration tests NOT RUN: ${available.reason}`;
  if (process.env.CI === 'true') {
    describe('rgdc publish against a real registry', () => {
      it('is available under CI', () => {
        throw new Error(message);
      });
    });
  } else {
    console.warn(`\n*** ${message} ***\n`);
    describe.skip(`rgdc publish against a real registry (${available.reason})`, () => {
      it('skipped', () => undefined);
    });
  }
} else {
  describe('rgdc publish against docker-registry on loopback', () => {
    let registry: LocalRegistry;
    let secured: LocalRegistry;
    let home: string;
    beforeAll(async () => {
      [registry, secured] = await Promise.all([startLocalRegistry(), startLocalRegistry({ htpasswd: { username: 'tester', password: SECRET } })]);
      home = mkdtempSync(path.join(tmpdir(), 'rgdc-publish-'));
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
    const json = (args: string[], input?: string) => {
      const run = cli([...args, '--json'], input);
      return { code: run.code, out: JSON.parse(run.stdout) as Envelope, stderr: run.stderr };
    };
    const writer = (location: string, credentials?: { username: string; password: string }) =>
      openRegistry(location, {
        cacheDir: path.join(home, 'writer-cache'),
        env: { HOME: home, PATH: process.env.PATH ?? '' },
        ...(credentials ? { credentials } : {}),
      });

    /** The genuine CTF version pushed unchanged (same digests) under `prefix`. */
    async function pushGenuine(prefix: string): Promise<string> {
      const index = JSON.parse(readFileSync(path.join(CTF, 'artifact-index.json'), 'utf8')) as {
        artifacts: { repository: string; tag: string; digest: string }[];
      };
      const artifact = index.artifacts[0]!;
      const blob = (digest: string) => readFileSync(path.join(CTF, 'blobs', digest.replace(':', '.')));
      const manifest = blob(artifact.digest);
      const parsed = JSON.parse(manifest.toString()) as { config: { digest: string }; layers: { digest: string }[] };
      const client = writer(`${registry.url}/${prefix}`);
      for (const d of [parsed.config, ...parsed.layers]) await client.putBlob(artifact.repository, blob(d.digest), 'application/octet-stream');
      expect(await client.putManifest(artifact.repository, manifest, 'application/vnd.oci.image.manifest.v1+json', artifact.tag)).toBe(artifact.digest);
      return artifact.digest;
    }
    const tags = (prefix: string, component: string) =>
      (
        JSON.parse(skopeo(['list-tags', '--tls-verify=false', `docker://${registry.host}/${prefix}/component-descriptors/${component}`])) as { Tags: string[] }
      ).Tags.sort();

    it('adds the RGD to the genuine OCM version; skopeo and component show see it; again changes nothing; --replace rewrites the tag', async () => {
      const genuine = await pushGenuine('genuine');
      const to = `${registry.url}/genuine//${HELLO}:1.0.0`;
      const first = json(['publish', CONFIGDATA, '--to', to]);
      expect(first.code).toBe(0);
      const result = first.out.result!;
      expect(result).toMatchObject({
        changed: true,
        source: { version: '1.0.0', manifest: genuine },
        target: { version: '1.0.0+rgd.1', tag: '1.0.0.build-rgd.1' },
        manifest: { old: genuine },
      });
      expect(result.resources.map((r) => [r.name, r.status])).toEqual([['rgd', 'added']]);

      if (available.skopeo) {
        const raw = skopeo(['inspect', '--raw', '--tls-verify=false', `docker://${registry.host}/genuine/component-descriptors/${HELLO}:1.0.0.build-rgd.1`]);
        expect(digestOf(Buffer.from(raw))).toBe(result.manifest.new);
        const manifest = JSON.parse(raw) as {
          config: { mediaType: string };
          layers: { mediaType: string; digest: string }[];
          annotations: Record<string, string>;
        };
        expect(manifest.config.mediaType).toBe('application/vnd.ocm.software.component.config.v1+json');
        expect(manifest.layers.map((l) => l.mediaType)).toEqual([
          'application/vnd.ocm.software.component-descriptor.v2+yaml+tar',
          'application/vnd.oci.image.manifest.v1+tar+gzip',
          RGD_TYPE,
        ]);
        expect(manifest.layers[2]!.digest).toBe(result.resources[0]!.digest);
        expect(manifest.annotations['software.ocm.componentversion']).toBe(`${HELLO}:1.0.0+rgd.1`);
        expect(tags('genuine', HELLO)).toEqual(['1.0.0', '1.0.0.build-rgd.1']);
      }
      const shown = JSON.parse(cli(['component', 'show', `${registry.url}/genuine//${HELLO}:1.0.0+rgd.1`, '--json']).stdout) as {
        ok: boolean;
        result: { manifest: { digest: string }; resources: { name: string; type: string; digest?: { value: string } }[] };
      };
      expect(shown.ok).toBe(true);
      expect(shown.result.manifest.digest).toBe(result.manifest.new);
      expect(shown.result.resources.map((r) => [r.name, r.type])).toEqual([
        ['mychart', 'helmChart'],
        ['rgd', 'blob'],
      ]);
      expect(shown.result.resources[1]!.digest!.value).toBe(result.resources[0]!.digest.slice(7));

      // Again: the same bytes, nothing written; text mode says so and prints both digests.
      const again = cli(['publish', CONFIGDATA, '--to', to]);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(genuine);
      expect(again.stdout).toContain(result.manifest.new);
      expect(again.stderr).toContain(`nothing to publish: ${HELLO}:1.0.0+rgd.1 already holds rgd with the same digest: 0 errors, 0 warnings -> ${to}+rgd.1\n`);
      if (available.skopeo) expect(tags('genuine', HELLO)).toEqual(['1.0.0', '1.0.0.build-rgd.1']);

      // --replace: the tag 1.0.0 itself gets the RGD; no new tag.
      const replaced = json(['publish', CONFIGDATA, '--to', to, '--replace']);
      expect(replaced.code).toBe(0);
      expect(replaced.out.result).toMatchObject({ changed: true, target: { version: '1.0.0', tag: '1.0.0' }, manifest: { old: genuine } });
      expect(replaced.out.result!.manifest.new).not.toBe(genuine);
      if (available.skopeo) {
        expect(tags('genuine', HELLO)).toEqual(['1.0.0', '1.0.0.build-rgd.1']);
        expect(
          digestOf(Buffer.from(skopeo(['inspect', '--raw', '--tls-verify=false', `docker://${registry.host}/genuine/component-descriptors/${HELLO}:1.0.0`]))),
        ).toBe(replaced.out.result!.manifest.new);
      }
      expect(json(['publish', CONFIGDATA, '--to', to, '--replace']).out.result!.changed).toBe(false);
    });

    it('refuses a signed version without --force, and publishes an unsigned copy with it', async () => {
      const signed = descriptorV2('acme.org/signed', '1.0.0');
      signed.signatures = [
        {
          name: 'acme',
          digest: { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'jsonNormalisation/v4alpha1', value: 'ab'.repeat(32) },
          signature: { algorithm: 'RSASSA-PSS', value: 'cd', mediaType: 'application/vnd.ocm.signature.rsa' },
        },
      ];
      await storeVersion(writer(`${registry.url}/signed`) as unknown as CtfStore, signed);
      const to = `${registry.url}/signed//acme.org/signed:1.0.0`;
      const refused = json(['publish', CONFIGDATA, '--to', to]);
      expect(refused.code).toBe(1);
      expect(refused.out.diagnostics.map((d) => d.code)).toEqual(['publish_signed_version']);
      expect(refused.out.diagnostics[0]!.message).toContain('signatures cover the resources');
      const forced = json(['publish', CONFIGDATA, '--to', to, '--force']);
      expect(forced.code).toBe(0);
      expect(forced.out.diagnostics.map((d) => [d.code, d.severity])).toEqual([['publish_signatures_dropped', 'warning']]);
      const shown = JSON.parse(cli(['component', 'show', `${registry.url}/signed//acme.org/signed:1.0.0+rgd.1`, '--json']).stdout) as {
        result: { signatures: unknown[] };
      };
      expect(shown.result.signatures).toEqual([]);
    });

    it('the published RGD, read back with component resource, previews like the ConfigData it was compiled from', async () => {
      const descriptor = parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml'), 'utf8')) as Record<string, any>;
      descriptor.component.provider = 'acme.org';
      await storeVersion(writer(`${registry.url}/preview`) as unknown as CtfStore, descriptor);
      const ref = `${registry.url}/preview//acme.org/podinfo`;
      const published = json(['publish', CONFIGDATA, '--to', `${ref}:6.9.1`, '--with-bootstrap']);
      expect(published.code).toBe(0);
      expect(published.out.result!.resources.map((r) => r.name)).toEqual(['rgd', 'rgd-bootstrap']);
      const rgdFile = path.join(home, 'rgd.yaml');
      expect(cli(['component', 'resource', `${ref}:6.9.1+rgd.1`, 'rgd', '-o', rgdFile]).code).toBe(0);
      const bootstrap = cli(['component', 'resource', `${ref}:6.9.1+rgd.1`, 'rgd-bootstrap']);
      expect(parseAllDocuments(bootstrap.stdout).map((d) => (d.toJS() as { kind: string }).kind)).toEqual(['Repository', 'Component', 'Resource', 'Deployer']);
      const instance = ['--instance', 'test/fixtures/compile/helm-configured/instance.yaml', '--component', `${ref}:6.9.1+rgd.1`];
      const fromRegistry = cli(['preview', rgdFile, ...instance]);
      const fromConfigData = cli(['preview', CONFIGDATA, ...instance]);
      expect(fromRegistry.code).toBe(0);
      expect(fromRegistry.stdout).toBe(fromConfigData.stdout);
      expect(parseAllDocuments(fromRegistry.stdout).length).toBeGreaterThan(5);
      // The RGD file itself publishes the same bytes: nothing new.
      writeFileSync(path.join(home, 'again.yaml'), readFileSync(rgdFile));
      expect(json(['publish', path.join(home, 'again.yaml'), '--to', `${ref}:6.9.1+rgd.1`]).out.result!.changed).toBe(false);
    });

    it('with htpasswd: --username/--password-stdin publishes; a wrong password, an unknown repository and a stopped registry exit 4 without the secret', async () => {
      const credentials = { username: 'tester', password: SECRET };
      await storeVersion(writer(`${secured.url}/auth`, credentials) as unknown as CtfStore, descriptorV2('acme.org/private', '2.0.0'));
      const to = `${secured.url}/auth//acme.org/private:2.0.0`;
      const ok = json(['publish', CONFIGDATA, '--to', to, '--username', 'tester', '--password-stdin'], `${SECRET}\n`);
      expect(ok.code).toBe(0);
      expect(ok.out.result!.target.version).toBe('2.0.0+rgd.1');

      const wrong = cli(['publish', CONFIGDATA, '--to', to, '--username', 'tester', '--password-stdin'], `${SECRET}-not\n`);
      expect(wrong.code).toBe(4);
      expect(wrong.stderr).toContain('HTTP 401');
      expect(`${wrong.stdout}${wrong.stderr}`).not.toContain(SECRET);
      const anonymous = json(['publish', CONFIGDATA, '--to', to]);
      expect(anonymous.code).toBe(4);
      expect(anonymous.out.diagnostics[0]!.hint).toContain('no credentials found');

      const unknown = json(['publish', CONFIGDATA, '--to', `${registry.url}/nowhere//acme.org/absent:1.0.0`]);
      expect(unknown.code).toBe(4);
      expect(unknown.out.diagnostics.map((d) => d.code)).toEqual(['ocm_version_not_found']);

      const doomed = await startLocalRegistry();
      await doomed.stop();
      const unreachable = cli(['publish', CONFIGDATA, '--to', `${doomed.url}//acme.org/x:1.0.0`]);
      expect(unreachable.code).toBe(4);
      expect(unreachable.stderr).toContain('cannot be reached');
    });
  });
}
