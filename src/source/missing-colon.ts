/**
 * The commonest YAML slip in a hand-written file: a key without its colon
 * (`name acme.org/podinfo`, `deploy`). The parser then says "Implicit keys need to be on a
 * single line" or "Implicit map keys need to be followed by map values", which names
 * neither the key nor the fix; this module recognises the slip and says it in rgdc's words.
 */

/** What rgdc says instead of the parser's messages. */
export interface MissingColon {
  readonly line: number;
  /** 1-based column of the key. */
  readonly column: number;
  readonly endColumn: number;
  readonly message: string;
  readonly hint: string;
}

/** The parser codes a missing colon produces (`yaml` ErrorCode). */
const MISSING_COLON_CODES: ReadonlySet<string> = new Set(['MULTILINE_IMPLICIT_KEY', 'IMPLICIT_KEY', 'MISSING_CHAR', 'UNEXPECTED_TOKEN', 'BAD_INDENT']);

/** A line that is a bare word (`deploy`) or a word and a value (`name acme.org/podinfo`), list dash allowed. */
const KEY_WITHOUT_COLON = /^(\s*(?:-\s+)?)([A-Za-z_][\w.\-/]*)(?:(\s+)(\S.*?))?\s*$/;

/** A `key:` line (a sibling or parent of the broken one). */
const KEY_LINE = /^\s*(?:-\s+)?[^\s#'"-][^:#]*:(\s|$)/;

/**
 * The missing colon the first syntax error of a document points at, or undefined when the
 * error is something else. `errorLine` is the parser's 1-based line; the slip is on it or
 * on the line before (a bare `deploy` is noticed when the next line starts).
 */
export function findMissingColon(source: string, code: string, errorLine: number): MissingColon | undefined {
  if (!MISSING_COLON_CODES.has(code)) return undefined;
  const lines = source.split(/\r\n|\r|\n/, errorLine + 1);
  for (const line of [errorLine, errorLine - 1]) {
    const found = missingColonOn(lines, line);
    if (found) return found;
  }
  return undefined;
}

function missingColonOn(lines: readonly string[], line: number): MissingColon | undefined {
  const text = lines[line - 1];
  if (text === undefined || /:(\s|$)/.test(text) || text.trimStart().startsWith('#')) return undefined;
  const match = KEY_WITHOUT_COLON.exec(text);
  if (!match) return undefined;
  const [, lead, key, , value] = match as unknown as [string, string, string, string | undefined, string | undefined];
  // Only inside a block mapping: a neighbouring line is a `key:` line.
  const neighbours = [lines[line - 2], lines[line]].filter((l): l is string => l !== undefined && l.trim() !== '');
  if (!neighbours.some((l) => KEY_LINE.test(l))) return undefined;
  const column = lead.length + 1;
  const fixed = value === undefined ? `${key}:` : `${key}: ${value}`;
  return {
    line,
    column,
    endColumn: column + key.length,
    message:
      value === undefined
        ? `line ${line}: the key \`${key}\` has no colon after it`
        : `line ${line}: \`${key} ${value}\` has no colon after the key \`${key}\``,
    hint: `Write \`${fixed}\`: a key ends with a colon${value === undefined ? '' : ' and a space before its value'}.`,
  };
}
