/**
 * SimpleSchema markers as kro applies them (`pkg/simpleschema/markers.go`, `applyMarker`)
 * and the transformer around them (`transform.go`): the OpenAPI each marker produces, kro's
 * error message for each bad value (Go's strconv wording included), and where in the field
 * string the diagnostic points. Cases follow kro's `markers_test.go` where it has one.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkers, simpleSchemaToOpenApi, type OpenApiSchema } from '../../src/simpleschema/parse/index.js';

type Schema = Record<string, unknown>;

/** Converts a spec with the one field `f` and returns that field's schema and the spec's. */
function convert(text: string, types: Schema = {}) {
  const { schema, issues } = simpleSchemaToOpenApi({ f: text }, types);
  return { field: (schema.properties as Record<string, OpenApiSchema>).f, spec: schema, issues };
}

/** The one issue of a field string, with the span it covers. */
function problem(text: string, types: Schema = {}) {
  const { issues } = convert(text, types);
  expect(issues).toHaveLength(1);
  const [issue] = issues;
  return { kind: issue!.kind, message: issue!.message, at: text.slice(issue!.offset, issue!.offset! + issue!.length!) };
}

const ITEM = { name: 'string | required=true', port: 'integer', tags: '[]string | required=true' };

describe('markers that apply (kro markers_test.go TestApplyMarkers)', () => {
  it.each<[string, Schema, Schema?]>([
    ['string | default="hello"', { type: 'string', default: 'hello' }],
    ['integer | default=42', { type: 'integer', default: 42 }],
    ['boolean | default=true', { type: 'boolean', default: true }],
    ['float | default=-0.5', { type: 'number', default: -0.5 }],
    ['[]integer | default=[1, 2]', { type: 'array', items: { type: 'integer' }, default: [1, 2] }],
    ['map[string]string | default={"a": "b"}', { type: 'object', additionalProperties: { type: 'string' }, default: { a: 'b' } }],
    ['string | description="A helpful description"', { type: 'string', description: 'A helpful description' }],
    ['string | description="say \\"hi\\" \\\\o/"', { type: 'string', description: 'say "hi" \\o/' }],
    ['integer | minimum=0', { type: 'integer', minimum: 0 }],
    ['integer | maximum=100', { type: 'integer', maximum: 100 }],
    ['float | minimum=0.5 maximum=99.5', { type: 'number', minimum: 0.5, maximum: 99.5 }],
    // strconv.ParseFloat forms: exponent, leading dot, trailing dot, sign.
    ['float | minimum=-1e3 maximum=+2.5E+1', { type: 'number', minimum: -1000, maximum: 25 }],
    ['float | minimum=.5 maximum=7.', { type: 'number', minimum: 0.5, maximum: 7 }],
    ['float | minimum=.55 maximum=12.5e-1', { type: 'number', minimum: 0.55, maximum: 1.25 }],
    ['string | minLength=3 maxLength=20', { type: 'string', minLength: 3, maxLength: 20 }],
    ['string | minLength=0', { type: 'string', minLength: 0 }],
    ['[]string | minItems=2 maxItems=10', { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 10 }],
    // strconv.ParseInt(value, 10, 64) takes the whole int64 range.
    // biome-ignore lint/correctness/noPrecisionLoss: the marker's digits; the parsed value is their nearest double (2^63), as this literal is
    ['[]string | maxItems=9223372036854775807', { type: 'array', items: { type: 'string' }, maxItems: 9223372036854775807 }],
    ['string | pattern="^[a-z]+$"', { type: 'string', pattern: '^[a-z]+$' }],
    ['string | pattern="^(foo|bar)\\d{2,4}$"', { type: 'string', pattern: '^(foo|bar)\\d{2,4}$' }],
    ['string | enum="a,b,c"', { type: 'string', enum: ['a', 'b', 'c'] }],
    ['string | enum=" a , b "', { type: 'string', enum: ['a', 'b'] }],
    ['integer | enum="1,2,3"', { type: 'integer', enum: [1, 2, 3] }],
    // biome-ignore lint/correctness/noPrecisionLoss: the marker's digits; -2^63 is exact as a double
    ['integer | enum="-9223372036854775808"', { type: 'integer', enum: [-9223372036854775808] }],
    // %q spells \b, \t and \f as JSON does, so these control characters are fine.
    ['string | enum="a\bb,c\td,e\ff"', { type: 'string', enum: ['a\bb', 'c\td', 'e\ff'] }],
    ['string | validation="self.size() > 0"', { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() > 0', message: 'validation failed' }] }],
    ['string | immutable=true', { type: 'string', 'x-kubernetes-validations': [{ rule: 'self == oldSelf', message: 'field is immutable' }] }],
    ['string | immutable=false', { type: 'string' }],
    [
      `string | immutable=true validation="self.matches('^(pending|active|done)$')"`,
      {
        type: 'string',
        'x-kubernetes-validations': [
          { rule: 'self == oldSelf', message: 'field is immutable' },
          { rule: "self.matches('^(pending|active|done)$')", message: 'validation failed' },
        ],
      },
    ],
    [
      'string | validation="self.size() > 0" immutable=true',
      {
        type: 'string',
        'x-kubernetes-validations': [
          { rule: 'self.size() > 0', message: 'validation failed' },
          { rule: 'self == oldSelf', message: 'field is immutable' },
        ],
      },
    ],
    ['[]string | uniqueItems=true', { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' }],
    ['[]string | uniqueItems=false', { type: 'array', items: { type: 'string' } }],
    ['[]string | uniqueItems=true listType=set', { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' }],
    ['[]string | listType=set uniqueItems=true', { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' }],
    ['[]string | listType=atomic', { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'atomic' }],
    // A set of atomic lists is allowed; lists are atomic unless marked otherwise.
    ['[][]string | uniqueItems=true', { type: 'array', items: { type: 'array', items: { type: 'string' } }, 'x-kubernetes-list-type': 'set' }],
    ['[]float | listType=set', { type: 'array', items: { type: 'number' }, 'x-kubernetes-list-type': 'set' }],
    ['[]boolean | listType=set', { type: 'array', items: { type: 'boolean' }, 'x-kubernetes-list-type': 'set' }],
  ])('%s', (text, expected) => {
    const { field, issues } = convert(text);
    expect(issues).toEqual([]);
    expect(field).toEqual(expected);
  });

  it('keys a map list by required or defaulted scalar fields of its items', () => {
    const { field, issues } = convert('[]Item | listType=map listMapKey=name listMapKey=port', {
      Item: { name: 'string | required=true', port: 'integer | default=80' },
    });
    expect(issues).toEqual([]);
    expect(field).toMatchObject({ type: 'array', 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['name', 'port'] });
  });

  it.each([
    ['required=true', ['f']],
    ['required=T', ['f']],
    ['required=1', ['f']],
    ['required=TRUE', ['f']],
    ['required=t', ['f']],
    ['required=True', ['f']],
    ['required=f', undefined],
    ['required=FALSE', undefined],
    ['required=False', undefined],
    ['required=false', undefined],
    ['required=F', undefined],
    ['required=0', undefined],
  ])('%s makes the field required: %j', (marker, required) => {
    const { spec, issues } = convert(`string | ${marker}`);
    expect(issues).toEqual([]);
    expect(spec.required).toEqual(required);
  });
});

describe('marker values kro refuses', () => {
  it.each([
    // strconv errors, as kro wraps them.
    ['string | required=invalid', 'required', 'failed to parse required marker value: strconv.ParseBool: parsing "invalid": invalid syntax'],
    // strconv.ParseBool takes only 1, t, T, TRUE, true, True and their false forms.
    ['string | required=tRUE', 'required', 'failed to parse required marker value: strconv.ParseBool: parsing "tRUE": invalid syntax'],
    ['string | required=yes', 'required', 'failed to parse required marker value: strconv.ParseBool: parsing "yes": invalid syntax'],
    ['string | immutable=invalid', 'immutable', 'failed to parse immutable marker value: strconv.ParseBool: parsing "invalid": invalid syntax'],
    ['[]string | uniqueItems=invalid', 'uniqueItems', 'failed to parse uniqueItems marker value: strconv.ParseBool: parsing "invalid": invalid syntax'],
    ['integer | minimum=notanumber', 'minimum', 'failed to parse minimum enum value: strconv.ParseFloat: parsing "notanumber": invalid syntax'],
    ['integer | maximum=notanumber', 'maximum', 'failed to parse maximum enum value: strconv.ParseFloat: parsing "notanumber": invalid syntax'],
    ['integer | minimum=1e', 'minimum', 'failed to parse minimum enum value: strconv.ParseFloat: parsing "1e": invalid syntax'],
    ['integer | minimum=.', 'minimum', 'failed to parse minimum enum value: strconv.ParseFloat: parsing ".": invalid syntax'],
    ['integer | minimum=x1', 'minimum', 'failed to parse minimum enum value: strconv.ParseFloat: parsing "x1": invalid syntax'],
    ['string | minLength=a1', 'minLength', 'failed to parse minLength value: strconv.ParseInt: parsing "a1": invalid syntax'],
    ['string | minLength=1a', 'minLength', 'failed to parse minLength value: strconv.ParseInt: parsing "1a": invalid syntax'],
    ['integer | minimum=1x', 'minimum', 'failed to parse minimum enum value: strconv.ParseFloat: parsing "1x": invalid syntax'],
    ['float | maximum=1e400', 'maximum', 'failed to parse maximum enum value: strconv.ParseFloat: parsing "1e400": value out of range'],
    ['float | minimum=-1e400', 'minimum', 'failed to parse minimum enum value: strconv.ParseFloat: parsing "-1e400": value out of range'],
    ['string | minLength=abc', 'minLength', 'failed to parse minLength value: strconv.ParseInt: parsing "abc": invalid syntax'],
    ['string | maxLength=xyz', 'maxLength', 'failed to parse maxLength value: strconv.ParseInt: parsing "xyz": invalid syntax'],
    ['string | maxLength=1.5', 'maxLength', 'failed to parse maxLength value: strconv.ParseInt: parsing "1.5": invalid syntax'],
    ['[]string | minItems=abc', 'minItems', 'failed to parse minItems value: strconv.ParseInt: parsing "abc": invalid syntax'],
    [
      '[]string | maxItems=9223372036854775808',
      'maxItems',
      'failed to parse maxItems value: strconv.ParseInt: parsing "9223372036854775808": value out of range',
    ],
    [
      '[]string | minItems=-9223372036854775809',
      'minItems',
      'failed to parse minItems value: strconv.ParseInt: parsing "-9223372036854775809": value out of range',
    ],
    ['integer | enum="1,2,abc"', 'enum', 'failed to parse integer enum value: strconv.ParseInt: parsing "abc": invalid syntax'],
    ['integer | enum="1,2x"', 'enum', 'failed to parse integer enum value: strconv.ParseInt: parsing "2x": invalid syntax'],
    ['integer | enum="9223372036854775808"', 'enum', 'failed to parse integer enum value: strconv.ParseInt: parsing "9223372036854775808": value out of range'],
    // The marker applies only to some types.
    ['integer | minLength=5', 'minLength', 'minLength marker is only valid for string types, got type: integer'],
    ['boolean | maxLength=10', 'maxLength', 'maxLength marker is only valid for string types, got type: boolean'],
    ['string | minItems=5', 'minItems', 'minItems marker is only valid for array types, got type: string'],
    ['integer | maxItems=10', 'maxItems', 'maxItems marker is only valid for array types, got type: integer'],
    ['integer | pattern="[0-9]+"', 'pattern', 'pattern marker is only valid for string types, got type: integer'],
    ['string | uniqueItems=true', 'uniqueItems', 'uniqueItems marker is only valid for array types, got type: string'],
    ['boolean | enum="true,false"', 'enum', 'enum values only supported for string and integer types, got type: boolean'],
    ['float | enum="1.5"', 'enum', 'enum values only supported for string and integer types, got type: number'],
    ['string | listType=set', 'listType', 'listType marker is only valid for array types, got type: string'],
    ['object | listMapKey=name', 'listMapKey', 'listMapKey marker is only valid for array types, got type: object'],
    // Values kro refuses outright.
    ['string | enum="a,,c"', 'enum', 'empty enum values are not allowed'],
    ['string | enum="a, "', 'enum', 'empty enum values are not allowed'],
    ['string | validation=""', 'validation', 'validation failed'],
    ['string | validation="  "', 'validation', 'validation failed'],
    ['string | pattern=""', 'pattern', 'pattern marker value cannot be empty'],
    ['integer | pattern=""', 'pattern', 'pattern marker value cannot be empty'],
    ['[]string | listType=bag', 'listType', 'invalid listType "bag": must be one of atomic, set, map'],
    ['[]string | listType=Set', 'listType', 'invalid listType "Set": must be one of atomic, set, map'],
    // The API server's rules for list markers.
    ['[]string | listType=map uniqueItems=true', 'uniqueItems', 'uniqueItems=true conflicts with listType=map'],
    ['[]string | uniqueItems=true listType=atomic', 'listType', 'listType=atomic conflicts with uniqueItems=true (which implies listType=set)'],
    ['[]string | listMapKey=name', 'listMapKey', 'listMapKey requires listType=map'],
    // Found once every marker is in: it points at the first list marker.
    ['[]string | listType=set listMapKey=name', 'listType', 'listMapKey requires listType=map'],
    ['[]string | listMapKey=name description="x"', 'listMapKey', 'listMapKey requires listType=map'],
    [
      '[]object | uniqueItems=true',
      'uniqueItems',
      'the items of a list of type set (uniqueItems=true or listType=set) must be scalars or atomic lists, not objects or maps',
    ],
    [
      '[]map[string]string | listType=set',
      'listType',
      'the items of a list of type set (uniqueItems=true or listType=set) must be scalars or atomic lists, not objects or maps',
    ],
  ])('%s: %s', (text, key, message) => {
    expect(problem(text)).toEqual({ kind: 'invalid_marker_value', message, at: key });
  });

  it.each([
    ['[]Item | listType=map', 'listType', 'listType=map requires at least one listMapKey'],
    ['[]Item | listType=map listMapKey=""', 'listMapKey', 'listMapKey marker value cannot be empty'],
    ['[]Item | listType=map listMapKey=name listMapKey=name', 'listMapKey', 'duplicate listMapKey "name": each key may be named once'],
    ['[]Item | listType=map listMapKey=id', 'listType', 'listMapKey "id" is not a field of the list items'],
    ['[]Item | listType=map listMapKey=port', 'listType', 'listMapKey "port" must be a required field or have a default'],
    ['[]Item | listType=map listMapKey=tags', 'listType', 'listMapKey "tags" must be a scalar field (string, integer, number or boolean)'],
    ['[]string | listType=map listMapKey=name', 'listType', 'listMapKey "name" is not a field of the list items'],
    [
      '[]Tags | uniqueItems=true',
      'uniqueItems',
      'the items of a list of type set (uniqueItems=true or listType=set) must be scalars or atomic lists, not array lists',
    ],
  ])('%s: %s', (text, key, message) => {
    expect(problem(text, { Item: ITEM, Tags: '[]string | listType=set' })).toEqual({ kind: 'invalid_marker_value', message, at: key });
  });

  it.each([
    ['U+0007', '\u0007'],
    ['U+000B', '\u000b'],
    ['U+000E', '\u000e'],
    ['U+001F', '\u001f'],
    ['U+007F', '\u007f'],
    ['U+0000', '\u0000'],
  ])('a string enum value holding %s is refused: kro writes it as an escape JSON lacks', (code, char) => {
    // Inside the item: at its ends Go's TrimSpace (and JS's trim) would drop U+000B.
    expect(problem(`string | enum="ok,a${char}b"`)).toEqual({
      kind: 'invalid_marker_value',
      message: `enum value ${JSON.stringify(`a${char}b`)} holds the control character ${code}, which kro writes into the CRD as an escape JSON does not allow`,
      at: 'enum',
    });
  });

  it('stops at the first bad marker, as kro does', () => {
    expect(problem('integer | minimum=x maximum=y').message).toBe('failed to parse minimum enum value: strconv.ParseFloat: parsing "x": invalid syntax');
  });

  it('reports an invalid CEL rule with the parser message', () => {
    const { kind, message, at } = problem('string | validation="self.size( > 0"');
    expect([kind, at]).toEqual(['invalid_marker_value', 'validation']);
    expect(message).toMatch(/^validation rule "self\.size\( > 0" is not valid CEL: \S.{4,}$/);
  });
});

describe('defaults kro copies into the CRD unchecked', () => {
  it.each([
    // kro writes "<value>" without escaping: a quote or a backslash breaks or changes the JSON.
    [
      'string | default="say \\"hi\\""',
      `default "say \\"hi\\"" cannot be a string default: kro inserts it into the CRD unescaped, so '"' and '\\' make it invalid JSON`,
    ],
    ['string | default="a\\nb"', 'default "a\\\\nb" changes meaning: kro inserts it unescaped, so the CRD would hold "a\\nb"'],
    ['integer | default=abc', 'default "abc" is not valid JSON for type integer'],
    ['map[string]string | default=nope', 'default "nope" is not valid JSON for type object'],
    ['integer | default=1.5', 'default 1.5 does not match the field type integer'],
    ['boolean | default=1', 'default 1 does not match the field type boolean'],
    ['[]string | default={}', 'default {} does not match the field type array'],
    // The API server validates the default against the field's own schema.
    ['integer | default=0 minimum=1', 'default 0 is less than the minimum 1'],
    ['integer | minimum=1 default=0', 'default 0 is less than the minimum 1'],
    ['string | default="c" enum="a,b"', 'default "c" is not one of the enum values "a", "b"'],
  ])('%s', (text, message) => {
    expect(problem(text)).toEqual({ kind: 'invalid_marker_value', message, at: 'default' });
  });

  it('points at the validation marker when a rule does not compile for the field type', () => {
    const { kind, message, at } = problem('integer | default=1 validation="self.size() > 0"');
    expect([kind, at]).toEqual(['invalid_marker_value', 'validation']);
    expect(message).toMatch(/^validation rule "self\.size\(\) > 0" does not compile for a field of type int: \S.{4,}$/);
  });

  it('points at the validation marker when it is not the last marker', () => {
    const { at } = problem('integer | validation="self.size() > 0" minimum=0');
    expect(at).toBe('validation');
  });

  it('points at the validation marker, not an earlier immutable=true, when the rule does not compile', () => {
    const text = 'integer | immutable=true validation="self.size() > 0"';
    const { issues } = convert(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.offset).toBe(text.indexOf('validation'));
  });

  it('points at the second validation marker when only its rule does not compile', () => {
    const text = 'integer | validation="self > 0" validation="self.size() > 0"';
    const { issues } = convert(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(/^validation rule "self\.size\(\) > 0" does not compile/);
    expect(issues[0]!.offset).toBe(text.lastIndexOf('validation'));
  });

  it('points at a validation marker, not another marker holding the same text', () => {
    const text = 'integer | description="self.size() > 0" validation="self.size() > 0"';
    const { issues } = convert(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.offset).toBe(text.indexOf('validation'));
  });

  it('points at the listType marker when it is not the first marker', () => {
    expect(problem('[]string | description="tags" listType=map')).toEqual({
      kind: 'invalid_marker_value',
      message: 'listType=map requires at least one listMapKey',
      at: 'listType',
    });
    expect(problem('[]string | description="x" listMapKey=name')).toEqual({
      kind: 'invalid_marker_value',
      message: 'listMapKey requires listType=map',
      at: 'listMapKey',
    });
  });

  it('gives the RE2 way to write a pattern RE2 refuses (a lookahead)', () => {
    const { issues } = convert('string | pattern="^(?=a)b$"');
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toBe('invalid pattern regex: error parsing regexp: invalid or unsupported Perl syntax: `(?=`');
    expect(issues[0]!.hint).toBe('RE2 has no lookahead: match the allowed form directly, or move the condition into a `validation` CEL rule.');
  });

  it('accepts immutable=true on an object: `self == oldSelf` compiles for every type', () => {
    expect(convert('object | immutable=true').issues).toEqual([]);
  });
});

describe('where marker syntax errors point', () => {
  it.each([
    ['string | requried=true', 'unknown_marker', 'invalid marker key "requried": unknown marker: requried', 'requried'],
    ['string | required=true Default=1', 'unknown_marker', 'invalid marker key "Default": unknown marker: Default', 'Default'],
    ['string | default=1}', 'invalid_marker', 'unmatched closing bracket/brace', '}'],
    ['string | =true', 'invalid_marker', 'empty marker key', '='],
    ['string | default=hello world', 'invalid_marker', "marker key 'world' without a value", 'w'],
  ])('%s', (text, kind, message, at) => {
    expect(problem(text)).toEqual({ kind, message, at });
  });

  it('points an unclosed quote at the marker it belongs to', () => {
    expect(problem('string | required=true description="open')).toEqual({ kind: 'invalid_marker', message: 'unclosed quote', at: 'd' });
  });

  // Go 1.22's regexp messages; the span is in the field string as written, escapes included.
  it.each([
    ['string | pattern="a**"', 'invalid pattern regex: error parsing regexp: invalid nested repetition operator: `**`', '**'],
    ['string | pattern="a(b"', 'invalid pattern regex: error parsing regexp: missing closing ): `a(b`', 'a(b'],
    ['string | pattern=x\\d(', 'invalid pattern regex: error parsing regexp: missing closing ): `x\\d(`', 'x\\d('],
    ['string | pattern="\\"(x"', 'invalid pattern regex: error parsing regexp: missing closing ): `"(x`', '\\"(x'],
    ['string | pattern="\\\\\\"\\\\p{Foo}"', 'invalid pattern regex: error parsing regexp: invalid character class range: `\\p{Foo}`', '\\\\p{Foo}'],
  ])('points a pattern RE2 refuses at its characters: %s', (text, message, at) => {
    expect(problem(text)).toEqual({ kind: 'invalid_marker_value', message, at });
  });

  it('accepts named groups, which RE2 takes as (?<name>...) since Go 1.22', () => {
    expect(convert('string | pattern="a(?<name>b)"').issues).toEqual([]);
  });
});

describe('parseMarkers offsets and escapes (kro markers_test.go TestParseMarkers)', () => {
  it.each<[string, [string, string, number][]]>([
    [
      'required=true description="This is a description"',
      [
        ['required', 'true', 0],
        ['description', 'This is a description', 14],
      ],
    ],
    [
      'default=["key": "value"] required=true',
      [
        ['default', '["key": "value"]', 0],
        ['required', 'true', 25],
      ],
    ],
    [
      'default={"key": "value"} description="A complex \\"description\\"" required=true',
      [
        ['default', '{"key": "value"}', 0],
        ['description', 'A complex "description"', 25],
        ['required', 'true', 65],
      ],
    ],
    // Other escapes stay as written: `\n` is a backslash and an n.
    [
      'description="This has \\"quotes\\" and a \\n newline" default="\\"quoted\\""',
      [
        ['description', 'This has "quotes" and a \\n newline', 0],
        ['default', '"quoted"', 51],
      ],
    ],
    [
      '  minimum=0\tmaximum=100',
      [
        ['minimum', '0', 2],
        ['maximum', '100', 12],
      ],
    ],
    [
      'default={"a": [1, {"b": 2}]} minItems=1',
      [
        ['default', '{"a": [1, {"b": 2}]}', 0],
        ['minItems', '1', 29],
      ],
    ],
    // A brace inside quotes does not count.
    [
      'description="{ not json" default=1',
      [
        ['description', '{ not json', 0],
        ['default', '1', 25],
      ],
    ],
    // Only a value that is quoted at both ends is unquoted.
    ['default="a"b', [['default', '"a"b', 0]]],
    ['pattern=a"b"', [['pattern', 'a"b"', 0]]],
    [
      'description="é ü" default=1',
      [
        ['description', 'é ü', 0],
        ['default', '1', 18],
      ],
    ],
    // Only the first `=` of a marker splits key and value.
    [
      'validation=self==oldSelf minimum=1',
      [
        ['validation', 'self==oldSelf', 0],
        ['minimum', '1', 25],
      ],
    ],
  ])('%j', (input, expected) => {
    const result = parseMarkers(input);
    expect('markers' in result && result.markers.map((m) => [m.key, m.value, m.offset])).toEqual(expected);
  });

  it.each([
    ['invalid=true', 'invalid marker key "invalid": unknown marker: invalid', 0],
    ['optional', "marker key 'optional' without a value", 0],
    ['description="some description" optional', "marker key 'optional' without a value", 31],
    // Trailing whitespace leaves an empty key at the end of the text.
    [' required=true ', "marker key '' without a value", 15],
    ['', "marker key '' without a value", 0],
    // Whitespace before a key is dropped, so the stray word joins the next key, in kro too.
    ['optional description="some description"', 'invalid marker key "optionaldescription": unknown marker: optionaldescription', 0],
    ['default=5 optional description="x"', 'invalid marker key "optionaldescription": unknown marker: optionaldescription', 10],
    ['default={"unclosed": "brace"', 'unclosed bracket/brace', 0],
    ['default=}', 'unmatched closing bracket/brace', 8],
    ['=value', 'empty marker key', 0],
    ['  =value', 'empty marker key', 2],
    ['description="a \\" b', 'unclosed quote', 0],
  ])('%j fails with %s at %i', (input, error, offset) => {
    expect(parseMarkers(input)).toMatchObject({ error, offset });
  });
});

describe('custom types and the structure kro builds (transform.go)', () => {
  it('expands every use of a custom type into its own copy', () => {
    const { schema, issues } = simpleSchemaToOpenApi({ a: 'Name | description="first"', b: 'Name' }, { Name: 'string | minLength=1' });
    expect(issues).toEqual([]);
    expect(schema.properties).toEqual({ a: { type: 'string', minLength: 1, description: 'first' }, b: { type: 'string', minLength: 1 } });
    // Only an alias carrying required=true makes its fields required.
    expect(schema.required).toBeUndefined();
  });

  it('never lets a custom type named like a builtin replace the builtin', () => {
    const { schema } = simpleSchemaToOpenApi({ a: 'string' }, { string: 'integer | required=true' });
    expect(schema.properties).toEqual({ a: { type: 'string' } });
    expect(schema.required).toBeUndefined();
  });

  it('leaves out a field whose custom type failed to build', () => {
    const { schema, issues } = simpleSchemaToOpenApi({ a: 'T', b: 'string' }, { T: { n: 'Nope', m: 'string' } });
    expect(issues.map((i) => i.message)).toEqual(['unknown type: Nope']);
    expect(schema.properties).toEqual({ b: { type: 'string' } });
  });

  it('still builds the types outside a cycle', () => {
    const { schema, issues } = simpleSchemaToOpenApi({ x: 'Ok' }, { A: { b: 'B' }, B: { a: 'A' }, Ok: 'integer | minimum=1' });
    expect(issues.map((i) => i.message)).toEqual(['cyclic dependency in type A: A -> B -> A']);
    expect(schema.properties).toEqual({ x: { type: 'integer', minimum: 1 } });
  });

  it('builds a type used by an earlier one once, so its problem is reported once', () => {
    const { issues } = simpleSchemaToOpenApi({}, { A: { b: 'B' }, C: { b: 'B' }, B: { n: 'integer | minimum=x' } });
    expect(issues.map((i) => [i.section, i.path])).toEqual([['types', ['B', 'n']]]);
  });

  it('reports fields in name order and keeps going after a bad field', () => {
    const { schema, issues } = simpleSchemaToOpenApi({ b: 'integer | minimum=x', a: 'Missing | description="x"', c: 'string' }, {});
    expect(issues.map((i) => i.path)).toEqual([['a'], ['b']]);
    expect(schema.properties).toEqual({ c: { type: 'string' } });
  });

  it('resolves types in dependency order, through lists and maps', () => {
    const { schema, issues } = simpleSchemaToOpenApi({ a: 'A' }, { A: { b: '[]B' }, B: { c: 'map[string]C' }, C: 'integer | minimum=0' });
    expect(issues).toEqual([]);
    expect(schema.properties).toEqual({
      a: {
        type: 'object',
        properties: {
          b: { type: 'array', items: { type: 'object', properties: { c: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } } } } },
        },
      },
    });
  });

  it('sorts and de-duplicates required fields, including those of required alias types', () => {
    const { schema, issues } = simpleSchemaToOpenApi(
      { x: { b: 'string | required=true', a: 'Id | required=true', c: 'Id' } },
      { Id: 'string | required=true' },
    );
    expect(issues).toEqual([]);
    expect((schema.properties as Schema).x).toEqual({
      type: 'object',
      required: ['a', 'b', 'c'],
      properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
    });
  });

  it('gives an object with a defaulted field a default of {} only when nothing in it is required', () => {
    const { schema } = simpleSchemaToOpenApi(
      { x: { a: 'string | default="v"', b: 'string | required=true' }, y: { a: 'string' }, z: { a: 'integer | default=1' } },
      {},
    );
    const properties = schema.properties as Record<string, Schema>;
    expect(properties.x!.default).toBeUndefined();
    expect(properties.y!.default).toBeUndefined();
    expect(properties.z!.default).toEqual({});
  });

  it.each([
    [{ a: 'Missing' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: Missing', 'Missing']]],
    [{ a: '[]map[string]Missing' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: Missing', 'Missing']]],
    [{ a: 'int' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: int (use `integer`)', 'int']]],
    [{ a: 'int64' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: int64 (use `integer`)', 'int64']]],
    [{ a: 'double' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: double (kro has no `number` type: use `float`)', 'double']]],
    [{ a: 'bool' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: bool (use `boolean`)', 'bool']]],
    [{ a: 'map' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: map (use `map[string]T` or `[]T`)', 'map']]],
    [{ a: 'array' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: array (use `map[string]T` or `[]T`)', 'array']]],
    [{ a: 'list' }, {}, [['unknown_type', 'spec', ['a'], 'unknown type: list (use `map[string]T` or `[]T`)', 'list']]],
    [{ a: { b: 'map[int]string' } }, {}, [['invalid_type', 'spec', ['a', 'b'], 'map key must be string', 'map[int]string']]],
    [
      {},
      { T: 'integer | minimum=x' },
      [['invalid_marker_value', 'types', ['T'], 'failed to parse minimum enum value: strconv.ParseFloat: parsing "x": invalid syntax', 'minimum']],
    ],
    [
      {},
      { T: { n: 'string | requried=true' } },
      [['unknown_marker', 'types', ['T', 'n'], 'invalid marker key "requried": unknown marker: requried', 'requried']],
    ],
    // A type that failed to build is not reported again where it is used.
    [
      { a: 'T', b: '[]T' },
      { T: 'integer | minimum=x' },
      [['invalid_marker_value', 'types', ['T'], 'failed to parse minimum enum value: strconv.ParseFloat: parsing "x": invalid syntax', 'minimum']],
    ],
    [{ a: 'U' }, { T: { n: 'Nope' }, U: { t: 'T' } }, [['unknown_type', 'types', ['T', 'n'], 'unknown type: Nope', 'Nope']]],
    [
      { a: 'A', c: 'C' },
      { A: { b: 'B' }, B: { a: '[]A' }, C: 'map[string]C' },
      [
        ['type_cycle', 'types', ['A'], 'cyclic dependency in type A: A -> B -> A', undefined],
        ['type_cycle', 'types', ['C'], 'cyclic dependency in type C: C -> C', undefined],
      ],
    ],
  ])('%j with types %j', (spec, types, expected) => {
    const { issues } = simpleSchemaToOpenApi(spec, types);
    const texts = (section: string, path: readonly string[]): string => {
      let node: unknown = section === 'spec' ? spec : types;
      for (const name of path) node = (node as Schema)[name];
      return node as string;
    };
    expect(
      issues.map((i) => [
        i.kind,
        i.section,
        i.path,
        i.message,
        i.offset === undefined ? undefined : texts(i.section, i.path).slice(i.offset, i.offset + i.length!),
      ]),
    ).toEqual(expected);
  });

  it.each([
    [3, 'int64'],
    [1.5, 'float64'],
    [true, 'bool'],
    [null, '<nil>'],
    [['a'], '[]interface {}'],
  ])('a type defined as %j is refused as %s, as Go %%T names it', (value, goType) => {
    const { issues } = simpleSchemaToOpenApi({}, { T: value });
    expect(issues).toStrictEqual([
      { kind: 'invalid_field', section: 'types', path: ['T'], message: `pre-defined type must be an object or string alias, got ${goType}` },
    ]);
  });

  it('refuses a field that is neither a type string nor a map of fields', () => {
    const { issues, schema } = simpleSchemaToOpenApi({ a: null, b: 'string' }, {});
    expect(issues).toStrictEqual([
      {
        kind: 'invalid_field',
        section: 'spec',
        path: ['a'],
        message: 'unexpected type: <nil> (a field is a type string such as "string | required=true" or a map of nested fields)',
      },
    ]);
    expect(schema.properties).toEqual({ b: { type: 'string' } });
  });

  it('treats a spec or types that is not a map as empty', () => {
    expect(simpleSchemaToOpenApi('string', ['x'])).toEqual({ schema: { type: 'object', properties: {} }, issues: [] });
  });
});
