/** kro's list library: `lists.setAtIndex`, `lists.insertAtIndex`, `lists.removeAtIndex`. */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { namespaceType } from './namespace.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const KRO_LISTS_LIBRARY: CelLibrary = {
  register: registerKroLists,
  hint: 'lists',
};

/** Needs the `lists` namespace ({@link registerLists} declares it). */
export function registerKroLists(env: Environment): void {
  const ns = namespaceType('lists');
  env.registerFunction(`${ns}.setAtIndex(list<T>, int, T): list<T>`, (_: unknown, l: unknown[], i: bigint, v: unknown) => {
    const at = index('setAtIndex', l, i, false);
    return l.map((w, j) => (j === at ? v : w));
  });
  env.registerFunction(`${ns}.insertAtIndex(list<T>, int, T): list<T>`, (_: unknown, l: unknown[], i: bigint, v: unknown) => {
    const at = index('insertAtIndex', l, i, true);
    return [...l.slice(0, at), v, ...l.slice(at)];
  });
  env.registerFunction(`${ns}.removeAtIndex(list<T>, int): list<T>`, (_: unknown, l: unknown[], i: bigint) => {
    const at = index('removeAtIndex', l, i, false);
    return l.filter((_w, j) => j !== at);
  });
}

/** `i` checked against `[0, size)`, or `[0, size]` where the end is allowed (insert appends); kro's messages. */
function index(fn: string, l: unknown[], i: bigint, endAllowed: boolean): number {
  const size = BigInt(l.length);
  if (i < 0n || i > size || (i === size && !endAllowed))
    throw new EvaluationError(`lists.${fn}: index ${i} out of bounds [0, ${size}${endAllowed ? ']' : ')'}`);
  return Number(i);
}
