/**
 * Positions without the Document: the shape of a document the fast reader (fast-load.ts)
 * read, with the ranges it knows, and `locate`'s walk (index.ts, findNode) over it. Keys,
 * scalars and flow collections have their `yaml` ranges here; block collections, block
 * scalars and empty values do not, and for them the full Document answers.
 */

/** `[start, end)` of a node as the `yaml` library's `range` has it; null where it is not known here. */
export type Range = readonly [number, number] | null;

/**
 * The shape of a document with the ranges the fast path knows (scalars, flow collections,
 * keys), built only for `fastLocate`.
 */
export type Shadow =
  | { readonly kind: 'scalar'; readonly range: Range }
  | { readonly kind: 'map'; readonly range: Range; readonly entries: Map<string, { readonly key: Range; readonly value: Shadow }> }
  | { readonly kind: 'seq'; readonly range: Range; readonly items: Shadow[] };

/** A node whose range only the full Document knows. */
export const UNKNOWN: Shadow = { kind: 'scalar', range: null };

/**
 * The `[start, end)` range `locate` (index.ts, findNode) finds for `path` in the document
 * `shadow` describes, or undefined when that node's range is one the fast path does not
 * know (block collections, block scalars, empty values): then the full Document answers.
 */
export function fastLocate(shadow: Shadow, path: readonly (string | number)[], wantKey: boolean): readonly [number, number] | undefined {
  let current = shadow;
  let deepest: Range = current.range;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    if (current.kind === 'map') {
      const entry = current.entries.get(String(segment));
      if (!entry) return deepest ?? undefined;
      if (i === path.length - 1 && wantKey) return entry.key ?? undefined;
      current = entry.value;
    } else if (current.kind === 'seq' && typeof segment === 'number') {
      const item = current.items[segment];
      if (!item) return deepest ?? undefined;
      current = item;
    } else {
      return deepest ?? undefined;
    }
    deepest = current.range;
  }
  return deepest ?? undefined;
}
