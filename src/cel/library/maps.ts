/**
 * kro's maps library: `map.merge(map)` (keys of the receiver win) and
 * `dyn.deepMerge(dyn)`.
 */
import type { Environment } from '@marcbachmann/cel-js';
import { notEvaluated } from './namespace.js';

export function registerMaps(env: Environment): void {
  // The signature-string form cannot spell a receiver type with a comma in it.
  env.registerFunction({
    name: 'merge',
    receiverType: 'map<K, V>',
    returnType: 'map<K, V>',
    params: [{ name: 'other', type: 'map<K, V>' }],
    handler: (a: unknown, b: unknown) => mergeMaps(a, b),
  });
  env.registerFunction('dyn.deepMerge(dyn): dyn', notEvaluated('deepMerge'));
}

function mergeMaps(a: unknown, b: unknown): Map<unknown, unknown> {
  const result = new Map(entries(b));
  for (const [key, value] of entries(a)) result.set(key, value);
  return result;
}

function entries(value: unknown): [unknown, unknown][] {
  if (value instanceof Map) return [...value.entries()];
  return Object.entries(value as Record<string, unknown>);
}
