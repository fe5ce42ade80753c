/**
 * One HTTP exchange with a registry over `fetch`, and the retry loop around operations.
 * An exchange answers one 401 through the {@link Authorizer}, follows redirects itself
 * (sending `Authorization` only to the registry's own origin: blob redirects to object
 * storage carry signed URLs, not our token) and aborts when no byte arrives for
 * `timeoutMs`, or when the whole exchange (redirects, answer and body) outlasts its
 * deadline (src/oci/limits.ts: a registry dripping a byte every few seconds never trips
 * the idle timer). 429, 5xx and network failures become a {@link RetryableFailure}, which
 * {@link Transport.retrying} runs again with exponential backoff or the `Retry-After`
 * delay; a deadline is not tried again (the same registry would drip again).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { TokenServiceError, type Authorizer } from './auth.js';
import { errorFromNetwork, errorFromStatus, type FailureContext } from './errors.js';
import { limitError, requestDeadline } from './limits.js';
import { RGDC_VERSION } from '../version.js';
import { OciError } from './types.js';

/** A request to the registry (or a redirect target); `scope` is the token scope it needs. */
export interface Exchange {
  readonly method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'PATCH';
  readonly url: string;
  readonly scope: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: Uint8Array;
  /** The size the answer's body is declared to have (a blob's descriptor): it extends the deadline. */
  readonly expectedBytes?: number;
}

/** A response whose body is still to be read, with the idle timer that guards the reading. */
export interface Answer {
  readonly response: Response;
  /** The URL that answered (after redirects). */
  readonly url: string;
  /** Restarts the idle timeout: call on every chunk read. */
  touch(): void;
  /** Stops the timer and discards an unread body. */
  close(): Promise<void>;
  /** The error for a body read that broke: {@link DeadlineExceeded} when the deadline cut it, else a {@link RetryableFailure}. */
  readFailed(cause: unknown): Error;
}

/** The exchange outlasted its deadline; {@link Transport.retrying} turns it into a `limit` OciError. */
export class DeadlineExceeded extends Error {
  constructor(
    readonly deadlineMs: number,
    readonly url: string,
  ) {
    super(`no complete answer within ${deadlineMs} ms`);
  }
}

/** A failure worth trying again: 429, 5xx, or no (complete) answer. */
export class RetryableFailure extends Error {
  constructor(
    readonly reason: { readonly status?: number; readonly body?: string; readonly retryAfterMs?: number; readonly cause?: unknown; readonly url: string },
  ) {
    super(reason.status ? `HTTP ${reason.status}` : 'network failure');
  }
}

export interface TransportOptions {
  readonly fetch: typeof fetch;
  /** The registry's origin (`https://ghcr.io`): only requests there carry `Authorization`. */
  readonly origin: string;
  readonly authorizer: Authorizer;
  readonly timeoutMs: number;
  /** The base deadline of one exchange (ms), extended by {@link requestDeadline} for the bytes it moves. */
  readonly deadlineMs: number;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
}

/** Registries log it; some rate-limit anonymous clients without one. */
export const USER_AGENT = `rgdc/${RGDC_VERSION}`;
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** How much of an error body is kept for the message. */
const ERROR_BODY_LIMIT = 64 * 1024;

export class Transport {
  constructor(private readonly options: TransportOptions) {}

