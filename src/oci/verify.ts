/**
 * Checking what a registry sends against what was asked for: manifest bytes against the
 * requested digest and `Docker-Content-Digest`, and blobs (streamed into the cache as
 * they arrive) against their digest and descriptor size. Nothing unverified is cached
 * or returned.
 */
import { concat, streamBody } from './body.js';
import type { ContentCache } from './cache.js';
import { Digester, digestAlgorithm, digestOf, isDigest } from './digest.js';
import type { Answer } from './transport.js';
import { limitError } from './limits.js';
import { OciError } from './types.js';

/** The digest of fetched manifest bytes, checked against the one asked for and the one the registry announced. */
export function verifyManifest(bytes: Uint8Array, requested: string | undefined, served: string | null, what: string): string {
  if (requested !== undefined) {
    const actual = digestOf(bytes, digestAlgorithm(requested));
    if (actual !== requested)
      throw new OciError('digest-mismatch', `${what}: the bytes served have digest ${actual}`, {
        hint: 'the registry (or a proxy) served different content than the reference names',
      });
  }
  if (served && isDigest(served)) {
    const actual = digestOf(bytes, digestAlgorithm(served));
    if (actual !== served)
      throw new OciError('digest-mismatch', `${what}: Docker-Content-Digest says ${served} but the bytes have ${actual}`, {
        hint: 'the answer was altered on its way; try again',
      });
  }
  return requested ?? digestOf(bytes);
}

/** What a blob download checks and where it goes. */
export interface BlobExpectation {
  readonly cache: ContentCache;
  readonly digest: string;
  /** The descriptor's size, when the caller has one. */
  readonly size?: number;
  /** For messages: `blob sha256:... of repo at host`. */
  readonly what: string;
  /** The blob size limit: a larger `size` or `Content-Length` is refused unread; an undeclared body stops at it. */
  readonly maxBytes: number;
}

/** Streams a blob into the cache and memory; commits the cache entry only when size and digest check out. */
export async function receiveBlob(
  answer: Answer,
  expected: BlobExpectation,
  onProgress: (transferred: number, total: number | undefined) => void,
): Promise<Uint8Array> {
  const { cache, digest, size, what, maxBytes } = expected;
  const announced = Number(answer.response.headers.get('content-length') ?? NaN);
  if (size !== undefined && Number.isSafeInteger(announced) && announced !== size) {
    await answer.close();
    throw sizeMismatch(what, announced, size);
  }
  if (size === undefined && Number.isSafeInteger(announced) && announced > maxBytes) {
    await answer.close();
    throw limitError(what, 'maxBlobBytes', maxBytes, `the registry announces ${announced} bytes`);
  }
  const total = size ?? (Number.isSafeInteger(announced) ? announced : undefined);
  const digester = new Digester(digestAlgorithm(digest));
  const writer = await cache.startBlob(digest);
  const chunks: Uint8Array[] = [];
  try {
    await streamBody(answer, async (chunk) => {
      digester.update(chunk);
      if (size !== undefined && digester.size > size) throw sizeMismatch(what, digester.size, size, 'more than');
      if (digester.size > maxBytes) throw limitError(what, 'maxBlobBytes', maxBytes, 'the registry sends more bytes than the limit');
      chunks.push(chunk);
      await writer.write(chunk);
      onProgress(digester.size, total);
    });
    if (size !== undefined && digester.size < size) {
      throw new OciError('digest-mismatch', `${what}: truncated, ${digester.size} of ${size} bytes arrived`, {
        hint: 'the transfer broke off or the registry holds a damaged blob; try again',
      });
    }
    const actual = digester.digest();
    if (actual !== digest)
      throw new OciError('digest-mismatch', `${what}: the bytes served have digest ${actual}`, {
        hint: 'the registry (or a proxy) served different content than the descriptor names',
      });
  } catch (error) {
    await writer.abort();
    throw error;
  }
  await writer.commit();
  return concat(chunks, digester.size);
}

/** A blob whose length is not its descriptor's size. */
export function sizeMismatch(what: string, actual: number, expected: number, relation = ''): OciError {
  return new OciError('digest-mismatch', `${what}: ${relation ? `${relation} ` : ''}${actual} bytes where the descriptor says ${expected}`, {
    hint: 'the descriptor and the registry disagree about this blob',
  });
}
