/**
 * The registry client: {@link OciReader} and {@link OciWriter} over the distribution API,
 * with the content-addressed cache in front. Tags are resolved at the registry on every
 * call (a tag moves); digests are served from the cache when it holds them (content does
 * not). With `offline`, nothing leaves the machine: digests come from the cache, tags from
 * the last-seen index, and anything else is an `offline-miss`.
 */
import { Authorizer, repositoryScope } from './auth.js';
import { concat, readBody, streamBody } from './body.js';
import { ContentCache } from './cache.js';
import { lookupCredentials } from './credentials.js';
import { Digester, assertDigest, digestAlgorithm, digestOf, isDigest } from './digest.js';
import { errorFromStatus, redact, type FailureContext } from './errors.js';
import { apiOrigin, fullRepository, isTag, parseRegistryLocation, type RegistryLocation } from './location.js';
import { MANIFEST_ACCEPT, MANIFEST_MAX_BYTES, manifestMediaType } from './media-types.js';
import { resolveOptions, type RegistryOptions, type ResolvedOptions } from './options.js';
import { Transport, readText, type Answer } from './transport.js';
import { OciError, type OciReader, type OciWriter, type StoredManifest } from './types.js';
import { uploadBlob } from './upload.js';

/** What a `HEAD` of a manifest tells: enough to compare digests without the bytes. */
export interface ManifestHead {
  readonly digest: string;
  readonly mediaType: string;
  readonly size?: number;
}

/** A registry: the OCI reader and writer, plus the cheap existence checks publish and verify need. */
export interface Registry extends OciReader, OciWriter {
  /** The digest (and media type) a tag or digest resolves to, by `HEAD` (no manifest bytes). */
  resolveManifest(repository: string, reference: string): Promise<ManifestHead>;
  /** True when the repository holds the blob (`HEAD`). */
  hasBlob(repository: string, digest: string): Promise<boolean>;
}

/**
 * Opens a registry at `location` (`[http://|https://]HOST[:PORT][/PATH]`): nothing is
 * contacted until a method is called. Throws an `invalid` OciError for a malformed location.
 *
 * ```ts
 * const registry = openRegistry('ghcr.io/acme/ocm', {});
 * const manifest = await registry.getManifest('component-descriptors/acme.org/podinfo', '6.9.1');
 * ```
 */
export function openRegistry(location: string, options: RegistryOptions = {}): Registry {
  return new RegistryClient(parseRegistryLocation(location), resolveOptions(options));
}

class RegistryClient implements Registry {
  readonly location: string;
  private readonly origin: string;
  private readonly authorizer: Authorizer;
  private readonly transport: Transport;
  private readonly cache: ContentCache;

  constructor(
    private readonly where: RegistryLocation,
    private readonly options: ResolvedOptions,
  ) {
    this.location = where.display;
    this.origin = apiOrigin(where);
    this.cache = new ContentCache(options.cacheDir);
    this.authorizer = new Authorizer(
      () =>
        lookupCredentials({
          registry: where.registry,
          repositoryPath: where.pathPrefix,
          ...(options.credentials ? { explicit: options.credentials } : {}),
          env: options.env,
          home: options.home,
        }),
      async (url, init) => {
        const response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
        return { status: response.status, text: await readText(response, 256 * 1024) };
      },
    );
    this.transport = new Transport({
      fetch: options.fetch,
      origin: this.origin,
      authorizer: this.authorizer,
      timeoutMs: options.timeoutMs,
      retries: options.retries,
      retryDelayMs: options.retryDelayMs,
      maxRetryDelayMs: options.maxRetryDelayMs,
    });
  }