  /** Sends one exchange; see the module comment. Non-retryable statuses are returned to the caller. */
  async send(exchange: Exchange): Promise<Answer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${this.options.timeoutMs} ms`, 'TimeoutError')), this.options.timeoutMs);
    timer.unref?.();
    const touch = () => timer.refresh();
    const deadlineMs = requestDeadline(this.options.deadlineMs, (exchange.expectedBytes ?? 0) + (exchange.body?.byteLength ?? 0));
    let expired = false;
    const deadline = setTimeout(() => {
      expired = true;
      controller.abort(new Error(`no complete answer within ${deadlineMs} ms`));
    }, deadlineMs);
    deadline.unref?.();
    const stop = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
    };
    try {
      let url = exchange.url;
      let method = exchange.method;
      let body = exchange.body;
      let sentAuth = this.sameOrigin(url) ? this.options.authorizer.headerFor(exchange.scope) : undefined;
      let answeredChallenge = false;
      for (let hop = 0; ; ) {
        const headers: Record<string, string> = { 'User-Agent': USER_AGENT, ...exchange.headers };
        if (sentAuth && this.sameOrigin(url)) headers.Authorization = sentAuth;
        const response = await this.options.fetch(url, {
          method,
          headers,
          ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}),
          redirect: 'manual',
          signal: controller.signal,
        });
        touch();
        const location = response.headers.get('location');
        if (REDIRECTS.has(response.status) && location && (method === 'GET' || method === 'HEAD')) {
          if (++hop > MAX_REDIRECTS) throw new OciError('protocol', `more than ${MAX_REDIRECTS} redirects from ${new URL(url).host}`);
          await discard(response);
          url = new URL(location, url).href;
          if (response.status === 303) {
            method = 'GET';
            body = undefined;
          }
          continue;
        }
        if (response.status === 401 && !answeredChallenge && this.sameOrigin(url)) {
          answeredChallenge = true;
          const retryWith = await this.options.authorizer.answer(response.headers.get('www-authenticate'), exchange.scope, sentAuth);
          if (retryWith) {
            await discard(response);
            sentAuth = retryWith;
            continue;
          }
        }
        if (response.status === 429 || (response.status >= 500 && response.status !== 501 && response.status !== 505)) {
          const text = await readText(response, ERROR_BODY_LIMIT);
          stop();
          const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
          throw new RetryableFailure({ status: response.status, body: text, url, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
        }
        return {
          response,
          url,
          touch,
          close: async () => {
            stop();
            await discard(response);
          },
          readFailed: (cause) => (expired ? new DeadlineExceeded(deadlineMs, url) : new RetryableFailure({ cause, url })),
        };
      }
    } catch (error) {
      stop();
      if (expired) throw new DeadlineExceeded(deadlineMs, exchange.url);
      if (error instanceof RetryableFailure || error instanceof OciError) throw error;
      throw new RetryableFailure({ cause: error, url: exchange.url });
    }
  }

  /**
   * Runs `operation`, again after each {@link RetryableFailure} up to `retries` times
   * (only when `idempotent`), waiting `Retry-After` or an exponential backoff with jitter.
   * The last failure becomes an `OciError` (kind `unreachable`) built from `context`.
   */
  async retrying<T>(context: FailureContext, operation: () => Promise<T>, idempotent = true): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await operation();
      } catch (error) {
        if (error instanceof TokenServiceError) throw new OciError(error.kind, `${context.what}: ${error.message}`, error.details);
        if (error instanceof DeadlineExceeded)
          throw limitError(context.what, 'deadlineMs', error.deadlineMs, `${context.registry} sent no complete answer within the deadline`);
        if (!(error instanceof RetryableFailure)) throw error;
        const delay = this.delayFor(attempt, error.reason.retryAfterMs);
        if (!idempotent || attempt >= this.options.retries || delay === undefined) throw this.finalError(error, context);
        await sleep(delay);
      }
    }
  }

  /** The error for a failure that is not tried again. */
  finalError(failure: RetryableFailure, context: FailureContext): OciError {
    const { status, body, cause, url } = failure.reason;
    if (status !== undefined) return errorFromStatus(status, body ?? '', context);
    return errorFromNetwork(cause, { what: context.what, registry: context.registry, url, timeoutMs: this.options.timeoutMs });
  }

  /** Backoff before attempt `attempt + 1`; `undefined` when the registry asks for a longer wait than we allow. */
  private delayFor(attempt: number, retryAfterMs: number | undefined): number | undefined {
    if (retryAfterMs !== undefined) return retryAfterMs <= this.options.maxRetryDelayMs ? retryAfterMs : undefined;
    const exponential = this.options.retryDelayMs * 2 ** attempt;
    return Math.min(this.options.maxRetryDelayMs, exponential * (0.5 + Math.random() / 2));
  }

  private sameOrigin(url: string): boolean {
    return new URL(url).origin === this.options.origin;
  }
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Reads at most `limit` bytes of a body as text (error bodies), discarding the rest. */
export async function readText(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (size < limit) chunks.push(chunk);
      size += chunk.byteLength;
      if (size >= limit) break;
    }
  } catch {
    // A broken error body still leaves the status to report.
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, limit);
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Nothing to discard.
  }
}
