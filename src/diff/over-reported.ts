/**
 * Changes kro calls breaking (`pkg/graph/crd/compat/schema.go`) that cannot invalidate an
 * instance that was valid before. kro still refuses them without the annotation; the note
 * says why they are safe and how to ship them (`kro.run/allow-breaking-changes: "true"`).
 *
 * - `TypeChanged` integer → number: every integer is a number.
 * - `PatternChanged` to a pattern that accepts everything the old one did: the old
 *   pattern without an anchor, the old pattern as one alternative of the new, or `.*`.
 * - `RequiredAdded` for a field that has a default: the API server fills the default in
 *   before it validates, so no stored or new instance lacks it.
 * - Any breaking change under `status`: kro writes status itself and rewrites it on the
 *   next reconcile; installers never write it (readers of the field do see the change).
 */
import type { KroChange } from './compat/change-types.js';
import type { SchemaNode } from './compat/compare-schema.js';
import { isRecord } from '../util/records.js';

const SHIP = 'ship it with the annotation kro.run/allow-breaking-changes: "true" on the new RGD';

/** Why a breaking change is safe, or `undefined` when it is not known to be. */
export function overReportedNote(change: KroChange, newSchema: SchemaNode): string | undefined {
  if (!change.breaking) return undefined;
  if (change.path.startsWith('.properties.status')) {
    return `kro writes status itself and rewrites it on the next reconcile, so no instance is rejected; tools reading this status field see the change; ${SHIP}`;
  }
  if (change.type === 'TypeChanged' && change.oldValue === 'integer' && change.newValue === 'number') {
    return `every integer is a number, so every existing value stays valid; ${SHIP}`;
  }
  if (change.type === 'PatternChanged' && patternIsLooser(change.oldValue, change.newValue)) {
    return `the new pattern accepts every value the old one did; ${SHIP}`;
  }
  if (change.type === 'RequiredAdded') {
    const parent = nodeAt(newSchema, change.path.replace(/\.required$/, ''));
    const field = parent && isRecord(parent.properties) ? parent.properties[change.newValue] : undefined;
    if (isRecord(field) && field.default !== undefined) {
      return `the field has a default, which the API server fills in before validating, so no instance lacks it; ${SHIP}`;
    }
  }
  return undefined;
}

/** A new pattern that provably accepts everything the old one did (a few syntactic cases). */
export function patternIsLooser(oldPattern: string, newPattern: string): boolean {
  if (/^\^?(\.\*)?\$?$/.test(newPattern)) return true;
  const body = (p: string) => p.replace(/^\^/, '').replace(/\$$/, '');
  const anchoredStart = (p: string) => p.startsWith('^');
  const anchoredEnd = (p: string) => p.endsWith('$') && !p.endsWith('\\$');
  // Dropping an anchor only widens the matches.
  if (body(oldPattern) === body(newPattern)) {
    return (!anchoredStart(newPattern) || anchoredStart(oldPattern)) && (!anchoredEnd(newPattern) || anchoredEnd(oldPattern));
  }
  // `^(OLD|OTHER)$`: the old body as one top-level alternative, same anchors.
  if (anchoredStart(oldPattern) !== anchoredStart(newPattern) || anchoredEnd(oldPattern) !== anchoredEnd(newPattern)) return false;
  const inner = body(newPattern).replace(/^\((?:\?:)?(.*)\)$/, '$1');
  return splitTopLevel(inner).some(
    (alternative) => alternative === body(oldPattern) || alternative === `(?:${body(oldPattern)})` || alternative === `(${body(oldPattern)})`,
  );
}

/** Splits a regex on `|` outside groups and classes. */
function splitTopLevel(pattern: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  out.push(pattern.slice(start));
  return out;
}

/** The schema node at a kro path (`.properties.spec.properties.x`, `.items`). */
export function nodeAt(schema: SchemaNode, kroPath: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  const parts = kroPath.split('.').slice(1);
  for (let i = 0; i < parts.length && node; i++) {
    const part = parts[i]!;
    if (part === 'properties') {
      const name = parts[++i]!;
      node = isRecord(node.properties) && isRecord(node.properties[name]) ? (node.properties[name] as SchemaNode) : undefined;
    } else if (part === 'items' || part === 'additionalProperties') {
      node = isRecord(node[part]) ? (node[part] as SchemaNode) : undefined;
    } else return node;
  }
  return node;
}
