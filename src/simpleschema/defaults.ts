/**
 * Checks default values against the parsed schema and writes them as `default=` marker
 * values. The API server rejects a CRD whose defaults fail its own schema, so a bad
 * default is reported here rather than surfacing when the RGD is applied.
 */
import { suggestName } from '../util/did-you-mean.js';
import { formatNumber } from './markers.js';
import { describeParameter, hasOwn, isPlainObject, reportIssue, type ConversionContext } from './parse-context.js';
import type { IssuePath, Located, SchemaNode } from './types.js';
import { sortKeysDeep } from '../util/records.js';
import { matchesRegex } from '../regex/index.js';

/** Follows `$ref` nodes to the node that says what the value looks like. */
export function resolveNode(node: SchemaNode): SchemaNode {
  return node.kind === 'ref' ? resolveNode(node.target) : node;
}

/**
 * Checks that `located.value` is a valid value for `node`, reporting
 * `configdata_invalid_default` at the offending value. Returns whether it is valid.
 */
export function checkDefault(node: SchemaNode, located: Located<unknown>, label: string, context: ConversionContext): boolean {
  const before = context.issues.length;
  checkValue(node, located.value, located.path, label, context);
  return context.issues.length === before;
}

function checkValue(node: SchemaNode, value: unknown, path: IssuePath, label: string, context: ConversionContext): void {
  const fail = (why: string): void => {
    reportIssue(context, 'configdata_invalid_default', path, `default for ${describeParameter(label)} ${why}`);
  };
  const target = resolveNode(node);
  const facets = target.facets;
  switch (target.kind) {
    case 'scalar': {
      const why = checkScalar(target.type, value);
      if (why !== undefined) return fail(`${why}, got ${JSON.stringify(value)}`);
      if (facets.enum !== undefined && !facets.enum.includes(value as string | number)) return fail(`must be one of ${facets.enum.join(', ')}`);
      if (typeof value === 'number') {
        if (facets.minimum !== undefined && value < facets.minimum) return fail(`must be at least ${facets.minimum}`);
        if (facets.maximum !== undefined && value > facets.maximum) return fail(`must be at most ${facets.maximum}`);
      }
      if (typeof value === 'string') {
        const length = [...value].length;
        if (facets.minLength !== undefined && length < facets.minLength) return fail(`must be at least ${facets.minLength} characters long`);
        if (facets.maxLength !== undefined && length > facets.maxLength) return fail(`must be at most ${facets.maxLength} characters long`);
        if (facets.pattern !== undefined && !matchesRegex(facets.pattern, value)) return fail(`must match the pattern ${facets.pattern}`);
      }
      return;
    }
    case 'object':
      if (!isPlainObject(value)) fail(`must be an object, got ${JSON.stringify(value)}`);
      return;
    case 'array':
      if (!Array.isArray(value)) return fail(`must be a list, got ${JSON.stringify(value)}`);
      if (facets.minItems !== undefined && value.length < facets.minItems) return fail(`must have at least ${facets.minItems} items`);
      if (facets.maxItems !== undefined && value.length > facets.maxItems) return fail(`must have at most ${facets.maxItems} items`);
      if (facets.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) return fail('must not repeat items');
      value.forEach((item, index) => {
        checkValue(target.items, item, [...path, index], `${label}[${index}]`, context);
      });
      return;
    case 'map':
      if (!isPlainObject(value)) return fail(`must be a map, got ${JSON.stringify(value)}`);
      for (const [key, item] of Object.entries(value)) checkValue(target.values, item, [...path, key], `${label}.${key}`, context);
      return;
    case 'struct': {
      if (!isPlainObject(value)) return fail(`must be an object, got ${JSON.stringify(value)}`);
      const fields = new Map(target.fields.map((field) => [field.name, field]));
      for (const key of Object.keys(value)) {
        const field = fields.get(key);
        if (field !== undefined) checkValue(field.node, value[key], [...path, key], `${label}.${key}`, context);
        else if (!target.droppedNames.includes(key))
          reportUnknownKey(
            path,
            key,
            label,
            context,
            target.fields.map((f) => f.name),
          );
      }
      for (const field of target.fields) {
        if (field.required && !hasOwn(value, field.name)) fail(`lacks the required field \`${field.name}\``);
      }
      return;
    }
    case 'ref':
      return;
  }
}

