/**
 * Quick fixes for the diagnostics that already know the fix: a misspelt field or resource
 * id (the closest name, as rgdc's did-you-mean hints choose it), a "did you mean" in the
 * message, and `string(...)` around a non-string fragment of a text template.
 *
 * The Diagnostic type carries no fix of its own; the fix is recomputed here from the
 * diagnostic's code and range and the document, with the same `suggestName` the hints use.
 */
import { suggestName } from '../util/did-you-mean.js';
import type { SchemaResolver } from '../check/types.js';
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
  const mentioned = DID_YOU_MEAN.exec(diagnostic.message);
  if (mentioned) {
    const [, wrong, right] = mentioned;
    const at = word.indexOf(wrong!);
    if (at >= 0) return [{ title: `Change \`${wrong}\` to \`${right}\``, edits: [{ range: [start + at, start + at + wrong!.length], newText: right! }] }];
  }
  return [];
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
    const parent = walkSchema(rootSchema(target), chain.segments.slice(0, i).map((s) => s.name));
    const suggestion = suggestName(word, fieldsOf(parent).map(([name]) => name));
    if (!suggestion) return undefined;
    return { title: `Change \`${word}\` to \`${suggestion}\``, edits: [{ range: [offset, offset + word.length], newText: suggestion }] };
  }
  return undefined;
}
