/**
 * Installation settings in the graph: the instance field `spec.delivery` and the template
 * fields it fills (docs/installation-settings.md).
 *
 * Each setting is one of:
 * - pinned by the ConfigData: a literal in the template, not in the instance API;
 * - defaulted by the ConfigData: a SimpleSchema default, so kro always has a value
 *   (`${schema.spec.delivery.helm.timeout}`; kro gives every object on the way a `{}`
 *   default); works with kro's default feature gates;
 * - otherwise, only with kro's `CELOmitFunction` gate on: read optionally and removed when
 *   the instance leaves it out (`${schema.spec.?delivery.?helm.?timeout.orValue(omit())}`),
 *   or falling back to what rgdc wrote before (`.orValue("10m")`). kro renders an unset
 *   `${schema.spec.?x}` as `null`, which the API server rejects, and a plain read of an
 *   absent field fails evaluation ("no such key"): omit() is the only way to leave a field
 *   out. With the gate off such settings are not offered and the field is as before.
 */
import { celString, escapeLiteralValue } from '../../../../cel/literal.js';
import type { SimpleSchemaField } from '../../../../simpleschema/index.js';
import { formatField, quoteMarkerValue } from '../../../../simpleschema/markers.js';
import type { KroFeatureGates } from '../../../../targets/feature-gates.js';
import { settingJsonSchema, type SettingGroup, type SettingLeaf, type SettingNode, type StructField } from '../../../../targets/setting-kit.js';
import type { FieldPath } from '../../../../source/types.js';
import type { ChosenSetting, DeliverySettingChoices } from '../../3-analyze/types.js';
import { embed } from './cel.js';

/** The settings of each group a graph can carry: the OCM group and its deployer's. */
export type SettingsCatalog = Readonly<Partial<Record<SettingGroup, Readonly<Record<string, SettingNode>>>>>;

/**
 * What rendering settings needs: the ConfigData's choices, whether kro can omit fields,
 * and the catalogue of the target's deployer.
 */
export interface SettingsContext {
  readonly choices: DeliverySettingChoices;
  readonly omit: boolean;
  readonly catalog: SettingsCatalog;
}

/** The context of a graph built for `featureGates` with the settings `catalog`. */
export function settingsContext(choices: DeliverySettingChoices, featureGates: KroFeatureGates, catalog: SettingsCatalog): SettingsContext {
  return { choices, omit: featureGates.CELOmitFunction, catalog };
}

/**
 * The delivery's groups the target's deployer has settings for. The graph phase refuses a
 * ConfigData that pins or defaults a setting of any other group, so the rest are only
 * not offered.
 */
function offeredGroups(context: SettingsContext): SettingGroup[] {
  return context.choices.groups.filter((group) => context.catalog[group] !== undefined);
}

/** The settings of `group`; a group the catalogue lacks is an rgdc bug (its analysis let it through). */
function groupSettings(context: SettingsContext, group: SettingGroup): Readonly<Record<string, SettingNode>> {
  const settings = context.catalog[group];
  if (settings === undefined) throw new Error(`no installation settings of group ${group} for this target's deployer`);
  return settings;
}

/** Template fields filled from settings, with the instance field and ConfigData field behind each. */
export interface RenderedSettings {
  /** CRD field name → template value, to assign into the object's `spec`. */
  readonly fields: Record<string, unknown>;
  /** Template path (`spec.install.remediation`) → the instance field it reads (`spec.delivery.helm.install.remediation`). */
  readonly settings: Record<string, string>;
  /** Template path → the ConfigData field that pins or defaults it. */
  readonly provenance: Record<string, readonly FieldPath[]>;
}

/**
 * The fields `names` (settings of `group`, in the object's `spec`) take. `base` holds what
 * rgdc writes there without settings (`interval: 10m`, `install: {createNamespace: true}`):
 * it stays the value when the installer gives none.
 */
export function renderSettings(
  context: SettingsContext,
  group: SettingGroup,
  names: readonly string[],
  base: Readonly<Record<string, unknown>>,
): RenderedSettings {
  const out: RenderedSettings = { fields: {}, settings: {}, provenance: {} };
  if (!context.choices.groups.includes(group)) return out;
  for (const name of names) {
    const node = groupSettings(context, group)[name]!;
    const crdField = node.kind === 'leaf' && node.crdField ? node.crdField : name;
    const value = renderNode(context, node, [group, name], base[crdField], ['spec', crdField], out);
    if (value !== undefined) out.fields[crdField] = value;
  }
  return out;
}

