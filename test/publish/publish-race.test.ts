/**
 * Two publishes into one CTF folder at the same time (issue 25, class 4): they cannot both
 * report success while one version is lost. The race is made certain in process: two
 * stores opened on the same folder (two processes' views) and a barrier that holds each
 * manifest write until both runs have chosen their version from the same index. Then the
 * same with real `rgdc publish` processes started together, several rounds. Also: files
 * are written through fresh temporary files, so links planted at the temporary or target
 * names are never followed, and the index lock survives a writer that died holding it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCollector } from '../../src/diagnostics/diagnostic.js';
import { OciError, type OciReader, type OciWriter } from '../../src/oci/types.js';
import { readComponentVersion } from '../../src/ocm/component-version.js';
import { CtfStore } from '../../src/ocm/ctf-store.js';
import { withLockFile, writeFileAtomically } from '../../src/ocm/ctf-write.js';
import { computeDigest } from '../../src/ocm/digest.js';
import { parseComponentReference, type ComponentReference } from '../../src/ocm/reference.js';
import { publish, type PublishMode, type ResourceBlob } from '../../src/publish/index.js';
import { rgdc, startRgdc, STACK_TRACE } from '../support/cli.js';
import { descriptorV2, emptyCtf, storeVersion } from '../ocm/support.js';

const NAME = 'acme.org/podinfo';
const REPO = `component-descriptors/${NAME}`;
const RGD_TYPE = 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml';
const rgd = (writer: string): ResourceBlob => ({
  name: 'rgd',
  type: 'blob',
  mediaType: RGD_TYPE,
  bytes: Buffer.from(`apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata: {name: podinfo}\n# written by ${writer}\n`),
});

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'rgdc-race-'));
  folders.push(folder);
  return folder;
};

/** A CTF folder holding `acme.org/podinfo:6.9.1`. */
async function sourceCtf(): Promise<string> {
  const { store, path } = emptyCtf();
  folders.push(path);
  await storeVersion(store, descriptorV2(NAME, '6.9.1'));
  return path;
}

/** Resolves for every party once `parties` have arrived. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    if (++arrived === parties) release();
    return all;
  };
}

/** `store` whose first manifest write waits at `arrive`: every run has chosen its version before any writes. */
function holdFirstManifest(store: CtfStore, arrive: () => Promise<void>): OciReader & OciWriter {
  let first = true;
  return {
    location: store.location,
    getManifest: (repository, reference) => store.getManifest(repository, reference),
    getBlob: (repository, digest, size) => store.getBlob(repository, digest, size),
    listTags: (repository) => store.listTags(repository),
    putBlob: (repository, bytes, mediaType) => store.putBlob(repository, bytes, mediaType),
    async putManifest(repository, manifest, mediaType, tag, condition) {
      if (first) {
        first = false;
        await arrive();
      }
      return store.putManifest(repository, manifest, mediaType, tag, condition);
    },
  };
}

async function run(store: OciReader & OciWriter, reference: ComponentReference, resource: ResourceBlob, mode: PublishMode) {
  const sink = createCollector();
  const result = await publish({ store, reference, resources: [resource], mode, creator: 'rgdc test' }, sink.report);
  return { result, diagnostics: sink.diagnostics.map((d) => d.code) };
}

/** What a process opening the CTF afterwards finds under `tag`: the digest of its `rgd` resource. */
async function rgdDigestAt(path: string, tag: string): Promise<string | undefined> {
  const sink = createCollector();
  const version = await readComponentVersion(CtfStore.open(path), NAME, tag, `ctf//${NAME}:${tag}`, sink.report);
  expect(sink.diagnostics).toEqual([]);
  const entry = version?.component.resources.find((r) => r.name === 'rgd') as { access?: { localReference?: string } } | undefined;
  return entry?.access?.localReference;
}

/** Two runs into the same source from two stores on one folder, both past choosing their version before either writes. */
async function race(path: string, mode: PublishMode) {
  const reference = parseComponentReference(`ctf::${path}//${NAME}:6.9.1`) as ComponentReference;
  const arrive = barrier(2);
  const [a, b] = [rgd('a'), rgd('b')];
  const outcomes = await Promise.all([
    run(holdFirstManifest(CtfStore.open(path), arrive), reference, a, mode),
    run(holdFirstManifest(CtfStore.open(path), arrive), reference, b, mode),
  ]);
  return { outcomes, resources: [a, b] };
}

