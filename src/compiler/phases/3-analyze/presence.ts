/**
 * Whether an instance always carries a parameter. kro fails to evaluate a read of a field
 * the instance left out when no default filled it ("no such key", kro#893); the graph
 * phase reads such parameters optionally, and analyze warns about them.
 */
import type { ParameterInfo } from '../../../simpleschema/index.js';

/**
 * Index of the first path segment that may be absent from an instance (neither required
 * nor defaulted, by kro's rules), or -1 when the whole path is always present.
 */
export function firstAbsentSegment(parameter: ParameterInfo, all: readonly ParameterInfo[]): number {
  const byPath = indexOf(all);
  for (let i = 0; i < parameter.path.length; i++) {
    const node = byPath.get(parameter.path.slice(0, i + 1).join('.'));
    if (!node || !(node.required || node.hasDefault)) return i;
  }
  return -1;
}

const INDEXES = new WeakMap<readonly ParameterInfo[], Map<string, ParameterInfo>>();

/** Parameters by dotted path, built once per parameter list (lookups stay O(1)). */
function indexOf(all: readonly ParameterInfo[]): Map<string, ParameterInfo> {
  let index = INDEXES.get(all);
  if (!index) {
    index = new Map(all.map((p) => [p.path.join('.'), p]));
    INDEXES.set(all, index);
  }
  return index;
}
