/**
 * Reading response bodies: bounded, restarting the idle timeout per chunk, and turning a
 * connection that breaks mid-body into a {@link RetryableFailure}.
 */
import { RetryableFailure, type Answer } from './transport.js';
import { OciError } from './types.js';

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
        throw new RetryableFailure({ cause: error, url: answer.url });
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

/** The whole body, at most `limit` bytes (a longer answer is a protocol error). */
export async function readBody(answer: Answer, limit: number, what: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  await streamBody(answer, (chunk) => {
    size += chunk.byteLength;
    if (size > limit) throw new OciError('protocol', `${what}: the answer is larger than ${limit} bytes`);
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