describe('concurrent publishes into one CTF', () => {
  it('both choosing 6.9.1+rgd.1: both versions exist, each with its own RGD (the later one takes rgd.2)', async () => {
    const path = await sourceCtf();
    const { outcomes, resources } = await race(path, { kind: 'new-version' });
    expect(outcomes.map((o) => o.diagnostics)).toEqual([[], []]);
    expect(outcomes.map((o) => o.result!.target.version).sort()).toEqual(['6.9.1+rgd.1', '6.9.1+rgd.2']);
    for (const [i, outcome] of outcomes.entries()) {
      expect(await rgdDigestAt(path, outcome.result!.target.tag)).toBe(computeDigest(resources[i]!.bytes));
    }
    expect([...(await CtfStore.open(path).listTags(REPO))].sort()).toEqual(['6.9.1', '6.9.1.build-rgd.1', '6.9.1.build-rgd.2']);
  });

  it.each<[string, PublishMode, string]>([
    ['--new-version 6.9.2', { kind: 'new-version', version: '6.9.2' }, '6.9.2'],
    ['--replace', { kind: 'replace' }, '6.9.1'],
  ])('%s from both: exactly one succeeds, the other fails with publish_concurrent_write, and the tag holds the winner', async (_name, mode, tag) => {
    const path = await sourceCtf();
    const { outcomes, resources } = await race(path, mode);
    const winners = outcomes.flatMap((o, i) => (o.result ? [i] : []));
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;
    expect(outcomes[1 - winner]!.diagnostics).toEqual(['publish_concurrent_write']);
    expect(outcomes[winner]!.diagnostics).toEqual([]);
    expect(await rgdDigestAt(path, tag)).toBe(computeDigest(resources[winner]!.bytes));
  });
});

describe('CTF files are written through fresh temporary files', () => {
  it('replaces a link planted at a blob name instead of keeping it, and leaves its victim alone', async () => {
    const path = await sourceCtf();
    const victim = join(scratch(), 'victim');
    writeFileSync(victim, 'victim');
    const resource = rgd('a');
    const blob = join(path, 'blobs', computeDigest(resource.bytes).replace(':', '.'));
    symlinkSync(victim, blob);
    const { diagnostics } = await run(CtfStore.open(path), parseComponentReference(`ctf::${path}//${NAME}:6.9.1`) as ComponentReference, resource, {
      kind: 'new-version',
    });
    expect(diagnostics).toEqual([]);
    expect(readFileSync(victim, 'utf8')).toBe('victim');
    expect(lstatSync(blob).isFile()).toBe(true);
    expect(readFileSync(blob)).toEqual(Buffer.from(resource.bytes));
  });

  it('follows no link at the index name or at a predictable temporary name next to it', async () => {
    const path = await sourceCtf();
    const outside = scratch();
    const index = join(path, 'artifact-index.json');
    const victims = [join(outside, 'index-victim'), join(outside, 'temporary-victim')];
    writeFileSync(victims[0]!, readFileSync(index));
    writeFileSync(victims[1]!, 'victim');
    rmSync(index);
    symlinkSync(victims[0]!, index);
    // What a writer naming its temporary file after its PID would open.
    symlinkSync(victims[1]!, `${index}.${process.pid}.tmp`);
    const before = victims.map((v) => readFileSync(v, 'utf8'));
    const { diagnostics } = await run(CtfStore.open(path), parseComponentReference(`ctf::${path}//${NAME}:6.9.1`) as ComponentReference, rgd('a'), {
      kind: 'new-version',
    });
    expect(diagnostics).toEqual([]);
    expect(victims.map((v) => readFileSync(v, 'utf8'))).toEqual(before);
    expect(lstatSync(index).isFile()).toBe(true);
    expect((JSON.parse(readFileSync(index, 'utf8')) as { artifacts: { tag: string }[] }).artifacts.map((a) => a.tag)).toEqual(['6.9.1', '6.9.1.build-rgd.1']);
  });

  it('refuses to write into a blobs/ that is a link to another folder', async () => {
    const path = await sourceCtf();
    const outside = join(scratch(), 'blobs');
    renameSync(join(path, 'blobs'), outside);
    symlinkSync(outside, join(path, 'blobs'));
    const before = readdirSync(outside).sort();
    const { result, diagnostics } = await run(CtfStore.open(path), parseComponentReference(`ctf::${path}//${NAME}:6.9.1`) as ComponentReference, rgd('a'), {
      kind: 'new-version',
    });
    // Reading the version refuses it first: a link out of a CTF folder is not followed (issue 25).
    expect([result, diagnostics]).toEqual([undefined, ['ocm_store_failed']]);
    expect(readdirSync(outside).sort()).toEqual(before);
  });

  it('opens the temporary file exclusively: a link planted at its name is skipped for another name', () => {
    const folder = scratch();
    const victim = join(folder, 'victim');
    writeFileSync(victim, 'victim');
    const names = ['planted.tmp', 'fresh.tmp'];
    symlinkSync(victim, join(folder, names[0]!));
    writeFileAtomically(join(folder, 'target'), Buffer.from('content'), { temporaryName: () => names.shift()! });
    expect(readFileSync(victim, 'utf8')).toBe('victim');
    expect(readFileSync(join(folder, 'target'), 'utf8')).toBe('content');
    expect(lstatSync(join(folder, 'planted.tmp')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(folder, 'fresh.tmp'))).toBe(false);
    // Every name taken: the write fails, still without touching the victim.
    expect(() => writeFileAtomically(join(folder, 'other'), Buffer.from('content'), { temporaryName: () => 'planted.tmp' })).toThrow(OciError);
    expect(readFileSync(victim, 'utf8')).toBe('victim');
  });
});

