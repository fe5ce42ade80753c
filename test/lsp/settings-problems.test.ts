/**
 * A settings problem never blocks the editor: `rgdc lsp` tells it with a
 * `window/showMessage` notification (which needs no answer), never with
 * `window/showMessageRequest` (which Neovim shows as a prompt that waits for a key), and
 * puts it on the first line of every document it serves, beside the document's own
 * findings. Documents it does not serve stay clean.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startClient } from './client.js';

const RGD = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata: {name: widgets}
spec:
  schema:
    apiVersion: v1alpha1
    kind: WidgetSet
    spec:
      name: string
  resources:
    - id: config
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: "\${schema.spec.nmae}"}
`;

describe('rgdc lsp settings problems', () => {
  it('notifies a missing crds folder and shows it on the first line of each served document', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rgdc-lsp-no-crds-'));
    const client = await startClient({ rgdc: { debounceMs: 0, crds: ['./crds'], target: 'no-such-target' } }, pathToFileURL(root).href);
    try {
      const rgd = pathToFileURL(join(root, 'rgd.yaml')).href;
      const other = pathToFileURL(join(root, 'values.yaml')).href;
      const diagnostics = client.nextDiagnostics(rgd);
      const plain = client.nextDiagnostics(other);
      await client.open(rgd, RGD);
      await client.open(other, 'replicas: 1\n');
      const found = await diagnostics;
      const settings = found.filter((d) => d.code === 'usage_invalid_setting');
      expect(
        settings.map((d) => ({ line: d.range.start.line, character: d.range.start.character, severity: d.severity, first: d.message.split('\n')[0] })),
      ).toEqual([
        { line: 0, character: 0, severity: 2, first: 'rgdc lsp setting rgdc.target: unknown target "no-such-target"; the server goes on without it' },
        { line: 0, character: 0, severity: 2, first: 'rgdc lsp setting rgdc.crds: "./crds" does not exist; the server goes on without it' },
      ]);
      // The document's own finding is still there.
      expect(found.map((d) => d.code)).toContain('cel_no_such_field');
      expect(await plain).toEqual([]);

      const methods = client.messages().map((m) => m.method);
      expect(methods).not.toContain('window/showMessageRequest');
      expect(
        client
          .messages()
          .filter((m) => m.method === 'window/showMessage')
          .map((m) => m.params),
      ).toEqual([
        { type: 2, message: 'rgdc: rgdc.target: unknown target "no-such-target"' },
        { type: 2, message: 'rgdc: rgdc.crds: "./crds" does not exist' },
      ]);
    } finally {
      await client.close();
    }
  }, 30_000);
});
