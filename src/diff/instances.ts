/**
 * The fan-out: every instance previewed against OLD and NEW (the same component
 * descriptors and status simulation as `rgdc preview`), and what changes for it. Objects
 * are matched by apiVersion, kind, namespace and name, as the API server identifies them;
 * their simulated `status` is left out of the field diff (it is not applied), while the
 * instance's own spec (defaults filled in) and kro-projected status are compared. An
 * instance whose NEW preview fails the instance schema is `rejected`: the new CRD would
 * refuse it (a new required field, a tighter enum or bound).
 */
import { LineCounter, parse, parseAllDocuments } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import type { Previewer } from '../preview/index.js';
import type { NodeOutcome, PreviewedObject, PreviewResult } from '../preview/types.js';
import { isRecord } from '../util/records.js';
import { diffFields } from './field-diff.js';
import type { InstanceFile, InstanceOutcome } from './types.js';

/** The outcome per instance, and what diff reports about them. */
export interface FanOut {
  readonly instances: InstanceOutcome[];
  /**
   * Every warning the previews gave (once, when both sides give it), and a
   * `diff_instance_not_compared` warning at each instance that is not compared.
   */
  readonly diagnostics: Diagnostic[];
}

/** Node outcomes that leave an object out of a preview: kro would wait, or the expression fails. */
const NOT_BUILT: ReadonlySet<NodeOutcome> = new Set(['pending', 'failed']);

/** Previews every instance on both sides. */
export function fanOut(instances: readonly InstanceFile[], before: Previewer, after: Previewer): FanOut {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const outcomes = instances.map((file) => {
    const sides = { before: before.run(file), after: after.run(file) };
    // Every reason a preview warns about reaches diff's output (the same warning of both sides once).
    for (const d of [...sides.before.diagnostics, ...sides.after.diagnostics]) {
      const key = JSON.stringify(d);
      if (d.severity !== 'warning' || seen.has(key)) continue;
      seen.add(key);
      diagnostics.push(d);
    }
    const outcome = compareInstance(file, sides.before, sides.after);
    if (outcome.verdict === 'not-compared') diagnostics.push(notComparedDiagnostic(file, outcome));
    return outcome;
  });
  return { instances: outcomes, diagnostics };
}

/**
 * OLD is the CRD the cluster has (no graph to preview): every instance is previewed
 * against NEW only. `rejected` when the new instance API refuses it, `not-compared` when
 * NEW cannot build one of its objects, else `accepted`.
 */
export function fanOutAgainstNew(instances: readonly InstanceFile[], after: Previewer): FanOut {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const outcomes = instances.map((file): InstanceOutcome => {
    const result = after.run(file);
    for (const d of result.diagnostics) {
      const key = JSON.stringify(d);
      if (d.severity !== 'warning' || seen.has(key)) continue;
      seen.add(key);
      diagnostics.push(d);
    }
    const at = {
      file: file.file,
      ...instanceStart(file.source),
      ...(file.item === undefined ? {} : { item: file.item }),
      name: instanceName(file, result),
      created: [],
      deleted: [],
      changed: [],
    };
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
    if (!result.ok)
      return {
        ...at,
        verdict: result.diagnostics.some((d) => d.code === 'preview_invalid_instance') ? 'rejected' : 'invalid',
        problems: errors.map((p) => `NEW: ${p}`),
      };
    const ids = result.nodes.filter((n) => NOT_BUILT.has(n.outcome)).map((n) => n.id);
    if (ids.length === 0) return { ...at, verdict: 'accepted', problems: [] };
    const problems = [
      `NEW: ${ids.join(', ')} not built`,
      ...result.diagnostics.filter((d) => d.severity === 'warning').map((d) => `NEW: ${d.code}: ${d.message}`),
    ];
    const outcome: InstanceOutcome = { ...at, verdict: 'not-compared', problems };
    diagnostics.push(notComparedDiagnostic(file, outcome));
    return outcome;
  });
  return { instances: outcomes, diagnostics };
}

function notComparedDiagnostic(file: InstanceFile, outcome: InstanceOutcome): Diagnostic {
  const span = { file: file.file, line: outcome.line, column: outcome.column, endLine: outcome.line, endColumn: outcome.column };
  return makeDiagnostic(
    'diff_instance_not_compared',
    span,
    file.item === undefined ? '' : `items[${file.item}]`,
    `instance ${outcome.name} is not compared (not counted as unchanged): ${outcome.problems.join('; ')}`,
  );
}