function renderNode(
  context: SettingsContext,
  node: SettingNode,
  path: readonly string[],
  base: unknown,
  at: readonly string[],
  out: RenderedSettings,
): unknown {
  const key = path.join('.');
  const templatePath = at.join('.');
  const note = (origin?: ChosenSetting) => {
    out.settings[templatePath] = `spec.delivery.${key}`;
    if (origin) out.provenance[templatePath] = [origin.origin];
  };
  if (node.kind === 'leaf') {
    const pinned = context.choices.pinned.get(key);
    if (pinned) {
      out.provenance[templatePath] = [pinned.origin];
      return escapeLiteralValue(pinned.value);
    }
    const defaulted = context.choices.defaults.get(key);
    if (defaulted) {
      note(defaulted);
      return embed(['schema', 'spec', 'delivery', ...path].join('.'));
    }
    if (!context.omit) return base;
    note();
    return embed(`${optionalRead(path)}.orValue(${base === undefined ? 'omit()' : celLiteral(base)})`);
  }
  const fixed = [...context.choices.pinned.keys(), ...context.choices.defaults.keys()].some((k) => k.startsWith(`${key}.`));
  if (!fixed && base === undefined) {
    if (!context.omit) return undefined;
    note();
    return embed(`${optionalRead(path)}.orValue(omit())`);
  }
  const object: Record<string, unknown> = { ...((base as Record<string, unknown> | undefined) ?? {}) };
  for (const [name, child] of Object.entries(node.fields)) {
    const value = renderNode(context, child, [...path, name], object[name], [...at, name], out);
    if (value !== undefined) object[name] = value;
  }
  return Object.keys(object).length > 0 ? object : undefined;
}

/** `schema.spec.?delivery.?helm.?timeout`. */
function optionalRead(path: readonly string[]): string {
  return `schema.spec.?delivery${path.map((s) => `.?${s}`).join('')}`;
}

/** The CEL literal of a value rgdc writes by default (a duration, a boolean). */
function celLiteral(value: unknown): string {
  return typeof value === 'string' ? celString(value) : String(value);
}

/**
 * The `delivery` field of the instance API and the item types it needs: every setting of
 * the delivery's groups that is not pinned and, with kro's gates off, only the defaulted.
 */
export function settingsInstanceSchema(context: SettingsContext): { readonly delivery?: SimpleSchemaField; readonly types: Record<string, SimpleSchemaField> } {
  const types: Record<string, SimpleSchemaField> = {};
  const delivery: Record<string, SimpleSchemaField> = {};
  for (const group of offeredGroups(context)) {
    const fields = instanceFields(context, groupSettings(context, group), [group], types);
    if (fields) delivery[group] = fields;
  }
  return Object.keys(delivery).length > 0 ? { delivery, types } : { types };
}

