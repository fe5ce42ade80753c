/**
 * A minimal LSP client for the tests: starts `rgdc lsp` as shipped (the bundle of
 * package.json `bin`) and talks to it over stdio with vscode-jsonrpc.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node.js';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { BIN } from '../support/cli.js';

export interface LspClient {
  readonly connection: MessageConnection;
  readonly child: ChildProcessWithoutNullStreams;
  /** Resolves with the next diagnostics published for `uri` (at or after `version`). */
  nextDiagnostics(uri: string, version?: number): Promise<Diagnostic[]>;
  open(uri: string, text: string, version?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server and runs `initialize`/`initialized`. */
export async function startClient(initializationOptions: unknown = { debounceMs: 0 }): Promise<LspClient> {
  const child = spawn(process.execPath, [BIN, 'lsp'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting: { uri: string; version: number; resolve: (d: Diagnostic[]) => void }[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
    for (const w of [...waiting]) {
      if (w.uri === params.uri && (params.version ?? w.version) >= w.version) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(params.diagnostics);
      }
    }
  });
  connection.onRequest('window/showMessageRequest', () => null);
  connection.listen();
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {}, initializationOptions });
  await connection.sendNotification('initialized', {});
  return {
    connection,
    child,
    nextDiagnostics: (uri, version = 0) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} in 20 s; server stderr: ${stderr}`)), 20_000);
        waiting.push({ uri, version, resolve: (d) => (clearTimeout(timer), resolve(d)) });
      }),
    open: (uri, text, version = 1) => connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } }),
    close: async () => {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      await new Promise((resolve) => child.once('exit', resolve));
      connection.dispose();
    },
  };
}

/** The 0-based line and UTF-16 character of `offset` in `text`, counted independently of the server. */
export function positionOf(text: string, offset: number): { line: number; character: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}
