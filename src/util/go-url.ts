/**
 * Go's `net/url` parser (`url.Parse`, `url.ParseRequestURI`) and the accessors the
 * Kubernetes CEL URL library exposes, so that `url()`, `isURL()` and `getHost()` give
 * what kro (a Go program) gives. WHATWG `URL` differs in ways that matter here: it
 * rejects `/healthz`, lowercases and IDNA-encodes hosts, normalises `..` and default
 * ports, and re-escapes paths; Go does none of that.
 *
 * Go strings are bytes: the parser works on the UTF-8 bytes of the input (held one byte
 * per character), and results are decoded back to text.
 */
// biome-ignore lint/suspicious/noShadowRestrictedNames: named after Go's net/url escape and unescape, which this ports; the deprecated globals are never used
import { escape, escapeText, fromBytes, toBytes, unescape, validEncoded } from './go-url-escape.js';

/** A parsed URL, with the fields of Go's `url.URL` that the CEL library reads. */
export interface GoUrl {
  /** Lower-cased, as Go stores it. */
  readonly scheme: string;
  /** `scheme:opaque` form (no `/` after the scheme). */
  readonly opaque: string;
  /** `host` or `host:port`, unescaped; case kept. */
  readonly host: string;
  /** Present when the authority had `userinfo@`. */
  readonly user?: { readonly username: string; readonly password?: string };
  /** Unescaped path. */
  readonly path: string;
  /** The path as written, when it differs from the default escaping of `path`. */
  readonly rawPath: string;
  /** Query without `?`, still escaped. */
  readonly rawQuery: string;
  readonly forceQuery: boolean;
  readonly fragment: string;
}

/** `url.ParseRequestURI`: an absolute URI or an absolute path; no fragment handling. */
export function parseRequestUri(raw: string): GoUrl | { error: string } {
  return wrap(raw, parse(toBytes(raw), true));
}

/** `url.Parse`: any URI reference; `#fragment` is cut off first. */
export function parseUrl(raw: string): GoUrl | { error: string } {
  const bytes = toBytes(raw);
  const hash = bytes.indexOf('#');
  const url = parse(hash < 0 ? bytes : bytes.slice(0, hash), false);
  if (typeof url === 'string' || hash < 0) return wrap(hash < 0 ? raw : fromBytes(bytes.slice(0, hash)), url);
  const fragment = unescape(bytes.slice(hash + 1), 'fragment');
  if (fragment.error !== undefined) return wrap(raw, fragment.error);
  return { ...url, fragment: fromBytes(fragment.value) };
}

function wrap(raw: string, result: GoUrl | string): GoUrl | { error: string } {
  return typeof result === 'string' ? { error: `parse ${JSON.stringify(raw)}: ${result}` } : result;
}

/** `URL.Hostname()`: the host without a valid `:port`, and without IPv6 brackets. */
export function urlHostname(url: GoUrl): string {
  return splitHostPort(url.host)[0];
}

/** `URL.Port()`: the digits after the last `:` of the host, or ''. */
export function urlPort(url: GoUrl): string {
  return splitHostPort(url.host)[1];
}

/** `URL.EscapedPath()`: the path as written when that is a valid escaping, else Go's own escaping. */
export function urlEscapedPath(url: GoUrl): string {
  const path = toBytes(url.path);
  const rawPath = toBytes(url.rawPath);
  if (rawPath !== '' && validEncoded(rawPath)) {
    const p = unescape(rawPath, 'path');
    if (p.error === undefined && p.value === path) return url.rawPath;
  }
  if (url.path === '*') return '*';
  return fromBytes(escape(path, 'path'));
}

/** `URL.Query()`: key → values in order; malformed pairs (bad escapes, `;`) are dropped. */
export function urlQuery(url: GoUrl): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pair of toBytes(url.rawQuery).split('&')) {
    if (pair === '' || pair.includes(';')) continue;
    const eq = pair.indexOf('=');
    const key = unescape(eq < 0 ? pair : pair.slice(0, eq), 'query');
    const value = unescape(eq < 0 ? '' : pair.slice(eq + 1), 'query');
    if (key.error !== undefined || value.error !== undefined) continue;
    const k = fromBytes(key.value);
    out.set(k, [...(out.get(k) ?? []), fromBytes(value.value)]);
  }
  return out;
}

/** `URL.String()`. */
export function formatUrl(url: GoUrl): string {
  let out = url.scheme === '' ? '' : `${url.scheme}:`;
  if (url.opaque !== '') out += url.opaque;
  else {
    if (url.scheme !== '' || url.host !== '' || url.user) {
      if (url.host !== '' || url.path !== '' || url.user) out += '//';
      if (url.user)
        out += `${escapeText(url.user.username, 'userinfo')}${url.user.password === undefined ? '' : `:${escapeText(url.user.password, 'userinfo')}`}@`;
      if (url.host !== '') out += escapeText(url.host, 'host');
    }
    const path = urlEscapedPath(url);
    if (path !== '' && !path.startsWith('/') && url.host !== '') out += '/';
    if (out === '' && (path.split('/')[0] ?? '').includes(':')) out += './';
    out += path;
  }
  if (url.forceQuery || url.rawQuery !== '') out += `?${url.rawQuery}`;
  if (url.fragment !== '') out += `#${escapeText(url.fragment, 'fragment')}`;
  return out;
}

