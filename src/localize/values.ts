/**
 * Parameter values for `rgdc localize`: read from a values file, merged over
 * `configuration.defaults`, each leaf remembering where it came from so a schema
 * violation points at the line that set it.
 *
 * Accepted values files:
 * - a YAML map of parameter values (`replicas: 3`);
 * - a Kubernetes ConfigMap (`kind: ConfigMap`), as OCM v1 Configuration `valuesFrom`
 *   and Flux `valuesFrom` used them. Its `data` is read as
 *   1. the YAML/JSON document under `values.yaml` (Flux's default `valuesKey`), else
 *   2. the document under the only key ending in `.yaml`, `.yml` or `.json`, else
 *   3. flat `key: value` entries, each value parsed as a YAML scalar (`"3"` → 3,
 *      `"true"` → true; `[..]`/`{..}` flow text → list/map; anything else stays text).
 *   Keys are parameter names as written: `ui.color` is a key, not a path.
 */
import { isScalar, type Scalar } from 'yaml';
import { formatFieldPath } from '../source/field-path.js';
import { loadYaml, parseYamlValue } from '../source/index.js';
import type { FieldPath, LoadedDocument } from '../source/types.js';
import type { DiagnosticSink, SourceSpan } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import type { SourceFile } from './types.js';
import { isRecord } from '../util/records.js';

/** Finds the text that set a parameter path (a values path, outermost first). */
export type Locator = (path: FieldPath, options?: { key?: boolean }) => { span: SourceSpan; path: string };

/** The values given by the user, with a way to point at each. */
export interface LoadedValues {
  readonly values: Record<string, unknown>;
  readonly locate: Locator;
}

/** The values, or `undefined` after reporting why the file is unusable. */
export function loadValues(input: SourceFile, report: DiagnosticSink): LoadedValues | undefined {
  let failed = false;
  const loaded = loadYaml(input.file, input.source, (d) => {
    if (d.severity === 'error') failed = true;
    report(d);
  });
  if (failed) return undefined;
  // An empty document (`---` with nothing after it, `~`) sets nothing: Helm and Flux read
  // `replicas: 3` followed by a closing `---` as the map. Two documents that set values are
  // refused: Helm would read the first and drop the other without a word.
  const documents = loaded.documents.filter((d) => d.value !== null);
  const [document, ...extra] = documents;
  if (extra.length > 0) {
    report(
      makeDiagnostic(
        'yaml_multiple_documents',
        extra[0]!.locate([]),
        '',
        `the values file holds ${documents.length} documents of values; it must hold one map (or one ConfigMap)`,
        { hint: 'Merge the documents into one map, or remove the other `---` documents.' },
      ),
    );
    return undefined;
  }
  if (!document) return { values: {}, locate: () => ({ span: { file: loaded.file, line: 1, column: 1, endLine: 1, endColumn: 1 }, path: '' }) };
  const value = document.value;
  if (!isRecord(value)) {
    report(makeDiagnostic('localize_invalid_values', document.locate([]), '', 'the values file is not a map of parameter values'));
    return undefined;
  }
  if (value.kind === 'ConfigMap' && typeof value.apiVersion === 'string') return configMapValues(document, value, report);
  return { values: value, locate: (path, options) => ({ span: document.locate(path, options), path: formatFieldPath(path) }) };
}

