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
  const byPath = new Map(all.map((p) => [p.path.join('.'), p]));
  for (let i = 0; i < parameter.path.length; i++) {
    const node = byPath.get(parameter.path.slice(0, i + 1).join('.'));
    if (!node || !(node.required || node.hasDefault)) return i;
  }
  return -1;
}
