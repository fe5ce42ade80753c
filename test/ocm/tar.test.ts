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
import { archiveLimits, readTar, TarError, TarLimitError, writeTar } from '../../src/ocm/tar.js';

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
    expect(
      execFileSync('tar', ['tf', join(dir, 'x.tar')], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean),
    ).toEqual(['component-descriptor.yaml', 'empty', 'block']);
  });

  it.each([
    [
      'a header with a wrong checksum',
      () => {
        const archive = Buffer.from(writeTar([{ name: 'a', bytes: Buffer.from('x') }]));
        archive[0] = 'b'.charCodeAt(0);
        return archive;
      },
      /checksum/,
    ],
    ['a truncated entry', () => Buffer.from(writeTar([{ name: 'a', bytes: Buffer.alloc(2000, 1) }])).subarray(0, 1024), /truncated/],
    ['a broken gzip stream', () => Buffer.concat([gzipSync(Buffer.from(writeTar([{ name: 'a', bytes: Buffer.from('x') }]))).subarray(0, 20)]), /gzip/],
  ])('%s is a TarError', (_name, make, message) => {
    expect(() => readTar(make())).toThrow(TarError);
    expect(() => readTar(make())).toThrow(message);
  });

  it('an archive of zeros holds nothing', () => expect(readTar(Buffer.alloc(1024))).toEqual([]));
});

describe('archive limits', () => {
  const archive = writeTar(Array.from({ length: 5 }, (_, i) => ({ name: `blobs/${i}`, bytes: Buffer.alloc(1000, 0x61) })));

  it('reads an archive exactly at both limits', () => {
    expect(readTar(archive, { maxBytes: archive.length, maxEntries: 5 })).toHaveLength(5);
    expect(readTar(gzipSync(archive), { maxBytes: archive.length, maxEntries: 5 })).toHaveLength(5);
  });

  it.each([
    [
      'a plain archive one byte past the size limit',
      archive,
      { maxBytes: archive.length - 1, maxEntries: 5 },
      'maxBytes',
      `the archive holds ${archive.length} bytes (archive size limit`,
    ],
    [
      'a gzip stream inflating one byte past the size limit',
      gzipSync(archive),
      { maxBytes: archive.length - 1, maxEntries: 5 },
      'maxBytes',
      'inflates to more than the limit (archive size limit',
    ],
    [
      'one entry past the entry limit',
      archive,
      { maxBytes: archive.length, maxEntries: 4 },
      'maxEntries',
      'the archive has more than 4 entries (archive entry limit 4; RGDC_MAX_ARCHIVE_ENTRIES raises it)',
    ],
  ] as const)('refuses %s', (_what, bytes, limits, limit, message) => {
    let error: unknown;
    try {
      readTar(bytes, limits);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TarLimitError);
    expect((error as TarLimitError).limit).toBe(limit);
    expect((error as TarLimitError).message).toContain(message);
  });

  it('reads the limits from the environment, else the defaults', () => {
    expect(archiveLimits({})).toEqual({ maxBytes: 256 * 1024 * 1024, maxEntries: 100_000 });
    expect(archiveLimits({ RGDC_MAX_ARCHIVE_BYTES: '4096', RGDC_MAX_ARCHIVE_ENTRIES: 'many' })).toEqual({ maxBytes: 4096, maxEntries: 100_000 });
  });
});
