/**
 * A limit set through an environment variable (`RGDC_REGISTRY_DEADLINE_MS=600000`): a
 * positive integer, or undefined (then the default holds) when unset or not one, as
 * `RGDC_FIFO_TIMEOUT_MS` is read.
 */
export function limitFromEnv(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name]?.trim();
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A byte count for messages: `256 MiB`, `1.5 KiB`, `12 bytes`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
