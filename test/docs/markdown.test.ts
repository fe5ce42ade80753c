/**
 * The reader of the docs' code blocks: what the command-line tests run is exactly what a
 * reader would type, continuation lines joined as sh joins them.
 */
import { describe, expect, it } from 'vitest';
import { commandLines, fencedBlocks, shellBlocks } from './markdown.js';

const PAGE = [
  'Text.',
  '```sh',
  '# a comment',
  'rgdc compile a.yaml -o b.yaml   # trailing comment kept',
  '',
  'rgdc import config.yaml --component x@1 \\',
  '    --helm-chart chart',
  '```',
  '1. In a list:',
  '',
  '   ```sh',
  '   rgdc publish a.yaml --to ./ctf//x:1',
  '   ```',
  '```yaml',
  'run: rgdc check',
  '```',
].join('\n');

describe('docs markdown reader', () => {
  it('finds fenced blocks with their language and line, indented ones too', () => {
    expect(fencedBlocks(PAGE).map((b) => [b.lang, b.line])).toEqual([
      ['sh', 2],
      ['sh', 11],
      ['yaml', 14],
    ]);
    expect(fencedBlocks(PAGE)[1]!.text).toBe('rgdc publish a.yaml --to ./ctf//x:1');
  });

  it('reads shell blocks as command lines: comments and blanks left out, continuations joined', () => {
    expect(shellBlocks(PAGE).flatMap((b) => b.lines)).toEqual([
      { line: 4, text: 'rgdc compile a.yaml -o b.yaml   # trailing comment kept' },
      { line: 6, text: 'rgdc import config.yaml --component x@1 --helm-chart chart' },
      { line: 12, text: 'rgdc publish a.yaml --to ./ctf//x:1' },
    ]);
  });

  it('keeps a command whose last line still ends with a backslash', () => {
    expect(commandLines('rgdc check a.yaml \\')).toEqual([{ line: 1, text: 'rgdc check a.yaml' }]);
  });
});
