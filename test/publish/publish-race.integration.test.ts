/**
 * Two publishes into the same source version of a real distribution registry
 * (`docker-registry` on loopback, which has no compare-and-swap on tags and ignores
 * `If-None-Match`) at the same time (issue 25, class 4). First in process, with the
 * interleaving made certain by a `fetch` that holds requests: both runs check the tag,
 * the first writes, and the second writes 300 ms later, after the first would have read
 * its version back at once; the settled read-back must see the second. Then real
 * `rgdc publish` processes started together, several rounds. Either both versions exist
 * with their RGDs, or one run failed with `publish_concurrent_write`; never two successes
 * with one lost. Without the registry the suite fails under CI=true and is skipped elsewhere.
 */
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollector } from '../../src/diagnostics/diagnostic.js';
import { openRegistry, type Registry } from '../../src/oci/index.js';
import { readComponentVersion } from '../../src/ocm/component-version.js';
import type { CtfStore } from '../../src/ocm/ctf-store.js';
import { computeDigest } from '../../src/ocm/digest.js';
import { parseComponentReference, type ComponentReference } from '../../src/ocm/reference.js';
import { publish, type PublishMode, type ResourceBlob } from '../../src/publish/index.js';
import { rgdc, startRgdc, STACK_TRACE } from '../support/cli.js';
import { ensureRegistry, startLocalRegistry, type LocalRegistry } from '../support/registry.js';
import { descriptorV2, storeVersion } from '../ocm/support.js';

const NAME = 'acme.org/podinfo';
const RGD_TYPE = 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml';
const rgd = (writer: string): ResourceBlob => ({
  name: 'rgd',
  type: 'blob',
  mediaType: RGD_TYPE,
  bytes: Buffer.from(`apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata: {name: podinfo}\n# written by ${writer}\n`),
});

const available = ensureRegistry();

