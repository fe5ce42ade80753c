/**
 * Component references: where a component version lives and which one.
 *
 * ```
 * [http://|https://]HOST[:PORT][/PATH]//COMPONENT[:VERSION|@DIGEST]   an OCI registry
 * ctf::PATH//COMPONENT[:VERSION]   ./ctf//COMPONENT   /abs/ctf.tar.gz//COMPONENT   a CTF
 * ```
 *
 * As the OCM CLI (`compref.Parse`): an optional `TYPE::` prefix (`oci::`, `ctf::`), the
 * repository, `//` (or `/component-descriptors/`), the component name, `:VERSION`,
 * `@DIGEST`. Without a type the repository kind is guessed as the OCM CLI does, with one
 * rgdc rule first: a path starting with `./`, `../`, `/` or `~/` is always a CTF. Then: a
 * `http(s)://` scheme is a registry, `file://` a CTF; a name with a port or `localhost` is
 * a registry; `.tar`, `.tar.gz`, `.tgz` a CTF archive; a first segment with a dot and a
 * letter (`ghcr.io`) a registry; anything else a CTF folder.
 *
 * VERSION is exact when it is a relaxed semantic version (OCM's pattern: `1.2.3`, `v1.2`,
 * `1.0.0-rc.1+build.5`) and otherwise a Masterminds semver constraint (`>=6.9.0 <7`,
 * `~6.9`, `6.x`, `^1 || ^2`) resolved against the repository's tags.
 */
import { parseConstraint, type SemverConstraint } from './semver-constraint.js';
import { parseDigest } from './digest.js';

/** Where component versions are stored. */
export type ComponentRepository =
  | {
      readonly kind: 'oci';
      /** `http` only when the reference says `http://`. */
      readonly scheme: 'https' | 'http';
      /** `ghcr.io`, `127.0.0.1:5000`. */
      readonly host: string;
      /** The sub path inside the registry (`acme/ocm`), without slashes at the ends; may be empty. */
      readonly path: string;
    }
  | {
      readonly kind: 'ctf';
      /** The CTF folder or archive on disk, as given. */
      readonly path: string;
    };

/** Which version of the component. */
export type VersionSelector =
  | { readonly kind: 'exact'; readonly version: string }
  | { readonly kind: 'constraint'; readonly text: string; readonly constraint: SemverConstraint };

/** A parsed component reference. */
export interface ComponentReference {
  readonly repository: ComponentRepository;
  /** `acme.org/podinfo`. */
  readonly component: string;
  readonly version?: VersionSelector;
  /** `sha256:<hex>`: the manifest digest the version must have. */
  readonly digest?: string;
}

/** Why a text is not a component reference, and what to write instead. */
export interface ReferenceError {
  readonly error: string;
  readonly hint: string;
}

// OCM's patterns (ocm-spec component identity; relaxed semver as compref.VersionRegex).
const COMPONENT_NAME = /^[a-z][-a-z0-9]*([.][a-z][-a-z0-9]*)*[.][a-z]{2,}(\/[a-z][-a-z0-9_]*([.][a-z][-a-z0-9_]*)*)+$/;
const RELAXED_VERSION =
  /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?(?:\.(0|[1-9]\d*))?(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const HOST = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*)(:[0-9]{1,5})?$/;
// The distribution spec's repository path component.
const PATH_COMPONENT = /^[a-z0-9]+((\.|_|__|-+)[a-z0-9]+)*$/;
const EXAMPLE = 'ghcr.io/acme/ocm//acme.org/podinfo:6.9.1';

/**
 * Parses a component reference.
 *
 * @example parseComponentReference('ghcr.io/acme/ocm//acme.org/podinfo:6.9.1')
 * // {repository: {kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm'}, component: 'acme.org/podinfo', version: {kind: 'exact', version: '6.9.1'}}
 */
export function parseComponentReference(text: string): ComponentReference | ReferenceError {
  const prefix = parsePrefix(text);
  if ('error' in prefix) return prefix;
  const split = splitRepository(prefix.rest);
  if (!split)
    return fail(
      `"${text}" names no component: separate the repository from the component name with //`,
      `For example ${EXAMPLE}, or ./ctf//acme.org/podinfo:6.9.1 for a CTF.`,
    );
  const { repository: repositoryText, component: componentText } = split;
  // `user:password@host`: refused without echoing the text, which would print the secret.
  if (repositoryText.includes('@'))
    return fail(
      'a component reference must not carry credentials (user:password@host)',
      'Log in with `docker login` (or a credential helper) and give the reference without them.',
    );
  if (repositoryText === '') return fail(`"${text}" names no repository before //`, `For example ${EXAMPLE}.`);

  const target = parseTarget(componentText, text);
  if ('error' in target) return target;
  const repository = parseRepositoryText(repositoryText, prefix, text);
  if ('error' in repository) return repository;
  return { repository, ...target };
}

