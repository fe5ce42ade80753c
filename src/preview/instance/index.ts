/**
 * Preview step 2: the instance, as the API server would store it. The file must hold one
 * object of the RGD's `apiVersion` and `kind` with a `metadata.name`; the RGD's instance
 * schema (SimpleSchema converted by `simpleSchemaToOpenApi` during check) is applied:
 * defaults first, then validation, every violation positioned at its field in the
 * instance file. A namespaced instance without `metadata.namespace` gets `default`, as
 * `kubectl apply` does in a context without a namespace.
 */
import { formatFieldPath, loadYaml, type LoadedDocument } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import type { CheckedDocument } from '../../kro/document.js';
import { createCollector } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { checkUrlCredentials } from '../../sensitive/url-credentials.js';
import type { FieldPath, PreviewFile, PreviewGraph } from '../types.js';
import { applyDefaults } from './defaults.js';
import { validateValue, type InstanceIssue } from './validate.js';
import { isRecord } from '../../util/records.js';
import { isDns1123Label, isDns1123Subdomain } from '../../kube/object-meta.js';

/** The namespace `kubectl apply` uses when neither the object nor the context names one. */
export const DEFAULT_NAMESPACE = 'default';

/** The stored instance and which of its fields came from defaults. */
export interface StoredInstance {
  /** `apiVersion`, `kind`, `metadata` and the defaulted `spec`; no `status`. */
  readonly object: Record<string, unknown>;
  readonly name: string;
  /** Empty for cluster-scoped instances. */
  readonly namespace: string;
  /** Paths (from the object root) of fields set by defaults. */
  readonly defaulted: readonly FieldPath[];
  /** True when `metadata.namespace` was not in the file. */
  readonly namespaceDefaulted: boolean;
  /** The instance document, to position diagnostics about fields the file sets. */
  readonly document?: LoadedDocument;
}

const TOP_LEVEL = new Set(['apiVersion', 'kind', 'metadata', 'spec', 'status']);

/** Reads, defaults and validates the instance; undefined when the API server would refuse it. */
export function readInstance(input: PreviewFile, graph: PreviewGraph, report: DiagnosticSink): StoredInstance | undefined {
  const sink = createCollector();
  const loaded = loadYaml(input.file, input.source, sink.report);
  sink.diagnostics.forEach(report);
  if (sink.hasErrors()) return undefined;
  const documents = loaded.documents.filter((d) => d.value !== null && d.value !== undefined);
  const wrong = (span = fileSpan(loaded.file), path = '', what = 'nothing') =>
    report(
      makeDiagnostic(
        'preview_wrong_kind',
        span,
        path,
        `the instance file must hold one ${graph.kind} (apiVersion: ${graph.instanceApiVersion}); it holds ${what}`,
      ),
    );
  if (documents.length !== 1) {
    wrong(documents[1]?.locate([]), '', documents.length === 0 ? 'nothing' : `${documents.length} documents`);
    return undefined;
  }
  const document = documents[0]!;
  // An instance's URL with credentials would reach the cluster's objects: refused.
  if (checkUrlCredentials(document, report) > 0) return undefined;
  const value = document.value;
  if (!isRecord(value)) {
    wrong(document.locate([]), '', 'a value that is not an object');
    return undefined;
  }
  if (value.apiVersion !== graph.instanceApiVersion || value.kind !== graph.kind) {
    const path = value.kind !== graph.kind ? ['kind'] : ['apiVersion'];
    wrong(
      document.locate(path),
      formatFieldPath(path),
      `${String(value.kind ?? 'an object without kind')} (apiVersion: ${String(value.apiVersion ?? 'none')})`,
    );
    return undefined;
  }
  return storeInstance(document, value, graph, report);
}

/** What validating an instance needs of its RGD: the instance kind, scope and spec schema. */
export interface InstanceApi {
  readonly kind: string;
  readonly checked: { readonly model: Pick<CheckedDocument['model'], 'scope'>; readonly specSchema: CheckedDocument['specSchema'] };
}

/**
 * Defaults and validates one instance document of the right kind, as the API server
 * stores it; undefined (after reporting every violation as `code`) when it would refuse
 * it. `rgdc check` uses it for the instances it finds next to their RGDs.
 */
