/**
 * What the API server checks in the CRD kro generates: defaults against their own schema,
 * and validation rules compiled with `self` typed from the field.
 */
import { describe, expect, it } from 'vitest';
import { checkDefault } from '../../src/simpleschema/parse/check-default.js';
import { checkValidationRules } from '../../src/simpleschema/parse/check-validation-rule.js';

describe('checkDefault', () => {
  it.each([
    [{ type: 'integer', minimum: 1, default: 0 }, 'less than the minimum'],
    [{ type: 'integer', maximum: 1, default: 2 }, 'greater than the maximum'],
    [{ type: 'string', enum: ['a'], default: 'b' }, 'not one of the enum values'],
    [{ type: 'string', maxLength: 2, default: 'abc' }, 'longer than maxLength'],
    [{ type: 'string', minLength: 2, default: 'é' }, 'shorter than minLength'],
    [{ type: 'array', items: { type: 'string' }, minItems: 2, default: ['a'] }, 'fewer than minItems'],
    [{ type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set', default: ['a', 'a'] }, 'repeats'],
    [{ type: 'array', items: { type: 'integer', maximum: 3 }, default: [1, 4] }, 'default[1] 4'],
    [{ type: 'object', required: ['name'], properties: { name: { type: 'string' } }, default: {} }, 'lacks the required field'],
    [{ type: 'object', additionalProperties: { type: 'integer', minimum: 0 }, default: { a: -1 } }, 'default.a -1'],
  ])('%j is refused', (schema, message) => {
    expect(checkDefault(schema)).toContain(message);
  });

  it.each([
    [{ type: 'integer', minimum: 1, maximum: 3, default: 2 }],
    [{ type: 'string', minLength: 1, default: 'é' }],
    [{ type: 'object', required: ['name'], properties: { name: { type: 'string', default: 'x' } }, default: {} }],
    [{ type: 'string' }],
  ])('%j is accepted', (schema) => {
    expect(checkDefault(schema)).toBeUndefined();
  });
});

describe('checkValidationRules', () => {
  const rules = (...list: string[]) => list.map((rule) => ({ rule, message: 'validation failed' }));
  it.each([
    [{ type: 'integer', 'x-kubernetes-validations': rules('self.size() > 0') }, 'does not compile'],
    [{ type: 'string', 'x-kubernetes-validations': rules('self + "x"') }, 'requires a bool'],
    [{ type: 'object', properties: { a: { type: 'string' } }, 'x-kubernetes-validations': rules('self.b == ""') }, 'does not compile'],
    [{ type: 'string', 'x-kubernetes-validations': rules('self == oldSelf', '1') }, 'requires a bool'],
  ])('%j is refused', (schema, message) => {
    const problem = checkValidationRules(schema);
    // The refused rule is the last one of each case: the ones before it compile to a bool.
    expect(problem?.rule).toBe(schema['x-kubernetes-validations'].at(-1)!.rule);
    expect(problem?.message).toContain(message);
  });

  it.each([
    [{ type: 'integer', 'x-kubernetes-validations': rules('self >= oldSelf', 'self % 2 == 0') }],
    [{ type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': rules('self.all(x, x != "")') }],
    [{ type: 'object', 'x-kubernetes-preserve-unknown-fields': true, 'x-kubernetes-validations': rules('self.anything == 1') }],
  ])('%j compiles', (schema) => {
    expect(checkValidationRules(schema)).toBeUndefined();
  });
});

describe('checkDefault messages and boundaries (the API server validates a default against its own schema)', () => {
  it.each([
    [{ type: 'integer', minimum: 1, default: 0 }, 'default 0 is less than the minimum 1'],
    [{ type: 'number', maximum: 1.5, default: 1.75 }, 'default 1.75 is greater than the maximum 1.5'],
    [{ type: 'integer', enum: [1, 2], default: 3 }, 'default 3 is not one of the enum values 1, 2'],
    [{ type: 'string', enum: ['a', 'b'], default: 'c' }, 'default "c" is not one of the enum values "a", "b"'],
    [{ type: 'string', minLength: 3, default: 'ab' }, 'default "ab" is shorter than minLength 3'],
    [{ type: 'string', maxLength: 2, default: 'abc' }, 'default "abc" is longer than maxLength 2'],
    [{ type: 'string', pattern: '^b', default: 'abc' }, 'default "abc" does not match the pattern "^b"'],
    [{ type: 'array', items: { type: 'string' }, minItems: 2, default: ['a'] }, 'default has 1 items, fewer than minItems 2'],
    [{ type: 'array', items: { type: 'string' }, maxItems: 2, default: ['a', 'b', 'c'] }, 'default has 3 items, more than maxItems 2'],
    [{ type: 'array', items: { type: 'integer' }, 'x-kubernetes-list-type': 'set', default: [1, 2, 1] }, 'default repeats 1 in a list of type set'],
    [{ type: 'array', items: { type: 'string' }, default: ['a', 1] }, 'default[1] 1 is not of type string'],
    [{ type: 'object', properties: { a: { type: 'integer' } }, default: { a: 'x' } }, 'default.a "x" is not of type integer'],
    [
      { type: 'object', properties: { a: { type: 'object', required: ['b'], properties: { b: { type: 'string' } } } }, default: { a: {} } },
      'default.a lacks the required field "b"',
    ],
    [{ type: 'object', additionalProperties: { type: 'string', maxLength: 1 }, default: { k: 'long' } }, 'default.k "long" is longer than maxLength 1'],
    [{ type: 'integer', default: 'x' }, 'default "x" is not of type integer'],
    // Every field is validated, not just the first.
    [{ type: 'object', properties: { a: { type: 'integer' }, b: { type: 'integer' } }, default: { a: 1, b: 'x' } }, 'default.b "x" is not of type integer'],
    [{ type: 'array', items: { type: 'integer', minimum: 0 }, default: [0, 1, -1] }, 'default[2] -1 is less than the minimum 0'],
    // A required field that only additionalProperties describes has no default to fall back on.
    [{ type: 'object', required: ['a'], additionalProperties: { type: 'string' }, default: {} }, 'default lacks the required field "a"'],
    // Without a type, the other keywords still apply.
    [{ minimum: 2, default: 1 }, 'default 1 is less than the minimum 2'],
  ])('%j: %s', (schema, message) => {
    expect(checkDefault(schema)).toBe(message);
  });

  it.each([
    // Bounds are inclusive (no exclusiveMinimum/Maximum in SimpleSchema).
    [{ type: 'integer', minimum: 1, default: 1 }],
    [{ type: 'integer', maximum: 3, default: 3 }],
    [{ type: 'string', minLength: 2, maxLength: 2, default: 'ab' }],
    [{ type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1, default: ['a'] }],
    // The API server's pattern match is unanchored, like Go's regexp.MatchString.
    [{ type: 'string', pattern: 'b', default: 'abc' }],
    // An invalid pattern is the pattern marker's own error, not the default's.
    [{ type: 'string', pattern: 'a(', default: 'abc' }],
    [{ type: 'integer', enum: [1, 2], default: 2 }],
    [{ type: 'array', items: { type: 'integer' }, 'x-kubernetes-list-type': 'set', default: [1, 2] }],
    [{ type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: { type: 'string' }, default: { a: 1, b: 'x' } }],
    // A key neither in properties nor additionalProperties is pruned, not validated.
    [{ type: 'object', properties: { a: { type: 'integer' } }, default: { other: 'x' } }],
    [{ type: 'object', required: ['a'], properties: { a: { type: 'integer' } }, default: { a: 1 } }],
    // Repeats are only refused in a list of type set.
    [{ type: 'array', items: { type: 'string' }, default: ['a', 'a'] }],
    [{ type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'atomic', default: ['a', 'a'] }],
    [{ type: 'array', default: [1, 'x'] }],
    [{ enum: ['a'], default: 'a' }],
  ])('%j is accepted', (schema) => {
    expect(checkDefault(schema)).toBeUndefined();
  });
});

describe('checkValidationRules messages', () => {
  const rules = (...list: unknown[]) => list.map((rule) => ({ rule, message: 'validation failed' }));
  it.each([
    [{ type: 'string', 'x-kubernetes-validations': rules('self + "x"') }, 'validation rule "self + \\"x\\"" returns string; the API server requires a bool'],
    [
      { type: 'integer', 'x-kubernetes-validations': rules('self == oldSelf', 'self + 1') },
      'validation rule "self + 1" returns int; the API server requires a bool',
    ],
  ])('%j: %s', (schema, message) => {
    expect(checkValidationRules(schema)?.message).toBe(message);
  });

  it('names the field type when a rule does not compile', () => {
    expect(checkValidationRules({ type: 'integer', 'x-kubernetes-validations': rules('self.size() > 0') })?.message).toMatch(
      /^validation rule "self\.size\(\) > 0" does not compile for a field of type int: \S.{4,}$/,
    );
  });

  it.each([
    [{ type: 'string' }],
    [{ type: 'string', 'x-kubernetes-validations': [] }],
    // An entry without a rule string is not a rule rgdc can check (the CRD schema refuses it elsewhere).
    [{ type: 'string', 'x-kubernetes-validations': rules(3) }],
    // A rule on an unknown-fields object may return dyn; the API server checks the bool at run time.
    [{ type: 'object', 'x-kubernetes-preserve-unknown-fields': true, 'x-kubernetes-validations': rules('self.flag') }],
  ])('%j has nothing to refuse', (schema) => {
    expect(checkValidationRules(schema)).toBeUndefined();
  });
});
