/**
 * Quick fixes for the diagnostics that already know the fix: a misspelt field or resource
 * id (the closest name, as rgdc's did-you-mean hints choose it), a "did you mean" in the
 * message, `string(...)` around a non-string fragment of a text template, and double quotes
 * around a SimpleSchema marker value with spaces (`description=Two words` reads `words` as a
 * marker key without a value: `rgd_invalid_marker`).
 *
 * The Diagnostic type carries no fix of its own; the fix is recomputed here from the
 * diagnostic's code and range and the document, with the same `suggestName` the hints use.
 */
import { suggestName } from '../util/did-you-mean.js';
import type { SchemaResolver } from '../kro/types.js';
import { expressionAt, type OffsetRange, type RgdIndex } from './rgd-index.js';
import { fieldsOf, resolveRoot, rootSchema, walkSchema } from './schema-fields.js';

/** One quick fix: a title and the text edits that apply it. */
export interface QuickFix {
  readonly title: string;
  readonly edits: readonly { readonly range: OffsetRange; readonly newText: string }[];
}

/** A diagnostic as the client returns it in a code-action request, with offsets. */
export interface DiagnosticAt {
  readonly code: string | number | undefined;
  readonly message: string;
  readonly range: OffsetRange;
}

const DID_YOU_MEAN = /`([^`]+)`[^`]*did you mean `([^`]+)`/i;

/** The quick fixes for one diagnostic (none when no fix is known). */
export function quickFixes(text: string, index: RgdIndex | undefined, diagnostic: DiagnosticAt, schemas: SchemaResolver): QuickFix[] {
  const [start, end] = diagnostic.range;
  const word = text.slice(start, end);
  if (index && diagnostic.code === 'cel_no_such_field') {
    const fix = misspeltField(index, start, word, schemas);
    if (fix) return [fix];
  }
  if (index && diagnostic.code === 'graph_unknown_reference') {
    const name = /\[([A-Za-z_]\w*)/.exec(diagnostic.message)?.[1];
    const at = name === undefined ? -1 : text.indexOf(name, start);
    if (name !== undefined && at >= 0 && at < end) {
      const resource = index.resources.find((r) => start >= r.range[0] && start <= r.range[1]);
      const candidates = ['schema', ...index.resources.flatMap((r) => (r.id ? [r.id] : [])), ...(resource?.iterators.map((i) => i.name) ?? [])];
      const suggestion = suggestName(name, candidates);
      if (suggestion) return [{ title: `Change \`${name}\` to \`${suggestion}\``, edits: [{ range: [at, at + name.length], newText: suggestion }] }];
    }
  }
  if (diagnostic.code === 'cel_fragment_not_string' && word.trim() !== '') {
    return [{ title: 'Wrap in string(...)', edits: [{ range: [start, end], newText: `string(${word})` }] }];
  }
  // kro joins the words after a space into one key: `description=Two words` is a key
  // `words` without a value; `description=Two words default=x` an unknown key `wordsdefault`.
  const strayWords =
    diagnostic.code === 'rgd_invalid_marker'
      ? MARKER_WITHOUT_VALUE.test(diagnostic.message)
      : diagnostic.code === 'rgd_unknown_marker' && /^[^\s=]+\s/.test(text.slice(start, end + 1)) && /\s/.test(text[start - 1] ?? '');
  if (strayWords) {
    const fix = quoteMarkerValue(text, start);
    if (fix) return [fix];
  }
  const mentioned = DID_YOU_MEAN.exec(diagnostic.message);
  if (mentioned) {
    const [, wrong, right] = mentioned;
    const at = word.indexOf(wrong!);
    if (at >= 0) return [{ title: `Change \`${wrong}\` to \`${right}\``, edits: [{ range: [start + at, start + at + wrong!.length], newText: right! }] }];
  }
  return [];
}

const MARKER_WITHOUT_VALUE = /marker key .* without a value/;

/**
 * `description=Two words` → `description="Two words"`: the value runs from the `=` of the
 * last marker before the stray word up to the next `key=` marker, a comment or the end of
 * the scalar. Inside a double-quoted YAML scalar the quotes are written escaped.
 */
function quoteMarkerValue(text: string, at: number): QuickFix | undefined {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
  const line = text.slice(lineStart, lineEnd);
  const column = at - lineStart;
  const pipe = line.lastIndexOf('|', column);
  if (pipe < 0) return undefined;
  const markers = [...line.slice(pipe, column).matchAll(/(?:^\||\s)([A-Za-z]\w*)=/g)];
  const last = markers[markers.length - 1];
  if (!last) return undefined;
  const valueStart = pipe + last.index! + last[0].length;
  if (line[valueStart] === '"' || line[valueStart] === "'") return undefined;
  // The YAML scalar's own quote (`name: "string | description=Two words"`), if any.
  const scalarQuote = /^\s*(?:-\s+)?[^:#]+:\s+(["'])/.exec(line)?.[1];
  let rest = line.slice(column);
  const cut = [/\s+[A-Za-z]\w*=/, /\s+#/].map((re) => re.exec(rest)?.index ?? rest.length);
  rest = rest.slice(0, Math.min(...cut)).trimEnd();
  if (scalarQuote && rest.endsWith(scalarQuote)) rest = rest.slice(0, -1);
  const valueEnd = column + rest.length;
  const value = line.slice(valueStart, valueEnd);
  if (value.includes('"')) return undefined;
  const quote = scalarQuote === '"' ? '\\"' : '"';
  return {
    title: `Quote the marker value: ${last[1]}="${value}"`,
    edits: [{ range: [lineStart + valueStart, lineStart + valueEnd], newText: `${quote}${value}${quote}` }],
  };
}

/** `schema.spec.imagee` → `schema.spec.image`: the closest field of the object read from. */
function misspeltField(index: RgdIndex, offset: number, word: string, schemas: SchemaResolver): QuickFix | undefined {
  const found = expressionAt(index, offset);
  if (!found) return undefined;
  const { expression, at } = found;
  for (const chain of expression.chains) {
    const i = chain.segments.findIndex((s) => s.start === at && s.name === word);
    if (i < 0) continue;
    const target = resolveRoot(index, chain.root, expression.resource, schemas);
    if (!target) return undefined;
    const parent = walkSchema(
      rootSchema(target),
      chain.segments.slice(0, i).map((s) => s.name),
    );
    const suggestion = suggestName(
      word,
      fieldsOf(parent).map(([name]) => name),
    );
    if (!suggestion) return undefined;
    return { title: `Change \`${word}\` to \`${suggestion}\``, edits: [{ range: [offset, offset + word.length], newText: suggestion }] };
  }
  return undefined;
}
