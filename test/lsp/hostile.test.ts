/**
 * `rgdc lsp` against a hostile client (issue 25): URIs that name no local file, documents
 * over the size limit, broken framing and bodies, floods of changes. Each case drives the
 * shipped bundle over stdio, expects an error response or a diagnostic, and then checks
 * that the same process still answers a normal request.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES } from '../../src/source/limits.js';
import { MAX_MESSAGE_BYTES } from '../../src/lsp/transport.js';
import { corpusDir } from '../support/corpus.js';
import { positionOf, startClient, type LspClient } from './client.js';

const WEBAPP = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8');
const BROKEN = WEBAPP.replace('image: ${schema.spec.image}', 'image: ${schema.spec.imagee}');
const HOVER_AT = positionOf(BROKEN, BROKEN.indexOf('${schema.spec.port}') + '${schema.spec.'.length + 1);

/** Opens a fresh document and expects its diagnostic and its outline: the server still answers. */
async function expectAnswering(client: LspClient, name: string): Promise<void> {
  const uri = `file:///work/alive/${name.replace(/[^\w-]/g, '-')}.yaml`;
  const published = client.nextDiagnostics(uri, 0, 10_000);
  await client.open(uri, BROKEN);
  // A settings problem (the hostile settings below) rides on the first line of every document.
  expect((await published).map((d) => d.code).filter((c) => c !== 'usage_invalid_setting')).toEqual(['cel_no_such_field']);
  const symbols = (await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as unknown[];
  expect(symbols).toHaveLength(1);
  expect(client.child.exitCode).toBeNull();
}

/** The error responses the server wrote with this id. */
function errorsFor(client: LspClient, id: number | string | null): { code: number; message: string }[] {
  return client
    .messages()
    .filter((m) => 'error' in m && m.id === id)
    .map((m) => m.error as { code: number; message: string });
}

async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('rgdc lsp against a hostile client', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await startClient();
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it.each(['file://evil.host/etc/passwd', 'file:///tmp/a%2Fb.yaml', 'untitled:x', 'http://x/y.yaml', 'file:///dev/zero', 'file:///%E0%A4%A.yaml'])(
    'checks a document at %s from its text, through changes, and never opens the URI',
    async (uri) => {
      const opened = client.nextDiagnostics(uri, 1, 10_000);
      await client.open(uri, BROKEN);
      expect((await opened).map((d) => d.code)).toEqual(['cel_no_such_field']);
      // A change is checked later, from a timer: an exception there would end the process.
      const changed = client.nextDiagnostics(uri, 2, 10_000);
      await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: WEBAPP }] });
      expect(await changed).toEqual([]);
      const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: HOVER_AT })) as {
        contents: { value: string };
      };
      expect(hover.contents.value).toContain('schema.spec.port');
      expect(client.output().stdout).not.toContain('root:x:0:0');
      await expectAnswering(client, `uri-${encodeURIComponent(uri)}`);
    },
    30_000,
  );

  it('reports a document over 16 MiB on its first line, offers nothing for it, and checks it again once smaller', async () => {
    const uri = 'file:///work/huge.yaml';
    const huge = `kind: ResourceGraphDefinition\n${'a: b\n'.repeat(Math.ceil(MAX_INPUT_BYTES / 5))}`;
    const published = client.nextDiagnostics(uri, 1, 20_000);
    await client.open(uri, huge);
    const diagnostics = await published;
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['io_document_too_large', 0]]);
    expect(await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } })).toBeNull();
    expect(await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })).toEqual([]);
    const smaller = client.nextDiagnostics(uri, 2, 10_000);
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: BROKEN }] });
    expect((await smaller).map((d) => d.code)).toEqual(['cel_no_such_field']);
    await expectAnswering(client, 'after-huge');
  }, 60_000);

  it('skips a 100 MB didOpen without holding it, and reports the document too large', async () => {
    const uri = 'file:///work/hundred-mb.yaml';
    const text = `kind: ResourceGraphDefinition\n${'x'.repeat(100_000_000)}`;
    const published = client.nextDiagnostics(uri, 4, 30_000);
    await client.open(uri, text, 4);
    const diagnostics = await published;
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['io_document_too_large', 0]]);
    expect(diagnostics[0]!.message).toMatch(/^this document came in a message of 1000001\d\d bytes, which was not read; rgdc reads at most 16777216 bytes/);
    // Edits to a text the server never saw cannot be applied; a full text replaces it.
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 5 },
      contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '#' }],
    });
    const replaced = client.nextDiagnostics(uri, 6, 10_000);
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 6 }, contentChanges: [{ text: BROKEN }] });
    expect((await replaced).map((d) => d.code)).toEqual(['cel_no_such_field']);
    expect(client.output().stderr).toMatch(/skipped a message of 1000001\d\d bytes \("textDocument\/didOpen"\)/);
    await expectAnswering(client, 'after-hundred-mb');
  }, 90_000);

  it('answers a request too large to read with an error for its id', async () => {
    const uri = 'file:///work/alive/after-hundred-mb.yaml';
    const request = client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: HOVER_AT, padding: 'x'.repeat(MAX_MESSAGE_BYTES) });
    await expect(request).rejects.toMatchObject({
      code: -32600,
      message: expect.stringMatching(/skipped a message of \d+ bytes \("textDocument\/hover"\); rgdc lsp reads at most/),
    });
    await expectAnswering(client, 'after-large-request');
  }, 60_000);

  it.each([
    ['a Content-Length of 10 GB', 'Content-Length: 10737418240\r\n\r\n{"jsonrpc":"2.0","id":"swallowed","method":"shutdown"}'],
    ['a negative Content-Length', 'Content-Length: -5\r\n\r\n{"jsonrpc":"2.0","id":"swallowed","method":"shutdown"}'],
    ['a Content-Length that is not a number', 'Content-Length: ten\r\n\r\n{"jsonrpc":"2.0","id":"swallowed","method":"shutdown"}'],
    ['a header without Content-Length', 'Content-Type: application/json\r\n\r\n{"jsonrpc":"2.0","id":"swallowed","method":"shutdown"}'],
    ['a header of 100 KB', `X-Junk: ${'j'.repeat(100_000)}`],
  ])(
    'survives %s: an error response, then the next message is read',
    async (_, raw) => {
      const before = errorsFor(client, null).length;
      client.child.stdin.write(raw);
      await eventually(() => errorsFor(client, null).length > before, 'the parse error');
      expect(errorsFor(client, null).at(-1)).toMatchObject({ code: -32700, message: expect.stringMatching(/^rgdc lsp: unreadable message header/) });
      await expectAnswering(client, `framing-${before}`);
      expect(errorsFor(client, 'swallowed')).toEqual([]);
    },
    30_000,
  );

  it.each([
    ['malformed JSON', '{"jsonrpc":"2.0","id":31,', null, -32700],
    ['a JSON array', '[{"jsonrpc":"2.0","id":32,"method":"shutdown"}]', null, -32600],
    ['a request without jsonrpc', '{"id":33,"method":"shutdown"}', 33, -32600],
    ['an id with neither method nor result', '{"jsonrpc":"2.0","id":34}', 34, -32600],
    ['a JSON string', '"shutdown"', null, -32600],
    ['a request whose params are null', '{"jsonrpc":"2.0","id":35,"method":"textDocument/hover","params":null}', 35, -32603],
  ])(
    'answers %s with an error response',
    async (_, body, id, code) => {
      const before = errorsFor(client, id).length;
      client.child.stdin.write(frame(body));
      await eventually(() => errorsFor(client, id).length > before, `the error for ${body}`);
      expect(errorsFor(client, id).at(-1)!.code).toBe(code);
      await expectAnswering(client, `body-${String(id)}-${before}`);
    },
    30_000,
  );

  it('answers requests about documents it was never given', async () => {
    const textDocument = { uri: 'file:///work/never-opened.yaml' };
    const position = { line: 0, character: 0 };
    const range = { start: position, end: position };
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { ...textDocument, version: 2 }, contentChanges: [{ text: BROKEN }] });
    await client.connection.sendNotification('textDocument/didClose', { textDocument });
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: 42 } });
    expect(await client.connection.sendRequest('textDocument/hover', { textDocument, position })).toBeNull();
    expect(await client.connection.sendRequest('textDocument/completion', { textDocument, position })).toEqual([]);
    expect(await client.connection.sendRequest('textDocument/definition', { textDocument, position })).toBeNull();
    expect(await client.connection.sendRequest('textDocument/references', { textDocument, position, context: { includeDeclaration: true } })).toEqual([]);
    expect(await client.connection.sendRequest('textDocument/prepareRename', { textDocument, position })).toBeNull();
    expect(await client.connection.sendRequest('textDocument/rename', { textDocument, position, newName: 'x' })).toBeNull();
    expect(await client.connection.sendRequest('textDocument/codeAction', { textDocument, range, context: { diagnostics: [] } })).toEqual([]);
    expect(await client.connection.sendRequest('textDocument/documentSymbol', { textDocument })).toEqual([]);
    expect(await client.connection.sendRequest('workspace/executeCommand', { command: 'rgdc.graph', arguments: [textDocument.uri] })).toBeNull();
    await expectAnswering(client, 'after-unknown');
  }, 30_000);

  it('wrote one line per problem on standard error, never a stack trace', () => {
    const { stderr } = client.output();
    expect(stderr).toMatch(/^rgdc lsp: unreadable message header/m);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr.split('\n').every((line) => line.length < 300)).toBe(true);
    expect(client.messages().some((m) => JSON.stringify(m).includes('    at '))).toBe(false);
  });
});

