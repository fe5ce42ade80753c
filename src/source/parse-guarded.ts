/**
 * Parsing with budgets: the text is lexed once and each lexeme handed to the `yaml`
 * parser (its documented streaming API), so the document count, the nesting of the
 * parser's stack and the node count are checked as the text goes by, and parsing stops
 * at the first limit instead of building gigabytes of syntax tree first.
 */
import { Composer, Lexer, Parser, type Document, type LineCounter } from 'yaml';
import { LOAD_LIMITS, MAX_PARSER_STACK } from './limits.js';

/** Why parsing stopped early: a load-limit code and the offset where the limit was hit. */
export interface ParseStop {
  readonly code: 'yaml_too_many_documents' | 'yaml_too_deep' | 'yaml_too_many_nodes';
  readonly offset: number;
  readonly message: string;
}

/** The parsed documents, or where and why parsing stopped. */
export type GuardedParse = { readonly docs: Document.Parsed[] } | { readonly stop: ParseStop };

const SCALAR = '\x1f';

/** The stop at the node that exceeds LOAD_LIMITS.maxNodes (the fast path stops there too). */
export function tooManyNodes(offset: number): ParseStop {
  return {
    code: 'yaml_too_many_nodes',
    offset,
    message: `the file holds more than ${LOAD_LIMITS.maxNodes.toLocaleString('en-US')} YAML nodes; rgdc reads no more`,
  };
}

/**
 * `parseAllDocuments` with the limits of LOAD_LIMITS applied while lexing.
 *
 * @example
 * const result = parseGuarded(text, new LineCounter());
 * if ('stop' in result) report(result.stop.code, ...);
 */
export function parseGuarded(source: string, lineCounter: LineCounter): GuardedParse {
  const parser = new Parser(lineCounter.addNewLine);
  const composer = new Composer({ prettyErrors: false, uniqueKeys: false, logLevel: 'error' });
  const docs: Document.Parsed[] = [];
  let stop: ParseStop | undefined;
  let documents = 0;
  let nodes = 0;
  let afterScalar = false;
  function* tokens() {
    lineCounter.addNewLine(0);
    for (const lexeme of new Lexer().lex(source)) {
      // The lexeme after a scalar marker is the scalar's text, whatever characters it holds.
      if (afterScalar) afterScalar = false;
      else if (lexeme === SCALAR) {
        afterScalar = true;
        nodes++;
      } else if (lexeme === '[' || lexeme === '{' || (lexeme.length > 1 && lexeme[0] === '*')) nodes++;
      else if (lexeme === '---') documents++;
      if (nodes > LOAD_LIMITS.maxNodes) {
        throw halt(tooManyNodes(parser.offset));
      }
      if (documents > LOAD_LIMITS.maxDocuments) {
        throw halt({
          code: 'yaml_too_many_documents',
          offset: parser.offset,
          message: `the file holds more than ${LOAD_LIMITS.maxDocuments} documents; at most ${LOAD_LIMITS.maxDocuments} are read`,
        });
      }
      yield* parser.next(lexeme);
      if (parser.stack.length > MAX_PARSER_STACK) {
        throw halt({
          code: 'yaml_too_deep',
          offset: parser.offset,
          message: `the document nests deeper than rgdc reads (at most ${LOAD_LIMITS.maxDepth} levels)`,
        });
      }
    }
    yield* parser.end();
  }
  // Thrown out of the token stream, so the composer never builds the partial document.
  const halt = (found: ParseStop): Error => {
    stop = found;
    return new Error(found.message);
  };
  try {
    for (const doc of composer.compose(tokens())) docs.push(doc as Document.Parsed);
  } catch (error) {
    if (stop) return { stop };
    throw error;
  }
  if (docs.length > LOAD_LIMITS.maxDocuments) {
    return {
      stop: { code: 'yaml_too_many_documents', offset: 0, message: `the file holds ${docs.length} documents; at most ${LOAD_LIMITS.maxDocuments} are read` },
    };
  }
  return { docs };
}
