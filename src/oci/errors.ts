/**
 * Turning registry answers and network failures into `OciError`s a user can act on:
 * the HTTP status, the registry's own error code (`errors[0].code` of the distribution
 * JSON) and a hint. Messages are built from safe parts only (location, repository,
 * reference, credential source names); {@link redact} is a last guard at the boundary.
 */
import type { SecretRedactor } from '../util/secret-redactor.js';
import { OciError, type OciErrorKind } from './types.js';

/** What was being done, for the message and the hint. */
export interface FailureContext {
  /** `manifest 1.0.0 of component-descriptors/acme.org/x at ghcr.io/acme`. */
  readonly what: string;
  readonly registry: string;
  readonly repository: string;
  /** `pull` or `push`: the access a 403 lacked. */
  readonly access: 'pull' | 'push';
  /** Where the credentials came from, or the sources tried when there were none. */
  readonly credentialSource?: string;
  readonly credentialsTried?: readonly string[];
  /** A tag being written: 4xx answers that say "immutable" become that hint. */
  readonly tag?: string;
  /**
   * Removes the client's secrets from registry text before it is folded and cut to a
   * message's length (a cut could leave a password's first half behind otherwise).
   */
  readonly scrub?: (text: string) => string;
}

/** The distribution API's error body: `{"errors": [{"code", "message", "detail"}]}`. */
export function parseRegistryErrors(body: string, scrub: (text: string) => string = (text) => text): { code?: string; message?: string } {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ code?: unknown; message?: unknown }> };
    const first = Array.isArray(parsed.errors) ? parsed.errors[0] : undefined;
    return {
      ...(typeof first?.code === 'string' && cleanText(scrub(first.code)) !== '' ? { code: cleanText(scrub(first.code)) } : {}),
      ...(typeof first?.message === 'string' ? { message: cleanText(scrub(first.message)) } : {}),
    };
  } catch {
    return {};
  }
}

/** An `OciError` for a non-success HTTP answer. */
export function errorFromStatus(status: number, body: string, context: FailureContext): OciError {
  const { code, message } = parseRegistryErrors(body, context.scrub);
  const said = code || message ? ` (${[code, message].filter(Boolean).join(': ')})` : '';
  const text = `${context.what}: HTTP ${status}${said}`;
  const details = (kind: OciErrorKind, hint: string) => new OciError(kind, text, { status, ...(code ? { registryCode: code } : {}), hint });
  if (context.tag !== undefined && (status === 409 || status === 412 || /immutab/i.test(`${code ?? ''} ${message ?? ''} ${body.slice(0, 2000)}`))) {
    return details('denied', `tag ${context.tag} is immutable in this registry and cannot be overwritten: publish a new version instead`);
  }
  switch (status) {
    case 401:
      return details('unauthorized', authHint(context));
    case 403:
      return details(
        'denied',
        context.credentialSource
          ? `the credentials from ${context.credentialSource} have no ${context.access} access to ${context.repository}`
          : `${context.registry} allows no anonymous ${context.access} of ${context.repository}; ${loginAdvice}`,
      );
    case 404:
      return details('not-found', notFoundHint(code, context));
    case 400:
    case 405:
    case 413:
    case 415:
      return details('invalid', `${context.registry} refused the request as invalid; the registry's message above says why`);
    default:
      if (status === 429 || status >= 500) return details('unreachable', `${context.registry} kept answering ${status}; try again later`);
      return details('protocol', `unexpected answer from ${context.registry}`);
  }
}

const loginAdvice =
  'log in with docker login / podman login, or pass --username with --password-stdin, or set RGDC_REGISTRY_USERNAME and RGDC_REGISTRY_PASSWORD';

function authHint(context: FailureContext): string {
  if (context.credentialSource) return `${context.registry} refused the credentials from ${context.credentialSource}; check or renew them`;
  const tried = context.credentialsTried?.length ? ` (looked at: ${context.credentialsTried.join('; ')})` : '';
  return `no credentials found for ${context.registry}${tried}; ${loginAdvice}`;
}

function notFoundHint(code: string | undefined, context: FailureContext): string {
  if (code === 'NAME_UNKNOWN')
    return `repository ${context.repository} does not exist at ${context.registry}: check the component name and the repository path`;
  if (code === 'BLOB_UNKNOWN') return `the registry lost a blob that ${context.repository} refers to, or the descriptor names a wrong digest`;
  if (code === 'MANIFEST_UNKNOWN') return `${context.repository} has no such tag or digest: list the versions that exist`;
  return `check the repository path and the reference`;
}

/** An `OciError` for a request that got no HTTP answer (after retries). */
export function errorFromNetwork(error: unknown, context: { what: string; registry: string; url: string; timeoutMs: number }): OciError {
  const code = networkErrorCode(error);
  const text = `${context.what}: ${context.registry} cannot be reached`;
  if (code === 'TIMEOUT')
    return new OciError('unreachable', `${text} (no answer within ${context.timeoutMs} ms)`, { hint: 'check the network, or raise the timeout' });
  if (code === 'ECONNREFUSED')
    return new OciError('unreachable', `${text} (connection refused)`, { hint: `nothing listens at ${new URL(context.url).host}: check the host and port` });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new OciError('unreachable', `${text} (host name does not resolve)`, { hint: 'check the host name' });
  if (code !== undefined && /SSL|TLS|CERT|EPROTO/i.test(code)) {
    return new OciError('unreachable', `${text} (TLS: ${code})`, {
      hint: context.url.startsWith('https:') ? 'if the registry speaks plain HTTP, write the location as http://HOST:PORT' : 'check the registry address',
    });
  }
  return new OciError('unreachable', `${text} (${code ?? 'network error'})`, { hint: 'check the host, port and network' });
}

/** The code of a fetch failure (`ECONNREFUSED`, `TIMEOUT`, ...), from the error or its causes. */
export function networkErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    const candidate = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (candidate.name === 'TimeoutError') return 'TIMEOUT';
    if (typeof candidate.code === 'string' && candidate.code !== 'UND_ERR_SOCKET') return candidate.code;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Removes every form of the client's secrets ({@link SecretRedactor}: URL-encoded, base64,
 * JSON-escaped, folded over lines) from an error's message, hint and registry code.
 * Messages never include secrets by construction; this is the guard at the boundary.
 */
export function redact(error: OciError, redactor: SecretRedactor): OciError {
  if (redactor.empty) return error;
  const message = redactor.redact(error.message);
  const hint = error.details.hint === undefined ? undefined : redactor.redact(error.details.hint);
  const registryCode = error.details.registryCode === undefined ? undefined : redactor.redact(error.details.registryCode);
  if (message === error.message && hint === error.details.hint && registryCode === error.details.registryCode) return error;
  return new OciError(error.kind, message, {
    ...error.details,
    ...(hint === undefined ? {} : { hint }),
    ...(registryCode === undefined ? {} : { registryCode }),
  });
}

/** Registry text in a message: one line, no control characters, bounded. */
/**
 * A registry's words on one line and inert: control characters (C0, DEL, C1), line and
 * paragraph separators and bidirectional overrides and isolates become spaces, so an
 * error body cannot drive the terminal or reorder the message it is quoted in.
 */
function cleanText(text: string): string {
  const oneLine = text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}...` : oneLine;
}
