/**
 * Every remote read is bounded in size, count and time (issue 25, class 3; docs/limits.md,
 * "Remote reads"): each hostile store, a registry on 127.0.0.1 (scripts/hostile-registry.mjs)
 * or a CTF archive built in a temporary folder, makes the CLI binary end with exit 4 and
 * `ocm_store_limit` naming the limit and its variable, never a hang or a stack trace.
 * Small limits come through the environment of the child process; where reaching the
 * real default is cheap, the default is used. `npm run bench` times the registry ones.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script shared with the benchmark.
import { COMPONENT, gzipBomb, startHostileRegistry } from '../../scripts/hostile-registry.mjs';
import { writeTar } from '../../src/ocm/tar.js';
import { BIN, STACK_TRACE } from '../support/cli.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { tempDir } from '../oci/helpers.js';

interface HostileRegistry {
  readonly host: string;
  readonly requests: number;
  reference(version?: string): string;
  close(): Promise<void>;
}
interface Outcome {
  readonly code: number | null;
  readonly diagnostics: { code: string; message: string; hint?: string }[];
  readonly stdout: string;
  readonly stderr: string;
}

const running: HostileRegistry[] = [];
afterEach(async () => {
  for (const registry of running.splice(0)) await registry.close();
});

async function hostile(behaviour: string, options: Record<string, unknown> = {}): Promise<HostileRegistry> {
  const registry = (await startHostileRegistry(behaviour, options)) as HostileRegistry;
  running.push(registry);
  return registry;
}

/**
 * `rgdc component ARGS --json` in a child process, asynchronously (the hostile registry
 * answers from this process's event loop), with a private HOME and cache; killed after
 * 20 s so that a missing bound fails the test instead of hanging it.
 */
function component(args: readonly string[], env: Record<string, string> = {}): Promise<Outcome> {
  const home = tempDir();
  const { FORCE_COLOR: _force, RGDC_REGISTRY_USERNAME: _user, RGDC_REGISTRY_PASSWORD: _password, ...inherited } = process.env;
  const child = spawn(process.execPath, [BIN, 'component', ...args, '--json'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NO_COLOR: '1',
      HOME: home,
      XDG_CACHE_HOME: path.join(home, 'cache'),
      DOCKER_CONFIG: path.join(home, 'docker'),
      REGISTRY_AUTH_FILE: path.join(home, 'auth.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      let diagnostics: Outcome['diagnostics'] = [];
      try {
        diagnostics = (JSON.parse(stdout) as { diagnostics: Outcome['diagnostics'] }).diagnostics;
      } catch {
        // Asserted below: the code and stderr say what went wrong.
      }
      resolve({ code, diagnostics, stdout, stderr });
    });
  });
}

/** Exit 4 with one `ocm_store_limit` whose message names `limit` and whose text names `variable`. */
function expectLimit(outcome: Outcome, limit: string, variable: string): void {
  expect(outcome.stderr).not.toMatch(STACK_TRACE);
  expect({ code: outcome.code, codes: outcome.diagnostics.map((d) => d.code) }).toEqual({ code: 4, codes: ['ocm_store_limit'] });
  const [diagnostic] = outcome.diagnostics;
  expect(diagnostic!.message).toContain(limit);
  expect(`${diagnostic!.message} ${diagnostic!.hint ?? ''}`).toContain(variable);
}

