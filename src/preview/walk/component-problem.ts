/**
 * Reports what the component descriptor contradicts (a resource it lacks, a resource of
 * a type the delivery cannot use, a version outside the semver constraint) where the
 * author can fix it: for ConfigData input, at the ConfigData field that named the
 * resource (`deploy.helm.chart`, `localization[1].resource`) or `component.version`,
 * found through the compiled node's `origin`; for an RGD, at the template field. A
 * version the instance file sets to something else than the ConfigData's
 * (`spec.component.version`) is reported there instead.
 */
import { formatFieldPath } from '../../source/index.js';
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import type { DiagnosticSink, SourceSpan } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import type { StoredInstance } from '../instance/index.js';
import type { FieldPath, PreviewGraph } from '../types.js';
import type { ComponentProblem, ReferenceNotice } from '../upstream/index.js';

const CODES: Record<ComponentProblem['kind'], DiagnosticCode> = {
  'resource-missing': 'preview_component_resource_missing',
  'resource-type': 'preview_component_resource_type',
  'version-mismatch': 'preview_component_version_mismatch',
};

/**
 * Reports `problem` of resource `id` (entry `index` of `spec.resources`). Returns whether
 * the resource failed (an error) or only waits (a version mismatch without `--strict`:
 * the controller would not resolve the component, so kro would wait).
 */
export function reportComponentProblem(
  graph: PreviewGraph,
  instance: StoredInstance,
  id: string,
  index: number,
  problem: ComponentProblem,
  strict: boolean,
  report: DiagnosticSink,
): 'failed' | 'waiting' {
  const version = problem.kind === 'version-mismatch';
  const node = graph.source.compiledNodes?.get(id);
  const configData = graph.source.configData;
  let at: FieldPath;
  let span: SourceSpan;
  if (version && configData && instance.document && overridden(instance, configData.value)) {
    at = INSTANCE_VERSION;
    span = instance.document.locate(at);
  } else if (configData && node) {
    at = version ? ['component', 'version'] : node.origin;
    span = configData.locate(at);
  } else {
    at = ['spec', 'resources', index, 'template', 'spec', ...(version ? ['semver'] : ['resource', 'byReference', 'resource'])];
    span = graph.checked.model.document.locate(at);
  }
  const severity = version && !strict ? 'warning' : 'error';
  const consequence = severity === 'error' ? '' : `; kro would wait, so ${id} and what depends on it are not shown (--strict makes this an error)`;
  report(makeDiagnostic(CODES[problem.kind], span, formatFieldPath(at), `${id}: ${problem.message}${consequence}`, { hint: problem.hint, severity }));
  return severity === 'error' ? 'failed' : 'waiting';
}

/** Where a ConfigData's compiled instance API carries the component version. */
const INSTANCE_VERSION: FieldPath = ['spec', 'component', 'version'];

/** The instance file sets the component version, to another value than the ConfigData's. */
function overridden(instance: StoredInstance, configData: unknown): boolean {
  const path = INSTANCE_VERSION;
  if (instance.defaulted.some((p) => p.length === path.length && p.every((k, i) => k === path[i]))) return false;
  const value = read(instance.object, path);
  return value !== undefined && value !== read(configData, ['component', 'version']);
}

function read(root: unknown, path: FieldPath): unknown {
  let value = root;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
  return value;
}

/**
 * Reports that the OCM controller would read resource `id`'s image reference otherwise
 * than preview shows it, where the resource is named (the ConfigData field, or the
 * template's `resource.byReference.resource`): an info when the pull reaches the same
 * image, a warning when it would not.
 */
export function reportReferenceNotice(graph: PreviewGraph, id: string, index: number, notice: ReferenceNotice, report: DiagnosticSink): void {
  const node = graph.source.compiledNodes?.get(id);
  const configData = graph.source.configData;
  const at: FieldPath = configData && node ? node.origin : ['spec', 'resources', index, 'template', 'spec', 'resource', 'byReference', 'resource'];
  const span = configData && node ? configData.locate(at) : graph.checked.model.document.locate(at);
  report(
    makeDiagnostic('preview_reference_reading', span, formatFieldPath(at), `${id}: ${notice.message}`, {
      hint: notice.hint,
      severity: notice.samePull ? 'info' : 'warning',
    }),
  );
}
