/**
 * Rewrites the few pieces of CEL syntax that cel-go (and so kro) accepts and cel-js's
 * parser does not, into equivalent syntax it does, before parsing. cel-js's lexer is not
 * exported, so this is a small token-level pass over the text, with an offset map so that
 * errors still point into the text the user wrote:
 *
 * - optional entries of list and map literals (cel-go `OptionalTypes()`): `[a, ?b]` becomes
 *   `[optional.of(a), b].kroOptionalEntries()` and `{'k': v, ?'o': w}` becomes
 *   `{'k': optional.of(v), 'o': w}.kroOptionalEntries()`;
 * - non-ASCII characters in bytes literals (`b'ÿ'`) become their UTF-8 octal escapes
 *   (cel-js stores each UTF-16 code unit as one byte);
 * - raw bytes literals (`br'\d'`) become ordinary bytes literals;
 * - a double literal starting with a dot (`.5`) gains its leading zero;
 * - form feeds between tokens become spaces.
 *
 * Text without these constructs is returned unchanged (the common case).
 */

/** The function the optional-entry rewrite calls (declared in `library/optionals.ts`). */
export const OPTIONAL_ENTRIES_FUNCTION = 'kroOptionalEntries';

/** The rewritten text and the way back to offsets in the original. */
export interface RewrittenSource {
  readonly text: string;
  readonly changed: boolean;
  /** The offset in the original text for an offset in {@link text}. */
  originalOffset(offset: number): number;
}

interface Token {
  readonly kind: 'string' | 'number' | 'identifier' | 'punct';
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

interface Edit {
  readonly at: number;
  readonly remove: number;
  readonly insert: string;
}

interface Frame {
  readonly kind: '[' | '{';
  readonly literal: boolean;
  /** Per element: where its value starts and ends (token indexes), and whether it is `?`-marked. */
  readonly elements: { valueStart: number; valueEnd: number; optional: boolean; questionAt: number }[];
  current: { valueStart: number; valueEnd: number; optional: boolean; questionAt: number } | undefined;
  ternaries: number;
}

/**
 * Text that may need a rewrite. An optional entry's `?` opens a list or map element, so
 * it follows `[`, `{`, `,` or `:`, with blanks (or a `//` comment: any text holding `//`
 * takes the full pass) between; any other `?` (`x.?f`, `a ? b : c`, in nearly every kro
 * expression) needs no rewrite, and tokenizing for it was most of what rewriting cost.
 */
export function mayNeedRewrite(text: string): boolean {
  // One pass by character code: the same test as /[[{,:]\s*\?|\/\/|\f|\.\d|[bBrR]['"]|[^\x00-\x7f]/
  // (test/cel/rewrite-hint.property.test.ts), which cost more, three times per expression.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f || c === 0x0c) return true;
    if (c === 0x3f) {
      // `?` after `[`, `{`, `,` or `:` and blanks.
      let j = i - 1;
      while (j >= 0 && isBlank(text.charCodeAt(j))) j--;
      const before = j >= 0 ? text.charCodeAt(j) : -1;
      if (before === 0x5b || before === 0x7b || before === 0x2c || before === 0x3a) return true;
    } else if (c === 0x2f) {
      if (text.charCodeAt(i + 1) === 0x2f) return true;
    } else if (c === 0x2e) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0x30 && next <= 0x39) return true;
    } else if (c === 0x22 || c === 0x27) {
      const previous = i > 0 ? text.charCodeAt(i - 1) : -1;
      if (previous === 0x62 || previous === 0x42 || previous === 0x72 || previous === 0x52) return true;
    }
  }
  return false;
}

/** ASCII white space as a regular expression's `\s` matches it (the rest is not ASCII, see above). */
function isBlank(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/** Rewrites `expression` (see the module comment). */
export function rewriteSource(expression: string): RewrittenSource {
  if (!mayNeedRewrite(expression)) return identity(expression);
  const edits: Edit[] = [];
  const tokens = tokenize(expression, edits);
  if (!tokens) return identity(expression);
  rewriteOptionalEntries(tokens, edits);
  if (edits.length === 0) return identity(expression);
  return apply(expression, edits);
}

function identity(text: string): RewrittenSource {
  return { text, changed: false, originalOffset: (offset) => offset };
}

function isOperand(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.kind === 'punct') return token.text === ')' || token.text === ']' || token.text === '}';
  return !(token.kind === 'identifier' && token.text === 'in');
}

