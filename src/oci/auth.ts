/**
 * Registry authentication as the distribution token spec and docker do it: a 401 carries
 * `WWW-Authenticate: Bearer realm=...,service=...,scope=...` (get a token there, with Basic
 * credentials or anonymously, cache it per scope) or `Basic realm=...` (send the
 * credentials on every request). Credentials are looked up only when a registry asks, and
 * go only to the registry's origin and to a realm on its own site (./realm.ts); any other
 * realm is asked anonymously.
 */
import type { Credential, CredentialLookup } from './credentials.js';
import { realmGetsCredentials } from './realm.js';
import type { SecretRedactor } from '../util/secret-redactor.js';
import { OciError } from './types.js';

/** A failure at the token service; the transport prefixes it with the operation it stopped. */
export class TokenServiceError extends OciError {}

/** One challenge of a `WWW-Authenticate` header; the scheme lower-cased, parameter names too. */
export interface Challenge {
  readonly scheme: string;
  readonly params: Readonly<Record<string, string>>;
}

/** Parses `WWW-Authenticate` (RFC 9110 auth-params; several challenges may share the header). */
export function parseChallenges(header: string): Challenge[] {
  const challenges: Array<{ scheme: string; params: Record<string, string> }> = [];
  const token = /[!#$%&'*+.^_`|~0-9A-Za-z-]+/y;
  let i = 0;
  const skip = (chars: RegExp) => {
    while (i < header.length && chars.test(header[i]!)) i++;
  };
  while (i < header.length) {
    skip(/[\s,]/);
    token.lastIndex = i;
    const match = token.exec(header);
    if (!match) break;
    i = token.lastIndex;
    skip(/[ \t]/);
    if (header[i] === '=' && challenges.length > 0) {
      i++;
      skip(/[ \t]/);
      let value = '';
      if (header[i] === '"') {
        i++;
        while (i < header.length && header[i] !== '"') {
          if (header[i] === '\\') i++;
          value += header[i] ?? '';
          i++;
        }
        i++;
      } else {
        // Unquoted values should be tokens; registries write URLs bare too, so read to the comma.
        const bare = /[^,\s]*/y;
        bare.lastIndex = i;
        value = bare.exec(header)?.[0] ?? '';
        i = bare.lastIndex;
      }
      challenges[challenges.length - 1]!.params[match[0].toLowerCase()] = value;
    } else {
      challenges.push({ scheme: match[0].toLowerCase(), params: {} });
    }
  }
  return challenges;
}

/** The scope of a repository access, as the token service expects it. */
export function repositoryScope(repository: string, access: 'pull' | 'push'): string {
  return `repository:${repository}:${access === 'push' ? 'pull,push' : 'pull'}`;
}

/** How the authorizer sends its token requests (no auth of its own, with the client's timeouts). */
export type TokenFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; text: string }>;

interface CachedToken {
  readonly value: string;
  readonly expiresAt: number;
}

/** Tokens that come without `expires_in` live 60 s (the token spec's default). */
const DEFAULT_TOKEN_SECONDS = 60;

/**
 * The auth state of one client: the registry's challenge, the credential lookup (run once,
 * on the first 401) and the bearer tokens per scope.
 */
export class Authorizer {
  private challenge: Challenge | undefined;
  private lookup: Promise<CredentialLookup> | undefined;
  private resolved: CredentialLookup | undefined;
  private readonly tokens = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<CachedToken>>();

