/**
 * Registers a struct type that is new to its environment without cel-js's scans for
 * overlapping overloads. cel-js checks every new overload against every earlier one of the
 * same operator or function (`Registry#checkOverlappingSignatures`, `#hasOverload`), so
 * registering one struct type per resource id (its `type(T)` function and `T == T`) is
 * quadratic: ~350 ms at 4,000 resources. For a type name that is not registered yet those
 * scans cannot find anything: `type(T)` could only overlap `type(T)` or a `type(dyn)` (which
 * would have failed every earlier registration), and `T == T` / `T != T` only an earlier
 * `T == T`. cel-js still refuses a name registered twice (`objectTypes`) before it adds
 * any overload.
 *
 * The scans are the only loops that iterate cel-js's private `Candidates` lists with
 * `for...of` (lookups index them); for the duration of one registration their iterator is
 * empty. The class is private to cel-js: it is reached through the registry a type
 * checker hands a program node's `check`. Should that ever fail (another cel-js version),
 * registration simply scans as before.
 */
import type { Environment } from '@marcbachmann/cel-js';

/* cel-js's registry internals are untyped. */
// biome-ignore lint/suspicious/noExplicitAny: cel-js's registry internals have no types to name.
type Any = any;

type Iterate = (this: unknown) => Iterator<unknown>;

let candidates: { [Symbol.iterator]: Iterate } | null | undefined;

/** cel-js's `Candidates.prototype`, found once (null when it cannot be found). */
function candidatesPrototype(env: Environment): { [Symbol.iterator]: Iterate } | null {
  if (candidates !== undefined) return candidates;
  candidates = null;
  try {
    const program = env.parse('1') as Any;
    program.ast.setMeta('check', (chk: Any) => {
      const proto = Object.getPrototypeOf(chk.registry.operatorCandidates('=='));
      if (typeof proto?.[Symbol.iterator] === 'function' && typeof proto.add === 'function') candidates = proto;
      throw new Error('found');
    });
    program.check();
  } catch {
    // Found, or not there: either way `candidates` says.
  }
  return candidates;
}

const NOTHING: Iterate = () => [][Symbol.iterator]();

/**
 * Runs `register` (which registers one struct type whose name is new to `env`, and its
 * equality) with cel-js's overlap scans skipped (see the module comment).
 */
export function registerFresh(env: Environment, register: () => void): void {
  const proto = candidatesPrototype(env);
  if (!proto || !Object.hasOwn(proto, Symbol.iterator)) {
    register();
    return;
  }
  const iterate = proto[Symbol.iterator];
  proto[Symbol.iterator] = NOTHING;
  try {
    register();
  } finally {
    proto[Symbol.iterator] = iterate;
  }
}