/**
 * Parses an OCM repository alone, as written before `//` in a component reference
 * (`http://127.0.0.1:5000`, `ghcr.io/acme/ocm`, `./ctf`, `ctf::out`): the target of
 * `rgdc component push`. The same type prefixes, schemes and guesses as
 * {@link parseComponentReference}.
 *
 * @example parseRepositoryReference('http://127.0.0.1:5000') // {kind: 'oci', scheme: 'http', host: '127.0.0.1:5000', path: ''}
 */
export function parseRepositoryReference(text: string): ComponentRepository | ReferenceError {
  const prefix = parsePrefix(text);
  if ('error' in prefix) return prefix;
  const repositoryText = prefix.rest.replace(/(.)\/+$/, '$1');
  if (repositoryText.includes('@'))
    return fail(
      'a repository must not carry credentials (user:password@host)',
      'Log in with `docker login` (or a credential helper), or use --username with --password-stdin, and give the repository without them.',
    );
  if (repositoryText === '') return fail(`"${text}" names no repository`, 'For example http://127.0.0.1:5000, ghcr.io/acme/ocm or ./ctf.');
  return parseRepositoryText(repositoryText, prefix, text);
}

/** A reference's `TYPE::` and `scheme://`, and the text after them. */
function parsePrefix(text: string): { type: 'oci' | 'ctf' | undefined; scheme: string | undefined; rest: string } | ReferenceError {
  let rest = text;
  let type: 'oci' | 'ctf' | undefined;
  const typed = /^([A-Za-z][A-Za-z0-9]*)::/.exec(rest);
  if (typed) {
    const name = typed[1]!.toLowerCase();
    if (name === 'oci' || name === 'ociregistry') type = 'oci';
    else if (name === 'ctf' || name === 'commontransportformat') type = 'ctf';
    else
      return fail(
        `unknown repository type "${typed[1]}" in "${text}"`,
        'Use oci:: for a registry or ctf:: for a Common Transport Format folder or archive, or leave the type out.',
      );
    rest = rest.slice(typed[0].length);
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(rest);
  let schemeName: string | undefined;
  if (scheme) {
    schemeName = scheme[1]!.toLowerCase();
    if (schemeName === 'file') {
      if (type === 'oci') return fail(`"${text}": file:// names a CTF, not a registry`, 'Drop oci:: or the file:// scheme.');
      type = 'ctf';
    } else if (schemeName === 'http' || schemeName === 'https') {
      if (type === 'ctf') return fail(`"${text}": ${schemeName}:// names a registry, not a CTF`, 'Drop ctf:: or the scheme.');
      type = 'oci';
    } else {
      return fail(
        `unsupported scheme ${scheme[1]}:// in "${text}"`,
        'A registry is https:// (the default) or http:// for plain-HTTP registries; a CTF is a path.',
      );
    }
    rest = rest.slice(scheme[0].length);
  }
  return { type, scheme: schemeName, rest };
}

/** The repository part (after the prefix, before `//`): a CTF path or a registry host[:port][/path]. */
function parseRepositoryText(
  repositoryText: string,
  prefix: { type: 'oci' | 'ctf' | undefined; scheme: string | undefined },
  text: string,
): ComponentRepository | ReferenceError {
  const kind = prefix.type ?? guessKind(repositoryText);
  if (kind === 'ctf') return { kind: 'ctf', path: repositoryText };
  const slash = repositoryText.indexOf('/');
  const host = slash < 0 ? repositoryText : repositoryText.slice(0, slash);
  const path = slash < 0 ? '' : repositoryText.slice(slash + 1).replace(/\/+$/, '');
  if (!HOST.test(host))
    return fail(
      `"${host}" in "${text}" is not a registry host[:port]`,
      `For example ${EXAMPLE}; a CTF path is written ctf::PATH//COMPONENT or ./PATH//COMPONENT.`,
    );
  const port = /:([0-9]+)$/.exec(host);
  if (port && Number(port[1]) > 65535) return fail(`port ${port[1]} in "${text}" is out of range`, 'A port is 1 to 65535.');
  const badSegment = path === '' ? undefined : path.split('/').find((segment) => !PATH_COMPONENT.test(segment));
  if (badSegment !== undefined)
    return fail(
      `"${badSegment}" in "${text}" is not a valid repository path segment (lowercase letters, digits, and . _ - between them)`,
      `For example ${EXAMPLE}.`,
    );
  return { kind: 'oci', scheme: prefix.scheme === 'http' ? 'http' : 'https', host, path };
}

/** Whether `name` is an OCM component name (a lowercase domain and a path: `acme.org/podinfo`). */
export function isComponentName(name: string): boolean {
  return COMPONENT_NAME.test(name);
}

/**
 * The reference a ConfigData's `component` names: its `repository` is an OCI registry
 * (never a CTF), with an optional `https://`/`http://` (or Flux-style `oci://`) scheme;
 * its `version` may be a constraint.
 *
 * @example componentReferenceFromConfigData({name: 'acme.org/podinfo', version: '>=6.9 <7', repository: 'ghcr.io/acme/ocm'})
 */
export function componentReferenceFromConfigData(component: {
  readonly name: string;
  readonly version: string;
  readonly repository: string;
}): ComponentReference | ReferenceError {
  const repository = component.repository.replace(/^oci:\/\//, '').replace(/\/+$/, '');
  return parseComponentReference(`${/^https?:\/\//.test(repository) ? '' : 'oci::'}${repository}//${component.name}:${component.version}`);
}

/** The reference as text, in the form rgdc prints it (`https://` left out, `ctf::` written out, `oci::` where the name alone would read as a CTF). */
export function formatComponentReference(reference: ComponentReference, options: { version?: string } = {}): string {
  const registry = formatRepository(reference.repository);
  // A registry whose name would be guessed as a CTF folder keeps its type, so the text reads back the same.
  const repository =
    reference.repository.kind === 'ctf'
      ? `ctf::${reference.repository.path}`
      : reference.repository.scheme === 'https' && guessKind(registry) === 'ctf'
        ? `oci::${registry}`
        : registry;
  const version =
    options.version ?? (reference.version === undefined ? undefined : reference.version.kind === 'exact' ? reference.version.version : reference.version.text);
  return `${repository}//${reference.component}${version === undefined ? '' : `:${version}`}${reference.digest === undefined || options.version !== undefined ? '' : `@${reference.digest}`}`;
}

/** `ghcr.io/acme/ocm`, `http://127.0.0.1:5000`, `./ctf`: the store part of a reference. */
export function formatRepository(repository: ComponentRepository): string {
  if (repository.kind === 'ctf') return repository.path;
  return `${repository.scheme === 'http' ? 'http://' : ''}${repository.host}${repository.path === '' ? '' : `/${repository.path}`}`;
}

/**
 * Whether a `--component` value is meant as a reference rather than a file: it has the
 * `//` or `TYPE::` of a reference. Callers check first that it is not an existing file, so
 * files keep working whatever their name.
 */
export function looksLikeComponentReference(text: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]*::/.test(text) || /[^/:]\/\/[a-z]/.test(text) || /^https?:\/\//.test(text);
}

function splitRepository(text: string): { repository: string; component: string } | undefined {
  const double = text.indexOf('//');
  if (double >= 0) return { repository: text.slice(0, double), component: text.slice(double + 2) };
  const token = '/component-descriptors/';
  const prefixed = text.lastIndexOf(token);
  if (prefixed >= 0) return { repository: text.slice(0, prefixed), component: text.slice(prefixed + token.length) };
  return undefined;
}

function parseTarget(text: string, whole: string): Omit<ComponentReference, 'repository'> | ReferenceError {
  let rest = text;
  let digest: string | undefined;
  const at = rest.lastIndexOf('@');
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    const parsed = parseDigest(digest);
    if ('error' in parsed) return fail(`invalid digest in "${whole}": ${parsed.error}`, 'A digest is the manifest digest, sha256:<64 hex digits>.');
  }
  let versionText: string | undefined;
  const colon = rest.indexOf(':');
  if (colon >= 0) {
    versionText = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (versionText.trim() === '')
      return fail(`"${whole}" has an empty version after :`, 'Write a version (:6.9.1) or a constraint (:>=6.9.0 <7), or leave :VERSION out for the newest.');
  }
  if (!COMPONENT_NAME.test(rest))
    return fail(`"${rest}" in "${whole}" is not an OCM component name (a lowercase domain and a path, e.g. acme.org/podinfo)`, `For example ${EXAMPLE}.`);
  const version = versionText === undefined ? undefined : parseVersionSelector(versionText, whole);
  if (version && 'error' in version) return version;
  return { component: rest, ...(version ? { version } : {}), ...(digest !== undefined ? { digest } : {}) };
}

