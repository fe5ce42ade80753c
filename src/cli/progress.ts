/**
 * The transfer progress line on stderr: drawn only when stderr is a terminal (never in a
 * pipe, a CI log or with `--json`), redrawn at most every 100 ms, and cleared before the
 * command prints anything else, so what stays on the screen is the same as without it.
 *
 * ```
 * rgdc: downloading 2 blobs, 1.4 MiB of 3.0 MiB
 * ```
 */
import type { TransferProgress } from '../oci/options.js';

/** A progress line: feed it transfer events, clear it before printing. */
export interface ProgressLine {
  readonly update: (event: TransferProgress) => void;
  clear(): void;
}

const REDRAW_MS = 100;

/** A progress line on `stream`, or undefined when it is not a terminal. */
export function createProgressLine(stream: NodeJS.WriteStream, now: () => number = Date.now): ProgressLine | undefined {
  if (!stream.isTTY) return undefined;
  const transfers = new Map<string, { transferred: number; total?: number; direction: TransferProgress['direction'] }>();
  let drawn = false;
  let last = 0;
  const draw = (): void => {
    const all = [...transfers.values()];
    const active = all.filter((t) => t.total === undefined || t.transferred < t.total);
    const moved = all.reduce((sum, t) => sum + t.transferred, 0);
    const known = all.every((t) => t.total !== undefined);
    const total = all.reduce((sum, t) => sum + (t.total ?? 0), 0);
    const verb = all.some((t) => t.direction === 'upload') ? 'uploading' : 'downloading';
    const count = active.length === 1 ? '1 blob' : `${active.length} blobs`;
    const line = `rgdc: ${verb} ${count}, ${formatBytes(moved)}${known ? ` of ${formatBytes(total)}` : ''}`;
    const width = stream.columns && stream.columns > 10 ? stream.columns - 1 : 79;
    stream.write(`\r\x1b[2K${line.slice(0, width)}`);
    drawn = true;
  };
  return {
    update: (event) => {
      transfers.set(`${event.direction} ${event.repository} ${event.digest}`, {
        transferred: event.transferred,
        ...(event.total !== undefined ? { total: event.total } : {}),
        direction: event.direction,
      });
      const time = now();
      if (time - last < REDRAW_MS) return;
      last = time;
      draw();
    },
    clear: () => {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
      transfers.clear();
    },
  };
}

/** `512 B`, `1.4 KiB`, `3.0 MiB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
