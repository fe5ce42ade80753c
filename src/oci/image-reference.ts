/**
 * The one reading of an image reference (`registry/path:tag@digest`) that rgdc uses
 * wherever it shows one: `rgdc localize` (the parts localization rules write) and
 * `rgdc preview` (the simulated `toOCI()` of an OCM `Resource`). Both therefore agree on
 * every part, Docker Hub included.
 *
 * The grammar is the one kubelet/containerd pull with (distribution's reference rules,
 * with go-containerregistry's limits): the text before the first `/` is the registry when
 * it contains `.` or `:` or is `localhost` (`ghcr.io`, `mirror.example:5000`); otherwise
 * the whole name is a repository on Docker Hub. A tag follows the last `:` that no `/`
 * follows; a digest follows `@` (`sha256`, `sha384` or `sha512`); both may be given.
 *
 * Docker Hub is written `docker.io`, the name OCM descriptors, Flux and kubelet users
 * write: a missing registry, `docker.io`, `index.docker.io` (go-containerregistry's and
 * OCM v1's name) and `registry-1.docker.io` (the API endpoint OCM's `toOCI()` reports)
 * all become `docker.io`, and a Docker Hub repository of one segment gets `library/`
 * (`nginx` → `docker.io/library/nginx`). See docs/localization.md.
 *
 * @example parseImageReference('mirror.example:5000/acme/guestbook:1.0.0')
 * // { reference: { registry: 'mirror.example:5000', repository: 'acme/guestbook', tag: '1.0.0', ... } }
 */

/** Docker Hub's registry as rgdc writes it. */
export const DOCKER_HUB = 'docker.io';

/** Other names of Docker Hub that references may carry; all are written `docker.io`. */
export const DOCKER_HUB_ALIASES: readonly string[] = ['docker.io', 'index.docker.io', 'registry-1.docker.io'];

/** A parsed, normalised reference. `tag` and `digest` are as written; either may be absent. */
export interface ImageReference {
  /** The text as given. */
  readonly original: string;
  /** The host with optional port; `docker.io` for Docker Hub. */
  readonly registry: string;
  /** The path without the registry (`library/` added on Docker Hub where implied). */
  readonly repository: string;
  readonly tag?: string;
  readonly digest?: string;
}

/** The parts a localization rule can ask for. */
export type ImageReferencePart = 'image' | 'registry' | 'repository' | 'fullyQualifiedRepository' | 'tag' | 'digest';

const REPOSITORY_CHARS = /^[a-z0-9_\-./]+$/;
const TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const DIGESTS: Readonly<Record<string, number>> = { sha256: 64, sha384: 96, sha512: 128 };
// What Go's url.Parse accepts as the authority `host[:port]` of `//host`.
const REGISTRY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(:[0-9]*)?$/;

/** Parses and normalises `text`, or says why it is not an image reference. */
export function parseImageReference(text: string): { reference: ImageReference } | { error: string } {
  const at = text.indexOf('@');
  let digest: string | undefined;
  let name = text;
  if (at >= 0) {
    if (text.indexOf('@', at + 1) >= 0) return { error: `a digest must follow exactly one \`@\`: \`${text}\`` };
    digest = text.slice(at + 1);
    name = text.slice(0, at);
    const digestError = checkDigest(digest, text);
    if (digestError) return { error: digestError };
  }
  const tagged = splitTag(name);
  if ('error' in tagged) return tagged;
  const repository = parseRepository(tagged.base);
  if ('error' in repository) return repository;
  return {
    reference: { original: text, ...repository, ...(tagged.tag !== undefined ? { tag: tagged.tag } : {}), ...(digest !== undefined ? { digest } : {}) },
  };
}

/** True when `text` names a registry host before its path (`ghcr.io/x/y`, `localhost:5000/x`). */
export function hasRegistryHost(text: string): boolean {
  const slash = text.indexOf('/');
  return slash > 0 && isRegistryName(text.slice(0, slash));
}

