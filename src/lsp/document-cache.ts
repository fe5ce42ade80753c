/**
 * A value derived from an open document (its RGD index, its ConfigData index, its compiled
 * graph), built once per document version. `build` also gets the value of the last version
 * built, so a derivation can keep the last good one while the text does not parse.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';

export interface DocumentCache<T> {
  /** The value for the document's current version, built now if its version changed. */
  get(document: TextDocument): T;
  /** Forgets the document (closed, or its text no longer known). */
  delete(uri: string): void;
  /** Forgets every document (settings changed what the value depends on). */
  clear(): void;
}

export function documentCache<T>(build: (document: TextDocument, previous: T | undefined) => T): DocumentCache<T> {
  const byUri = new Map<string, { readonly version: number; readonly value: T }>();
  return {
    get(document) {
      const cached = byUri.get(document.uri);
      if (cached?.version === document.version) return cached.value;
      const value = build(document, cached?.value);
      byUri.set(document.uri, { version: document.version, value });
      return value;
    },
    delete: (uri) => void byUri.delete(uri),
    clear: () => byUri.clear(),
  };
}
