/**
 * `forEach` expansion as kro does it: each dimension (`{name: ${list}}`) is evaluated to
 * a list; several dimensions form a cartesian product with the first as the outer loop;
 * each combination binds the iterator names for one item of the collection. kro refuses
 * collections larger than its default `MaxCollectionSize` (1000).
 */
import type { CelValue } from '../../cel/evaluate.js';
import { evaluateStandalone, type EvaluationProblem, type TemplateScope } from './evaluate-template.js';

/** kro's default limit on the items of one collection. */
export const MAX_COLLECTION_SIZE = 1000;

/** The iterator bindings of every item, in kro's order, or the problem that stopped it. */
export function expandForEach(
  dimensions: readonly (readonly [string, unknown])[],
  scope: TemplateScope,
): { items: Record<string, CelValue>[] } | { problem: EvaluationProblem; dimension: number } {
  let items: Record<string, CelValue>[] = [{}];
  for (const [i, [name, text]] of dimensions.entries()) {
    const result = evaluateStandalone(String(text), scope);
    if ('problem' in result) return { problem: result.problem, dimension: i };
    const list = result.value;
    if (!Array.isArray(list))
      return { problem: { kind: 'failed', message: `forEach ${name} must evaluate to a list`, path: [], expression: String(text) }, dimension: i };
    const next: Record<string, CelValue>[] = [];
    for (const item of items) for (const element of list) next.push({ ...item, [name]: element });
    items = next;
    if (items.length > MAX_COLLECTION_SIZE)
      return {
        problem: {
          kind: 'failed',
          message: `the collection has ${items.length} items; kro's limit is ${MAX_COLLECTION_SIZE}`,
          path: [],
          expression: String(text),
        },
        dimension: i,
      };
  }
  return { items };
}
