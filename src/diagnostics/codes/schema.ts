import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of the `schema_` group. Append new codes; never rename one. */
export const SCHEMA_CODES = {
  schema_unsupported_keyword: {
    severity: 'error',
    summary: 'A JSON Schema keyword has no kro SimpleSchema equivalent.',
    hint: 'Remove the keyword or restructure the schema; SimpleSchema supports types, nested objects, arrays, maps, defaults, enum, bounds, pattern and lengths.',
  },
  schema_unsupported_type: {
    severity: 'error',
    summary: 'A JSON Schema type cannot be expressed in kro SimpleSchema (for example `null` or a list of types).',
    hint: 'Use one of string, integer, number, boolean, object or array.',
  },
  schema_missing_type: {
    severity: 'error',
    summary: 'A schema node has no `type` and none can be inferred.',
    hint: 'Add `type:` to the schema node.',
  },
  schema_unresolved_ref: {
    severity: 'error',
    summary: 'A `$ref` does not point at a local definition (`#/$defs/Name` or `#/definitions/Name`).',
    hint: 'Only local references are supported; copy remote schemas into `$defs`.',
  },
  schema_invalid_property_name: {
    severity: 'error',
    summary: 'A parameter name cannot be used in kro: it must be an identifier and not a CEL reserved word.',
    hint: 'Rename it to letters, digits and `_`, starting with a letter (for example `cacheAddr`).',
  },
  schema_unrepresentable_default: {
    severity: 'error',
    summary:
      'A default cannot be carried: an integer too large to be exact, a list or object default holding a backslash, a string default with `"`, `\\` or a control character inside a custom type (kro inserts string defaults into the CRD without escaping; on instance spec fields such defaults are applied where the field is read instead), or an object read whole while a field inside it has such a default.',
    hint: 'Remove the double quote, backslash or control character from the default, or read the field by itself.',
  },
  schema_invalid_marker_value: {
    severity: 'error',
    summary: 'A constraint value cannot be carried by a SimpleSchema marker (for example an enum item containing a comma, or an enum on a boolean).',
    hint: 'Simplify the constraint: enum items without commas, enum only on strings and integers.',
  },
  schema_ignored_keyword: {
    severity: 'warning',
    summary: 'A JSON Schema keyword is dropped because kro SimpleSchema has no equivalent; the instance API validates less than the schema says.',
    hint: 'Remove the keyword, or accept that installers are not checked for it.',
  },
  schema_recursive_type: {
    severity: 'error',
    summary: 'A `$ref` refers back to itself; kro expands custom types inline and rejects cycles.',
    hint: 'Break the cycle, for example with `type: object` and no properties for the recursive part.',
  },
  schema_unknown_keyword: {
    severity: 'error',
    summary:
      'A key of `configuration.schema` is not a JSON Schema keyword (a typo such as `minimun`, or a ConfigData field such as `rules` indented one level too deep).',
    hint: 'Fix the spelling, move the key to where it belongs, or prefix it with `x-` to keep it as an extension.',
  },
} as const satisfies Record<string, CodeInfo>;
