/**
 * The one place a component reference's repository becomes an {@link OciReader}: a CTF
 * folder or archive on disk here, an OCI registry through the registry client
 * (`src/oci/`). Everything above reads component versions through the reader alone.
 */
import { homedir } from 'node:os';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import type { OciPushTarget, OciReader, OciWriter } from '../oci/types.js';
import { CtfStore } from './ctf-store.js';
import type { ComponentRepository } from './reference.js';
import { openRegistry, type RegistryOptions } from '../oci/index.js';

/** How a store is opened; registry options (credentials, cache, offline) pass through to the client. */
export interface StoreOptions {
  /** Use only the local cache; never contact a registry. */
  readonly offline?: boolean;
  /** Anything else the registry client takes (credentials, cache folder, timeouts). */
  readonly registry?: RegistryOptions;
  /**
   * Hears the store's warnings: a damaged cache entry (`ocm_cache_damaged`), which the
   * client then treats as a miss. Without it they are dropped.
   */
  readonly report?: DiagnosticSink;
}

/**
 * Opens the store a reference names. Throws an `OciError` when it cannot (a missing CTF,
 * an archive that is not one).
 */
export function openStore(repository: ComponentRepository, options: StoreOptions = {}): OciReader {
  if (repository.kind === 'ctf') return CtfStore.open(expandHome(repository.path));
  return openRegistry(registryLocation(repository), registryOptions(repository, options));
}

/**
 * Opens the store a reference names for reading and writing (`rgdc publish`): a registry,
 * or a CTF folder (a CTF archive refuses writes with an `invalid` OciError).
 */
export function openWritableStore(repository: ComponentRepository, options: StoreOptions = {}): OciReader & OciWriter {
  if (repository.kind === 'ctf') return CtfStore.open(expandHome(repository.path));
  return openRegistry(registryLocation(repository), registryOptions(repository, options));
}

/**
 * Opens the store `rgdc component push` writes to: a registry, or a CTF folder, created
 * when it does not exist yet (`CtfStore.openOrCreate`). Rejects with an `OciError` when
 * it cannot (a CTF archive, a folder that is not a CTF).
 */
export async function openPushTarget(repository: ComponentRepository, options: StoreOptions = {}): Promise<OciPushTarget> {
  if (repository.kind === 'ctf') return CtfStore.openOrCreate(expandHome(repository.path));
  return openRegistry(registryLocation(repository), registryOptions(repository, options));
}

/** The registry's base URL: scheme, host[:port], sub path (component repositories go below it). */
function registryLocation(repository: Extract<ComponentRepository, { kind: 'oci' }>): string {
  return `${repository.scheme}://${repository.host}${repository.path === '' ? '' : `/${repository.path}`}`;
}

/** The client's options: `offline` and the warning sink folded in. */
function registryOptions(repository: Extract<ComponentRepository, { kind: 'oci' }>, options: StoreOptions): RegistryOptions {
  const report = options.report;
  const location = registryLocation(repository);
  return {
    ...options.registry,
    ...(options.offline ? { offline: true } : {}),
    ...(report ? { onWarning: (message: string) => report(makeDiagnostic('ocm_cache_damaged', fileSpan(location), '', message)) } : {}),
  };
}

function expandHome(path: string): string {
  return path === '~' || path.startsWith('~/') ? `${homedir()}${path.slice(1)}` : path;
}
