/**
 * Turns kro's decision, the immutable fields and the missed changes into the report's
 * {@link SchemaChange} list: dotted paths, severities, whether the change is allowed and
 * whether it reaches the cluster, and where it is written (NEW, or OLD for removals).
 */
import { absentIfEmpty, describeKroChange, type KroChange } from './compat/change-types.js';
import type { KroVerdict } from './compat/compare-versions.js';
import type { InstanceCrd } from './crd/instance-crd.js';
import type { ImmutableChange } from './immutable.js';
import type { MissedChange } from './kro-blind-spots.js';
import { displayPath, parseKroPath, type FieldStep, type Locator } from './locate.js';
import { overReportedNote } from './over-reported.js';
import type { SchemaChange } from './types.js';

/** Both sides' locators. */
export interface Locators {
  readonly old: Locator;
  readonly new: Locator;
}

/** kro's changes as report entries; `refused` is the final verdict (immutable changes included). */
export function reportKroChanges(verdict: KroVerdict, refused: boolean, newCrd: InstanceCrd, locators: Locators): SchemaChange[] {
  return verdict.changes.map((change) => {
    const note = overReportedNote(change, newCrd.schema);
    const allowed = !change.breaking || verdict.action !== 'refuse';
    return {
      path: kroDisplayPath(change),
      type: change.type,
      source: 'kro',
      kroPath: change.path,
      breaking: change.breaking,
      allowed,
      kroApplies: !refused && verdict.action === 'update',
      message: describeKroChange(change),
      ...(change.oldValue !== '' ? { oldValue: change.oldValue } : {}),
      ...(change.newValue !== '' ? { newValue: change.newValue } : {}),
      ...(note ? { note, overReported: true } : {}),
      severity: change.breaking ? (allowed ? 'warning' : 'error') : 'info',
      location: locateKroChange(change, locators),
    };
  });
}

/** Immutable fields: always breaking, never allowed. */
export function reportImmutableChanges(changes: readonly ImmutableChange[], locators: Locators): SchemaChange[] {
  return changes.map((change) => ({
    path: `schema.${change.field}`,
    type: 'Immutable',
    source: 'immutable',
    breaking: true,
    allowed: false,
    kroApplies: false,
    message: `${change.field} changed from ${absentIfEmpty(change.oldValue)} to ${absentIfEmpty(change.newValue)}; the API server rejects the RGD update: ${change.message}`,
    oldValue: change.oldValue,
    newValue: change.newValue,
    note: 'the kro.run/allow-breaking-changes annotation does not help: create an RGD with a new name for the new API and migrate the instances',
    severity: 'error',
    location: locators.new.schemaKey(change.field),
  }));
}

/** Changes kro does not see: they reach the cluster only if kro updates the CRD for another reason. */
export function reportMissedChanges(changes: readonly MissedChange[], kroUpdates: boolean, locators: Locators): SchemaChange[] {
  return changes.map((change) => {
    const parsed = parseKroPath(change.path);
    const removal = change.newValue === '';
    const fate = kroUpdates
      ? 'kro does not see this change, but it updates the CRD for the other changes, so it is applied'
      : 'kro does not see this change and sees no other, so it skips the CRD update and never applies it: add a change kro sees (a description, for example) to ship it';
    const effect = change.tightens ? '; existing instances that break it are rejected on their next update' : '';
    return {
      path: displayPath(parsed),
      type: change.type,
      source: 'missed',
      kroPath: change.path,
      breaking: false,
      allowed: true,
      kroApplies: kroUpdates,
      message: describeMissed(change),
      ...(change.oldValue !== '' ? { oldValue: change.oldValue } : {}),
      ...(change.newValue !== '' ? { newValue: change.newValue } : {}),
      note: `${fate}${effect}`,
      severity: kroUpdates && !change.tightens ? 'info' : 'warning',
      location: (removal ? locators.old : locators.new).field(parsed.steps, parsed.keyword),
    };
  });
}

function describeMissed(change: MissedChange): string {
  switch (change.type) {
    case 'EnumAdded':
      return `Enum constraint ${change.newValue} was added`;
    case 'EnumRemoved':
      return `Enum constraint ${change.oldValue} was removed`;
    case 'EnumChanged':
      return `Enum changed from ${absentIfEmpty(change.oldValue)} to ${absentIfEmpty(change.newValue)}`;
    case 'MapValueChanged':
      return `Map value schema changed${change.keyword === 'type' ? ` from ${absentIfEmpty(change.oldValue)} to ${absentIfEmpty(change.newValue)}` : ''}`;
    case 'ValidationRuleAdded':
      return `Validation rule ${change.newValue} was added`;
    case 'ValidationRuleRemoved':
      return `Validation rule ${change.oldValue} was removed`;
    case 'KeywordAdded':
      return `${change.keyword} ${change.newValue} was added`;
    case 'KeywordRemoved':
      return `${change.keyword} ${change.oldValue} was removed`;
    case 'KeywordChanged':
      return `${change.keyword} changed from ${absentIfEmpty(change.oldValue)} to ${absentIfEmpty(change.newValue)}`;
  }
}

/** kro's path for display; `version*` paths are the CRD version, not a field. */
function kroDisplayPath(change: KroChange): string {
  if (change.path.startsWith('version')) return change.path;
  const parsed = parseKroPath(change.path);
  const required = requiredField(change);
  if (required) return displayPath({ steps: [...parsed.steps, { kind: 'property', name: required }], keyword: 'required' });
  return displayPath(parsed);
}

/** The field a `required` change concerns. */
function requiredField(change: KroChange): string | undefined {
  if (!change.path.endsWith('.required')) return undefined;
  return change.type === 'RequiredAdded' ? change.newValue : change.oldValue;
}

function locateKroChange(change: KroChange, locators: Locators) {
  if (change.path === 'version') return locators.new.schemaKey('apiVersion');
  if (change.path.startsWith('version.additionalPrinterColumns')) return locators.new.schemaKey('additionalPrinterColumns');
  if (change.path.startsWith('version.')) return locators.new.schemaKey('apiVersion');
  const parsed = parseKroPath(change.path);
  const removal = change.type === 'PropertyRemoved';
  const required = requiredField(change);
  const steps: FieldStep[] = required ? [...parsed.steps, { kind: 'property', name: required }] : [...parsed.steps];
  const keyword = required ? undefined : parsed.keyword;
  return (removal ? locators.old : locators.new).field(steps, keyword);
}