describe('rgdc lsp under a flood of changes', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await startClient({ debounceMs: 0 });
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('checks 10,000 changes sent in a burst a few times, at the latest text', async () => {
    const uri = 'file:///work/flood.yaml';
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, WEBAPP);
    expect(await opened).toEqual([]);
    const last = 10_001;
    const final = client.nextDiagnostics(uri, last, 60_000);
    for (let version = 2; version <= last; version++) {
      const text = version === last ? BROKEN : `${WEBAPP}# edit ${version}\n`;
      void client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    }
    expect((await final).map((d) => d.code)).toEqual(['cel_no_such_field']);
    const published = client.messages().filter((m) => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri);
    // Once on open, once at the end, and between them only when the server caught up with
    // the client (no message waiting): a few dozen on a loaded machine, not one per change.
    expect(published.length).toBeLessThan(200);
    await expectAnswering(client, 'after-flood');
  }, 90_000);
});

/** A CRD of `kind`, its field described by `description`. */
const crd = (kind: string, description: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: ${kind.toLowerCase()}s.example.org}
spec:
  group: example.org
  names: {kind: ${kind}, plural: ${kind.toLowerCase()}s}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: {type: integer, description: ${description}}
`;

/** An RGD with one resource of `kind`, being typed at `${part.spec.`. */
const typing = (kind: string) => `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata: {name: parts}
spec:
  schema:
    apiVersion: v1alpha1
    kind: PartSet
    spec:
      name: string
  resources:
    - id: part
      template:
        apiVersion: example.org/v1
        kind: ${kind}
        metadata: {name: "\${schema.spec.name}"}
        spec:
          size: \${part.spec.
`;

const MARKER = 'MARKER-outside-the-workspace-3f9c';

describe('rgdc lsp settings that name hostile files', () => {
  // A workspace with a crds folder, and a CRD beside (outside) it that must never be read.
  const base = mkdtempSync(join(tmpdir(), 'rgdc-lsp-hostile-'));
  const outside = join(base, 'outside');
  const root = join(base, 'workspace');
  mkdirSync(outside);
  mkdirSync(join(root, 'crds'), { recursive: true });
  writeFileSync(join(outside, 'widget-crd.yaml'), crd('Widget', MARKER));
  writeFileSync(join(root, 'crds', 'gadget-crd.yaml'), crd('Gadget', 'A gadget part.'));
  symlinkSync(join(outside, 'widget-crd.yaml'), join(root, 'crds', 'widget-link.yaml'));
  symlinkSync(outside, join(root, 'outside-link'));
  execFileSync('mkfifo', [join(root, 'crds', 'fifo.yaml'), join(root, 'component-fifo.yaml')]);
  writeFileSync(join(root, 'crds', 'huge.yaml'), '');
  truncateSync(join(root, 'crds', 'huge.yaml'), MAX_INPUT_BYTES + 1);

  async function completions(client: LspClient, kind: string): Promise<string[]> {
    const uri = `file:///work/typing-${kind}.yaml`;
    const text = typing(kind);
    const published = client.nextDiagnostics(uri, 1, 10_000);
    await client.open(uri, text);
    await published;
    const items = (await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: positionOf(text, text.length - 1) })) as {
      label: string;
    }[];
    return items.map((i) => i.label);
  }

  async function withServer(settings: Record<string, unknown>, run: (client: LspClient) => Promise<void>): Promise<void> {
    const client = await startClient({ rgdc: { debounceMs: 0, ...settings } }, pathToFileURL(root).href);
    try {
      await run(client);
      expect(client.output().stdout).not.toContain(MARKER);
      await expectAnswering(client, 'after-settings');
    } finally {
      await client.close();
    }
  }

  it('refuses a FIFO, a file over the limit and a link out of the crds folder, and reads the rest', async () => {
    await withServer({ crds: ['./crds'], componentDescriptor: 'component-fifo.yaml' }, async (client) => {
      await eventually(() => client.shown().length >= 4, 'the warnings');
      expect(client.shown().sort()).toEqual([
        'rgdc: rgdc.componentDescriptor: "component-fifo.yaml" is a FIFO, not a regular file',
        'rgdc: rgdc.crds: "./crds": "fifo.yaml" is a FIFO, not a regular file',
        `rgdc: rgdc.crds: "./crds": "huge.yaml" is ${MAX_INPUT_BYTES + 1} bytes; rgdc reads at most ${MAX_INPUT_BYTES}`,
        'rgdc: rgdc.crds: "./crds": "widget-link.yaml" is a symbolic link that leaves its folder',
      ]);
      expect(await completions(client, 'Gadget')).toEqual(['size']);
      expect(await completions(client, 'Widget')).toEqual([]);
    });
  }, 30_000);

  it('refuses relative paths that leave the workspace, through .. or a link', async () => {
    await withServer({ crds: ['../outside', 'outside-link/widget-crd.yaml'], componentDescriptor: '../outside/widget-crd.yaml' }, async (client) => {
      await eventually(() => client.shown().length >= 3, 'the warnings');
      expect(client.shown().every((m) => m.includes('leaves the workspace folder'))).toBe(true);
      expect(await completions(client, 'Widget')).toEqual([]);
    });
  }, 30_000);

  it('starts with a workspace URI that names no local folder', async () => {
    for (const rootUri of ['file://evil.host/share', 'file:///tmp/a%2Fb', 'http://x/y']) {
      const client = await startClient({ rgdc: { debounceMs: 0 } }, rootUri);
      try {
        await expectAnswering(client, 'after-root');
      } finally {
        await client.close();
      }
    }
  }, 30_000);

  it('refuses a device named by an absolute path, at once', async () => {
    const started = Date.now();
    await withServer({ crds: ['/dev/zero'], componentDescriptor: '/dev/zero' }, async (client) => {
      await eventually(() => client.shown().length >= 2, 'the warnings');
      expect(client.shown().sort()).toEqual([
        'rgdc: rgdc.componentDescriptor: "/dev/zero" is a device, not a regular file',
        'rgdc: rgdc.crds: "/dev/zero" is a device, not a regular file',
      ]);
    });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
