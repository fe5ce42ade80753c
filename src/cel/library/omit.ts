/**
 * kro's `omit()`: a sentinel that removes the field it fills (alpha, feature gate
 * `CELOmitFunction`). Declared return type `dyn`; where it may appear is checked by the
 * reference rules, not here.
 */
import type { Environment } from '@marcbachmann/cel-js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const OMIT_LIBRARY: CelLibrary = {
  register: registerOmit,
};

/** The value `omit()` evaluates to; emitters drop fields holding it. */
export const OMIT = Symbol.for('kro.omit');

export function registerOmit(env: Environment): void {
  env.registerFunction('omit(): dyn', () => OMIT);
}
