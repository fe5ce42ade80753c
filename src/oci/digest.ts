/**
 * Content digests (`sha256:<hex>`): the names every manifest and blob is stored and
 * verified under, remotely and in the cache.
 */
import type { Hash } from 'node:crypto';
import { createHash } from '../util/lazy-crypto.js';
import { OciError } from './types.js';

/** The algorithms the OCI image spec registers; rgdc writes sha256 and reads both. */
const DIGEST_PATTERN = /^(sha256:[a-f0-9]{64}|sha512:[a-f0-9]{128})$/;

/** True when `value` is a digest rgdc can verify (`sha256:` or `sha512:` with lower-case hex). */
export function isDigest(value: string): boolean {
  return DIGEST_PATTERN.test(value);
}

/** Throws an `invalid` OciError unless `value` is a digest rgdc can verify. */
export function assertDigest(value: string, what: string): void {
  if (!isDigest(value)) {
    throw new OciError('invalid', `${what} is not a valid digest (expected sha256:<64 lower-case hex digits>)`);
  }
}

/** The algorithm part of a valid digest. */
export function digestAlgorithm(digest: string): 'sha256' | 'sha512' {
  return digest.startsWith('sha512:') ? 'sha512' : 'sha256';
}

/** The hex part of a valid digest (used as a file name in the cache). */
export function digestHex(digest: string): string {
  return digest.slice(digest.indexOf(':') + 1);
}

/** The digest of `bytes` (`sha256` unless another algorithm is asked for). */
export function digestOf(bytes: Uint8Array, algorithm: 'sha256' | 'sha512' = 'sha256'): string {
  return `${algorithm}:${createHash(algorithm).update(bytes).digest('hex')}`;
}

/** An incremental digest over streamed chunks, for blobs written to the cache as they arrive. */
export class Digester {
  private readonly hash: Hash;
  private length = 0;
  constructor(readonly algorithm: 'sha256' | 'sha512' = 'sha256') {
    this.hash = createHash(algorithm);
  }
  update(chunk: Uint8Array): void {
    this.hash.update(chunk);
    this.length += chunk.byteLength;
  }
  /** Bytes seen so far. */
  get size(): number {
    return this.length;
  }
  digest(): string {
    return `${this.algorithm}:${this.hash.digest('hex')}`;
  }
}
