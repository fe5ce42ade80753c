/**
 * kro's vocabulary for CRD schema changes, reproduced from
 * `pkg/graph/crd/compat/changes.go` (kro at the commit rgdc targets, see docs/diff.md):
 * the change types (`ChangeType` constants), which side of the report each lands on, the
 * human description (`Change.Description`, `constraintDescription`) and the one-line
 * summary kro puts into its refusal (`Report.String`, at most three changes).
 */

/** kro's change type names (the Go constant names; `kroValue` gives the string kro stores). */
export const CHANGE_TYPES = {
  // Breaking (changes.go, "Breaking change types" and "constraint tightened").
  PropertyRemoved: 'PROPERTY_REMOVED',
  TypeChanged: 'TYPE_CHANGED',
  RequiredAdded: 'REQUIRED_ADDED',
  EnumRestricted: 'ENUM_RESTRICTED',
  PatternChanged: 'PATTERN_CHANGED',
  PatternAdded: 'PATTERN_ADDED',
  RequiredDefaultRemoved: 'REQUIRED_DEFAULT_REMOVED',
  MinimumAdded: 'MINIMUM_ADDED',
  MinimumIncreased: 'MINIMUM_INCREASED',
  MaximumAdded: 'MAXIMUM_ADDED',
  MaximumDecreased: 'MAXIMUM_DECREASED',
  MinLengthAdded: 'MIN_LENGTH_ADDED',
  MinLengthIncreased: 'MIN_LENGTH_INCREASED',
  MaxLengthAdded: 'MAX_LENGTH_ADDED',
  MaxLengthDecreased: 'MAX_LENGTH_DECREASED',
  MinItemsAdded: 'MIN_ITEMS_ADDED',
  MinItemsIncreased: 'MIN_ITEMS_INCREASED',
  MaxItemsAdded: 'MAX_ITEMS_ADDED',
  MaxItemsDecreased: 'MAX_ITEMS_DECREASED',
  // kro v0.10 (PR #1430): breaking by default, or in the case of the last five with
  // ConservativeCRDComparison. (The string values follow kro's naming; the v0.10 changes.go
  // itself is not in the stored sources, its tests are.)
  EnumConstraintAdded: 'ENUM_CONSTRAINT_ADDED',
  NullableRemoved: 'NULLABLE_REMOVED',
  PreserveUnknownFieldsRemoved: 'PRESERVE_UNKNOWN_FIELDS_REMOVED',
  FormatChanged: 'FORMAT_CHANGED',
  TopologyChanged: 'TOPOLOGY_CHANGED',
  ValidationRulesChanged: 'VALIDATION_RULES_CHANGED',
  AdditionalPropertiesChanged: 'ADDITIONAL_PROPERTIES_CHANGED',
  UnclassifiedSchemaChange: 'UNCLASSIFIED_SCHEMA_CHANGE',
  // Non-breaking (changes.go, "Non-breaking change types" and "constraint relaxed").
  PropertyAdded: 'PROPERTY_ADDED',
  DescriptionChanged: 'DESCRIPTION_CHANGED',
  DefaultChanged: 'DEFAULT_CHANGED',
  RequiredRemoved: 'REQUIRED_REMOVED',
  EnumExpanded: 'ENUM_EXPANDED',
  PatternRemoved: 'PATTERN_REMOVED',
  AdditionalPrinterColumnsChanged: 'ADDITIONAL_PRINTER_COLUMNS_CHANGED',
  MinimumRemoved: 'MINIMUM_REMOVED',
  MinimumDecreased: 'MINIMUM_DECREASED',
  MaximumRemoved: 'MAXIMUM_REMOVED',
  MaximumIncreased: 'MAXIMUM_INCREASED',
  MinLengthRemoved: 'MIN_LENGTH_REMOVED',
  MinLengthDecreased: 'MIN_LENGTH_DECREASED',
  MaxLengthRemoved: 'MAX_LENGTH_REMOVED',
  MaxLengthIncreased: 'MAX_LENGTH_INCREASED',
  MinItemsRemoved: 'MIN_ITEMS_REMOVED',
  MinItemsDecreased: 'MIN_ITEMS_DECREASED',
  MaxItemsRemoved: 'MAX_ITEMS_REMOVED',
  MaxItemsIncreased: 'MAX_ITEMS_INCREASED',
  // kro v0.10 (PR #1430): non-breaking, by default or (FormatRemoved) with ConservativeCRDComparison.
  EnumConstraintRemoved: 'ENUM_CONSTRAINT_REMOVED',
  NullableAdded: 'NULLABLE_ADDED',
  PreserveUnknownFieldsAdded: 'PRESERVE_UNKNOWN_FIELDS_ADDED',
  FormatRemoved: 'FORMAT_REMOVED',
} as const;

/**
 * kro change types that no `rgdc diff` can produce, because the NEW side is always a CRD kro
 * generates from SimpleSchema, which never writes `nullable` or `format`: `NullableAdded`
 * and `FormatChanged` (format added or changed) need them on the new side. compat-rules.test.ts
 * covers them on plain schemas; the fixture coverage test leaves them out for this reason.
 */
export const UNREACHABLE_CHANGE_TYPES: ReadonlySet<KroChangeType> = new Set<KroChangeType>(['FormatChanged', 'NullableAdded']);

