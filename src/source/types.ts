import type { Document, LineCounter } from 'yaml';
import type { SourceSpan } from '../diagnostics/diagnostic.js';

/** A field path inside a document: map keys and list indexes, outermost first. */
export type FieldPath = readonly (string | number)[];

/**
 * One YAML document as read from disk, with everything needed to point at its text.
 *
 * Filled by the load phase; later phases only read it. `value` is the plain JavaScript
 * form of the document (what ajv and the analyzers see); `locate` maps a field path back
 * to the text that produced it.
 */
export interface LoadedDocument {
  /** The file name as the user gave it (`-` for standard input, shown as `<stdin>`). */
  readonly file: string;
  /** The whole file text. */
  readonly source: string;
  /** Zero-based index of this document in a multi-document file. */
  readonly index: number;
  /**
   * The parsed YAML document, nodes with ranges and comments. For a document the fast
   * reader took (fast-load.ts) it is parsed on first access: read it only to point into
   * the text (diagnostics, editors, localize's edits), not to get data (`value` has it).
   */
  readonly doc: Document.Parsed;
  /** Line starts of `source` (built on first access for a fast-read document). */
  readonly lineCounter: LineCounter;
  /** The document as plain data (maps become objects). */
  readonly value: unknown;
  /**
   * The span of the node at `path`; for a path that does not exist, the span of the
   * deepest existing ancestor. `key: true` points at the map key instead of its value.
   */
  locate(path: FieldPath, options?: { key?: boolean }): SourceSpan;
}

/** What the load phase hands on: every document of one file. */
export interface LoadedFile {
  readonly file: string;
  readonly source: string;
  readonly documents: readonly LoadedDocument[];
}
