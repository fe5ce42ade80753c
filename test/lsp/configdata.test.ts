/**
 * `rgdc lsp` on a ConfigData (the helm-configured fixture), over stdio: diagnostics of a
 * misspelt parameter, completion inside `(( ))`, hover, definition and rename of a parameter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem, Hover, Location, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { REPO_ROOT } from '../support/fixtures.js';
import { positionOf, startClient, type LspClient } from './client.js';

const SOURCE = readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-configured/configdata.yaml'), 'utf8');
const URI = 'file:///work/podinfo/configdata.yaml';

describe('rgdc lsp on a ConfigData', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await startClient();
    const published = client.nextDiagnostics(URI);
    await client.open(URI, SOURCE);
    expect(await published).toEqual([]);
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('reports a misspelt parameter at its place', async () => {
    const uri = 'file:///work/podinfo/broken.yaml';
    const broken = SOURCE.replace('- value: (( message ))', '- value: (( mesage ))');
    const published = client.nextDiagnostics(uri);
    await client.open(uri, broken);
    const diagnostics = await published;
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/mesage.*did you mean `message`/);
    expect(diagnostics[0]!.range.start.line).toBe(positionOf(broken, broken.indexOf('(( mesage ))')).line);
  });

  it('completes parameter names inside (( ))', async () => {
    const uri = 'file:///work/podinfo/typing.yaml';
    const typing = SOURCE.replace('- value: (( message ))', '- value: (( ');
    await client.open(uri, typing);
    const position = positionOf(typing, typing.indexOf('- value: (( \n') + '- value: (( '.length);
    const items = (await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position })) as CompletionItem[];
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['replicas', 'message', 'ui.color', 'logLevel', 'cache.enabled', 'hosts']));
    expect(items.find((i) => i.label === 'replicas')?.detail).toBe('integer');
  });

  it('hovers a parameter and goes to its declaration', async () => {
    const at = SOURCE.indexOf('(( replicas ))') + 3;
    const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: positionOf(SOURCE, at + 1) })) as Hover;
    expect((hover.contents as { value: string }).value).toContain('**replicas**: `integer`');
    const location = (await client.connection.sendRequest('textDocument/definition', {
      textDocument: { uri: URI },
      position: positionOf(SOURCE, at),
    })) as Location;
    const properties = SOURCE.indexOf('    properties:\n');
    const declared = SOURCE.indexOf('replicas:', properties);
    expect(location.range.start).toEqual(positionOf(SOURCE, declared));
  });

  it('hovers a rule, a localization and a secret with the generated RGD fields and their CEL', async () => {
    const hoverText = async (offset: number) => {
      const hover = (await client.connection.sendRequest('textDocument/hover', {
        textDocument: { uri: URI },
        position: positionOf(SOURCE, offset),
      })) as Hover | null;
      return (hover?.contents as { value: string } | undefined)?.value ?? '';
    };
    const rule = await hoverText(SOURCE.indexOf('path: replicaCount') + 7);
    expect(rule).toContain('**configuration.rules[0]** compiles to:');
    expect(rule).toContain('helmRelease spec.values.replicaCount: ${schema.spec.replicas}');
    const templated = await hoverText(SOURCE.indexOf('path: cache\n') + 7);
    expect(templated).toContain('helmRelease spec.values.cache: redis://${string(schema.spec.replicas)}-replicas:6379');
    const localization = await hoverText(SOURCE.indexOf('fullyQualifiedRepository: image.repository') + 3);
    expect(localization).toContain('**localization[0]** compiles to:');
    expect(localization).toContain('helmRelease spec.values.image.tag: ${imageResource.status.additional.oci.tag}');
    const secret = await hoverText(SOURCE.indexOf('key: password') + 2);
    expect(secret).toContain('**secrets[0]** compiles to:');
    expect(secret).toMatch(
      /helmRelease spec\.valuesFrom\[0\]: \{.*"valuesKey":"\$\{schema\.spec\.secrets\.database\.key\}","targetPath":"database\.password"\}/,
    );
  });

  it('renames a parameter in the schema, defaults, required and every placeholder', async () => {
    const at = SOURCE.indexOf('(( replicas ))') + 3;
    const edit = (await client.connection.sendRequest('textDocument/rename', {
      textDocument: { uri: URI },
      position: positionOf(SOURCE, at),
      newName: 'replicaCount',
    })) as WorkspaceEdit;
    const edits = edit.changes![URI]!;
    const lines = SOURCE.split('\n');
    const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
    const renamed = [...edits]
      .sort((a, b) => offset(b.range.start) - offset(a.range.start))
      .reduce((t, e) => t.slice(0, offset(e.range.start)) + e.newText + t.slice(offset(e.range.end)), SOURCE);
    expect(renamed).not.toMatch(/\breplicas\b(?!:6379)/);
    expect(renamed).toContain('required: [replicaCount]');
    expect(renamed).toContain('(( replicaCount ))');
    const uri = 'file:///work/podinfo/renamed.yaml';
    const published = client.nextDiagnostics(uri);
    await client.open(uri, renamed);
    expect(await published).toEqual([]);
  });
});

describe('rgdc lsp with a component descriptor configured', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await startClient({ debounceMs: 0, componentDescriptor: join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml') });
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  const complete = async (uri: string, text: string, offset: number) => {
    await client.open(uri, text);
    return (await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: positionOf(text, offset) })) as CompletionItem[];
  };
  const best = (items: CompletionItem[]) => [...items].sort((a, b) => (a.sortText! < b.sortText! ? -1 : 1)).map((i) => `${i.label} (${i.detail})`);

  it('completes the chart of deploy.helm with the helmChart resource first', async () => {
    const text = SOURCE.replace('    chart: chart\n', '    chart: \n');
    const items = await complete('file:///work/podinfo/chart.yaml', text, text.indexOf('    chart: \n') + '    chart: '.length);
    expect(best(items)).toEqual(['chart (helmChart)', 'image (ociImage)', 'redis-image (ociImage)']);
  });

  it('completes localization[].resource with the images first', async () => {
    const text = SOURCE.replace('  - resource: redis-image\n', '  - resource: \n');
    const items = await complete('file:///work/podinfo/localization.yaml', text, text.indexOf('  - resource: \n') + '  - resource: '.length);
    expect(best(items)).toEqual(['image (ociImage)', 'redis-image (ociImage)', 'chart (helmChart)']);
  });

  it('offers no resource names on other fields', async () => {
    const text = SOURCE.replace('    namespace: podinfo\n', '    namespace: \n');
    const items = await complete('file:///work/podinfo/other.yaml', text, text.indexOf('    namespace: \n') + '    namespace: '.length);
    expect(items).toEqual([]);
  });
});

describe('rgdc lsp with a kustomize component descriptor configured', () => {
  it('completes deploy.kustomize.source with the manifests resource first', async () => {
    const client = await startClient({ debounceMs: 0, componentDescriptor: join(REPO_ROOT, 'test/fixtures/preview/kustomize-configured/component.yaml') });
    try {
      const source = readFileSync(join(REPO_ROOT, 'test/fixtures/compile/kustomize-configured/configdata.yaml'), 'utf8');
      const text = source.replace('    source: kustomize-resource\n', '    source: \n');
      const uri = 'file:///work/podinfo/kustomize.yaml';
      await client.open(uri, text);
      const position = positionOf(text, text.indexOf('    source: \n') + '    source: '.length);
      const items = (await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position })) as CompletionItem[];
      const sorted = [...items].sort((a, b) => (a.sortText! < b.sortText! ? -1 : 1));
      expect(sorted.map((i) => `${i.label} (${i.detail})`)).toEqual(['kustomize-resource (ociArtifact)', 'image (ociImage)', 'redis-image (ociImage)']);
      expect(sorted[1]!.documentation).toContain('must hold manifests');
    } finally {
      await client.close();
    }
  }, 30_000);
});
