/**
 * What changes in the resource graph. kro does not compare graphs: it replaces the graph
 * and lets every instance converge to the new one, so these are information, never a
 * refusal. Resources are matched by id; a removed and an added resource of the same kind
 * whose templates have the same shape (the same field paths) are a rename, which kro
 * carries out as a delete of the old object and a create of the new one.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RgdModel, RgdResource } from '../kro/types.js';
import { isRecord } from '../util/records.js';
import { diffFields } from './field-diff.js';
import type { Locators } from './schema-changes.js';
import type { GraphChange } from './types.js';

/** Every graph change from `before` to `after`. */
export function findGraphChanges(before: RgdModel, after: RgdModel, locators: Locators): GraphChange[] {
  const out: GraphChange[] = [];
  const byId = (model: RgdModel) => new Map(model.resources.filter((r) => r.id !== undefined).map((r) => [r.id!, r]));
  const oldIds = byId(before);
  const newIds = byId(after);
  const removed = [...oldIds.values()].filter((r) => !newIds.has(r.id!));
  const added = [...newIds.values()].filter((r) => !oldIds.has(r.id!));
  const newAt: At = (r, rest, templateField) => locators.new.rgdPath(['spec', 'resources', r.index, ...rest], templateField);
  const oldAt: At = (r, rest, templateField) => locators.old.rgdPath(['spec', 'resources', r.index, ...rest], templateField);

  for (const resource of added) {
    const twin = removed.find((old) => sameShape(old, resource));
    if (twin) {
      removed.splice(removed.indexOf(twin), 1);
      out.push({
        type: 'resource-renamed',
        id: resource.id!,
        from: twin.id!,
        message: `resource ${twin.id} renamed to ${resource.id} (${describeKind(resource)}): kro deletes the old object and creates the new one`,
        location: newAt(resource, ['id']),
      });
      compareResource(twin, resource, out, newAt);
      continue;
    }
    out.push({
      type: 'resource-added',
      id: resource.id!,
      message: `resource ${resource.id} added (${describeKind(resource)}): created in every instance${resource.includeWhen.length > 0 ? ' whose includeWhen holds' : ''}`,
      location: newAt(resource, ['id']),
    });
  }
  for (const resource of removed) {
    out.push({
      type: 'resource-removed',
      id: resource.id!,
      message: `resource ${resource.id} removed (${describeKind(resource)}): kro deletes it from every instance`,
      location: oldAt(resource, ['id']),
    });
  }
  for (const [id, resource] of newIds) {
    const old = oldIds.get(id);
    if (old) compareResource(old, resource, out, newAt);
  }
  compareStatus(before.status, after.status, out, locators);
  return out;
}

type At = (r: RgdResource, rest: readonly (string | number)[], templateField?: string) => ReturnType<Locators['new']['rgdPath']>;

function compareResource(old: RgdResource, resource: RgdResource, out: GraphChange[], at: At): void {
  const id = resource.id!;
  if (old.apiVersion !== resource.apiVersion || old.kind !== resource.kind) {
    out.push({
      type: 'kind-changed',
      id,
      message: `resource ${id} changed from ${describeKind(old)} to ${describeKind(resource)}: kro deletes the old object and creates the new one`,
      location: at(resource, ['template', 'kind']),
    });
  }
  for (const key of ['template', 'externalRef'] as const) {
    if (isDeepStrictEqual(old[key], resource[key])) continue;
    const diffs = diffFields(old[key] ?? {}, resource[key] ?? {});
    const fields = diffs.map((d) => `${d.path} (${d.op})`);
    out.push({
      type: key === 'template' ? 'template-changed' : 'externalRef-changed',
      id,
      message: `${key} of ${id} changed: ${fields.length} field${fields.length === 1 ? '' : 's'}`,
      fields,
      location: at(resource, [key], diffs[0]?.path),
    });
  }
  const lists = [
    ['readyWhen', old.readyWhen, resource.readyWhen],
    ['includeWhen', old.includeWhen, resource.includeWhen],
    ['forEach', old.forEach, resource.forEach],
  ] as const;
  for (const [name, before, after] of lists) {
    if (isDeepStrictEqual(before, after)) continue;
    out.push({
      type: `${name}-changed`,
      id,
      message: `${name} of ${id} changed: ${short(JSON.stringify(before))} -> ${short(JSON.stringify(after))}`,
      location: at(resource, [name]),
    });
  }
}

function compareStatus(before: unknown, after: unknown, out: GraphChange[], locators: Locators): void {
  const oldFields = flatten(before);
  const newFields = flatten(after);
  for (const [path, value] of newFields) {
    const segments = path.split('.');
    if (!oldFields.has(path))
      out.push({
        type: 'status-field-added',
        id: `status.${path}`,
        message: `status field ${path} added: ${short(value)}`,
        location: locators.new.rgdPath(['spec', 'schema', 'status', ...segments]),
      });
    else if (oldFields.get(path) !== value)
      out.push({
        type: 'status-field-changed',
        id: `status.${path}`,
        message: `status field ${path} changed: ${short(oldFields.get(path)!)} -> ${short(value)}`,
        location: locators.new.rgdPath(['spec', 'schema', 'status', ...segments]),
      });
  }
  for (const [path, value] of oldFields) {
    if (!newFields.has(path))
      out.push({
        type: 'status-field-removed',
        id: `status.${path}`,
        message: `status field ${path} removed (was ${short(value)})`,
        location: locators.old.rgdPath(['spec', 'schema', 'status', ...path.split('.')]),
      });
  }
}

/** An expression shortened for a one-line message. */
function short(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/** Status fields as `a.b` → expression text. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (!isRecord(value)) return out;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isRecord(child)) flatten(child, path, out);
    else out.set(path, typeof child === 'string' ? child : JSON.stringify(child));
  }
  return out;
}

/** Same kind and the same template field paths (values may differ). */
function sameShape(a: RgdResource, b: RgdResource): boolean {
  if (a.apiVersion !== b.apiVersion || a.kind !== b.kind) return false;
  return isDeepStrictEqual(shapeOf(a.template ?? a.externalRef), shapeOf(b.template ?? b.externalRef));
}

function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (isRecord(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => k !== 'name')
        .map((k) => [k, shapeOf(value[k])]),
    );
  return null;
}

function describeKind(resource: RgdResource): string {
  return `${resource.kind ?? '?'} ${resource.apiVersion ?? '?'}`;
}