  getManifest(repository: string, reference: string): Promise<StoredManifest> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      const byDigest = checkReference(reference);
      const what = `manifest ${reference} of ${repo} at ${this.location}`;
      if (byDigest) {
        const cached = await this.cache.readManifest(reference);
        if (cached) return cached;
      }
      if (this.options.offline) return this.offlineManifest(repo, reference, what);
      const context = this.context(what, repo, 'pull');
      const manifest = await this.transport.retrying(context, async () => {
        const answer = await this.send('GET', repo, `manifests/${reference}`, 'pull', { Accept: MANIFEST_ACCEPT });
        await this.expect(answer, [200], context);
        const bytes = await readBody(answer, MANIFEST_MAX_BYTES, what);
        return { bytes, contentType: answer.response.headers.get('content-type'), served: answer.response.headers.get('docker-content-digest') };
      });
      const digest = verifyManifest(manifest.bytes, byDigest ? reference : undefined, manifest.served, what);
      const stored: StoredManifest = { mediaType: manifestMediaType(manifest.contentType, manifest.bytes), digest, bytes: manifest.bytes };
      await this.cache.writeManifest(stored);
      if (!byDigest) await this.cache.recordLastSeen(this.where.registry, repo, { tag: reference, digest });
      return stored;
    });
  }

  getBlob(repository: string, digest: string, size?: number): Promise<Uint8Array> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      assertDigest(digest, `blob digest "${digest}"`);
      if (size !== undefined && (!Number.isSafeInteger(size) || size < 0)) throw new OciError('invalid', `blob ${digest}: size ${size} is not a byte count`);
      const what = `blob ${digest} of ${repo} at ${this.location}`;
      const cached = await this.cache.readBlob(digest);
      if (cached) {
        if (size !== undefined && cached.byteLength !== size) throw sizeMismatch(what, cached.byteLength, size);
        return cached;
      }
      if (this.options.offline) throw offlineMiss(what);
      const context = this.context(what, repo, 'pull');
      return this.transport.retrying(context, async () => {
        const answer = await this.send('GET', repo, `blobs/${digest}`, 'pull');
        await this.expect(answer, [200], context);
        return this.receiveBlob(answer, repo, digest, size, what);
      });
    });
  }

  listTags(repository: string): Promise<readonly string[]> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      const what = `tags of ${repo} at ${this.location}`;
      if (this.options.offline) {
        const seen = await this.cache.readLastSeen(this.where.registry, repo);
        if (!seen?.list) throw offlineMiss(what);
        return seen.list;
      }
      const context = this.context(what, repo, 'pull');
      const tags: string[] = [];
      let url: string | undefined = `${this.origin}/v2/${repo}/tags/list`;
      for (let page = 0; url !== undefined; page++) {
        if (page >= 10_000) throw new OciError('protocol', `${what}: more than 10,000 pages`);
        const pageUrl: string = url;
        const result = await this.transport.retrying(context, async () => {
          const answer = await this.transport.send({ method: 'GET', url: pageUrl, scope: repositoryScope(repo, 'pull') });
          // A repository without tags does not exist for the registry: no versions.
          if (answer.response.status === 404 && page === 0) {
            await answer.close();
            return { tags: [] as string[], next: undefined };
          }
          await this.expect(answer, [200], context);
          const body = await readBody(answer, 16 * 1024 * 1024, what);
          return { tags: parseTagList(body, what), next: nextPage(answer, this.origin, what) };
        });
        tags.push(...result.tags);
        url = result.next;
      }
      await this.cache.recordLastSeen(this.where.registry, repo, { list: tags });
      return tags;
    });
  }

  putBlob(repository: string, bytes: Uint8Array, _mediaType: string): Promise<string> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      const digest = digestOf(bytes);
      const what = `upload of blob ${digest} to ${repo} at ${this.location}`;
      if (this.options.offline) throw new OciError('offline-miss', `${what}: not possible with --offline`);
      const context = this.context(what, repo, 'push');
      await this.transport.retrying(context, () =>
        uploadBlob(
          {
            transport: this.transport,
            repositoryUrl: `${this.origin}/v2/${repo}`,
            scope: repositoryScope(repo, 'push'),
            chunkSize: this.options.chunkSize,
            context: () => this.context(what, repo, 'push'),
            onProgress: (transferred) => this.options.onProgress?.({ direction: 'upload', repository: repo, digest, transferred, total: bytes.byteLength }),
          },
          bytes,
          digest,
        ),
      );
      await this.cache.writeBlob(digest, bytes);
      return digest;
    });
  }

  putManifest(repository: string, manifest: Uint8Array, mediaType: string, tag?: string): Promise<string> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      const digest = digestOf(manifest);
      if (tag !== undefined && !isTag(tag)) throw new OciError('invalid', `"${tag}" is not a valid tag`, { hint: 'a tag is up to 128 letters, digits, _ . and -, not starting with . or -' });
      const reference = tag ?? digest;
      const what = `upload of manifest ${reference} to ${repo} at ${this.location}`;
      if (this.options.offline) throw new OciError('offline-miss', `${what}: not possible with --offline`);
      const context = this.context(what, repo, 'push', tag);
      await this.transport.retrying(context, async () => {
        const answer = await this.send('PUT', repo, `manifests/${reference}`, 'push', { 'Content-Type': mediaType }, manifest);
        await this.expect(answer, [200, 201, 202], context);
        const served = answer.response.headers.get('docker-content-digest');
        await answer.close();
        if (served && isDigest(served) && digestAlgorithm(served) === 'sha256' && served !== digest) {
          throw new OciError('digest-mismatch', `${what}: the registry stored ${served}, not ${digest}`, { hint: 'the registry rewrote the manifest; it is not a faithful OCI store' });
        }
      });
      await this.cache.writeManifest({ mediaType, digest, bytes: manifest });
      if (tag !== undefined) await this.cache.recordLastSeen(this.where.registry, repo, { tag, digest });
      return digest;
    });
  }

  resolveManifest(repository: string, reference: string): Promise<ManifestHead> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      const byDigest = checkReference(reference);
      const what = `manifest ${reference} of ${repo} at ${this.location}`;
      if (this.options.offline || byDigest) {
        const cached = this.options.offline ? await this.offlineManifest(repo, reference, what) : await this.cache.readManifest(reference);
        if (cached) return { digest: cached.digest, mediaType: cached.mediaType, size: cached.bytes.byteLength };
      }
      const context = this.context(what, repo, 'pull');
      const head = await this.transport.retrying(context, async () => {
        const answer = await this.send('HEAD', repo, `manifests/${reference}`, 'pull', { Accept: MANIFEST_ACCEPT });
        await this.expect(answer, [200], context);
        await answer.close();
        return answer.response.headers;
      });
      const served = head.get('docker-content-digest');
      // Without the digest header, the bytes are needed to know it.
      if (!served || !isDigest(served)) {
        const manifest = await this.getManifest(repository, reference);
        return { digest: manifest.digest, mediaType: manifest.mediaType, size: manifest.bytes.byteLength };
      }
      if (byDigest && served !== reference) throw new OciError('digest-mismatch', `${what}: the registry answered for ${served}`);
      const length = Number(head.get('content-length'));
      return { digest: served, mediaType: head.get('content-type')?.split(';')[0]?.trim() || 'application/vnd.oci.image.manifest.v1+json', ...(Number.isSafeInteger(length) && length > 0 ? { size: length } : {}) };
    });
  }

  hasBlob(repository: string, digest: string): Promise<boolean> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      assertDigest(digest, `blob digest "${digest}"`);
      const what = `blob ${digest} of ${repo} at ${this.location}`;
      if (this.options.offline) return (await this.cache.readBlob(digest)) !== undefined;
      const context = this.context(what, repo, 'pull');
      return this.transport.retrying(context, async () => {
        const answer = await this.send('HEAD', repo, `blobs/${digest}`, 'pull');
        await answer.close();
        if (answer.response.status === 404) return false;
        if (answer.response.status === 200) return true;
        throw errorFromStatus(answer.response.status, '', context);
      });
    });
  }

  /** Streams a blob into the cache and memory, checking size and digest. */
  private async receiveBlob(answer: Answer, repo: string, digest: string, size: number | undefined, what: string): Promise<Uint8Array> {
    const announced = Number(answer.response.headers.get('content-length') ?? NaN);
    if (size !== undefined && Number.isSafeInteger(announced) && announced !== size) {
      await answer.close();
      throw sizeMismatch(what, announced, size);
    }
    const total = size ?? (Number.isSafeInteger(announced) ? announced : undefined);
    const digester = new Digester(digestAlgorithm(digest));
    const writer = await this.cache.startBlob(digest);
    const chunks: Uint8Array[] = [];
    try {
      await streamBody(answer, async (chunk) => {
        digester.update(chunk);
        if (size !== undefined && digester.size > size) throw sizeMismatch(what, digester.size, size, 'more than');
        chunks.push(chunk);
        await writer.write(chunk);
        this.options.onProgress?.({ direction: 'download', repository: repo, digest, transferred: digester.size, ...(total === undefined ? {} : { total }) });
      });
      if (size !== undefined && digester.size < size) throw new OciError('digest-mismatch', `${what}: truncated, ${digester.size} of ${size} bytes arrived`, { hint: 'the transfer broke off or the registry holds a damaged blob; try again' });
      const actual = digester.digest();
      if (actual !== digest) throw new OciError('digest-mismatch', `${what}: the bytes served have digest ${actual}`, { hint: 'the registry (or a proxy) served different content than the descriptor names' });
    } catch (error) {
      await writer.abort();
      throw error;
    }
    await writer.commit();
    return concat(chunks, digester.size);
  }

  private async offlineManifest(repo: string, reference: string, what: string): Promise<StoredManifest> {
    let digest = reference;
    if (!isDigest(reference)) {
      const seen = await this.cache.readLastSeen(this.where.registry, repo);
      const last = seen?.tags[reference];
      if (!last) throw offlineMiss(what);
      digest = last;
    }
    const cached = await this.cache.readManifest(digest);
    if (!cached) throw offlineMiss(what);
    return cached;
  }

  private send(method: 'GET' | 'HEAD' | 'PUT', repo: string, pathInRepo: string, access: 'pull' | 'push', headers: Record<string, string> = {}, body?: Uint8Array): Promise<Answer> {
    return this.transport.send({ method, url: `${this.origin}/v2/${repo}/${pathInRepo}`, scope: repositoryScope(repo, access), headers, ...(body ? { body } : {}) });
  }

  /** Throws the error for an answer whose status is not one of `expected`. */
  private async expect(answer: Answer, expected: readonly number[], context: FailureContext): Promise<void> {
    if (expected.includes(answer.response.status)) return;
    const text = answer.response.status >= 400 ? await readText(answer.response, 64 * 1024) : '';
    await answer.close();
    throw errorFromStatus(answer.response.status, text, context);
  }

  /** The failure context of an operation; credential facts are read when the error is built. */
  private context(what: string, repository: string, access: 'pull' | 'push', tag?: string): FailureContext {
    const authorizer = this.authorizer;
    return {
      what,
      registry: this.where.registry,
      repository,
      access,
      ...(tag === undefined ? {} : { tag }),
      get credentialSource() {
        return authorizer.credentialSource;
      },
      get credentialsTried() {
        return authorizer.credentialsTried;
      },
    };
  }

  /** Every OciError leaving the client passes the redaction guard. */
  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof OciError) {
        const secrets = this.authorizer.secrets();
        if (this.options.credentials) secrets.push(this.options.credentials.password);
        throw redact(error, secrets);
      }
      throw error;
    }
  }
}

