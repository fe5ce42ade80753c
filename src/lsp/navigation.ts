/**
 * Go to definition, find references and rename, over one RGD: `${db.status.y}` leads to
 * resource `db`'s `id:`, `${schema.spec.x}` to the field in `spec.schema.spec`, an iterator
 * to its forEach entry. Renaming a resource id rewrites the `id:` and every `${id...}`.
 */
import type { RgdIndex, OffsetRange } from './rgd-index.js';
import { offsetOf } from './rgd-index.js';
import { iteratorOccurrences, resourceOccurrences, symbolAt } from './symbol-at.js';

/** kro's id rule: lowerCamelCase, letters and digits. */
const RESOURCE_ID = /^[a-z][a-zA-Z0-9]*$/;

/** Where the symbol at `offset` is declared. */
export function definitionAt(index: RgdIndex, offset: number): OffsetRange | undefined {
  const symbol = symbolAt(index, offset);
  if (!symbol) return undefined;
  switch (symbol.kind) {
    case 'resource':
      return index.resources.find((r) => r.id === symbol.id)?.idRange;
    case 'iterator':
      return index.resources[symbol.resource]?.iterators.find((i) => i.name === symbol.name)?.range;
    case 'schema': {
      const span = index.document.locate(['spec', 'schema'], { key: true });
      return [offsetOf(index.document, span.line, span.column), offsetOf(index.document, span.endLine, span.endColumn)];
    }
    case 'field': {
      if (symbol.chain.root === 'schema' && symbol.fields[0] === 'spec') {
        const path = ['spec', 'schema', 'spec', ...symbol.fields.slice(1).filter((f) => f !== '[]')];
        const span = index.document.locate(path, { key: true });
        return [offsetOf(index.document, span.line, span.column), offsetOf(index.document, span.endLine, span.endColumn)];
      }
      // A field of a resource: its declaration is the resource.
      return index.resources.find((r) => r.id === symbol.chain.root)?.idRange;
    }
  }
}

/** Every occurrence of the resource or iterator at `offset`, its declaration included. */
export function referencesAt(index: RgdIndex, offset: number): OffsetRange[] {
  const symbol = symbolAt(index, offset);
  if (symbol?.kind === 'resource') return resourceOccurrences(index, symbol.id);
  if (symbol?.kind === 'iterator') return iteratorOccurrences(index, symbol.resource, symbol.name);
  if (symbol?.kind === 'field' && symbol.chain.root !== 'schema') return resourceOccurrences(index, symbol.chain.root);
  return [];
}

/** The word a rename at `offset` would change, or undefined when it cannot be renamed. */
export function renameRangeAt(index: RgdIndex, offset: number): { readonly range: OffsetRange; readonly name: string } | undefined {
  const symbol = symbolAt(index, offset);
  if (symbol?.kind === 'resource') return { range: symbol.range, name: symbol.id };
  if (symbol?.kind === 'iterator') return { range: symbol.range, name: symbol.name };
  return undefined;
}

/**
 * The edits renaming the symbol at `offset` to `newName`: every occurrence, or an error
 * message when the new name breaks kro's rules or is taken.
 */
export function renameAt(index: RgdIndex, offset: number, newName: string): { readonly edits: OffsetRange[] } | { readonly error: string } | undefined {
  const symbol = symbolAt(index, offset);
  if (symbol?.kind !== 'resource' && symbol?.kind !== 'iterator') return undefined;
  if (!RESOURCE_ID.test(newName)) return { error: `\`${newName}\` is not a valid kro id: lowerCamelCase letters and digits, starting with a lowercase letter` };
  if (newName === 'schema' || newName === 'each' || index.resources.some((r) => r.id === newName))
    return { error: `\`${newName}\` is already taken in this RGD` };
  return { edits: symbol.kind === 'resource' ? resourceOccurrences(index, symbol.id) : iteratorOccurrences(index, symbol.resource, symbol.name) };
}