function instanceFields(
  context: SettingsContext,
  fields: Readonly<Record<string, SettingNode>>,
  at: readonly string[],
  types: Record<string, SimpleSchemaField>,
): Record<string, SimpleSchemaField> | undefined {
  const out: Record<string, SimpleSchemaField> = {};
  for (const [name, node] of Object.entries(fields)) {
    const path = [...at, name];
    const field = node.kind === 'container' ? instanceFields(context, node.fields, path, types) : instanceLeaf(context, node, path.join('.'), types);
    if (field !== undefined) out[name] = field;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function instanceLeaf(context: SettingsContext, leaf: SettingLeaf, key: string, types: Record<string, SimpleSchemaField>): SimpleSchemaField | undefined {
  if (context.choices.pinned.has(key)) return undefined;
  const defaulted = context.choices.defaults.get(key);
  if (!defaulted && !context.omit) return undefined;
  const given = defaulted?.value;
  switch (leaf.type) {
    case 'struct':
      return structFields(leaf.fields ?? {}, given as Record<string, unknown> | undefined);
    case 'list':
      types[leaf.itemType!] = structFields(leaf.fields ?? {}, undefined);
      return formatField(`[]${leaf.itemType}`, { description: leaf.description, ...(given !== undefined ? { defaultText: JSON.stringify(given) } : {}) });
    default:
      return formatField(leaf.type, {
        description: leaf.description,
        ...(given !== undefined ? { defaultText: markerDefault(given) } : {}),
        facets: facetsOf(leaf.facets),
      });
  }
}

/**
 * A struct's fields. A default for the struct becomes defaults of its fields (SimpleSchema
 * has no default marker for objects), and then no field is required: kro gives the struct
 * a `{}` default only when nothing in it is required.
 */
function structFields(fields: Readonly<Record<string, StructField>>, given: Record<string, unknown> | undefined): Record<string, SimpleSchemaField> {
  const out: Record<string, SimpleSchemaField> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = given?.[name];
    if (field.type === 'struct') {
      out[name] = structFields(field.fields ?? {}, value as Record<string, unknown> | undefined);
      continue;
    }
    const defaultValue = given !== undefined ? (value as string | undefined) : field.default;
    out[name] = formatField('string', {
      required: field.required === true && given === undefined,
      ...(defaultValue !== undefined ? { defaultText: markerDefault(defaultValue) } : {}),
      description: field.description,
      facets: facetsOf(field.facets),
    });
  }
  return out;
}

/** kro writes string defaults in quotes without escaping; settings' strings are plain (schema patterns). */
function markerDefault(value: unknown): string {
  return typeof value === 'string' ? quoteMarkerValue(value) : String(value);
}

function facetsOf(facets: SettingLeaf['facets']) {
  return { ...(facets?.enum ? { enum: [...facets.enum] } : {}), ...(facets?.pattern ? { pattern: facets.pattern } : {}) };
}

/**
 * Applies the settings `names` of `group` to an object's `spec` (in place, as node builders
 * build it) and returns what `buildNode` records for `--explain`.
 */
export function applySettings(
  context: SettingsContext,
  group: SettingGroup,
  names: readonly string[],
  spec: Record<string, unknown>,
  provenance: Record<string, readonly FieldPath[]> = {},
): { provenance: Record<string, readonly FieldPath[]>; settings: Record<string, string> } {
  const rendered = renderSettings(context, group, names, spec);
  for (const [field, value] of Object.entries(rendered.fields)) spec[field] = value;
  return { provenance: { ...provenance, ...rendered.provenance }, settings: rendered.settings };
}

/** Every setting name of a group, in catalogue order. */
export function settingNames(context: SettingsContext, group: SettingGroup): string[] {
  return Object.keys(groupSettings(context, group));
}

/**
 * The JSON Schema of the instance's `delivery` (for `--emit schema` and `rgdc types`): the
 * same settings as {@link settingsInstanceSchema}, with the ConfigData's defaults.
 */
export function settingsInstanceJsonSchema(context: SettingsContext): Record<string, unknown> | undefined {
  const walk = (fields: Readonly<Record<string, SettingNode>>, at: readonly string[]): Record<string, unknown> | undefined => {
    const properties: Record<string, unknown> = {};
    for (const [name, node] of Object.entries(fields)) {
      const path = [...at, name];
      const key = path.join('.');
      if (node.kind === 'container') {
        const inner = walk(node.fields, path);
        if (inner) properties[name] = { ...inner, description: node.description };
        continue;
      }
      if (context.choices.pinned.has(key)) continue;
      const defaulted = context.choices.defaults.get(key);
      if (!defaulted && !context.omit) continue;
      properties[name] = { ...settingJsonSchema(node), ...(defaulted ? { default: defaulted.value } : {}) };
    }
    return Object.keys(properties).length > 0 ? { type: 'object', additionalProperties: false, properties } : undefined;
  };
  const properties: Record<string, unknown> = {};
  for (const group of offeredGroups(context)) {
    const schema = walk(groupSettings(context, group), [group]);
    if (schema) properties[group] = schema;
  }
  if (Object.keys(properties).length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    description: 'Installation settings of the generated OCM and Flux objects (docs/installation-settings.md); unset settings are absent from the objects.',
    properties,
  };
}
