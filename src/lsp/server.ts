/**
 * The language server: wires the LSP requests to the analyses of this folder. Each open
 * document is analysed after it opens or changes, debounced per document and postponed
 * while more messages wait (the latest text wins); nothing is read from disk but the
 * files the settings name (`crds`, `componentDescriptor`, see settings-files.ts).
 */
import {
  CodeActionKind,
  MessageType,
  ShowMessageNotification,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type InitializeResult,
  type Location,
  type Range,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { check } from '../check/check.js';
import { renderGraph } from '../check/graph-format.js';
import { quickFixes } from './code-actions.js';
import { completeAt } from './completion.js';
import { completeYamlAt, hoverMarkerAt } from './yaml-completion.js';
import { completeParameters, defineParameter, hoverParameter, parameterReferences, parameterRenameRange, renameParameter } from './configdata-features.js';
import { indexConfigData, type ConfigDataIndex } from './configdata-index.js';
import { completeResourceNames } from './component-resources.js';
import { compiledGraph, hoverRule } from './configdata-rule-hover.js';
import type { ResourceGraph } from '../compiler/phases/4-graph/index.js';
import { internalError } from '../diagnostics/internal-error.js';
import { analyzeText, settingsDiagnostic, toLspDiagnostic, tooLargeDiagnostic } from './diagnostics.js';
import { createDocumentStore } from './documents.js';
import { OVERSIZED_NOTIFICATION } from './transport.js';
import { documentName, workspaceRoot } from './uri.js';
import { isRecord } from '../util/records.js';
import { documentKind, type DocumentKind } from './document-kind.js';
import { hoverAt, toLspHover } from './hover.js';
import { definitionAt, referencesAt, renameAt, renameRangeAt } from './navigation.js';
import { indexAt, indexRgds, type RgdIndex } from './rgd-index.js';
import { readSettings, resolveSettings, type ResolvedSettings } from './settings.js';
import { documentSymbols } from './symbols.js';
import { relatedPlaces } from './related.js';

/** The command that returns the Mermaid graph of the RGD in a document (argument: its URI). */
export const GRAPH_COMMAND = 'rgdc.graph';

/**
 * How long a check may be postponed while messages keep arriving: a flood of changes is
 * checked at most about this often, each time at its latest text.
 */
const MAX_POSTPONE_MS = 1000;

/** What the transport tells the server. */
export interface ServerOptions {
  /** Messages read but not yet handled (0 when the client is quiet). */
  readonly backlog?: () => number;
}

/** Serves LSP on `connection` until the client exits. */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = createDocumentStore();
  const backlog = options.backlog ?? (() => 0);
  let root: string | undefined;
  let settings: ResolvedSettings = resolveSettings({}, undefined);
  const timers = new Map<string, NodeJS.Timeout>();
  const pendingSince = new Map<string, number>();
  const indexes = new Map<string, { version: number; indexes: RgdIndex[] }>();

  const fileOf = documentName;
  const kindOf = (document: TextDocument): DocumentKind | undefined => documentKind(document.getText());
  const indexOf = (document: TextDocument): RgdIndex[] => {
    const cached = indexes.get(document.uri);
    if (cached?.version === document.version) return cached.indexes;
    let built = kindOf(document) === 'rgd' ? indexRgds(fileOf(document.uri), document.getText()) : [];
    // Half-typed YAML (an open quote) does not parse: completion then works from the last
    // index that did, whose resources and schema are still right.
    if (built.length === 0 && cached && kindOf(document) === 'rgd') built = cached.indexes;
    indexes.set(document.uri, { version: document.version, indexes: built });
    return built;
  };
  const configIndexes = new Map<string, { version: number; index: ConfigDataIndex | undefined }>();
  const configAt = (uri: string, position: { line: number; character: number }) => {
    const document = documents.get(uri);
    if (!document || kindOf(document) !== 'configdata') return undefined;
    let cached = configIndexes.get(uri);
    if (cached?.version !== document.version) {
      const built = indexConfigData(fileOf(uri), document.getText()) ?? cached?.index;
      cached = { version: document.version, index: built };
      configIndexes.set(uri, cached);
    }
    return cached.index ? { document, offset: document.offsetAt(position), index: cached.index } : undefined;
  };
  // The compiled graph of a ConfigData, for the hover of its rules; compiled on demand, once per version.
  const graphs = new Map<string, { version: number; graph: ResourceGraph | undefined }>();
  const graphOf = (document: TextDocument): ResourceGraph | undefined => {
    const cached = graphs.get(document.uri);
    if (cached?.version === document.version) return cached.graph;
    const graph = compiledGraph(fileOf(document.uri), document.getText(), settings);
    graphs.set(document.uri, { version: document.version, graph });
    return graph;
  };
  const rgdAt = (uri: string, position: { line: number; character: number }) => {
    const document = documents.get(uri);
    if (!document) return undefined;
    const offset = document.offsetAt(position);
    const index = indexAt(indexOf(document), offset);
    return index ? { document, offset, index } : undefined;
  };
  const rangeIn =
    (document: TextDocument) =>
    (start: number, end: number): Range => ({ start: document.positionAt(start), end: document.positionAt(end) });

  const analyze = (document: TextDocument) => {
    const kind = kindOf(document);
    // A file that stopped being an RGD keeps no stale diagnostics.
    if (!kind) return [];
    const file = fileOf(document.uri);
    const found = [...settings.problems.map((problem) => settingsDiagnostic(file, problem)), ...analyzeText(file, document.getText(), kind, settings)];
    const rgds = kind === 'rgd' ? indexOf(document) : [];
    return found.map((d) => {
      const lsp = toLspDiagnostic(d);
      const related = rgds.length > 0 ? relatedPlaces(d, rgds) : [];
      return related.length === 0
        ? lsp
        : {
            ...lsp,
            relatedInformation: related.map((r) => ({ location: { uri: document.uri, range: rangeIn(document)(r.range[0], r.range[1]) }, message: r.message })),
          };
    });
  };
  const validate = (uri: string): void => {
    const state = documents.state(uri);
    if (!state) return;
    if (state.kind !== 'ok') {
      const version = state.kind === 'unknown' ? state.version : state.document.version;
      void connection.sendDiagnostics({
        uri,
        version,
        diagnostics: [toLspDiagnostic(tooLargeDiagnostic(fileOf(uri), { bytes: state.bytes, unread: state.kind === 'unknown' }))],
      });
      return;
    }
    let diagnostics: ReturnType<typeof analyze>;
    try {
      diagnostics = analyze(state.document);
    } catch (error) {
      // The analyses report through diagnostics; should one throw, the editor hears of it
      // on the first line and the server goes on (a timer's exception would end it).
      diagnostics = [toLspDiagnostic(internalError(fileOf(uri), error))];
    }
    void connection.sendDiagnostics({ uri, version: state.document.version, diagnostics });
  };
  const run = (uri: string): void => {
    timers.delete(uri);
    // More messages are waiting (a burst of changes): check after them, at the latest text.
    if (backlog() > 0 && Date.now() - (pendingSince.get(uri) ?? 0) < MAX_POSTPONE_MS) {
      timers.set(uri, setTimeout(run, 1, uri));
      return;
    }
    pendingSince.delete(uri);
    validate(uri);
  };
  /** One pending check per document, however many changes arrive. */
  const schedule = (uri: string, delayMs = settings.debounceMs): void => {
    clearTimeout(timers.get(uri));
    if (!pendingSince.has(uri)) pendingSince.set(uri, Date.now());
    timers.set(uri, setTimeout(run, delayMs, uri));
  };
  const applySettings = (raw: unknown): void => {
    settings = resolveSettings(readSettings(raw), root);
    // A notification, never `window/showMessageRequest`: a request waits for the user's
    // answer, and Neovim shows it as a prompt that stops the editor until a key is pressed.
    // Each served document also carries the problem on its first line (settingsDiagnostic).
    for (const problem of settings.problems)
      void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `rgdc: ${problem}` });
  };

  connection.onInitialize((params): InitializeResult => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    root = workspaceRoot(folder);
    applySettings(params.initializationOptions);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: ['.', '{', '|', '('] },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        documentSymbolProvider: true,
        executeCommandProvider: { commands: [GRAPH_COMMAND] },
      },
      serverInfo: { name: 'rgdc' },
    };
  });
  connection.onDidChangeConfiguration((params) => {
    applySettings(params.settings);
    graphs.clear();
    for (const state of documents.all()) schedule(state.kind === 'unknown' ? state.uri : state.document.uri);
  });

  // An opened document is checked as soon as no other message waits; a changed one after the debounce.
  documents.listen(
    connection,
    (uri, opened) => schedule(uri, opened ? 0 : settings.debounceMs),
    (uri) => {
      clearTimeout(timers.get(uri));
      timers.delete(uri);
      pendingSince.delete(uri);
      indexes.delete(uri);
      configIndexes.delete(uri);
      graphs.delete(uri);
      void connection.sendDiagnostics({ uri, diagnostics: [] });
    },
  );
  connection.onNotification(OVERSIZED_NOTIFICATION, (params: unknown) => {
    if (!isRecord(params) || typeof params.uri !== 'string' || typeof params.bytes !== 'number') return;
    const state = documents.state(params.uri);
    // A change too large to read leaves the text unknown; an open makes the document known to be so.
    if (params.method !== 'textDocument/didOpen' && !state) return;
    const version = typeof params.version === 'number' ? params.version : 0;
    documents.markOversized(params.uri, version, params.bytes);
    indexes.delete(params.uri);
    configIndexes.delete(params.uri);
    graphs.delete(params.uri);
    schedule(params.uri, 0);
  });

  connection.onCompletion((params) => {
    const config = configAt(params.textDocument.uri, params.position);
    if (config)
      return (
        completeResourceNames(config.document.getText(), config.offset, settings.components) ??
        completeParameters(config.index, config.document.getText(), config.offset)
      );
    const at = rgdAt(params.textDocument.uri, params.position);
    if (!at) return [];
    const schemas = settings.schemasFor(at.index.document);
    const inExpression = completeAt(at.index, at.document.getText(), at.offset, schemas);
    return inExpression.length > 0 ? inExpression : completeYamlAt(at.index, at.document.getText(), at.offset, schemas);
  });
  connection.onHover((params) => {
    const config = configAt(params.textDocument.uri, params.position);
    if (config) {
      const found = hoverParameter(config.index, config.offset) ?? hoverRule(config.index, config.offset, graphOf(config.document));
      return found ? toLspHover(found, (o) => config.document.positionAt(o)) : null;
    }
    const at = rgdAt(params.textDocument.uri, params.position);
    const found = at && (hoverAt(at.index, at.offset, settings.schemasFor(at.index.document)) ?? hoverMarkerAt(at.document.getText(), at.offset));
    return found ? toLspHover(found, (o) => at.document.positionAt(o)) : null;
  });
  connection.onDefinition((params): Location | null => {
    const config = configAt(params.textDocument.uri, params.position);
    if (config) {
      const range = defineParameter(config.index, config.offset);
      return range ? { uri: config.document.uri, range: rangeIn(config.document)(range[0], range[1]) } : null;
    }
    const at = rgdAt(params.textDocument.uri, params.position);
    const range = at && definitionAt(at.index, at.offset);
    return range ? { uri: at.document.uri, range: rangeIn(at.document)(range[0], range[1]) } : null;
  });
  connection.onReferences((params): Location[] => {
    const config = configAt(params.textDocument.uri, params.position);
    if (config) return parameterReferences(config.index, config.offset).map((r) => ({ uri: config.document.uri, range: rangeIn(config.document)(r[0], r[1]) }));
    const at = rgdAt(params.textDocument.uri, params.position);
    if (!at) return [];
    return referencesAt(at.index, at.offset).map((r) => ({ uri: at.document.uri, range: rangeIn(at.document)(r[0], r[1]) }));
  });
  connection.onPrepareRename((params) => {
    const config = configAt(params.textDocument.uri, params.position);
    if (config) {
      const found = parameterRenameRange(config.index, config.offset);
      return found ? { range: rangeIn(config.document)(found.range[0], found.range[1]), placeholder: found.name } : null;
    }
    const at = rgdAt(params.textDocument.uri, params.position);
    const found = at && renameRangeAt(at.index, at.offset);
    return found ? { range: rangeIn(at.document)(found.range[0], found.range[1]), placeholder: found.name } : null;
  });
  connection.onRenameRequest((params) => {
    const config = configAt(params.textDocument.uri, params.position);
    if (config) {
      const result = renameParameter(config.index, config.offset, params.newName);
      if (!result) return null;
      if ('error' in result) throw new Error(result.error);
      return { changes: { [config.document.uri]: result.edits.map((r) => ({ range: rangeIn(config.document)(r[0], r[1]), newText: params.newName })) } };
    }
    const at = rgdAt(params.textDocument.uri, params.position);
    const result = at && renameAt(at.index, at.offset, params.newName);
    if (!result) return null;
    if ('error' in result) throw new Error(result.error);
    return { changes: { [at.document.uri]: result.edits.map((r) => ({ range: rangeIn(at.document)(r[0], r[1]), newText: params.newName })) } };
  });
  connection.onCodeAction((params): CodeAction[] => {
    const document = documents.get(params.textDocument.uri);
    if (!document || !kindOf(document)) return [];
    const index = indexAt(indexOf(document), document.offsetAt(params.range.start));
    const schemas = settings.schemasFor(index?.document);
    return params.context.diagnostics.flatMap((diagnostic) =>
      quickFixes(
        document.getText(),
        index,
        { code: diagnostic.code, message: diagnostic.message, range: [document.offsetAt(diagnostic.range.start), document.offsetAt(diagnostic.range.end)] },
        schemas,
      ).map((fix) => ({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.uri]: fix.edits.map((e) => ({ range: rangeIn(document)(e.range[0], e.range[1]), newText: e.newText })) } },
      })),
    );
  });
  connection.onDocumentSymbol((params) => {
    const document = documents.get(params.textDocument.uri);
    return document ? documentSymbols(indexOf(document), rangeIn(document)) : [];
  });
  connection.onExecuteCommand((params) => {
    if (params.command !== GRAPH_COMMAND) return null;
    const uri = params.arguments?.[0];
    const document = typeof uri === 'string' ? documents.get(uri) : undefined;
    if (!document) return null;
    const result = check({ files: [{ file: fileOf(document.uri), source: document.getText() }], schemasFor: settings.schemasFor, target: settings.target });
    return result.results.map((rgd) => renderGraph(rgd, 'mermaid')).join('\n');
  });

  connection.listen();
}
