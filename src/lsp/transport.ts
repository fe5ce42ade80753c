/**
 * The server's end of the wire: LSP base-protocol framing (`Content-Length: N\r\n\r\n` and
 * N bytes of JSON) read with bounds. vscode-jsonrpc's `StreamMessageReader` buffers a
 * whole message whatever its `Content-Length` says (10 GB is waited for in memory), takes
 * `-5` as a length, stops for good after a header it cannot read and hands every message
 * to a queue that grows as fast as the client writes. This reader instead:
 *
 * - reads a header block of at most 8 KiB; a missing, negative, non-numeric or absurd
 *   `Content-Length` loses the framing: the reader says so and resumes at the next
 *   `Content-Length:` it sees;
 * - holds a body of at most {@link MAX_MESSAGE_BYTES}; a longer one is skipped as it
 *   streams (only its first 64 KiB are kept) and answered: an error response to its `id`,
 *   or, for a `didOpen`/`didChange` of a document, the {@link OVERSIZED_NOTIFICATION} that
 *   makes the server report the document as too large;
 * - answers text that is not JSON (`-32700`) or not a JSON-RPC 2.0 message (`-32600`);
 * - stops reading (back-pressure on the client's pipe) while {@link MAX_BACKLOG} messages
 *   wait to be handled, so a flood of changes never queues without bound.
 */
import { AbstractMessageReader, ErrorCodes, type DataCallback, type Disposable, type Message, type MessageReader } from 'vscode-jsonrpc';
import { MAX_INPUT_BYTES } from '../source/limits.js';
import { quoteForMessage } from '../diagnostics/terminal-text.js';
import { isRecord } from '../util/records.js';

/** The largest message read: a document at the size limit, JSON-escaped (a line feed is two bytes). */
export const MAX_MESSAGE_BYTES = 4 * MAX_INPUT_BYTES;
/** A longer `Content-Length` is skipped as it streams; beyond this one it is taken for a broken header. */
export const MAX_SKIPPED_BYTES = 1024 * 1024 * 1024;
/** Messages read but not handled before the reader stops reading. */
export const MAX_BACKLOG = 1000;
/** The notification the reader sends the server for a document whose message was too large. */
export const OVERSIZED_NOTIFICATION = 'rgdc/oversizedMessage';

const MAX_HEADER_BYTES = 8 * 1024;
const PEEK_BYTES = 64 * 1024;
const RESUME_BACKLOG = MAX_BACKLOG / 10;
const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = 'content-length:';

/** What the reader needs of the rest of the server. */
export interface TransportHooks {
  /** Sends an error response (`id` null when the message's id could not be read). */
  readonly reply: (id: number | string | null, code: number, message: string) => void;
  /** One line for the server's log (standard error). */
  readonly log: (message: string) => void;
}

type State = { kind: 'header' } | { kind: 'body'; length: number } | { kind: 'skip'; length: number; skipped: number } | { kind: 'resync' };

/** A bounded LSP message reader over a byte stream (standard input or a socket). */
export class BoundedMessageReader extends AbstractMessageReader implements MessageReader {
  private state: State = { kind: 'header' };
  /** The bytes of the header, body or peek being read, and the carry of a resync. */
  private chunks: Buffer[] = [];
  private held = 0;
  private callback: DataCallback | undefined;
  private delivered = 0;
  private handled = 0;
  private handledAtLastTick = 0;
  private guard: NodeJS.Timeout | undefined;
  private paused = false;
  /** The rest of a chunk read when the backlog filled: read on resume. */
  private stash: Buffer | undefined;
  /** Set from a lost header until a message is read again: one reply per episode. */
  private lost = false;

  constructor(
    private readonly readable: NodeJS.ReadableStream,
    private readonly hooks: TransportHooks,
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    const onData = (data: Buffer | string) => this.onData(typeof data === 'string' ? Buffer.from(data) : data);
    const onError = (error: Error) => this.fireError(error);
    const onClose = () => this.fireClose();
    this.readable.on('data', onData);
    this.readable.on('error', onError);
    this.readable.on('end', onClose);
    this.readable.on('close', onClose);
    return {
      dispose: () => {
        this.readable.off('data', onData);
        this.readable.off('error', onError);
        this.readable.off('end', onClose);
        this.readable.off('close', onClose);
        clearInterval(this.guard);
      },
    };
  }

  /** Messages read but not yet handled by the connection. */
  backlog(): number {
    return this.delivered - this.handled;
  }

  /** The connection handled a message (its `messageStrategy` calls this). */
  handledOne(): void {
    this.handled++;
    if (this.paused && this.backlog() <= RESUME_BACKLOG) this.resume();
  }

