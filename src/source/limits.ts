/**
 * Files larger than this are refused while they are read (see docs/limits.md), by the CLI's
 * reader and by the language server alike.
 */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/**
 * Limits that keep hostile input from exhausting time or memory (docs/limits.md gives the
 * cost measured at each). They are checked before the expensive step: the document count,
 * nesting and node count while the text is lexed (the `yaml` library needs about 1 KB and
 * 10 µs per node, so a 16 MiB file of one-character items would need gigabytes), and the
 * size and depth of the data after alias expansion before any phase walks it.
 */
export const LOAD_LIMITS = {
  /** yaml's own guard against alias ("billion laughs") expansion, kept as a second line. */
  maxAliasCount: 1000,
  /** Documents in one file; counted at each `---` while lexing. */
  maxDocuments: 1000,
  /**
   * Nesting of maps and lists, after alias expansion: no real ConfigData or RGD nests
   * anywhere near this. While parsing, the parser's stack is held to a bound derived from it.
   */
  maxDepth: 256,
  /**
   * Nodes (scalars, aliases and flow collections) in one file, counted while lexing. A
   * generated RGD of 16 MiB (the largest file rgdc reads) has about 430,000.
   */
  maxNodes: 1_000_000,
  /**
   * Nodes that alias expansion may add to a file (an alias counts the whole tree it stands
   * for). Phases walk the expanded data, so this bounds their work, not only the parse.
   */
  maxAliasNodes: 100_000,
} as const;

/**
 * The parser's stack holds about one token per nesting level (two for a block map with a
 * pending value); this bound lets every document of `maxDepth` levels through and stops
 * `[[[[...` or `- - - - ...` long before memory or the composer's recursion give out.
 */
export const MAX_PARSER_STACK = LOAD_LIMITS.maxDepth * 2 + 16;