describe('registry limits: a hostile registry on 127.0.0.1 ends with ocm_store_limit, exit 4', () => {
  it('a registry dripping its answer is stopped by the request deadline, not tried again', async () => {
    // A byte every 50 ms keeps the 30 s idle timeout from ever firing: only the deadline ends
    // it. Only the first answer drips: a retry would get a good tag list and exit 0.
    const registry = await hostile('drip', { intervalMs: 50, dripRequests: 1 });
    const outcome = await component(['versions', registry.reference()], { RGDC_REGISTRY_DEADLINE_MS: '300' });
    expectLimit(outcome, 'request deadline 300 ms', 'RGDC_REGISTRY_DEADLINE_MS');
  });

  it('a tag list whose pages never end stops at the default page limit (1,000)', async () => {
    const registry = await hostile('tag-pages');
    const outcome = await component(['versions', registry.reference()]);
    expectLimit(outcome, 'tag list page limit 1,000', 'RGDC_REGISTRY_MAX_TAG_PAGES');
    expect(registry.requests).toBe(1000);
  });

  it('RGDC_REGISTRY_MAX_TAG_PAGES lowers the page limit', async () => {
    const registry = await hostile('tag-pages');
    const outcome = await component(['versions', registry.reference()], { RGDC_REGISTRY_MAX_TAG_PAGES: '5' });
    expectLimit(outcome, 'tag list page limit 5', 'RGDC_REGISTRY_MAX_TAG_PAGES');
    expect(registry.requests).toBe(5);
  });

  it('a tag list of 200,000 tags stops at the default tag limit (100,000)', async () => {
    const registry = await hostile('many-tags', { count: 200_000 });
    const outcome = await component(['versions', registry.reference()]);
    expectLimit(outcome, 'tag limit 100,000', 'RGDC_REGISTRY_MAX_TAGS');
  });

  it('200,000 tags under a raised tag limit are listed (no push(...tags) stack overflow)', async () => {
    const registry = await hostile('many-tags', { count: 200_000 });
    const outcome = await component(['versions', registry.reference()], { RGDC_REGISTRY_MAX_TAGS: '300000' });
    expect(outcome.stderr).not.toMatch(STACK_TRACE);
    expect(outcome.code).toBe(0);
    const versions = (JSON.parse(outcome.stdout) as { result: { versions: { version: string }[] } }).result.versions;
    expect([versions.length, versions[0]!.version]).toEqual([200_000, '0.0.199999']);
  });

  it('a blob whose descriptor declares more than the default blob size limit (256 MiB) is refused unread', async () => {
    const registry = await hostile('huge-blob', { declaredBytes: 2 ** 40 });
    const outcome = await component(['show', registry.reference('1.0.0')]);
    expectLimit(outcome, 'blob size limit 256 MiB', 'RGDC_REGISTRY_MAX_BLOB_BYTES');
    expect(outcome.diagnostics[0]!.message).toContain('the descriptor declares 1099511627776 bytes');
    // The manifest and the config; never the layer.
    expect(registry.requests).toBe(2);
  });

  it('an endless blob is read no further than the size its descriptor declares (digest-mismatch, exit 4)', async () => {
    const registry = await hostile('huge-blob', { declaredBytes: 1000 });
    const outcome = await component(['show', registry.reference('1.0.0')]);
    expect(outcome.stderr).not.toMatch(STACK_TRACE);
    expect({ code: outcome.code, codes: outcome.diagnostics.map((d) => d.code) }).toEqual({ code: 4, codes: ['ocm_store_failed'] });
    expect(outcome.diagnostics[0]!.message).toMatch(/: more than \d+ bytes where the descriptor says 1000$/);
  });

  it('a blob without a declared size that never ends stops at the blob size limit', async () => {
    const registry = await hostile('endless-blob');
    const outcome = await component(['show', registry.reference('1.0.0')], { RGDC_REGISTRY_MAX_BLOB_BYTES: String(1024 * 1024) });
    expectLimit(outcome, 'blob size limit 1 MiB', 'RGDC_REGISTRY_MAX_BLOB_BYTES');
  });

  it('a descriptor layer that is a gzip bomb (1 MB inflating to 1 GiB) stops at the default archive size limit (256 MiB)', async () => {
    const registry = await hostile('gzip-bomb', { inflatedMiB: 1024 });
    const outcome = await component(['show', registry.reference('1.0.0')]);
    expectLimit(outcome, 'archive size limit 256 MiB', 'RGDC_MAX_ARCHIVE_BYTES');
  });
});

describe('CTF archive limits: an archive built in a temporary folder ends with ocm_store_limit, exit 4', () => {
  const index = Buffer.from(JSON.stringify({ schemaVersion: 1, artifacts: [] }));

  it('a .tar.gz that is a gzip bomb (1 MB inflating to 1 GiB) stops at the default archive size limit (256 MiB)', async () => {
    const file = path.join(tempDir(), 'bomb.tar.gz');
    writeFileSync(file, gzipBomb(1024) as Buffer);
    const outcome = await component(['show', `ctf::${file}//${COMPONENT as string}:1.0.0`]);
    expectLimit(outcome, 'archive size limit 256 MiB', 'RGDC_MAX_ARCHIVE_BYTES');
  });

  it('a plain tar larger than the archive size limit is refused before it is read', async () => {
    const file = path.join(tempDir(), 'big.tar');
    writeFileSync(
      file,
      writeTar([
        { name: 'artifact-index.json', bytes: index },
        { name: 'blobs/sha256.00', bytes: new Uint8Array(100_000) },
      ]),
    );
    const outcome = await component(['show', `ctf::${file}//${COMPONENT as string}:1.0.0`], { RGDC_MAX_ARCHIVE_BYTES: '65536' });
    expectLimit(outcome, 'archive size limit 64 KiB', 'RGDC_MAX_ARCHIVE_BYTES');
    expect(outcome.diagnostics[0]!.message).toContain('the archive file is');
  });

  it('a tar of more entries than the archive entry limit is refused', async () => {
    const file = path.join(tempDir(), 'many.tar');
    writeFileSync(
      file,
      writeTar([
        { name: 'artifact-index.json', bytes: index },
        ...Array.from({ length: 20 }, (_, i) => ({ name: `blobs/sha256.${i}`, bytes: new Uint8Array(0) })),
      ]),
    );
    const outcome = await component(['show', `ctf::${file}//${COMPONENT as string}:1.0.0`], { RGDC_MAX_ARCHIVE_ENTRIES: '10' });
    expectLimit(outcome, 'archive entry limit 10', 'RGDC_MAX_ARCHIVE_ENTRIES');
  });
});
