/**
 * Regular expressions as kro, the API server, Flux and OCM run them: Go's `regexp`
 * (RE2 syntax, linear-time matching, UTF-8 code points, Perl flags). Every regex a user
 * writes goes through here: CEL `matches`/`find`/`findAll`, the SimpleSchema `pattern`
 * marker, instance validation in preview, CRD `pattern`s checked by ajv and localize's
 * value checks. rgdc's own fixed regexes stay JavaScript RegExp.
 *
 * ```ts
 * compileRegex('(?i)^[[:alpha:]]+$').test('Hello'); // true, as in Go
 * compileRegex('a*').findAll('baaab');               // ['', 'aaa', ''] (Go's FindAllString)
 * checkRegex('^(?!admin)');                          // RegexSyntaxError: ... unsupported Perl syntax: `(?!`
 * ```
 *
 * The engine (`re2js`) loads on the first compile (see `engine.ts`); compiled patterns are
 * cached, so a pattern used for every item of a list compiles once.
 */
import { loadRe2, type Re2Pattern } from './engine.js';
import { RegexSyntaxError, toRegexSyntaxError } from './syntax-error.js';

export { RegexSyntaxError } from './syntax-error.js';

/** A compiled RE2 pattern with the semantics of Go's `*regexp.Regexp`. */
export interface Regex {
  /** The pattern as written. */
  readonly source: string;
  /** Go's `MatchString`: does the pattern match anywhere in `text` (unanchored, like JSON Schema `pattern` and CEL `matches`)? */
  test(text: string): boolean;
  /** Go's `FindString`: the leftmost match, or `''` when there is none (as the Kubernetes CEL `find`). */
  find(text: string): string;
  /**
   * Go's `FindAllString(text, n)`: successive non-overlapping matches, at most `n` of them
   * (all when `n < 0`). An empty match right after a previous match is skipped, so
   * `a*` on `baaab` gives `['', 'aaa', '']` where JavaScript's `matchAll` gives four.
   */
  findAll(text: string, n?: number): string[];
}

/** How many compiled patterns (or syntax errors) are kept; CEL can build patterns from data. */
const CACHE_LIMIT = 1000;
const cache = new Map<string, Regex | RegexSyntaxError>();

/**
 * Compiles `pattern` as Go's `regexp.Compile` does, or throws the {@link RegexSyntaxError}
 * Go would return.
 */
export function compileRegex(pattern: string): Regex {
  const compiled = compileCached(pattern);
  if (compiled instanceof RegexSyntaxError) throw compiled;
  return compiled;
}

/** The error Go's `regexp.Compile` reports for `pattern`, or undefined when it compiles. */
export function checkRegex(pattern: string): RegexSyntaxError | undefined {
  const compiled = compileCached(pattern);
  return compiled instanceof RegexSyntaxError ? compiled : undefined;
}

/** The compiled pattern, or undefined when Go's `regexp.Compile` rejects it. */
export function tryCompileRegex(pattern: string): Regex | undefined {
  const compiled = compileCached(pattern);
  return compiled instanceof RegexSyntaxError ? undefined : compiled;
}

/**
 * Go's `regexp.MatchString(pattern, text)`: true when `pattern` matches anywhere in
 * `text`. Throws {@link RegexSyntaxError} for a pattern Go rejects.
 */
export function matchesRegex(pattern: string, text: string): boolean {
  return compileRegex(pattern).test(text);
}

/** The shape of ajv's `code.regExp` option (`RegExpEngine` in ajv's types). */
export interface AjvRegExpEngine {
  (pattern: string, flags: string): { test(text: string): boolean; toString(): string };
  /** Code ajv writes into standalone validators; rgdc never generates those with this engine. */
  code: string;
}

/**
 * An ajv `code.regExp` engine running JSON Schema `pattern`s with RE2, as the API server
 * does: `new Ajv({ code: { regExp: re2AjvEngine } })`. ajv's `u` flag is ignored (RE2
 * always matches code points); a pattern RE2 rejects makes `ajv.compile` throw.
 */
export const re2AjvEngine: AjvRegExpEngine = Object.assign(
  (pattern: string) => {
    const regex = compileRegex(pattern);
    // ajv keys its cache of pattern objects by `toString()`, so it must name the pattern.
    return { test: (text: string) => regex.test(text), toString: () => `re2(${JSON.stringify(pattern)})` };
  },
  { code: 'require("re2js").RE2JS.compile' },
);

function compileCached(pattern: string): Regex | RegexSyntaxError {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit;
  let compiled: Regex | RegexSyntaxError;
  try {
    compiled = wrap(pattern, loadRe2().RE2JS.compile(pattern));
  } catch (error) {
    compiled = toRegexSyntaxError(pattern, error);
  }
  // Dropping everything at the limit keeps the cache simple; hot patterns come back at once.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

function wrap(source: string, pattern: Re2Pattern): Regex {
  const re2 = pattern.re2();
  return {
    source,
    test: (text) => pattern.test(text),
    find: (text) => re2.find(text) as string,
    findAll: (text, n = -1) => (n === 0 ? [] : ((re2.findAll(text, n) as string[] | null) ?? [])),
  };
}
