/**
 * The registry flags, `compile --verify`, `--verify-images` and `preview --component REF`
 * on the built binary against a real `docker-registry` on loopback (started and stopped
 * here; skipped loudly without it, failing under CI=true). Component versions are pushed
 * with rgdc's own writer from the preview fixture's descriptor. Every failure run is
 * searched for the password.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: edits the resources of a descriptor as free-form JSON; `unknown` would need a cast at every step.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry, type Registry } from '../../src/oci/index.js';
import type { CtfStore } from '../../src/ocm/ctf-store.js';
import { rgdc, STACK_TRACE, type CliRun } from '../support/cli.js';
import { ensureRegistry, startLocalRegistry, type LocalRegistry } from '../support/registry.js';
import { tempDir } from '../oci/helpers.js';
import { storeVersion } from '../ocm/support.js';
import { fixtureDescriptor } from './support.js';

const available = ensureRegistry();
const SECRET = 'Verify-Registry-Pass-7';
const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
const INSTANCE = 'test/fixtures/compile/helm-configured/instance.yaml';
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';

/** Environment for the CLI: nothing of the developer's credentials or cache. */
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

/** The helm-configured ConfigData with its component in `repository`, written to a temp folder. */
function configDataIn(repository: string, name = 'acme.org/podinfo'): string {
  const dir = tempDir();
  const file = path.join(dir, 'configdata.yaml');
  writeFileSync(
    file,
    readFileSync(CONFIGDATA, 'utf8').replace('repository: ghcr.io/acme/ocm', `repository: ${repository}`).replace('name: acme.org/podinfo', `name: ${name}`),
  );
  return file;
}

function noSecret(run: CliRun): void {
  const all = run.stdout + run.stderr;
  expect(all).not.toContain(SECRET);
  expect(all).not.toContain(Buffer.from(`tester:${SECRET}`).toString('base64'));
  expect(all).not.toMatch(STACK_TRACE);
}

/** Pushes a small image manifest; resolves to its digest. */
async function pushImage(writer: Registry, repository: string, tag: string, content: string): Promise<string> {
  const config = Buffer.from(JSON.stringify({ architecture: 'amd64', os: 'linux', content }));
  const configDigest = await writer.putBlob(repository, config, 'application/vnd.oci.image.config.v1+json');
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: configDigest, size: config.length },
      layers: [],
    }),
  );
  return writer.putManifest(repository, manifest, OCI_MANIFEST, tag);
}

