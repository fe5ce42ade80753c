/**
 * Small helpers for plain JSON-like data, shared by every phase: telling a map from other
 * values, and ordering keys so that output never depends on the order of the input.
 */

/** True for a plain map (an object that is not an array or null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy with every map's keys sorted, at every depth; lists keep their order. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (isRecord(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeysDeep(value[key])]),
    );
  return value;
}

/** A shallow copy with keys sorted and undefined entries dropped. */
export function sortedByKey<T>(record: Readonly<Record<string, T | undefined>> | undefined): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record ?? {})
      .filter((entry): entry is [string, T] => entry[1] !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
