/**
 * SimpleSchema reading (`src/simpleschema/parse/`), table-driven against kro's grammar,
 * marker syntax and error messages (`pkg/simpleschema/{parse,markers}.go`).
 */
import { describe, expect, it } from 'vitest';
import { parseMarkers, parseTypeString, simpleSchemaToOpenApi } from '../../src/simpleschema/parse/index.js';

describe('parseTypeString', () => {
  it.each([
    ['string', { kind: 'atomic', name: 'string' }],
    ['  float | minimum=0', { kind: 'atomic', name: 'float' }],
    ['object', { kind: 'object' }],
    ['[]integer', { kind: 'slice', elem: { kind: 'atomic', name: 'integer' } }],
    ['[][]string', { kind: 'slice', elem: { kind: 'slice', elem: { kind: 'atomic', name: 'string' } } }],
    ['map[string][]string', { kind: 'map', value: { kind: 'slice', elem: { kind: 'atomic', name: 'string' } } }],
    ['[]map[string]Person', { kind: 'slice', elem: { kind: 'map', value: { kind: 'custom', name: 'Person' } } }],
    ['number', { kind: 'custom', name: 'number' }],
    // kro trims each element and value type (strings.TrimSpace in parseTypeWithDepth).
    ['[] string', { kind: 'slice', elem: { kind: 'atomic', name: 'string' } }],
    ['map[string] []  integer', { kind: 'map', value: { kind: 'slice', elem: { kind: 'atomic', name: 'integer' } } }],
    ['Person|required=true', { kind: 'custom', name: 'Person' }],
  ])('%s', (input, type) => {
    expect(parseTypeString(input)).toEqual({ type });
  });

  it.each([
    ['', 'empty type'],
    [' | required=true', 'empty type'],
    ['[]', 'empty slice element type'],
    ['map[int]string', 'map key must be string'],
    ['map[string]', 'map value type is required'],
    ['|required=true', 'empty type'],
    [`${'[]'.repeat(17)}string`, `type nesting too deep (max 16): "string"`],
    [`${'map[string]'.repeat(17)}string`, `type nesting too deep (max 16): "string"`],
    // An error deep inside a map or a list is the whole type's error.
    ['map[string]map[int]string', 'map key must be string'],
    ['[]map[string][]', 'empty slice element type'],
  ])('%j fails with %s', (input, error) => {
    expect(parseTypeString(input)).toEqual({ error });
  });

  it('accepts 16 levels of nesting', () => {
    expect('type' in parseTypeString(`${'[]'.repeat(16)}string`)).toBe(true);
    expect('type' in parseTypeString(`${'map[string]'.repeat(16)}string`)).toBe(true);
  });
});

describe('parseMarkers', () => {
  it.each([
    [' required=true', [['required', 'true']]],
    [
      ' description="two words" default=1',
      [
        ['description', 'two words'],
        ['default', '1'],
      ],
    ],
    [' pattern="^\\d+$"', [['pattern', '^\\d+$']]],
    [' description="say \\"hi\\""', [['description', 'say "hi"']]],
    [' default={"a": 1}', [['default', '{"a": 1}']]],
    [' default=[1, 2]', [['default', '[1, 2]']]],
    [
      ' listType=map listMapKey=name listMapKey=port',
      [
        ['listType', 'map'],
        ['listMapKey', 'name'],
        ['listMapKey', 'port'],
      ],
    ],
  ])('%j', (input, expected) => {
    const result = parseMarkers(input);
    expect('markers' in result && result.markers.map((m) => [m.key, m.value])).toEqual(expected);
  });

  it.each([
    [' requried=true', 'invalid marker key "requried": unknown marker: requried'],
    [' Required=true', 'invalid marker key "Required": unknown marker: Required'],
    [' required', "marker key 'required' without a value"],
    ['', "marker key '' without a value"],
    [' required=true ', "marker key '' without a value"],
    [' default=hello world', "marker key 'world' without a value"],
    [' description="open', 'unclosed quote'],
    [' default={"a": 1', 'unclosed bracket/brace'],
    [' default=1}', 'unmatched closing bracket/brace'],
    [' =true', 'empty marker key'],
  ])('%j fails with %s', (input, error) => {
    const result = parseMarkers(input);
    expect('error' in result && result.error).toBe(error);
  });
});