/**
 * The value a localization rule writes for `part`:
 * - `registry`, `repository`: as parsed; `fullyQualifiedRepository`: `registry/repository`;
 * - `tag`: the tag, or `latest` when the reference has neither tag nor digest (what a
 *   pull uses); undefined for a digest-only reference;
 * - `digest`: the digest, undefined when there is none;
 * - `image`: `registry/repository[:tag][@digest]` with the tag as for `tag`.
 */
export function imagePart(reference: ImageReference, part: ImageReferencePart): string | undefined {
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
 * Whether two texts name the same image (or repository, or registry) once normalised:
 * `redis:7` and `docker.io/library/redis:7` do; `ghcr.io/a/b:1` and `ghcr.io/a/b:2` do not.
 * Texts that do not parse are compared as written.
 */
export function sameImageText(a: string, b: string, part: ImageReferencePart): boolean {
  if (a === b) return true;
  if (part === 'registry') return normaliseRegistry(a) === normaliseRegistry(b);
  if (part !== 'image' && part !== 'fullyQualifiedRepository') return false;
  const left = parseImageReference(a);
  const right = parseImageReference(b);
  if ('error' in left || 'error' in right) return false;
  const l = left.reference;
  const r = right.reference;
  if (l.registry !== r.registry || l.repository !== r.repository) return false;
  if (part === 'fullyQualifiedRepository') return l.tag === undefined && r.tag === undefined && l.digest === undefined && r.digest === undefined;
  return imagePart(l, 'image') === imagePart(r, 'image');
}

/** `docker.io` for every Docker Hub alias and for no registry; other hosts as written. */
export function normaliseRegistry(registry: string): string {
  return registry === '' || DOCKER_HUB_ALIASES.includes(registry) ? DOCKER_HUB : registry;
}

function isRegistryName(segment: string): boolean {
  return segment.includes('.') || segment.includes(':') || segment === 'localhost';
}

function checkDigest(digest: string, text: string): string | undefined {
  const colon = digest.indexOf(':');
  const algorithm = colon < 0 ? '' : digest.slice(0, colon);
  const length = DIGESTS[algorithm];
  if (length === undefined) return `unsupported digest algorithm in \`${text}\`; sha256, sha384 and sha512 digests are accepted`;
  const hex = digest.slice(colon + 1);
  if (hex.length !== length || !/^[a-f0-9]+$/.test(hex)) return `the digest of \`${text}\` must be \`${algorithm}:\` and ${length} lowercase hex digits`;
  return undefined;
}

/** The last `:` starts the tag unless a `/` follows it (then it was a port). */
function splitTag(text: string): { base: string; tag?: string } | { error: string } {
  const colon = text.lastIndexOf(':');
  if (colon < 0 || text.slice(colon + 1).includes('/')) return { base: text };
  const tag = text.slice(colon + 1);
  if (tag === '') return { error: `\`${text}\` must name a tag after the colon` };
  if (!TAG.test(tag))
    return { error: `tag \`${tag}\` of \`${text}\` may only hold letters, digits, \`_\`, \`.\` and \`-\` (at most 128, not starting with \`.\` or \`-\`)` };
  return { base: text.slice(0, colon), tag };
}

function parseRepository(text: string): { registry: string; repository: string } | { error: string } {
  if (text === '') return { error: 'a repository name must be given' };
  let registry = '';
  let repository = text;
  const slash = text.indexOf('/');
  if (slash >= 0 && isRegistryName(text.slice(0, slash))) {
    registry = text.slice(0, slash);
    repository = text.slice(slash + 1);
  }
  if (repository.length < 2 || repository.length > 255 || !REPOSITORY_CHARS.test(repository)) {
    return { error: `repository \`${repository}\` must be 2 to 255 characters of lowercase letters, digits, \`_\`, \`-\`, \`.\` and \`/\`` };
  }
  if (repository.startsWith('/') || repository.endsWith('/') || repository.includes('//')) {
    return { error: `repository \`${repository}\` must not start or end with \`/\` or hold an empty path segment` };
  }
  if (registry !== '' && !REGISTRY.test(registry)) return { error: `registry \`${registry}\` is not a valid host[:port]` };
  registry = normaliseRegistry(registry);
  if (registry === DOCKER_HUB && !repository.includes('/')) repository = `library/${repository}`;
  return { registry, repository };
}
