/**
 * kro's map library (`pkg/cel/library/maps.go`):
 *
 * - `map.merge(map)`: a new map with the entries of both; keys of the argument overwrite
 *   keys of the receiver (`{'a': 1}.merge({'a': 2})` is `{'a': 2}`).
 * - `dyn.deepMerge(dyn)`: like `merge`, but where both sides hold a map under the same key
 *   the two maps are merged recursively; lists and scalars from the argument replace the
 *   receiver's. Works on untyped (`object`) values too.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const MAPS_LIBRARY: CelLibrary = {
  register: registerMaps,
  hint: 'maps',
};

export function registerMaps(env: Environment): void {
  // The signature-string form cannot spell a receiver type with a comma in it.
  env.registerFunction({
    name: 'merge',
    receiverType: 'map<K, V>',
    returnType: 'map<K, V>',
    params: [{ name: 'other', type: 'map<K, V>' }],
    handler: (a: unknown, b: unknown) => mergeMaps(a, b),
  });
  env.registerFunction('dyn.deepMerge(dyn): dyn', (a: unknown, b: unknown) => {
    if (!isMap(a) || !isMap(b)) throw new EvaluationError('no such overload: deepMerge applies to two maps');
    return deepMerge(a, b);
  });
}

/** `a.merge(b)`: entries of `a`, overwritten and extended by those of `b`. */
export function mergeMaps(a: unknown, b: unknown): unknown {
  if (!(a instanceof Map) && !(b instanceof Map)) return { ...(a as object), ...(b as object) };
  const result = new Map(entries(a));
  for (const [key, value] of entries(b)) result.set(key, value);
  return result;
}

/** `a.deepMerge(b)`: {@link mergeMaps}, recursing where both values are maps. */
export function deepMerge(a: unknown, b: unknown): unknown {
  if (!isMap(a) || !isMap(b)) return b;
  if (!(a instanceof Map) && !(b instanceof Map)) {
    const result: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [key, value] of Object.entries(b as Record<string, unknown>)) {
      result[key] = Object.hasOwn(result, key) ? deepMerge(result[key], value) : value;
    }
    return result;
  }
  const result = new Map(entries(a));
  for (const [key, value] of entries(b)) result.set(key, result.has(key) ? deepMerge(result.get(key), value) : value);
  return result;
}

function isMap(value: unknown): boolean {
  if (value instanceof Map) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function entries(value: unknown): [unknown, unknown][] {
  if (value instanceof Map) return [...value.entries()];
  return Object.entries(value as Record<string, unknown>);
}
