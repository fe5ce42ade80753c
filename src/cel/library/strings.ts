/**
 * cel-go `ext.Strings()` functions cel-js lacks: `replace`, `format`, `charAt`, `reverse`
 * and `strings.quote` (cel-js has `indexOf`, `lastIndexOf`, `lowerAscii`, `upperAscii`,
 * `split`, `join`, `substring` and `trim` natively).
 */
import type { Environment } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.js';

export function registerStrings(env: Environment): void {
  env.registerFunction('string.replace(string, string): string', (s: string, from: string, to: string) => s.split(from).join(to));
  env.registerFunction('string.replace(string, string, int): string', (s: string, from: string, to: string, n: bigint) => replaceN(s, from, to, Number(n)));
  env.registerFunction('string.charAt(int): string', (s: string, i: bigint) => [...s][Number(i)] ?? '');
  env.registerFunction('string.reverse(): string', (s: string) => [...s].reverse().join(''));
  env.registerFunction('string.format(list): string', (s: string, args: unknown[]) => formatString(s, args));
  const ns = registerNamespace(env, 'strings');
  env.registerFunction(`${ns}.quote(string): string`, (_: unknown, s: string) => JSON.stringify(s));
}

function replaceN(s: string, from: string, to: string, n: number): string {
  if (n < 0) return s.split(from).join(to);
  let out = s;
  let index = 0;
  for (let done = 0; done < n; done++) {
    const at = out.indexOf(from, index);
    if (at < 0) break;
    out = out.slice(0, at) + to + out.slice(at + from.length);
    index = at + to.length + (from.length === 0 ? 1 : 0);
  }
  return out;
}

/** `%s`, `%d`, `%f`, `%e`, `%x`, `%o`, `%b` and `%%`, as cel-go's `format` (without precision rules). */
function formatString(template: string, args: unknown[]): string {
  let next = 0;
  return template.replace(/%(\.\d+)?([sdfexXob%])/g, (_, precision: string | undefined, verb: string) => {
    if (verb === '%') return '%';
    const value = args[next++];
    switch (verb) {
      case 'd':
        return String(value);
      case 'f':
        return Number(value).toFixed(precision ? Number(precision.slice(1)) : 6);
      case 'e':
        return Number(value).toExponential(precision ? Number(precision.slice(1)) : 6);
      case 'x':
      case 'X': {
        const hex = typeof value === 'string' ? Buffer.from(value).toString('hex') : BigInt(value as bigint).toString(16);
        return verb === 'X' ? hex.toUpperCase() : hex;
      }
      case 'o':
        return BigInt(value as bigint).toString(8);
      case 'b':
        return BigInt(value as bigint).toString(2);
      default:
        return typeof value === 'string' ? value : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
    }
  });
}