if (!available.available) {
  const message = `publish race integration tests NOT RUN: ${available.reason}`;
  if (process.env.CI === 'true') {
    describe('concurrent publishes against a real registry', () => {
      it('is available under CI', () => {
        throw new Error(message);
      });
    });
  } else {
    console.warn(`\n*** ${message} ***\n`);
    describe.skip(`concurrent publishes against a real registry (${available.reason})`, () => {
      it('skipped', () => undefined);
    });
  }
} else {
  describe('concurrent publishes against docker-registry on loopback', () => {
    let registry: LocalRegistry;
    let home: string;
    beforeAll(async () => {
      registry = await startLocalRegistry();
      home = mkdtempSync(path.join(tmpdir(), 'rgdc-publish-race-'));
    });
    afterAll(async () => {
      await registry?.stop();
      rmSync(home, { recursive: true, force: true });
    });
    let clients = 0;
    const client = (prefix: string, options: { fetch?: typeof fetch; tagSettleMs?: number } = {}): Registry =>
      openRegistry(`${registry.url}/${prefix}`, {
        cacheDir: path.join(home, `cache-${clients++}`),
        env: { HOME: home, PATH: process.env.PATH ?? '' },
        ...options,
      });
    const reference = (prefix: string) => parseComponentReference(`${registry.url}/${prefix}//${NAME}:6.9.1`) as ComponentReference;

    /** What a fresh client finds under `tag`: the digest of the `rgd` resource. */
    async function rgdDigestAt(prefix: string, tag: string): Promise<string | undefined> {
      const sink = createCollector();
      const version = await readComponentVersion(client(prefix), NAME, tag, tag, sink.report);
      expect(sink.diagnostics).toEqual([]);
      return (version?.component.resources.find((r) => r.name === 'rgd') as { access?: { localReference?: string } } | undefined)?.access?.localReference;
    }

    /**
     * Two fetches for runs A and B, holding requests so that: B's first manifest PUT to
     * `tag` waits until A's has been answered and then until A has read the tag back (what
     * a writer without a settle time does at once) or 300 ms have passed, whichever is
     * first; A's PUT waits until B has checked and is about to write.
     */
    function interleave(tag: string): [typeof fetch, typeof fetch] {
      const manifestPut = (url: string, init?: RequestInit) => init?.method === 'PUT' && url.endsWith(`/manifests/${tag}`);
      let bAtPut!: () => void;
      const bReady = new Promise<void>((resolve) => (bAtPut = resolve));
      let aPut!: () => void;
      const aPutDone = new Promise<void>((resolve) => (aPut = resolve));
      let aRead!: () => void;
      const aReadBack = new Promise<void>((resolve) => (aRead = resolve));
      let aWritten = false;
      let aHeld = false;
      let bHeld = false;
      const a: typeof fetch = async (input, init) => {
        const url = String(input);
        const first = manifestPut(url, init) && !aHeld;
        if (first) {
          aHeld = true;
          await bReady;
        }
        const response = await fetch(input, init);
        if (first) {
          aWritten = true;
          aPut();
        } else if (aWritten && url.endsWith(`/manifests/${tag}`)) aRead();
        return response;
      };
      const b: typeof fetch = async (input, init) => {
        if (manifestPut(String(input), init) && !bHeld) {
          bHeld = true;
          bAtPut();
          await aPutDone;
          await Promise.race([aReadBack, new Promise((resolve) => setTimeout(resolve, 300))]);
        }
        return fetch(input, init);
      };
      return [a, b];
    }

    async function race(prefix: string, mode: PublishMode, tag: string) {
      await storeVersion(client(prefix) as unknown as CtfStore, descriptorV2(NAME, '6.9.1'));
      const fetches = interleave(tag);
      const resources = [rgd('a'), rgd('b')];
      const outcomes = await Promise.all(
        resources.map(async (resource, i) => {
          const sink = createCollector();
          // A settle time well above the 300 ms B is held: the margin that makes this certain.
          const store = client(prefix, { fetch: fetches[i]!, tagSettleMs: 1500 });
          const result = await publish({ store, reference: reference(prefix), resources: [resource], mode, creator: 'rgdc test' }, sink.report);
          return { result, diagnostics: sink.diagnostics.map((d) => d.code) };
        }),
      );
      return { outcomes, resources };
    }

    it('the second write lands after the first was read back: both versions exist with their RGDs (the first moves to rgd.2)', async () => {
      const { outcomes, resources } = await race('derived', { kind: 'new-version' }, '6.9.1.build-rgd.1');
      expect(outcomes.map((o) => o.diagnostics)).toEqual([[], []]);
      expect(outcomes.map((o) => o.result!.target.version)).toEqual(['6.9.1+rgd.2', '6.9.1+rgd.1']);
      for (const [i, outcome] of outcomes.entries()) expect(await rgdDigestAt('derived', outcome.result!.target.tag)).toBe(computeDigest(resources[i]!.bytes));
    }, 30_000);

    it.each<[string, PublishMode, string]>([
      ['--new-version 6.9.2', { kind: 'new-version', version: '6.9.2' }, '6.9.2'],
      ['--replace', { kind: 'replace' }, '6.9.1'],
    ])(
      '%s: the overwritten run fails with publish_concurrent_write; the tag holds the other RGD',
      async (name, mode, tag) => {
        const prefix = name.replace(/[^a-z0-9]/g, '');
        const { outcomes, resources } = await race(prefix, mode, tag);
        expect(outcomes.map((o) => o.diagnostics)).toEqual([['publish_concurrent_write'], []]);
        expect(outcomes[0]!.result).toBeUndefined();
        expect(await rgdDigestAt(prefix, tag)).toBe(computeDigest(resources[1]!.bytes));
      },
      30_000,
    );

    it('rgdc publish processes started together: never both succeed with one version lost (3 rounds each: derived, --new-version)', async () => {
      const compiled = rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml']);
      expect(compiled.code).toBe(0);
      const files = ['a', 'b'].map((writer) => {
        const file = path.join(home, `${writer}.yaml`);
        writeFileSync(file, `${compiled.stdout}# written by ${writer}\n`);
        return { file, digest: computeDigest(readFileSync(file)) };
      });
      const env = {
        HOME: home,
        XDG_CACHE_HOME: path.join(home, 'cli-cache'),
        DOCKER_CONFIG: path.join(home, 'docker'),
        REGISTRY_AUTH_FILE: path.join(home, 'auth.json'),
      };
      for (const [m, mode] of [[], ['--new-version', '6.9.2']].entries()) {
        for (let round = 0; round < 3; round++) {
          const prefix = `cli-${m}-${round}`;
          await storeVersion(client(prefix) as unknown as CtfStore, descriptorV2(NAME, '6.9.1'));
          const to = `${registry.url}/${prefix}//${NAME}:6.9.1`;
          const runs = await Promise.all(files.map((f) => startRgdc(['publish', f.file, '--to', to, ...mode, '--json'], { env })));
          const outs = runs.map((r) => {
            expect(r.stderr).not.toMatch(STACK_TRACE);
            return JSON.parse(r.stdout) as { diagnostics: { code: string; severity: string }[]; result: { target: { tag: string } } | null };
          });
          const won = runs.flatMap((r, i) => (r.code === 0 ? [i] : []));
          for (const i of won) expect(await rgdDigestAt(prefix, outs[i]!.result!.target.tag)).toBe(files[i]!.digest);
          if (won.length === 2) {
            expect(mode).toEqual([]);
            expect(new Set(outs.map((o) => o.result!.target.tag)).size).toBe(2);
          } else {
            expect(won).toHaveLength(1);
            const lost = 1 - won[0]!;
            const errors = outs[lost]!.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
            expect([
              [['publish_concurrent_write'], 4],
              [['publish_version_exists'], 1],
            ]).toContainEqual([errors, runs[lost]!.code]);
          }
        }
      }
    }, 120_000);
  });
}
