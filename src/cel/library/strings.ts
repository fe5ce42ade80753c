/**
 * cel-go `ext.Strings()` (latest version, as kro enables it) with cel-go's semantics:
 * indexes count code points, case mapping is ASCII-only, `trim` strips Unicode
 * White_Space. cel-js lacks `replace`, `format`, `charAt`, `reverse` and `strings.quote`
 * (registered here); it ships `lowerAscii`, `upperAscii`, `trim`, `indexOf`, `lastIndexOf`,
 * `substring` and `split` with JavaScript semantics, which {@link NATIVE_STRING_OVERRIDES}
 * replaces at evaluation time (see `../semantics.ts`), as it does `matches` (JavaScript
 * RegExp in cel-js, RE2 in cel-go: see `regex.ts`).
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.js';
import { formatString } from './format.js';
import { celMatches } from './regex.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const STRINGS_LIBRARY: CelLibrary = {
  register: registerStrings,
  hint: 'strings',
};

export function registerStrings(env: Environment): void {
  env.registerFunction('string.replace(string, string): string', (s: string, from: string, to: string) => replace(s, from, to, -1));
  env.registerFunction('string.replace(string, string, int): string', (s: string, from: string, to: string, n: bigint) => replace(s, from, to, Number(n)));
  env.registerFunction('string.charAt(int): string', (s: string, i: bigint) => {
    const chars = [...s];
    if (i < 0n || i > BigInt(chars.length)) throw new EvaluationError(`index out of range: ${i}`);
    return chars[Number(i)] ?? '';
  });
  env.registerFunction('string.reverse(): string', (s: string) => [...s].reverse().join(''));
  env.registerFunction('string.format(list): string', (s: string, args: unknown[]) => formatString(s, args));
  const ns = registerNamespace(env, 'strings');
  env.registerFunction(`${ns}.quote(string): string`, (_: unknown, s: string) => quote(s));
}

/** Go's `strings.Replace`: an empty `from` matches at every code point boundary. */
function replace(s: string, from: string, to: string, n: number): string {
  if (n === 0) return s;
  const parts = from === '' ? ['', ...[...s], ''] : s.split(from);
  if (n < 0 || n >= parts.length - 1) return parts.join(to);
  return parts.slice(0, n + 1).join(to) + from + parts.slice(n + 1).join(from);
}

/** cel-go's `strings.quote`: a double-quoted literal with C-style escapes. */
function quote(s: string): string {
  const escapes: Record<string, string> = {
    '\x07': '\\a',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\v': '\\v',
    '\\': '\\\\',
    '"': '\\"',
  };
  let out = '"';
  for (const ch of s) out += escapes[ch] ?? ch;
  return `${out}"`;
}

/** Unicode White_Space, as Go's `unicode.IsSpace`. */
const WHITE_SPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

function indexOfRunes(runes: string[], sub: string[], from: number): number {
  for (let i = from; i <= runes.length - sub.length; i++) {
    if (sub.every((ch, j) => runes[i + j] === ch)) return i;
  }
  return -1;
}

function lastIndexOfRunes(runes: string[], sub: string[], from: number): number {
  for (let i = Math.min(from, runes.length - sub.length); i >= 0; i--) {
    if (sub.every((ch, j) => runes[i + j] === ch)) return i;
  }
  return -1;
}

function outOfRange(index: bigint): EvaluationError {
  return new EvaluationError(`index out of range: ${index}`);
}

function substring(s: string, start: bigint, end?: bigint): string {
  const runes = [...s];
  const length = BigInt(runes.length);
  if (start < 0n || start > length) throw outOfRange(start);
  if (end === undefined) return runes.slice(Number(start)).join('');
  if (end < 0n || end > length) throw outOfRange(end);
  if (start > end) throw new EvaluationError(`invalid substring range. start: ${start}, end: ${end}`);
  return runes.slice(Number(start), Number(end)).join('');
}

/** Go's `strings.SplitN` (`n < 0`: all parts). */
function split(s: string, separator: string, n: number): string[] {
  if (n === 0) return [];
  const parts = separator === '' ? [...s] : s.split(separator);
  if (n < 0 || parts.length <= n) return parts;
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(separator)];
}

/**
 * cel-go implementations of the string functions cel-js ships natively, keyed by
 * `name/arity`; applied when the receiver is a string.
 */
export const NATIVE_STRING_OVERRIDES: Readonly<Record<string, (s: string, ...args: never[]) => unknown>> = {
  'lowerAscii/0': (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase()),
  'upperAscii/0': (s: string) => s.replace(/[a-z]+/g, (m) => m.toUpperCase()),
  'trim/0': (s: string) => s.replace(WHITE_SPACE, ''),
  'indexOf/1': (s: string, sub: string) => BigInt(sub === '' ? 0 : indexOfRunes([...s], [...sub], 0)),
  'indexOf/2': (s: string, sub: string, from: bigint) => {
    if (sub === '') return from;
    const runes = [...s];
    if (from < 0n || from >= BigInt(runes.length)) throw outOfRange(from);
    return BigInt(indexOfRunes(runes, [...sub], Number(from)));
  },
  'lastIndexOf/1': (s: string, sub: string) => {
    const runes = [...s];
    if (sub === '') return BigInt(runes.length);
    return BigInt(lastIndexOfRunes(runes, [...sub], runes.length - 1));
  },
  'lastIndexOf/2': (s: string, sub: string, from: bigint) => {
    if (sub === '') return from;
    const runes = [...s];
    if (from < 0n || from >= BigInt(runes.length)) throw outOfRange(from);
    return BigInt(lastIndexOfRunes(runes, [...sub], Number(from)));
  },
  'substring/1': (s: string, start: bigint) => substring(s, start),
  'substring/2': (s: string, start: bigint, end: bigint) => substring(s, start, end),
  'split/1': (s: string, separator: string) => split(s, separator, -1),
  'split/2': (s: string, separator: string, n: bigint) => split(s, separator, Number(n)),
  'matches/1': celMatches,
};
