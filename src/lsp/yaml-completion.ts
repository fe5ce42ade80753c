/**
 * Completion outside expressions: field names of the kind while writing a resource
 * template, and in SimpleSchema strings (`spec.schema.spec`, `spec.schema.types`) the types
 * and, after `|`, the markers kro knows.
 */
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { SchemaResolver } from '../kro/types.js';
import { ATOMIC_TYPES, MARKER_KEYS } from '../simpleschema/parse/index.js';
import { isRecord } from '../util/records.js';
import type { RgdIndex } from './rgd-index.js';
import { describeType, fieldsOf, walkSchema, type SchemaNode } from './schema-fields.js';
import { yamlContextAt } from './yaml-context.js';
import { withObjectMeta } from '../cel/environment.js';

/** What each marker means, shown beside it (kro's SimpleSchema documentation). */
const MARKER_MEANING: Readonly<Record<string, string>> = {
  required: 'the field must be set (required=true)',
  default: 'value used when the field is not set',
  description: 'documentation of the field in the generated CRD',
  minimum: 'smallest allowed number',
  maximum: 'largest allowed number',
  validation: 'a CEL rule the API server checks (x-kubernetes-validations)',
  enum: 'comma-separated allowed values',
  immutable: 'the field cannot change once set (immutable=true)',
  pattern: 'regular expression a string must match',
  uniqueItems: 'list items must be unique (uniqueItems=true)',
  minLength: 'shortest allowed string',
  maxLength: 'longest allowed string',
  minItems: 'fewest list items',
  maxItems: 'most list items',
  listType: 'atomic, set or map (x-kubernetes-list-type)',
  listMapKey: 'key field of a listType=map list',
};

/** Completions for the YAML structure at `offset`; empty when none apply. */
export function completeYamlAt(index: RgdIndex, text: string, offset: number, schemas: SchemaResolver): CompletionItem[] {
  const context = yamlContextAt(text, offset);
  if (!context) return [];
  const [a, b, c, d] = context.path;
  if (a === 'spec' && b === 'resources' && c === '[]' && d === 'template' && context.keyPrefix !== undefined) {
    const resource = index.resources.find((r) => offset >= r.range[0] && offset <= r.range[1]);
    const found = resource?.apiVersion && resource.kind ? schemas.lookup(resource.apiVersion, resource.kind) : undefined;
    if (!found) return [];
    const schema = walkSchema(withObjectMeta(found.schema) as SchemaNode, context.path.slice(4));
    return fieldsOf(schema).map(([name, field], i) => ({
      label: name,
      kind: CompletionItemKind.Property,
      detail: describeType(field),
      ...(typeof field.description === 'string' ? { documentation: field.description } : {}),
      insertText: `${name}: `,
      sortText: String(i).padStart(4, '0'),
    }));
  }
  const simpleSchema = a === 'spec' && b === 'schema' && (c === 'spec' || c === 'types');
  if (simpleSchema && context.value) return simpleSchemaItems(context.value.prefix, index.customTypes);
  return [];
}

function simpleSchemaItems(prefix: string, customTypes: unknown): CompletionItem[] {
  if (prefix.includes('|')) {
    return [...MARKER_KEYS].map((key) => ({ label: key, kind: CompletionItemKind.Keyword, detail: MARKER_MEANING[key] ?? 'marker', insertText: `${key}=` }));
  }
  const custom = isRecord(customTypes) ? Object.keys(customTypes) : [];
  return [
    ...[...ATOMIC_TYPES, 'object'].map((name) => ({ label: name, kind: CompletionItemKind.TypeParameter, detail: 'SimpleSchema type' })),
    { label: '[]', kind: CompletionItemKind.TypeParameter, detail: 'list of a type: []string' },
    { label: 'map[string]', kind: CompletionItemKind.TypeParameter, detail: 'map of a type: map[string]integer' },
    ...custom.map((name) => ({ label: name, kind: CompletionItemKind.Class, detail: 'custom type (spec.schema.types)' })),
  ];
}

/** Hover of a SimpleSchema marker (`default=8080`): what the marker means. */
export function hoverMarkerAt(text: string, offset: number): { readonly markdown: string; readonly range: readonly [number, number] } | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const end = lineEnd < 0 ? text.length : lineEnd;
  const line = text.slice(lineStart, end);
  const bar = line.indexOf('|');
  if (bar < 0 || offset - lineStart <= bar) return undefined;
  const context = yamlContextAt(text, end);
  const [a, b, c] = context?.path ?? [];
  if (!context?.value || a !== 'spec' || b !== 'schema' || (c !== 'spec' && c !== 'types')) return undefined;
  for (const match of line.matchAll(/([A-Za-z]+)=/g)) {
    const start = lineStart + match.index!;
    if (offset >= start && offset <= start + match[1]!.length && MARKER_KEYS.has(match[1]!)) {
      return { markdown: `**${match[1]}**: SimpleSchema marker: ${MARKER_MEANING[match[1]!] ?? ''}`, range: [start, start + match[1]!.length] };
    }
  }
  return undefined;
}
