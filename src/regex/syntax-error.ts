/**
 * Go's `regexp/syntax` errors as data: the message Go prints (`error parsing regexp:
 * invalid escape sequence: `\1``), where in the pattern the offending text is, and a hint
 * that says how to write the same thing in RE2.
 */

/** A pattern Go's `regexp.Compile` (and so kro, the API server, Flux and OCM) rejects. */
export class RegexSyntaxError extends Error {
  /** Go's error code text, e.g. `invalid escape sequence` or `missing closing )`. */
  readonly code: string;
  /** The offending part of the pattern as Go quotes it (`\1`, `(?=`, `{1001}`). */
  readonly fragment: string;
  /** Where `fragment` starts in the pattern (UTF-16 offset; 0 when it cannot be placed). */
  readonly offset: number;
  /** Length of the offending text in the pattern (at least 1 unless the pattern is empty). */
  readonly length: number;
  /** How to express the intent in RE2 syntax. */
  readonly hint: string;

  constructor(pattern: string, code: string, fragment: string) {
    super(fragment === '' ? `error parsing regexp: ${code}` : `error parsing regexp: ${code}: \`${fragment}\``);
    this.name = 'RegexSyntaxError';
    this.code = code;
    this.fragment = fragment;
    const at = fragment === '' ? -1 : pattern.indexOf(fragment);
    this.offset = Math.max(at, 0);
    this.length = at >= 0 ? fragment.length : Math.min(pattern.length, 1);
    this.hint = hintFor(code, fragment);
  }
}

/** Builds a {@link RegexSyntaxError} from whatever `re2js` threw for `pattern`. */
export function toRegexSyntaxError(pattern: string, thrown: unknown): RegexSyntaxError {
  const error = thrown as { error?: unknown; input?: unknown; message?: unknown };
  if (typeof error.error === 'string') return new RegexSyntaxError(pattern, error.error, typeof error.input === 'string' ? error.input : '');
  const message = typeof error.message === 'string' ? error.message.replace(/^error parsing regexp: /, '') : String(thrown);
  return new RegexSyntaxError(pattern, message, '');
}

const DEFAULT_HINT = 'Write the pattern in RE2 syntax (https://github.com/google/re2/wiki/Syntax), the regex dialect of Go, kro and the API server.';

function hintFor(code: string, fragment: string): string {
  switch (code) {
    case 'invalid or unsupported Perl syntax':
      if (fragment === '(?=' || fragment === '(?!')
        return 'RE2 has no lookahead: match the allowed form directly, or move the condition into a `validation` CEL rule.';
      if (fragment === '(?>') return 'RE2 has no atomic groups; a plain group `(?:...)` matches the same text, in linear time.';
      if (fragment === '(?#') return 'RE2 has no `(?#...)` comments; remove the comment.';
      return 'RE2 groups are `(...)`, `(?:...)`, `(?P<name>...)` or `(?<name>...)`, and the flags `(?i)`, `(?m)`, `(?s)`, `(?U)` (also as `(?i:...)`).';
    case 'invalid named capture':
      if (fragment.startsWith('(?<=') || fragment.startsWith('(?<!')) return 'RE2 has no lookbehind: match the preceding text as part of the pattern instead.';
      return 'A group name is letters, digits and `_`: `(?P<name>...)` or `(?<name>...)`.';
    case 'duplicate capture group name':
      return 'Give each named group a different name.';
    case 'invalid escape sequence':
      return escapeHint(fragment);
    case 'invalid repeat count':
      return 'RE2 allows repeat counts up to 1000, also when repeats nest (`(a{100}){100}` counts 10,000); use `+` or `*`, or check the length with minLength/maxLength.';
    case 'invalid nested repetition operator':
      return 'RE2 has no possessive quantifiers (`a++`, `a*+`) and no repeat of a repeat (`a**`); drop the extra operator or group first: `(?:a+)*`.';
    case 'missing argument to repetition operator':
      return 'A repetition operator (`*`, `+`, `?`, `{n}`) needs something before it; escape it (`\\*`) to match the character.';
    case 'missing closing )':
    case 'unexpected )':
      return 'Balance the parentheses, or escape a literal one as `\\(` or `\\)`.';
    case 'missing closing ]':
      return 'Close the character class with `]`, or escape a literal bracket as `\\[`.';
    case 'invalid character class range':
      if (fragment.startsWith('[:'))
        return 'POSIX classes are `[[:alnum:]]`, `[[:alpha:]]`, `[[:ascii:]]`, `[[:blank:]]`, `[[:cntrl:]]`, `[[:digit:]]`, `[[:graph:]]`, `[[:lower:]]`, `[[:print:]]`, `[[:punct:]]`, `[[:space:]]`, `[[:upper:]]`, `[[:word:]]` and `[[:xdigit:]]`.';
      if (/^\\[pP]/.test(fragment)) return 'Unicode classes are general categories (`\\pL`, `\\p{Lu}`, `\\pN`) and scripts (`\\p{Greek}`, `\\p{Han}`).';
      return 'A range goes from the lower to the higher character: `[a-z]`, not `[z-a]`.';
    case 'trailing backslash at end of expression':
      return 'Escape a literal backslash as `\\\\`.';
    case 'expression too large':
    case 'expression nests too deeply':
      return 'Simplify the pattern: fewer or smaller repeats, less nesting.';
    default:
      return DEFAULT_HINT;
  }
}

function escapeHint(fragment: string): string {
  const letter = fragment.slice(1, 2);
  if (/[1-9]/.test(letter)) return "RE2 has no backreferences (`\\1`): repeat the group's pattern instead, or compare the parts in a `validation` CEL rule.";
  if (letter === 'u') return 'RE2 writes a code point as `\\x{263A}` (or `\\x41`), not `\\u263A`.';
  if (letter === 'k') return 'RE2 has no named backreferences (`\\k<name>`).';
  if (letter === 'Z') return 'RE2 writes the end of the text as `\\z` (or `$`).';
  if (letter === 'h' || letter === 'H' || letter === 'R' || letter === 'X' || letter === 'K')
    return `RE2 has no \`\\${letter}\`; spell the characters out in a class such as \`[ \\t]\`.`;
  return 'RE2 escapes are `\\d \\D \\s \\S \\w \\W \\b \\B \\A \\z \\pL \\p{Greek} \\x41 \\x{263A} \\Q...\\E`, octal `\\0..\\777`, `\\a \\f \\t \\n \\r \\v`, and a backslash before punctuation.';
}
