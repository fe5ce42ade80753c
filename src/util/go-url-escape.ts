/**
 * Go `net/url` percent-escaping (`shouldEscape`, `escape`, `unescape`, `validEncoded`),
 * per URL part. Works on byte strings: one character per UTF-8 byte (codes 0-255), so
 * a non-ASCII character is escaped byte by byte as Go does.
 */

/** The URL part being escaped or unescaped (Go's `encoding` modes). */
export type EscapeMode = 'path' | 'pathSegment' | 'host' | 'zone' | 'userinfo' | 'query' | 'fragment';

/** Text → its UTF-8 bytes, one character per byte. */
export function toBytes(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** Bytes (one character per byte) → text; invalid UTF-8 becomes U+FFFD. */
export function fromBytes(bytes: string): string {
  return new TextDecoder().decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
}

const ALNUM = /[A-Za-z0-9]/;

/** `shouldEscape(c, mode)` for one byte. */
export function shouldEscape(c: string, mode: EscapeMode): boolean {
  if (ALNUM.test(c)) return false;
  // Hosts keep sub-delims, `:` (port), `[ ]` (IPv6), and `< > "`, which Go lets
  // through so that parsing, not escaping, rejects them.
  if ((mode === 'host' || mode === 'zone') && `!$&'()*+,;=:[]<>"`.includes(c)) return false;
  if ('-_.~'.includes(c)) return false;
  if ('$&+,/:;=?@'.includes(c)) {
    switch (mode) {
      case 'path':
        return c === '?';
      case 'pathSegment':
        return c === '/' || c === ';' || c === ',' || c === '?';
      case 'userinfo':
        return c === '@' || c === '/' || c === '?' || c === ':';
      case 'query':
        return true;
      case 'fragment':
        return false;
      default:
        break; // host and zone fall through to "escape everything else"
    }
  }
  if (mode === 'fragment' && '!()*'.includes(c)) return false;
  return true;
}

const HEX = '0123456789ABCDEF';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

/** `escape(s, mode)`: `%XX` for every byte that needs it; a space is `+` in a query. */
// biome-ignore lint/suspicious/noShadowRestrictedNames: named after Go's net/url escape and unescape, which this ports; the deprecated globals are never used
export function escape(bytes: string, mode: EscapeMode): string {
  let out = '';
  for (const c of bytes) {
    if (c === ' ' && mode === 'query') out += '+';
    else if (shouldEscape(c, mode)) out += `%${HEX[c.charCodeAt(0) >> 4]}${HEX[c.charCodeAt(0) & 15]}`;
    else out += c;
  }
  return out;
}

/** {@link escape} for text. */
export function escapeText(text: string, mode: EscapeMode): string {
  return fromBytes(escape(toBytes(text), mode));
}

/**
 * `unescape(s, mode)`: decodes `%XX` (and `+` to space in a query). Every `%` must be
 * followed by two hex digits; a host may only escape non-ASCII bytes (and `%25`); a
 * host may not contain bytes that would need escaping.
 */
// biome-ignore lint/suspicious/noShadowRestrictedNames: named after Go's net/url escape and unescape, which this ports; the deprecated globals are never used
export function unescape(bytes: string, mode: EscapeMode): { value: string; error?: undefined } | { value?: undefined; error: string } {
  for (let i = 0; i < bytes.length; ) {
    const c = bytes[i]!;
    if (c === '%') {
      if (!isHex(bytes[i + 1]) || !isHex(bytes[i + 2])) return { error: `invalid URL escape ${JSON.stringify(bytes.slice(i, i + 3))}` };
      const code = parseInt(bytes.slice(i + 1, i + 3), 16);
      const escaped = bytes.slice(i, i + 3);
      if (mode === 'host' && code < 0x80 && escaped !== '%25') return { error: `invalid URL escape ${JSON.stringify(escaped)}` };
      // A zone may escape what a host could hold unescaped (and a space: Windows).
      if (mode === 'zone' && escaped !== '%25' && code !== 0x20 && shouldEscape(String.fromCharCode(code), 'host'))
        return { error: `invalid URL escape ${JSON.stringify(escaped)}` };
      i += 3;
      continue;
    }
    if ((mode === 'host' || mode === 'zone') && c.charCodeAt(0) < 0x80 && c !== '+' && shouldEscape(c, mode))
      return { error: `invalid character ${JSON.stringify(c)} in host name` };
    i++;
  }
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === '%') {
      out += String.fromCharCode(parseInt(bytes.slice(i + 1, i + 3), 16));
      i += 2;
    } else out += c === '+' && mode === 'query' ? ' ' : c;
  }
  return { value: out };
}

/** `validEncoded(s, encodePath)`: nothing in `s` would be escaped again. */
export function validEncoded(bytes: string): boolean {
  for (const c of bytes) {
    if (`!$&'()*+,;=:@[]%`.includes(c)) continue;
    if (shouldEscape(c, 'path')) return false;
  }
  return true;
}
