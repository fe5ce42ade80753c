/**
 * cel-go `ext.Lists()` (`lists.range`, `slice`, `flatten`, `sort`, `distinct`, `reverse`,
 * `first`, `last`; `sortBy` is a macro in `comprehensions.ts`) and the Kubernetes list
 * library (`isSorted`, `sum`, `min`, `max`, `indexOf`, `lastIndexOf`).
 */
import { EvaluationError, Optional, type Environment } from '@marcbachmann/cel-js';
import { UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { celEquals } from '../equality.js';
import { registerNamespace } from './namespace.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const LISTS_LIBRARY: CelLibrary = {
  register: registerLists,
  hint: 'lists',
};

export function registerLists(env: Environment): void {
  const ns = registerNamespace(env, 'lists');
  env.registerFunction(`${ns}.range(int): list<int>`, (_: unknown, n: bigint) => Array.from({ length: Number(n) }, (_v, i) => BigInt(i)));
  env.registerFunction('list<T>.slice(int, int): list<T>', (l: unknown[], a: bigint, b: bigint) => slice(l, a, b));
  env.registerFunction('list.flatten(): list', (l: unknown[]) => l.flat(1));
  env.registerFunction('list.flatten(int): list', (l: unknown[], depth: bigint) => {
    if (depth < 0n) throw new EvaluationError('level must be non-negative');
    return l.flat(Number(depth));
  });
  env.registerFunction('list<T>.sort(): list<T>', (l: unknown[]) => [...l].sort(compareValues));
  env.registerFunction('list<T>.distinct(): list<T>', (l: unknown[]) => l.filter((v, i) => l.findIndex((w) => sameValue(v, w)) === i));
  env.registerFunction('list<T>.reverse(): list<T>', (l: unknown[]) => [...l].reverse());
  env.registerFunction('list<T>.first(): optional<T>', (l: unknown[]) => (l.length > 0 ? Optional.of(l[0]) : Optional.none()));
  env.registerFunction('list<T>.last(): optional<T>', (l: unknown[]) => (l.length > 0 ? Optional.of(l[l.length - 1]) : Optional.none()));

  env.registerFunction('list<T>.isSorted(): bool', (l: unknown[]) => l.every((v, i) => i === 0 || compareValues(l[i - 1], v) <= 0));
  env.registerFunction('list<int>.sum(): int', (l: bigint[]) => l.reduce((a, b) => a + b, 0n));
  env.registerFunction('list<double>.sum(): double', (l: number[]) => l.reduce((a, b) => a + b, 0));
  // A uint sum stays a uint (cel-js adds UnsignedInts as plain bigints).
  env.registerFunction('list<uint>.sum(): uint', (l: UnsignedInt[]) => new UnsignedInt(l.reduce((a, b) => a + b.valueOf(), 0n)));
  env.registerFunction('list<T>.min(): T', (l: unknown[]) => nonEmpty(l, 'min').sort(compareValues)[0]);
  env.registerFunction('list<T>.max(): T', (l: unknown[]) => nonEmpty(l, 'max').sort(compareValues).at(-1));
  env.registerFunction('list<T>.indexOf(T): int', (l: unknown[], v: unknown) => BigInt(l.findIndex((w) => sameValue(v, w))));
  env.registerFunction('list<T>.lastIndexOf(T): int', (l: unknown[], v: unknown) => {
    for (let i = l.length - 1; i >= 0; i--) if (sameValue(v, l[i])) return BigInt(i);
    return -1n;
  });
}

/** cel-go's `slice`: no negative indexes, `start <= end <= size`, with its messages. */
function slice(l: unknown[], start: bigint, end: bigint): unknown[] {
  if (start < 0n || end < 0n) throw new EvaluationError(`cannot slice(${start}, ${end}), negative indexes not supported`);
  if (start > end) throw new EvaluationError(`cannot slice(${start}, ${end}), start index must be less than or equal to end index`);
  if (BigInt(l.length) < end) throw new EvaluationError(`cannot slice(${start}, ${end}), list is length ${l.length}`);
  return l.slice(Number(start), Number(end));
}

/** A copy of `l`; Kubernetes' `min()` and `max()` fail on an empty list. */
function nonEmpty(l: unknown[], fn: string): unknown[] {
  if (l.length === 0) throw new EvaluationError(`${fn} called on empty list`);
  return [...l];
}

/** Orders CEL scalars (numbers, strings, booleans). */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = typeof a === 'boolean' ? Number(a) : (a as number);
  const y = typeof b === 'boolean' ? Number(b) : (b as number);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** CEL equality (deep for lists and maps, numbers across int, uint and double). */
export function sameValue(a: unknown, b: unknown): boolean {
  return celEquals(a, b);
}
