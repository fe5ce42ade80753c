/**
 * The credential files of docker and podman: `config.json` (`auths`, `credHelpers`,
 * `credsStore`) and podman's `auth.json` (`auths` only, keys may carry a namespace path).
 * Reading only: rgdc never writes them.
 */
import { readFile } from 'node:fs/promises';

/** One `auths` entry, decoded; `undefined` fields were absent or empty. */
export interface AuthEntry {
  readonly username?: string;
  readonly password?: string;
  readonly identityToken?: string;
}

/** What a docker or podman credential file says about the registries. */
export interface CredentialFile {
  /** Keys normalised by {@link normaliseAuthKey}. */
  readonly auths: ReadonlyMap<string, AuthEntry>;
  readonly credHelpers: ReadonlyMap<string, string>;
  readonly credsStore?: string;
}

/** Why a credential file gave nothing (for the hint of an auth failure); never its contents. */
export type CredentialFileProblem = 'missing' | 'unreadable' | 'not JSON';

/** Reads a credential file; a missing or broken file is a problem to report, not an exception. */
export async function readCredentialFile(file: string): Promise<CredentialFile | CredentialFileProblem> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (!isRecord(parsed)) return 'not JSON';
  const auths = new Map<string, AuthEntry>();
  if (isRecord(parsed.auths)) {
    for (const [key, value] of Object.entries(parsed.auths)) {
      if (isRecord(value)) auths.set(normaliseAuthKey(key), decodeAuthEntry(value));
    }
  }
  const credHelpers = new Map<string, string>();
  if (isRecord(parsed.credHelpers)) {
    for (const [key, value] of Object.entries(parsed.credHelpers)) {
      if (typeof value === 'string' && value !== '') credHelpers.set(normaliseAuthKey(key), value);
    }
  }
  const credsStore = typeof parsed.credsStore === 'string' && parsed.credsStore !== '' ? parsed.credsStore : undefined;
  return { auths, credHelpers, ...(credsStore ? { credsStore } : {}) };
}

/**
 * A config key as `host[:port][/path]`, lower-case host: docker writes `https://index.docker.io/v1/`
 * for Docker Hub and sometimes a scheme for others; podman may add a namespace path.
 */
export function normaliseAuthKey(key: string): string {
  const withoutScheme = key.trim().replace(/^[a-z]+:\/\//i, '');
  const slash = withoutScheme.indexOf('/');
  const host = (slash === -1 ? withoutScheme : withoutScheme.slice(0, slash)).toLowerCase();
  const path = slash === -1 ? '' : withoutScheme.slice(slash + 1).replace(/\/+$/, '');
  const dockerHub = host === 'index.docker.io' || host === 'registry-1.docker.io' || host === 'docker.io';
  // Docker Hub's key carries the API version (`/v1/`), not a namespace.
  if (dockerHub) return path === '' || path === 'v1' || path === 'v2' ? 'docker.io' : `docker.io/${path}`;
  return path === '' ? host : `${host}/${path}`;
}

/**
 * The most specific key of `keys` matching `registry/repository`: the host alone, or (podman)
 * the host with a namespace prefix of the repository.
 */
export function matchAuthKey(keys: Iterable<string>, registry: string, repositoryPath: string): string | undefined {
  const target = repositoryPath === '' ? registry : `${registry}/${repositoryPath}`;
  let best: string | undefined;
  for (const key of keys) {
    if (key === target || target.startsWith(`${key}/`) || key === registry) {
      if (best === undefined || key.length > best.length) best = key;
    }
  }
  return best;
}

function decodeAuthEntry(value: Record<string, unknown>): AuthEntry {
  const entry: { username?: string; password?: string; identityToken?: string } = {};
  if (typeof value.auth === 'string' && value.auth !== '') {
    const decoded = Buffer.from(value.auth, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      entry.username = decoded.slice(0, colon);
      entry.password = decoded.slice(colon + 1);
    }
  }
  if (typeof value.username === 'string' && value.username !== '' && typeof value.password === 'string') {
    entry.username ??= value.username;
    entry.password ??= value.password;
  }
  if (typeof value.identitytoken === 'string' && value.identitytoken !== '') entry.identityToken = value.identitytoken;
  return entry;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
