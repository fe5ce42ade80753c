/**
 * The member chains an expression reads (`deployment.status.availableReplicas`,
 * `schema.spec.items[0].name`), with the offset of every part, so the editor can point at
 * the root identifier (definition, rename) or at one field (hover). A small lexer rather
 * than the CEL parser: it must also work on the half-typed text a completion sees.
 */

/** One part of a chain: a field (`.name`, `?.name`, `["name"]`) or an index (`[0]`). */
export interface ChainSegment {
  /** Field name, or `[]` for a list index. */
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** A root identifier and the fields read from it; offsets are inside the expression text. */
export interface ReferenceChain {
  readonly root: string;
  readonly start: number;
  readonly end: number;
  readonly segments: readonly ChainSegment[];
}

const IDENT_START = /[A-Za-z_]/;
const IDENT = /[\w]/;

/** Every chain whose root is a plain identifier (not a function call, not a member). */
export function findReferenceChains(expression: string): ReferenceChain[] {
  const chains: ReferenceChain[] = [];
  let i = 0;
  let previous = '';
  while (i < expression.length) {
    const c = expression[i]!;
    if (c === '"' || c === "'") {
      i = skipString(expression, i);
      previous = c;
      continue;
    }
    if (/\d/.test(c)) {
      while (i < expression.length && /[\w.]/.test(expression[i]!)) i++;
      previous = '0';
      continue;
    }
    if (IDENT_START.test(c)) {
      const start = i;
      while (i < expression.length && IDENT.test(expression[i]!)) i++;
      const root = expression.slice(start, i);
      if (previous === '.' || nextNonSpace(expression, i) === '(') {
        previous = 'a';
        continue;
      }
      const { segments, end } = readSegments(expression, i);
      chains.push({ root, start, end: i, segments });
      i = end;
      previous = 'a';
      continue;
    }
    if (!/\s/.test(c)) previous = c;
    i++;
  }
  return chains;
}

/** Reads `.a`, `?.a`, `[0]`, `["a"]` after a root; a method call ends the chain before it. */
function readSegments(expression: string, from: number): { segments: ChainSegment[]; end: number } {
  const segments: ChainSegment[] = [];
  let i = from;
  for (;;) {
    let j = i;
    if (expression[j] === '?' && expression[j + 1] === '.') j++;
    if (expression[j] === '.') {
      // `.?field` is CEL's optional field selection.
      const start = expression[j + 1] === '?' ? j + 2 : j + 1;
      let k = start;
      while (k < expression.length && IDENT.test(expression[k]!)) k++;
      if (k === start || nextNonSpace(expression, k) === '(') return { segments, end: i };
      segments.push({ name: expression.slice(start, k), start, end: k });
      i = k;
      continue;
    }
    if (expression[j] === '[') {
      const close = expression.indexOf(']', j);
      if (close < 0) return { segments, end: i };
      const inner = expression.slice(j + 1, close).trim();
      const quoted = /^["'](.*)["']$/.exec(inner);
      segments.push({ name: quoted ? quoted[1]! : '[]', start: j + 1, end: close });
      i = close + 1;
      continue;
    }
    return { segments, end: i };
  }
}

function nextNonSpace(text: string, from: number): string | undefined {
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return text[i];
}

function skipString(text: string, start: number): number {
  const quote = text[start]!;
  const triple = text.startsWith(quote.repeat(3), start);
  if (triple) {
    const end = text.indexOf(quote.repeat(3), start + 3);
    return end < 0 ? text.length : end + 3;
  }
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * The chain being typed at the end of `prefix` (the expression text up to the cursor):
 * `schema.spec.rep` gives root `schema`, fields `['spec']` and the partial word `rep`;
 * `depl` gives no root and the partial `depl`.
 */
export function chainBeforeCursor(prefix: string): { readonly root?: string; readonly fields: readonly string[]; readonly partial: string } | undefined {
  const match = /(?:^|[^\w.?\]])([A-Za-z_]\w*)((?:\.\??[A-Za-z_]\w*|\[[^\]]*\])*)(\.\??)?(\w*)$/.exec(prefix);
  if (!match) return /(?:^|[^\w.])$/.test(prefix) ? { fields: [], partial: '' } : undefined;
  const [, root, middle, dot, partial] = match;
  if (!dot && !middle) return { fields: [], partial: root! + (partial ?? '') };
  if (!dot) {
    // `schema.spec.rep`: the last field is the partial word.
    const parts = splitMiddle(middle!);
    const last = parts.pop() ?? '';
    return { root: root!, fields: parts, partial: last };
  }
  return { root: root!, fields: splitMiddle(middle!), partial: partial ?? '' };
}

function splitMiddle(middle: string): string[] {
  const fields: string[] = [];
  for (const m of middle.matchAll(/\.\??([A-Za-z_]\w*)|\[([^\]]*)\]/g)) {
    if (m[1] !== undefined) fields.push(m[1]);
    else {
      const quoted = /^\s*["'](.*)["']\s*$/.exec(m[2]!);
      fields.push(quoted ? quoted[1]! : '[]');
    }
  }
  return fields;
}
