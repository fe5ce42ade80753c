import type { CodeInfo } from '../code-info.js';

/** Diagnostic codes of CEL type checking (group `cel_`). Append new codes; never rename one. */
export const CEL_TYPE_CODES = {
  cel_type_mismatch: {
    severity: 'error',
    summary: 'A standalone expression returns a type the field it fills cannot hold (kro: "returns type double but expected int").',
    hint: 'Convert the value (`int(...)`, `string(...)`, `double(...)`) or fix the expression so its type matches the field.',
  },
  cel_fragment_not_string: {
    severity: 'error',
    summary: 'An expression mixed with text (or one of several in a string) does not return a string; kro concatenates the parts.',
    hint: 'Wrap the expression in `string(...)`.',
  },
  cel_condition_not_bool: {
    severity: 'error',
    summary: 'A `readyWhen` or `includeWhen` expression does not return `bool` (or `optional<bool>`).',
    hint: 'Compare the value (`== "True"`, `> 0`) so the expression yields a boolean.',
  },
  cel_foreach_not_list: {
    severity: 'error',
    summary: 'A `forEach` expression does not return a list.',
    hint: 'Return a list, for example `schema.spec.names` or `lists.range(3)`; sort map keys with `m.map(k, k)`.',
  },
  cel_no_such_field: {
    severity: 'error',
    summary: 'An expression reads a field the schema of `schema` or of a resource does not declare.',
    hint: "Check the field name against the kind's schema (or the instance `spec`); use `.?field` for fields that may be absent.",
  },
  cel_type_error: {
    severity: 'error',
    summary: 'An expression does not type-check: no overload of an operator or function accepts its argument types, or its parts disagree.',
    hint: 'Convert operands to matching types (`string(x)`, `double(x)`); CEL never converts implicitly.',
  },
} as const satisfies Record<string, CodeInfo>;
