/**
 * Reading response bodies: bounded, restarting the idle timeout per chunk, and turning a
 * connection that breaks mid-body into a {@link RetryableFailure}.
 */
import type { Answer } from './transport.js';
import { OciError } from './types.js';
import { formatBytes } from '../util/env-limit.js';

/** Streams a body chunk by chunk; `onChunk` may throw to stop (the connection is then dropped). */
export async function streamBody(answer: Answer, onChunk: (chunk: Uint8Array) => Promise<void> | void): Promise<void> {
  const body = answer.response.body;
  if (!body) return;
  const reader = body.getReader();
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (error) {
        throw answer.readFailed(error);
      }
      if (result.done) break;
      answer.touch();
      await onChunk(result.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    await answer.close();
  }
}

/**
 * The whole body, at most `limit` bytes: reading stops at the first byte past it, with a
 * `limit` error naming `limitName` (`manifest size limit`).
 */
export async function readBody(answer: Answer, limit: number, what: string, limitName: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const tooLarge = () =>
    new OciError('limit', `${what}: the answer is larger than ${formatBytes(limit)} (${limitName})`, {
      hint: 'no registry sends this much here; the registry or a proxy in between is broken',
    });
  const announced = Number(answer.response.headers.get('content-length') ?? NaN);
  if (Number.isSafeInteger(announced) && announced > limit) {
    await answer.close();
    throw tooLarge();
  }
  await streamBody(answer, (chunk) => {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  });
  return concat(chunks, size);
}

/** Joins chunks into one array. */
export function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
