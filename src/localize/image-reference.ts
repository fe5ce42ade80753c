/**
 * Image references parsed the way OCM v1 did it, with go-containerregistry's
 * `name.ParseReference` (default, non-strict options), so each part a localization rule
 * asks for has the value the v1 controller wrote.
 *
 * The registry rule, exactly: the text before the first `/` is the registry when it
 * contains `.` or `:` (`ghcr.io`, `localhost:5000`); otherwise the whole name is a
 * repository on Docker Hub. `docker.io` and a missing registry both become
 * `index.docker.io`, and a Docker Hub repository without `/` gets `library/`
 * (`nginx` → `index.docker.io/library/nginx`). `localhost/x` is therefore a Docker Hub
 * repository, as in go-containerregistry (Docker's own parser differs here).
 *
 * @example parseImageReference('ghcr.io/stefanprodan/podinfo:6.9.1')
 * // { registry: 'ghcr.io', repository: 'stefanprodan/podinfo', tag: '6.9.1' }
 */
import type { ImagePart } from '../compiler/phases/3-analyze/types.js';

/** Docker Hub's registry name, as go-containerregistry's `name.DefaultRegistry`. */
export const DEFAULT_REGISTRY = 'index.docker.io';

/** A parsed reference. `tag` and `digest` are as written; either may be absent. */
export interface ImageReference {
  readonly original: string;
  /** `Registry.Name()`: the host with optional port. */
  readonly registry: string;
  /** `Repository.RepositoryStr()`: the path without the registry. */
  readonly repository: string;
  readonly tag?: string;
  readonly digest?: string;
}

const REPOSITORY_CHARS = /^[a-z0-9_\-./]+$/;
const TAG = /^[A-Za-z0-9_.-]{1,128}$/;
const DIGEST = /^sha256:[a-f0-9]{64}$/;
// What Go's url.Parse accepts as the authority `host[:port]` of `//host`.
const REGISTRY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(:[0-9]*)?$/;

/** Parses `text`, or explains why go-containerregistry would refuse it. */
export function parseImageReference(text: string): { reference: ImageReference } | { error: string } {
  const at = text.indexOf('@');
  if (at < 0) {
    const tagged = splitTag(text);
    if ('error' in tagged) return tagged;
    const repository = parseRepository(tagged.base);
    if ('error' in repository) return repository;
    return { reference: { original: text, ...repository, ...(tagged.tag !== undefined ? { tag: tagged.tag } : {}) } };
  }
  if (text.indexOf('@', at + 1) >= 0) return { error: `a digest must follow exactly one \`@\`: \`${text}\`` };
  const digest = text.slice(at + 1);
  if (!digest.startsWith('sha256:')) return { error: `unsupported digest algorithm in \`${text}\`; only sha256 digests are accepted` };
  if (!DIGEST.test(digest)) return { error: `the digest of \`${text}\` must be \`sha256:\` and 64 lowercase hex digits` };
  // go-containerregistry accepts `repo:tag@digest` (and then keeps only the digest); the
  // tag is kept here because Kubernetes and kustomize keep it.
  const tagged = splitTag(text.slice(0, at));
  const base = 'error' in tagged ? text.slice(0, at) : tagged.base;
  const repository = parseRepository(base);
  if ('error' in repository) return repository;
  const tag = 'error' in tagged ? undefined : tagged.tag;
  return { reference: { original: text, ...repository, ...(tag !== undefined ? { tag } : {}), digest } };
}

/** `name.NewTag`: the last `:` starts the tag unless a `/` follows it (then it was a port). */
function splitTag(text: string): { base: string; tag?: string } | { error: string } {
  const colon = text.lastIndexOf(':');
  if (colon < 0 || text.slice(colon + 1).includes('/')) return { base: text };
  const tag = text.slice(colon + 1);
  if (tag === '') return { error: `\`${text}\` must name a tag after the colon` };
  if (!TAG.test(tag)) return { error: `tag \`${tag}\` of \`${text}\` may only hold letters, digits, \`_\`, \`.\` and \`-\` (at most 128)` };
  return { base: text.slice(0, colon), tag };
}