  private onData(data: Buffer): void {
    let rest = data;
    while (rest.length > 0) {
      if (this.paused) {
        this.stash = rest;
        return;
      }
      rest = this.step(rest);
    }
  }

  /** Consumes a prefix of `data` in the current state; returns what is left. */
  private step(data: Buffer): Buffer {
    const state = this.state;
    switch (state.kind) {
      case 'header': {
        const buffer = this.take(data);
        const end = buffer.indexOf(HEADER_END);
        if (end < 0) {
          if (buffer.length <= MAX_HEADER_BYTES) return this.hold(buffer);
          this.loseFraming(`a header longer than ${MAX_HEADER_BYTES} bytes`);
          return buffer.subarray(1);
        }
        const rest = buffer.subarray(end + HEADER_END.length);
        const length = contentLength(buffer.subarray(0, end).toString('latin1'));
        if (typeof length === 'string') {
          this.loseFraming(length);
          return rest;
        }
        this.state = length <= MAX_MESSAGE_BYTES ? { kind: 'body', length } : { kind: 'skip', length, skipped: 0 };
        if (length === 0) {
          this.state = { kind: 'header' };
          this.deliver(Buffer.alloc(0));
        }
        return rest;
      }
      case 'body': {
        const part = data.subarray(0, state.length - this.held);
        this.chunks.push(part);
        this.held += part.length;
        if (this.held === state.length) {
          const body = Buffer.concat(this.chunks, this.held);
          this.state = { kind: 'header' };
          this.chunks = [];
          this.held = 0;
          this.deliver(body);
        }
        return data.subarray(part.length);
      }
      case 'skip': {
        const part = data.subarray(0, state.length - state.skipped);
        state.skipped += part.length;
        if (this.held < PEEK_BYTES) {
          const kept = part.subarray(0, PEEK_BYTES - this.held);
          this.chunks.push(kept);
          this.held += kept.length;
        }
        if (state.skipped === state.length) {
          const peek = Buffer.concat(this.chunks, this.held).toString('utf8');
          this.state = { kind: 'header' };
          this.chunks = [];
          this.held = 0;
          this.oversized(peek, state.length);
        }
        return data.subarray(part.length);
      }
      case 'resync': {
        const buffer = this.take(data);
        const at = buffer.toString('latin1').toLowerCase().indexOf(CONTENT_LENGTH);
        if (at < 0) return this.hold(buffer.subarray(Math.max(0, buffer.length - CONTENT_LENGTH.length + 1)));
        this.state = { kind: 'header' };
        return buffer.subarray(at);
      }
    }
  }

  /** The held bytes followed by `data`, the held bytes released. */
  private take(data: Buffer): Buffer {
    const buffer = this.held === 0 ? data : Buffer.concat([...this.chunks, data]);
    this.chunks = [];
    this.held = 0;
    return buffer;
  }

  private hold(buffer: Buffer): Buffer {
    this.chunks = [Buffer.from(buffer)];
    this.held = buffer.length;
    return Buffer.alloc(0);
  }

  /** The framing is lost: say so once, answer with a null id, look for the next header. */
  private loseFraming(why: string): void {
    this.state = { kind: 'resync' };
    if (this.lost) return;
    this.lost = true;
    const message = `rgdc lsp: unreadable message header (${why}); skipping to the next Content-Length header`;
    this.hooks.log(message);
    this.hooks.reply(null, ErrorCodes.ParseError, message);
  }

  private oversized(peek: string, bytes: number): void {
    const seen = peekMessage(peek);
    const what = `a message of ${bytes} bytes${seen.method !== undefined ? ` (${quoteForMessage(seen.method.slice(0, 80))})` : ''}; rgdc lsp reads at most ${MAX_MESSAGE_BYTES}`;
    this.hooks.log(`rgdc lsp: skipped ${what}`);
    if (seen.id !== undefined) {
      this.hooks.reply(seen.id, ErrorCodes.InvalidRequest, `rgdc lsp skipped ${what}`);
      return;
    }
    if ((seen.method === 'textDocument/didOpen' || seen.method === 'textDocument/didChange') && seen.uri !== undefined) {
      this.dispatch({
        jsonrpc: '2.0',
        method: OVERSIZED_NOTIFICATION,
        params: { method: seen.method, uri: seen.uri, version: seen.version, bytes },
      } as Message);
    }
  }

