import { stringify } from 'yaml';

/**
 * Serialises data as YAML the same way every time: no line folding (long CEL stays on one
 * line), two-space indentation, block style, keys in the order the data has them.
 */
export function toYaml(value: unknown): string {
  return stringify(value, { lineWidth: 0, minContentWidth: 0, indent: 2, indentSeq: true, aliasDuplicateObjects: false });
}

/** A `#` comment block: one `# ` line per line of text. */
export function comment(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `# ${line}` : '#'))
    .join('\n');
}
