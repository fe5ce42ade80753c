/**
 * The marker half of a SimpleSchema field string (`required=true description="A b"`),
 * read with the same state machine as kro's `ParseMarkers` (`pkg/simpleschema/markers.go`):
 * values end at whitespace unless inside double quotes or `{}`/`[]`; surrounding quotes are
 * stripped, and inside them only `\"` and `\\` are unescaped.
 */

/** Every marker kro knows, case-sensitive. Anything else is `unknown marker`. */
export const MARKER_KEYS: ReadonlySet<string> = new Set([
  'required',
  'default',
  'description',
  'minimum',
  'maximum',
  'validation',
  'enum',
  'immutable',
  'pattern',
  'uniqueItems',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'listType',
  'listMapKey',
]);

/** One `key=value` marker; `offset` is where its key starts in the marker text. */
export interface Marker {
  readonly key: string;
  readonly value: string;
  readonly offset: number;
}

/** Markers, or kro's error with the offset (in the marker text) it concerns. */
export type MarkersResult = { readonly markers: readonly Marker[] } | { readonly error: string; readonly offset: number; readonly unknownKey?: string };

/**
 * Parses the text after the first `|`.
 *
 * kro fails when the text ends without a complete `key=value`, which includes an empty
 * marker list (`"string |"`) and trailing whitespace after the last marker.
 *
 * @example
 * parseMarkers(' required=true description="a b"');
 * // => { markers: [{ key: 'required', value: 'true', offset: 1 }, { key: 'description', value: 'a b', offset: 15 }] }
 */
export function parseMarkers(text: string): MarkersResult {
  const markers: Marker[] = [];
  let current: { key: string; offset: number } | undefined;
  let inQuotes = false;
  let brackets = 0;
  let escaped = false;
  let buffer = '';
  let tokenStart = -1;
  const push = (char: string, index: number) => {
    if (buffer === '' && tokenStart < 0 && !/\s/.test(char)) tokenStart = index;
    buffer += char;
  };
  const chars = [...text];
  let index = 0;
  for (const char of chars) {
    const at = index;
    index += char.length;
    if (char === '=' && current === undefined && !inQuotes && brackets === 0) {
      const key = buffer.trim();
      const offset = tokenStart < 0 ? at : tokenStart;
      if (key === '') return { error: 'empty marker key', offset: at };
      if (!MARKER_KEYS.has(key)) return { error: `invalid marker key ${JSON.stringify(key)}: unknown marker: ${key}`, offset, unknownKey: key };
      current = { key, offset };
      buffer = '';
      tokenStart = -1;
    } else if (char === '"' && !escaped) {
      inQuotes = !inQuotes;
      push(char, at);
    } else if (char === '\\' && inQuotes && !escaped) {
      escaped = true;
      push(char, at);
    } else if ((char === '{' || char === '[') && !inQuotes) {
      brackets++;
      push(char, at);
    } else if ((char === '}' || char === ']') && !inQuotes) {
      brackets--;
      push(char, at);
      if (brackets < 0) return { error: 'unmatched closing bracket/brace', offset: at };
    } else if (/\s/u.test(char) && !inQuotes && brackets === 0) {
      if (current !== undefined) {
        markers.push({ key: current.key, value: processValue(buffer), offset: current.offset });
        current = undefined;
        buffer = '';
        tokenStart = -1;
      }
    } else {
      if (escaped && inQuotes) escaped = false;
      push(char, at);
    }
  }
  if (current === undefined) {
    return { error: `marker key '${buffer}' without a value`, offset: tokenStart < 0 ? text.length : tokenStart };
  }
  markers.push({ key: current.key, value: processValue(buffer), offset: current.offset });
  if (inQuotes) return { error: 'unclosed quote', offset: current.offset };
  if (brackets > 0) return { error: 'unclosed bracket/brace', offset: current.offset };
  return { markers };
}

/**
 * Where part of a marker's value (`start`, `length` in the unescaped value) is in the
 * marker text, so a diagnostic can point at the characters of a bad `pattern`.
 */
export function locateInMarkerValue(text: string, marker: Marker, start: number, length: number): { offset: number; length: number } {
  let raw = text.indexOf('=', marker.offset) + 1;
  const quoted = text[raw] === '"';
  if (quoted) raw++;
  const rawIndex = (index: number): number => {
    let at = raw;
    for (let i = 0; i < index && at < text.length; i++) at += quoted && text[at] === '\\' && (text[at + 1] === '"' || text[at + 1] === '\\') ? 2 : 1;
    return at;
  };
  const from = rawIndex(start);
  return { offset: from, length: Math.max(rawIndex(start + length) - from, 1) };
}

function processValue(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return unescapeString(value.slice(1, -1));
  return value.trim();
}

/** kro's `unescapeString`: `\"` and `\\` lose their backslash, other escapes stay as written. */
function unescapeString(text: string): string {
  let out = '';
  let escaped = false;
  for (const char of text) {
    if (escaped) {
      if (char !== '"' && char !== '\\') out += '\\';
      out += char;
      escaped = false;
    } else if (char === '\\') {
      escaped = true;
    } else {
      out += char;
    }
  }
  return out;
}
