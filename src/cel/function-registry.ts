/**
 * The one list of kro's CEL functions, read from the environment `library/index.ts`
 * builds (as kro's inspector reads its function list from the CEL environment). Check's
 * unknown-function rule, the type checker, the inspector, the shadowed namespaces,
 * the unknown-function hint and completion all derive what they know from here, so a
 * function registered in `library/` is known to each of them.
 *
 * The list is read from the environment at build time, not at every start: building
 * kro's environment takes milliseconds that a compile which only asks whether a name is
 * a function should not pay. `scripts/generate-cel-functions.mjs` (`npm run gen:cel`)
 * writes what `environment-functions.ts` reads from the environment into
 * `generated/functions.ts`, and `test/cel/function-registry.test.ts` fails when the two
 * disagree, so a function added to `library/` without regenerating is caught.
 *
 * What the environment cannot say is declared by the library files themselves
 * (`library/library.ts`): overloads cel-js has and kro lacks (`notInKro`), functions kro
 * has and cel-js cannot declare (`untyped`), and where a library applies (`scope`).
 *
 * ```ts
 * kroFunctions().namespaced.has('random.seededString'); // true
 * kroFunctions().member.has('lowerAscii'); // true
 * ```
 */
import { KRO_FUNCTION_DATA } from './generated/functions.js';

/** One overload kro declares. */
export interface KroFunctionOverload {
  /** As written: `size`, `lowerAscii`, `random.seededString`. */
  readonly name: string;
  /** The namespace of a namespaced function (`random`); absent otherwise. */
  readonly namespace?: string;
  /** The receiver type of a member function in cel-js's notation (`string`, `list<T>`). */
  readonly receiver?: string;
  /** cel-js's signature with namespaces spelled as written: `random.seededString(int, string): string`. */
  readonly signature: string;
  /** Declared only in `schema.status.conditions` (kro's `runtime`). */
  readonly statusConditionsOnly: boolean;
}

/** What every consumer of kro's function list reads. */
export interface KroFunctions {
  /** Every overload, in registration order (`untyped` ones last), with its signature for completion. */
  readonly overloads: readonly KroFunctionOverload[];
  /** Functions called without a receiver: `size(x)`, `omit()`, `url(s)`. */
  readonly global: ReadonlySet<string>;
  /** Functions called on a receiver: `x.startsWith(y)`, `list.map(v, ...)`. */
  readonly member: ReadonlySet<string>;
  /** Functions in a namespace, qualified: `random.seededString`, `cel.bind`. */
  readonly namespaced: ReadonlySet<string>;
  /** Identifiers that name function namespaces, with those of libraries kro does not enable. */
  readonly namespaces: ReadonlySet<string>;
  /** Every function's name without its namespace (`seededString`, `lowerAscii`). */
  readonly names: ReadonlySet<string>;
  /**
   * Namespaces rgdc declares as constants (`library/namespace.ts`) in every expression:
   * a resource of that name is declared under an alias (`shadowed-namespaces.ts`).
   */
  readonly shadowableNamespaces: ReadonlySet<string>;
  /** Namespaces declared only in status conditions (`runtime`): reserved, never a resource. */
  readonly statusConditionNamespaces: ReadonlySet<string>;
  /** The `cel_unknown_function` hint's list of libraries, from their `hint` labels. */
  readonly hintLibraries: string;
}

/**
 * What the environment says, as plain data (`generated/functions.ts`); {@link kroFunctionsOf}
 * derives the rest. Lists keep the order the environment gives.
 */
export interface KroFunctionData {
  readonly overloads: readonly KroFunctionOverload[];
  /** The namespaces of the overloads, then those of libraries kro does not enable. */
  readonly namespaces: readonly string[];
  readonly shadowableNamespaces: readonly string[];
  readonly statusConditionNamespaces: readonly string[];
  readonly hintLibraries: string;
}

let cached: KroFunctions | undefined;

/** kro's functions as `kroBaseEnvironment()` (and its status-condition scope) declares them. */
export function kroFunctions(): KroFunctions {
  cached ??= kroFunctionsOf(KRO_FUNCTION_DATA);
  return cached;
}

/** The function list of `data`: the generated one, or one read from an environment. */
export function kroFunctionsOf(data: KroFunctionData): KroFunctions {
  const { overloads } = data;
  return {
    overloads,
    global: new Set(overloads.filter((o) => o.namespace === undefined && o.receiver === undefined).map((o) => o.name)),
    member: new Set(overloads.filter((o) => o.receiver !== undefined).map((o) => o.name)),
    namespaced: new Set(overloads.filter((o) => o.namespace !== undefined).map((o) => o.name)),
    namespaces: new Set(data.namespaces),
    names: new Set(overloads.map((o) => o.name.slice(o.name.indexOf('.') + 1))),
    shadowableNamespaces: new Set(data.shadowableNamespaces),
    statusConditionNamespaces: new Set(data.statusConditionNamespaces),
    hintLibraries: data.hintLibraries,
  };
}

/** Whether a call is declared: `name` is the qualified name for namespaced calls. */
export function isKnownFunction(name: string, member: boolean): boolean {
  const known = kroFunctions();
  if (name.includes('.')) return known.namespaced.has(name);
  return member ? known.member.has(name) : known.global.has(name);
}
