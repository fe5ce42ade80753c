/** kro's list library: `lists.setAtIndex`, `lists.insertAtIndex`, `lists.removeAtIndex`. */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { namespaceType } from './namespace.js';

/** Needs the `lists` namespace ({@link registerLists} declares it). */
export function registerKroLists(env: Environment): void {
  const ns = namespaceType('lists');
  env.registerFunction(`${ns}.setAtIndex(list<T>, int, T): list<T>`, (_: unknown, l: unknown[], i: bigint, v: unknown) => {
    const at = index(l, i, l.length - 1);
    return l.map((w, j) => (j === at ? v : w));
  });
  env.registerFunction(`${ns}.insertAtIndex(list<T>, int, T): list<T>`, (_: unknown, l: unknown[], i: bigint, v: unknown) => {
    const at = index(l, i, l.length);
    return [...l.slice(0, at), v, ...l.slice(at)];
  });
  env.registerFunction(`${ns}.removeAtIndex(list<T>, int): list<T>`, (_: unknown, l: unknown[], i: bigint) => {
    const at = index(l, i, l.length - 1);
    return l.filter((_w, j) => j !== at);
  });
}

function index(l: unknown[], i: bigint, max: number): number {
  const at = Number(i);
  if (at < 0 || at > max) throw new EvaluationError(`index ${at} out of bounds for a list of size ${l.length}`);
  return at;
}
