/**
 * The tar reader against archives the system `tar` writes (ustar, GNU long names, pax,
 * gzip), its own writer (round trip, same bytes for the same entries), and broken input
 * (bad checksum, truncation, not gzip) as errors, never a crash.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTar, TarError, writeTar } from '../../src/ocm/tar.js';

const LONG = `${'n'.repeat(120)}.yaml`;

function systemTar(format: string, gzip: boolean): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'rgdc-tar-'));
  mkdirSync(join(dir, 'src', 'blobs'), { recursive: true });
  writeFileSync(join(dir, 'src', 'artifact-index.json'), '{"schemaVersion":1,"artifacts":[]}');
  writeFileSync(join(dir, 'src', 'blobs', LONG), 'long\n');
  const out = join(dir, gzip ? 'a.tgz' : 'a.tar');
  execFileSync('tar', [`--format=${format}`, gzip ? '-czf' : '-cf', out, '-C', join(dir, 'src'), '.']);
  return readFileSync(out);
}

describe('readTar', () => {
  it.each([
    ['gnu', false],
    ['pax', false],
    ['gnu', true],
  ])('reads a %s archive (gzip %s) written by the system tar, long names included', (format, gzip) => {
    const entries = readTar(systemTar(format, gzip));
    expect(entries.map((e) => e.name).sort()).toEqual(['artifact-index.json', `blobs/${LONG}`]);
    expect(Buffer.from(entries.find((e) => e.name.startsWith('blobs/'))!.bytes).toString()).toBe('long\n');
  });

  it('reads back what writeTar writes, and writes the same bytes for the same entries', () => {
    const entries = [
      { name: 'component-descriptor.yaml', bytes: Buffer.from('meta:\n  schemaVersion: v2\n') },
      { name: 'empty', bytes: Buffer.alloc(0) },
      { name: 'block', bytes: Buffer.alloc(512, 7) },
    ];
    const archive = writeTar(entries);
    expect(readTar(archive).map((e) => [e.name, Buffer.from(e.bytes).toString('hex')])).toEqual(entries.map((e) => [e.name, e.bytes.toString('hex')]));
    expect(Buffer.from(writeTar(entries)).equals(Buffer.from(archive))).toBe(true);
    // The system tar agrees it is a tar.
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-tar-'));
    writeFileSync(join(dir, 'x.tar'), archive);
    expect(execFileSync('tar', ['tf', join(dir, 'x.tar')], { encoding: 'utf8' }).split('\n').filter(Boolean)).toEqual(['component-descriptor.yaml', 'empty', 'block']);
  });

  it.each([
    ['a header with a wrong checksum', () => {
      const archive = Buffer.from(writeTar([{ name: 'a', bytes: Buffer.from('x') }]));
      archive[0] = 'b'.charCodeAt(0);
      return archive;
    }, /checksum/],
    ['a truncated entry', () => Buffer.from(writeTar([{ name: 'a', bytes: Buffer.alloc(2000, 1) }])).subarray(0, 1024), /truncated/],
    ['a broken gzip stream', () => Buffer.concat([gzipSync(Buffer.from(writeTar([{ name: 'a', bytes: Buffer.from('x') }]))).subarray(0, 20)]), /gzip/],
  ])('%s is a TarError', (_name, make, message) => {
    expect(() => readTar(make())).toThrow(TarError);
    expect(() => readTar(make())).toThrow(message);
  });

  it('an archive of zeros holds nothing', () => expect(readTar(Buffer.alloc(1024))).toEqual([]));
});
