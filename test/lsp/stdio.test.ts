/**
 * `rgdc lsp` as an editor sees it: the bundle started over stdio, a corpus RGD (kro's
 * webapp example) opened with one broken expression, then each feature in turn.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, CompletionItem, CompletionList, Hover, Location, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { corpusDir } from '../support/corpus.js';
import { positionOf, startClient, type LspClient } from './client.js';

const WEBAPP = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8');
/** The corpus RGD with one misspelt field. */
const BROKEN = WEBAPP.replace('image: ${schema.spec.image}', 'image: ${schema.spec.imagee}');
const URI = 'file:///work/webapp/rg.yaml';

/** Applies the edits of one document (non-overlapping), last first. */
function applyEdits(
  text: string,
  edits: readonly { range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string }[],
): string {
  const offset = (p: { line: number; character: number }) =>
    text
      .split('\n')
      .slice(0, p.line)
      .reduce((n, l) => n + l.length + 1, 0) + p.character;
  return [...edits]
    .sort((a, b) => offset(b.range.start) - offset(a.range.start))
    .reduce((t, e) => t.slice(0, offset(e.range.start)) + e.newText + t.slice(offset(e.range.end)), text);
}

describe('rgdc lsp over stdio', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await startClient();
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('publishes the diagnostic of the broken expression at its range', async () => {
    expect(BROKEN).not.toBe(WEBAPP);
    const published = client.nextDiagnostics(URI);
    await client.open(URI, BROKEN);
    const diagnostics = await published;
    expect(diagnostics.map((d) => d.code)).toEqual(['cel_no_such_field']);
    const at = BROKEN.indexOf('imagee}');
    expect(diagnostics[0]!.range).toEqual({ start: positionOf(BROKEN, at), end: positionOf(BROKEN, at + 'imagee'.length) });
    expect(diagnostics[0]!.severity).toBe(1);
    expect(diagnostics[0]!.source).toBe('rgdc');
  });

  it('completes the instance fields after ${schema.spec.', async () => {
    const uri = 'file:///work/webapp/typing.yaml';
    const typing = WEBAPP.replace('replicas: ${schema.spec.replicas}', 'replicas: ${schema.spec.');
    const published = client.nextDiagnostics(uri);
    await client.open(uri, typing);
    await published;
    const position = positionOf(typing, typing.indexOf('${schema.spec.\n') + '${schema.spec.'.length);
    const result = (await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position })) as CompletionItem[] | CompletionList;
    const items = Array.isArray(result) ? result : result.items;
    const labels = items.map((i) => i.label);
    // In the order of the generated CRD (sorted, as kro writes it).
    expect(labels.slice(0, 8)).toEqual(['image', 'ingress', 'name', 'namespace', 'port', 'replicas', 'service', 'serviceAccount']);
    expect(items.find((i) => i.label === 'replicas')?.detail).toBe('integer');
  });

  it('hovers a resource reference with its kind', async () => {
    const at = BROKEN.indexOf('${deployment.metadata.name}') + 2;
    const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: positionOf(BROKEN, at + 3) })) as Hover;
    const value = (hover.contents as { value: string }).value;
    expect(value).toContain('**deployment**');
    expect(value).toContain('`Deployment` (apps/v1)');
    expect(hover.range).toEqual({ start: positionOf(BROKEN, at), end: positionOf(BROKEN, at + 'deployment'.length) });
  });

  it('hovers a field with its type and SimpleSchema declaration', async () => {
    const at = BROKEN.indexOf('${schema.spec.port}') + '${schema.spec.'.length;
    const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: positionOf(BROKEN, at + 1) })) as Hover;
    const value = (hover.contents as { value: string }).value;
    expect(value).toContain('**schema.spec.port**: `integer`');
    expect(value).toContain('SimpleSchema: `integer | default=8080`');
  });

  it('goes from ${service.metadata.name} to the id of resource service', async () => {
    const at = BROKEN.indexOf('${service.metadata.name}') + 2;
    const location = (await client.connection.sendRequest('textDocument/definition', {
      textDocument: { uri: URI },
      position: positionOf(BROKEN, at + 2),
    })) as Location;
    const declared = BROKEN.indexOf('- id: service') + '- id: '.length;
    expect(location).toEqual({ uri: URI, range: { start: positionOf(BROKEN, declared), end: positionOf(BROKEN, declared + 'service'.length) } });
  });

  it('goes from ${schema.spec.port} to the field in spec.schema.spec', async () => {
    const at = BROKEN.indexOf('${schema.spec.port}') + '${schema.spec.'.length;
    const location = (await client.connection.sendRequest('textDocument/definition', {
      textDocument: { uri: URI },
      position: positionOf(BROKEN, at),
    })) as Location;
    const declared = BROKEN.indexOf('      port: integer');
    expect(location.range.start).toEqual(positionOf(BROKEN, declared + 6));
  });

  it('renames a resource id everywhere with one workspace edit', async () => {
    const at = BROKEN.indexOf('- id: deployment') + '- id: '.length;
    const edit = (await client.connection.sendRequest('textDocument/rename', {
      textDocument: { uri: URI },
      position: positionOf(BROKEN, at),
      newName: 'web',
    })) as WorkspaceEdit;
    const edits = edit.changes![URI]!;
    const uses = BROKEN.match(/\bdeployment\./g)!.length;
    expect(edits).toHaveLength(uses + 1);
    const renamed = applyEdits(BROKEN, edits);
    expect(renamed).toContain('- id: web\n');
    expect(renamed).toContain('${web.status.availableReplicas}');
    expect(renamed).toContain('${web.spec.replicas == web.status.availableReplicas}');
    expect(renamed).not.toMatch(/\bdeployment\./);
    // The renamed RGD checks as cleanly as before: same single diagnostic.
    const uri = 'file:///work/webapp/renamed.yaml';
    const published = client.nextDiagnostics(uri);
    await client.open(uri, renamed);
    expect((await published).map((d) => d.code)).toEqual(['cel_no_such_field']);
  });

  it('refuses a rename to an id kro would reject', async () => {
    const at = BROKEN.indexOf('- id: deployment') + '- id: '.length;
    await expect(
      client.connection.sendRequest('textDocument/rename', { textDocument: { uri: URI }, position: positionOf(BROKEN, at), newName: 'Bad-Name' }),
    ).rejects.toThrow(/not a valid kro id/);
  });

  it('applies the did-you-mean quick fix and the diagnostic goes away', async () => {
    const uri = 'file:///work/webapp/fix.yaml';
    const published = client.nextDiagnostics(uri);
    await client.open(uri, BROKEN);
    const diagnostics = await published;
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0]!.range,
      context: { diagnostics },
    })) as CodeAction[];
    expect(actions.map((a) => a.title)).toEqual(['Change `imagee` to `image`']);
    const fixed = applyEdits(BROKEN, actions[0]!.edit!.changes![uri]!);
    expect(fixed).toBe(WEBAPP);
    const republished = client.nextDiagnostics(uri, 2);
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
    expect(await republished).toEqual([]);
  });

  it('quotes a marker value with spaces and the diagnostic goes away', async () => {
    const uri = 'file:///work/webapp/marker.yaml';
    const unquoted = WEBAPP.replace('image: string | default=nginx', 'image: string | description=The container image default=nginx # a comment');
    expect(unquoted).not.toBe(WEBAPP);
    const published = client.nextDiagnostics(uri);
    await client.open(uri, unquoted);
    const diagnostics = await published;
    expect(diagnostics.map((d) => d.code)).toEqual(['rgd_unknown_marker']);
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0]!.range,
      context: { diagnostics },
    })) as CodeAction[];
    expect(actions.map((a) => a.title)).toEqual(['Quote the marker value: description="The container image"']);
    const fixed = applyEdits(unquoted, actions[0]!.edit!.changes![uri]!);
    expect(fixed).toBe(WEBAPP.replace('image: string | default=nginx', 'image: string | description="The container image" default=nginx # a comment'));
    const republished = client.nextDiagnostics(uri, 2);
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
    expect(await republished).toEqual([]);
  });

  it('lists resources as document symbols and returns the Mermaid graph', async () => {
    const symbols = (await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: URI } })) as {
      name: string;
      children?: { name: string; detail?: string }[];
    }[];
    expect(symbols.map((s) => s.name)).toEqual(['webapp.kro.run']);
    expect(symbols[0]!.children!.map((c) => `${c.name} ${c.detail}`)).toEqual([
      'deployment Deployment apps/v1',
      'service Service v1',
      'ingress Ingress networking.k8s.io/v1',
    ]);
    const graph = (await client.connection.sendRequest('workspace/executeCommand', { command: 'rgdc.graph', arguments: [URI] })) as string;
    expect(graph).toContain('flowchart TD');
    expect(graph).toContain('n_deployment --> n_service');
  });

  it('leaves YAML that is not an RGD or ConfigData alone', async () => {
    const uri = 'file:///work/other.yaml';
    const published = client.nextDiagnostics(uri);
    await client.open(uri, 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata: {a: "${nope"}\n');
    expect(await published).toEqual([]);
  });
});