/** An exact version when it is OCM's relaxed semver, else a Masterminds constraint. */
export function parseVersionSelector(text: string, whole = text): VersionSelector | ReferenceError {
  if (RELAXED_VERSION.test(text)) return { kind: 'exact', version: text };
  const constraint = parseConstraint(text);
  if ('error' in constraint)
    return fail(
      `"${text}" in "${whole}" is neither a version nor a semver constraint: ${constraint.error}`,
      'Write a version (6.9.1, v1.2) or a Masterminds constraint (>=6.9.0 <7, ~6.9, ^6, 6.x).',
    );
  return { kind: 'constraint', text, constraint };
}

/** The OCM CLI's guess, after rgdc's explicit-path rule. */
function guessKind(repository: string): 'oci' | 'ctf' {
  if (/^(\.{1,2}|~)?\//.test(repository) || repository === '.' || repository === '..') return 'ctf';
  if (repository.includes(':') || repository === 'localhost' || repository.startsWith('localhost/')) return 'oci';
  if (/\.(tar|tar\.gz|tgz)$/.test(repository)) return 'ctf';
  const first = repository.split('/')[0]!;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(first)) return 'oci';
  if (/\.[^.]*[A-Za-z]/.test(first) && /[A-Za-z]/.test(first.split('.').pop() ?? '')) return 'oci';
  return 'ctf';
}

function fail(error: string, hint: string): ReferenceError {
  return { error, hint };
}
