/**
 * The V8 code cache the `rgdc` launcher keeps (src/cli/launcher): its file format and
 * names, then the shipped binary with a cache folder of its own: the file is written by
 * the first run of a command and reused by the next (a run with errors writes a partial
 * file, replaced by the first run that succeeds), a damaged or stale file is replaced,
 * `RGDC_NO_CODE_CACHE=1` writes nothing, a cache folder that cannot exist changes
 * nothing, and every command prints the same bytes with and without the cache.
 * No timings here: speed is measured by `npm run bench` (docs/performance.md).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  bundleLocation,
  codeCacheDir,
  codeCachePlace,
  codeCacheDisabled,
  codeCacheFileName,
  commandOf,
  crc32,
  prepareCodeCacheDir,
  readCodeCache,
  writeCodeCache,
  type CodeCacheKey,
} from '../src/cli/launcher/code-cache.js';
import { readCodeCacheSecret } from '../src/cli/launcher/code-cache-secret.js';
import { rgdc, type CliRun } from './support/cli.js';
import { REPO_ROOT } from './support/fixtures.js';

const COMPILE = ['compile', 'test/fixtures/compile/helm-configured/configdata.yaml'];
const KEY: CodeCacheKey = { version: '1.2.3', bundleHash: '0123456789abcdef', location: '89abcdef', nodeVersion: 'v20.20.2', arch: 'x64', command: 'compile' };

const UID = process.getuid!();
const SECRET = Buffer.alloc(32, 7);
const temp = (name: string) => mkdtempSync(join(tmpdir(), `rgdc-code-cache-${name}-`));
/** The cache files (not temporary ones) in a cache root's `rgdc/v8` folder. */
const cacheFiles = (root: string): string[] => {
  const dir = join(root, 'rgdc', 'v8');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.bin'))
        .sort()
    : [];
};
/** `rgdc ...args` with its cache (and the cache's secret) under `root`, or turned off. */
const run = (root: string | undefined, args: readonly string[], stdin?: string): CliRun =>
  rgdc(args, stdin, {
    env: root === undefined ? { RGDC_NO_CODE_CACHE: '1' } : { XDG_CACHE_HOME: root, XDG_STATE_HOME: join(root, 'state'), RGDC_NO_CODE_CACHE: '' },
  });

