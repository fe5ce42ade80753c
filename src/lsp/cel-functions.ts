/**
 * kro's CEL function set with signatures, read from the one function registry
 * (`cel/function-registry.ts`, the environment rgdc type-checks with), so completion
 * offers exactly what check accepts. Functions of status conditions only (`runtime`)
 * are left out: completion does not know where in the RGD it is.
 */
import { kroFunctions } from '../cel/function-registry.js';

/** One function as completion shows it: `random.seededString`, with all its overloads. */
export interface CelFunction {
  /** What is typed: `size`, `random.seededString`. */
  readonly name: string;
  /** Receiver type for member functions (`string`, `list`), absent for global and namespaced ones. */
  readonly receiver?: string;
  readonly signatures: readonly string[];
}

let cached: readonly CelFunction[] | undefined;

/** Every declared function, grouped by name and receiver, sorted by name. */
export function celFunctions(): readonly CelFunction[] {
  if (cached) return cached;
  const groups = new Map<string, { name: string; receiver?: string; signatures: string[] }>();
  for (const overload of kroFunctions().overloads) {
    if (overload.statusConditionsOnly) continue;
    const name = overload.name;
    const memberOf = overload.receiver === undefined ? undefined : receiverKind(overload.receiver);
    const key = `${memberOf ?? ''}:${name}`;
    const group = groups.get(key) ?? { name, ...(memberOf ? { receiver: memberOf } : {}), signatures: [] };
    group.signatures.push(overload.signature);
    groups.set(key, group);
  }
  cached = [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

/** `list<A>` → `list`, `map<K, V>` → `map`, `optional<T>` → `optional`. */
function receiverKind(type: string): string {
  return type.replace(/<.*$/, '');
}
