/**
 * kro's random library (`pkg/cel/library/random.go`): deterministic values derived from
 * the SHA-256 of a seed, so the same seed (typically `schema.metadata.uid`) gives the same
 * output in kro and in rgdc.
 *
 * - `random.seededString(length, seed)`: `length` characters of `[0-9a-z]`. Character `i`
 *   reads 4 bytes of the hash at offset `4i mod 32` as a big-endian uint32 and takes it
 *   modulo 36. When those 4 bytes would run past the end of the hash, the hash becomes
 *   SHA-256(hash ‖ characters so far) and reading restarts at offset 0 (the offsets keep
 *   following `4i mod 32`, so with a 32-byte hash this never actually triggers: every
 *   8 characters reuse the same hash bytes, exactly as in kro).
 * - `random.seededInt(min, max, seed)`: `min + (u64 mod (max - min))` where `u64` is the
 *   first 8 hash bytes read big-endian; `min >= max` is an error.
 */
import { createHash } from '../../util/lazy-crypto.js';
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const RANDOM_LIBRARY: CelLibrary = {
  register: registerRandom,
  hint: 'random',
};

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';

export function registerRandom(env: Environment): void {
  const ns = registerNamespace(env, 'random');
  env.registerFunction(`${ns}.seededString(int, string): string`, (_: unknown, length: bigint, seed: string) => seededString(length, seed));
  env.registerFunction(`${ns}.seededInt(int, int, string): int`, (_: unknown, min: bigint, max: bigint, seed: string) => seededInt(min, max, seed));
}

/** kro's `random.seededString`. */
export function seededString(length: bigint, seed: string): string {
  if (length <= 0n) throw new EvaluationError('random.seededString length must be positive');
  const n = Number(length);
  let hash = sha256(Buffer.from(seed, 'utf8'));
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    let start = (i * 4) % hash.length;
    if (start + 4 > hash.length) {
      hash = sha256(Buffer.concat([hash, out.subarray(0, i)]));
      start = 0;
    }
    const index = hash.readUInt32BE(start) % ALPHANUMERIC.length;
    out[i] = ALPHANUMERIC.charCodeAt(index);
  }
  return out.toString('latin1');
}

/** kro's `random.seededInt`: an int in `[min, max)`. */
export function seededInt(min: bigint, max: bigint, seed: string): bigint {
  if (min >= max) throw new EvaluationError('random.seededInt min must be less than max');
  const value = sha256(Buffer.from(seed, 'utf8')).readBigUInt64BE(0);
  // Go computes uint64(max - min) with int64 wrap-around; the range always fits in a uint64.
  const range = BigInt.asUintN(64, max - min);
  return BigInt.asIntN(64, min + (value % range));
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}
