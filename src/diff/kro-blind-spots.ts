/**
 * Schema changes kro's comparison does not see (`pkg/graph/crd/compat/schema.go` looks at
 * description, default, type, pattern, the six bounds, properties, required, enum and
 * array items, nothing else). When kro sees no change at all it skips the CRD update
 * (`pkg/client/crd.go` `Ensure`: "CRD is up-to-date"), so such a change never reaches the
 * cluster; when kro sees some other change, it patches the whole new CRD and the unseen
 * change rides along.
 *
 * Found here: an enum constraint added or dropped (kro compares enums only when both sides
 * have one), any change below `additionalProperties` (a map's value type: kro never
 * descends into it), CEL validation rules (`x-kubernetes-validations`, which also carry
 * SimpleSchema's `immutable=true`), `format`, exclusive bounds, `multipleOf`,
 * `uniqueItems`, `nullable`, min/maxProperties, list/map topology and
 * preserve-unknown-fields.
 *
 * That is kro v0.9's comparison (`./compat/rules.ts`). kro v0.10 also sees an enum constraint
 * added or dropped, `nullable` and preserve-unknown-fields (not below `additionalProperties`);
 * with `ConservativeCRDComparison` it sees every schema field, map values included, and
 * nothing is missed.
 */
import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../util/records.js';
import type { SchemaNode } from './compat/compare-schema.js';
import { V0_9_RULES, type KroCompatRules } from './compat/rules.js';

/** Keywords kro's `compare` reads at every node. */
const KRO_KEYWORDS = new Set([
  'description',
  'default',
  'type',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'enum',
  'items',
]);

/** Keywords kro v0.10's `compare` also reads at every node, by default. */
const KRO_V0_10_KEYWORDS = new Set(['nullable', 'x-kubernetes-preserve-unknown-fields']);

/** rgdc's names for what kro does not see. */
export type MissedChangeType =
  | 'EnumAdded'
  | 'EnumRemoved'
  | 'EnumChanged'
  | 'MapValueChanged'
  | 'ValidationRuleAdded'
  | 'ValidationRuleRemoved'
  | 'KeywordAdded'
  | 'KeywordRemoved'
  | 'KeywordChanged';

/** One change kro's comparison misses. */
export interface MissedChange {
  /** kro-style JSON path (`.properties.spec.properties.labels.additionalProperties.type`). */
  readonly path: string;
  readonly type: MissedChangeType;
  readonly keyword: string;
  readonly oldValue: string;
  readonly newValue: string;
  /** True when instances valid before may be rejected now (a new constraint or rule). */
  readonly tightens: boolean;
}

/** Every difference below `oldSchema`/`newSchema` that kro's comparison (under `rules`, default v0.9's) does not report. */
export function findMissedChanges(oldSchema: SchemaNode, newSchema: SchemaNode, rules: KroCompatRules = V0_9_RULES): MissedChange[] {
  // ConservativeCRDComparison: every field of a schema is classified or fails closed, map values included.
  if (rules.conservative) return [];
  const out: MissedChange[] = [];
  walk('', oldSchema, newSchema, true, out, rules);
  return out;
}

/**
 * Follows kro's walk (properties present on both sides, array items); `kroSees` is false
 * below `additionalProperties`, where kro does not look at all.
 */
