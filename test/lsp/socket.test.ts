/**
 * `rgdc lsp --socket PORT`: the server connects to an editor listening on a loopback port
 * (how some LSP clients start servers), and a bad port is a usage error.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node.js';
import type { InitializeResult } from 'vscode-languageserver-protocol';
import { BIN } from '../support/cli.js';

describe('rgdc lsp --socket', () => {
  it('connects to the editor on 127.0.0.1 and answers initialize', async () => {
    const server = createServer();
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const child = spawn(process.execPath, [BIN, 'lsp', '--socket', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const socket = await accepted;
      const connection = createMessageConnection(new StreamMessageReader(socket), new StreamMessageWriter(socket));
      connection.listen();
      const result = (await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} })) as InitializeResult;
      expect(result.serverInfo?.name).toBe('rgdc');
      expect(result.capabilities.renameProvider).toEqual({ prepareProvider: true });
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(0);
      connection.dispose();
    } finally {
      child.kill();
      server.close();
    }
  }, 30_000);

  it('refuses a port that is not a number (exit 2)', () => {
    const run = spawnSync(process.execPath, [BIN, 'lsp', '--socket', 'abc'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--socket takes a port number; got "abc"');
  });
});
