/**
 * `rgdc lsp [--stdio | --socket PORT]`: the language server for editors (docs/editors.md).
 * Loaded only by this command, so the LSP libraries never slow down the others.
 */
import { connect } from 'node:net';
import { createConnection, ProposedFeatures, StreamMessageWriter, type MessageStrategy, type ResponseMessage } from 'vscode-languageserver/node.js';
import { escapeControlLine } from '../../diagnostics/terminal-text.js';
import { startServer } from '../../lsp/server.js';
import { BoundedMessageReader } from '../../lsp/transport.js';
import { EXIT, ExitError } from '../exit-codes.js';

export interface LspCommandOptions {
  /** Connect to the editor listening on this loopback port instead of using stdio. */
  readonly socket?: string;
}

/** Serves until the editor sends `exit` (the library ends the process then). */
export function runLsp(options: LspCommandOptions): void {
  if (options.socket !== undefined) {
    const port = Number(options.socket);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new ExitError(EXIT.usage, `--socket takes a port number; got "${options.socket}"`);
    const socket = connect(port, '127.0.0.1');
    serve(socket, socket);
    return;
  }
  serve(process.stdin, process.stdout);
}

/** The server over a bounded reader (src/lsp/transport.ts) that tells it how many messages wait. */
function serve(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): void {
  const writer = new StreamMessageWriter(output);
  const reader = new BoundedMessageReader(input, {
    reply: (id, code, message) => {
      const response: ResponseMessage = { jsonrpc: '2.0', id, error: { code, message } };
      writer.write(response).catch(() => undefined);
    },
    log: (message) => process.stderr.write(`${escapeControlLine(message)}\n`),
  });
  const messageStrategy: MessageStrategy = {
    handleMessage: (message, next) => {
      try {
        next(message);
      } finally {
        reader.handledOne();
      }
    },
  };
  startServer(createConnection(ProposedFeatures.all, reader, writer, { messageStrategy }), { backlog: () => reader.backlog() });
}
