/**
 * The library index: every CEL library of kro's environment, in registration order.
 * `../base-environment.ts` registers them and `../environment-functions.ts` reads the
 * names, namespaces and signatures every consumer (check, type checking, the inspector,
 * the shadowed namespaces, the unknown-function hint, completion) uses from what they
 * register, written into `../generated/functions.ts` for `../function-registry.ts`; a new
 * library is one file here and one line below, then `npm run gen:cel`.
 */
import type { Environment } from '@marcbachmann/cel-js';
import { CIDR_LIBRARY } from './cidr.js';
import { COMPREHENSIONS_LIBRARY } from './comprehensions.js';
import { CORE_LIBRARY } from './core.js';
import { ENCODERS_LIBRARY } from './encoders.js';
import { HASH_LIBRARY } from './hash.js';
import { IP_LIBRARY } from './ip.js';
import { JSON_LIBRARY } from './json.js';
import { KRO_LISTS_LIBRARY } from './kro-lists.js';
import type { CelLibrary } from './library.js';
import { LISTS_LIBRARY } from './lists.js';
import { MAPS_LIBRARY } from './maps.js';
import { OMIT_LIBRARY } from './omit.js';
import { OPTIONALS_LIBRARY } from './optionals.js';
import { QUANTITY_LIBRARY } from './quantity.js';
import { RANDOM_LIBRARY } from './random.js';
import { REGEX_LIBRARY } from './regex.js';
import { RUNTIME_LIBRARY } from './runtime.js';
import { SEMVER_LIBRARY } from './semver.js';
import { STRINGS_LIBRARY } from './strings.js';
import { URLS_LIBRARY } from './urls.js';

export type { CelLibrary, UntypedFunction } from './library.js';

/**
 * kro's libraries (`pkg/cel/environment.go` `BaseDeclarations`), in the order they are
 * registered; the unknown-function hint names their families in this order too.
 */
export const CEL_LIBRARIES: readonly CelLibrary[] = [
  CORE_LIBRARY,
  STRINGS_LIBRARY,
  LISTS_LIBRARY,
  KRO_LISTS_LIBRARY, // after LISTS_LIBRARY, which declares the `lists` namespace
  COMPREHENSIONS_LIBRARY,
  OPTIONALS_LIBRARY,
  ENCODERS_LIBRARY,
  URLS_LIBRARY,
  REGEX_LIBRARY,
  QUANTITY_LIBRARY,
  IP_LIBRARY,
  CIDR_LIBRARY,
  SEMVER_LIBRARY,
  RANDOM_LIBRARY,
  HASH_LIBRARY,
  JSON_LIBRARY,
  MAPS_LIBRARY,
  OMIT_LIBRARY,
  RUNTIME_LIBRARY,
];

/**
 * Namespaces of cel-go libraries kro does NOT enable (`math`, `sets`): calls into them are
 * reported as unknown functions (`math.greatest`), not as unknown identifiers (`math`).
 */
export const NOT_ENABLED_NAMESPACES: readonly string[] = ['math', 'sets'];

/** Registers the libraries of one scope: every expression's (`undefined`) or `statusConditions`. */
export function registerLibraries(env: Environment, scope: CelLibrary['scope']): void {
  for (const library of CEL_LIBRARIES) if (library.scope === scope) library.register(env);
}
