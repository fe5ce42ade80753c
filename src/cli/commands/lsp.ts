/**
 * `rgdc lsp [--stdio | --socket PORT]`: the language server for editors (docs/editors.md).
 * Loaded only by this command, so the LSP libraries never slow down the others.
 */
import { connect } from 'node:net';
import { createConnection, ProposedFeatures, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node.js';
import { startServer } from '../../lsp/server.js';
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
    startServer(createConnection(ProposedFeatures.all, new StreamMessageReader(socket), new StreamMessageWriter(socket)));
    return;
  }
  startServer(createConnection(ProposedFeatures.all, new StreamMessageReader(process.stdin), new StreamMessageWriter(process.stdout)));
}
