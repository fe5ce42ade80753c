/**
 * kro's CEL function set with signatures, read from the environment rgdc type-checks with
 * (`kroBaseEnvironment().getDefinitions()`), so completion offers exactly what kro declares.
 */
import { kroBaseEnvironment } from '../cel/environment.js';

/** One function as completion shows it: `random.seededString`, with all its overloads. */
export interface CelFunction {
  /** What is typed: `size`, `random.seededString`. */
  readonly name: string;
  /** Receiver type for member functions (`string`, `list`), absent for global and namespaced ones. */
  readonly receiver?: string;
  readonly signatures: readonly string[];
}

const NAMESPACE_PREFIX = 'kro.namespace.';
let cached: readonly CelFunction[] | undefined;

/** Every declared function, grouped by name and receiver, sorted by name. */
export function celFunctions(): readonly CelFunction[] {
  if (cached) return cached;
  const groups = new Map<string, { name: string; receiver?: string; signatures: string[] }>();
  for (const definition of kroBaseEnvironment().getDefinitions().functions) {
    if (!/^[A-Za-z_]\w*$/.test(definition.name)) continue;
    const receiver = definition.receiverType ?? undefined;
    const namespaced = receiver?.startsWith(NAMESPACE_PREFIX) === true;
    const name = namespaced ? `${receiver!.slice(NAMESPACE_PREFIX.length)}.${definition.name}` : definition.name;
    const memberOf = namespaced || receiver === undefined ? undefined : receiverKind(receiver);
    const key = `${memberOf ?? ''}:${name}`;
    const group = groups.get(key) ?? { name, ...(memberOf ? { receiver: memberOf } : {}), signatures: [] };
    group.signatures.push(definition.signature.replace(NAMESPACE_PREFIX, ''));
    groups.set(key, group);
  }
  cached = [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

/** `list<A>` → `list`, `map<K, V>` → `map`, `optional<T>` → `optional`. */
function receiverKind(type: string): string {
  return type.replace(/<.*$/, '');
}