// ---- the parser (bytes in, GoUrl or an error message out) ----

function parse(raw: string, viaRequest: boolean): GoUrl | string {
  if ([...raw].some((c) => c < ' ' || c === '\x7f')) return 'net/url: invalid control character in URL';
  if (raw === '' && viaRequest) return 'empty url';
  const url = { scheme: '', opaque: '', host: '', path: '', rawPath: '', rawQuery: '', forceQuery: false, fragment: '' } as {
    -readonly [K in keyof GoUrl]: GoUrl[K];
  };
  if (raw === '*') return { ...url, path: '*' };
  const scheme = splitScheme(raw);
  if (typeof scheme === 'string') return scheme;
  let rest = scheme.rest;
  url.scheme = scheme.scheme.toLowerCase();
  if (rest.endsWith('?') && rest.indexOf('?') === rest.length - 1) {
    url.forceQuery = true;
    rest = rest.slice(0, -1);
  } else if (rest.includes('?')) {
    url.rawQuery = fromBytes(rest.slice(rest.indexOf('?') + 1));
    rest = rest.slice(0, rest.indexOf('?'));
  }
  if (!rest.startsWith('/')) {
    if (url.scheme !== '') return { ...url, opaque: fromBytes(rest) }; // rootless: opaque
    if (viaRequest) return 'invalid URI for request';
    if ((rest.split('/')[0] ?? '').includes(':')) return 'first path segment in URL cannot contain colon';
  }
  if ((url.scheme !== '' || (!viaRequest && !rest.startsWith('///'))) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const slash = authority.indexOf('/');
    if (slash >= 0) [authority, rest] = [authority.slice(0, slash), authority.slice(slash)];
    const parsed = parseAuthority(authority);
    if (typeof parsed === 'string') return parsed;
    url.host = fromBytes(parsed.host);
    if (parsed.user) url.user = parsed.user;
  }
  const path = unescape(rest, 'path');
  if (path.error !== undefined) return path.error;
  url.path = fromBytes(path.value);
  url.rawPath = escape(path.value, 'path') === rest ? '' : fromBytes(rest);
  return url;
}

/** `getScheme`: `[a-zA-Z][a-zA-Z0-9+-.]*:`, else no scheme. */
function splitScheme(raw: string): { scheme: string; rest: string } | string {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (/[a-zA-Z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return { scheme: '', rest: raw };
      continue;
    }
    if (c === ':') return i === 0 ? 'missing protocol scheme' : { scheme: fromBytes(raw.slice(0, i)), rest: raw.slice(i + 1) };
    return { scheme: '', rest: raw };
  }
  return { scheme: '', rest: raw };
}

function parseAuthority(authority: string): { host: string; user?: GoUrl['user'] } | string {
  const at = authority.lastIndexOf('@');
  const host = parseHost(at < 0 ? authority : authority.slice(at + 1));
  if (typeof host !== 'object') return host;
  if (at < 0) return { host: host.value };
  const userinfo = authority.slice(0, at);
  if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) return 'net/url: invalid userinfo';
  const colon = userinfo.indexOf(':');
  const username = unescape(colon < 0 ? userinfo : userinfo.slice(0, colon), 'userinfo');
  if (username.error !== undefined) return username.error;
  if (colon < 0) return { host: host.value, user: { username: fromBytes(username.value) } };
  const password = unescape(userinfo.slice(colon + 1), 'userinfo');
  if (password.error !== undefined) return password.error;
  return { host: host.value, user: { username: fromBytes(username.value), password: fromBytes(password.value) } };
}

function parseHost(host: string): { value: string } | string {
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']');
    if (close < 0) return "missing ']' in host";
    const colonPort = host.slice(close + 1);
    if (!validOptionalPort(colonPort)) return `invalid port ${JSON.stringify(colonPort)} after host`;
    // RFC 6874: `%25` starts an IPv6 zone, which may escape more than a host may.
    const zone = host.slice(0, close).indexOf('%25');
    if (zone >= 0) {
      const parts = [unescape(host.slice(0, zone), 'host'), unescape(host.slice(zone, close), 'zone'), unescape(host.slice(close), 'host')];
      const failed = parts.find((p) => p.error !== undefined);
      return failed ? failed.error! : { value: parts.map((p) => p.value).join('') };
    }
  } else {
    const colon = host.lastIndexOf(':');
    if (colon >= 0 && !validOptionalPort(host.slice(colon))) return `invalid port ${JSON.stringify(host.slice(colon))} after host`;
  }
  const unescaped = unescape(host, 'host');
  return unescaped.error !== undefined ? unescaped.error : { value: unescaped.value };
}

/** '' or `:` followed by digits only. */
function validOptionalPort(port: string): boolean {
  return port === '' || /^:[0-9]*$/.test(port);
}

function splitHostPort(hostPort: string): [string, string] {
  let host = hostPort;
  let port = '';
  const colon = host.lastIndexOf(':');
  if (colon >= 0 && validOptionalPort(host.slice(colon))) [host, port] = [host.slice(0, colon), host.slice(colon + 1)];
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return [host, port];
}
