// A minimal VS Code extension for `rgdc lsp` (docs/editors.md): starts the server for YAML
// files; the server itself decides which files it serves (RGDs, rgdc and OCM v1 ConfigData).
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

exports.activate = async function activate(context) {
  const config = vscode.workspace.getConfiguration('rgdc');
  const command = config.get('path') || 'rgdc';
  client = new LanguageClient(
    'rgdc',
    'rgdc',
    { command, args: ['lsp'] },
    {
      documentSelector: [{ language: 'yaml' }],
      // Plain values: the settings object itself does not serialise.
      initializationOptions: { rgdc: { target: config.get('target'), crds: config.get('crds'), kroFeatureGates: config.get('kroFeatureGates'), debounceMs: config.get('debounceMs') } },
      synchronize: { configurationSection: 'rgdc' },
    },
  );
  context.subscriptions.push(
    vscode.commands.registerCommand('rgdc.showGraph', async () => {
      const editor = vscode.window.activeTextEditor;
      if (!editor) return;
      const graph = await client.sendRequest('workspace/executeCommand', { command: 'rgdc.graph', arguments: [editor.document.uri.toString()] });
      const document = await vscode.workspace.openTextDocument({ language: 'mermaid', content: graph ?? '' });
      await vscode.window.showTextDocument(document, { preview: true });
    }),
  );
  await client.start();
};

exports.deactivate = function deactivate() {
  return client?.stop();
};
