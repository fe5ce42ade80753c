/**
 * What the cursor is on, for hover, definition, references and rename: a resource id (in
 * an expression or at its `id:`), a field read through a chain (`schema.spec.port`,
 * `deployment.status.x`), or a forEach iterator.
 */
import type { ReferenceChain } from './cel-references.js';
import { expressionAt, type IndexedExpression, type OffsetRange, type RgdIndex } from './rgd-index.js';

/** The thing under the cursor and the document range of the word it is named by. */
export type SymbolAt =
  | { readonly kind: 'resource'; readonly id: string; readonly range: OffsetRange; readonly expression?: IndexedExpression }
  | { readonly kind: 'iterator'; readonly name: string; readonly resource: number; readonly range: OffsetRange }
  | { readonly kind: 'schema'; readonly range: OffsetRange }
  | {
      readonly kind: 'field';
      readonly chain: ReferenceChain;
      readonly fields: readonly string[];
      readonly range: OffsetRange;
      readonly expression: IndexedExpression;
    };

/** The symbol at `offset`, or undefined when the cursor is on nothing rgdc knows. */
export function symbolAt(index: RgdIndex, offset: number): SymbolAt | undefined {
  for (const resource of index.resources) {
    if (resource.id && resource.idRange && offset >= resource.idRange[0] && offset <= resource.idRange[1])
      return { kind: 'resource', id: resource.id, range: resource.idRange };
    for (const iterator of resource.iterators) {
      if (offset >= iterator.range[0] && offset <= iterator.range[1])
        return { kind: 'iterator', name: iterator.name, resource: resource.index, range: iterator.range };
    }
  }
  const found = expressionAt(index, offset);
  if (!found) return undefined;
  const { expression, at } = found;
  for (const chain of expression.chains) {
    const range = (start: number, end: number): OffsetRange => [expression.documentOffset(start), expression.documentOffset(end - 1) + 1];
    if (at >= chain.start && at <= chain.end) {
      if (chain.root === 'schema') return { kind: 'schema', range: range(chain.start, chain.end) };
      const iterator = expression.resource !== undefined ? index.resources[expression.resource]?.iterators.find((i) => i.name === chain.root) : undefined;
      if (iterator) return { kind: 'iterator', name: chain.root, resource: expression.resource!, range: range(chain.start, chain.end) };
      if (index.resources.some((r) => r.id === chain.root)) return { kind: 'resource', id: chain.root, range: range(chain.start, chain.end), expression };
      return undefined;
    }
    const segment = chain.segments.findIndex((s) => at >= s.start && at <= s.end);
    if (segment >= 0) {
      const s = chain.segments[segment]!;
      return { kind: 'field', chain, fields: chain.segments.slice(0, segment + 1).map((x) => x.name), range: range(s.start, s.end), expression };
    }
  }
  return undefined;
}

/** Every place resource `id` is named: its `id:` first, then each expression root reading it. */
export function resourceOccurrences(index: RgdIndex, id: string): OffsetRange[] {
  const ranges: OffsetRange[] = [];
  const declared = index.resources.find((r) => r.id === id);
  if (declared?.idRange) ranges.push(declared.idRange);
  for (const expression of index.expressions) {
    // A forEach iterator of the same name shadows the resource inside its own resource.
    if (expression.resource !== undefined && index.resources[expression.resource]?.iterators.some((i) => i.name === id)) continue;
    for (const chain of expression.chains) {
      if (chain.root === id) ranges.push([expression.documentOffset(chain.start), expression.documentOffset(chain.end - 1) + 1]);
    }
  }
  return ranges;
}

/** Every place a forEach iterator is named: the forEach key and its uses in the resource. */
export function iteratorOccurrences(index: RgdIndex, resource: number, name: string): OffsetRange[] {
  const iterator = index.resources[resource]?.iterators.find((i) => i.name === name);
  const ranges: OffsetRange[] = iterator ? [iterator.range] : [];
  for (const expression of index.expressions) {
    if (expression.resource !== resource) continue;
    for (const chain of expression.chains)
      if (chain.root === name) ranges.push([expression.documentOffset(chain.start), expression.documentOffset(chain.end - 1) + 1]);
  }
  return ranges;
}