function checkScalar(type: 'string' | 'integer' | 'float' | 'boolean', value: unknown): string | undefined {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? undefined : 'must be a string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? undefined : 'must be an integer';
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
  }
}

/** Reports a defaults key that names no parameter. */
export function reportUnknownKey(path: IssuePath, key: string, label: string, context: ConversionContext, parameters: readonly string[] = []): void {
  const name = label === '' ? key : `${label}.${key}`;
  if (path.length === 1 && path[0] === 'defaults' && (key === 'rules' || key === 'schema')) {
    const message = `default \`${name}\` names no parameter; did you mean \`configuration.${key}\`? (it is indented one level too deep)`;
    reportIssue(context, 'configdata_invalid_default', [...path, key], message, `Move \`${key}:\` one level out, to the same indentation as \`defaults:\`.`);
    return;
  }
  const suggestion = suggestName(key, parameters);
  if (suggestion !== undefined) {
    const message = `default \`${name}\` names no parameter; did you mean \`${label === '' ? suggestion : `${label}.${suggestion}`}\`?`;
    reportIssue(context, 'configdata_invalid_default', [...path, key], message, `Rename the key to \`${suggestion}\`.`);
    return;
  }
  reportIssue(
    context,
    'configdata_invalid_default',
    [...path, key],
    `default \`${name}\` names no parameter`,
    'Remove the key or add the parameter to `configuration.schema`.',
  );
}

/**
 * Whether a string default is one kro's marker cannot carry: kro wraps string defaults in
 * quotes without escaping (`pkg/simpleschema/markers.go`, `applyDefaultMarker`), so `"`,
 * `\` and control characters would corrupt the generated CRD. Such defaults of instance
 * spec fields are applied where the field is read instead (docs/design/defaults-at-use.md).
 */
export function isUnmarkableString(node: SchemaNode, value: unknown): value is string {
  const target = resolveNode(node);
  return target.kind === 'scalar' && target.type === 'string' && typeof value === 'string' && /["\\\u0000-\u001f]/.test(value);
}

/**
 * Writes a checked default as kro expects it after `default=`, or reports
 * `schema_unrepresentable_default` and returns undefined.
 *
 * kro wraps string defaults in quotes without escaping, so `"`, `\` and control
 * characters would produce broken JSON; other defaults are passed on raw, so compact
 * JSON works as long as no string inside needs escaping.
 */
export function formatDefault(node: SchemaNode, located: Located<unknown>, label: string, context: ConversionContext): string | undefined {
  const target = resolveNode(node);
  const value = located.value;
  let text: string | undefined;
  let why = 'it contains a double quote, backslash or control character, which kro cannot escape';
  if (target.kind === 'scalar' && target.type === 'string') {
    text = isUnmarkableString(node, value) ? undefined : `"${value as string}"`;
  } else if (typeof value === 'number') {
    const unsafe = target.kind === 'scalar' && target.type === 'integer' && !Number.isSafeInteger(value);
    text = unsafe ? undefined : formatNumber(value);
    why = 'the integer is too large to be carried exactly';
  } else {
    // Keys sorted: the same defaults written in another order give the same bytes.
    const json = JSON.stringify(sortKeysDeep(value));
    text = json.includes('\\') ? undefined : json;
  }
  if (text === undefined) {
    reportIssue(context, 'schema_unrepresentable_default', located.path, `default for ${describeParameter(label)} cannot be written as a kro marker: ${why}`);
  }
  return text;
}
