// Registries that misbehave on purpose, on 127.0.0.1 (random port), for the remote-read
// limits (docs/limits.md, "Remote reads"): shared by test/hardening/remote-limits.test.ts
// and `npm run bench`. Each serves the component `acme.org/x` (repository
// `component-descriptors/acme.org/x`) in one hostile way:
//
//   drip        every answer: headers at once, then one byte every `intervalMs`, never ending;
//               with `dripRequests`, only the first that many (later ones, such as a retry,
//               get a good tag list at once)
//   tag-pages   tags/list: one tag per page, each page linking to the next, without end
//   many-tags   tags/list: one page of `count` tags (past the tag limit, and past what a
//               spread into push() survives)
//   gzip-bomb   version 1.0.0 whose descriptor layer (+yaml+tar) is a gzip stream of about
//               1 MB that inflates to `inflatedMiB` MiB (default 1,024)
//   endless-blob version 1.0.0 whose descriptor layer declares no size and never ends
//   huge-blob   version 1.0.0 whose descriptor layer declares `declaredBytes` bytes
import { createHash } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';

export const COMPONENT = 'acme.org/x';
const REPOSITORY = `component-descriptors/${COMPONENT}`;
const CONFIG_TYPE = 'application/vnd.ocm.software.component.config.v1+json';
const LAYER_TYPE = 'application/vnd.ocm.software.component-descriptor.v2+yaml+tar';
const MANIFEST_TYPE = 'application/vnd.oci.image.manifest.v1+json';

const sha256 = (bytes) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/**
 * A gzip stream of `mebibytes` MiB of zeros after one tar header, as concatenated gzip
 * members (gunzip reads them as one stream): a 1 MiB member of zeros compresses to about
 * 1 KB, so the bomb costs milliseconds to build however far it inflates.
 */
export function gzipBomb(mebibytes) {
  const header = Buffer.alloc(512);
  header.write('component-descriptor.yaml', 0, 'utf8');
  header.write('0000644\0', 100, 'latin1');
  header.write(`${(mebibytes * 1024 * 1024).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write('0', 156, 'latin1');
  header.write('ustar\x0000', 257, 'latin1');
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  const zeros = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  return Buffer.concat([gzipSync(header), ...Array.from({ length: mebibytes }, () => zeros)]);
}

/** The manifest and config of version 1.0.0 with the given descriptor layer descriptor. */
function version(layer) {
  const config = Buffer.from(JSON.stringify({ componentDescriptorLayer: layer }));
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: MANIFEST_TYPE,
      config: { mediaType: CONFIG_TYPE, digest: sha256(config), size: config.length },
      layers: [layer],
    }),
  );
  return { config, manifest };
}

/**
 * Starts the hostile registry `behaviour` with its `options`; resolves to `{ origin,
 * host, reference(version?), requests, close() }`. `requests` counts what it answered.
 */
export async function startHostileRegistry(behaviour, options = {}) {
  const sockets = new Set();
  const timers = new Set();
  let requests = 0;
  let blob;
  let stored;
  if (behaviour === 'gzip-bomb') {
    blob = gzipBomb(options.inflatedMiB ?? 1024);
    stored = version({ mediaType: LAYER_TYPE, digest: sha256(blob), size: blob.length });
  } else if (behaviour === 'endless-blob') {
    stored = version({ mediaType: LAYER_TYPE, digest: `sha256:${'0'.repeat(64)}` });
  } else if (behaviour === 'huge-blob') {
    stored = version({ mediaType: LAYER_TYPE, digest: `sha256:${'0'.repeat(64)}`, size: options.declaredBytes ?? 2 ** 40 });
  }
  const server = http.createServer((request, response) => {
    requests++;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (behaviour === 'drip' && requests <= (options.dripRequests ?? Infinity)) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{');
      const timer = setInterval(() => response.write(' '), options.intervalMs ?? 100);
      timers.add(timer);
      response.on('close', () => {
        clearInterval(timer);
        timers.delete(timer);
      });
      return;
    }
    if (path === `/v2/${REPOSITORY}/tags/list`) {
      if (behaviour === 'tag-pages') {
        const page = Number(url.searchParams.get('page') ?? 0);
        response.writeHead(200, { 'Content-Type': 'application/json', Link: `</v2/${REPOSITORY}/tags/list?page=${page + 1}>; rel="next"` });
        response.end(JSON.stringify({ name: REPOSITORY, tags: [`1.0.${page}`] }));
        return;
      }
      if (behaviour === 'many-tags') {
        const tags = Array.from({ length: options.count ?? 200_000 }, (_, i) => `0.0.${i}`);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ name: REPOSITORY, tags }));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ name: REPOSITORY, tags: ['1.0.0'] }));
      return;
    }
    if (stored && path === `/v2/${REPOSITORY}/manifests/1.0.0`) {
      response.writeHead(200, { 'Content-Type': MANIFEST_TYPE, 'Docker-Content-Digest': sha256(stored.manifest) });
      response.end(request.method === 'HEAD' ? undefined : stored.manifest);
      return;
    }
    if (stored && path === `/v2/${REPOSITORY}/blobs/${sha256(stored.config)}`) {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end(stored.config);
      return;
    }
    if (blob && path === `/v2/${REPOSITORY}/blobs/${sha256(blob)}`) {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(blob.length) });
      response.end(blob);
      return;
    }
    if (path.startsWith(`/v2/${REPOSITORY}/blobs/`) && (behaviour === 'endless-blob' || behaviour === 'huge-blob')) {
      // No Content-Length: chunked, 64 KiB at a time, as long as the client reads.
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const pump = () => {
        while (response.write(chunk)) {
          if (response.destroyed) return;
        }
        response.once('drain', pump);
      };
      pump();
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ errors: [{ code: 'NAME_UNKNOWN', message: 'repository name not known to registry' }] }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const host = `127.0.0.1:${port}`;
  return {
    origin: `http://${host}`,
    host,
    /** The component reference of this registry (`http://HOST//acme.org/x[:version]`). */
    reference: (v) => `http://${host}//${COMPONENT}${v === undefined ? '' : `:${v}`}`,
    get requests() {
      return requests;
    },
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
