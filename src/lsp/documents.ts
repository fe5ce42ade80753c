/**
 * The documents the client opened, kept from `didOpen`, `didChange` and `didClose`: the
 * only text the server works on (it never reads a document from disk). Unlike
 * `TextDocuments` of vscode-languageserver, a document can be known to be too large: its
 * text exceeds the limit `rgdc check` reads (`MAX_INPUT_BYTES`), or the message carrying
 * it exceeded the transport's limit and was never read (`markOversized`). Such a document
 * is reported on its first line and is absent for every feature until a change makes its
 * text known and small enough again. Malformed notifications are ignored, never thrown.
 */
import type { Connection, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { MAX_INPUT_BYTES } from '../source/limits.js';
import { isRecord } from '../util/records.js';

/** What the server knows of one open document. */
export type DocumentState =
  /** Text within the limit: every feature works on it. */
  | { readonly kind: 'ok'; readonly document: TextDocument }
  /** Text known but over the limit (kept, so that later edits can shrink it). */
  | { readonly kind: 'too-large'; readonly document: TextDocument; readonly bytes: number }
  /** A message over the transport's limit carried it: the text is unknown. */
  | { readonly kind: 'unknown'; readonly uri: string; readonly version: number; readonly bytes: number };

/** The open documents, with listeners for the server. */
export interface DocumentStore {
  /** The document for features: undefined when not open, too large or unknown. */
  get(uri: string): TextDocument | undefined;
  state(uri: string): DocumentState | undefined;
  all(): DocumentState[];
  /** Records that a `didOpen` or `didChange` of `uri` was too large to read. */
  markOversized(uri: string, version: number, bytes: number): void;
  /** Registers the handlers on `connection`; `changed` runs after each open or change, `closed` after a close. */
  listen(connection: Connection, changed: (uri: string, opened: boolean) => void, closed: (uri: string) => void): void;
}

/** The UTF-8 size of `text`, counted only when the string length leaves it in doubt. */
export function utf8Size(text: string): number {
  // A UTF-16 code unit is 1 to 3 UTF-8 bytes.
  return text.length > MAX_INPUT_BYTES || text.length * 3 <= MAX_INPUT_BYTES ? text.length : Buffer.byteLength(text, 'utf8');
}

function stateOf(document: TextDocument): DocumentState {
  const text = document.getText();
  const bytes = utf8Size(text);
  return bytes > MAX_INPUT_BYTES ? { kind: 'too-large', document, bytes } : { kind: 'ok', document };
}

/** A new, empty store. */
export function createDocumentStore(): DocumentStore {
  const states = new Map<string, DocumentState>();
  const store: DocumentStore = {
    get: (uri) => {
      const state = states.get(uri);
      return state?.kind === 'ok' ? state.document : undefined;
    },
    state: (uri) => states.get(uri),
    all: () => [...states.values()],
    markOversized: (uri, version, bytes) => {
      states.set(uri, { kind: 'unknown', uri, version, bytes });
    },
    listen: (connection, changed, closed) => {
      connection.onDidOpenTextDocument((params: unknown) => {
        const item = isRecord(params) ? params.textDocument : undefined;
        if (!isRecord(item) || typeof item.uri !== 'string' || typeof item.text !== 'string') return;
        const version = typeof item.version === 'number' ? item.version : 0;
        const languageId = typeof item.languageId === 'string' ? item.languageId : 'yaml';
        states.set(item.uri, stateOf(TextDocument.create(item.uri, languageId, version, item.text)));
        changed(item.uri, true);
      });
      connection.onDidChangeTextDocument((params: unknown) => {
        const item = isRecord(params) ? params.textDocument : undefined;
        const changes = isRecord(params) && Array.isArray(params.contentChanges) ? params.contentChanges.filter(isChange) : [];
        if (!isRecord(item) || typeof item.uri !== 'string' || changes.length === 0) return;
        const current = states.get(item.uri);
        if (!current) return;
        const version = typeof item.version === 'number' ? item.version : current.kind === 'unknown' ? current.version : current.document.version;
        if (current.kind === 'unknown') {
          // Edits to text the server never saw cannot be applied; a full text starts it anew.
          const full = changes.map((c) => !('range' in c)).lastIndexOf(true);
          if (full < 0) return;
          states.set(item.uri, stateOf(TextDocument.update(TextDocument.create(item.uri, 'yaml', version, ''), changes.slice(full), version)));
        } else {
          states.set(item.uri, stateOf(TextDocument.update(current.document, changes, version)));
        }
        changed(item.uri, false);
      });
      connection.onDidCloseTextDocument((params: unknown) => {
        const item = isRecord(params) ? params.textDocument : undefined;
        if (!isRecord(item) || typeof item.uri !== 'string' || !states.delete(item.uri)) return;
        closed(item.uri);
      });
    },
  };
  return store;
}

/** A well-formed content change: a full text, or a text with a range of numeric positions. */
function isChange(change: unknown): change is TextDocumentContentChangeEvent {
  if (!isRecord(change) || typeof change.text !== 'string') return false;
  if (!('range' in change)) return true;
  const range = change.range;
  const isPosition = (p: unknown) => isRecord(p) && Number.isInteger(p.line) && Number.isInteger(p.character);
  return isRecord(range) && isPosition(range.start) && isPosition(range.end);
}