/** Splits the text into tokens, recording literal-level edits; undefined on an unterminated string. */
function tokenize(text: string, edits: Edit[]): Token[] | undefined {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\f') {
      edits.push({ at: i, remove: 1, insert: ' ' });
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    const prefix = /^([rRbB]{0,2})(['"])/.exec(text.slice(i, i + 3));
    if (prefix && /^(|[rR]|[bB]|[rR][bB]|[bB][rR])$/.test(prefix[1]!)) {
      const end = stringEnd(text, i + prefix[1]!.length, /[rR]/.test(prefix[1]!));
      if (end === undefined) return undefined;
      const token: Token = { kind: 'string', start: i, end, text: text.slice(i, end) };
      if (/[bB]/.test(prefix[1]!)) rewriteBytes(token, prefix[1]!, edits);
      tokens.push(token);
      i = end;
      continue;
    }
    const number = /^(0[xX][0-9a-fA-F]+[uU]?|\d+(\.\d+)?([eE][+-]?\d+)?[uU]?|\.\d+([eE][+-]?\d+)?)/.exec(text.slice(i));
    if (number && (ch !== '.' || !isOperand(tokens.at(-1)))) {
      if (ch === '.') edits.push({ at: i, remove: 0, insert: '0' });
      tokens.push({ kind: 'number', start: i, end: i + number[0].length, text: number[0] });
      i += number[0].length;
      continue;
    }
    const identifier = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (identifier) {
      tokens.push({ kind: 'identifier', start: i, end: i + identifier[0].length, text: identifier[0] });
      i += identifier[0].length;
      continue;
    }
    const punct = /^(==|!=|<=|>=|&&|\|\||\.\?|\[\?|.)/s.exec(text.slice(i))![0];
    // `[?` is optional indexing only after an operand; in a literal it is `[` then `?`.
    const single = punct === '[?' && !isOperand(tokens.at(-1)) ? '[' : punct;
    tokens.push({ kind: 'punct', start: i, end: i + single.length, text: single });
    i += single.length;
  }
  return tokens;
}

/** The end of the string literal whose quote starts at `quoteAt`. */
function stringEnd(text: string, quoteAt: number, raw: boolean): number | undefined {
  const triple = text.startsWith(text[quoteAt]!.repeat(3), quoteAt);
  const quote = triple ? text[quoteAt]!.repeat(3) : text[quoteAt]!;
  let i = quoteAt + quote.length;
  while (i < text.length) {
    if (text[i] === '\\' && !raw) {
      i += 2;
      continue;
    }
    if (text.startsWith(quote, i)) return i + quote.length;
    if (!triple && (text[i] === '\n' || text[i] === '\r')) return undefined;
    i++;
  }
  return undefined;
}

/** Bytes literals: octal escapes for non-ASCII, and raw ones made ordinary. */
function rewriteBytes(token: Token, prefix: string, edits: Edit[]): void {
  const raw = /[rR]/.test(prefix);
  const body = token.text.slice(prefix.length);
  const quote = body.startsWith(body[0]!.repeat(3)) ? body[0]!.repeat(3) : body[0]!;
  const content = body.slice(quote.length, body.length - quote.length);
  if (!raw && !/[^\x00-\x7f]/.test(content)) return;
  let out = '';
  for (const ch of content) {
    if (raw && ch === '\\') out += '\\\\';
    else if (ch.codePointAt(0)! > 0x7f) for (const byte of Buffer.from(ch, 'utf8')) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  edits.push({ at: token.start, remove: token.end - token.start, insert: `b${quote}${out}${quote}` });
}

/** `[?x]` and `{?k: v}` entries (see the module comment). */
function rewriteOptionalEntries(tokens: Token[], edits: Edit[]): void {
  if (!tokens.some((t) => t.text === '?')) return;
  const stack: Frame[] = [];
  const startElement = (frame: Frame, index: number): void => {
    frame.current = { valueStart: index, valueEnd: index - 1, optional: false, questionAt: -1 };
    frame.ternaries = 0;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const frame = stack.at(-1);
    if (
      frame?.literal &&
      frame.current &&
      frame.current.valueEnd < frame.current.valueStart &&
      frame.current.questionAt < 0 &&
      token.text === '?' &&
      i === frame.current.valueStart
    ) {
      // `?` opening an element: the element is optional.
      frame.current.optional = true;
      frame.current.questionAt = i;
      frame.current.valueStart = i + 1;
      continue;
    }
    if (token.kind === 'punct' && (token.text === '[' || token.text === '{' || token.text === '(' || token.text === '[?')) {
      const literal = token.text !== '(' && token.text !== '[?' && !isOperand(tokens[i - 1]);
      const next: Frame = { kind: token.text === '{' ? '{' : '[', literal, elements: [], current: undefined, ternaries: 0 };
      stack.push(next);
      startElement(next, i + 1);
      continue;
    }
    if (!frame) continue;
    if (token.kind === 'punct' && (token.text === ']' || token.text === '}' || token.text === ')')) {
      stack.pop();
      if (frame.literal) {
        finishElement(frame, i - 1);
        closeLiteral(frame, tokens, token, edits);
      }
      if (stack.at(-1)?.current) stack.at(-1)!.current!.valueEnd = i;
      continue;
    }
    if (frame.literal && token.text === ',') {
      finishElement(frame, i - 1);
      startElement(frame, i + 1);
      continue;
    }
    if (frame.literal && frame.kind === '{' && token.text === '?') frame.ternaries++;
    if (frame.literal && frame.kind === '{' && token.text === ':') {
      if (frame.ternaries > 0) frame.ternaries--;
      else if (frame.current) {
        // The key ends here; the value starts after the colon.
        frame.current.valueStart = i + 1;
        frame.current.valueEnd = i;
        continue;
      }
    }
    if (frame.current) frame.current.valueEnd = i;
  }
}

function finishElement(frame: Frame, lastIndex: number): void {
  const current = frame.current;
  if (!current) return;
  current.valueEnd = Math.min(current.valueEnd, lastIndex);
  if (current.valueEnd >= current.valueStart || current.optional) frame.elements.push(current);
  frame.current = undefined;
}

function closeLiteral(frame: Frame, tokens: Token[], closing: Token, edits: Edit[]): void {
  if (!frame.elements.some((e) => e.optional)) return;
  for (const element of frame.elements) {
    if (element.optional) {
      const question = tokens[element.questionAt]!;
      edits.push({ at: question.start, remove: 1, insert: '' });
    } else if (element.valueEnd >= element.valueStart) {
      edits.push({ at: tokens[element.valueStart]!.start, remove: 0, insert: 'optional.of(' });
      edits.push({ at: tokens[element.valueEnd]!.end, remove: 0, insert: ')' });
    }
  }
  edits.push({ at: closing.end, remove: 0, insert: `.${OPTIONAL_ENTRIES_FUNCTION}()` });
}

function apply(text: string, edits: Edit[]): RewrittenSource {
  const ordered = edits.map((e, i) => ({ ...e, i })).sort((a, b) => a.at - b.at || a.i - b.i);
  let out = '';
  let cursor = 0;
  /** [start in output, start in original, mapped 1:1?] */
  const segments: [number, number, boolean][] = [];
  for (const edit of ordered) {
    if (edit.at < cursor) continue; // overlapping edits cannot happen; be safe
    segments.push([out.length, cursor, true]);
    out += text.slice(cursor, edit.at);
    segments.push([out.length, edit.at, false]);
    out += edit.insert;
    cursor = edit.at + edit.remove;
  }
  segments.push([out.length, cursor, true]);
  out += text.slice(cursor);
  return {
    text: out,
    changed: true,
    originalOffset(offset) {
      let found = segments[0]!;
      for (const segment of segments) if (segment[0] <= offset) found = segment;
      return found[2] ? found[1] + (offset - found[0]) : found[1];
    },
  };
}
