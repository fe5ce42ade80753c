/**
 * Pushing one blob with the distribution API: `HEAD` first (the registry may have it),
 * then an upload session (`POST .../blobs/uploads/`) finished by one `PUT ?digest=` with
 * the bytes (monolithic), or, for blobs over the chunk size or when the registry refuses
 * a monolithic body (413), `PATCH` chunks with `Content-Range` and an empty closing `PUT`.
 */
import { readText, type Answer, type Exchange, type Transport } from './transport.js';
import { errorFromStatus, type FailureContext } from './errors.js';
import { OciError } from './types.js';

/** What an upload needs from its client. */
export interface UploadTarget {
  readonly transport: Transport;
  /** `https://host/v2/<repository>` */
  readonly repositoryUrl: string;
  readonly scope: string;
  readonly chunkSize: number;
  readonly context: () => FailureContext;
  readonly onProgress?: (transferred: number) => void;
}

/** Uploads `bytes` as `digest` unless the registry has it; one attempt (the caller retries the whole). */
export async function uploadBlob(target: UploadTarget, bytes: Uint8Array, digest: string): Promise<void> {
  const head = await send(target, { method: 'HEAD', url: `${target.repositoryUrl}/blobs/${digest}` });
  await head.close();
  if (head.response.status === 200) return;
  if (head.response.status !== 404) throw errorFromStatus(head.response.status, '', target.context());

  let session = await startSession(target);
  if (bytes.byteLength <= Math.max(target.chunkSize, session.minChunk)) {
    const put = await send(target, {
      method: 'PUT',
      url: withDigest(session.location, digest),
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.byteLength) },
      body: bytes,
    });
    if (put.response.status === 201 || put.response.status === 204) {
      await put.close();
      target.onProgress?.(bytes.byteLength);
      return;
    }
    // The registry wants the bytes in pieces: start over with a fresh session, chunked.
    if (put.response.status !== 413) await fail(target, put);
    await put.close();
    session = await startSession(target);
  }
  await uploadChunks(target, session, bytes, digest);
}

interface Session {
  readonly location: string;
  /** `OCI-Chunk-Min-Length`: the smallest chunk the registry takes. */
  readonly minChunk: number;
}

async function startSession(target: UploadTarget): Promise<Session> {
  const answer = await send(target, { method: 'POST', url: `${target.repositoryUrl}/blobs/uploads/`, headers: { 'Content-Length': '0' } });
  if (answer.response.status !== 202) await fail(target, answer);
  const location = answer.response.headers.get('location');
  await answer.close();
  if (!location) throw new OciError('protocol', `${target.context().what}: the registry opened an upload without a Location`);
  const minChunk = Number(answer.response.headers.get('oci-chunk-min-length') ?? 0);
  return { location: new URL(location, answer.url).href, minChunk: Number.isFinite(minChunk) ? minChunk : 0 };
}

async function uploadChunks(target: UploadTarget, session: Session, bytes: Uint8Array, digest: string): Promise<void> {
  const size = Math.max(target.chunkSize, session.minChunk, 1);
  let location = session.location;
  for (let start = 0; start < bytes.byteLength; start += size) {
    const chunk = bytes.subarray(start, Math.min(bytes.byteLength, start + size));
    const answer = await send(target, {
      method: 'PATCH',
      url: location,
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Range': `${start}-${start + chunk.byteLength - 1}`,
        'Content-Length': String(chunk.byteLength),
      },
      body: chunk,
    });
    if (answer.response.status !== 202) await fail(target, answer);
    const next = answer.response.headers.get('location');
    await answer.close();
    if (next) location = new URL(next, answer.url).href;
    target.onProgress?.(start + chunk.byteLength);
  }
  const done = await send(target, { method: 'PUT', url: withDigest(location, digest), headers: { 'Content-Length': '0' } });
  if (done.response.status !== 201 && done.response.status !== 204) await fail(target, done);
  await done.close();
}

function send(target: UploadTarget, exchange: Omit<Exchange, 'scope'>): Promise<Answer> {
  return target.transport.send({ ...exchange, scope: target.scope });
}

async function fail(target: UploadTarget, answer: Answer): Promise<never> {
  const text = await readText(answer.response, 64 * 1024);
  await answer.close();
  throw errorFromStatus(answer.response.status, text, target.context());
}

/** An upload URL with `digest` set (it may already carry the registry's own state parameters). */
function withDigest(location: string, digest: string): string {
  const url = new URL(location);
  url.searchParams.set('digest', digest);
  return url.href;
}
