/**
 * Finds `${...}` expressions in a template string exactly as kro's parser does
 * (`pkg/graph/parser/cel.go` `extractExpressions`). Braces are counted outside CEL string
 * literals, a `\` escapes the next character inside one, and the rest depends on the kro
 * release ({@link ScannerRules}):
 *
 * - up to v0.9 ({@link KRO_V0_9_SCANNER}, the default): only `"` opens a literal
 *   (single-quoted strings are NOT tracked), a nested `${` is an error unless it directly
 *   follows a `"`, and an unterminated `${` stays literal text while the search goes on at
 *   the next `${` after it (so `${"  ${x}` holds the expression `x`);
 * - from v0.10 ({@link KRO_V0_10_SCANNER}): `"` and `'` each open a literal that only the
 *   same quote closes, a nested `${` may also directly follow a `'`, and an unterminated `${`
 *   fails the whole string ("unterminated expression starting at offset N").
 *
 * The v0.9 retry makes kro's scan quadratic in the worst case (many unterminated `${"`), so
 * the scan here counts its steps and gives up past {@link MAX_SCAN_STEPS} with a `limit` error.
 *
 * The rules come in as plain data: this floor does not know kro releases (`src/kro/releases`
 * holds them and hands `release.scanner` here).
 */

/** How kro's `${...}` scanner reads a string; each kro release has one (`KroRelease.scanner`). */
export interface ScannerRules {
  /**
   * A `${` never closed: `literal` (kro up to v0.9: passed through as text) or `error`
   * (v0.10: "unterminated expression starting at offset N", the whole string fails).
   */
  readonly unterminated: 'literal' | 'error';
  /** Whether `'...'` is a CEL string literal whose `}`, `{` and `${` are not scanned (v0.10); before, only `"..."` was. */
  readonly singleQuotedLiterals: boolean;
}

/** kro up to v0.9.4 (`cel.go` at v0.9.3 and 0302e659): the default. */
export const KRO_V0_9_SCANNER: ScannerRules = { unterminated: 'literal', singleQuotedLiterals: false };

/** kro v0.10 (`cel.go` and `cel_test.go` at 012a3ac9). */
export const KRO_V0_10_SCANNER: ScannerRules = { unterminated: 'error', singleQuotedLiterals: true };

/** Characters examined in one string before the scan gives up (about 0.2 s of work). */
export const MAX_SCAN_STEPS = 20_000_000;

/** How to scan: the release's rules (default {@link KRO_V0_9_SCANNER}) and, for tests, a lower step budget. */
export interface ScanOptions {
  readonly rules?: ScannerRules;
  /** Only lowered by tests, which check the limit without spending 20 million steps. */
  readonly maxSteps?: number;
}

/** One piece of a scanned string: literal text or an expression (without `${`/`}`). */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string; readonly offset: number }
  | { readonly kind: 'expression'; readonly expression: string; readonly offset: number };

export interface ScanResult {
  readonly parts: readonly TemplatePart[];
  /** True when the whole string is exactly one `${...}`: its value may be of any type. */
  readonly standalone: boolean;
  /**
   * Set when kro would reject the string (a nested `${`; with `unterminated`, a `${` never
   * closed under the v0.10 rules), or, with `limit`, when the string is too costly to scan.
   * `offset` is where (the `${` of an unterminated expression); `parts` then holds only what came before.
   */
  readonly error?: { readonly message: string; readonly offset: number; readonly limit?: true; readonly unterminated?: true };
}

/** Splits a string into literal text and `${...}` expressions, by `options.rules` (default kro v0.9's). */
export function scanTemplate(input: string, options: ScanOptions = {}): ScanResult {
  const rules = options.rules ?? KRO_V0_9_SCANNER;
  const parts: TemplatePart[] = [];
  let textStart = 0;
  let i = 0;
  const budget = { steps: 0, max: options.maxSteps ?? MAX_SCAN_STEPS };
  while (i < input.length) {
    if (input[i] === '$' && input[i + 1] === '{') {
      const end = findClosingBrace(input, i + 2, budget, rules.singleQuotedLiterals);
      if (end.error) return { parts, standalone: false, error: end.error };
      if (end.index < 0) {
        if (rules.unterminated === 'error') return { parts, standalone: false, error: unterminated(input, i) };
        // Unterminated: this `${` stays text and kro looks for the next one after it.
        i++;
        continue;
      }
      if (i > textStart) parts.push({ kind: 'text', text: input.slice(textStart, i), offset: textStart });
      parts.push({ kind: 'expression', expression: input.slice(i + 2, end.index), offset: i + 2 });
      i = end.index + 1;
      textStart = i;
      continue;
    }
    i++;
  }
  if (textStart < input.length) parts.push({ kind: 'text', text: input.slice(textStart), offset: textStart });
  const standalone = parts.length === 1 && parts[0]!.kind === 'expression';
  return { parts, standalone };
}

/** True when the string contains at least one complete `${...}` (and no error) by `rules`. */
export function hasExpression(input: string, rules?: ScannerRules): boolean {
  return input.includes('${') && scanTemplate(input, rules ? { rules } : {}).parts.some((p) => p.kind === 'expression');
}

/** kro v0.10's error; the offset in its message counts UTF-8 bytes, as Go's string indexes do. */
function unterminated(input: string, at: number): NonNullable<ScanResult['error']> {
  const bytes = new TextEncoder().encode(input.slice(0, at)).length;
  return { message: `unterminated expression starting at offset ${bytes}`, offset: at, unterminated: true };
}

function findClosingBrace(
  input: string,
  from: number,
  budget: { steps: number; readonly max: number },
  singleQuoted: boolean,
): { index: number; error?: ScanResult['error'] } {
  let depth = 1;
  // The quote that opened the string literal the scan is in, or undefined.
  let quote: string | undefined;
  for (let j = from; j < input.length; j++) {
    if (++budget.steps > budget.max) {
      return {
        index: -1,
        error: { message: `the string holds too many unterminated \`\${\` to scan (more than ${budget.max} steps)`, offset: from - 2, limit: true },
      };
    }
    const c = input[j];
    if (quote !== undefined) {
      if (c === '\\') j++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || (singleQuoted && c === "'")) {
      quote = c;
      continue;
    }
    if (c === '$' && input[j + 1] === '{' && !afterQuote(input[j - 1], singleQuoted)) {
      return { index: -1, error: { message: 'nested `${` inside an expression', offset: j } };
    }
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return { index: j };
    }
  }
  return { index: -1 };
}

/** Whether a nested `${` after `previous` is allowed: after `"`, and from v0.10 after `'`. */
function afterQuote(previous: string | undefined, singleQuoted: boolean): boolean {
  return previous === '"' || (singleQuoted && previous === "'");
}
