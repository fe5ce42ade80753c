/**
 * Hover: what a name in an expression stands for (a resource and its kind, an iterator,
 * the instance), and for a field its type, its description from the kind's schema and,
 * for `schema.spec` fields, the SimpleSchema declaration with its markers.
 */
import { MarkupKind, type Hover } from 'vscode-languageserver';
import type { SchemaResolver } from '../kro/types.js';
import { isRecord } from '../util/records.js';
import type { RgdIndex } from './rgd-index.js';
import { describeType, resolveRoot, rootSchema, walkSchema } from './schema-fields.js';
import { symbolAt } from './symbol-at.js';
import { typeOfExpression } from './expression-types.js';

/** The hover text at `offset`, with the range of the word it describes. */
export function hoverAt(
  index: RgdIndex,
  offset: number,
  schemas: SchemaResolver,
): { readonly markdown: string; readonly range: readonly [number, number] } | undefined {
  const found = describeSymbol(index, offset, schemas);
  if (!found) return undefined;
  // The CEL types of the part under the cursor and of the whole expression, as check types them.
  const symbol = symbolAt(index, offset);
  const expression = symbol && 'expression' in symbol ? symbol.expression : undefined;
  if (!expression || !symbol) return found;
  const types: string[] = [];
  if (symbol.kind === 'field') {
    const segment = symbol.chain.segments[symbol.fields.length - 1]!;
    const part = expression.text.slice(symbol.chain.start, segment.end + (expression.text[segment.end] === ']' ? 1 : 0));
    const type = typeOfExpression(index, part, expression.resource, schemas);
    if (type) types.push(`\`${part}\`: CEL type \`${type}\``);
  }
  const whole = typeOfExpression(index, expression.text, expression.resource, schemas);
  if (whole) types.push(`expression \`\${${expression.text.trim()}}\`: CEL type \`${whole}\``);
  return types.length > 0 ? { markdown: `${found.markdown}\n\n${types.join('\n\n')}`, range: found.range } : found;
}

function describeSymbol(
  index: RgdIndex,
  offset: number,
  schemas: SchemaResolver,
): { readonly markdown: string; readonly range: readonly [number, number] } | undefined {
  const symbol = symbolAt(index, offset);
  if (!symbol) return undefined;
  switch (symbol.kind) {
    case 'schema':
      return { markdown: '**schema**: the instance, as its CRD defines it (`schema.spec` from the SimpleSchema, `schema.metadata`)', range: symbol.range };
    case 'iterator':
      return {
        markdown: `**${symbol.name}**: forEach iterator of resource \`${index.resources[symbol.resource]?.id ?? symbol.resource}\`: one element of its list per object`,
        range: symbol.range,
      };
    case 'resource': {
      const resource = index.resources.find((r) => r.id === symbol.id)!;
      const kind = resource.kind ? `\`${resource.kind}\`${resource.apiVersion ? ` (${resource.apiVersion})` : ''}` : 'a resource of unknown kind';
      const found = resource.apiVersion && resource.kind ? schemas.lookup(resource.apiVersion, resource.kind) : undefined;
      const lines = [
        `**${symbol.id}**: ${resource.external ? 'external reference to ' : ''}${kind}, \`spec.resources[${resource.index}]\``,
        resource.iterators.length > 0 ? `a collection: a list with one object per \`${resource.iterators.map((i) => i.name).join(' × ')}\`` : '',
        found ? '' : 'no schema known for this kind: its fields are not checked (give its CRD in the `rgdc.crds` setting)',
      ];
      return { markdown: lines.filter(Boolean).join('\n\n'), range: symbol.range };
    }
    case 'field': {
      const target = resolveRoot(index, symbol.chain.root, symbol.expression.resource, schemas);
      if (!target) return undefined;
      const field = walkSchema(rootSchema(target), symbol.fields);
      const path = [symbol.chain.root, ...symbol.fields].join('.').replace(/\.\[\]/g, '[]');
      const lines = [`**${path}**: \`${describeType(field)}\``];
      if (field && typeof field.description === 'string') lines.push(field.description);
      if (target.kind === 'schema' && symbol.fields[0] === 'spec') {
        const declared = simpleSchemaDeclaration(index.specSchema, symbol.fields.slice(1));
        if (declared !== undefined) lines.push(`SimpleSchema: \`${declared}\``);
      }
      if (!field) lines.push(target.kind === 'resource' && !target.schema ? 'no schema known for this kind' : 'not a field of the schema');
      return { markdown: lines.join('\n\n'), range: symbol.range };
    }
  }
}

/** The SimpleSchema text of a `schema.spec` field (`integer | default=1`). */
function simpleSchemaDeclaration(spec: unknown, fields: readonly string[]): string | undefined {
  let node = spec;
  for (const field of fields) {
    if (!isRecord(node)) return undefined;
    node = node[field];
  }
  return typeof node === 'string' ? node : undefined;
}

/** As an LSP hover, with positions from `positionAt`. */
export function toLspHover(
  found: { readonly markdown: string; readonly range: readonly [number, number] },
  positionAt: (offset: number) => { line: number; character: number },
): Hover {
  return { contents: { kind: MarkupKind.Markdown, value: found.markdown }, range: { start: positionAt(found.range[0]), end: positionAt(found.range[1]) } };
}