/** True when `reference` is a digest; throws `invalid` unless it is a digest or a tag. */
function checkReference(reference: string): boolean {
  if (isDigest(reference)) return true;
  if (isTag(reference)) return false;
  throw new OciError('invalid', `"${reference}" is neither a tag nor a digest`, { hint: 'a tag is up to 128 letters, digits, _ . and -; a digest is sha256:<64 hex digits>' });
}

/** The digest of fetched manifest bytes, checked against the one asked for and the one the registry announced. */
function verifyManifest(bytes: Uint8Array, requested: string | undefined, served: string | null, what: string): string {
  const digest = digestOf(bytes);
  if (requested !== undefined && digestOf(bytes, digestAlgorithm(requested)) !== requested) {
    throw new OciError('digest-mismatch', `${what}: the bytes served have digest ${digestOf(bytes, digestAlgorithm(requested))}`, { hint: 'the registry (or a proxy) served different content than the reference names' });
  }
  if (served && isDigest(served) && digestOf(bytes, digestAlgorithm(served)) !== served) {
    throw new OciError('digest-mismatch', `${what}: Docker-Content-Digest says ${served} but the bytes have ${digestOf(bytes, digestAlgorithm(served))}`, { hint: 'the answer was altered on its way; try again' });
  }
  return requested ?? digest;
}

