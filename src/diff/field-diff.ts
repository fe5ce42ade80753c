/**
 * Field-level differences between two JSON values, with microdiff (a small, dependency-free,
 * well-kept deep diff): paths printed the way the rest of rgdc prints them
 * (`spec.values.ui.message`, `spec.containers[0].image`, `metadata.labels["app.kubernetes.io/name"]`).
 */
import microdiff from 'microdiff';
import { formatFieldPath } from '../source/index.js';
import type { FieldDiff } from './types.js';

/** Every added, removed or changed field of `after` against `before`, in microdiff's order. */
export function diffFields(before: unknown, after: unknown): FieldDiff[] {
  if (!isContainer(before) || !isContainer(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ op: 'changed', path: '', old: before, new: after }];
  }
  return microdiff(before, after).map((d) => {
    const path = formatFieldPath(d.path);
    if (d.type === 'CREATE') return { op: 'added', path, new: d.value };
    if (d.type === 'REMOVE') return { op: 'removed', path, old: d.oldValue };
    return { op: 'changed', path, old: d.oldValue, new: d.value };
  });
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}
