/**
 * Checks a JSON Schema `pattern` (an ECMAScript regular expression) for constructs Go's
 * RE2 engine rejects. kro compiles the `pattern` marker with Go's `regexp`, so such a
 * pattern makes the whole RGD fail to load instead of just one field.
 */

/** Escapes Go's regexp/syntax accepts that are letters; any other `\<letter>` is an error in Go. */
const GO_LETTER_ESCAPES = new Set(['A', 'b', 'B', 'z', 'd', 'D', 's', 'S', 'w', 'W', 'p', 'P', 'Q', 'E', 'a', 'f', 'n', 'r', 't', 'v', 'x']);

/** Go's regexp/syntax limit on `{n,m}` repeat counts. */
const MAX_REPEAT = 1000;

/**
 * Finds the first construct in `pattern` that Go RE2 cannot compile, or undefined when
 * the pattern is (as far as a scan can tell) portable. A pattern that is not even a
 * valid ECMAScript regex is reported too.
 */
export function findRe2Incompatibility(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
  } catch {
    return 'it is not a valid regular expression';
  }
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      const problem = checkEscape(pattern, i, next);
      if (problem !== undefined) return problem;
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') {
      inClass = true;
      // A `]` right after `[` or `[^` is a literal member, not the end of the class.
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
      continue;
    }
    if (char === '(' && pattern[i + 1] === '?') {
      const problem = checkGroupPrefix(pattern.slice(i + 2, i + 5));
      if (problem !== undefined) return problem;
      continue;
    }
    if (char === '{') {
      const repeat = /^\{(\d+)(?:,(\d*))?\}/.exec(pattern.slice(i));
      if (repeat && (Number(repeat[1]) > MAX_REPEAT || Number(repeat[2] ?? 0) > MAX_REPEAT)) {
        return `the repeat count in \`${repeat[0]}\` is above Go's limit of ${MAX_REPEAT}`;
      }
    }
  }
  return undefined;
}

function checkEscape(pattern: string, at: number, next: string): string | undefined {
  if (next >= '1' && next <= '9') return `backreferences such as \`\\${next}\` are not supported by RE2`;
  if (next === 'k' && pattern[at + 2] === '<') return 'named backreferences (`\\k<name>`) are not supported by RE2';
  if (next === 'u') return 'RE2 has no `\\uXXXX` escape; write `\\x{XXXX}` instead';
  if (/^[A-Za-z]$/.test(next) && !GO_LETTER_ESCAPES.has(next)) {
    return `RE2 does not know the escape \`\\${next}\``;
  }
  return undefined;
}

function checkGroupPrefix(afterQuestionMark: string): string | undefined {
  if (afterQuestionMark.startsWith('=') || afterQuestionMark.startsWith('!')) {
    return `lookahead \`(?${afterQuestionMark[0]}\` is not supported by RE2`;
  }
  if (afterQuestionMark.startsWith('<=') || afterQuestionMark.startsWith('<!')) {
    return `lookbehind \`(?${afterQuestionMark.slice(0, 2)}\` is not supported by RE2`;
  }
  if (afterQuestionMark.startsWith('>')) return 'atomic groups `(?>` are not supported by RE2';
  return undefined;
}
