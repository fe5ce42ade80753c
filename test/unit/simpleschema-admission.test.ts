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
    expect(checkValidationRules(schema)).toContain(message);
  });

  it.each([
    [{ type: 'integer', 'x-kubernetes-validations': rules('self >= oldSelf', 'self % 2 == 0') }],
    [{ type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': rules('self.all(x, x != "")') }],
    [{ type: 'object', 'x-kubernetes-preserve-unknown-fields': true, 'x-kubernetes-validations': rules('self.anything == 1') }],
  ])('%j compiles', (schema) => {
    expect(checkValidationRules(schema)).toBeUndefined();
  });
});
