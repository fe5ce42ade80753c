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
import { documentCache } from './document-cache.js';

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

/** A position in an open ConfigData, with its index. */
interface ConfigDataPosition {
  readonly document: TextDocument;
  readonly offset: number;
  readonly index: ConfigDataIndex;
}

/** A position inside one RGD document of an open file, with that document's index. */
interface RgdPosition {
  readonly document: TextDocument;
  readonly offset: number;
  readonly index: RgdIndex;
}

/** Serves LSP on `connection` until the client exits. */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = createDocumentStore();
  const backlog = options.backlog ?? (() => 0);
  let root: string | undefined;
  let settings: ResolvedSettings = resolveSettings({}, undefined);
  const timers = new Map<string, NodeJS.Timeout>();
  const pendingSince = new Map<string, number>();

  const fileOf = documentName;
  const kindOf = (document: TextDocument): DocumentKind | undefined => documentKind(document.getText());
  // What each open document is made into, once per version.
  const rgdIndexes = documentCache<RgdIndex[]>((document, previous) => {
    if (kindOf(document) !== 'rgd') return [];
    const built = indexRgds(fileOf(document.uri), document.getText());
    // Half-typed YAML (an open quote) does not parse: completion then works from the last
    // index that did, whose resources and schema are still right.
    return built.length === 0 && previous ? previous : built;
  });
  const configIndexes = documentCache<ConfigDataIndex | undefined>((document, previous) =>
    kindOf(document) === 'configdata' ? (indexConfigData(fileOf(document.uri), document.getText()) ?? previous) : undefined,
  );
  // The compiled graph of a ConfigData, for the hover of its rules; compiled on demand.
  const graphs = documentCache<ResourceGraph | undefined>((document) => compiledGraph(fileOf(document.uri), document.getText(), settings));
  const caches = [rgdIndexes, configIndexes, graphs];
  const indexOf = (document: TextDocument): RgdIndex[] => rgdIndexes.get(document);
  const graphOf = (document: TextDocument): ResourceGraph | undefined => graphs.get(document);
  /**
   * The one branch every position request takes: a ConfigData position goes to `configdata`,
   * an RGD position to `rgd`, anything else gets `none`.
   */
  const atPosition = <R>(
    params: { readonly textDocument: { readonly uri: string }; readonly position: { line: number; character: number } },
    handlers: { readonly configdata: (at: ConfigDataPosition) => R; readonly rgd: (at: RgdPosition) => R; readonly none: R },
  ): R => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return handlers.none;
    const offset = document.offsetAt(params.position);
    if (kindOf(document) === 'configdata') {
      const index = configIndexes.get(document);
      if (index) return handlers.configdata({ document, offset, index });
    }
    const index = indexAt(indexOf(document), offset);
    return index ? handlers.rgd({ document, offset, index }) : handlers.none;
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
      for (const cache of caches) cache.delete(uri);
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
    for (const cache of caches) cache.delete(params.uri);
    schedule(params.uri, 0);
  });

  connection.onCompletion((params) =>
    atPosition(params, {
      configdata: ({ document, offset, index }) =>
        completeResourceNames(document.getText(), offset, settings.components) ?? completeParameters(index, document.getText(), offset),
      rgd: ({ document, offset, index }) => {
        const schemas = settings.schemasFor(index.document);
        const inExpression = completeAt(index, document.getText(), offset, schemas);
        return inExpression.length > 0 ? inExpression : completeYamlAt(index, document.getText(), offset, schemas);
      },
      none: [],
    }),
  );
  connection.onHover((params) =>
    atPosition(params, {
      configdata: ({ document, offset, index }) => {
        const found = hoverParameter(index, offset) ?? hoverRule(index, offset, graphOf(document));
        return found ? toLspHover(found, (o) => document.positionAt(o)) : null;
      },
      rgd: ({ document, offset, index }) => {
        const found = hoverAt(index, offset, settings.schemasFor(index.document)) ?? hoverMarkerAt(document.getText(), offset);
        return found ? toLspHover(found, (o) => document.positionAt(o)) : null;
      },
      none: null,
    }),
  );
  const locations = (document: TextDocument, ranges: readonly (readonly [number, number])[]): Location[] =>
    ranges.map((r) => ({ uri: document.uri, range: rangeIn(document)(r[0], r[1]) }));
  connection.onDefinition((params): Location | null =>
    atPosition(params, {
      configdata: ({ document, offset, index }) => {
        const range = defineParameter(index, offset);
        return range ? locations(document, [range])[0]! : null;
      },
      rgd: ({ document, offset, index }) => {
        const range = definitionAt(index, offset);
        return range ? locations(document, [range])[0]! : null;
      },
      none: null,
    }),
  );
  connection.onReferences((params): Location[] =>
    atPosition(params, {
      configdata: ({ document, offset, index }) => locations(document, parameterReferences(index, offset)),
      rgd: ({ document, offset, index }) => locations(document, referencesAt(index, offset)),
      none: [],
    }),
  );
  const renameRange = (document: TextDocument, found: { readonly range: readonly [number, number]; readonly name: string } | undefined) =>
    found ? { range: rangeIn(document)(found.range[0], found.range[1]), placeholder: found.name } : null;
  connection.onPrepareRename((params) =>
    atPosition(params, {
      configdata: ({ document, offset, index }) => renameRange(document, parameterRenameRange(index, offset)),
      rgd: ({ document, offset, index }) => renameRange(document, renameRangeAt(index, offset)),
      none: null,
    }),
  );
  const renameEdits = (
    document: TextDocument,
    result: { readonly edits: readonly (readonly [number, number])[] } | { readonly error: string } | undefined,
    newName: string,
  ) => {
    if (!result) return null;
    if ('error' in result) throw new Error(result.error);
    return { changes: { [document.uri]: result.edits.map((r) => ({ range: rangeIn(document)(r[0], r[1]), newText: newName })) } };
  };
  connection.onRenameRequest((params) =>
    atPosition(params, {
      configdata: ({ document, offset, index }) => renameEdits(document, renameParameter(index, offset, params.newName), params.newName),
      rgd: ({ document, offset, index }) => renameEdits(document, renameAt(index, offset, params.newName), params.newName),
      none: null,
    }),
  );
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
