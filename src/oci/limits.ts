/**
 * The bounds on what a registry may make rgdc wait for and hold (issue 25, class 3): a
 * whole-request deadline beside the idle timeout, the pages and tags of a tag list, and
 * the bytes of a blob. Each has a default, a {@link RegistryOptions} field and an
 * environment variable; going past one ends the operation with an `OciError` of kind
 * `limit` whose message names the bound and the variable that raises it (the CLI reports
 * it as `ocm_store_limit`, exit 4). See docs/limits.md, "Remote reads".
 */
import { formatBytes, limitFromEnv } from '../util/env-limit.js';
import { OciError } from './types.js';

/** The remote-read bounds of one registry client. */
export interface RemoteLimits {
  /** The longest one request may take, from sending to the last byte of its answer (ms). */
  readonly deadlineMs: number;
  /** Pages of one tag list (`Link: <...>; rel="next"` followed). */
  readonly maxTagPages: number;
  /** Tags of one repository, over all pages. */
  readonly maxTags: number;
  /** Bytes of one blob: a declared size above it is refused unread, an undeclared one stops there. */
  readonly maxBlobBytes: number;
}

/**
 * Five minutes: a manifest, a descriptor or a tag page is kilobytes, so a request still
 * running after that is a registry dripping its answer (a byte every few seconds keeps
 * the idle timeout from ever firing). A blob with a known size gets more time on top, see
 * {@link requestDeadline}.
 */
export const DEFAULT_DEADLINE_MS = 300_000;
/** With a registry's usual 100 tags a page, 1,000 pages are the 100,000 tags of {@link DEFAULT_MAX_TAGS}. */
export const DEFAULT_MAX_TAG_PAGES = 1_000;
/** Far above any component's release history (a CI that tags every build for years stays below it). */
export const DEFAULT_MAX_TAGS = 100_000;
/** rgdc holds a blob in memory (descriptors, configs, chart and RGD resources are kilobytes to megabytes). */
export const DEFAULT_MAX_BLOB_BYTES = 256 * 1024 * 1024;
/** The slowest transfer rate a blob with a declared size is granted beyond the deadline: 1 MiB/s. */
export const DEADLINE_BYTES_PER_SECOND = 1024 * 1024;

/** The environment variable of each bound. */
export const LIMIT_VARIABLES: Readonly<Record<keyof RemoteLimits, string>> = {
  deadlineMs: 'RGDC_REGISTRY_DEADLINE_MS',
  maxTagPages: 'RGDC_REGISTRY_MAX_TAG_PAGES',
  maxTags: 'RGDC_REGISTRY_MAX_TAGS',
  maxBlobBytes: 'RGDC_REGISTRY_MAX_BLOB_BYTES',
};

const DEFAULTS: RemoteLimits = {
  deadlineMs: DEFAULT_DEADLINE_MS,
  maxTagPages: DEFAULT_MAX_TAG_PAGES,
  maxTags: DEFAULT_MAX_TAGS,
  maxBlobBytes: DEFAULT_MAX_BLOB_BYTES,
};

/** The bounds: an explicit option wins, then the environment variable, then the default. */
export function resolveLimits(options: Partial<RemoteLimits>, env: NodeJS.ProcessEnv): RemoteLimits {
  const pick = (key: keyof RemoteLimits) => options[key] ?? limitFromEnv(env, LIMIT_VARIABLES[key]) ?? DEFAULTS[key];
  return { deadlineMs: pick('deadlineMs'), maxTagPages: pick('maxTagPages'), maxTags: pick('maxTags'), maxBlobBytes: pick('maxBlobBytes') };
}

/**
 * The deadline of one request: `deadlineMs`, plus one second per MiB of the bytes it is
 * known to move (a blob's declared size, an upload's body), so a large blob on a slow but
 * working link is not cut off while a dripping answer still ends.
 */
export function requestDeadline(deadlineMs: number, bytes = 0): number {
  return deadlineMs + Math.ceil((bytes / DEADLINE_BYTES_PER_SECOND) * 1000);
}

/** The `limit` error for `what` (`tags of x at host`): what happened, the bound, and how to raise it. */
export function limitError(what: string, limit: keyof RemoteLimits, value: number, happened: string): OciError {
  const variable = LIMIT_VARIABLES[limit];
  const shown = limit === 'maxBlobBytes' ? formatBytes(value) : limit === 'deadlineMs' ? `${value} ms` : value.toLocaleString('en-US');
  return new OciError('limit', `${what}: ${happened} (${LIMIT_NAMES[limit]} ${shown})`, {
    hint: `rgdc stops here so that a broken or hostile registry cannot hold it; if the registry is right, raise the limit with ${variable}=<${limit === 'deadlineMs' ? 'milliseconds' : limit === 'maxBlobBytes' ? 'bytes' : 'count'}>`,
  });
}

const LIMIT_NAMES: Readonly<Record<keyof RemoteLimits, string>> = {
  deadlineMs: 'request deadline',
  maxTagPages: 'tag list page limit',
  maxTags: 'tag limit',
  maxBlobBytes: 'blob size limit',
};
