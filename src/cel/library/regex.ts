/** Kubernetes regex library: `find` and `findAll` (RE2 syntax; evaluated with JavaScript RegExp). */
import type { Environment } from '@marcbachmann/cel-js';

export function registerRegex(env: Environment): void {
  env.registerFunction('string.find(string): string', (s: string, re: string) => new RegExp(re).exec(s)?.[0] ?? '');
  env.registerFunction('string.findAll(string): list<string>', (s: string, re: string) => [...s.matchAll(new RegExp(re, 'g'))].map((m) => m[0]));
  env.registerFunction('string.findAll(string, int): list<string>', (s: string, re: string, n: bigint) => {
    const all = [...s.matchAll(new RegExp(re, 'g'))].map((m) => m[0]);
    return n < 0n ? all : all.slice(0, Number(n));
  });
}
