/**
 * `--external FILE`: the objects `externalRef` resources read. An externalRef by name
 * matches the object of the same `apiVersion`, `kind`, name and namespace (the instance's
 * when the reference gives none); one by selector matches every object of that kind whose
 * labels satisfy the selector (`matchLabels`, and `matchExpressions` with `In`, `NotIn`,
 * `Exists`, `DoesNotExist`) in the reference's namespace, or in any namespace when none.
 */
import { loadYaml } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { createCollector } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import type { PreviewFile } from '../types.js';
import { isRecord } from '../../util/records.js';

type Json = Record<string, unknown>;

/** Reads every object of the files; documents that are not objects are reported. */
export function readExternals(files: readonly PreviewFile[], report: DiagnosticSink): Json[] {
  const objects: Json[] = [];
  for (const file of files) {
    const sink = createCollector();
    const loaded = loadYaml(file.file, file.source, sink.report);
    sink.diagnostics.forEach(report);
    for (const document of loaded.documents) {
      const value = document.value;
      if (value === null || value === undefined) continue;
      const items = isRecord(value) && value.kind === 'List' && Array.isArray(value.items) ? value.items : [value];
      for (const item of items) {
        const metadata = isRecord(item) && isRecord(item.metadata) ? item.metadata : undefined;
        if (!isRecord(item) || typeof item.apiVersion !== 'string' || typeof item.kind !== 'string' || typeof metadata?.name !== 'string') {
          report(
            makeDiagnostic(
              'preview_invalid_external',
              document.locate([]),
              '',
              `document ${document.index + 1} of ${loaded.file} is not a Kubernetes object with apiVersion, kind and metadata.name`,
            ),
          );
          continue;
        }
        objects.push(item);
      }
    }
  }
  return objects;
}

/** The objects an evaluated `externalRef` reads; `namespace` is already defaulted when needed. */
export function matchExternals(objects: readonly Json[], ref: Json, defaultNamespace: string): { objects: Json[]; collection: boolean } {
  const metadata = isRecord(ref.metadata) ? ref.metadata : {};
  const sameKind = objects.filter((o) => o.apiVersion === ref.apiVersion && o.kind === ref.kind);
  const namespaceOf = (o: Json) => String((o.metadata as Json).namespace ?? '');
  if (isRecord(metadata.selector)) {
    const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : '';
    const selector = metadata.selector;
    const matching = sameKind.filter((o) => (namespace === '' || namespaceOf(o) === namespace) && selects(selector, labelsOf(o)));
    return { objects: matching.sort((a, b) => `${namespaceOf(a)}/${nameOf(a)}`.localeCompare(`${namespaceOf(b)}/${nameOf(b)}`)), collection: true };
  }
  const namespace = typeof metadata.namespace === 'string' && metadata.namespace !== '' ? metadata.namespace : defaultNamespace;
  const found = sameKind.find((o) => nameOf(o) === metadata.name && (namespaceOf(o) === namespace || namespaceOf(o) === ''));
  return { objects: found ? [found] : [], collection: false };
}

function selects(selector: Json, labels: Record<string, string>): boolean {
  const matchLabels = isRecord(selector.matchLabels) ? selector.matchLabels : {};
  if (!Object.entries(matchLabels).every(([k, v]) => labels[k] === String(v))) return false;
  const expressions = Array.isArray(selector.matchExpressions) ? selector.matchExpressions.filter(isRecord) : [];
  return expressions.every((e) => {
    const key = String(e.key ?? '');
    const values = Array.isArray(e.values) ? e.values.map(String) : [];
    switch (e.operator) {
      case 'In':
        return key in labels && values.includes(labels[key]!);
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key]!);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        return false;
    }
  });
}

function labelsOf(object: Json): Record<string, string> {
  const metadata = object.metadata as Json;
  return isRecord(metadata.labels) ? (metadata.labels as Record<string, string>) : {};
}

function nameOf(object: Json): string {
  return String((object.metadata as Json).name ?? '');
}
