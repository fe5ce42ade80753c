/**
 * The instance schema as kube-apiserver applies it to a custom resource: structural
 * defaulting (apiextensions `structuraldefaulting`, nulls pruned first) and the
 * kube-openapi validation errors in the API server's words, e.g.
 * `spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10`.
 * Boundaries are the ones kube-openapi's validators use: minimum/maximum inclusive unless
 * exclusive, lengths in runes (Go's `utf8.RuneCountInString`), `pattern` unanchored
 * (`regexp.MatchString`).
 */
import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../../src/preview/instance/defaults.js';
import { validateValue, type InstanceIssue } from '../../src/preview/instance/validate.js';
import type { FieldPath } from '../../src/preview/types.js';

type Schema = Record<string, unknown>;

function issuesOf(value: unknown, schema: Schema | undefined, path: FieldPath = ['spec', 'x']): InstanceIssue[] {
  const issues: InstanceIssue[] = [];
  validateValue(value, schema, path, issues);
  return issues;
}
const messages = (value: unknown, schema: Schema | undefined) => issuesOf(value, schema).map((i) => i.message);

describe('values checked against a schema node', () => {
  it.each<[string, unknown, Schema | undefined, string[]]>([
    ['no schema checks nothing', 'anything', undefined, []],
    ['null of a non-nullable typed field', null, { type: 'string' }, ['spec.x: Invalid value: "null": spec.x in body must be of type string: "null"']],
    ['null of a nullable field', null, { type: 'string', nullable: true }, []],
    ['null where the schema has no type', null, { description: 'any' }, []],
    ['int-or-string takes an integer', 8080, { 'x-kubernetes-int-or-string': true }, []],
    ['int-or-string takes a string', 'http', { 'x-kubernetes-int-or-string': true }, []],
    [
      'int-or-string refuses a fraction',
      1.5,
      { 'x-kubernetes-int-or-string': true },
      ['spec.x: Invalid value: 1.5: spec.x in body must be of type integer or string'],
    ],
    [
      'int-or-string refuses a boolean',
      true,
      { 'x-kubernetes-int-or-string': true },
      ['spec.x: Invalid value: true: spec.x in body must be of type integer or string'],
    ],
    ['a string for an integer', 'three', { type: 'integer' }, ['spec.x: Invalid value: "string": spec.x in body must be of type integer: "string"']],
    ['a fraction for an integer', 2.5, { type: 'integer' }, ['spec.x: Invalid value: "number": spec.x in body must be of type integer: "number"']],
    ['an integer for a string', 3, { type: 'string' }, ['spec.x: Invalid value: "integer": spec.x in body must be of type string: "integer"']],
    ['a list for an object', [1], { type: 'object' }, ['spec.x: Invalid value: "array": spec.x in body must be of type object: "array"']],
    ['an object for a string', { a: 1 }, { type: 'string' }, ['spec.x: Invalid value: "object": spec.x in body must be of type string: "object"']],
    ['a boolean for a string', false, { type: 'string' }, ['spec.x: Invalid value: "boolean": spec.x in body must be of type string: "boolean"']],
    // A wrong type stops the node's other checks, as in kube-openapi.
    [
      'a wrong type is the only error',
      'x',
      { type: 'integer', enum: [1, 2], minimum: 5 },
      ['spec.x: Invalid value: "string": spec.x in body must be of type integer: "string"'],
    ],
    ['a value of the enum', 'b', { type: 'string', enum: ['a', 'b'] }, []],
    ['a value outside the enum', 'c', { type: 'string', enum: ['a', 'b'] }, ['spec.x: Unsupported value: "c": supported values: "a", "b"']],
    ['an integer outside the enum', 3, { type: 'integer', enum: [1, 2] }, ['spec.x: Unsupported value: 3: supported values: 1, 2']],
    ['minimum is inclusive', 1, { type: 'integer', minimum: 1 }, []],
    ['below the minimum', 0, { type: 'integer', minimum: 1 }, ['spec.x: Invalid value: 0: spec.x in body should be greater than or equal to 1']],
    ['maximum is inclusive', 10, { type: 'integer', maximum: 10 }, []],
    ['above the maximum', 11, { type: 'integer', maximum: 10 }, ['spec.x: Invalid value: 11: spec.x in body should be less than or equal to 10']],
    ['minLength reached', 'ab', { type: 'string', minLength: 2 }, []],
    ['shorter than minLength', 'a', { type: 'string', minLength: 2 }, ['spec.x: Invalid value: "a": spec.x in body should be at least 2 chars long']],
    ['maxLength reached', 'ab', { type: 'string', maxLength: 2 }, []],
    ['longer than maxLength', 'abc', { type: 'string', maxLength: 2 }, ['spec.x: Invalid value: "abc": spec.x in body should be at most 2 chars long']],
    // Two runes, eight UTF-16 code units would be four: lengths count runes.
    ['lengths count runes, not UTF-16 units', '😀😀', { type: 'string', maxLength: 2, minLength: 2 }, []],
    ['pattern matches anywhere (unanchored)', 'xaby', { type: 'string', pattern: 'ab' }, []],
    ['pattern not matched', 'ba', { type: 'string', pattern: '^a' }, ['spec.x: Invalid value: "ba": spec.x in body should match \'^a\'']],
    ['a pattern RE2 refuses checks nothing', 'a', { type: 'string', pattern: '(?=a)' }, []],
    ['minItems reached', [1, 2], { type: 'array', minItems: 2 }, []],
    ['fewer than minItems', [1], { type: 'array', minItems: 2 }, ['spec.x: Invalid value: 1: spec.x in body should have at least 2 items']],
    ['maxItems reached', [1, 2], { type: 'array', maxItems: 2 }, []],
    ['more than maxItems', [1, 2, 3], { type: 'array', maxItems: 2 }, ['spec.x: Too many: 3: must have at most 2 items']],
    ['unique items', [1, 2], { type: 'array', uniqueItems: true }, []],
    ['uniqueItems with a repeat', [1, 2, 1, 1], { type: 'array', uniqueItems: true }, ['spec.x[2]: Duplicate value: 1', 'spec.x[3]: Duplicate value: 1']],
    ['a set list with a repeated object', [{ a: 1 }, { a: 1 }], { type: 'array', 'x-kubernetes-list-type': 'set' }, ['spec.x[1]: Duplicate value: {"a":1}']],
    ['an atomic list may repeat', ['a', 'a'], { type: 'array', 'x-kubernetes-list-type': 'atomic' }, []],
    [
      'items are checked at their index',
      [1, 'two'],
      { type: 'array', items: { type: 'integer' } },
      ['spec.x[1]: Invalid value: "string": spec.x[1] in body must be of type integer: "string"'],
    ],
  ])('%s', (_name, value, schema, expected) => {
    expect(messages(value, schema)).toEqual(expected);
  });

  it('a missing required field is reported at its own path, marked missing', () => {
    const schema = { type: 'object', required: ['name', 'size'], properties: { name: { type: 'string' }, size: { type: 'integer' } } };
    expect(issuesOf({ size: 1 }, schema)).toEqual([{ path: ['spec', 'x', 'name'], message: 'spec.x.name: Required value', missing: true }]);
    expect(issuesOf({ name: 'a', size: 1 }, schema)).toEqual([]);
  });

  it.each<[string, Schema, unknown, string[]]>([
    [
      'an unknown field of an object with properties',
      { type: 'object', properties: { a: { type: 'string' } } },
      { a: 'x', b: 1 },
      ['unknown field "spec.x.b"'],
    ],
    [
      'unknown fields kept by x-kubernetes-preserve-unknown-fields',
      { type: 'object', 'x-kubernetes-preserve-unknown-fields': true, properties: { a: { type: 'string' } } },
      { a: 'x', b: 1 },
      [],
    ],
    [
      'unknown fields allowed by additionalProperties: true',
      { type: 'object', additionalProperties: true, properties: { a: { type: 'string' } } },
      { b: 1 },
      [],
    ],
    ['an object without properties is free-form', { type: 'object' }, { b: 1 }, []],
    [
      'map values checked against additionalProperties',
      { type: 'object', additionalProperties: { type: 'string' } },
      { a: 'x', b: 2 },
      ['spec.x.b: Invalid value: "integer": spec.x.b in body must be of type string: "integer"'],
    ],
    [
      'a known property wins over additionalProperties',
      { type: 'object', properties: { n: { type: 'integer' } }, additionalProperties: { type: 'string' } },
      { n: 1 },
      [],
    ],
    [
      'a property value checked at its path',
      { type: 'object', properties: { n: { type: 'integer', maximum: 3 } } },
      { n: 4 },
      ['spec.x.n: Invalid value: 4: spec.x.n in body should be less than or equal to 3'],
    ],
  ])('%s', (_name, schema, value, expected) => {
    expect(messages(value, schema)).toEqual(expected);
  });

  it.each<[string, Schema, unknown, string[]]>([
    [
      'a rule that holds',
      { type: 'object', 'x-kubernetes-validations': [{ rule: 'self.min <= self.max', message: 'min must not exceed max' }] },
      { min: 1, max: 2 },
      [],
    ],
    [
      'a rule that fails, with its message',
      { type: 'object', 'x-kubernetes-validations': [{ rule: 'self.min <= self.max', message: 'min must not exceed max' }] },
      { min: 3, max: 2 },
      ['spec.x: Invalid value: "object": min must not exceed max'],
    ],
    [
      'a rule that fails, without a message',
      { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self > 0' }] },
      0,
      ['spec.x: Invalid value: "integer": failed rule: self > 0'],
    ],
    // Transition rules only apply to updates; creating the instance skips them.
    ['a transition rule is skipped', { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self >= oldSelf' }] }, 0, []],
  ])('x-kubernetes-validations: %s', (_name, schema, value, expected) => {
    expect(messages(value, schema)).toEqual(expected);
  });
});

function defaulted(value: unknown, schema: Schema): { value: unknown; applied: FieldPath[] } {
  const applied: FieldPath[] = [];
  return { value: applyDefaults(value, schema, ['spec'], applied), applied };
}

describe('structural defaulting', () => {
  const schema: Schema = {
    type: 'object',
    properties: {
      size: { type: 'integer', default: 3 },
      note: { type: 'string' },
      label: { type: 'string', nullable: true },
      mode: { type: 'string', nullable: true, default: 'fast' },
    },
  };

  it.each<[string, Record<string, unknown>, Record<string, unknown>, FieldPath[]]>([
    [
      'a missing field gets its default',
      {},
      { size: 3, mode: 'fast' },
      [
        ['spec', 'size'],
        ['spec', 'mode'],
      ],
    ],
    ['a set field keeps its value', { size: 5, mode: 'slow' }, { size: 5, mode: 'slow' }, []],
    ['null of a non-nullable field with a default gets the default', { size: null, mode: 'slow' }, { size: 3, mode: 'slow' }, [['spec', 'size']]],
    ['null of a non-nullable field without a default is dropped', { note: null, size: 1, mode: 'slow' }, { size: 1, mode: 'slow' }, []],
    ['null of a nullable field is kept', { label: null, mode: null }, { size: 3, label: null, mode: null }, [['spec', 'size']]],
    ['null of an unknown field is kept for validation to report', { other: null, size: 1, mode: 'slow' }, { other: null, size: 1, mode: 'slow' }, []],
  ])('%s', (_name, value, expected, applied) => {
    expect(defaulted(value, schema)).toEqual({ value: expected, applied });
  });

  it('an object defaulted to {} gets its children defaulted too', () => {
    const nested = {
      type: 'object',
      properties: { db: { type: 'object', default: {}, properties: { port: { type: 'integer', default: 5432 }, host: { type: 'string' } } } },
    };
    expect(defaulted({}, nested)).toEqual({
      value: { db: { port: 5432 } },
      applied: [
        ['spec', 'db'],
        ['spec', 'db', 'port'],
      ],
    });
  });

  it('list items and map values are defaulted at their index and key', () => {
    const item = { type: 'object', properties: { weight: { type: 'integer', default: 1 } } };
    const lists = { type: 'object', properties: { backends: { type: 'array', items: item }, byName: { type: 'object', additionalProperties: item } } };
    expect(defaulted({ backends: [{}, { weight: 2 }], byName: { a: {}, b: { weight: null } } }, lists)).toEqual({
      value: { backends: [{ weight: 1 }, { weight: 2 }], byName: { a: { weight: 1 }, b: { weight: 1 } } },
      applied: [
        ['spec', 'backends', 0, 'weight'],
        ['spec', 'byName', 'a', 'weight'],
        ['spec', 'byName', 'b', 'weight'],
      ],
    });
  });

  it('a null map value without a default is dropped', () => {
    expect(defaulted({ a: 'x', b: null }, { type: 'object', additionalProperties: { type: 'string' } })).toEqual({ value: { a: 'x' }, applied: [] });
  });

  it('each default is a copy: defaulting two instances shares nothing', () => {
    const tags = { type: 'object', properties: { tags: { type: 'array', default: ['a'] } } };
    const first = defaulted({}, tags).value as { tags: string[] };
    first.tags.push('b');
    expect(defaulted({}, tags).value).toEqual({ tags: ['a'] });
  });

  it('a scalar, and a value without a schema, are returned as they are', () => {
    expect(applyDefaults('x', { type: 'string', default: 'y' }, ['spec'], [])).toBe('x');
    expect(applyDefaults({ a: null }, undefined, ['spec'], [])).toEqual({ a: null });
  });
});
