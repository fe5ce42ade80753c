/**
 * URLs that carry credentials (`https://user:password@host`, `oci://TOKEN@host`,
 * `user:password@ghcr.io/acme` where a registry location is written): in an input file
 * they are an error at their line (`yaml_url_credentials`), because whatever a ConfigData,
 * instance or import input says ends up in an RGD, a bootstrap or a cluster object that
 * many can read, and the password part is a sensitive span (masked in every code frame
 * and message). Any input kind reuses {@link checkUrlCredentials} on its loaded document:
 * ConfigData (compile's validate phase), instances (preview), OCM v1 ConfigData (import,
 * localize); a future platform file takes the same call.
 *
 * A user without a password is a credential only for web and OCI schemes (a token as the
 * user, as GitHub and GitLab accept): `ssh://git@github.com` and `git@github.com:org/repo`
 * name an account, not a secret.
 */
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { formatFieldPath } from '../source/field-path.js';
import type { FieldPath, LoadedDocument } from '../source/types.js';

/** One URL with credentials in a text: where its secret part is, and the host it names. */
export interface UrlCredential {
  /** `[start, end)` of the secret: the password, or the user when there is no password. */
  readonly secret: readonly [number, number];
  /** The host (and port) after `@`, safe to show. */
  readonly host: string;
}

const SCHEME = /\b([A-Za-z][A-Za-z0-9+.-]*):\/\//g;
/** Schemes where a user alone is a token. */
const TOKEN_SCHEMES = /^(?:[a-z0-9.-]+\+)?(?:https?|oci)$/i;
/** `user:password@host[:port]` written without a scheme, as a registry location may be. */
const BARE = /(?<=^|[\s"'=,[{(])([A-Za-z0-9._~%!$&*+;=-]+):([^\s/?#"'`@]+)@((?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+|localhost)(?::[0-9]+)?(?=[/\s"',\]})]|$)/gm;
/**
 * Where an authority ends. `{` among them keeps a kro template out:
 * `postgresql://${user}:${password}@db` takes its credentials from a Secret at run time.
 */
const AUTHORITY_END = /[/?#\s"'`<>\\[\]{}]/;
/** Schemes a bare `scheme:user@host` is mistaken for. */
const NOT_USERS = new Set(['mailto']);

/** Every URL with credentials in `text`, in order. */
export function findUrlCredentials(text: string): UrlCredential[] {
  if (!text.includes('@')) return [];
  const out: UrlCredential[] = [];
  for (let m = SCHEME.exec(text); m; m = SCHEME.exec(text)) {
    const start = m.index + m[0].length;
    let end = start;
    while (end < text.length && !AUTHORITY_END.test(text[end]!)) end++;
    const authority = text.slice(start, end);
    // The last `@` ends the user information, as Go's url.Parse and WHATWG URL read it.
    const at = authority.lastIndexOf('@');
    if (at <= 0) continue;
    const colon = authority.indexOf(':');
    const host = authority.slice(at + 1);
    if (colon !== -1 && colon < at - 1) out.push({ secret: [start + colon + 1, start + at], host });
    else if (colon === -1 && TOKEN_SCHEMES.test(m[1]!)) out.push({ secret: [start, start + at], host });
  }
  for (let m = BARE.exec(text); m; m = BARE.exec(text)) {
    if (NOT_USERS.has(m[1]!.toLowerCase())) continue;
    const passwordStart = m.index + m[1]!.length + 1;
    out.push({ secret: [passwordStart, passwordStart + m[2]!.length], host: m[0].slice(m[0].lastIndexOf('@') + 1) });
  }
  return out.sort((a, b) => a.secret[0] - b.secret[0]);
}

/**
 * Reports every string of `document` that holds a URL with credentials, at the string's
 * position (`yaml_url_credentials`, an error: the input is never compiled). The message
 * names the field and the host, never the credentials. Returns how many it reported.
 */
export function checkUrlCredentials(document: LoadedDocument, report: DiagnosticSink): number {
  // Most files hold no `@` at all: nothing to walk. A double-quoted YAML escape
  // (`"https://ci:pw\x40host"`, `\u0040`) writes one without the character itself.
  if (!document.source.includes('@') && !document.source.includes('\\')) return 0;
  let count = 0;
  walkStrings(document.value, [], (text, path) => {
    const found = findUrlCredentials(text);
    if (found.length === 0) return;
    count++;
    const field = formatFieldPath(path);
    const hosts = [...new Set(found.map((f) => f.host))].join(', ');
    report(
      makeDiagnostic(
        'yaml_url_credentials',
        document.locate(path),
        field,
        `${field || 'the document'} holds a URL with credentials (user:password@ before ${hosts}); they would be copied into what rgdc writes and shown to everyone who reads it`,
      ),
    );
  });
  return count;
}

/** Nesting bound of the walk (the loader refuses deeper documents anyway). */
const MAX_WALK_DEPTH = 256;

/** Calls `visit` with every string and its path (a copy: the walk reuses one array). */
function walkStrings(root: unknown, path: (string | number)[], visit: (text: string, path: FieldPath) => void): void {
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.includes('@')) visit(value, [...path]);
      return;
    }
    if (path.length > MAX_WALK_DEPTH || typeof value !== 'object' || value === null) return;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
    for (const [key, item] of entries) {
      path.push(key);
      walk(item);
      path.pop();
    }
  };
  walk(root);
}
