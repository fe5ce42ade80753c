/**
 * Which fields of a struct type an RGD's expressions can select, so that CEL typing
 * registers only the struct types they can reach (see {@link SchemaTypeRegistry}). A
 * Deployment's schema has about 300 struct types, and cel-js checks every new type's
 * `type()` and `==` overloads against all earlier ones (quadratic); webapp's expressions
 * reach eight of them.
 *
 * A value of a nested struct type only arises by naming the field that holds it:
 * `deployment.spec.template`, `x.?template`, `has(x.template)`, `x["template"]`. So a
 * field can be selected only if its name occurs in some expression's text: as a word for
 * an identifier, as a substring for any other name (`x["app.io/x"]`). The words of all
 * the RGD's strings over-approximate that, safely: a type registered for nothing costs
 * only time, and one never reached cannot change a type-check result.
 *
 * Some text defeats the argument, and then every type is registered as before
 * (`undefined`): an index that is not a literal (`x[key]` on a struct reaches fields by
 * no name), a comprehension over entries (`m.all(k, v, ...)`, `transformMap`: values
 * without names), and escapes in string literals (`x["sp\u0065c"]`).
 */

/** Whether expressions may select a field of this name; see the module comment. */
export type FieldReach = (field: string) => boolean;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A string escape that could spell a field name in other characters. */
const NAME_ESCAPE = /\\[uUxX0-7]/;
/** `f(a, b, ...)` with two bare names first: a two-variable comprehension. */
const TWO_VARIABLES = /\(\s*[A-Za-z_][A-Za-z0-9_]*\s*,\s*[A-Za-z_][A-Za-z0-9_]*\s*,/;
/** An index's content when it is a literal: an integer or a quoted string without quotes inside. */
const LITERAL_INDEX = /^\s*\??\s*(?:-?\d+[uU]?|"[^"\\]*"|'[^'\\]*')\s*$/;

/**
 * The reach of expressions in `texts` (every string of an RGD that may hold one), or
 * `undefined` when some text needs every type registered (see the module comment).
 */
export function fieldReachOf(texts: Iterable<string>): FieldReach | undefined {
  const words = new Set<string>();
  const all: string[] = [];
  for (const text of texts) {
    if (!text.includes('${')) continue;
    if (NAME_ESCAPE.test(text) || TWO_VARIABLES.test(text) || hasComputedIndex(text)) return undefined;
    all.push(text);
    addWords(text, words);
  }
  return (field) => (IDENTIFIER.test(field) ? words.has(field) : all.some((text) => text.includes(field)));
}

/**
 * Whether `text` indexes with anything but a literal: a `[` right after a name (but `in`),
 * `)` or `]` opens an index (elsewhere it opens a list literal).
 */
function hasComputedIndex(text: string): boolean {
  for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', open + 1)) {
    let before = open - 1;
    while (before >= 0 && /\s/.test(text[before]!)) before--;
    if (before < 0 || !/[A-Za-z0-9_)\]]/.test(text[before]!) || /(?:^|[^A-Za-z0-9_.])in$/.test(text.slice(Math.max(0, before - 2), before + 1))) continue;
    const close = text.indexOf(']', open);
    if (close === -1 || !LITERAL_INDEX.test(text.slice(open + 1, close))) return true;
  }
  return false;
}

/**
 * Adds every word of `text` (`[A-Za-z_][A-Za-z0-9_]*`, longest) to `words`: a scan by
 * character code, as a global regular expression's match list was a good part of what
 * preparing a large RGD's environment allocated.
 */
function addWords(text: string, words: Set<string>): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (!isWordStart(c)) {
      i++;
      continue;
    }
    const start = i;
    for (i++; i < length && (isWordStart(text.charCodeAt(i)) || isDigit(text.charCodeAt(i))); i++);
    words.add(text.slice(start, i));
  }
}

function isWordStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
