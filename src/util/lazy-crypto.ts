/**
 * `createHash`, `createHmac`, `randomBytes` and `timingSafeEqual` of `node:crypto`, with the module loaded on first use.
 * Loading `node:crypto` brings some twenty internal modules (about 3 ms of start-up), a cost
 * that commands hashing nothing should not pay just because a module they import (the CEL
 * environment, the output writer) can hash (docs/performance.md, "Start-up").
 */
import { createRequire } from 'node:module';
import type * as Crypto from 'node:crypto';

const require = createRequire(import.meta.url);

const crypto = (): typeof Crypto => require('node:crypto') as typeof Crypto;

/** `crypto.createHash`. */
export function createHash(algorithm: string): Crypto.Hash {
  return crypto().createHash(algorithm);
}

/** `crypto.randomBytes`. */
export function randomBytes(size: number): Buffer {
  return crypto().randomBytes(size);
}

/** `crypto.createHmac`. */
export function createHmac(algorithm: string, key: Uint8Array): Crypto.Hmac {
  return crypto().createHmac(algorithm, key);
}

/** `crypto.timingSafeEqual`. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return crypto().timingSafeEqual(a, b);
}
