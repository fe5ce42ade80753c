// `rgdc lsp` rows of `npm run bench`: the time from a change sent by the editor to the
// diagnostics the server publishes for it, over stdio as an editor talks to the server
// (the shipped bundle, debounce 0: an editor adds the configured debounce, 50 ms by
// default, on top). Self-contained: bench.mjs calls benchLsp() with its row() function.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node.js';

/**
 * Adds one row per input: `lsp: change -> diagnostics, <input>`.
 * `inputs` maps a label to the RGD text; `row(what, {min, value, unit, note, target})` as in bench.mjs.
 */
export async function benchLsp({ root, bin, runs, row, inputs }) {
  const child = spawn(process.execPath, [join(root, bin), 'lsp'], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  connection.onNotification('textDocument/publishDiagnostics', (params) => {
    const key = `${params.uri}@${params.version}`;
    waiting.get(key)?.(params.diagnostics);
    waiting.delete(key);
  });
  connection.listen();
  const published = (uri, version) => new Promise((resolve) => waiting.set(`${uri}@${version}`, resolve));
  try {
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {}, initializationOptions: { debounceMs: 0 } });
    await connection.sendNotification('initialized', {});
    for (const [label, text] of inputs) {
      const uri = `file:///bench/${label.replace(/\W+/g, '-')}.yaml`;
      let version = 1;
      let done = published(uri, version);
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
      await done;
      const times = [];
      // The first changes warm the JIT and the server's schema caches, as a session's first edits do.
      const warm = text.length > 100_000 ? 1 : 5;
      for (let i = 0; i < runs + warm; i++) {
        // An edit the server must analyse in full: a comment line toggled at the end.
        const next = i % 2 === 0 ? `${text}# edit ${i}\n` : text;
        version++;
        done = published(uri, version);
        const start = performance.now();
        await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text: next }] });
        await done;
        if (i >= warm) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const lines = text.split('\n').length;
      const typical = lines < 2000;
      row(`lsp: change -> diagnostics, ${label}`, {
        min: Math.min(...times),
        value: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)],
        note: `stdio, debounce 0, ${lines} lines${typical ? '' : '; the whole file is checked on each change'}`,
        ...(typical ? { target: { on: 'value', text: '< 50 ms', ok: (v) => v < 50 } } : {}),
      });
    }
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
  } finally {
    connection.dispose();
    child.kill();
  }
}

/** The kro example RGD the bench edits (kro's webapp), when the corpus is beside the repository. */
export function kroExampleRgd(root) {
  const file = join(root, '../shared/corpus/kro/examples/kubernetes/webapp/rg.yaml');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
