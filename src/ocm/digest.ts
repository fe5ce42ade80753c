/**
 * OCI content digests (`sha256:<hex>`, `sha512:<hex>`): parsing, computing and checking,
 * for every store that hands bytes to the OCM layer.
 */
import { digestOf } from '../oci/digest.js';
import { quoteDataName } from '../util/contained-file.js';

const HEX_LENGTH: Readonly<Record<string, number>> = { sha256: 64, sha512: 128 };

/** A digest split into algorithm and hex value. */
export interface ParsedDigest {
  readonly algorithm: string;
  readonly hex: string;
}

/** Parses `sha256:<64 hex>` (or sha512); a reason when it is not a digest rgdc can check. */
export function parseDigest(digest: string): ParsedDigest | { error: string } {
  const match = /^([a-z0-9]+):([a-f0-9]+)$/.exec(digest);
  // The digest comes from data (an index, a manifest): quoted only as an escaped prefix.
  if (!match) return { error: `${quoteDataName(digest)} is not a digest (sha256:<hex>)` };
  const [, algorithm, hex] = match as unknown as [string, string, string];
  const length = HEX_LENGTH[algorithm];
  if (length === undefined) return { error: `digest algorithm ${quoteDataName(algorithm)} is not supported (sha256, sha512)` };
  if (hex.length !== length) return { error: `${quoteDataName(digest)} has ${hex.length} hex digits; ${algorithm} has ${length}` };
  return { algorithm, hex };
}

/** `sha256:<hex>` of `bytes` (or another supported algorithm). */
export function computeDigest(bytes: Uint8Array, algorithm = 'sha256'): string {
  return digestOf(bytes, algorithm === 'sha512' ? 'sha512' : 'sha256');
}

/** Why `bytes` do not match `digest` (and `size` when given); undefined when they do. */
export function verifyDigest(bytes: Uint8Array, digest: string, size?: number): string | undefined {
  const parsed = parseDigest(digest);
  if ('error' in parsed) return parsed.error;
  if (size !== undefined && bytes.length !== size) return `expected ${size} bytes, got ${bytes.length}`;
  const actual = computeDigest(bytes, parsed.algorithm);
  return actual === digest ? undefined : `content has digest ${actual}`;
}
