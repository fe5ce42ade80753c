/** How a registry client is set up, and the defaults of each setting. */
import os from 'node:os';
import path from 'node:path';
import { resolveLimits, type RemoteLimits } from './limits.js';

/** One step of a transfer, for a progress line on a terminal. */
export interface TransferProgress {
  readonly direction: 'download' | 'upload';
  /** The full repository name on the registry. */
  readonly repository: string;
  readonly digest: string;
  /** Bytes moved so far. */
  readonly transferred: number;
  /** The expected size, when known. */
  readonly total?: number;
}

/** Options of {@link openRegistry}; every one has a default. */
export interface RegistryOptions {
  /** Use only the cache: no network at all (`--offline`). */
  readonly offline?: boolean;
  /** The cache root; default `$XDG_CACHE_HOME/rgdc`, else `~/.cache/rgdc`. Content lives in `<cacheDir>/oci/`. */
  readonly cacheDir?: string;
  /** Explicit credentials (`--username` + `--password-stdin`); they win over every other source. */
  readonly credentials?: { readonly username: string; readonly password: string };
  /**
   * The registry (`host[:port]`, or a location) that `credentials` and
   * `RGDC_REGISTRY_USERNAME`/`RGDC_REGISTRY_PASSWORD` were given for; a client for any other
   * registry uses neither (docker's and podman's files name their registries themselves).
   * `null`: given for no registry (the command's component store is a CTF). Default: the
   * registry opened.
   */
  readonly credentialsFor?: string | null;
  /** Abort a request when no byte arrived for this long; default 30,000 ms. */
  readonly timeoutMs?: number;
  /**
   * Bounds on what one registry may make rgdc wait for and hold (src/oci/limits.ts): the
   * whole-request deadline (default 5 min, plus 1 s per MiB of a blob's declared size),
   * tag list pages (1,000) and tags (100,000), blob bytes (256 MiB). Unset fields come
   * from `RGDC_REGISTRY_DEADLINE_MS`, `RGDC_REGISTRY_MAX_TAG_PAGES`, `RGDC_REGISTRY_MAX_TAGS`,
   * `RGDC_REGISTRY_MAX_BLOB_BYTES` in `env`, else the defaults.
   */
  readonly limits?: Partial<RemoteLimits>;
  /** Attempts after the first for idempotent requests on 429, 5xx and network errors; default 3. */
  readonly retries?: number;
  /** First backoff delay (doubled per attempt, with jitter); default 250 ms. */
  readonly retryDelayMs?: number;
  /** The longest wait between attempts; a longer `Retry-After` ends the retries; default 30,000 ms. */
  readonly maxRetryDelayMs?: number;
  /** Blobs larger than this are uploaded in chunks of this size (PATCH); default 16 MiB. */
  readonly chunkSize?: number;
  /** The `fetch` to use; default Node's global one (tests inject theirs). */
  readonly fetch?: typeof fetch;
  /** The environment to read credential and cache settings from; default `process.env`. */
  readonly env?: NodeJS.ProcessEnv;
  /** Called as blobs move, for a progress line. */
  readonly onProgress?: (event: TransferProgress) => void;
  /**
   * After a conditional tag write (publish), wait at least this long, and at least twice
   * as long as the check and the write took, before reading the tag back: a concurrent
   * writer that checked the tag before our write and wrote it just after is then seen.
   * Default 500 ms.
   */
  readonly tagSettleMs?: number;
  /**
   * Called once per damaged cache entry (bytes that do not hash to their name, a FIFO or
   * an outside link where an entry should be, a malformed `tags.json`): the entry is
   * treated as a miss, so online the content is fetched again and offline it is missing.
   */
  readonly onWarning?: (message: string) => void;
}

/** Options with their defaults applied. */
export interface ResolvedOptions {
  readonly offline: boolean;
  readonly cacheDir: string;
  readonly credentials?: { readonly username: string; readonly password: string };
  /** See {@link RegistryOptions.credentialsFor}; `undefined` = the registry opened. */
  readonly credentialsFor?: string | null;
  readonly timeoutMs: number;
  readonly limits: RemoteLimits;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
  readonly chunkSize: number;
  readonly fetch: typeof fetch;
  readonly env: NodeJS.ProcessEnv;
  readonly home: string;
  readonly onProgress?: (event: TransferProgress) => void;
  readonly tagSettleMs: number;
  readonly onWarning?: (message: string) => void;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRIES = 3;
export const DEFAULT_CHUNK_SIZE = 16 * 1024 * 1024;
export const DEFAULT_TAG_SETTLE_MS = 500;

/** The default cache root for an environment. */
export function defaultCacheDir(env: NodeJS.ProcessEnv, home: string): string {
  return env.XDG_CACHE_HOME ? path.join(env.XDG_CACHE_HOME, 'rgdc') : path.join(home, '.cache', 'rgdc');
}

/** Applies the defaults. */
export function resolveOptions(options: RegistryOptions): ResolvedOptions {
  const env = options.env ?? process.env;
  const home = env.HOME || os.homedir();
  return {
    offline: options.offline ?? false,
    cacheDir: options.cacheDir ?? defaultCacheDir(env, home),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.credentialsFor !== undefined ? { credentialsFor: options.credentialsFor } : {}),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    limits: resolveLimits(options.limits ?? {}, env),
    retries: options.retries ?? DEFAULT_RETRIES,
    retryDelayMs: options.retryDelayMs ?? 250,
    maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK_SIZE,
    fetch: options.fetch ?? globalThis.fetch,
    env,
    home,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    tagSettleMs: options.tagSettleMs ?? DEFAULT_TAG_SETTLE_MS,
    ...(options.onWarning ? { onWarning: options.onWarning } : {}),
  };
}
