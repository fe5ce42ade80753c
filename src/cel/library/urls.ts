/** Kubernetes URL library: `url()`, `isURL()` and the `getScheme()`... accessors. */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';

/** A parsed URL value (`kubernetes.URL`). */
export class CelUrl {
  constructor(readonly url: URL) {}

  toString(): string {
    return this.url.href;
  }
}

export function registerUrls(env: Environment): void {
  env.registerType('kubernetes.URL', CelUrl);
  env.registerFunction('url(string): kubernetes.URL', (s: string) => {
    try {
      return new CelUrl(new URL(s));
    } catch {
      throw new EvaluationError(`URL parse error during conversion from string: ${s}`);
    }
  });
  env.registerFunction('isURL(string): bool', (s: string) => URL.canParse(s));
  env.registerFunction('kubernetes.URL.getScheme(): string', (u: CelUrl) => u.url.protocol.replace(/:$/, ''));
  env.registerFunction('kubernetes.URL.getHost(): string', (u: CelUrl) => u.url.host);
  env.registerFunction('kubernetes.URL.getHostname(): string', (u: CelUrl) => u.url.hostname.replace(/^\[(.*)\]$/, '$1'));
  env.registerFunction('kubernetes.URL.getPort(): string', (u: CelUrl) => u.url.port);
  env.registerFunction('kubernetes.URL.getEscapedPath(): string', (u: CelUrl) => u.url.pathname);
  env.registerFunction('kubernetes.URL.getQuery(): map<string, list<string>>', (u: CelUrl) => {
    const query = new Map<string, string[]>();
    for (const [key, value] of u.url.searchParams) query.set(key, [...(query.get(key) ?? []), value]);
    return query;
  });
}
