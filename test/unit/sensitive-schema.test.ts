/**
 * More whole answers for the schema rules of docs/design/secrets.md: every OpenAPI schema
 * keyword keeps a map under a credential key a schema (kro's example RGDs embed CRDs), each
 * schema type counts, and SimpleSchema defaults are read as kro's markers are written.
 */
import { describe, expect, it } from 'vitest';
import { findSensitiveSpans, findSensitiveValues, maskSource } from '../../src/sensitive/index.js';
import { spansFromTree } from '../../src/sensitive/spans.js';

const shown = (text: string) => {
  const sources = new Map([['f.yaml', text]]);
  const spans = findSensitiveSpans(sources);
  const tree = spansFromTree(sources);
  const out = maskSource(text, spans.ranges.get('f.yaml'));
  expect(maskSource(text, tree.ranges.get('f.yaml'))).toBe(out);
  expect(tree.values).toEqual(spans.values);
  expect([...findSensitiveValues(sources)]).toEqual([...spans.values]);
  return { out, values: [...spans.values] };
};

describe('a schema under a credential key', () => {
  it('made of every OpenAPI keyword: shown, only its default, example(s), enum and const hidden', () => {
    const text = [
      'clientToken:',
      '  type: object',
      '  format: byte',
      '  description: d',
      '  title: t',
      '  default: Def-4ult',
      '  example: Ex-1',
      '  examples: [Ex-2]',
      '  enum: [En-1]',
      '  const: Co-1',
      '  pattern: "^a$"',
      '  nullable: true',
      '  minLength: 1',
      '  maxLength: 2',
      '  minimum: 1',
      '  maximum: 2',
      '  exclusiveMinimum: true',
      '  exclusiveMaximum: true',
      '  multipleOf: 1',
      '  items: {type: string}',
      '  minItems: 1',
      '  maxItems: 2',
      '  uniqueItems: true',
      '  properties: {a: {type: string}}',
      '  additionalProperties: false',
      '  required: [a]',
      '  minProperties: 1',
      '  maxProperties: 2',
      '  oneOf: [{type: string}]',
      '  anyOf: [{type: string}]',
      '  allOf: [{type: string}]',
      '  not: {type: integer}',
      '  $ref: "#/x"',
      '  readOnly: false',
      '  writeOnly: false',
      '  deprecated: false',
      '  x-kubernetes-int-or-string: true',
      '',
    ].join('\n');
    const got = shown(text);
    expect(got.out).toBe(
      text.replace('Def-4ult', '********').replace('Ex-1', '********').replace('[Ex-2]', '********').replace('[En-1]', '********').replace('Co-1', '********'),
    );
    expect(got.values).toEqual(['Def-4ult', 'Ex-2', 'En-1', 'Co-1', 'Ex-1']);
  });

  it.each(['string', 'integer', 'number', 'boolean', 'object', 'array'])('type %s alone makes a schema', (type) => {
    const text = `apiToken:\n  type: ${type}\n  default: Def-4ult\n`;
    expect(shown(text)).toEqual({ out: `apiToken:\n  type: ${type}\n  default: ********\n`, values: ['Def-4ult'] });
  });

  it.each([
    ['properties', 'apiToken:\n  properties: {}\n  default: Def-4ult\n'],
    ['$ref', 'apiToken:\n  $ref: "#/x"\n  default: Def-4ult\n'],
  ])('%s without a type makes a schema', (_keyword, text) => {
    expect(shown(text)).toEqual({ out: text.replace('Def-4ult', '********'), values: ['Def-4ult'] });
  });

  it.each([
    ['schema keywords without a type, properties or $ref', 'apiToken:\n  description: Desc-1\n  default: Def-4ult\n'],
    ['a key that ends like an extension', 'apiToken:\n  type: string\n  my-x-kubernetes-: Ext-1\n'],
    ['one non-keyword among keywords', 'apiToken:\n  type: string\n  value: V4l-1\n'],
  ])('%s: a value, hidden whole', (_name, text) => {
    const got = shown(text);
    expect(got.out).toBe('apiToken:\n  ********\n\n');
  });
});

describe('SimpleSchema defaults', () => {
  const rgd = (field: string) => `kind: ResourceGraphDefinition\nspec:\n  schema:\n    spec:\n      password: ${field}\n`;
  it.each([
    ['string | default=Hunter2x', ['Hunter2x']],
    ['string|default=Hunter2x', ['Hunter2x']],
    ['string | mydefault=Hunter2x', []],
    ['string | default="a b" minimum=1', ['a b']],
    ['string | default="bad \\q"', ['"bad \\q"']],
    ['string | default=""', []],
    ['"default=Hunter2x"', ['Hunter2x']],
    ['string', []],
  ])('%s', (field, values) => {
    expect(shown(rgd(field)).values).toEqual(values);
  });

  it('status and types fields are schema too; a field outside spec.schema is a value', () => {
    const text =
      'kind: ResourceGraphDefinition\nspec:\n  schema:\n    status:\n      token: string\n    types:\n      T:\n        pin: integer\n    other:\n      secret: string\n  x:\n    schema:\n      spec:\n        token: Tok3n-v\n';
    expect(shown(text).values).toEqual(['Tok3n-v', 'string']);
  });

  it('a nested credential-named object in a SimpleSchema is walked as more schema', () => {
    const text =
      'kind: ResourceGraphDefinition\nspec:\n  schema:\n    spec:\n      credentials:\n        user: string\n        token: string | default=Hunter2x\n';
    expect(shown(text)).toEqual({ out: text.replace('string | default=Hunter2x', '********'), values: ['Hunter2x'] });
  });
});

describe('parameters', () => {
  it('writeOnly must be true; format must be password; a nested parameter counts; a deep one stops at the bound', () => {
    const text = [
      'kind: ConfigData',
      'configuration:',
      '  schema:',
      '    properties:',
      '      a: {type: string, writeOnly: "true"}',
      '      b: {type: string, format: passwords}',
      '      c:',
      '        properties:',
      '          d: {type: string, format: password}',
      '  defaults:',
      '    a: Sh0wn-a',
      '    b: Sh0wn-b',
      '    c: {d: Hidd3n-d}',
      '',
    ].join('\n');
    expect(shown(text).values).toEqual(['Hidd3n-d']);
  });

  it('properties outside configuration.schema are not parameters', () => {
    const text =
      'kind: ConfigData\nother:\n  schema:\n    properties:\n      token: {type: string, default: Def-4ult}\nconfiguration:\n  x:\n    properties:\n      token: Tok3n-v\n';
    expect(shown(text).values).toEqual(['Def-4ult', 'Tok3n-v']);
  });
});
