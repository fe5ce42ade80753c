/**
 * Issue 25, class 1: the files a CTF names are data, opened like hostile inputs. A blob
 * that is a FIFO, a link to `/dev/zero` or out of the folder, or past the size limit is
 * refused with `ocm_store_failed` (exit 4) in bounded time; a name from data is shown
 * only escaped and cut short. Each case is built in a temporary folder and run through
 * the CLI binary.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_TRACE } from '../support/cli.js';
import { rgdcAsync } from '../support/cli-async.js';
import { descriptorV2, emptyCtf, storeVersion } from '../ocm/support.js';

const REF = 'acme.org/hardened:1.0.0';
const work = mkdtempSync(join(tmpdir(), 'rgdc-ctf-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A CTF folder holding one component version, and the name of its descriptor layer blob. */
async function buildCtf(): Promise<{ path: string; layerBlob: string }> {
  const { path, store } = emptyCtf();
  const digest = await storeVersion(store, descriptorV2('acme.org/hardened', '1.0.0'));
  const manifest = JSON.parse(readFileSync(join(path, 'blobs', digest.replace(':', '.')), 'utf8')) as { layers: { digest: string }[] };
  return { path, layerBlob: join(path, 'blobs', manifest.layers[0]!.digest.replace(':', '.')) };
}

/** `rgdc component show ctf::PATH//REF --json`: killed after 20 s, which fails the case (never a hang). */
async function show(ctf: string): Promise<{ code: number | null; diagnostics: { code: string; message: string }[] }> {
  const run = await rgdcAsync(['component', 'show', `ctf::${ctf}//${REF}`, '--json']);
  expect(run.timedOut).toBe(false);
  expect(run.stderr).not.toMatch(STACK_TRACE);
  const parsed = JSON.parse(run.stdout) as { diagnostics: { code: string; message: string }[] };
  return { code: run.code, diagnostics: parsed.diagnostics };
}

let ctf: { path: string; layerBlob: string };
let layerBytes: Buffer;
beforeAll(async () => {
  ctf = await buildCtf();
  layerBytes = readFileSync(ctf.layerBlob);
});

/** Puts the genuine layer back, so each case starts from a readable CTF. */
function restore(): void {
  rmSync(ctf.layerBlob, { force: true });
  writeFileSync(ctf.layerBlob, layerBytes);
}

describe('a CTF folder whose files are not regular files inside it', () => {
  it('reads the intact folder (the baseline every case below breaks)', async () => {
    restore();
    expect((await show(ctf.path)).code).toBe(0);
  });

  it('refuses a blob that is a FIFO, without waiting for a writer', async () => {
    restore();
    unlinkSync(ctf.layerBlob);
    expect(spawnSync('mkfifo', [ctf.layerBlob]).status).toBe(0);
    const run = await show(ctf.path);
    expect(run.code).toBe(4);
    expect(run.diagnostics.map((d) => d.code)).toEqual(['ocm_store_failed']);
    expect(run.diagnostics[0]!.message).toContain('is a FIFO, not a regular file');
  });

  it('refuses a blob that links to /dev/zero', async () => {
    restore();
    unlinkSync(ctf.layerBlob);
    symlinkSync('/dev/zero', ctf.layerBlob);
    const run = await show(ctf.path);
    expect(run.code).toBe(4);
    expect(run.diagnostics.map((d) => d.code)).toEqual(['ocm_store_failed']);
    expect(run.diagnostics[0]!.message).toContain('symbolic link that leaves its folder');
  });

  it('refuses a blob that links out of the folder, even to the right bytes', async () => {
    restore();
    const outside = join(work, 'outside-layer');
    copyFileSync(ctf.layerBlob, outside);
    unlinkSync(ctf.layerBlob);
    symlinkSync(outside, ctf.layerBlob);
    const run = await show(ctf.path);
    expect(run.code).toBe(4);
    expect(run.diagnostics[0]!.message).toContain('symbolic link that leaves its folder');
  });

  it('follows a link that stays inside the folder', async () => {
    restore();
    const inside = join(ctf.path, 'layer-copy');
    copyFileSync(ctf.layerBlob, inside);
    unlinkSync(ctf.layerBlob);
    symlinkSync('../layer-copy', ctf.layerBlob);
    expect((await show(ctf.path)).code).toBe(0);
  });

  it('refuses an artifact-index.json that is a FIFO or links to /dev/zero', async () => {
    const other = await buildCtf();
    const index = join(other.path, 'artifact-index.json');
    unlinkSync(index);
    expect(spawnSync('mkfifo', [index]).status).toBe(0);
    const fifo = await show(other.path);
    expect(fifo.code).toBe(4);
    expect(fifo.diagnostics[0]!.message).toContain('is a FIFO, not a regular file');
    unlinkSync(index);
    symlinkSync('/dev/zero', index);
    const zero = await show(other.path);
    expect(zero.code).toBe(4);
    expect(zero.diagnostics[0]!.message).toContain('is a device, not a regular file');
  });

  it('refuses a blob over the size limit by its size, before reading it (a sparse file)', async () => {
    restore();
    truncateSync(ctf.layerBlob, 1024 * 1024 * 1024 + 1);
    const run = await show(ctf.path);
    restore();
    expect(run.code).toBe(4);
    expect(run.diagnostics[0]!.message).toContain('is 1073741825 bytes; rgdc reads at most 1073741824');
  });
});

describe('names from a CTF in messages', () => {
  it('shows a hostile digest only escaped and cut to a prefix', async () => {
    const { path } = emptyCtf();
    const hostile = `\u001b]0;owned\u0007\u001b[31m${'a'.repeat(5000)}`;
    writeFileSync(
      join(path, 'artifact-index.json'),
      JSON.stringify({ schemaVersion: 1, artifacts: [{ repository: 'component-descriptors/acme.org/hardened', tag: '1.0.0', digest: hostile }] }),
    );
    const text = await rgdcAsync(['component', 'show', `ctf::${path}//${REF}`]);
    expect(text.code).toBe(4);
    expect(text.stderr).toContain('ocm_store_failed');
    expect(text.stderr).not.toContain('\u001b');
    expect(text.stderr).not.toContain('\u0007');
    expect(text.stderr).not.toContain('a'.repeat(200));
    expect(text.stderr).toContain('\\u001b');
  });

  it('does not quote the text of an artifact-index.json that is not JSON', async () => {
    const { path } = emptyCtf();
    writeFileSync(join(path, 'artifact-index.json'), '{"artifacts": [ secret-looking text');
    const run = await rgdcAsync(['component', 'show', `ctf::${path}//${REF}`]);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('artifact-index.json is not JSON');
    expect(run.stderr).not.toContain('secret');
  });
});

describe('a CTF archive that is not a regular file', () => {
  it('refuses /dev/zero as an archive instead of reading forever', async () => {
    const run = await rgdcAsync(['component', 'show', `ctf::/dev/zero//${REF}`, '--json']);
    expect(run.code).toBe(4);
    const diagnostics = (JSON.parse(run.stdout) as { diagnostics: { code: string; message: string }[] }).diagnostics;
    expect(diagnostics.map((d) => d.code)).toEqual(['ocm_store_failed']);
    expect(diagnostics[0]!.message).toContain('is a device, not a regular file');
  });

  it('refuses a FIFO as an archive instead of waiting for a writer', async () => {
    const fifo = join(work, 'archive.tar');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const run = await rgdcAsync(['component', 'show', `ctf::${fifo}//${REF}`, '--json']);
    expect(run.code).toBe(4);
    expect(run.stdout).toContain('is a FIFO, not a regular file');
  });
});
