/**
 * An in-process fake of the distribution API on 127.0.0.1 (random port), for the error
 * paths a real registry will not produce on demand: challenges, 429, 5xx, redirects to
 * another origin, broken bodies. It keeps manifests and blobs in memory, paginates tag
 * lists, takes monolithic and chunked uploads, and logs every request (with whether it
 * carried `Authorization`) so tests can assert what the client sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAuth =
  | { readonly kind: 'none' }
  | { readonly kind: 'basic'; readonly username: string; readonly password: string }
  /** Bearer tokens from `/token` on the same server; `username`/`password` unset = anonymous allowed. */
  | { readonly kind: 'bearer'; readonly username?: string; readonly password?: string; readonly refreshToken?: string };

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization?: string;
  readonly headers: http.IncomingHttpHeaders;
}

/** A test hook: return true when it answered the request itself. */
export type Intercept = (request: http.IncomingMessage, response: http.ServerResponse, url: URL, body: Buffer) => boolean;

export interface FakeRegistry {
  readonly origin: string;
  readonly host: string;
  readonly requests: LoggedRequest[];
  readonly tokenRequests: LoggedRequest[];
  /** Blobs by digest. */
  readonly blobs: Map<string, Buffer>;
  /** `repo` -> reference (tag or digest) -> manifest. */
  readonly manifests: Map<string, Map<string, { bytes: Buffer; mediaType: string }>>;
  intercept: Intercept | undefined;
  close(): Promise<void>;
}

export interface FakeOptions {
  readonly auth?: FakeAuth;
  /** Tags per page of tags/list (default: all). */
  readonly pageSize?: number;
  /** Monolithic upload bodies over this size get 413. */
  readonly monolithicLimit?: number;
}