function parseTagList(body: Uint8Array, what: string): string[] {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { tags?: unknown };
    if (parsed.tags === null || parsed.tags === undefined) return [];
    if (Array.isArray(parsed.tags) && parsed.tags.every((tag) => typeof tag === 'string')) return parsed.tags as string[];
  } catch {
    // Reported below.
  }
  throw new OciError('protocol', `${what}: the registry's tag list is not {"tags": [...]}`);
}

/** The next page of a tag list, from `Link: <url>; rel="next"`, on the registry's own origin only. */
function nextPage(answer: Answer, origin: string, what: string): string | undefined {
  const link = answer.response.headers.get('link');
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part.trim());
    if (match && /rel="?next"?/i.test(match[2]!)) {
      const next = new URL(match[1]!, answer.url);
      if (next.origin !== origin) throw new OciError('protocol', `${what}: the next page is on another host (${next.host})`);
      return next.href;
    }
  }
  return undefined;
}

function offlineMiss(what: string): OciError {
  return new OciError('offline-miss', `${what}: not in the cache (--offline)`, { hint: 'run once without --offline to fill the cache' });
}

function sizeMismatch(what: string, actual: number, expected: number, relation = ''): OciError {
  return new OciError('digest-mismatch', `${what}: ${relation ? `${relation} ` : ''}${actual} bytes where the descriptor says ${expected}`, { hint: 'the descriptor and the registry disagree about this blob' });
}
