/**
 * The fenced code blocks of a Markdown page, for the tests that run what the docs show
 * (test/docs/command-lines.test.ts, test/docs/vscode-package.test.ts,
 * test/lsp/neovim.test.ts): the docs are the source, never a copy in a test.
 */

/** One fenced block: its info string (`sh`, `yaml`, `lua`, or empty) and its lines. */
export interface FencedBlock {
  readonly lang: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly text: string;
}

/** One command line of a shell block: continuation lines (`\` at the end) joined, as sh reads them. */
export interface CommandLine {
  /** 1-based line where the command starts. */
  readonly line: number;
  readonly text: string;
}

/** Every fenced block, in order; a fence may be indented (a block inside a list item). */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  let open: { lang: string; line: number; indent: number; body: string[] } | undefined;
  lines.forEach((text, index) => {
    const fence = /^(\s*)```(\S*)\s*$/.exec(text);
    if (!open) {
      if (fence) open = { lang: fence[2]!, line: index + 1, indent: fence[1]!.length, body: [] };
      return;
    }
    if (fence && fence[2] === '') {
      blocks.push({ lang: open.lang, line: open.line, text: open.body.join('\n') });
      open = undefined;
      return;
    }
    // Lines of an indented block lose the fence's indentation.
    open.body.push(text.slice(Math.min(open.indent, text.length - text.trimStart().length)));
  });
  return blocks;
}

/** The blocks written in a shell (`sh`, `bash`, `shell`, `console`), with their command lines. */
export function shellBlocks(markdown: string): (FencedBlock & { readonly lines: readonly CommandLine[] })[] {
  return fencedBlocks(markdown)
    .filter((b) => ['sh', 'bash', 'shell', 'console'].includes(b.lang))
    .map((block) => ({ ...block, lines: commandLines(block.text, block.line + 1) }));
}

/** The command lines of a shell script: comments and blank lines left out, `\` continuations joined. */
export function commandLines(script: string, firstLine = 1): CommandLine[] {
  const out: CommandLine[] = [];
  let pending: { line: number; parts: string[] } | undefined;
  script.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    if (!pending && (text === '' || text.startsWith('#'))) return;
    const continued = text.endsWith('\\');
    const part = continued ? text.slice(0, -1).trimEnd() : text;
    pending = pending ? { ...pending, parts: [...pending.parts, part] } : { line: firstLine + index, parts: [part] };
    if (!continued) {
      out.push({ line: pending.line, text: pending.parts.join(' ') });
      pending = undefined;
    }
  });
  if (pending) out.push({ line: pending.line, text: pending.parts.join(' ') });
  return out;
}
