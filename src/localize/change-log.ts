/**
 * The change log `rgdc localize` prints on stderr, one line per change:
 *
 *     replicaCount: 1 -> 3 (configuration.rules[0])
 *     image.tag: (unset) -> 6.9.1 (localization[0])
 *     Deployment/podinfo spec.replicas: 1 -> 3 (configuration.rules[0])
 *
 * Values are shown as one-line YAML (strings that would read as another type are quoted).
 */
import { Document } from 'yaml';
import { SAFE_DOCUMENT_OPTIONS } from '../compiler/phases/5-emit/index.js';
import type { LocalizeChange } from './types.js';

/** One line (without newline) for a change. */
export function formatChange(change: LocalizeChange): string {
  const where = change.object !== undefined ? `${change.object} ${change.path}` : change.path;
  return `${where}: ${change.existed ? (change.oldText ?? formatValue(change.old)) : '(unset)'} -> ${formatValue(change.new)} (${change.rule})`;
}

/** Every change, one line each. */
export function formatChangeLog(changes: readonly LocalizeChange[]): string {
  return changes.map((c) => `${formatChange(c)}\n`).join('');
}

function formatValue(value: unknown): string {
  if (typeof value === 'string' && value.includes('\n')) return JSON.stringify(value);
  // The safe string rule escapes line breaks a terminal or YAML 1.1 reader would honour.
  const doc = new Document(value, SAFE_DOCUMENT_OPTIONS);
  const contents = doc.contents as { flow?: boolean } | null;
  if (contents && typeof contents === 'object' && 'flow' in contents) contents.flow = true;
  if (contents && typeof contents === 'object' && 'items' in contents) contents.flow = true;
  return doc.toString({ lineWidth: 0 }).trimEnd();
}
