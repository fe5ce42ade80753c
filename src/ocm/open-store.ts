/**
 * The one place a component reference's repository becomes an {@link OciReader}: a CTF
 * folder or archive on disk here, an OCI registry through the registry client
 * (`src/oci/`). Everything above reads component versions through the reader alone.
 */
import { homedir } from 'node:os';
import type { OciReader, OciWriter } from '../oci/types.js';
import { CtfStore } from './ctf-store.js';
import type { ComponentRepository } from './reference.js';
import { openRegistry, type RegistryOptions } from '../oci/index.js';

/** How a store is opened; registry options (credentials, cache, offline) pass through to the client. */
export interface StoreOptions {
  /** Use only the local cache; never contact a registry. */
  readonly offline?: boolean;
  /** Anything else the registry client takes (credentials, cache folder, timeouts). */
  readonly registry?: RegistryOptions;
}

/**
 * Opens the store a reference names. Throws an `OciError` when it cannot (a missing CTF,
 * an archive that is not one).
 */
export function openStore(repository: ComponentRepository, options: StoreOptions = {}): OciReader {
  if (repository.kind === 'ctf') return CtfStore.open(expandHome(repository.path));
  // The registry's base URL: scheme, host[:port], sub path (component repositories go below it).
  const location = `${repository.scheme}://${repository.host}${repository.path === '' ? '' : `/${repository.path}`}`;
  return openRegistry(location, { ...options.registry, ...(options.offline ? { offline: true } : {}) });
}

/**
 * Opens the store a reference names for reading and writing (`rgdc publish`): a registry,
 * or a CTF folder (a CTF archive refuses writes with an `invalid` OciError).
 */
export function openWritableStore(repository: ComponentRepository, options: StoreOptions = {}): OciReader & OciWriter {
  if (repository.kind === 'ctf') return CtfStore.open(expandHome(repository.path));
  return openRegistry(`${repository.scheme}://${repository.host}${repository.path === '' ? '' : `/${repository.path}`}`, { ...options.registry, ...(options.offline ? { offline: true } : {}) });
}

function expandHome(path: string): string {
  return path === '~' || path.startsWith('~/') ? `${homedir()}${path.slice(1)}` : path;
}
