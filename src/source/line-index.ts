/**
 * Line starts of a text, found by scanning it for `\n` (as editors number lines).
 *
 * yaml's parser fills a LineCounter as its lexer meets line breaks, but in error
 * recovery (an unclosed flow collection, say) it skips some, and every position after
 * that lands on the wrong line, past the end of the line. Positions come from this
 * index instead, so they always point inside the text.
 */
import { LineCounter } from 'yaml';

/** A LineCounter with every line start of `source`; `linePos` then never drifts. */
export function indexLines(source: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) lines.addNewLine(at + 1);
  return lines;
}
