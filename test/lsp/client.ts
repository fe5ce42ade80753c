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
  /** Resolves with the next diagnostics published for `uri` (at or after `version`), within `timeoutMs` (20 s). */
  nextDiagnostics(uri: string, version?: number, timeoutMs?: number): Promise<Diagnostic[]>;
  /** Every byte the server wrote to standard output and standard error so far. */
  output(): { stdout: string; stderr: string };
  /** The messages the server wrote, parsed from its standard output (responses the client did not ask for included). */
  messages(): Record<string, unknown>[];
  /** The texts of `window/showMessage` and `window/showMessageRequest` received. */
  shown(): string[];
  open(uri: string, text: string, version?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server and runs `initialize`/`initialized`. */
export async function startClient(initializationOptions: unknown = { debounceMs: 0 }, rootUri: string | null = null): Promise<LspClient> {
  const child = spawn(process.execPath, [BIN, 'lsp'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stdout: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  const shown: string[] = [];
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
  connection.onRequest('window/showMessageRequest', (params: { message: string }) => {
    shown.push(params.message);
    return null;
  });
  connection.onNotification('window/showMessage', (params: { message: string }) => shown.push(params.message));
  connection.listen();
  await connection.sendRequest('initialize', { processId: process.pid, rootUri, capabilities: {}, initializationOptions });
  await connection.sendNotification('initialized', {});
  return {
    connection,
    child,
    output: () => ({ stdout: Buffer.concat(stdout).toString('utf8'), stderr }),
    messages: () => parseFrames(Buffer.concat(stdout)),
    shown: () => [...shown],
    nextDiagnostics: (uri, version = 0, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} in ${timeoutMs} ms; server stderr: ${stderr}`)), timeoutMs);
        waiting.push({
          uri,
          version,
          resolve: (d) => {
            clearTimeout(timer);
            resolve(d);
          },
        });
      }),
    open: (uri, text, version = 1) => connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } }),
    close: async () => {
      // A server that no longer answers (a failing test) is killed rather than left behind.
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await Promise.race([connection.sendRequest('shutdown').then(() => connection.sendNotification('exit')), exited]).catch(() => undefined);
      await exited;
      clearTimeout(kill);
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

/** The JSON messages of an LSP byte stream (`Content-Length` framing), as far as it is complete. */
export function parseFrames(bytes: Buffer): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) return messages;
    const length = Number(/content-length: *(\d+)/i.exec(bytes.subarray(at, end).toString('latin1'))?.[1]);
    if (!Number.isInteger(length) || end + 4 + length > bytes.length) return messages;
    messages.push(JSON.parse(bytes.subarray(end + 4, end + 4 + length).toString('utf8')) as Record<string, unknown>);
    at = end + 4 + length;
  }
}
