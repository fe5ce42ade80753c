/**
 * The V8 code cache runs nothing it cannot trust (issue 25 §A). V8 accepts a cache made
 * for any script of the bundle's length and runs that script's code, so a poisoned cache
 * file is a genuine V8 cache of an attacker's script, padded to the bundle's length, that
 * writes a marker file. First shown to run when it passes every check (so the checks are
 * all that stands between it and the run), then planted with one property wrong at a time:
 * too open, another user's, a link, in a folder too open or another user's, with a wrong or
 * missing HMAC, with the secret missing, too open or a link. None may run; each is replaced
 * by the run with a good file of ours, mode 0600 (but in another user's folder, which the
 * run leaves alone and writes nothing into).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleScriptText, codeCacheHeader, crc32, readCodeCache } from '../../src/cli/launcher/code-cache.js';
import { readCodeCacheSecret, SECRET_FILE } from '../../src/cli/launcher/code-cache-secret.js';
import { rgdc, type CliRun } from '../support/cli.js';
import { REPO_ROOT } from '../support/fixtures.js';

const COMPILE = ['compile', 'test/fixtures/compile/helm-configured/configdata.yaml'];
const UID = process.getuid?.() ?? -1;
/** Another user's id, for files only root can give away. */
const OTHER_UID = 4242;
const asRoot = UID === 0;
const temp = (name: string) => mkdtempSync(join(tmpdir(), `rgdc-cache-trust-${name}-`));

/** One planted cache, laid out as a run of rgdc would have left it, then spoilt by a case. */
interface Plant {
  /** `XDG_CACHE_HOME` and, under it, `state` as `XDG_STATE_HOME`. */
  readonly root: string;
  /** The cache folder and the compile command's file in it. */
  readonly dir: string;
  readonly file: string;
  /** The secret's folder and file. */
  readonly secretDir: string;
  readonly secretFile: string;
  readonly secret: Buffer;
  /** A cache file of the poisoned payload with a good HMAC under `secret`. */
  readonly poisoned: (secret?: Uint8Array) => Buffer;
  /** The file the poisoned code writes when it runs. */
  readonly marker: string;
}

let fileName = '';
let reference: CliRun;
/** The poisoned V8 payload and the marker it writes: per test file, so it is made once. */
let poison: Buffer;
let marker = '';

const run = (root: string): CliRun => rgdc(COMPILE, undefined, { env: { XDG_CACHE_HOME: root, XDG_STATE_HOME: join(root, 'state'), RGDC_NO_CODE_CACHE: '' } });

/**
 * A genuine V8 code cache of `(function (...) { require('node:fs').writeFileSync(marker) ... })`
 * padded with spaces to the length of the launcher's script, made by a Node.js with the
 * launcher's V8 flags (V8 keys a cache by its flags).
 */
function makePoison(markerFile: string): Buffer {
  const dir = temp('poison');
  const bundle = join(REPO_ROOT, 'dist', 'bundle', 'cli.cjs');
  const length = bundleScriptText(readFileSync(bundle, 'latin1')).length;
  const body = `require('node:fs').writeFileSync(${JSON.stringify(markerFile)}, 'ran');`;
  const attack = bundleScriptText(body + ' '.repeat(length - bundleScriptText(body).length));
  expect(attack.length).toBe(length);
  writeFileSync(join(dir, 'attack.js'), attack, 'latin1');
  writeFileSync(
    join(dir, 'make.cjs'),
    `const fs = require('node:fs'); const vm = require('node:vm');
     const script = new vm.Script(fs.readFileSync(${JSON.stringify(join(dir, 'attack.js'))}, 'latin1'), { filename: ${JSON.stringify(bundle)} });
     fs.writeFileSync(${JSON.stringify(join(dir, 'poison.bin'))}, script.createCachedData());`,
  );
  const made = spawnSync(process.execPath, ['--interrupt-budget=540672', join(dir, 'make.cjs')], { encoding: 'utf8' });
  expect(made.status, made.stderr).toBe(0);
  return readFileSync(join(dir, 'poison.bin'));
}

