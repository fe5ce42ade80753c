/**
 * The registry client: {@link OciReader} and {@link OciWriter} over the distribution API,
 * with the content-addressed cache in front. Tags are resolved at the registry on every
 * call (a tag moves); digests are served from the cache when it holds them (content does
 * not). With `offline`, nothing leaves the machine: digests come from the cache, tags from
 * the last-seen index, and anything else is an `offline-miss`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Authorizer, repositoryScope, type TokenFetch } from './auth.js';
import { readBody } from './body.js';
import { ContentCache } from './cache.js';
import { ENV_PASSWORD, ENV_USERNAME, lookupCredentials } from './credentials.js';
import { SecretRedactor } from '../util/secret-redactor.js';
import { assertDigest, digestAlgorithm, digestOf, isDigest } from './digest.js';
import { errorFromStatus, redact, type FailureContext } from './errors.js';
import { apiOrigin, fullRepository, isTag, parseRegistryLocation, registryKey, type RegistryLocation } from './location.js';
import { MANIFEST_ACCEPT, MANIFEST_MAX_BYTES, manifestMediaType } from './media-types.js';
import { limitError } from './limits.js';
import { resolveOptions, type RegistryOptions, type ResolvedOptions } from './options.js';
import { Transport, USER_AGENT, readText, type Answer } from './transport.js';
import { OciError, type OciReader, type OciWriter, type StoredManifest, type TagCondition } from './types.js';
import { nextPage, parseTagList } from './tags.js';
import { uploadBlob } from './upload.js';
import { receiveBlob, sizeMismatch, verifyManifest } from './verify.js';

/** One page of a tag list: 16 MiB holds the 100,000 longest tags (128 characters) of the default tag limit. */
const TAG_PAGE_MAX_BYTES = 16 * 1024 * 1024;

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
    this.cache = new ContentCache(options.cacheDir, options.onWarning);
    this.authorizer = new Authorizer(
      this.origin,
      () =>
        lookupCredentials({
          registry: where.registry,
          repositoryPath: where.pathPrefix,
          ...(options.credentials ? { explicit: options.credentials } : {}),
          // A location that does not parse names no registry: its credentials go nowhere.
          ...(options.credentialsFor !== undefined ? { givenFor: options.credentialsFor === null ? null : (registryKey(options.credentialsFor) ?? null) } : {}),
          env: options.env,
          home: options.home,
        }),
      createTokenFetch(options.fetch, options.timeoutMs),
    );
    this.transport = new Transport({
      fetch: options.fetch,
      origin: this.origin,
      authorizer: this.authorizer,
      timeoutMs: options.timeoutMs,
      deadlineMs: options.limits.deadlineMs,
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
        const bytes = await readBody(answer, MANIFEST_MAX_BYTES, what, 'the manifest size limit, as in distribution');
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
      const { maxBlobBytes } = this.options.limits;
      if (size !== undefined && size > maxBlobBytes) throw limitError(what, 'maxBlobBytes', maxBlobBytes, `the descriptor declares ${size} bytes`);
      const cached = await this.cache.readBlob(digest);
      if (cached) {
        if (size !== undefined && cached.byteLength !== size) throw sizeMismatch(what, cached.byteLength, size);
        return cached;
      }
      if (this.options.offline) throw offlineMiss(what);
      const context = this.context(what, repo, 'pull');
      return this.transport.retrying(context, async () => {
        const answer = await this.transport.send({
          method: 'GET',
          url: `${this.origin}/v2/${repo}/blobs/${digest}`,
          scope: repositoryScope(repo, 'pull'),
          ...(size === undefined ? {} : { expectedBytes: size }),
        });
        await this.expect(answer, [200], context);
        return receiveBlob(answer, { cache: this.cache, digest, ...(size === undefined ? {} : { size }), what, maxBytes: maxBlobBytes }, (transferred, total) =>
          this.options.onProgress?.({ direction: 'download', repository: repo, digest, transferred, ...(total === undefined ? {} : { total }) }),
        );
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
      const { maxTagPages, maxTags } = this.options.limits;
      const tags: string[] = [];
      let url: string | undefined = `${this.origin}/v2/${repo}/tags/list`;
      for (let page = 0; url !== undefined; page++) {
        if (page >= maxTagPages)
          throw limitError(what, 'maxTagPages', maxTagPages, `the registry sends more than ${maxTagPages.toLocaleString('en-US')} pages`);
        const pageUrl: string = url;
        const result = await this.transport.retrying(context, async () => {
          const answer = await this.transport.send({ method: 'GET', url: pageUrl, scope: repositoryScope(repo, 'pull') });
          // A repository without tags does not exist for the registry: no versions.
          if (answer.response.status === 404 && page === 0) {
            await answer.close();
            return { tags: [] as string[], next: undefined };
          }
          await this.expect(answer, [200], context);
          const body = await readBody(answer, TAG_PAGE_MAX_BYTES, what, 'the tag page size limit');
          return { tags: parseTagList(body, what), next: nextPage(answer, this.origin, what) };
        });
        if (tags.length + result.tags.length > maxTags)
          throw limitError(what, 'maxTags', maxTags, `the registry lists more than ${maxTags.toLocaleString('en-US')} tags`);
        // One by one: push(...tags) overflows the stack past about 125,000 arguments.
        for (const tag of result.tags) tags.push(tag);
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

  putManifest(repository: string, manifest: Uint8Array, mediaType: string, tag?: string, condition?: TagCondition): Promise<string> {
    return this.guard(async () => {
      const repo = fullRepository(this.where, repository);
      const digest = digestOf(manifest);
      if (tag !== undefined && !isTag(tag))
        throw new OciError('invalid', `"${tag}" is not a valid tag`, { hint: 'a tag is up to 128 letters, digits, _ . and -, not starting with . or -' });
      const reference = tag ?? digest;
      const what = `upload of manifest ${reference} to ${repo} at ${this.location}`;
      if (this.options.offline) throw new OciError('offline-miss', `${what}: not possible with --offline`);
      const context = this.context(what, repo, 'push', tag);
      const write = { repo, reference, manifest, mediaType, digest, what, context };
      if (tag !== undefined && condition !== undefined) await this.putConditionally(repository, tag, condition, write);
      else await this.sendManifest(write);
      await this.cache.writeManifest({ mediaType, digest, bytes: manifest });
      if (tag !== undefined) await this.cache.recordLastSeen(this.where.registry, repo, { tag, digest });
      return digest;
    });
  }

  /**
   * A tag write that must not overwrite what a concurrent writer put there. OCI
   * distribution 1.1 has no compare-and-swap on tags (conditional requests are a proposal,
   * opencontainers/distribution-spec#251; docker-registry ignores `If-Match` on a PUT), so:
   * check what the tag holds, write with `If-None-Match: *` or `If-Match` (a registry that
   * honours them answers 412 to a lost race), then read the tag back after a settle time
   * (`tagSettleMs`, at least twice the check-to-write time), by which a rival that checked
   * before our write and wrote after it has landed: the tag then holds its manifest, not
   * ours, and this write fails with `conflict` instead of reporting a version that is gone.
   */
  private async putConditionally(repository: string, tag: string, condition: TagCondition, write: ManifestWrite): Promise<void> {
    const started = performance.now();
    const before = await this.tagDigest(repository, tag);
    if (before === write.digest) return;
    if (!satisfies(condition, before)) throw tagConflict(write.what, tag, before, condition);
    const precondition: Record<string, string> = 'absent' in condition ? { 'If-None-Match': '*' } : { 'If-Match': `"${condition.digest}"` };
    const refused = await this.sendManifest(write, precondition);
    if (refused) {
      const now = await this.tagDigest(repository, tag);
      if (now === write.digest) return; // An earlier attempt of ours landed.
      // Still what satisfied the condition: the registry refuses for another reason (an immutable tag).
      if (now === before) throw errorFromStatus(412, refused.body, write.context);
      throw tagConflict(write.what, tag, now, condition);
    }
    if (this.options.tagSettleMs > 0) await sleep(Math.max(this.options.tagSettleMs, 2 * (performance.now() - started)));
    const after = await this.tagDigest(repository, tag);
    if (after !== write.digest) {
      throw new OciError('conflict', `${write.what}: another writer replaced it with ${after ?? 'nothing'} right after this write`, {
        hint: 'Two publishes wrote the same tag at once; run publish again.',
      });
    }
  }

  /** PUTs a manifest; resolves to the 412 answer's body when `precondition` headers were sent and refused, else undefined. */
  private async sendManifest(write: ManifestWrite, precondition: Record<string, string> = {}): Promise<{ body: string } | undefined> {
    const conditional = Object.keys(precondition).length > 0;
    return this.transport.retrying(write.context, async () => {
      const answer = await this.send(
        'PUT',
        write.repo,
        `manifests/${write.reference}`,
        'push',
        { 'Content-Type': write.mediaType, ...precondition },
        write.manifest,
      );
      if (conditional && answer.response.status === 412) {
        const body = await readText(answer.response, 64 * 1024);
        await answer.close();
        return { body };
      }
      await this.expect(answer, [200, 201, 202], write.context);
      const served = answer.response.headers.get('docker-content-digest');
      await answer.close();
      if (served && isDigest(served) && digestAlgorithm(served) === 'sha256' && served !== write.digest) {
        throw new OciError('digest-mismatch', `${write.what}: the registry stored ${served}, not ${write.digest}`, {
          hint: 'the registry rewrote the manifest; it is not a faithful OCI store',
        });
      }
      return undefined;
    });
  }

  /** The digest a tag holds now, asked of the registry (`HEAD`); undefined when the tag does not exist. */
  private async tagDigest(repository: string, tag: string): Promise<string | undefined> {
    try {
      return (await this.resolveManifest(repository, tag)).digest;
    } catch (error) {
      if (error instanceof OciError && error.kind === 'not-found') return undefined;
      throw error;
    }
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
      return {
        digest: served,
        mediaType: head.get('content-type')?.split(';')[0]?.trim() || 'application/vnd.oci.image.manifest.v1+json',
        ...(Number.isSafeInteger(length) && length > 0 ? { size: length } : {}),
      };
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

  private send(
    method: 'GET' | 'HEAD' | 'PUT',
    repo: string,
    pathInRepo: string,
    access: 'pull' | 'push',
    headers: Record<string, string> = {},
    body?: Uint8Array,
  ): Promise<Answer> {
    return this.transport.send({
      method,
      url: `${this.origin}/v2/${repo}/${pathInRepo}`,
      scope: repositoryScope(repo, access),
      headers,
      ...(body ? { body } : {}),
    });
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
      scrub: (text) => this.redactor().redact(text),
    };
  }

  /** Every secret the client could know, used or not (an echo needs no use). */
  private redactor(): SecretRedactor {
    const redactor = this.authorizer.addSecrets(new SecretRedactor());
    if (this.options.credentials) redactor.add(this.options.credentials.password, this.options.credentials.username);
    const envPassword = this.options.env[ENV_PASSWORD];
    if (envPassword) redactor.add(envPassword, this.options.env[ENV_USERNAME]);
    return redactor;
  }

  /** Every OciError leaving the client passes the redaction guard. */
  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof OciError) {
        throw redact(error, this.redactor());
      }
      throw error;
    }
  }
}

/** True when `reference` is a digest; throws `invalid` unless it is a digest or a tag. */
function checkReference(reference: string): boolean {
  if (isDigest(reference)) return true;
  if (isTag(reference)) return false;
  throw new OciError('invalid', `"${reference}" is neither a tag nor a digest`, {
    hint: 'a tag is up to 128 letters, digits, _ . and -; a digest is sha256:<64 hex digits>',
  });
}

/** One manifest upload, as {@link RegistryClient.putManifest} prepared it. */
interface ManifestWrite {
  readonly repo: string;
  readonly reference: string;
  readonly manifest: Uint8Array;
  readonly mediaType: string;
  readonly digest: string;
  readonly what: string;
  readonly context: FailureContext;
}

/** True when a tag holding `current` (undefined: no such tag) may be written under `condition`. */
function satisfies(condition: TagCondition, current: string | undefined): boolean {
  return 'absent' in condition ? current === undefined : current === condition.digest;
}

function tagConflict(what: string, tag: string, current: string | undefined, condition: TagCondition): OciError {
  const expected = 'absent' in condition ? 'no manifest' : condition.digest;
  return new OciError(
    'conflict',
    `${what}: tag ${tag} holds ${current ?? 'no manifest'}, not ${expected} as when this publish read it: another writer changed it meanwhile`,
    { hint: 'Run publish again: it reads the registry anew.' },
  );
}

function offlineMiss(what: string): OciError {
  return new OciError('offline-miss', `${what}: not in the cache (--offline)`, { hint: 'run once without --offline to fill the cache' });
}

/** Redirects a token request follows (a token service behind a login host). */
const MAX_TOKEN_REDIRECTS = 5;
const TOKEN_REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** A token answer is a small JSON object. */
const TOKEN_ANSWER_LIMIT = 256 * 1024;

/**
 * The token requests of a client: redirects followed by rgdc itself, `Authorization`
 * dropped as soon as one leads to another origin. A POST (an identity token in its body)
 * is never redirected: its 3xx is the answer, a refusal.
 */
function createTokenFetch(fetchImpl: typeof fetch, timeoutMs: number): TokenFetch {
  return async (url, init) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let target = url;
    let headers: Record<string, string> = { 'User-Agent': USER_AGENT, ...init.headers };
    for (let hop = 0; ; hop++) {
      const response = await fetchImpl(target, { ...init, headers, redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (init.method === 'GET' && TOKEN_REDIRECTS.has(response.status) && location && hop < MAX_TOKEN_REDIRECTS) {
        await response.body?.cancel().catch(() => undefined);
        const next = new URL(location, target);
        if (next.origin !== new URL(target).origin) {
          const { Authorization: _dropped, ...rest } = headers;
          headers = rest;
        }
        target = next.href;
        continue;
      }
      return { status: response.status, text: await readText(response, TOKEN_ANSWER_LIMIT) };
    }
  };
}
