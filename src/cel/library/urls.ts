/**
 * Kubernetes URL library: `url()`, `isURL()` and the `getScheme()`... accessors, on Go's
 * `net/url` semantics (`src/util/go-url.ts`) as the apiserver library is: `isURL` and
 * `url` accept what `url.ParseRequestURI` accepts (an absolute URI or an absolute path
 * such as `/healthz`); `url` then keeps what `url.Parse` reads (so a `#fragment` is not
 * glued to the path or query). Hosts keep their case; paths are not normalised.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { formatUrl, parseRequestUri, parseUrl, urlEscapedPath, urlHostname, urlPort, urlQuery, type GoUrl } from '../../util/go-url.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const URLS_LIBRARY: CelLibrary = {
  register: registerUrls,
  hint: 'Kubernetes url',
};

/** A parsed URL value (`kubernetes.URL`). */
export class CelUrl {
  constructor(readonly url: GoUrl) {}

  /** Go's `URL.String()`. */
  toString(): string {
    return formatUrl(this.url);
  }
}

/** `url(string)`: the URL, or the apiserver's conversion error. */
export function toCelUrl(text: string): CelUrl {
  const checked = parseRequestUri(text);
  if ('error' in checked) throw new EvaluationError(`URL parse error during conversion from string: ${checked.error}`);
  const parsed = parseUrl(text);
  if ('error' in parsed) throw new EvaluationError(`URL parse error during conversion from string: ${parsed.error}`);
  return new CelUrl(parsed);
}

/** Registers `kubernetes.URL` and the library's functions. */
export function registerUrls(env: Environment): void {
  env.registerType('kubernetes.URL', CelUrl);
  env.registerFunction('url(string): kubernetes.URL', toCelUrl);
  env.registerFunction('isURL(string): bool', (s: string) => !('error' in parseRequestUri(s)));
  env.registerFunction('kubernetes.URL.getScheme(): string', (u: CelUrl) => u.url.scheme);
  env.registerFunction('kubernetes.URL.getHost(): string', (u: CelUrl) => u.url.host);
  env.registerFunction('kubernetes.URL.getHostname(): string', (u: CelUrl) => urlHostname(u.url));
  env.registerFunction('kubernetes.URL.getPort(): string', (u: CelUrl) => urlPort(u.url));
  env.registerFunction('kubernetes.URL.getEscapedPath(): string', (u: CelUrl) => urlEscapedPath(u.url));
  env.registerFunction('kubernetes.URL.getQuery(): map<string, list<string>>', (u: CelUrl) => urlQuery(u.url));
}