function compareInstance(file: InstanceFile, before: PreviewResult, after: PreviewResult): InstanceOutcome {
  const name = instanceName(file, before.ok ? before : after);
  const at = { file: file.file, ...instanceStart(file.source), ...(file.item === undefined ? {} : { item: file.item }) };
  const problems = (result: PreviewResult) => result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
  const rejected = !after.ok && after.diagnostics.some((d) => d.code === 'preview_invalid_instance');
  if (!before.ok || !after.ok) {
    const verdict = rejected && before.ok ? 'rejected' : 'invalid';
    const reasons = verdict === 'rejected' ? problems(after) : [...problems(before).map((p) => `OLD: ${p}`), ...problems(after).map((p) => `NEW: ${p}`)];
    return { ...at, name, verdict, created: [], deleted: [], changed: [], problems: reasons };
  }
  // An object one side could not build is neither unchanged nor changed: nothing is known.
  const unbuilt = notBuilt(before, after);
  if (unbuilt.length > 0) return { ...at, name, verdict: 'not-compared', created: [], deleted: [], changed: [], problems: unbuilt };
  const oldObjects = byIdentity(before.objects);
  const newObjects = byIdentity(after.objects);
  const created = [...newObjects.keys()].filter((k) => !oldObjects.has(k));
  const deleted = [...oldObjects.keys()].filter((k) => !newObjects.has(k));
  const changed: InstanceOutcome['changed'][number][] = [];
  for (const [key, object] of newObjects) {
    const old = oldObjects.get(key);
    if (!old) continue;
    const fields = diffFields(withoutStatus(old), withoutStatus(object));
    if (fields.length > 0) changed.push({ object: key, fields });
  }
  const instanceFields = diffFields(before.instance ?? {}, after.instance ?? {});
  if (instanceFields.length > 0) changed.unshift({ object: `instance ${name}`, fields: instanceFields });
  const verdict = created.length + deleted.length + changed.length === 0 ? 'unchanged' : 'changed';
  return { ...at, name, verdict, created, deleted, changed, problems: [] };
}

/**
 * Why a side's preview left objects out: the resources not built, then each warning the
 * preview gave, `OLD:`/`NEW:` (`OLD and NEW:` when both say the same). Empty when both
 * sides built every object they include.
 */
function notBuilt(before: PreviewResult, after: PreviewResult): string[] {
  const sides = [
    { label: 'OLD', result: before },
    { label: 'NEW', result: after },
  ].map(({ label, result }) => {
    const ids = result.nodes.filter((n) => NOT_BUILT.has(n.outcome)).map((n) => n.id);
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning').map((d) => `${d.code}: ${d.message}`);
    return { label, ids, lines: ids.length === 0 ? [] : [`${ids.join(', ')} not built`, ...warnings] };
  });
  const [old, nu] = sides as [(typeof sides)[number], (typeof sides)[number]];
  if (old.lines.length > 0 && old.lines.join('\n') === nu.lines.join('\n')) return old.lines.map((l) => `OLD and NEW: ${l}`);
  return sides.flatMap((side) => side.lines.map((l) => `${side.label}: ${l}`));
}

/** Where the instance starts: its first document's value (the item, for a List item), else 1:1. */
function instanceStart(source: string): { line: number; column: number } {
  try {
    const counter = new LineCounter();
    const document = parseAllDocuments(source, { lineCounter: counter });
    const first = (Array.isArray(document) ? document : []).find((d) => d.contents !== null);
    const offset = first?.contents?.range?.[0];
    if (offset === undefined) return { line: 1, column: 1 };
    const { line, col } = counter.linePos(offset);
    return { line, column: col };
  } catch {
    return { line: 1, column: 1 };
  }
}

/** `apiVersion kind namespace/name`, the identity the API server keys objects by. */
function identity(object: Record<string, unknown>): string {
  const metadata = isRecord(object.metadata) ? object.metadata : {};
  const where = typeof metadata.namespace === 'string' ? `${metadata.namespace}/` : '';
  return `${String(object.kind)} ${where}${String(metadata.name)} (${String(object.apiVersion)})`;
}

function byIdentity(objects: readonly PreviewedObject[]): Map<string, Record<string, unknown>> {
  // externalRef objects are read, never written: nothing changes for them.
  return new Map(objects.filter((o) => !o.external).map((o) => [identity(o.object), o.object]));
}

function withoutStatus(object: Record<string, unknown>): Record<string, unknown> {
  const { status: _status, ...rest } = object;
  return rest;
}

/** `metadata.name` of the instance, or the file name when it has none (or is not YAML). */
function instanceName(file: InstanceFile, result: PreviewResult): string {
  const fromPreview = result.instance && isRecord(result.instance.metadata) ? result.instance.metadata.name : undefined;
  if (typeof fromPreview === 'string') return fromPreview;
  try {
    const parsed: unknown = parse(file.source);
    const name = isRecord(parsed) && isRecord(parsed.metadata) ? parsed.metadata.name : undefined;
    return typeof name === 'string' ? name : file.file;
  } catch {
    return file.file;
  }
}
