/**
 * Where a registry is: `[http://|https://]HOST[:PORT][/PATH]`, the PATH being a
 * repository prefix that every repository argument is appended to
 * (`ghcr.io/acme/ocm` + `component-descriptors/acme.org/podinfo`).
 */
import { OciError } from './types.js';

/** A parsed registry location. Nothing here ever carries credentials. */
export interface RegistryLocation {
  /** `https` unless the location was written with `http://`. */
  readonly scheme: 'http' | 'https';
  /** `host[:port]` as written, lower-cased: the key for credentials and the cache (`docker.io`, `127.0.0.1:5000`). */
  readonly registry: string;
  /** `host[:port]` serving the API (`registry-1.docker.io` for `docker.io`). */
  readonly apiHost: string;
  /** The repository prefix, `''` or `acme/ocm`. */
  readonly pathPrefix: string;
  /** The location for messages: `ghcr.io/acme/ocm`, `http://127.0.0.1:5000`. */
  readonly display: string;
}

/** One path component of a repository name (distribution's reference grammar). */
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const HOST_PORT = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::([0-9]{1,5}))?$/;
/** A tag (distribution's reference grammar). */
const TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/** Docker Hub's names: the one people write and the one serving the API. */
const DOCKER_HUB_NAMES = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);
const DOCKER_HUB_API = 'registry-1.docker.io';

/** Parses a registry location; throws an `invalid` OciError (never echoing a user:password part). */
export function parseRegistryLocation(location: string): RegistryLocation {
  let rest = location.trim();
  let scheme: 'http' | 'https' = 'https';
  const schemeMatch = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//.exec(rest);
  if (schemeMatch) {
    const given = schemeMatch[1]!.toLowerCase();
    if (given !== 'http' && given !== 'https') {
      throw new OciError('invalid', `registry location: unsupported scheme "${given}://"`, {
        hint: 'write HOST[:PORT][/PATH], with https:// (the default) or http:// for a plain-HTTP registry',
      });
    }
    scheme = given;
    rest = rest.slice(schemeMatch[0].length);
  }
  const slash = rest.indexOf('/');
  const hostPart = (slash === -1 ? rest : rest.slice(0, slash)).toLowerCase();
  const pathPart = slash === -1 ? '' : rest.slice(slash + 1).replace(/\/+$/, '');
  if (hostPart.includes('@')) {
    // The part before @ may be a password: say nothing about it.
    throw new OciError('invalid', 'registry location must not contain credentials (user:password@host)', {
      hint: 'pass --username with --password-stdin, set RGDC_REGISTRY_USERNAME/RGDC_REGISTRY_PASSWORD, or log in with docker login / podman login',
    });
  }
  const hostMatch = HOST_PORT.exec(hostPart);
  if (!hostMatch || /[?#]/.test(rest) || (hostMatch[1] !== undefined && Number(hostMatch[1]) > 65535)) {
    throw new OciError('invalid', `registry location "${location}" is not [http://|https://]HOST[:PORT][/PATH]`);
  }
  const segments = pathPart === '' ? [] : pathPart.split('/');
  for (const segment of segments) {
    if (!PATH_COMPONENT.test(segment)) {
      throw new OciError('invalid', `registry location "${location}": path component "${segment}" is not a valid repository name part`, {
        hint: 'repository names are lower-case letters, digits and single separators (. _ __ -)',
      });
    }
  }
  const registry = DOCKER_HUB_NAMES.has(hostPart) ? 'docker.io' : hostPart;
  const pathPrefix = segments.join('/');
  return {
    scheme,
    registry,
    apiHost: registry === 'docker.io' ? DOCKER_HUB_API : registry,
    pathPrefix,
    display: `${scheme === 'http' ? 'http://' : ''}${registry}${pathPrefix ? `/${pathPrefix}` : ''}`,
  };
}

/**
 * The registry a location names, as credentials are keyed: `host[:port]` lower-cased,
 * Docker Hub's names (`index.docker.io`, `registry-1.docker.io`) as `docker.io`, the port
 * significant (`harbor.acme.org` and `harbor.acme.org:8443` are two registries, as in
 * docker's `config.json`). Undefined for text that is no registry location.
 */
export function registryKey(location: string): string | undefined {
  try {
    return parseRegistryLocation(location).registry;
  } catch {
    return undefined;
  }
}

/** The API origin, `https://registry.example:5000`. */
export function apiOrigin(location: RegistryLocation): string {
  return `${location.scheme}://${location.apiHost}`;
}

/**
 * The full repository name on the registry: the location's prefix joined with
 * `repository`. Docker Hub's one-part names live under `library/`, as docker pull does it.
 */
export function fullRepository(location: RegistryLocation, repository: string): string {
  const trimmed = repository.replace(/^\/+|\/+$/g, '');
  const segments = trimmed === '' ? [] : trimmed.split('/');
  for (const segment of segments) {
    if (!PATH_COMPONENT.test(segment)) {
      throw new OciError('invalid', `repository "${repository}": "${segment}" is not a valid repository name part`, {
        hint: 'repository names are lower-case letters, digits and single separators (. _ __ -)',
      });
    }
  }
  const joined = [location.pathPrefix, trimmed].filter((part) => part !== '').join('/');
  if (joined === '') throw new OciError('invalid', `no repository given for ${location.display}`);
  if (location.registry === 'docker.io' && !joined.includes('/')) return `library/${joined}`;
  return joined;
}

/** True when `reference` is a tag (not a digest) that a registry accepts. */
export function isTag(reference: string): boolean {
  return TAG.test(reference);
}
