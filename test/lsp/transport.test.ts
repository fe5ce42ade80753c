/**
 * The bounded message reader of `rgdc lsp` on its own: framing, the peek into a message
 * too large to read, and the back-pressure that keeps the backlog bounded.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Message } from 'vscode-jsonrpc';
import { BoundedMessageReader, MAX_BACKLOG, peekMessage } from '../../src/lsp/transport.js';

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('BoundedMessageReader', () => {
  it('stops reading while the backlog is full, and delivers everything in order as it drains', async () => {
    const input = new PassThrough();
    const reader = new BoundedMessageReader(input, { reply: () => undefined, log: () => undefined });
    const queue: Message[] = [];
    const handled: number[] = [];
    let highest = 0;
    // As vscode-jsonrpc does: queue on delivery, handle one message per turn of the event loop.
    const drain = () => {
      const next = queue.shift();
      if (!next) return;
      handled.push((next as unknown as { params: { n: number } }).params.n);
      reader.handledOne();
      setImmediate(drain);
    };
    reader.listen((message) => {
      queue.push(message);
      highest = Math.max(highest, reader.backlog());
      if (queue.length === 1) setImmediate(drain);
    });
    const count = 5 * MAX_BACKLOG;
    // One chunk holding every message: the bound must hold inside a chunk too.
    input.write(Array.from({ length: count }, (_, n) => frame(JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didChange', params: { n } }))).join(''));
    await new Promise<void>((resolve) => {
      const poll = () => (handled.length === count ? resolve() : setTimeout(poll, 5));
      poll();
    });
    expect(highest).toBeLessThanOrEqual(MAX_BACKLOG);
    expect(handled).toEqual(Array.from({ length: count }, (_, n) => n));
  });

  it('answers a body that is not JSON or not JSON-RPC, and goes on reading', () => {
    const input = new PassThrough();
    const replies: [number | string | null, number][] = [];
    const reader = new BoundedMessageReader(input, { reply: (id, code) => replies.push([id, code]), log: () => undefined });
    const delivered: Message[] = [];
    reader.listen((message) => delivered.push(message));
    input.write(
      frame('{oops') + frame('[1,2]') + frame('{"id":7,"method":"x"}') + frame('{"jsonrpc":"2.0","id":8}') + frame('{"jsonrpc":"2.0","id":9,"method":"ok"}'),
    );
    expect(replies).toEqual([
      [null, -32700],
      [null, -32600],
      [7, -32600],
      [8, -32600],
    ]);
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 9, method: 'ok' }]);
  });

  it('resumes at the next header after a Content-Length it cannot trust', () => {
    for (const header of [
      'Content-Length: -5',
      'Content-Length: abc',
      'Content-Length: 10737418240',
      'Content-Type: text/plain',
      `X-Junk: ${'a'.repeat(10_000)}`,
    ]) {
      const input = new PassThrough();
      const replies: (number | string | null)[] = [];
      const reader = new BoundedMessageReader(input, { reply: (id) => replies.push(id), log: () => undefined });
      const delivered: Message[] = [];
      reader.listen((message) => delivered.push(message));
      input.write(`${header}\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"swallowed"}`);
      input.write(frame('{"jsonrpc":"2.0","id":2,"method":"ok"}'));
      expect(replies, header.slice(0, 30)).toEqual([null]);
      expect(delivered, header.slice(0, 30)).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ok' }]);
    }
  });

  it('peeks the id, method, uri and version at the start of a message', () => {
    expect(
      peekMessage(
        '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.yaml","languageId":"yaml","version":3,"text":"kind: x\\n',
      ),
    ).toEqual({
      method: 'textDocument/didOpen',
      uri: 'file:///a.yaml',
      version: 3,
    });
    expect(peekMessage('{"jsonrpc":"2.0","id":"r-1","method":"textDocument/hover","params":{"id":5,"textDocument":{"uri":"u"}}')).toEqual({
      id: 'r-1',
      method: 'textDocument/hover',
      uri: 'u',
    });
    // A key inside a string is text, not a key.
    expect(peekMessage('{"params":{"text":"\\"id\\": 4"},"id":6')).toEqual({ id: 6 });
  });
});
