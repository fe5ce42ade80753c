/**
 * The report as diagnostics, for SARIF (GitHub code scanning shows each on the pull
 * request at the field it concerns): one per schema change, graph change, rejected
 * instance and instance not compared.
 */
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import type { SourceSpan } from '../diagnostics/diagnostic.js';
import type { ChangeLocation, DiffResult, InstanceOutcome, SchemaChange } from './types.js';

/** Every finding of `result` as a positioned diagnostic. */
export function diffDiagnostics(result: DiffResult, newFile: string): Diagnostic[] {
  const span = (location: ChangeLocation | undefined) => location ?? fileSpan(newFile);
  const out: Diagnostic[] = [];
  for (const change of result.changes) {
    const message = change.note ? `${change.path}: ${change.message} (${change.note})` : `${change.path}: ${change.message}`;
    out.push(makeDiagnostic(codeOf(change), span(change.location), change.path, message, { severity: change.severity }));
  }
  for (const change of result.graph) out.push(makeDiagnostic('diff_change', span(change.location), change.id, change.message));
  for (const instance of result.instances) {
    if (instance.verdict !== 'rejected') continue;
    out.push(
      makeDiagnostic(
        'diff_instance_rejected',
        instanceSpan(instance),
        '',
        `instance ${instance.name} is rejected by the new instance API: ${instance.problems.join('; ')}`,
      ),
    );
  }
  // Instances not compared: the diagnostics diff itself reported (their severity as the CLI decided).
  out.push(...result.diagnostics.filter((d) => d.code === 'diff_instance_not_compared'));
  return out;
}

function instanceSpan(instance: InstanceOutcome): SourceSpan {
  return { file: instance.file, line: instance.line, column: instance.column, endLine: instance.line, endColumn: instance.column };
}

function codeOf(change: SchemaChange): DiagnosticCode {
  if (change.source === 'immutable') return 'diff_immutable_changed';
  if (change.source === 'missed') return 'diff_missed_change';
  if (change.breaking && change.overReported && change.allowed) return 'diff_over_reported';
  if (change.breaking) return change.allowed ? 'diff_breaking_allowed' : 'diff_breaking_change';
  return 'diff_change';
}
