/**
 * The fan-out: every instance previewed against OLD and NEW (the same component
 * descriptors and status simulation as `rgdc preview`), and what changes for it. Objects
 * are matched by apiVersion, kind, namespace and name, as the API server identifies them;
 * their simulated `status` is left out of the field diff (it is not applied), while the
 * instance's own spec (defaults filled in) and kro-projected status are compared. An
 * instance whose NEW preview fails the instance schema is `rejected`: the new CRD would
 * refuse it (a new required field, a tighter enum or bound).
 */
import { parse } from 'yaml';
import type { Previewer } from '../preview/index.js';
import type { PreviewedObject, PreviewFile, PreviewResult } from '../preview/types.js';
import { isRecord } from '../util/records.js';
import { diffFields } from './field-diff.js';
import type { InstanceOutcome } from './types.js';

/** Previews every instance on both sides. */
export function fanOut(instances: readonly PreviewFile[], before: Previewer, after: Previewer): InstanceOutcome[] {
  return instances.map((file) => compareInstance(file, before.run(file), after.run(file)));
}

function compareInstance(file: PreviewFile, before: PreviewResult, after: PreviewResult): InstanceOutcome {
  const name = instanceName(file, before.ok ? before : after);
  const problems = (result: PreviewResult) => result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
  const rejected = !after.ok && after.diagnostics.some((d) => d.code === 'preview_invalid_instance');
  if (!before.ok || !after.ok) {
    const verdict = rejected && before.ok ? 'rejected' : 'invalid';
    const reasons = verdict === 'rejected' ? problems(after) : [...problems(before).map((p) => `OLD: ${p}`), ...problems(after).map((p) => `NEW: ${p}`)];
    return { file: file.file, name, verdict, created: [], deleted: [], changed: [], problems: reasons };
  }
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
  return { file: file.file, name, verdict, created, deleted, changed, problems: [] };
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
function instanceName(file: PreviewFile, result: PreviewResult): string {
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