if (!available.available) {
  const message = `verify registry integration tests NOT RUN: ${available.reason}`;
  if (process.env.CI === 'true') {
    describe('real registry (verify)', () => {
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
  describe('component references against docker-registry on loopback', () => {
    let registry: LocalRegistry;
    let secured: LocalRegistry;
    let home: string;
    let ocm: string;
    const pushed: Record<string, any> = {};
    const writerAt = (location: string, extra = {}) => openRegistry(location, { cacheDir: path.join(tempDir(), 'cache'), env: { HOME: tempDir() }, ...extra });

    beforeAll(async () => {
      [registry, secured] = await Promise.all([startLocalRegistry(), startLocalRegistry({ htpasswd: { username: 'tester', password: SECRET } })]);
      home = tempDir();
      ocm = `${registry.url}/ocm`;
      const writer = writerAt(ocm);
      // The preview fixture's descriptor, unchanged but for the provider (the OCM schema's string form).
      pushed.fixture = fixtureDescriptor();
      await storeVersion(writer as unknown as CtfStore, pushed.fixture);
      // A later version whose chart is named differently.
      const renamed = fixtureDescriptor();
      renamed.component.version = '6.9.2';
      renamed.component.resources[0].name = 'helm-chart';
      await storeVersion(writer as unknown as CtfStore, renamed);
      // Images in the same registry, for --verify-images.
      const images = writerAt(registry.url);
      const podinfo = await pushImage(images, 'acme/podinfo', '6.9.1', 'podinfo');
      const redis = await pushImage(images, 'acme/redis', '7.2.4', 'redis');
      const withImages = (version: string, edit: (r: any[]) => void = () => undefined): Record<string, any> => {
        const d = fixtureDescriptor();
        d.component.name = 'acme.org/imaged';
        d.component.version = version;
        d.component.resources[1].access.imageReference = `${registry.host}/acme/podinfo:6.9.1`;
        d.component.resources[1].digest = { hashAlgorithm: 'SHA-256', normalisationAlgorithm: 'ociArtifactDigest/v1', value: podinfo.slice('sha256:'.length) };
        d.component.resources[2].access.imageReference = `${registry.host}/acme/redis:7.2.4@${redis}`;
        edit(d.component.resources);
        return d;
      };
      await storeVersion(writer as unknown as CtfStore, withImages('6.9.1'));
      await storeVersion(
        writer as unknown as CtfStore,
        withImages('6.9.3', (r) => (r[1].digest.value = '0'.repeat(64))),
      );
      await storeVersion(
        writer as unknown as CtfStore,
        withImages('6.9.4', (r) => (r[2].access.imageReference = `${registry.host}/acme/missing:1.0.0`)),
      );
      await storeVersion(
        writer as unknown as CtfStore,
        withImages('6.9.5', (r) => (r[2].access.imageReference = '127.0.0.1:9/acme/redis:7.2.4')),
      );
      await storeVersion(writerAt(`${secured.url}/ocm`, { credentials: { username: 'tester', password: SECRET } }) as unknown as CtfStore, fixtureDescriptor());
    });
    afterAll(async () => {
      await Promise.all([registry?.stop(), secured?.stop()]);
    });
    const cli = (args: string[], input?: string, env: Record<string, string> = {}) => rgdc(args, input, { env: isolated(home, env) });

    it('preview --component http://127.0.0.1:PORT//acme.org/podinfo:6.9.1 gives the same objects as the same descriptor from a file', () => {
      const dir = tempDir();
      const file = path.join(dir, 'component.yaml');
      writeFileSync(file, stringify(pushed.fixture));
      const fromFile = cli(['preview', CONFIGDATA, '--instance', INSTANCE, '--component', file]);
      const fromRegistry = cli(['preview', CONFIGDATA, '--instance', INSTANCE, '--component', `${ocm}//acme.org/podinfo:6.9.1`]);
      expect(fromFile.code).toBe(0);
      expect(fromRegistry.code).toBe(0);
      expect(fromRegistry.stdout).toBe(fromFile.stdout);
      expect(fromRegistry.stdout).toContain('kind: HelmRelease');
      // ... and as the preview fixture's own descriptor file.
      expect(cli(['preview', CONFIGDATA, '--instance', INSTANCE, '--component', 'test/fixtures/preview/helm-configured/component.yaml']).stdout).toBe(
        fromRegistry.stdout,
      );
    });

    it('compile --verify with a chart name the version lacks: exit 1 at the ConfigData line, listing the resources', () => {
      const configData = configDataIn(ocm);
      const ok = cli(['compile', configData, '--verify', '--component', `${ocm}//acme.org/podinfo:6.9.1`]);
      expect(ok.code).toBe(0);
      expect(ok.stderr).toContain(`verified against ${ocm}//acme.org/podinfo:6.9.1`);
      // The ConfigData's own component: ">=6.9.0 <7.0.0" selects 6.9.2, whose chart is named helm-chart.
      const run = cli(['compile', configData, '--verify']);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(
        `${configData}:15:12: error configdata_resource_not_in_component: acme.org/podinfo:6.9.2 has no resource name=chart (the Helm chart)`,
      );
      expect(run.stderr).toContain('hint: acme.org/podinfo:6.9.2 has helm-chart (helmChart), image (ociImage), redis-image (ociImage).');
    });

    it('compile --verify reads the version the constraint selects; none selected: exit 1 at component.version with the versions', () => {
      const configData = configDataIn(ocm);
      writeFileSync(configData, readFileSync(configData, 'utf8').replace('version: ">=6.9.0 <7.0.0"', 'version: "~6.8"'));
      const run = cli(['compile', configData, '--verify']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${configData}:11:12: error configdata_version_not_in_repository`);
      expect(run.stderr).toContain('Versions (newest first): 6.9.2, 6.9.1.');
    });

    it('--offline after a first online read works from the cache; what was never read is exit 4', () => {
      const cacheDir = path.join(tempDir(), 'rgdc-cache');
      const reference = `${ocm}//acme.org/podinfo:6.9.1`;
      const online = cli(['component', 'show', reference, '--cache-dir', cacheDir, '--json']);
      expect(online.code).toBe(0);
      const offline = cli(['component', 'show', reference, '--cache-dir', cacheDir, '--offline', '--json']);
      expect(offline.code).toBe(0);
      expect(JSON.parse(offline.stdout).result).toEqual(JSON.parse(online.stdout).result);
      // compile --verify and preview offline from the same cache.
      const configData = configDataIn(ocm);
      expect(cli(['compile', configData, '--verify', '--component', reference, '--cache-dir', cacheDir, '--offline']).code).toBe(0);
      expect(cli(['preview', CONFIGDATA, '--instance', INSTANCE, '--component', reference, '--cache-dir', cacheDir, '--offline']).code).toBe(0);
      const miss = cli(['component', 'show', `${ocm}//acme.org/podinfo:6.9.2`, '--cache-dir', cacheDir, '--offline']);
      expect(miss.code).toBe(4);
      expect(miss.stderr).toContain('ocm_store_failed');
    });

    it('--username with --password-stdin reads a registry with basic auth', () => {
      const reference = `${secured.url}/ocm//acme.org/podinfo:6.9.1`;
      const run = cli(['component', 'show', reference, '--username', 'tester', '--password-stdin'], `${SECRET}\n`);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('chart  6.9.1  helmChart  external');
      noSecret(run);
      const env = cli(['component', 'show', reference], undefined, { RGDC_REGISTRY_USERNAME: 'tester', RGDC_REGISTRY_PASSWORD: SECRET });
      expect(env.code).toBe(0);
      noSecret(env);
    });

    const failures: [string, () => string[], string | undefined][] = [
      [
        'a wrong password (component show)',
        () => ['component', 'show', `${secured.url}/ocm//acme.org/podinfo:6.9.1`, '--username', 'tester', '--password-stdin'],
        `${SECRET}-wrong`,
      ],
      [
        'a wrong password (compile --verify)',
        () => ['compile', configDataIn(`${secured.url}/ocm`), '--verify', '--username', 'tester', '--password-stdin'],
        `${SECRET}-wrong`,
      ],
      ['an unknown repository (component show)', () => ['component', 'show', `${ocm}//acme.org/nothing:1.0.0`], undefined],
      ['an unknown repository (compile --verify)', () => ['compile', configDataIn(ocm, 'acme.org/nothing'), '--verify'], undefined],
      [
        'an unreachable host (component show)',
        () => ['component', 'show', 'http://127.0.0.1:9//acme.org/podinfo:6.9.1', '--username', 'tester', '--password-stdin'],
        SECRET,
      ],
      ['an unreachable host (compile --verify)', () => ['compile', configDataIn('http://127.0.0.1:9/ocm'), '--verify'], undefined],
    ];
    it.each(failures)('%s: exit 4, a clear message, no secret', (_name, args, password) => {
      const run = cli(args(), password, { RGDC_REGISTRY_PASSWORD: '' });
      expect(run.code).toBe(4);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/error (ocm_store_failed|ocm_version_not_found): .+/);
      expect(run.stderr).toMatch(/hint: /);
      noSecret(run);
      const json = cli([...args(), '--json'], password);
      expect(json.code).toBe(4);
      noSecret(json);
    });

    it('--verify-images: digests that match pass; a moved digest and a missing image are errors (exit 1); an unreachable registry exit 4', () => {
      const configData = configDataIn(ocm, 'acme.org/imaged');
      const ok = cli(['compile', configData, '--verify-images', '--component', `${ocm}//acme.org/imaged:6.9.1`, '--json']);
      expect(ok.code).toBe(0);
      const images = JSON.parse(ok.stdout).result.verify.images as { resource: string; ok: boolean; digest: string; expected: string }[];
      expect(images.map((i) => [i.resource, i.ok, i.digest === i.expected])).toEqual([
        ['image', true, true],
        ['redis-image', true, true],
      ]);
      const moved = cli(['compile', configData, '--verify-images', '--component', `${ocm}//acme.org/imaged:6.9.3`]);
      expect(moved.code).toBe(1);
      expect(moved.stderr).toContain(`${configData}:82:15: error configdata_image_digest_mismatch: image ${registry.host}/acme/podinfo:6.9.1`);
      const missing = cli(['compile', configData, '--verify-images', '--component', `${ocm}//acme.org/imaged:6.9.4`]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(`${configData}:85:15: error configdata_image_not_found`);
      const unreachable = cli(['compile', configData, '--verify-images', '--component', `${ocm}//acme.org/imaged:6.9.5`]);
      expect(unreachable.code).toBe(4);
      expect(unreachable.stderr).toContain(`${configData}:85:15: error configdata_image_unreachable: image 127.0.0.1:9/acme/redis:7.2.4`);
    });
  });
}
