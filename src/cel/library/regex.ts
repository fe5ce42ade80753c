/**
 * Regular expressions in CEL, evaluated with RE2 as cel-go and the Kubernetes libraries
 * do (`../../regex/`): the standard `matches` (an unanchored search, both
 * `s.matches(re)` and `matches(s, re)`) and the Kubernetes regex library's `find` and
 * `findAll` (`k8s.io/apiserver/pkg/cel/library/regex.go`). A pattern Go rejects is an
 * evaluation error carrying Go's message, as in kro.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { compileRegex, RegexSyntaxError, type Regex } from '../../regex/index.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const REGEX_LIBRARY: CelLibrary = {
  register: registerRegex,
  hint: 'Kubernetes regex',
};

/** Registers `find`, `findAll` and the global `matches(string, string)` overload. */
export function registerRegex(env: Environment): void {
  env.registerFunction('matches(string, string): bool', (s: string, re: string) => celMatches(s, re));
  env.registerFunction('string.find(string): string', (s: string, re: string) => compile(re).find(s));
  env.registerFunction('string.findAll(string): list<string>', (s: string, re: string) => compile(re).findAll(s));
  env.registerFunction('string.findAll(string, int): list<string>', (s: string, re: string, n: bigint) => compile(re).findAll(s, n < 0n ? -1 : Number(n)));
}

/**
 * cel-go's `matches`: true when `re` matches anywhere in `s`. Replaces cel-js's built-in
 * `string.matches` (JavaScript RegExp) at evaluation time through `NATIVE_STRING_OVERRIDES`.
 */
export function celMatches(s: string, re: string): boolean {
  return compile(re).test(s);
}

function compile(re: string): Regex {
  try {
    return compileRegex(re);
  } catch (error) {
    if (error instanceof RegexSyntaxError) throw new EvaluationError(error.message);
    throw error;
  }
}
