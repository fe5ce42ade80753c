/**
 * Merges every rule's target path into one tree of values, refusing what Helm would
 * silently get wrong: two rules on one path, a rule inside another rule's value, and
 * lists with holes (Helm replaces lists as a whole).
 */
import { formatFieldPath } from '../../../source/field-path.js';
import type { FieldPath } from '../../../source/types.js';
import type { ValueNode, ValueSource } from './types.js';
import { formatValuesPath, type ValuesPath } from '../../../configdata/values-path.js';

/** A conflict found while inserting, reported against the later rule. */
export interface TreeProblem {
  readonly code: 'configdata_path_conflict' | 'configdata_list_gap';
  readonly origin: FieldPath;
  readonly message: string;
}

/** A mutable builder; `finish()` checks list gaps and hands the tree on. */
export class ValuesTreeBuilder {
  readonly root: ValueNode & { kind: 'map' } = { kind: 'map', entries: new Map() };
  private readonly owners = new Map<ValueNode, FieldPath>();
  readonly problems: TreeProblem[] = [];

  /** Inserts `source` at `path`; a conflict is recorded and the value is dropped. */
  insert(path: ValuesPath, source: ValueSource, pathOrigin: FieldPath): void {
    let node: ValueNode = this.root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i]!;
      const last = i === path.length - 1;
      const containerKind = typeof segment === 'number' ? 'list' : 'map';
      if (node.kind === 'leaf') return this.conflict(path.slice(0, i), node, pathOrigin);
      if (node.kind !== containerKind) {
        return this.problem(
          'configdata_path_conflict',
          pathOrigin,
          `\`${formatValuesPath(path)}\` treats \`${formatValuesPath(path.slice(0, i)) || 'values'}\` as a ${containerKind}, but another rule made it a ${node.kind}`,
        );
      }
      const existing: ValueNode | undefined = node.kind === 'map' ? node.entries.get(segment as string) : node.items[segment as number];
      if (last) {
        if (existing) return this.conflict(path, existing, pathOrigin);
        const leaf: ValueNode = { kind: 'leaf', source };
        this.owners.set(leaf, pathOrigin);
        this.put(node, segment, leaf);
        return;
      }
      if (existing) {
        node = existing;
        continue;
      }
      const child: ValueNode = typeof path[i + 1] === 'number' ? { kind: 'list', items: [] } : { kind: 'map', entries: new Map() };
      this.owners.set(child, pathOrigin);
      this.put(node, segment, child);
      node = child;
    }
  }

  /** Checks that every list is dense from index 0 and returns the tree. */
  finish(): ValueNode & { kind: 'map' } {
    const walk = (node: ValueNode, at: ValuesPath): void => {
      if (node.kind === 'map') for (const [k, v] of node.entries) walk(v, [...at, k]);
      if (node.kind === 'list') {
        for (let i = 0; i < node.items.length; i++) {
          const item = node.items[i];
          if (item) walk(item, [...at, i]);
          else {
            const next = node.items.slice(i).find((x) => x !== undefined)!;
            this.problem(
              'configdata_list_gap',
              this.owners.get(next) ?? [],
              `rules set \`${formatValuesPath(at)}\` items but not index ${i}; Helm replaces the whole list, so item ${i} would be lost`,
            );
            return;
          }
        }
      }
    };
    walk(this.root, []);
    return this.root;
  }

  private put(container: ValueNode, segment: string | number, child: ValueNode): void {
    if (container.kind === 'map') container.entries.set(segment as string, child);
    else if (container.kind === 'list') container.items[segment as number] = child;
  }

  private conflict(path: ValuesPath, existing: ValueNode, origin: FieldPath): void {
    const first = this.owners.get(existing);
    const where = first ? ` (also set by ${formatFieldPath(first)})` : '';
    this.problem('configdata_path_conflict', origin, `\`${formatValuesPath(path)}\` is already set by another rule${where}`);
  }

  private problem(code: TreeProblem['code'], origin: FieldPath, message: string): void {
    this.problems.push({ code, origin, message });
  }
}
