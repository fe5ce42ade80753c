/**
 * Document symbols: each RGD with its resources (id and kind) as children, so the editor's
 * outline and "go to symbol" list the graph's nodes.
 */
import { SymbolKind, type DocumentSymbol, type Range } from 'vscode-languageserver';
import type { RgdIndex } from './rgd-index.js';

/** The outline of every RGD in the file; `rangeOf` turns offsets into LSP ranges. */
export function documentSymbols(indexes: readonly RgdIndex[], rangeOf: (start: number, end: number) => Range): DocumentSymbol[] {
  return indexes.map((index) => {
    const whole = index.document.doc.range;
    const children = index.resources.map((resource): DocumentSymbol => {
      const range = rangeOf(resource.range[0], resource.range[1]);
      return {
        name: resource.id ?? `resources[${resource.index}]`,
        detail: `${resource.kind ?? '?'}${resource.apiVersion ? ` ${resource.apiVersion}` : ''}${resource.external ? ' (externalRef)' : ''}${resource.iterators.length > 0 ? ' (forEach)' : ''}`,
        kind: SymbolKind.Object,
        range,
        selectionRange: resource.idRange ? rangeOf(resource.idRange[0], resource.idRange[1]) : range,
      };
    });
    const range = rangeOf(whole[0], whole[2]);
    return {
      name: index.name ?? 'ResourceGraphDefinition',
      detail: 'ResourceGraphDefinition',
      kind: SymbolKind.Module,
      range,
      selectionRange: range,
      children,
    };
  });
}
