/**
 * kro's function set on cel-js, without any RGD's variables: the libraries of
 * `library/index.ts` that every expression sees. `environment.ts` clones it per RGD, and
 * `environment-functions.ts` reads from it what every consumer of the function list knows
 * (written into `generated/functions.ts` by `npm run gen:cel`, so that list costs no build).
 */
import { Environment } from '@marcbachmann/cel-js';
import { registerLibraries } from './library/index.js';

let base: Environment | undefined;

/** kro's function set on top of cel-js, built once and cloned per RGD. */
export function kroBaseEnvironment(): Environment {
  base ??= buildKroBaseEnvironment();
  return base;
}

/**
 * A new environment with kro's function set. {@link kroBaseEnvironment} caches one per
 * process; tests that must see a change to a library's registration build their own.
 */
export function buildKroBaseEnvironment(): Environment {
  const env = new Environment({ enableOptionalTypes: true, homogeneousAggregateLiterals: false });
  registerLibraries(env, undefined);
  registerNullComparisons(env);
  return env;
}

/**
 * `format: date-time` fields are timestamps (as in kro), and RGDs test them against null
 * (`job.status.completionTime != null`), which cel-go accepts; cel-js needs the overload.
 */
function registerNullComparisons(env: Environment): void {
  for (const type of ['google.protobuf.Timestamp', 'google.protobuf.Duration']) {
    env.registerOperator(`${type} == null`, (a: unknown, b: unknown) => a === b);
  }
}