  constructor(
    /** The registry's API origin (`https://ghcr.io`): where Basic credentials go, and whose site a realm must be on. */
    private readonly registryOrigin: string,
    private readonly lookupCredentials: () => Promise<CredentialLookup>,
    private readonly fetchToken: TokenFetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** Where the credentials in use came from (for hints), once looked up. */
  get credentialSource(): string | undefined {
    return this.resolved?.source;
  }

  /** The sources looked at without success (for hints), once looked up. */
  get credentialsTried(): readonly string[] {
    return this.resolved?.tried ?? [];
  }

  /** Adds every secret this client holds (tokens, the password with its user, an identity token) to `redactor`. */
  addSecrets(redactor: SecretRedactor): SecretRedactor {
    for (const token of this.tokens.values()) redactor.add(token.value);
    const credential = this.resolved?.credential;
    if (credential?.kind === 'basic') redactor.add(credential.password, credential.username);
    if (credential?.kind === 'identity-token') redactor.add(credential.token);
    return redactor;
  }

  /** The `Authorization` header to send up front, when the registry's scheme is known. */
  headerFor(scope: string): string | undefined {
    if (!this.challenge) return undefined;
    if (this.challenge.scheme === 'basic') {
      const credential = this.resolved?.credential;
      return credential?.kind === 'basic' ? `Basic ${basicValue(credential)}` : undefined;
    }
    const token = this.validToken(scope) ?? (scope.endsWith(':pull') ? this.validToken(`${scope},push`) : undefined);
    return token ? `Bearer ${token}` : undefined;
  }

  /**
   * Answers a 401: learns the challenge and gets what it asks for. Resolves to the header to
   * retry with, or `undefined` when there is nothing new to try (the 401 stands).
   */
  async answer(wwwAuthenticate: string | null, scope: string, sentHeader: string | undefined): Promise<string | undefined> {
    const challenges = parseChallenges(wwwAuthenticate ?? '');
    const chosen = challenges.find((c) => c.scheme === 'bearer') ?? challenges.find((c) => c.scheme === 'basic');
    if (!chosen) return undefined;
    this.challenge = chosen;
    const lookup = await this.credentials();
    if (chosen.scheme === 'basic') {
      const credential = lookup.credential;
      if (credential?.kind !== 'basic') return undefined;
      const header = `Basic ${basicValue(credential)}`;
      return header === sentHeader ? undefined : header;
    }
    // A cached token the registry refused (expired, revoked) is dropped and asked for anew;
    // the transport answers one challenge per request, so a refused fresh token stays refused.
    if (sentHeader?.startsWith('Bearer ')) {
      for (const [key, cached] of this.tokens) if (`Bearer ${cached.value}` === sentHeader) this.tokens.delete(key);
    }
    const token = await this.bearerToken(chosen, scope, lookup);
    return `Bearer ${token.value}`;
  }

  private credentials(): Promise<CredentialLookup> {
    this.lookup ??= this.lookupCredentials().then((found) => {
      this.resolved = found;
      return found;
    });
    return this.lookup;
  }

  private validToken(scope: string): string | undefined {
    const token = this.tokens.get(scope);
    return token && token.expiresAt > this.now() ? token.value : undefined;
  }

  private bearerToken(challenge: Challenge, scope: string, lookup: CredentialLookup): Promise<CachedToken> {
    let pending = this.pending.get(scope);
    if (!pending) {
      pending = this.requestToken(challenge, scope, lookup).finally(() => this.pending.delete(scope));
      this.pending.set(scope, pending);
    }
    return pending;
  }

  private async requestToken(challenge: Challenge, scope: string, lookup: CredentialLookup): Promise<CachedToken> {
    const realm = challenge.params.realm;
    let realmUrl: URL;
    try {
      realmUrl = new URL(realm ?? '');
      if (realmUrl.protocol !== 'https:' && realmUrl.protocol !== 'http:') throw new Error('scheme');
    } catch {
      throw new TokenServiceError('protocol', 'the registry asked for a bearer token without a usable realm URL', { status: 401 });
    }
    const service = challenge.params.service;
    // The registry's own scope says what it wants (it may name more than one); ours otherwise.
    const scopes = (challenge.params.scope ?? scope).split(' ').filter((s) => s !== '');
    if (!scopes.includes(scope)) scopes.push(scope);
    // A realm off the registry's site is asked anonymously: the credentials were given for the registry.
    const withheld = lookup.credential !== undefined && !realmGetsCredentials(realmUrl, new URL(this.registryOrigin));
    const credential = withheld ? undefined : lookup.credential;
    let answer: { status: number; text: string };
    if (credential?.kind === 'identity-token') {
      const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: credential.token, client_id: 'rgdc', ...(service ? { service } : {}) });
      form.set('scope', scopes.join(' '));
      answer = await this.fetchToken(realmUrl.href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    } else {
      if (service) realmUrl.searchParams.set('service', service);
      for (const s of scopes) realmUrl.searchParams.append('scope', s);
      const headers: Record<string, string> = credential ? { Authorization: `Basic ${basicValue(credential)}` } : {};
      answer = await this.fetchToken(realmUrl.href, { method: 'GET', headers });
    }
    if (answer.status !== 200) {
      const who = lookup.source && !withheld ? `the credentials from ${lookup.source}` : 'anonymous access';
      const registryHost = new URL(this.registryOrigin).host;
      throw new TokenServiceError('unauthorized', `token service ${realmUrl.host} refused ${who}: HTTP ${answer.status}`, {
        status: answer.status,
        hint: withheld
          ? `the token service ${realmUrl.origin} is not on the site of ${registryHost}, so rgdc sent it none of the credentials from ${lookup.source}; credentials go only to the registry and a token service on its own site (docs/registries.md, "Where credentials go")`
          : lookup.source
            ? `the registry refused the credentials from ${lookup.source}; check or renew them`
            : `no credentials found${lookup.tried.length ? ` (looked at: ${lookup.tried.join('; ')})` : ''}; log in with docker login / podman login, or pass --username with --password-stdin`,
      });
    }
    let parsed: { token?: unknown; access_token?: unknown; expires_in?: unknown };
    try {
      parsed = JSON.parse(answer.text) as typeof parsed;
    } catch {
      throw new TokenServiceError('protocol', `token service ${realmUrl.host} answered something that is not JSON`);
    }
    const value = typeof parsed.token === 'string' && parsed.token !== '' ? parsed.token : parsed.access_token;
    if (typeof value !== 'string' || value === '') throw new TokenServiceError('protocol', `token service ${realmUrl.host} answered without a token`);
    const seconds = typeof parsed.expires_in === 'number' && parsed.expires_in > 0 ? parsed.expires_in : DEFAULT_TOKEN_SECONDS;
    // Renew a little early so a token does not expire between header and answer.
    const token = { value, expiresAt: this.now() + Math.max(1, seconds - 5) * 1000 };
    this.tokens.set(scope, token);
    return token;
  }
}

function basicValue(credential: Extract<Credential, { kind: 'basic' }>): string {
  return Buffer.from(`${credential.username}:${credential.password}`, 'utf8').toString('base64');
}