function configMapValues(document: LoadedDocument, configMap: Record<string, unknown>, report: DiagnosticSink): LoadedValues | undefined {
  const data = configMap.data ?? {};
  if (!isRecord(data)) {
    report(makeDiagnostic('localize_invalid_values', document.locate(['data']), 'data', "the ConfigMap's `data` is not a map"));
    return undefined;
  }
  const keys = Object.keys(data);
  const documentKeys = keys.filter((k) => /\.(ya?ml|json)$/.test(k));
  const key = 'values.yaml' in data ? 'values.yaml' : documentKeys.length === 1 ? documentKeys[0] : undefined;
  if (key === undefined) {
    const values: Record<string, unknown> = {};
    for (const k of keys) values[k] = scalarValue(data[k]);
    return {
      values,
      locate: (path, options) => ({
        span: document.locate(['data', ...path.slice(0, 1)], path.length > 1 ? {} : options),
        path: formatFieldPath(['data', ...path.slice(0, 1)]),
      }),
    };
  }
  const text = data[key];
  if (typeof text !== 'string') {
    report(
      makeDiagnostic(
        'localize_invalid_values',
        document.locate(['data', key]),
        formatFieldPath(['data', key]),
        `\`data.${key}\` must be a YAML or JSON document (text)`,
      ),
    );
    return undefined;
  }
  let failed = false;
  const inner = loadYaml(document.file, text, (d) => {
    failed ||= d.severity === 'error';
    report(shiftDiagnostic(d, document, key));
  });
  if (failed) return undefined;
  const innerDocument = inner.documents[0];
  const innerValue = innerDocument?.value ?? {};
  if (!isRecord(innerValue)) {
    report(
      makeDiagnostic(
        'localize_invalid_values',
        document.locate(['data', key]),
        formatFieldPath(['data', key]),
        `\`data.${key}\` is not a map of parameter values`,
      ),
    );
    return undefined;
  }
  return {
    values: innerValue,
    locate: (path, options) => ({
      span: innerDocument ? shiftSpan(innerDocument.locate(path, options), document, key) : document.locate(['data', key]),
      path: formatFieldPath(['data', key, ...path]),
    }),
  };
}

/** A flat ConfigMap entry read as a YAML scalar (flow lists and maps allowed). */
function scalarValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const read = parseYamlValue(value);
  if ('error' in read) return value;
  const parsed = read.value;
  if (parsed !== null && typeof parsed === 'object' && !/^\s*[[{]/.test(value)) return value;
  return parsed;
}

/**
 * Maps a span inside a document embedded in a ConfigMap value back to the ConfigMap file.
 * Exact for literal block scalars (`values.yaml: |`); otherwise the whole value is shown.
 */
function shiftSpan(span: SourceSpan, document: LoadedDocument, key: string): SourceSpan {
  const whole = document.locate(['data', key]);
  const node = document.doc.getIn(['data', key], true) as Scalar | undefined;
  if (!isScalar(node) || node.type !== 'BLOCK_LITERAL' || !node.range) return whole;
  // The block's content starts on the line after its header; find its indentation.
  const headerLine = document.lineCounter.linePos(node.range[0]).line;
  const firstContent = document.source
    .slice(node.range[0])
    .split('\n')
    .slice(1)
    .find((line) => line.trim() !== '');
  const indent = firstContent ? firstContent.length - firstContent.trimStart().length : 0;
  return {
    file: document.file,
    line: headerLine + span.line,
    column: span.column + indent,
    endLine: headerLine + span.endLine,
    endColumn: span.endColumn + indent,
  };
}

function shiftDiagnostic<T extends { line: number; column: number; endLine: number; endColumn: number; file: string }>(
  d: T,
  document: LoadedDocument,
  key: string,
): T {
  return { ...d, ...shiftSpan(d, document, key) };
}

/**
 * Deep merge of `values` over `defaults`: maps merge key by key, anything else (lists
 * included) replaces the default, as Helm and kro instance defaulting do.
 */
export function mergeValues(defaults: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(values)) {
    const base = out[key];
    out[key] = isRecord(base) && isRecord(value) ? mergeValues(base, value) : value;
  }
  return out;
}

/** True when `path` (or a parent of it) was set by the values file. */
export function fromValues(values: Record<string, unknown>, path: FieldPath): boolean {
  let node: unknown = values;
  for (const segment of path) {
    if (Array.isArray(node)) return true;
    if (!isRecord(node) || !Object.hasOwn(node, String(segment))) return false;
    node = node[String(segment)];
  }
  return true;
}
