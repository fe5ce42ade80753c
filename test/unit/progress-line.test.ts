/**
 * The transfer progress line: only on a terminal, throttled, and cleared so nothing of it
 * stays on the screen; `--json` never gets one (the registry flags give no onProgress).
 */
import { describe, expect, it } from 'vitest';
import { createProgressLine, formatBytes } from '../../src/cli/progress.js';
import { readRegistryFlags } from '../../src/cli/registry-options.js';

function stream(isTTY: boolean): NodeJS.WriteStream & { written: string[] } {
  const written: string[] = [];
  return { isTTY, columns: 60, written, write: (text: string) => written.push(text) > 0 } as unknown as NodeJS.WriteStream & { written: string[] };
}

describe('progress line', () => {
  it('is not drawn when stderr is not a terminal', () => {
    expect(createProgressLine(stream(false))).toBeUndefined();
  });

  it('draws on a terminal at most every 100 ms, sums parallel transfers, and clears', () => {
    const out = stream(true);
    let time = 1000;
    const line = createProgressLine(out, () => time)!;
    line.update({ direction: 'download', repository: 'r', digest: 'sha256:a', transferred: 512, total: 2048 });
    time += 50;
    line.update({ direction: 'download', repository: 'r', digest: 'sha256:b', transferred: 1024, total: 1024 * 1024 });
    time += 100;
    line.update({ direction: 'download', repository: 'r', digest: 'sha256:a', transferred: 2048, total: 2048 });
    expect(out.written).toEqual(['\r\x1b[2Krgdc: downloading 1 blob, 512 B of 2.0 KiB', '\r\x1b[2Krgdc: downloading 1 blob, 3.0 KiB of 1.0 MiB']);
    line.clear();
    expect(out.written.at(-1)).toBe('\r\x1b[2K');
    line.clear();
    expect(out.written).toHaveLength(3);
  });

  it('--json gets no progress callback; without flags the store options are empty', () => {
    const tty = stream(true);
    expect(readRegistryFlags({ json: true }, false, tty).store.registry?.onProgress).toBeUndefined();
    expect(readRegistryFlags({}, false, tty).store.registry?.onProgress).toBeTypeOf('function');
    expect(readRegistryFlags({ offline: true, cacheDir: '/tmp/c' }, false, stream(false)).store).toEqual({ offline: true, registry: { cacheDir: '/tmp/c' } });
  });

  it('formats sizes', () => {
    expect([0, 1023, 1024, 1536, 5 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual(['0 B', '1023 B', '1.0 KiB', '1.5 KiB', '5.0 MiB', '3.0 GiB']);
  });
});
