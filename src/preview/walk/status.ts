/**
 * Preview step 5: the instance's `status`, as kro writes it. Every `schema.status` field
 * is evaluated with every resource the walk produced; fields whose data is not there yet
 * are left out (kro fills them in on a later reconcile). kro's own fields follow: `state`
 * (`ACTIVE` when every resource was created or skipped and is ready, `ERROR` when an
 * expression failed, else `IN_PROGRESS`) and `conditions` (the four built-in ones, or the
 * author's `conditions` expressions when the RGD declares them).
 */
import type { KroEnvironment } from '../../cel/environment.js';
import type { RgdEnvironment } from '../../kro/type-check/environment.js';
import { fromCelValue, type CelValue } from '../../cel/evaluate.js';
import { formatFieldPath } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import type { FieldPath, NodeOutcome, PreviewGraph } from '../types.js';
import { FIRST_GENERATION } from '../upstream/index.js';
import { evaluateStandalone, evaluateTemplate } from './evaluate-template.js';
import { isRecord } from '../../util/records.js';
import type { ScannerRules } from '../../template/scanner.js';

/** The projected status and the template string behind each field (for `--explain`). */
export interface ProjectedStatus {
  readonly status: Record<string, unknown>;
  /** Status field path (below `status`) → the RGD string that produced it. */
  readonly expressions: ReadonlyMap<string, string>;
}

/** Evaluates `schema.status` and adds kro's `state` and `conditions`. */
export function projectStatus(
  graph: PreviewGraph,
  environments: RgdEnvironment,
  bindings: Readonly<Record<string, CelValue>>,
  nodes: readonly { readonly id: string; readonly outcome: NodeOutcome }[],
  counter: { expressions: number },
  report: DiagnosticSink,
): ProjectedStatus {
  const declared = graph.checked.model.status;
  const status: Record<string, unknown> = {};
  const expressions = new Map<string, string>();
  const settled = nodes.every((n) => n.outcome === 'created' || n.outcome === 'external' || n.outcome === 'skipped');
  const failed = nodes.some((n) => n.outcome === 'failed');
  const document = graph.checked.model.document;
  let conditions: unknown[] | undefined;
  const env = environments.base;
  const rules = graph.kro.scanner;
  if (isRecord(declared)) {
    for (const [key, value] of Object.entries(declared)) {
      if (key === 'state') continue;
      if (key === 'conditions' && Array.isArray(value)) {
        conditions = authorConditions(value, environments.conditions(), bindings, counter, rules);
        continue;
      }
      const projected = projectField(value, [key], env, bindings, counter, rules, expressions, (path, message) => {
        // Only worth a warning when nothing upstream explains the gap already.
        if (settled)
          report(
            makeDiagnostic(
              'preview_unresolved',
              document.locate(['spec', 'schema', 'status', ...path]),
              formatFieldPath(['spec', 'schema', 'status', ...path]),
              `status.${formatFieldPath(path)}: ${message}; kro leaves the field out`,
            ),
          );
      });
      if (projected !== undefined) status[key] = projected;
    }
  }
  const waiting = nodes.filter((n) => n.outcome !== 'created' && n.outcome !== 'external' && n.outcome !== 'skipped').map((n) => n.id);
  status.conditions = (conditions ?? builtinConditions(settled, waiting)).map((c) => (isRecord(c) ? { ...c, observedGeneration: FIRST_GENERATION } : c));
  status.state = failed ? 'ERROR' : settled ? 'ACTIVE' : 'IN_PROGRESS';
  return { status, expressions };
}

function projectField(
  value: unknown,
  path: FieldPath,
  env: KroEnvironment,
  bindings: Readonly<Record<string, CelValue>>,
  counter: { expressions: number },
  rules: ScannerRules,
  expressions: Map<string, string>,
  missing: (path: FieldPath, message: string) => void,
): unknown {
  if (typeof value === 'string') {
    const result = evaluateTemplate(value, { env, bindings, counter, rules });
    if ('problem' in result) {
      missing(path, `\${${result.problem.expression.trim()}} has no value (${result.problem.message})`);
      return undefined;
    }
    expressions.set(formatFieldPath(path), value);
    return result.value;
  }
  if (Array.isArray(value)) {
    const out = value.map((item, i) => projectField(item, [...path, i], env, bindings, counter, rules, expressions, missing)).filter((v) => v !== undefined);
    return out;
  }
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const projected = projectField(child, [...path, key], env, bindings, counter, rules, expressions, missing);
      if (projected !== undefined) out[key] = projected;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return value;
}

function authorConditions(
  entries: readonly unknown[],
  env: KroEnvironment,
  bindings: Readonly<Record<string, CelValue>>,
  counter: { expressions: number },
  rules: ScannerRules,
): unknown[] {
  const out: unknown[] = [];
  for (const entry of entries) {
    const result = evaluateStandalone(String(entry), { env, bindings, counter, rules });
    if ('problem' in result) continue;
    const value = fromCelValue(result.value);
    // One by one: spreading a list of more than ~125,000 items into push() overflows the stack.
    if (Array.isArray(value)) for (const item of value) out.push(item);
    else out.push(value);
  }
  return out;
}

/** kro's built-in instance conditions (wording of the e2e assertions). */
function builtinConditions(settled: boolean, waiting: readonly string[]): Record<string, unknown>[] {
  const resources = settled
    ? { type: 'ResourcesReady', status: 'True', reason: 'AllResourcesReady', message: 'all resources are created and ready' }
    : { type: 'ResourcesReady', status: 'False', reason: 'NotReady', message: `waiting for: ${waiting.join(', ')}` };
  return [
    { type: 'InstanceManaged', status: 'True', reason: 'Managed', message: 'instance is properly managed with finalizers and labels' },
    { type: 'GraphResolved', status: 'True', reason: 'Resolved', message: 'runtime graph created and all resources resolved' },
    resources,
    settled
      ? { type: 'Ready', status: 'True', reason: 'Ready', message: '' }
      : { type: 'Ready', status: 'False', reason: 'NotReady', message: resources.message },
  ];
}
