/**
 * Completion inside `${...}`: after `schema.spec.` the instance fields from the SimpleSchema,
 * after `<id>.` the fields of the resource's kind, and at the start of a name the resource
 * ids, `schema`, the forEach iterators of the enclosing resource and kro's CEL functions.
 */
import { CompletionItemKind, MarkupKind, type CompletionItem } from 'vscode-languageserver';
import type { SchemaResolver } from '../kro/types.js';
import { celFunctions } from './cel-functions.js';
import { chainBeforeCursor } from './cel-references.js';
import type { RgdIndex } from './rgd-index.js';
import { describeType, fieldsOf, resolveRoot, rootSchema, walkSchema, type SchemaNode } from './schema-fields.js';

/** How far back a `${` is looked for. */
const MAX_EXPRESSION_PREFIX = 4000;

/** The completions at `offset` of `text`, or an empty list outside an expression. */
export function completeAt(index: RgdIndex, text: string, offset: number, schemas: SchemaResolver): CompletionItem[] {
  const prefix = expressionPrefix(text, offset);
  if (prefix === undefined) return [];
  const chain = chainBeforeCursor(prefix);
  if (!chain) return [];
  const resource = index.resources.find((r) => offset >= r.range[0] && offset <= r.range[1])?.index;
  if (chain.root === undefined) return startOfName(index, resource);
  const target = resolveRoot(index, chain.root, resource, schemas);
  if (!target) return namespaceFunctions(chain.root);
  const schema = walkSchema(rootSchema(target), chain.fields);
  return [...fieldItems(schema), ...memberFunctions(schema)];
}

/** The expression text between the innermost open `${` and the cursor, if the cursor is in one. */
export function expressionPrefix(text: string, offset: number): string | undefined {
  const before = text.slice(Math.max(0, offset - MAX_EXPRESSION_PREFIX), offset);
  const open = before.lastIndexOf('${');
  if (open < 0) return undefined;
  const inside = before.slice(open + 2);
  // A `}` that closes the expression (braces of map literals balance) means we are past it.
  let depth = 0;
  for (const c of inside) {
    if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return undefined;
  }
  return inside;
}

function startOfName(index: RgdIndex, resource: number | undefined): CompletionItem[] {
  const items: CompletionItem[] = [
    { label: 'schema', kind: CompletionItemKind.Variable, detail: 'the instance (schema.spec, schema.metadata)', sortText: '0schema' },
  ];
  for (const r of index.resources) {
    if (r.id === undefined || r.index === resource) continue;
    items.push({
      label: r.id,
      kind: CompletionItemKind.Reference,
      detail: `${r.kind ?? 'resource'}${r.apiVersion ? ` (${r.apiVersion})` : ''}${r.iterators.length > 0 ? ', a collection' : ''}`,
      sortText: `1${r.id}`,
    });
  }
  if (resource !== undefined) {
    // A resource may read its own object only in readyWhen; still offered, kro decides.
    const self = index.resources[resource];
    if (self?.id)
      items.push({
        label: self.id,
        kind: CompletionItemKind.Reference,
        detail: `this resource (${self.kind ?? 'resource'}); readable in readyWhen`,
        sortText: `1${self.id}`,
      });
    for (const iterator of self?.iterators ?? [])
      items.push({ label: iterator.name, kind: CompletionItemKind.Variable, detail: 'forEach iterator', sortText: `0${iterator.name}` });
  }
  for (const fn of celFunctions()) {
    if (fn.receiver !== undefined) continue;
    items.push(functionItem(fn.name, fn.signatures, `2${fn.name}`));
  }
  return items;
}

function namespaceFunctions(namespace: string): CompletionItem[] {
  return celFunctions()
    .filter((fn) => fn.receiver === undefined && fn.name.startsWith(`${namespace}.`))
    .map((fn) => functionItem(fn.name.slice(namespace.length + 1), fn.signatures, fn.name));
}

function fieldItems(schema: SchemaNode | undefined): CompletionItem[] {
  return fieldsOf(schema).map(([name, field], i) => ({
    label: name,
    kind: CompletionItemKind.Field,
    detail: describeType(field),
    ...(typeof field.description === 'string' ? { documentation: { kind: MarkupKind.Markdown, value: field.description } } : {}),
    sortText: `0${String(i).padStart(4, '0')}`,
  }));
}

/** Member functions for the value's kind (`string`, `list`, `map`), after its fields. */
function memberFunctions(schema: SchemaNode | undefined): CompletionItem[] {
  const type = schema?.type;
  // An object with named fields is a struct to kro: map functions only for true maps.
  const receivers = type === 'string' ? ['string'] : type === 'array' ? ['list'] : type === 'object' && !schema?.properties ? ['map'] : [];
  if (receivers.length === 0) return [];
  return celFunctions()
    .filter((fn) => fn.receiver !== undefined && receivers.includes(fn.receiver))
    .map((fn) => functionItem(fn.name, fn.signatures, `1${fn.name}`));
}

function functionItem(label: string, signatures: readonly string[], sortText: string): CompletionItem {
  return {
    label,
    kind: CompletionItemKind.Function,
    detail: signatures[0]!,
    documentation: { kind: MarkupKind.Markdown, value: ['```', ...signatures, '```'].join('\n') },
    sortText,
  };
}