const sha256 = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** Starts a fake registry; `close()` stops it. */
export async function startFakeRegistry(options: FakeOptions = {}): Promise<FakeRegistry> {
  const auth = options.auth ?? { kind: 'none' };
  const tokens = new Set<string>();
  const uploads = new Map<string, Buffer>();
  const state: FakeRegistry = {
    origin: '',
    host: '',
    requests: [],
    tokenRequests: [],
    blobs: new Map(),
    manifests: new Map(),
    intercept: undefined,
    close: async () => undefined,
  };

  const authorized = (request: http.IncomingMessage): boolean => {
    const header = request.headers.authorization;
    if (auth.kind === 'none') return true;
    if (auth.kind === 'basic') return header === `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
    return header?.startsWith('Bearer ') === true && tokens.has(header.slice(7));
  };
  const challenge = (response: http.ServerResponse, scope: string) => {
    const header = auth.kind === 'basic' ? 'Basic realm="fake"' : `Bearer realm="${state.origin}/token",service="fake-registry",scope="${scope}"`;
    sendError(response, 401, 'UNAUTHORIZED', 'authentication required', { 'WWW-Authenticate': header });
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', state.origin);
      const logged: LoggedRequest = {
        method: request.method ?? '',
        path: url.pathname + url.search,
        headers: request.headers,
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      };
      if (url.pathname === '/token') {
        state.tokenRequests.push(logged);
        return issueToken(request, response, body);
      }
      state.requests.push(logged);
      if (state.intercept?.(request, response, url, body)) return;
      route(request, response, url, body);
    });
  });

  const issueToken = (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer) => {
    if (auth.kind !== 'bearer') return sendError(response, 404, 'NOT_FOUND', 'no token service');
    let ok = auth.username === undefined;
    if (request.method === 'POST') {
      const form = new URLSearchParams(body.toString('utf8'));
      ok = form.get('grant_type') === 'refresh_token' && auth.refreshToken !== undefined && form.get('refresh_token') === auth.refreshToken;
    } else if (request.headers.authorization) {
      ok = request.headers.authorization === `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
    }
    if (!ok) return sendError(response, 401, 'UNAUTHORIZED', 'bad credentials');
    const token = randomBytes(12).toString('hex');
    tokens.add(token);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    // Alternate the two field names registries use.
    response.end(JSON.stringify(tokens.size % 2 === 0 ? { access_token: token, expires_in: 300 } : { token, expires_in: 300 }));
  };

  const route = (request: http.IncomingMessage, response: http.ServerResponse, url: URL, body: Buffer) => {
    const method = request.method ?? 'GET';
    if (url.pathname === '/v2/' || url.pathname === '/v2') {
      if (!authorized(request)) return challenge(response, '');
      response.writeHead(200).end('{}');
      return;
    }
    let match = /^\/v2\/(.+)\/tags\/list$/.exec(url.pathname);
    if (match) {
      const repo = match[1]!;
      if (!authorized(request)) return challenge(response, `repository:${repo}:pull`);
      const refs = state.manifests.get(repo);
      if (!refs) return sendError(response, 404, 'NAME_UNKNOWN', 'repository name not known to registry');
      const all = [...refs.keys()].filter((ref) => !ref.startsWith('sha256:')).sort();
      const last = url.searchParams.get('last');
      const start = last ? all.findIndex((tag) => tag > last) : 0;
      const remaining = start === -1 ? [] : all.slice(start);
      const size = options.pageSize ?? remaining.length;
      const page = remaining.slice(0, size);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (remaining.length > size) headers.Link = `</v2/${repo}/tags/list?n=${size}&last=${encodeURIComponent(page[page.length - 1]!)}>; rel="next"`;
      response.writeHead(200, headers).end(JSON.stringify({ name: repo, tags: page }));
      return;
    }
    match = /^\/v2\/(.+)\/blobs\/uploads\/([^/]*)$/.exec(url.pathname);
    if (match) {
      const repo = match[1]!;
      if (!authorized(request)) return challenge(response, `repository:${repo}:pull,push`);
      const id = match[2]!;
      if (method === 'POST') {
        const session = randomBytes(8).toString('hex');
        uploads.set(session, Buffer.alloc(0));
        response.writeHead(202, { Location: `/v2/${repo}/blobs/uploads/${session}?_state=abc`, 'Docker-Upload-UUID': session, 'Content-Length': '0' }).end();
        return;
      }
      const sofar = uploads.get(id);
      if (sofar === undefined) return sendError(response, 404, 'BLOB_UPLOAD_UNKNOWN', 'upload unknown');
      if (method === 'PATCH') {
        const range = request.headers['content-range'];
        if (range !== undefined && !range.startsWith(`${sofar.length}-`)) return sendError(response, 416, 'BLOB_UPLOAD_INVALID', 'bad range');
        const next = Buffer.concat([sofar, body]);
        uploads.set(id, next);
        response
          .writeHead(202, { Location: `/v2/${repo}/blobs/uploads/${id}?_state=chunk${next.length}`, Range: `0-${next.length - 1}`, 'Content-Length': '0' })
          .end();
        return;
      }
      if (method === 'PUT') {
        if (options.monolithicLimit !== undefined && body.length > options.monolithicLimit)
          return sendError(response, 413, 'SIZE_INVALID', 'too large for one request');
        const all = Buffer.concat([sofar, body]);
        const digest = url.searchParams.get('digest');
        if (digest !== sha256(all)) return sendError(response, 400, 'DIGEST_INVALID', 'provided digest did not match uploaded content');
        uploads.delete(id);
        state.blobs.set(digest, all);
        response.writeHead(201, { Location: `/v2/${repo}/blobs/${digest}`, 'Docker-Content-Digest': digest, 'Content-Length': '0' }).end();
        return;
      }
    }
    match = /^\/v2\/(.+)\/(manifests|blobs)\/([^/]+)$/.exec(url.pathname);
    if (match) {
      const [, repo, kind, reference] = match as unknown as [string, string, string, string];
      const write = method === 'PUT';
      if (!authorized(request)) return challenge(response, `repository:${repo}:${write ? 'pull,push' : 'pull'}`);
      if (kind === 'blobs') {
        const blob = state.blobs.get(reference);
        if (!blob) return sendError(response, 404, 'BLOB_UNKNOWN', 'blob unknown to registry');
        response.writeHead(200, { 'Content-Length': String(blob.length), 'Docker-Content-Digest': reference, 'Content-Type': 'application/octet-stream' });
        response.end(method === 'HEAD' ? undefined : blob);
        return;
      }
      if (write) {
        const digest = sha256(body);
        const refs = state.manifests.get(repo) ?? new Map();
        const entry = { bytes: body, mediaType: String(request.headers['content-type']) };
        refs.set(digest, entry);
        if (reference !== digest) refs.set(reference, entry);
        state.manifests.set(repo, refs);
        response.writeHead(201, { 'Docker-Content-Digest': digest, Location: `/v2/${repo}/manifests/${digest}`, 'Content-Length': '0' }).end();
        return;
      }
      const refs = state.manifests.get(repo);
      if (!refs) return sendError(response, 404, 'NAME_UNKNOWN', 'repository name not known to registry');
      const manifest = refs.get(reference);
      if (!manifest) return sendError(response, 404, 'MANIFEST_UNKNOWN', 'manifest unknown');
      response.writeHead(200, {
        'Content-Type': manifest.mediaType,
        'Docker-Content-Digest': sha256(manifest.bytes),
        'Content-Length': String(manifest.bytes.length),
      });
      response.end(method === 'HEAD' ? undefined : manifest.bytes);
      return;
    }
    sendError(response, 404, 'NOT_FOUND', 'no route');
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return state;
}

/** Answers with the distribution API's error body. */
export function sendError(response: http.ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): true {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify({ errors: [{ code, message, detail: null }] }));
  return true;
}

/** Stores a manifest (and its blobs) in the fake directly, as if pushed earlier. */
export function seed(
  registry: FakeRegistry,
  repo: string,
  tag: string,
  blobs: readonly Buffer[],
  mediaType = 'application/vnd.oci.image.manifest.v1+json',
): { digest: string; bytes: Buffer; blobDigests: string[] } {
  const blobDigests = blobs.map((blob) => {
    const digest = sha256(blob);
    registry.blobs.set(digest, blob);
    return digest;
  });
  const [config, ...layers] = blobs.map((blob, i) => ({ mediaType: 'application/octet-stream', digest: blobDigests[i]!, size: blob.length }));
  const bytes = Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType, config, layers }));
  const digest = sha256(bytes);
  const refs = registry.manifests.get(repo) ?? new Map();
  refs.set(tag, { bytes, mediaType });
  refs.set(digest, { bytes, mediaType });
  registry.manifests.set(repo, refs);
  return { digest, bytes, blobDigests };
}
