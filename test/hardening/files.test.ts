/**
 * Files like Unix tools (issue 10 §5): `-o` never replaces a device, every file-system
 * failure is a diagnostic with exit 3, and inputs are read with bounds (size limit while
 * reading, a timeout on silent FIFOs, devices and directories refused).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const GOOD = 'test/fixtures/compile/helm-simple/configdata.yaml';
const dir = mkdtempSync(join(tmpdir(), 'rgdc-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isRoot = process.getuid?.() === 0;
const isDevice = (path: string) => existsSync(path) && statSync(path).isCharacterDevice();
const diagnosticsOf = (stdout: string) => (JSON.parse(stdout) as { diagnostics: { code: string; message: string }[] }).diagnostics;

describe('-o and --sarif on files that are not regular files', () => {
  it.skipIf(!isRoot)('compile -o on a character device writes through it and leaves it a device (needs root for mknod)', () => {
    const device = join(dir, 'null');
    expect(spawnSync('mknod', [device, 'c', '1', '3']).status).toBe(0);
    const run = rgdc(['compile', GOOD, '-o', device]);
    expect(run.code).toBe(0);
    expect(statSync(device).isCharacterDevice()).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  // Never the real /dev/null: a regression here would replace the machine's device.
  it.skipIf(!isRoot)('check --sarif on a character device writes through it (needs root for mknod)', () => {
    const device = join(dir, 'null-sarif');
    expect(spawnSync('mknod', [device, 'c', '1', '3']).status).toBe(0);
    const run = rgdc(['check', GOOD, '--sarif', device]);
    expect(run.code).toBe(0);
    expect(statSync(device).isCharacterDevice()).toBe(true);
  });

  it('-o /dev/stdout writes to standard output', () => {
    const run = rgdc(['compile', GOOD, '-o', '/dev/stdout']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kind: ResourceGraphDefinition');
  });

  it('-o replacing a regular file keeps its mode', () => {
    const file = join(dir, 'private.yaml');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o600);
    expect(rgdc(['compile', GOOD, '-o', file]).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('kind: ResourceGraphDefinition');
  });

  it('-o through a symbolic link replaces the file it names and keeps the link', () => {
    const target = join(dir, 'real.yaml');
    const link = join(dir, 'link.yaml');
    writeFileSync(target, 'old\n');
    symlinkSync(target, link);
    expect(rgdc(['compile', GOOD, '-o', link]).code).toBe(0);
    expect(readFileSync(target, 'utf8')).toContain('kind: ResourceGraphDefinition');
  });
});

describe('file-system failures are diagnostics with exit 3', () => {
  it.skipIf(!isDevice('/dev/full'))('stdout on a full disk: io_write_failed, exit 3, no stack trace', () => {
    const run = spawnSync('sh', ['-c', `"${process.execPath}" dist/bundle/main.js compile ${GOOD} > /dev/full`], { encoding: 'utf8' });
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('io_write_failed');
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });

  // A private copy of /dev/full: a regression (rename over the path) must not replace the
  // machine's own device, as the old code did when this test first ran.
  it.skipIf(!isRoot)('-o on a full device (mknod c 1 7): io_write_failed, exit 3, still a device', () => {
    const device = join(dir, 'full');
    expect(spawnSync('mknod', [device, 'c', '1', '7']).status).toBe(0);
    const run = rgdc(['compile', GOOD, '-o', device, '--json']);
    expect(run.code).toBe(3);
    expect(diagnosticsOf(run.stdout).map((d) => d.code)).toEqual(['io_write_failed']);
    expect(statSync(device).isCharacterDevice()).toBe(true);
  });

  it('stdout closed early (EPIPE) ends quietly', () => {
    const run = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" dist/bundle/main.js compile ${GOOD} --emit rgd,instance,bootstrap,schema | head -c 1 >/dev/null`],
      { encoding: 'utf8' },
    );
    // The summary follows a write the pipe took whole before the reader left; after EPIPE, nothing.
    expect(['', 'compiled podinfo (rgd, instance, bootstrap, schema; target ocm-controller-v0.3.0+flux-v2.6): 0 errors, 0 warnings -> stdout\n']).toContain(
      run.stderr,
    );
  });

  it.skipIf(!existsSync('/dev/full'))('stdout on a full device: io_write_failed, exit 3, and no success summary', () => {
    const run = spawnSync('sh', ['-c', `"${process.execPath}" dist/bundle/main.js compile ${GOOD} > /dev/full`], { encoding: 'utf8' });
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(/^<stdout>:1:1: error io_write_failed: /);
    expect(run.stderr).not.toContain('compiled');
  });

  it.each([
    ['a file in place of a directory (ENOTDIR)', () => join(dir, 'plain.txt', 'out.yaml')],
    ['a name longer than the file system allows (ENAMETOOLONG)', () => join(dir, 'x'.repeat(300))],
    ['a directory that does not exist (ENOENT)', () => join(dir, 'missing', 'out.yaml')],
    ['a directory', () => dir],
  ])('-o on %s: exit 3, io_write_failed', (_name, path) => {
    writeFileSync(join(dir, 'plain.txt'), 'x');
    const run = rgdc(['compile', GOOD, '-o', path(), '--json']);
    expect(run.code).toBe(3);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    expect(diagnosticsOf(run.stdout).map((d) => d.code)).toEqual(['io_write_failed']);
  });
});

describe('bounded input', () => {
  it('a FIFO without a writer times out with exit 3', () => {
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const started = Date.now();
    const run = rgdc(['compile', fifo, '--json'], undefined, { env: { RGDC_FIFO_TIMEOUT_MS: '300' } });
    expect(run.code).toBe(3);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(diagnosticsOf(run.stdout)[0]!.message).toMatch(/FIFO that sent no data/);
  });

  it('a FIFO with a writer is read', () => {
    const fifo = join(dir, 'fifo-fed');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const run = spawnSync('sh', ['-c', `(sleep 0.3; cat ${GOOD} > ${fifo}) & "${process.execPath}" dist/bundle/main.js compile ${fifo}`], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('kind: ResourceGraphDefinition');
  });

  it('/dev/zero as a file is refused as a device; as stdin it stops at the size limit', () => {
    const started = Date.now();
    const named = rgdc(['compile', '/dev/zero', '--json']);
    expect(named.code).toBe(3);
    expect(diagnosticsOf(named.stdout)[0]!.message).toMatch(/is a device/);
    const piped = spawnSync('sh', ['-c', `"${process.execPath}" dist/bundle/main.js compile - --json < /dev/zero`], { encoding: 'utf8' });
    expect(piped.status).toBe(3);
    expect(diagnosticsOf(piped.stdout)[0]!.message).toMatch(/larger than 16777216 bytes/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  // `rgdc check DIR` walks the folder (issue 26); the commands that read one file refuse it.
  it('a directory is refused with exit 3 where a file is read', () => {
    const run = rgdc(['compile', dir, '--json']);
    expect(run.code).toBe(3);
    expect(diagnosticsOf(run.stdout)[0]!.message).toMatch(/is a directory/);
  });
});
