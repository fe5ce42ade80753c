/**
 * What one file of `library/` declares: the code that registers its functions and what
 * the registry (`../function-registry.ts`) cannot read from the registration itself.
 * Everything else (names, namespaces, signatures) is read from the environment the
 * registration builds (`npm run gen:cel` writes it into `../generated/functions.ts`), so a
 * function registered here is known to check, type checking, the inspector and completion
 * without a list to update by hand.
 *
 * ```ts
 * export const RANDOM: CelLibrary = { hint: 'random', register: registerRandom };
 * ```
 */
import type { Environment } from '@marcbachmann/cel-js';

/** A function kro declares that cel-js cannot: known by name, never type-checked. */
export interface UntypedFunction {
  /** Qualified name as written: `ip.isCanonical`. */
  readonly name: string;
  /** How completion shows it, in cel-js's notation: `ip.isCanonical(string): bool`. */
  readonly signature: string;
}

/** One CEL library as `library/index.ts` lists it. */
export interface CelLibrary {
  /** Declares the library's functions, types and namespaces in `env`. */
  readonly register: (env: Environment) => void;
  /**
   * Where kro declares the library: in every expression (the default), or only in
   * `schema.status.conditions` (kro's `runtime`), where `KroScope.runtime` adds it.
   */
  readonly scope?: 'statusConditions';
  /**
   * How the `cel_unknown_function` hint names the library (`strings`, `Kubernetes url`);
   * absent for libraries that only complete CEL's standard library. Consecutive labels
   * of one family (`Kubernetes url`, `Kubernetes regex`) are named together.
   */
  readonly hint?: string;
  /**
   * Overloads the registration leaves in the environment that kro's cel-go does not
   * declare (cel-js built-ins, rgdc's own helpers), as `receiver.name` in cel-js's
   * notation (`bytes.hex`): they type-check here, yet kro reports them as unknown.
   */
  readonly notInKro?: readonly string[];
  /** Functions kro declares that the registration cannot (see {@link UntypedFunction}). */
  readonly untyped?: readonly UntypedFunction[];
}