describe('the index lock', () => {
  it('is broken when its holder died, and left to a live holder until the wait runs out', async () => {
    const folder = scratch();
    const lock = join(folder, 'artifact-index.json.lock');
    // A PID that was just in use and is gone now.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(lock, JSON.stringify({ pid: Number(dead), host: hostname(), token: 'dead', since: '2026-01-01T00:00:00Z' }));
    expect(await withLockFile(lock, () => 'ran', { timeoutMs: 2000 })).toBe('ran');
    expect(existsSync(lock)).toBe(false);

    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), token: 'alive', since: '2026-01-01T00:00:00Z' }));
    const error = await withLockFile(lock, () => 'ran', { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OciError);
    expect([(error as OciError).kind, (error as OciError).message]).toEqual(['unreachable', expect.stringContaining(`held by process ${process.pid}`)]);
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ token: 'alive' });
    // Released while a writer waits: it goes ahead.
    setTimeout(() => rmSync(lock), 100);
    expect(await withLockFile(lock, () => 'ran', { timeoutMs: 5000 })).toBe('ran');
  });
});

describe('rgdc publish processes started together on one CTF', () => {
  const ROUNDS = 3;
  const rgdFiles = (folder: string) => {
    const compiled = rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml']);
    expect(compiled.code).toBe(0);
    return ['a', 'b'].map((writer) => {
      const file = join(folder, `${writer}.yaml`);
      writeFileSync(file, `${compiled.stdout}# written by ${writer}\n`);
      return { file, digest: computeDigest(Buffer.from(readFileSync(file))) };
    });
  };

  it(`never both succeed with one version lost (${ROUNDS} rounds each: derived versions, --new-version)`, async () => {
    const files = rgdFiles(scratch());
    for (const mode of [[], ['--new-version', '6.9.2']]) {
      for (let round = 0; round < ROUNDS; round++) {
        const path = await sourceCtf();
        const to = `ctf::${path}//${NAME}:6.9.1`;
        const runs = await Promise.all(files.map((f) => startRgdc(['publish', f.file, '--to', to, ...mode, '--json'])));
        const outs = runs.map((r) => {
          expect(r.stderr).not.toMatch(STACK_TRACE);
          return JSON.parse(r.stdout) as { ok: boolean; diagnostics: { code: string; severity: string }[]; result: { target: { tag: string } } | null };
        });
        const won = runs.flatMap((r, i) => (r.code === 0 ? [i] : []));
        for (const i of won) expect(await rgdDigestAt(path, outs[i]!.result!.target.tag)).toBe(files[i]!.digest);
        if (won.length === 2) {
          expect(mode).toEqual([]);
          expect(new Set(outs.map((o) => o.result!.target.tag)).size).toBe(2);
        } else {
          expect(won).toHaveLength(1);
          const lost = 1 - won[0]!;
          const errors = outs[lost]!.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
          // Raced: the concurrent-write code; or it started after the winner had finished: the version exists.
          expect([
            [['publish_concurrent_write'], 4],
            [['publish_version_exists'], 1],
          ]).toContainEqual([errors, runs[lost]!.code]);
        }
      }
    }
  }, 120_000);
});