describe('cache files', () => {
  it.each([
    [['compile', 'x.yaml'], 'compile'],
    [['-q', 'check', 'a.yaml', 'b.yaml'], 'check'],
    [['--quiet', 'component', 'show', 'ref'], 'component'],
    [['--version'], 'help'],
    [['compile', '--help'], 'help'],
    [['-h'], 'help'],
    [['compile', '--', '--help'], 'compile'],
    [[], 'none'],
    [['./configdata.yaml'], 'other'],
    [['COMPILE'], 'other'],
  ])('the command of rgdc %j is %s', (args, command) => {
    expect(commandOf(args)).toBe(command);
  });

  it.each([
    [{}, false],
    [{ RGDC_NO_CODE_CACHE: '1' }, true],
    [{ RGDC_NO_CODE_CACHE: 'true' }, true],
    [{ RGDC_NO_CODE_CACHE: '0' }, false],
    [{ RGDC_NO_CODE_CACHE: '' }, false],
  ])('with %j the cache is off: %s', (env, off) => {
    expect(codeCacheDisabled(env)).toBe(off);
  });

  it('is kept only where files have owners to check (not on Windows), and not when turned off', () => {
    const env = { XDG_CACHE_HOME: '/c', XDG_STATE_HOME: '/s', HOME: '/h' };
    expect(codeCachePlace(env, 1000)).toEqual({ dir: '/c/rgdc/v8', secretDir: '/s/rgdc', uid: 1000 });
    expect(codeCachePlace({ HOME: '/h' }, 0)).toEqual({ dir: '/h/.cache/rgdc/v8', secretDir: '/h/.local/state/rgdc', uid: 0 });
    expect(codeCachePlace(env, undefined)).toBeUndefined();
    expect(codeCachePlace({ ...env, RGDC_NO_CODE_CACHE: '1' }, 1000)).toBeUndefined();
  });

  it('lives under $XDG_CACHE_HOME/rgdc/v8, else ~/.cache/rgdc/v8', () => {
    expect(codeCacheDir({ XDG_CACHE_HOME: '/c', HOME: '/h' })).toBe('/c/rgdc/v8');
    expect(codeCacheDir({ HOME: '/h' })).toBe('/h/.cache/rgdc/v8');
  });

  it('is named by rgdc version, Node.js version, architecture, bundle hash, bundle location and command', () => {
    expect(codeCacheFileName(KEY)).toBe('rgdc-1.2.3-node-v20.20.2-x64-0123456789abcdef-89abcdef-compile.bin');
    expect(codeCacheFileName({ ...KEY, version: '1.0.0/../../x' })).toBe('rgdc-1.0.0_.._.._x-node-v20.20.2-x64-0123456789abcdef-89abcdef-compile.bin');
  });

  it('names a bundle location by a checksum of its path, no folder name in it', () => {
    const app = '/home/alice/app/node_modules/rgdc/dist/bundle/cli.cjs';
    const other = '/home/alice/other/node_modules/rgdc/dist/bundle/cli.cjs';
    expect(bundleLocation(app)).toMatch(/^[0-9a-f]{8}$/);
    expect(bundleLocation(app)).toBe(bundleLocation(app));
    expect(bundleLocation(app)).not.toBe(bundleLocation(other));
  });

  it('checksums with CRC-32, as zlib does', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
    const bytes = Buffer.from(Array.from({ length: 4099 }, (_, i) => (i * 7919) & 0xff));
    if (native) expect(crc32(bytes)).toBe(native(bytes) >>> 0);
  });

  it('reads back what it wrote, and nothing from a missing, foreign, truncated, damaged, renamed or differently keyed file', () => {
    const dir = temp('format');
    const payload = Buffer.from(Array.from({ length: 1000 }, (_, i) => i & 0xff));
    expect(writeCodeCache(dir, KEY, payload, SECRET)).toBe(true);
    const file = join(dir, codeCacheFileName(KEY));
    expect(readCodeCache(file, SECRET, UID)?.equals(payload)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readCodeCache(file, Buffer.alloc(32, 8), UID), 'another secret').toBeUndefined();
    const written = readFileSync(file);
    const variants: Record<string, Buffer> = {
      foreign: Buffer.concat([Buffer.from('NOTRGDC!'), written.subarray(8)]),
      truncated: written.subarray(0, written.length - 1),
      'header only': written.subarray(0, 10),
      damaged: Buffer.from(written.map((byte, i) => (i === written.length - 100 ? byte ^ 0x10 : byte))),
    };
    // Each at the file's own name (the HMAC covers the name), mode 0600 kept.
    for (const [name, bytes] of Object.entries(variants)) {
      writeFileSync(file, bytes);
      expect(readCodeCache(file, SECRET, UID), name).toBeUndefined();
    }
    // Intact, but under another command's name.
    const renamed = join(dir, codeCacheFileName({ ...KEY, command: 'check' }));
    writeFileSync(renamed, written, { mode: 0o600 });
    expect(readCodeCache(renamed, SECRET, UID)).toBeUndefined();
    expect(readCodeCache(join(dir, 'missing'), SECRET, UID)).toBeUndefined();
  });

  it('gives up quietly when the folder cannot be made', () => {
    const file = join(temp('not-a-dir'), 'file');
    writeFileSync(file, '');
    expect(prepareCodeCacheDir(join(file, 'v8'), UID)).toBe(false);
    expect(writeCodeCache(join(file, 'v8'), KEY, Buffer.from('x'), SECRET)).toBe(false);
    const dir = join(temp('made'), 'a', 'b');
    expect(prepareCodeCacheDir(dir, UID)).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("removes other builds' files once unused for a week, keeping the current build's", () => {
    const dir = temp('stale');
    const old = (Date.now() - 8 * 24 * 3600 * 1000) / 1000;
    const name = (key: Partial<CodeCacheKey>) => codeCacheFileName({ ...KEY, ...key });
    const files = {
      oldBuild: name({ version: '1.2.2' }),
      oldNode: name({ nodeVersion: 'v20.1.0' }),
      oldLocation: name({ location: '00000000' }),
      recentOther: name({ bundleHash: 'fedcba9876543210' }),
      currentOtherCommand: name({ command: 'check' }),
      notOurs: 'notes.txt',
    };
    for (const file of Object.values(files)) writeFileSync(join(dir, file), 'x');
    for (const file of [files.oldBuild, files.oldNode, files.oldLocation, files.currentOtherCommand, files.notOurs]) utimesSync(join(dir, file), old, old);
    writeCodeCache(dir, KEY, Buffer.from('payload'), SECRET);
    expect(readdirSync(dir).sort()).toEqual([codeCacheFileName(KEY), files.currentOtherCommand, files.recentOther, files.notOurs].sort());
  });
});

describe('the launcher', () => {
  it('writes the cache on the first run of a command and reuses it on the next', () => {
    const root = temp('reuse');
    const first = run(root, COMPILE);
    expect(first.code, first.stderr).toBe(0);
    const files = cacheFiles(root);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^rgdc-.+-node-v\d+\.\d+\.\d+-[a-z0-9]+-[0-9a-f]{16}-[0-9a-f]{8}-compile\.bin$/);
    const file = join(root, 'rgdc', 'v8', files[0]!);
    const written = readFileSync(file);
    const secret = readCodeCacheSecret(join(root, 'state', 'rgdc'), UID)!;
    expect(readCodeCache(file, secret, UID)).toBeDefined();
    // Backdated: a run that rewrote the file would give it a new modification time.
    utimesSync(file, 1_000_000, 1_000_000);
    const second = run(root, COMPILE);
    expect(second).toEqual(first);
    expect(statSync(file).mtimeMs).toBe(1_000_000_000);
    expect(readFileSync(file).equals(written)).toBe(true);
    // Another command gets a file of its own.
    expect(run(root, ['check', 'test/fixtures/compile/helm-configured/rgd.yaml']).code).toBe(0);
    expect(cacheFiles(root)).toEqual([files[0]!.replace(/-compile\.bin$/, '-check.bin'), files[0]!].sort());
  });

  it('replaces a damaged file, and a file V8 rejects, with a good one', () => {
    const root = temp('damaged');
    const reference = run(undefined, COMPILE);
    expect(run(root, COMPILE)).toEqual(reference);
    const file = join(root, 'rgdc', 'v8', cacheFiles(root)[0]!);
    const secret = readCodeCacheSecret(join(root, 'state', 'rgdc'), UID)!;
    const good = readFileSync(file);
    // One flipped bit in the payload: V8 would accept it (or crash), the HMAC does not.
    writeFileSync(file, Buffer.from(good.map((byte, i) => (i === good.length >> 1 ? byte ^ 0x01 : byte))));
    expect(run(root, COMPILE)).toEqual(reference);
    expect(readCodeCache(file, secret, UID)).toBeDefined();
    // An intact file that is not V8's code for this bundle (another build's, say): V8 rejects it.
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) & 0xff));
    const dir = join(root, 'rgdc', 'v8');
    const key = cacheFiles(root)[0]!.match(/^rgdc-(.+)-node-(.+)-([^-]+)-([0-9a-f]{16})-([0-9a-f]{8})-compile\.bin$/)!;
    writeCodeCache(dir, { version: key[1]!, nodeVersion: key[2]!, arch: key[3]!, bundleHash: key[4]!, location: key[5]!, command: 'compile' }, junk, secret);
    expect(readCodeCache(file, secret, UID)?.equals(junk)).toBe(true);
    expect(run(root, COMPILE)).toEqual(reference);
    expect(readCodeCache(file, secret, UID)?.equals(junk)).toBe(false);
    expect(readCodeCache(file, secret, UID)!.length).toBeGreaterThan(junk.length);
  });

  it('keeps the code of a run that ended with errors apart, until a run succeeds', () => {
    const root = temp('partial');
    const failing = ['compile', 'test/fixtures/compile/bad-undefined-parameter/configdata.yaml'];
    const failed = run(root, failing);
    expect(failed.code).toBe(1);
    const [partial] = cacheFiles(root);
    expect(partial).toMatch(/-compile\.partial\.bin$/);
    const partialFile = join(root, 'rgdc', 'v8', partial!);
    // Read, not rewritten, by the next run with errors.
    utimesSync(partialFile, 1_000_000, 1_000_000);
    expect(run(root, failing)).toEqual(failed);
    expect(statSync(partialFile).mtimeMs).toBe(1_000_000_000);
    // The first run that succeeds writes the complete file and removes the partial one.
    const good = run(root, COMPILE);
    expect(good).toEqual(run(undefined, COMPILE));
    expect(cacheFiles(root)).toEqual([partial!.replace(/\.partial\.bin$/, '.bin')]);
    // Then runs with errors use the complete file and write nothing.
    expect(run(root, failing)).toEqual(failed);
    expect(cacheFiles(root)).toEqual([partial!.replace(/\.partial\.bin$/, '.bin')]);
  });

  it('keeps two installs of one build apart, each reusing its own file', () => {
    // V8 names a script compiled from a cache after the file of the run that wrote it:
    // sharing one file, the second install's stack traces named the first one's bundle.
    const root = temp('installs');
    const installs = ['a', 'b'].map((name) => {
      const dir = join(temp(`install-${name}`), 'rgdc');
      mkdirSync(join(dir, 'dist'), { recursive: true });
      cpSync(join(REPO_ROOT, 'dist', 'bundle'), join(dir, 'dist', 'bundle'), { recursive: true });
      for (const file of ['package.json', 'schemas', 'templates', 'docs']) symlinkSync(join(REPO_ROOT, file), join(dir, file));
      return join(dir, 'dist', 'bundle', 'rgdc.cjs');
    });
    const compile = (bin: string) =>
      rgdc(COMPILE, undefined, { bin, env: { XDG_CACHE_HOME: root, XDG_STATE_HOME: join(root, 'state'), RGDC_NO_CODE_CACHE: '' } });
    const first = compile(installs[0]!);
    expect(first.code, first.stderr).toBe(0);
    const [own] = cacheFiles(root);
    expect(compile(installs[1]!)).toEqual(first);
    // Two files, named alike but for the location.
    const withoutLocation = (file: string) => file.replace(/-[0-9a-f]{8}-compile\.bin$/, '');
    const files = cacheFiles(root);
    expect(files).toHaveLength(2);
    expect(files.map(withoutLocation)).toEqual([withoutLocation(own!), withoutLocation(own!)]);
    // The first install's file is read, not written, on its next run.
    const file = join(root, 'rgdc', 'v8', own!);
    utimesSync(file, 1_000_000, 1_000_000);
    expect(compile(installs[0]!)).toEqual(first);
    expect(statSync(file).mtimeMs).toBe(1_000_000_000);
  });

  it('writes nothing with RGDC_NO_CODE_CACHE=1', () => {
    const root = temp('off');
    const off = rgdc(COMPILE, undefined, { env: { XDG_CACHE_HOME: root, RGDC_NO_CODE_CACHE: '1' } });
    expect(off.code).toBe(0);
    expect(existsSync(join(root, 'rgdc'))).toBe(false);
  });

  it('keeps help and version output apart from the commands', () => {
    const root = temp('help');
    expect(run(root, ['compile', '--help']).code).toBe(0);
    expect(run(root, ['--version']).code).toBe(0);
    expect(cacheFiles(root)).toEqual([expect.stringMatching(/-help\.bin$/)]);
  });

  it('runs as usual when the cache folder cannot exist', () => {
    const root = join(temp('unwritable'), 'a-file');
    writeFileSync(root, '');
    const reference = run(undefined, COMPILE);
    expect(run(root, COMPILE)).toEqual(reference);
    expect(run(root, COMPILE)).toEqual(reference);
  });

  it('writes no cache after a usage error', () => {
    const root = temp('usage');
    expect(run(root, ['compile', '--emit', 'nothing', 'x.yaml']).code).toBe(2);
    expect(cacheFiles(root)).toEqual([]);
  });

  // Byte for byte the same stdout, stderr and exit code without a cache, on the run that
  // writes it and on the run that reads it: good input, input with errors, JSON.
  const PREVIEW = 'test/fixtures/preview/for-each';
  const commands: readonly { name: string; args: readonly string[]; stdin?: string }[] = [
    { name: 'compile --emit (all)', args: ['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--emit', 'rgd,instance,bootstrap,schema'] },
    { name: 'compile with errors', args: ['compile', 'test/fixtures/compile/bad-undefined-parameter/configdata.yaml'] },
    { name: 'compile from stdin --json', args: ['compile', '-', '--json'], stdin: readFileSync('test/fixtures/compile/helm-simple/configdata.yaml', 'utf8') },
    { name: 'check --json', args: ['check', 'test/fixtures/compile/helm-configured/rgd.yaml', '--json'] },
    { name: 'preview --explain', args: ['preview', `${PREVIEW}/rgd.yaml`, '--instance', `${PREVIEW}/instance.yaml`, '--explain'] },
    { name: 'graph', args: ['graph', 'test/fixtures/compile/helm-configured/configdata.yaml', '--format', 'dot'] },
  ];
  it.each(commands)('$name: the same output with and without the cache', ({ args, stdin }) => {
    const root = temp('same');
    const without = run(undefined, args, stdin);
    expect(without.stdout.length + without.stderr.length).toBeGreaterThan(0);
    expect(run(root, args, stdin)).toEqual(without);
    expect(cacheFiles(root)).toHaveLength(1);
    expect(run(root, args, stdin)).toEqual(without);
  });
});
