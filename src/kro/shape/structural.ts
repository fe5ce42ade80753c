/**
 * Walks a value against a compact {@link ShapeNode} schema and reports what the API
 * server would reject: missing required fields, unknown fields, wrong types and values
 * outside patterns, enums or counts. `null` counts as absent, as the API server prunes
 * nulls of non-nullable fields before validating.
 */
import type { FieldPath } from '../../source/index.js';
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import type { ShapeNode } from './rgd-api.js';
import { isRecord } from '../../util/records.js';

/** One structural problem. `key` means "point at the key, not the value". */
export interface ShapeIssue {
  readonly code: DiagnosticCode;
  readonly path: FieldPath;
  readonly message: string;
  readonly key?: boolean;
}

/** Checks `value` at `path` against `node`; issues are pushed to `out`. */
export function checkStructure(value: unknown, node: ShapeNode, path: FieldPath, out: ShapeIssue[], removed: Readonly<Record<string, string>> = {}): void {
  if (value === null || value === undefined || node.type === 'any') return;
  const where = describe(path);
  switch (node.type) {
    case 'free-object':
      if (!isRecord(value)) out.push({ code: 'rgd_wrong_type', path, message: `${where} must be a map, not ${typeName(value)}` });
      return;
    case 'string':
      checkString(value, node, path, where, out);
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        out.push({ code: 'rgd_wrong_type', path, message: `${where} must be an integer, not ${typeName(value)}` });
      return;
    case 'array':
      if (!Array.isArray(value)) {
        out.push({ code: 'rgd_wrong_type', path, message: `${where} must be a list, not ${typeName(value)}` });
        return;
      }
      if (node.maxItems !== undefined && value.length > node.maxItems) {
        out.push({ code: 'rgd_invalid_value', path, message: `${where} holds ${value.length} items; at most ${node.maxItems} are allowed` });
      }
      value.forEach((item, i) => {
        checkStructure(item, node.items, [...path, i], out, removed);
      });
      if (node.listType === 'set') checkSetItems(value, path, where, out);
      return;
    case 'object': {
      if (!isRecord(value)) {
        out.push({ code: 'rgd_wrong_type', path, message: `${where} must be a map, not ${typeName(value)}` });
        return;
      }
      const keys = Object.keys(value).filter((k) => value[k] !== null && value[k] !== undefined);
      for (const required of node.required ?? []) {
        if (!keys.includes(required)) out.push({ code: 'rgd_missing_field', path, message: `${describe([...path, required])} is required` });
      }
      if (node.minProperties !== undefined && keys.length < node.minProperties) {
        out.push({ code: 'rgd_invalid_value', path, message: `${where} must hold at least ${node.minProperties} entry` });
      }
      if (node.maxProperties !== undefined && keys.length > node.maxProperties) {
        out.push({
          code: 'rgd_invalid_value',
          path,
          message: `${where} must hold at most ${node.maxProperties} entry, found ${keys.length} (${keys.join(', ')})`,
        });
      }
      for (const key of Object.keys(value)) {
        const child = node.properties?.[key] ?? node.additional;
        const childPath = [...path, key];
        if (!child) {
          const note = removed[describe(childPath)];
          out.push({
            code: 'rgd_unknown_field',
            path: childPath,
            key: true,
            message: `unknown field ${JSON.stringify(key)} in ${where}${note ? `: ${note}` : ''}`,
          });
          continue;
        }
        checkStructure(value[key], child, childPath, out, removed);
      }
      return;
    }
  }
}

/** A `set` list holds each scalar item once; the API server names the first repeat. */
function checkSetItems(items: readonly unknown[], path: FieldPath, where: string, out: ShapeIssue[]): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) out.push({ code: 'rgd_invalid_value', path: [...path, i], message: `${where}[${i}] duplicates ${key}; the list is a set` });
    seen.add(key);
  });
}

function checkString(value: unknown, node: Extract<ShapeNode, { type: 'string' }>, path: FieldPath, where: string, out: ShapeIssue[]): void {
  if (typeof value !== 'string') {
    out.push({ code: 'rgd_wrong_type', path, message: `${where} must be a string, not ${typeName(value)}` });
    return;
  }
  if (node.enum && !node.enum.includes(value)) {
    out.push({ code: 'rgd_invalid_value', path, message: `${where} must be one of ${node.enum.join(', ')}, not ${JSON.stringify(value)}` });
  }
  if (node.pattern && !node.pattern.test(value)) {
    out.push({ code: 'rgd_invalid_value', path, message: `${where} ${JSON.stringify(value)} does not match ${node.pattern.source}` });
  }
  if (node.maxLength !== undefined && value.length > node.maxLength) {
    out.push({ code: 'rgd_invalid_value', path, message: `${where} is longer than ${node.maxLength} characters` });
  }
  if (node.minLength !== undefined && value.length < node.minLength) {
    out.push({ code: 'rgd_invalid_value', path, message: `${where} must not be empty` });
  }
}

function describe(path: FieldPath): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : out === '' ? segment : `.${segment}`;
  return out === '' ? 'the document' : out;
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'a map';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}
