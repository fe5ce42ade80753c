/**
 * The report as diagnostics, for SARIF (GitHub code scanning shows each on the pull
 * request at the field it concerns): one per schema change, graph change and rejected
 * instance.
 */
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import type { ChangeLocation, DiffResult, SchemaChange } from './types.js';

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
    out.push(makeDiagnostic('diff_instance_rejected', fileSpan(instance.file), '', `instance ${instance.name} is rejected by the new instance API: ${instance.problems.join('; ')}`));
  }
  return out;
}

function codeOf(change: SchemaChange): DiagnosticCode {
  if (change.source === 'immutable') return 'diff_immutable_changed';
  if (change.source === 'missed') return 'diff_missed_change';
  if (change.breaking && change.overReported && change.allowed) return 'diff_over_reported';
  if (change.breaking) return change.allowed ? 'diff_breaking_allowed' : 'diff_breaking_change';
  return 'diff_change';
}