function walk(path: string, oldSchema: SchemaNode, newSchema: SchemaNode, kroSees: boolean, out: MissedChange[], rules: KroCompatRules): void {
  // kro stops at a type change (reported as TypeChanged); what is below it changes with it.
  if (kroSees && oldSchema.type !== newSchema.type) return;
  const keys = [...new Set([...Object.keys(oldSchema), ...Object.keys(newSchema)])].sort();
  for (const key of keys) {
    const before = oldSchema[key];
    const after = newSchema[key];
    if (isDeepStrictEqual(before, after)) continue;
    if (key === 'properties' || key === 'items' || key === 'additionalProperties') continue; // walked below
    if (key === 'enum') {
      enumChange(path, before, after, kroSees && rules.release === 'v0.10', kroSees, out);
      continue;
    }
    if (kroSees && (KRO_KEYWORDS.has(key) || (rules.release === 'v0.10' && KRO_V0_10_KEYWORDS.has(key)))) continue;
    if (key === 'x-kubernetes-validations') {
      validationChanges(path, before, after, out);
      continue;
    }
    const type: MissedChangeType = before === undefined ? 'KeywordAdded' : after === undefined ? 'KeywordRemoved' : 'KeywordChanged';
    out.push({ path: `${path}.${key}`, type, keyword: key, oldValue: show(before), newValue: show(after), tightens: tightens(key, before, after) });
  }
  const oldProps = isRecord(oldSchema.properties) ? oldSchema.properties : {};
  const newProps = isRecord(newSchema.properties) ? newSchema.properties : {};
  for (const name of Object.keys(oldProps).sort()) {
    const before = oldProps[name];
    const after = newProps[name];
    if (isRecord(before) && isRecord(after)) walk(`${path}.properties.${name}`, before, after, kroSees, out, rules);
    else if (!kroSees && isRecord(before) && !isRecord(after))
      out.push({ path: `${path}.properties.${name}`, type: 'MapValueChanged', keyword: 'properties', oldValue: 'present', newValue: '', tightens: false });
  }
  if (!kroSees) {
    for (const name of Object.keys(newProps).sort()) {
      if (!(name in oldProps))
        out.push({ path: `${path}.properties.${name}`, type: 'MapValueChanged', keyword: 'properties', oldValue: '', newValue: 'present', tightens: false });
    }
  }
  if (isRecord(oldSchema.items) && isRecord(newSchema.items)) walk(`${path}.items`, oldSchema.items, newSchema.items, kroSees, out, rules);
  const oldMap = oldSchema.additionalProperties;
  const newMap = newSchema.additionalProperties;
  if (!isDeepStrictEqual(oldMap, newMap)) {
    if (isRecord(oldMap) && isRecord(newMap)) {
      if (oldMap.type !== newMap.type) {
        out.push({
          path: `${path}.additionalProperties.type`,
          type: 'MapValueChanged',
          keyword: 'type',
          oldValue: show(oldMap.type),
          newValue: show(newMap.type),
          tightens: true,
        });
      } else walk(`${path}.additionalProperties`, oldMap, newMap, false, out, rules);
    } else {
      out.push({
        path: `${path}.additionalProperties`,
        type: 'MapValueChanged',
        keyword: 'additionalProperties',
        oldValue: show(oldMap),
        newValue: show(newMap),
        tightens: newMap !== undefined && newMap !== true,
      });
    }
  }
}

/** `kroSeesConstraint`: kro v0.10 reports an enum added or dropped (EnumConstraintAdded / EnumConstraintRemoved). */
function enumChange(path: string, before: unknown, after: unknown, kroSeesConstraint: boolean, kroSees: boolean, out: MissedChange[]): void {
  const oldEnum = Array.isArray(before) ? before : [];
  const newEnum = Array.isArray(after) ? after : [];
  if (kroSeesConstraint) return;
  if (kroSees && oldEnum.length > 0 && newEnum.length > 0) return; // kro's EnumRestricted / EnumExpanded
  if (oldEnum.length === 0) out.push({ path: `${path}.enum`, type: 'EnumAdded', keyword: 'enum', oldValue: '', newValue: show(newEnum), tightens: true });
  else if (newEnum.length === 0)
    out.push({ path: `${path}.enum`, type: 'EnumRemoved', keyword: 'enum', oldValue: show(oldEnum), newValue: '', tightens: false });
  else
    out.push({
      path: `${path}.enum`,
      type: 'EnumChanged',
      keyword: 'enum',
      oldValue: show(oldEnum),
      newValue: show(newEnum),
      tightens: oldEnum.some((v) => !newEnum.some((w) => isDeepStrictEqual(v, w))),
    });
}

function validationChanges(path: string, before: unknown, after: unknown, out: MissedChange[]): void {
  const rules = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord).map((r) => JSON.stringify(r)) : []);
  const oldRules = rules(before);
  const newRules = rules(after);
  for (const rule of newRules)
    if (!oldRules.includes(rule))
      out.push({
        path: `${path}.x-kubernetes-validations`,
        type: 'ValidationRuleAdded',
        keyword: 'x-kubernetes-validations',
        oldValue: '',
        newValue: ruleText(rule),
        tightens: true,
      });
  for (const rule of oldRules)
    if (!newRules.includes(rule))
      out.push({
        path: `${path}.x-kubernetes-validations`,
        type: 'ValidationRuleRemoved',
        keyword: 'x-kubernetes-validations',
        oldValue: ruleText(rule),
        newValue: '',
        tightens: false,
      });
}

function ruleText(json: string): string {
  const rule = JSON.parse(json) as Record<string, unknown>;
  return typeof rule.rule === 'string' ? rule.rule : json;
}

/** Whether a keyword change can reject values that were valid. */
function tightens(key: string, before: unknown, after: unknown): boolean {
  switch (key) {
    case 'format':
    case 'multipleOf':
      return after !== undefined;
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'uniqueItems':
      return after === true;
    case 'nullable':
    case 'x-kubernetes-preserve-unknown-fields':
      return before === true && after !== true;
    case 'minProperties':
      return typeof after === 'number' && (typeof before !== 'number' || after > before);
    case 'maxProperties':
      return typeof after === 'number' && (typeof before !== 'number' || after < before);
    default:
      return after !== undefined;
  }
}

function show(value: unknown): string {
  return value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
}
