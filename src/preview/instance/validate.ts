/**
 * Validates a (defaulted) instance value against its OpenAPI schema the way
 * kube-apiserver validates a custom resource, with the API server's wording
 * (`spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal
 * to 10`). Covers what kro's SimpleSchema markers produce: type, required, enum,
 * minimum/maximum, pattern, minLength/maxLength, minItems/maxItems, uniqueItems and
 * `x-kubernetes-list-type: set`, unknown fields (kubectl's strict field validation) and
 * `x-kubernetes-validations` rules on `self` (rules reading `oldSelf` only apply to
 * updates and are skipped).
 */
import { formatFieldPath } from '../../source/index.js';
import { createKroEnvironment, type KroEnvironment } from '../../cel/environment.js';
import { evaluateExpression, toCelValue } from '../../cel/evaluate.js';
import type { FieldPath } from '../types.js';
import { matchesJsonType } from '../../kube/json-type.js';
import { isRecord } from '../../util/records.js';
import { tryCompileRegex } from '../../regex/index.js';

type Schema = Record<string, unknown>;

/** One violation, at the field it concerns. */
export interface InstanceIssue {
  readonly path: FieldPath;
  readonly message: string;
  /** True when the field itself is absent: the position is its parent's. */
  readonly missing?: boolean;
}

let ruleEnvironment: KroEnvironment | undefined;

/** Validates `value` at `path`; issues are appended in document order. */
export function validateValue(value: unknown, schema: Schema | undefined, path: FieldPath, issues: InstanceIssue[]): void {
  if (!schema) return;
  const name = formatFieldPath(path);
  const invalid = (detail: string) => issues.push({ path, message: `${name}: Invalid value: ${show(value)}: ${name} in body ${detail}` });
  if (value === null) {
    if (schema.nullable !== true && schema.type !== undefined)
      issues.push({ path, message: `${name}: Invalid value: "null": ${name} in body must be of type ${schema.type}: "null"` });
    return;
  }
  if (schema['x-kubernetes-int-or-string'] === true) {
    if (typeof value !== 'string' && !Number.isInteger(value)) invalid('must be of type integer or string');
    return;
  }
  const type = schema.type;
  if (typeof type === 'string' && !matchesJsonType(value, type)) {
    issues.push({ path, message: `${name}: Invalid value: "${jsonType(value)}": ${name} in body must be of type ${type}: "${jsonType(value)}"` });
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value)) {
    issues.push({ path, message: `${name}: Unsupported value: ${show(value)}: supported values: ${schema.enum.map((e) => show(e)).join(', ')}` });
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) invalid(`should be greater than or equal to ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) invalid(`should be less than or equal to ${schema.maximum}`);
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) invalid(`should be at least ${schema.minLength} chars long`);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) invalid(`should be at most ${schema.maxLength} chars long`);
    if (typeof schema.pattern === 'string' && !matches(schema.pattern, value)) invalid(`should match '${schema.pattern}'`);
  }
  if (Array.isArray(value)) validateArray(value, schema, path, issues);
  else if (isRecord(value)) validateObject(value, schema, path, issues);
  validateRules(value, schema, path, issues);
}

function validateArray(value: unknown[], schema: Schema, path: FieldPath, issues: InstanceIssue[]): void {
  const name = formatFieldPath(path);
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    issues.push({ path, message: `${name}: Invalid value: ${value.length}: ${name} in body should have at least ${schema.minItems} items` });
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    issues.push({ path, message: `${name}: Too many: ${value.length}: must have at most ${schema.maxItems} items` });
  if (schema.uniqueItems === true || schema['x-kubernetes-list-type'] === 'set') {
    const seen = new Set<string>();
    value.forEach((item, i) => {
      const key = JSON.stringify(item);
      if (seen.has(key)) issues.push({ path: [...path, i], message: `${formatFieldPath([...path, i])}: Duplicate value: ${show(item)}` });
      seen.add(key);
    });
  }
  const items = isRecord(schema.items) ? schema.items : undefined;
  value.forEach((item, i) => {
    validateValue(item, items, [...path, i], issues);
  });
}

function validateObject(value: Record<string, unknown>, schema: Schema, path: FieldPath, issues: InstanceIssue[]): void {
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, Schema>) : undefined;
  const additional = isRecord(schema.additionalProperties) ? schema.additionalProperties : undefined;
  const open = schema['x-kubernetes-preserve-unknown-fields'] === true || schema.additionalProperties === true || (!properties && !additional);
  for (const key of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
    if (!(key in value)) issues.push({ path: [...path, key], message: `${formatFieldPath([...path, key])}: Required value`, missing: true });
  }
  for (const [key, child] of Object.entries(value)) {
    const property = properties?.[key] ?? additional;
    if (property) validateValue(child, property, [...path, key], issues);
    else if (!open) issues.push({ path: [...path, key], message: `unknown field "${formatFieldPath([...path, key])}"` });
  }
}

/** `x-kubernetes-validations` on create: rules on `self`; transition rules (`oldSelf`) are skipped. */
function validateRules(value: unknown, schema: Schema, path: FieldPath, issues: InstanceIssue[]): void {
  const rules = schema['x-kubernetes-validations'];
  if (!Array.isArray(rules)) return;
  for (const rule of rules as { rule?: unknown; message?: unknown }[]) {
    if (typeof rule.rule !== 'string' || /\boldSelf\b/.test(rule.rule)) continue;
    ruleEnvironment ??= createKroEnvironment({ resources: new Map([['self', {}]]) });
    const result = evaluateExpression(ruleEnvironment, rule.rule, { self: toCelValue(value, schema) });
    if (result.value === true) continue;
    const name = formatFieldPath(path);
    const message = typeof rule.message === 'string' ? rule.message : `failed rule: ${rule.rule}`;
    issues.push({
      path,
      message: result.error
        ? `${name}: Invalid value: ${show(value)}: rule ${JSON.stringify(rule.rule)} cannot be evaluated: ${result.error.message}`
        : `${name}: Invalid value: "${jsonType(value)}": ${message}`,
    });
  }
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The API server's `pattern` check: Go's `regexp.MatchString` (RE2, unanchored, linear
 * time). A pattern RE2 rejects was reported when the schema was checked; it checks nothing.
 */
function matches(pattern: string, value: string): boolean {
  return tryCompileRegex(pattern)?.test(value) ?? true;
}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
}
