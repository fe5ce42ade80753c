import { Document, isScalar, Scalar, visit } from 'yaml';
import { emitPlainYaml } from './plain-yaml.js';
import { escapeCommentText, OUTPUT_OPTIONS, SAFE_DOCUMENT_OPTIONS } from './safe-scalars.js';

/**
 * Serialises data as YAML the same way every time: no line folding (long CEL stays on one
 * line), two-space indentation, block style, keys in the order the data has them, and
 * every string written so that YAML 1.1 readers (go-yaml) read the same data
 * (see safe-scalars.ts).
 *
 * Multi-line strings whose lines start with blanks are written double-quoted: `yaml`
 * 2.9.1 writes them as block scalars without an indentation indicator, which read back
 * different (`" \n"` became `"\n"`; found by test/property).
 */
export function toYaml(value: unknown, lineComments: readonly LineComment[] = []): string {
  // Plain data without comments: the same bytes without building a Document (plain-yaml.ts).
  const plain = lineComments.length === 0 ? emitPlainYaml(value) : undefined;
  if (plain !== undefined) return plain;
  return toYamlByDocument(value, lineComments);
}

/** toYaml through the `yaml` Document API: any value, line comments. */
export function toYamlByDocument(value: unknown, lineComments: readonly LineComment[] = []): string {
  const doc = new Document(value, SAFE_DOCUMENT_OPTIONS);
  quoteIndentedBlocks(doc);
  for (const { path, text } of lineComments) {
    const node = doc.getIn(path, true);
    if (!isScalar(node)) throw new Error(`no scalar at ${path.join('.')} to comment on`);
    // The library writes a scalar's comment after it on the same line: `key: null # text`.
    node.comment = ` ${escapeCommentText(text)}`;
  }
  return doc.toString(OUTPUT_OPTIONS);
}

/** A comment written at the end of the line of the scalar at `path`. */
export interface LineComment {
  readonly path: readonly (string | number)[];
  readonly text: string;
}

/** Marks multi-line strings with a line starting with a blank as double-quoted (see toYaml). */
export function quoteIndentedBlocks(doc: Document): void {
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.includes('\n') && /(^|\n)[ \t]/.test(node.value)) {
        node.type = Scalar.QUOTE_DOUBLE;
      }
    },
  });
}

/**
 * A `#` comment block: one `# ` line per line of text. Other characters a YAML reader
 * breaks lines at (CR, NEL, LS, PS) are written as escapes, so the comment cannot end early.
 */
export function comment(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `# ${escapeCommentText(line)}` : '#'))
    .join('\n');
}