export function storeInstance(
  document: LoadedDocument,
  value: Record<string, unknown>,
  graph: InstanceApi,
  report: DiagnosticSink,
  code: DiagnosticCode = 'preview_invalid_instance',
): StoredInstance | undefined {
  const issues: InstanceIssue[] = [];
  for (const key of Object.keys(value)) if (!TOP_LEVEL.has(key)) issues.push({ path: [key], message: `unknown field "${key}"` });
  const metadata = isRecord(value.metadata) ? { ...value.metadata } : {};
  if (typeof metadata.name !== 'string' || metadata.name === '')
    issues.push({ path: ['metadata', 'name'], message: 'metadata.name: Required value: name or generateName is required', missing: true });
  else issues.push(...nameIssues(metadata.name, ['metadata', 'name'], 'subdomain'));
  const namespaced = graph.checked.model.scope === 'Namespaced';
  const namespaceDefaulted = namespaced && (typeof metadata.namespace !== 'string' || metadata.namespace === '');
  if (namespaceDefaulted) metadata.namespace = DEFAULT_NAMESPACE;
  else if (namespaced && typeof metadata.namespace === 'string') issues.push(...nameIssues(metadata.namespace, ['metadata', 'namespace'], 'label'));
  if (!namespaced) delete metadata.namespace;

  const defaulted: FieldPath[] = [];
  const specSchema = graph.checked.specSchema as Record<string, unknown>;
  const root = applyDefaults({ spec: value.spec ?? undefined }, { type: 'object', properties: { spec: specSchema } }, [], defaulted) as Record<string, unknown>;
  const spec = root.spec === undefined ? {} : root.spec;
  validateValue(spec, specSchema, ['spec'], issues);
  for (const issue of issues) {
    // A missing field is shown at its parent, unless the file has it as `null` (pruned by
    // the API server before validation, see defaults.ts): then at its own line.
    const written = issue.missing && hasKey(value, issue.path);
    const path = issue.missing && !written ? issue.path.slice(0, -1) : issue.path;
    report(
      makeDiagnostic(
        code,
        document.locate(path, { key: written || issue.message.startsWith('unknown field') }),
        formatFieldPath(issue.path),
        `${graph.kind} "${String(metadata.name ?? '')}" is invalid: ${issue.message}`,
      ),
    );
  }
  if (issues.length > 0) return undefined;
  const object = { apiVersion: value.apiVersion, kind: value.kind, metadata, spec };
  return { object, name: metadata.name as string, namespace: namespaced ? (metadata.namespace as string) : '', defaulted, namespaceDefaulted, document };
}

/**
 * The API server's check of an object name (RFC 1123 subdomain, custom resources too) or
 * namespace (RFC 1123 label), in its words: the generated names are built from these.
 */
function nameIssues(value: string, path: FieldPath, rule: 'subdomain' | 'label'): InstanceIssue[] {
  const field = formatFieldPath(path);
  const max = rule === 'subdomain' ? 253 : 63;
  if (value.length > max) return [{ path, message: `${field}: Invalid value: ${JSON.stringify(value)}: must be no more than ${max} characters` }];
  if (rule === 'subdomain' ? isDns1123Subdomain(value) : isDns1123Label(value)) return [];
  const regex = rule === 'subdomain' ? '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*' : '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
  const what =
    rule === 'subdomain'
      ? "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.'"
      : "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-'";
  const example = rule === 'subdomain' ? 'example.com' : 'my-name';
  return [
    {
      path,
      message: `${field}: Invalid value: ${JSON.stringify(value)}: ${what}, and must start and end with an alphanumeric character (e.g. '${example}', regex used for validation is '${regex}')`,
    },
  ];
}

/** True when the file's value has the key at `path` (whatever its value, `null` included). */
function hasKey(value: unknown, path: FieldPath): boolean {
  let node = value;
  for (const segment of path.slice(0, -1)) node = isRecord(node) ? node[segment as string] : undefined;
  return isRecord(node) && Object.hasOwn(node, path[path.length - 1] as string);
}