  private deliver(body: Buffer): void {
    this.lost = false;
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch {
      this.hooks.log(`rgdc lsp: a message of ${body.length} bytes is not JSON`);
      this.hooks.reply(null, ErrorCodes.ParseError, 'rgdc lsp: the message is not JSON');
      return;
    }
    const id = isRecord(message) && (typeof message.id === 'number' || typeof message.id === 'string') ? message.id : null;
    // vscode-jsonrpc would log an invalid message whole; it is answered here instead.
    const valid =
      isRecord(message) &&
      message.jsonrpc === '2.0' &&
      (typeof message.method === 'string'
        ? !('id' in message) || id !== null
        : (id !== null || message.id === null) && ('result' in message || 'error' in message));
    if (!valid) {
      this.hooks.log('rgdc lsp: a message is not a JSON-RPC 2.0 request, notification or response');
      this.hooks.reply(id, ErrorCodes.InvalidRequest, 'rgdc lsp: not a JSON-RPC 2.0 request, notification or response');
      return;
    }
    this.dispatch(message as Message);
  }

  private dispatch(message: Message): void {
    this.delivered++;
    if (!this.paused && this.backlog() >= MAX_BACKLOG) this.pause();
    this.watchBacklog();
    try {
      this.callback?.(message);
    } catch (error) {
      // The connection reads a few fields before it queues a message (`$/cancelRequest`'s id).
      this.hooks.log(`rgdc lsp: a message could not be queued: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private pause(): void {
    this.paused = true;
    this.readable.pause();
  }

  private resume(): void {
    this.paused = false;
    const stash = this.stash;
    this.stash = undefined;
    if (stash) this.onData(stash);
    if (!this.paused) this.readable.resume();
  }

  /**
   * The connection drops some messages without handling them (a cancellation it applies
   * at once, a request that reuses a queued id). When nothing was handled for two ticks
   * while the count says some wait, the queue is in fact empty: the count is reset, so
   * that reading never stops for good and checks are not postponed for nothing.
   */
  private watchBacklog(): void {
    if (this.guard) return;
    this.handledAtLastTick = this.handled;
    this.guard = setInterval(() => {
      if (this.backlog() <= 0) {
        this.delivered = this.handled;
        clearInterval(this.guard);
        this.guard = undefined;
        if (this.paused) this.resume();
        return;
      }
      if (this.handled === this.handledAtLastTick) this.delivered = this.handled;
      this.handledAtLastTick = this.handled;
    }, 20);
    this.guard.unref();
  }
}

/** The `Content-Length` of a header block, or why there is none to trust. */
function contentLength(header: string): number | string {
  let value: string | undefined;
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) return `a header line without a colon: ${quoteForMessage(line.slice(0, 40))}`;
    if (line.slice(0, colon).trim().toLowerCase() === 'content-length') value = line.slice(colon + 1).trim();
  }
  if (value === undefined) return 'no Content-Length';
  if (!/^\d{1,16}$/.test(value)) return `Content-Length ${quoteForMessage(value.slice(0, 40))} is not a byte count`;
  const length = Number(value);
  if (length > MAX_SKIPPED_BYTES) return `Content-Length ${length} is beyond any message`;
  return length;
}

/**
 * The `id`, `method` and `params.textDocument.{uri,version}` in the first bytes of a
 * message too large to parse: a scan of the JSON tokens that tracks the key path.
 */
export function peekMessage(text: string): { id?: number | string; method?: string; uri?: string; version?: number } {
  const found: { id?: number | string; method?: string; uri?: string; version?: number } = {};
  const path: (string | undefined)[] = [];
  let key: string | undefined;
  let i = 0;
  const value = (v: string | number) => {
    const at = [...path, key].join('.');
    if (at === '.id' && found.id === undefined) found.id = v;
    else if (at === '.method' && typeof v === 'string') found.method ??= v;
    else if (at === '.params.textDocument.uri' && typeof v === 'string') found.uri ??= v;
    else if (at === '.params.textDocument.version' && typeof v === 'number') found.version ??= v;
    key = undefined;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const match = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(i, i + 4096));
      if (!match) break;
      i += match[0].length;
      let s: string;
      try {
        s = JSON.parse(match[0]) as string;
      } catch {
        break;
      }
      const after = /^\s*:/.exec(text.slice(i, i + 64));
      if (after) {
        key = s;
        i += after[0].length;
      } else value(s);
    } else if (c === '{' || c === '[') {
      path.push(c === '{' ? (key ?? '') : undefined);
      key = undefined;
      i++;
    } else if (c === '}' || c === ']') {
      path.pop();
      key = undefined;
      i++;
    } else if (/[-\d]/.test(c)) {
      const match = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(text.slice(i, i + 64));
      if (!match) break;
      i += match[0].length;
      value(Number(match[0]));
    } else i++;
  }
  return found;
}
