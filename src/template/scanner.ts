/**
 * Finds `${...}` expressions in a template string exactly as kro's parser does
 * (`pkg/graph/parser/cel.go`): braces are counted, double-quoted CEL strings (with `\"`
 * escapes) are skipped, single-quoted strings are NOT tracked, a nested `${` is an error
 * unless it directly follows a `"`, and an unterminated `${` stays literal text while the
 * search goes on at the next `${` after it (so `${"  ${x}` holds the expression `x`).
 *
 * That retry makes kro's scan quadratic in the worst case (many unterminated `${"`), so the
 * scan here counts its steps and gives up past {@link MAX_SCAN_STEPS} with a `limit` error.
 */

/** Characters examined in one string before the scan gives up (about 0.2 s of work). */
export const MAX_SCAN_STEPS = 20_000_000;

/** One piece of a scanned string: literal text or an expression (without `${`/`}`). */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string; readonly offset: number }
  | { readonly kind: 'expression'; readonly expression: string; readonly offset: number };

export interface ScanResult {
  readonly parts: readonly TemplatePart[];
  /** True when the whole string is exactly one `${...}`: its value may be of any type. */
  readonly standalone: boolean;
  /**
   * Set when kro would reject the string (nested `${`), or, with `limit`, when the string is
   * too costly to scan. `offset` is where.
   */
  readonly error?: { readonly message: string; readonly offset: number; readonly limit?: true };
}

/**
 * Splits a string into literal text and `${...}` expressions. `maxSteps` is only lowered by
 * tests, which check the limit without spending 20 million steps.
 */
export function scanTemplate(input: string, maxSteps: number = MAX_SCAN_STEPS): ScanResult {
  const parts: TemplatePart[] = [];
  let textStart = 0;
  let i = 0;
  const budget = { steps: 0, max: maxSteps };
  while (i < input.length) {
    if (input[i] === '$' && input[i + 1] === '{') {
      const end = findClosingBrace(input, i + 2, budget);
      if (end.error) return { parts, standalone: false, error: end.error };
      if (end.index < 0) {
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

/** True when the string contains at least one complete `${...}`. */
export function hasExpression(input: string): boolean {
  return input.includes('${') && scanTemplate(input).parts.some((p) => p.kind === 'expression');
}

function findClosingBrace(input: string, from: number, budget: { steps: number; readonly max: number }): { index: number; error?: ScanResult['error'] } {
  let depth = 1;
  let inString = false;
  for (let j = from; j < input.length; j++) {
    if (++budget.steps > budget.max) {
      return {
        index: -1,
        error: { message: `the string holds too many unterminated \`\${\` to scan (more than ${budget.max} steps)`, offset: from - 2, limit: true },
      };
    }
    const c = input[j];
    if (inString) {
      if (c === '\\') j++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      continue;
    }
    if (c === '$' && input[j + 1] === '{' && input[j - 1] !== '"') {
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