describe('simpleSchemaToOpenApi', () => {
  it('converts types, markers, custom types and defaults like kro', () => {
    const { schema, issues } = simpleSchemaToOpenApi(
      {
        name: 'string | required=true description="The name"',
        replicas: 'integer | default=2 minimum=1 maximum=10',
        price: 'float',
        tags: '[]string | uniqueItems=true maxItems=3',
        labels: 'map[string]string',
        values: 'object',
        owner: 'Person',
        ingress: { enabled: 'boolean | default=false', host: 'string | default="example.com"' },
      },
      { Person: { name: 'string | required=true', age: 'integer' }, Id: 'string | required=true' },
    );
    expect(issues).toEqual([]);
    expect(schema).toEqual({
      type: 'object',
      required: ['name'],
      properties: {
        ingress: {
          type: 'object',
          default: {},
          properties: { enabled: { type: 'boolean', default: false }, host: { type: 'string', default: 'example.com' } },
        },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        name: { type: 'string', description: 'The name' },
        owner: { type: 'object', required: ['name'], properties: { age: { type: 'integer' }, name: { type: 'string' } } },
        price: { type: 'number' },
        replicas: { type: 'integer', default: 2, minimum: 1, maximum: 10 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3, 'x-kubernetes-list-type': 'set' },
        values: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      },
    });
  });

  it('makes fields of a required alias type required', () => {
    const { schema } = simpleSchemaToOpenApi({ id: 'Id' }, { Id: 'string | required=true' });
    expect(schema.required).toEqual(['id']);
  });

  it.each([
    [{ a: 'number' }, {}, 'unknown_type', 'unknown type: number (kro has no `number` type: use `float`)'],
    [{ a: 'boolean | enum="true,false"' }, {}, 'invalid_marker_value', 'enum values only supported for string and integer types, got type: boolean'],
    [{ a: 'string | enum="a,,b"' }, {}, 'invalid_marker_value', 'empty enum values are not allowed'],
    [{ a: 'integer | pattern="x"' }, {}, 'invalid_marker_value', 'pattern marker is only valid for string types, got type: integer'],
    [{ a: 'string | pattern=""' }, {}, 'invalid_marker_value', 'pattern marker value cannot be empty'],
    [{ a: 'string | minItems=1' }, {}, 'invalid_marker_value', 'minItems marker is only valid for array types, got type: string'],
    [{ a: 'string | required=yes' }, {}, 'invalid_marker_value', 'failed to parse required marker value: strconv.ParseBool: parsing "yes": invalid syntax'],
    [{ a: 'integer | default=x' }, {}, 'invalid_marker_value', 'default "x" is not valid JSON for type integer'],
    [{ a: 'string | validation=""' }, {}, 'invalid_marker_value', 'validation failed'],
    [{ a: '[]string | listMapKey=name' }, {}, 'invalid_marker_value', 'listMapKey requires listType=map'],
    [{ a: 3 }, {}, 'invalid_field', 'unexpected type: int64 (a field is a type string such as "string | required=true" or a map of nested fields)'],
    [{ a: 'A' }, { A: { b: 'B' }, B: { a: 'A' } }, 'type_cycle', 'cyclic dependency in type A: A -> B -> A'],
  ])('%j reports %s', (spec, types, kind, message) => {
    const { issues } = simpleSchemaToOpenApi(spec, types);
    expect(issues.map((i) => [i.kind, i.message])).toEqual([[kind, message]]);
  });

  it('accepts Go booleans and integers the way strconv does', () => {
    const { issues, schema } = simpleSchemaToOpenApi({ a: 'string | required=True immutable=1', b: 'integer | enum="+1,-2"' }, {});
    expect(issues).toEqual([]);
    expect((schema.properties as Record<string, { enum?: unknown }>).b!.enum).toEqual([1, -2]);
  });
});
