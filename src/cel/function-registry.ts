/**
 * The one list of kro's CEL functions, read from the environment `library/index.ts`
 * builds (as kro's inspector reads its function list from the CEL environment). Check's
 * unknown-function rule, the type checker, the inspector, the shadowed namespaces,
 * the unknown-function hint and completion all derive what they know from here, so a
 * function registered in `library/` is known to each of them.
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
import type { Environment } from '@marcbachmann/cel-js';
import { kroBaseEnvironment } from './base-environment.js';
import { CEL_LIBRARIES, NOT_ENABLED_NAMESPACES, registerLibraries } from './library/index.js';
import { namespaceType } from './library/namespace.js';

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

let cached: KroFunctions | undefined;

/** kro's functions as {@link kroBaseEnvironment} (and its status-condition scope) declares them. */
export function kroFunctions(): KroFunctions {
  cached ??= readFunctions(kroBaseEnvironment());
  return cached;
}

/** The functions of `base` and of the status-condition libraries on top of it. */
function readFunctions(base: Environment): KroFunctions {
  const everywhere = base.getDefinitions();
  const scoped = base.clone();
  registerLibraries(scoped, 'statusConditions');
  const all = scoped.getDefinitions();
  const baseSignatures = new Set(everywhere.functions.map((f) => f.signature));
  // A namespace is a constant with functions on its type: `random` (kro.namespace.random),
  // and cel-js's own `cel` and `optional` (a `dyn` variable is no namespace).
  const receivers = new Set(all.functions.map((f) => f.receiverType));
  const namespaceOf = new Map(all.variables.filter((v) => v.type !== 'dyn' && receivers.has(v.type)).map((v) => [v.type, v.name]));
  const notInKro = new Set(CEL_LIBRARIES.flatMap((library) => library.notInKro ?? []));

  const overloads: KroFunctionOverload[] = [];
  for (const f of all.functions) {
    if (!/^[A-Za-z_]\w*$/.test(f.name)) continue;
    const receiver = f.receiverType ?? undefined;
    if (notInKro.has(receiver === undefined ? f.name : `${receiver}.${f.name}`)) continue;
    const namespace = receiver === undefined ? undefined : namespaceOf.get(receiver);
    const statusConditionsOnly = !baseSignatures.has(f.signature);
    if (namespace !== undefined) {
      overloads.push({ name: `${namespace}.${f.name}`, namespace, signature: `${namespace}.${f.signature.slice(receiver!.length + 1)}`, statusConditionsOnly });
    } else {
      // Namespace types in parameters (`type(kro.namespace.random)`) read as the namespace.
      overloads.push({
        name: f.name,
        ...(receiver !== undefined ? { receiver } : {}),
        signature: f.signature.replace(namespaceType(''), ''),
        statusConditionsOnly,
      });
    }
  }
  for (const library of CEL_LIBRARIES) {
    for (const fn of library.untyped ?? []) {
      const dot = fn.name.indexOf('.');
      overloads.push({
        name: fn.name,
        ...(dot > 0 ? { namespace: fn.name.slice(0, dot) } : {}),
        signature: fn.signature,
        statusConditionsOnly: library.scope === 'statusConditions',
      });
    }
  }

  const namespaced = new Set(overloads.filter((o) => o.namespace !== undefined).map((o) => o.name));
  const kroNamespaces = (definitions: typeof all) => definitions.variables.filter((v) => v.type.startsWith(namespaceType(''))).map((v) => v.name);
  const shadowable = new Set(kroNamespaces(everywhere));
  return {
    overloads,
    global: new Set(overloads.filter((o) => o.namespace === undefined && o.receiver === undefined).map((o) => o.name)),
    member: new Set(overloads.filter((o) => o.receiver !== undefined).map((o) => o.name)),
    namespaced,
    namespaces: new Set([...overloads.flatMap((o) => (o.namespace === undefined ? [] : [o.namespace])), ...NOT_ENABLED_NAMESPACES]),
    names: new Set(overloads.map((o) => o.name.slice(o.name.indexOf('.') + 1))),
    shadowableNamespaces: shadowable,
    statusConditionNamespaces: new Set(kroNamespaces(all).filter((name) => !shadowable.has(name))),
    hintLibraries: hintLibraries(),
  };
}

/** Whether a call is declared: `name` is the qualified name for namespaced calls. */
export function isKnownFunction(name: string, member: boolean): boolean {
  const known = kroFunctions();
  if (name.includes('.')) return known.namespaced.has(name);
  return member ? known.member.has(name) : known.global.has(name);
}

/**
 * The libraries' hint labels in index order, each once, with consecutive labels of one
 * family named together: `strings, lists, ..., Kubernetes url/regex/quantity, random`.
 */
function hintLibraries(): string {
  const parts: string[] = [];
  let family: string | undefined;
  for (const label of new Set(CEL_LIBRARIES.flatMap((library) => (library.hint === undefined ? [] : [library.hint])))) {
    const space = label.indexOf(' ');
    const prefix = space > 0 ? label.slice(0, space) : undefined;
    if (prefix !== undefined && prefix === family) parts[parts.length - 1] += `/${label.slice(space + 1)}`;
    else parts.push(label);
    family = prefix;
  }
  return parts.join(', ');
}