/** A cache root as a good run leaves it, with the poisoned payload in the compile file. */
function plant(name: string): Plant {
  const root = temp(name);
  const dir = join(root, 'rgdc', 'v8');
  const secretDir = join(root, 'state', 'rgdc');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  mkdirSync(secretDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  const secretFile = join(secretDir, SECRET_FILE);
  writeFileSync(secretFile, secret, { mode: 0o600 });
  const poisoned = (key: Uint8Array = secret) => Buffer.concat([codeCacheHeader(fileName, poison, key), poison]);
  const file = join(dir, fileName);
  writeFileSync(file, poisoned(), { mode: 0o600 });
  return { root, dir, file, secretDir, secretFile, secret, poisoned, marker };
}

beforeAll(() => {
  // A good run names the compile command's file for this build.
  const root = temp('name');
  expect(run(root).code).toBe(0);
  const names = readdirSync(join(root, 'rgdc', 'v8')).filter((name) => name.endsWith('-compile.bin'));
  expect(names).toHaveLength(1);
  fileName = names[0]!;
  reference = rgdc(COMPILE, undefined, { env: { RGDC_NO_CODE_CACHE: '1' } });
  expect(reference.code).toBe(0);
  marker = join(temp('marker'), 'ran');
  poison = makePoison(marker);
});

describe('a poisoned code cache', () => {
  it("is real: the same file passing every check runs the attacker's code instead of rgdc", () => {
    const p = plant('control');
    const result = run(p.root);
    expect(existsSync(marker)).toBe(true);
    // The attacker's script ran in rgdc's place: no compile output at all.
    expect(result.stdout).toBe('');
    rmSync(marker);
  });

  const cases: readonly { name: string; spoil: (p: Plant) => void; root?: boolean; kept?: boolean }[] = [
    { name: 'file mode 0666', spoil: (p) => chmodSync(p.file, 0o666) },
    { name: 'file writable by its group (0620)', spoil: (p) => chmodSync(p.file, 0o620) },
    { name: 'file owned by another user', spoil: (p) => chownSync(p.file, OTHER_UID, OTHER_UID), root: true },
    { name: 'file a symbolic link to a good-looking file', spoil: (p) => moveAside(p.file, (aside) => symlinkSync(aside, p.file)) },
    { name: 'folder mode 0777', spoil: (p) => chmodSync(p.dir, 0o777) },
    { name: 'folder writable by its group (0770)', spoil: (p) => chmodSync(p.dir, 0o770) },
    { name: 'folder a symbolic link to a good-looking folder', spoil: (p) => moveAside(p.dir, (aside) => symlinkSync(aside, p.dir)) },
    // Not ours to change: the run writes nothing there either.
    { name: 'folder owned by another user', spoil: (p) => chownSync(p.dir, OTHER_UID, OTHER_UID), root: true, kept: true },
    { name: 'HMAC made with another secret', spoil: (p) => writeFileSync(p.file, p.poisoned(randomBytes(32))) },
    { name: 'no HMAC (the CRC-32 format before)', spoil: (p) => writeFileSync(p.file, crcFormat()) },
    { name: 'secret missing', spoil: (p) => unlinkSync(p.secretFile) },
    { name: 'secret readable by others (0644)', spoil: (p) => chmodSync(p.secretFile, 0o644) },
    { name: 'secret owned by another user', spoil: (p) => chownSync(p.secretFile, OTHER_UID, OTHER_UID), root: true },
    {
      name: "secret a symbolic link to the attacker's secret",
      spoil: (p) => {
        const theirs = join(temp('their-secret'), 'key');
        const key = randomBytes(32);
        writeFileSync(theirs, key, { mode: 0o600 });
        unlinkSync(p.secretFile);
        symlinkSync(theirs, p.secretFile);
        writeFileSync(p.file, p.poisoned(key));
      },
    },
    { name: 'secret folder mode 0777', spoil: (p) => chmodSync(p.secretDir, 0o777) },
  ];

  // Only root can give a file away to another user.
  it.each(cases.filter((c) => !c.root || asRoot))('is not run with its $name, and is rewritten', ({ spoil, kept }) => {
    const p = plant('case');
    spoil(p);
    // A case that failed before must not fail this one.
    rmSync(marker, { force: true });
    const result = run(p.root);
    expect(existsSync(marker)).toBe(false);
    expect(result).toEqual(reference);
    if (kept) {
      expect(readdirSync(p.dir)).toEqual([fileName]);
      return;
    }
    // Replaced by a file of ours that the current secret authenticates, in folders of ours.
    for (const dir of [p.dir, p.secretDir]) {
      const stat = lstatSync(dir);
      expect(stat.isDirectory() && stat.uid === UID && (stat.mode & 0o077) === 0, dir).toBe(true);
    }
    const stat = lstatSync(p.file);
    expect(stat.isFile() && stat.uid === UID && (stat.mode & 0o777) === 0o600).toBe(true);
    expect(statSync(p.secretFile).mode & 0o777).toBe(0o600);
    const secret = readCodeCacheSecret(p.secretDir, UID);
    expect(secret).toBeDefined();
    const payload = readCodeCache(p.file, secret!, UID);
    expect(payload?.equals(poison)).toBe(false);
    // And the next run uses it.
    expect(run(p.root)).toEqual(reference);
    expect(existsSync(marker)).toBe(false);
  });
});

/** Moves `path` to a fresh folder of ours and calls `link` with its new path. */
function moveAside(path: string, link: (aside: string) => void): void {
  const aside = join(temp('aside'), 'moved');
  renameSync(path, aside);
  link(aside);
}

/** The poisoned payload in the format before issue 25: magic, CRC-32, length. */
function crcFormat(): Buffer {
  const header = Buffer.alloc(16);
  header.write('RGDCV8C1', 'latin1');
  header.writeUInt32LE(crc32(poison), 8);
  header.writeUInt32LE(poison.length, 12);
  return Buffer.concat([header, poison]);
}