/** One of kro's change type names, e.g. `PropertyRemoved`. */
export type KroChangeType = keyof typeof CHANGE_TYPES;

/**
 * One change as kro's `compat.Change` records it. `path` is kro's own JSON path
 * (`.properties.spec.properties.replicas.minimum`); `breaking` says on which list of the
 * `Report` kro put it (the same type can land on either: `PropertyAdded` is breaking for
 * a required field without a default).
 */
export interface KroChange {
  readonly path: string;
  readonly type: KroChangeType;
  readonly oldValue: string;
  readonly newValue: string;
  readonly breaking: boolean;
}

/** A change's old or new value for a message: `absent` where kro records "". */
export function absentIfEmpty(value: string): string {
  return value === '' ? 'absent' : value;
}

/** kro's `lastPathComponent`: the text after the last dot. */
function lastPathComponent(path: string): string {
  const parts = path.split('.');
  return parts[parts.length - 1] ?? path;
}

/**
 * kro's `Change.Description()`, word for word, but for absent values: kro records an
 * absent old or new value as "" and prints "changed from 1 to "; rgdc says the value was
 * added or removed, or writes `absent` (issue 26: never an empty value).
 */
export function describeKroChange(change: KroChange): string {
  const name = lastPathComponent(change.path);
  const o = absentIfEmpty(change.oldValue);
  const n = absentIfEmpty(change.newValue);
  switch (change.type) {
    case 'PropertyRemoved':
      return `Property ${name} was removed`;
    case 'PropertyAdded':
      // kro compares NewValue with "required", but records "required=true": it always says "Optional".
      return n === 'required' ? `Required property ${name} was added` : `Optional property ${name} was added`;
    case 'TypeChanged':
      return `Type changed from ${o} to ${n}`;
    case 'RequiredAdded':
      return `Field ${n} is newly required`;
    case 'RequiredRemoved':
      return `Field ${o} is no longer required`;
    case 'EnumRestricted':
      return `Enum value ${o} was removed`;
    case 'EnumExpanded':
      return `Enum value ${n} was added`;
    case 'PatternChanged':
      return `Validation pattern changed from ${o} to ${n}`;
    case 'PatternAdded':
      return `Validation pattern ${n} was added`;
    case 'PatternRemoved':
      return `Validation pattern ${o} was removed`;
    case 'RequiredDefaultRemoved':
      return `Default value removed from required field ${o}`;
    case 'DescriptionChanged':
      if (change.oldValue === '') return `Description ${n} was added`;
      if (change.newValue === '') return `Description ${o} was removed`;
      return `Description field was changed from ${o} to ${n}`;
    case 'DefaultChanged':
      if (change.oldValue === '') return `Default value ${n} was added`;
      if (change.newValue === '') return `Default value ${o} was removed`;
      return `Default value was changed from ${o} to ${n}`;
    case 'AdditionalPrinterColumnsChanged':
      return 'Additional printer columns were changed';
    // kro v0.10. kro's text for these is not in the stored sources; its test
    // (changes_coverage_test.go TestChangeDescriptions, 6c997074) asserts the words kept here.
    case 'EnumConstraintAdded':
      return `Enum constraint ${n} was added`;
    case 'EnumConstraintRemoved':
      return `Enum constraint ${o} was removed`;
    case 'NullableRemoved':
      return `Nullable values are no longer allowed at ${change.path}`;
    case 'NullableAdded':
      return `Nullable values are now allowed at ${change.path}`;
    case 'PreserveUnknownFieldsRemoved':
      return `Unknown fields are no longer preserved at ${change.path}`;
    case 'PreserveUnknownFieldsAdded':
      return `Unknown fields are now preserved at ${change.path}`;
    case 'FormatChanged':
      return `Format changed from ${o} to ${n}`;
    case 'FormatRemoved':
      return `Format ${o} was removed`;
    case 'AdditionalPropertiesChanged':
      return `Additional properties changed at ${change.path}`;
    case 'TopologyChanged':
      return `List or map topology changed at ${change.path}`;
    case 'ValidationRulesChanged':
      return `Validation rules changed at ${change.path}`;
    case 'UnclassifiedSchemaChange':
      return `Schema field ${change.path} changed and cannot be classified safely`;
    default:
      return describeConstraint(change);
  }
}

/** kro's `constraintDescription()`: "<Name> constraint X was added", "<Name> was increased from A to B". */
function describeConstraint(change: KroChange): string {
  const match = /^(Minimum|Maximum|MinLength|MaxLength|MinItems|MaxItems)(Added|Removed|Increased|Decreased)$/.exec(change.type);
  if (!match) return `Unknown change to ${change.path}`;
  const [, name, verb] = match;
  if (verb === 'Added') return `${name} constraint ${change.newValue} was added`;
  if (verb === 'Removed') return `${name} constraint ${change.oldValue} was removed`;
  return `${name} was ${verb!.toLowerCase()} from ${change.oldValue} to ${change.newValue}`;
}

/** kro's `Report.String()`: the first three breaking changes, then "and N more changes". */
export function summarizeBreaking(changes: readonly KroChange[]): string {
  const breaking = changes.filter((c) => c.breaking);
  if (breaking.length === 0) return 'no breaking changes';
  const shown = breaking.slice(0, 3).map(describeKroChange);
  if (breaking.length > 3) shown.push(`and ${breaking.length - 3} more changes`);
  return shown.join('; ');
}
