/** kro's hash library: `hash.fnv64a`, `hash.sha256` and `hash.md5` (string to bytes). */
import { createHash } from '../../util/lazy-crypto.js';
import type { Environment } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const HASH_LIBRARY: CelLibrary = {
  register: registerHash,
  hint: 'hash',
};

export function registerHash(env: Environment): void {
  const ns = registerNamespace(env, 'hash');
  env.registerFunction(`${ns}.fnv64a(string): bytes`, (_: unknown, s: string) => fnv64a(s));
  env.registerFunction(`${ns}.sha256(string): bytes`, (_: unknown, s: string) => new Uint8Array(createHash('sha256').update(s).digest()));
  env.registerFunction(`${ns}.md5(string): bytes`, (_: unknown, s: string) => new Uint8Array(createHash('md5').update(s).digest()));
}

/** FNV-1a, 64 bit, big-endian bytes (Go's `hash/fnv` `Sum(nil)`). */
function fnv64a(s: string): Uint8Array {
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(s, 'utf8')) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  const out = new Uint8Array(8);
  for (let i = 7; i >= 0; i--) {
    out[i] = Number(hash & 0xffn);
    hash >>= 8n;
  }
  return out;
}
