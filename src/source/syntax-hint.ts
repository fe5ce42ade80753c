/**
 * The classic cause of a YAML syntax error in ConfigData and RGDs: a plain (unquoted)
 * scalar holding `: ` or ` #`, most often inside a `${...}` CEL expression
 * (`ready: ${a ? "yes": "no"}`). YAML reads the `: ` as a nested key and the ` #` as a
 * comment, and the parser then loses track of the rest of the document.
 */

/** How many lines above the first error are searched for the cause. */
const LOOK_BACK = 2;

/** A hint naming the line whose unquoted value holds `: ` or ` #`, or undefined. */
export function syntaxErrorHint(source: string, errorLine: number): string | undefined {
  const lines = source.split(/\r\n|\r|\n/, errorLine);
  for (let line = errorLine; line >= Math.max(1, errorLine - LOOK_BACK); line--) {
    const cause = unquotedSeparator(lines[line - 1] ?? '');
    if (cause === undefined) continue;
    const where = cause.inExpression ? 'inside the unquoted `${...}` expression' : 'inside the unquoted value';
    return `Line ${line} holds \`${cause.separator.trim() === ':' ? ': ' : ' #'}\` ${where}; YAML reads it as ${cause.separator.trim() === ':' ? 'a nested key' : 'the start of a comment'}. Quote the whole value (\`key: "${cause.inExpression ? '${...}' : '...'}"\`, or single quotes when it holds double quotes) or use a block scalar (\`key: |\`).`;
  }
  return undefined;
}

/** The `: ` or ` #` inside a line's plain scalar value, if any. */
function unquotedSeparator(text: string): { separator: string; inExpression: boolean } | undefined {
  // The value starts after the key's `: ` or a list item's `- `.
  const start = /^\s*(?:-\s+)?(?:[^\s'"#{[][^:#]*?:\s+|-\s+)/.exec(text);
  if (!start) return undefined;
  const value = text.slice(start[0].length);
  if (value === '' || /^['"|>&*!{[]/.test(value)) return undefined;
  const colon = value.indexOf(': ');
  const hash = value.indexOf(' #');
  const expression = value.indexOf('${');
  const candidates = [colon, hash].filter((i) => i >= 0);
  if (candidates.length === 0) return undefined;
  const at = Math.min(...candidates);
  // A ` #` outside an expression is an ordinary comment.
  if (at === hash && (expression < 0 || expression > at)) return undefined;
  return { separator: at === colon ? ': ' : ' #', inExpression: expression >= 0 && expression < at };
}
