/**
 * The text report of `rgdc diff`: kro's verdict first, then the instance-API changes grouped
 * by severity (each with `file:line:col` of the field in NEW, or in OLD for a removal), the
 * graph changes, and for `--instances` what changes per installation and a summary table.
 */
import { escapeControl } from '../diagnostics/terminal-text.js';
import type { ChangeLocation, DiffResult, FieldDiff, InstanceOutcome, SchemaChange } from './types.js';

const MAX_FIELDS_SHOWN = 20;

/** The whole report as text (ends with a newline). */
export function renderDiff(result: DiffResult): string {
  const lines: string[] = [];
  const { verdict } = result;
  if (verdict) {
    const head = {
      refuse: `REFUSED: the update of ${verdict.crd} would not go through`,
      update: `OK: kro updates ${verdict.crd}${verdict.allowBreakingChanges && result.changes.some((c) => c.breaking) ? ' (breaking changes allowed by kro.run/allow-breaking-changes: "true")' : ''}`,
      skip: `OK: kro sees no change to ${verdict.crd} and leaves it as it is`,
    }[verdict.action];
    lines.push(head);
    if (verdict.apiServerMessage) lines.push(`  API server: ${verdict.apiServerMessage}`);
    if (verdict.kroMessage) lines.push(`  kro${verdict.action === 'refuse' ? '' : ' (without the annotation)'}: ${verdict.kroMessage}`);
  }
  const groups: [SchemaChange['severity'], string][] = [
    ['error', 'Errors'],
    ['warning', 'Warnings'],
    ['info', 'Changes'],
  ];
  for (const [severity, title] of groups) {
    const changes = result.changes.filter((c) => c.severity === severity);
    if (changes.length === 0) continue;
    lines.push('', `${title} (${changes.length})`);
    for (const change of changes) {
      const tag =
        change.source === 'kro'
          ? `${change.type}${change.breaking ? ', breaking' : ''}`
          : change.source === 'missed'
            ? `${change.type}, not seen by kro`
            : change.type;
      lines.push(`  ${where(change.location)}${change.path}  [${tag}] ${change.message}`);
      if (change.note) lines.push(`      ${change.overReported ? 'over-reported' : 'note'}: ${change.note}`);
    }
  }
  if (result.changes.length === 0 && verdict) lines.push('', 'No instance-API change.');
  if (result.graph.length > 0) {
    lines.push('', `Graph changes (${result.graph.length})`);
    for (const change of result.graph) {
      lines.push(`  ${where(change.location)}${change.message}`);
      for (const field of (change.fields ?? []).slice(0, MAX_FIELDS_SHOWN)) lines.push(`      ${field}`);
      if ((change.fields?.length ?? 0) > MAX_FIELDS_SHOWN) lines.push(`      ... ${change.fields!.length - MAX_FIELDS_SHOWN} more`);
    }
  }
  if (result.instances.length > 0) lines.push('', ...renderInstances(result.instances));
  return `${escapeControl(lines.join('\n'))}\n`;
}

function where(location: ChangeLocation | undefined): string {
  return location ? `${location.file}:${location.line}:${location.column}: ` : '';
}

/** Per-instance details, then the summary table. */
function renderInstances(instances: readonly InstanceOutcome[]): string[] {
  const lines: string[] = [`Instances (${instances.length})`];
  for (const instance of instances) {
    if (instance.verdict === 'unchanged' || instance.verdict === 'accepted') continue;
    lines.push(`  ${instance.name} (${fileOf(instance)}): ${instance.verdict}`);
    for (const problem of instance.problems) lines.push(`      ${problem}`);
    for (const key of instance.created) lines.push(`    + ${key}`);
    for (const key of instance.deleted) lines.push(`    - ${key}`);
    for (const { object, fields } of instance.changed) {
      lines.push(`    ~ ${object}`);
      for (const field of fields.slice(0, MAX_FIELDS_SHOWN)) lines.push(`        ${describeField(field)}`);
      if (fields.length > MAX_FIELDS_SHOWN) lines.push(`        ... ${fields.length - MAX_FIELDS_SHOWN} more`);
    }
  }
  const rows = instances.map((i) => [i.name, i.verdict, String(i.created.length), String(i.deleted.length), String(i.changed.length), fileOf(i)]);
  const header = ['INSTANCE', 'VERDICT', 'CREATED', 'DELETED', 'CHANGED', 'FILE'];
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r[col]!.length)));
  const format = (row: string[]) => row.map((cell, col) => (col === row.length - 1 ? cell : cell.padEnd(widths[col]!))).join('  ');
  lines.push('', format(header), ...rows.map(format));
  return lines;
}

/** The instance's file, with the line of its item for an item of a `kind: List` file. */
function fileOf(instance: InstanceOutcome): string {
  return instance.item === undefined ? instance.file : `${instance.file}:${instance.line}`;
}

function describeField(field: FieldDiff): string {
  const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined'));
  if (field.op === 'added') return `+ ${field.path}: ${show(field.new)}`;
  if (field.op === 'removed') return `- ${field.path}: ${show(field.old)}`;
  return `~ ${field.path}: ${show(field.old)} -> ${show(field.new)}`;
}
