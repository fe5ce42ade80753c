/** `readContainedFile` / `readRegularFile`: what a file named by data may be, as a table. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isContainedName, quoteDataName, readContainedFile, readRegularFile, type ContainedFileProblem } from '../../src/util/contained-file.js';

const base = mkdtempSync(join(tmpdir(), 'rgdc-contained-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const root = join(base, 'root');
mkdirSync(join(root, 'blobs'), { recursive: true });
writeFileSync(join(root, 'blobs', 'ok'), 'content');
writeFileSync(join(root, 'blobs', 'big'), 'x'.repeat(101));
writeFileSync(join(base, 'outside'), 'secret');
symlinkSync('../blobs/ok', join(root, 'blobs', 'inner-link'));
symlinkSync(join(base, 'outside'), join(root, 'blobs', 'outer-link'));
symlinkSync('/dev/zero', join(root, 'blobs', 'zero'));
symlinkSync('loop', join(root, 'blobs', 'loop'));
symlinkSync(base, join(root, 'up'));
spawnSync('mkfifo', [join(root, 'blobs', 'fifo')]);

describe('readContainedFile', () => {
  it.each<[string, ContainedFileProblem | 'ok']>([
    ['blobs/ok', 'ok'],
    ['blobs/inner-link', 'ok'],
    ['blobs/missing', 'missing'],
    ['nope/missing', 'missing'],
    ['blobs/outer-link', 'outside'],
    ['blobs/zero', 'outside'],
    ['up/outside', 'outside'],
    ['../outside', 'outside'],
    ['blobs/../../outside', 'outside'],
    ['/etc/passwd', 'outside'],
    ['blobs\\ok', 'outside'],
    ['blobs/ok\0', 'outside'],
    ['blobs//ok', 'outside'],
    ['', 'outside'],
    ['blobs/loop', 'outside'],
    ['blobs/fifo', 'not-regular'],
    ['blobs', 'not-regular'],
    ['blobs/big', 'too-large'],
  ])('%j is %s', (name, expected) => {
    const read = readContainedFile(root, name, { maxBytes: 100 });
    expect(read.ok ? 'ok' : read.problem).toBe(expected);
    if (read.ok) expect(read.bytes.toString()).toBe('content');
    else expect(read.message.startsWith(quoteDataName(name))).toBe(true);
  });

  it('reads nothing of a missing root', () => {
    const read = readContainedFile(join(base, 'no-root'), 'blobs/ok', { maxBytes: 100 });
    expect(read.ok ? 'ok' : read.problem).toBe('missing');
  });
});

describe('readRegularFile', () => {
  it("follows the user's link but refuses devices and FIFOs", () => {
    expect(readRegularFile(join(root, 'blobs', 'outer-link'), { maxBytes: 100 }).ok).toBe(true);
    const zero = readRegularFile('/dev/zero', { maxBytes: 100 });
    expect(zero.ok ? 'ok' : zero.problem).toBe('not-regular');
    const fifo = readRegularFile(join(root, 'blobs', 'fifo'), { maxBytes: 100 });
    expect(fifo.ok ? 'ok' : fifo.problem).toBe('not-regular');
  });
});

describe('quoteDataName and isContainedName', () => {
  it('escapes controls and cuts a long name to a marked prefix', () => {
    expect(quoteDataName('a\u001b[31mb')).toBe('"a\\u001b[31mb"');
    const long = quoteDataName('x'.repeat(1000));
    expect(long).toBe(`"${'x'.repeat(80)}"…`);
  });

  it('admits plain relative names only', () => {
    expect(['blobs/sha256.ab', 'a', 'a/b/c'].every(isContainedName)).toBe(true);
    expect(['..', './a', 'a/./b', 'a/', '/a', 'a\\b', 'a\0'].some(isContainedName)).toBe(false);
  });
});
