/** kro's JSON library: `json.unmarshal(string)` and `json.marshal(dyn)`. */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.js';

export function registerJson(env: Environment): void {
  const ns = registerNamespace(env, 'json');
  env.registerFunction(`${ns}.unmarshal(string): dyn`, (_: unknown, text: string) => {
    try {
      return toCel(JSON.parse(text));
    } catch (error) {
      throw new EvaluationError(`json.unmarshal: ${(error as Error).message}`);
    }
  });
  env.registerFunction(`${ns}.marshal(dyn): string`, (_: unknown, value: unknown) => JSON.stringify(value, jsonReplacer));
}

/** JSON numbers without a fraction become CEL ints (bigint), as kro's unstructured values. */
function toCel(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(toCel);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  return value;
}

function jsonReplacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Map) return Object.fromEntries(value);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}
