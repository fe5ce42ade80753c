import { Document, Scalar, visit } from 'yaml';

const OPTIONS = { lineWidth: 0, minContentWidth: 0, indent: 2, indentSeq: true } as const;

/**
 * Serialises data as YAML the same way every time: no line folding (long CEL stays on one
 * line), two-space indentation, block style, keys in the order the data has them.
 *
 * Multi-line strings whose lines start with blanks are written double-quoted: `yaml`
 * 2.9.1 writes them as block scalars without an indentation indicator, which read back
 * different (`" \n"` became `"\n"`; found by test/property).
 */
export function toYaml(value: unknown): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.includes('\n') && /(^|\n)[ \t]/.test(node.value)) {
        node.type = Scalar.QUOTE_DOUBLE;
      }
    },
  });
  return doc.toString(OPTIONS);
}

/** A `#` comment block: one `# ` line per line of text. */
export function comment(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `# ${line}` : '#'))
    .join('\n');
}

