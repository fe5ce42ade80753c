/**
 * Which ConfigData field produced which template field, so that preview can explain every
 * value it prints (`--explain`). Keys are dotted template paths (`spec.values.ui.message`,
 * list items as `[n]`); values are the ConfigData fields that set them.
 */
import type { FieldPath } from '../../../../source/types.js';
import { formatFieldPath } from '../../../../source/field-path.js';
import type { ValueNode } from '../../3-analyze/types.js';

/** Template path → the ConfigData fields behind it. */
export type Provenance = Record<string, readonly FieldPath[]>;

/** The provenance of every leaf of a values tree rendered at `base`. */
export function valuesProvenance(node: ValueNode, base: readonly (string | number)[]): Provenance {
  const out: Provenance = {};
  const walk = (n: ValueNode, at: (string | number)[]): void => {
    if (n.kind === 'leaf') out[formatFieldPath(at)] = [n.source.origin];
    else if (n.kind === 'map') for (const [k, v] of n.entries) walk(v, [...at, k]);
    else
      n.items.forEach((item, i) => {
        walk(item, [...at, i]);
      });
  };
  walk(node, [...base]);
  return out;
}