/** `name.NewRepository` and `name.NewRegistry`. */
function parseRepository(text: string): { registry: string; repository: string } | { error: string } {
  if (text === '') return { error: 'a repository name must be given' };
  let registry = '';
  let repository = text;
  const slash = text.indexOf('/');
  if (slash >= 0 && /[.:]/.test(text.slice(0, slash))) {
    registry = text.slice(0, slash);
    repository = text.slice(slash + 1);
  }
  if (repository.length < 2 || repository.length > 255 || !REPOSITORY_CHARS.test(repository)) {
    return { error: `repository \`${repository}\` must be 2 to 255 characters of lowercase letters, digits, \`_\`, \`-\`, \`.\` and \`/\`` };
  }
  if (registry !== '' && !REGISTRY.test(registry)) return { error: `registry \`${registry}\` is not a valid host[:port]` };
  if (registry === '' || registry === 'docker.io') registry = DEFAULT_REGISTRY;
  if (registry === DEFAULT_REGISTRY && !repository.includes('/')) repository = `library/${repository}`;
  return { registry, repository };
}

/**
 * The value a localization rule writes for `part`:
 * - `registry`, `repository`: as above; `fullyQualifiedRepository`: `registry/repository`;
 * - `tag`: the tag, or `latest` when the reference has neither tag nor digest (the
 *   go-containerregistry default); undefined for a digest-only reference;
 * - `digest`: the digest, undefined when there is none;
 * - `image`: `registry/repository[:tag][@digest]` with the tag as for `tag`.
 */
export function imagePart(reference: ImageReference, part: ImagePart): string | undefined {
  const repository = `${reference.registry}/${reference.repository}`;
  const tag = reference.tag ?? (reference.digest === undefined ? 'latest' : undefined);
  switch (part) {
    case 'registry':
      return reference.registry;
    case 'repository':
      return reference.repository;
    case 'fullyQualifiedRepository':
      return repository;
    case 'tag':
      return tag;
    case 'digest':
      return reference.digest;
    case 'image':
      return `${repository}${tag !== undefined ? `:${tag}` : ''}${reference.digest !== undefined ? `@${reference.digest}` : ''}`;
  }
}

/**
 * Kustomize's `image.Split`: the name, tag and digest of an image as written in a
 * manifest (a `:` before the first `/` belongs to the registry port).
 */
export function splitManifestImage(image: string): { name: string; tag?: string; digest?: string } {
  const slash = image.indexOf('/');
  const offset = slash > 0 ? slash : 0;
  const search = image.slice(offset);
  const at = search.indexOf('@');
  const colon = search.indexOf(':');
  if (at < 0 && colon < 0) return { name: image };
  if (at >= 0 && (colon < 0 || at < colon)) return { name: image.slice(0, offset + at), digest: image.slice(offset + at + 1) };
  if (at >= 0) return { name: image.slice(0, offset + colon), tag: image.slice(offset + colon + 1, offset + at), digest: image.slice(offset + at + 1) };
  return { name: image.slice(0, offset + colon), tag: image.slice(offset + colon + 1) };
}

/**
 * What the Kustomization `images` transformer makes of `image` for an entry with
 * `newName`, `newTag` and `digest` (empty ones ignored): a new tag or digest replaces
 * both the old tag and digest; with neither, the old ones stay.
 */
export function rewriteManifestImage(image: string, newName: string, newTag: string | undefined, digest: string | undefined): string {
  const old = splitManifestImage(image);
  let tag = old.tag;
  let oldDigest = old.digest;
  if (newTag || digest) {
    tag = newTag || undefined;
    oldDigest = digest || undefined;
  }
  return `${newName}${tag ? `:${tag}` : ''}${oldDigest ? `@${oldDigest}` : ''}`;
}
