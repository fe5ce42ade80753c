/**
 * Table-driven tests of the JSON Schema → kro SimpleSchema conversion. Each case gives
 * `configuration.schema` and `configuration.defaults` and the expected `spec`, `types`
 * and issues (code and path only: messages may be reworded freely). `spec` and `types`
 * are compared as JSON text, so key order, which makes the output deterministic, is
 * checked as well.
 */
import { describe, expect, it } from 'vitest';
import { convertConfigurationSchema, type ParameterInfo, type SchemaIssue } from '../../src/simpleschema/index.js';

interface Case {
  name: string;
  schema: unknown;
  defaults?: unknown;
  spec?: Record<string, unknown>;
  types?: Record<string, unknown>;
  /** Expected issues; omitted means none. */
  issues?: { code: SchemaIssue['code']; path: (string | number)[] }[];
  parameters?: ParameterInfo[];
}

/** A root schema with the given properties. */
const root = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'object',
  properties,
  ...extra,
});

const UNSUPPORTED: [string, unknown][] = [
  ['oneOf', [{ type: 'string' }]],
  ['anyOf', [{ type: 'string' }]],
  ['allOf', [{ type: 'string' }]],
  ['not', { type: 'integer' }],
  ['if', { minLength: 1 }],
  ['then', { minLength: 2 }],
  ['else', { minLength: 3 }],
  ['const', 'x'],
  ['exclusiveMinimum', 1],
  ['exclusiveMaximum', 9],
  ['multipleOf', 2],
  ['patternProperties', { '^a': { type: 'string' } }],
  ['propertyNames', { pattern: '^a' }],
  ['dependencies', { a: ['b'] }],
  ['dependentRequired', { a: ['b'] }],
  ['dependentSchemas', { a: { required: ['b'] } }],
  ['contains', { type: 'string' }],
  ['minProperties', 1],
  ['maxProperties', 3],
  ['unevaluatedProperties', false],
  ['prefixItems', [{ type: 'string' }]],
];

const cases: Case[] = [
  // ---- types ---------------------------------------------------------------------
  { name: 'undefined schema gives an empty result', schema: undefined, spec: {}, types: {}, parameters: [] },
  { name: 'empty object root', schema: { type: 'object' }, spec: {}, types: {} },
  {
    name: 'every atomic type, number as float, schemaless object',
    schema: root({
      a: { type: 'string' },
      b: { type: 'integer' },
      c: { type: 'number' },
      d: { type: 'boolean' },
      e: { type: 'object' },
      f: { type: ['string'] },
    }),
    spec: { a: 'string', b: 'integer', c: 'float', d: 'boolean', e: 'object', f: 'string' },
  },
  {
    name: 'type inferred from properties and items',
    schema: root({ obj: { properties: { x: { type: 'string' } } }, list: { items: { type: 'integer' } } }),
    spec: { list: '[]integer', obj: { x: 'string' } },
  },
  {
    name: 'nested structs with keys sorted at every level',
    schema: root({
      zeta: { type: 'string' },
      alpha: {
        type: 'object',
        description: 'dropped',
        properties: { y: { type: 'integer' }, b: { type: 'object', properties: { z: { type: 'boolean' }, a: { type: 'string' } } } },
      },
    }),
    spec: { alpha: { b: { a: 'string', z: 'boolean' }, y: 'integer' }, zeta: 'string' },
  },
  // ---- markers -------------------------------------------------------------------
  {
    name: 'integer markers in fixed order',
    schema: root({ replicas: { type: 'integer', maximum: 10, minimum: 1, description: 'Pod count', default: 1 } }),
    spec: { replicas: 'integer | default=1 description="Pod count" minimum=1 maximum=10' },
  },
  {
    name: 'string markers: enum, pattern, lengths',
    schema: root({ s: { type: 'string', maxLength: 9, minLength: 2, pattern: '^[a-z]+$', enum: ['ab', 'cd'] } }),
    spec: { s: 'string | enum="ab,cd" pattern="^[a-z]+$" minLength=2 maxLength=9' },
  },
  {
    name: 'array markers; uniqueItems false is not emitted',
    schema: root({
      a: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5, uniqueItems: true },
      b: { type: 'array', items: { type: 'integer' }, uniqueItems: false },
    }),
    spec: { a: '[]string | minItems=1 maxItems=5 uniqueItems=true', b: '[]integer' },
  },
  {
    name: 'required and default are both emitted',
    schema: root({ port: { type: 'integer', default: 8080 } }, { required: ['port'] }),
    spec: { port: 'integer | required=true default=8080' },
  },
  {
    name: 'description with quotes, backslashes and newlines is escaped',
    schema: root({ d: { type: 'string', description: 'Say "hi"\nto C:\\dir' } }),
    spec: { d: 'string | description="Say \\"hi\\" to C:\\\\dir"' },
  },
  {
    name: 'pattern with backslashes is escaped',
    schema: root({ v: { type: 'string', pattern: '^\\d+\\.\\d+$' } }),
    spec: { v: 'string | pattern="^\\\\d+\\\\.\\\\d+$"' },
  },
  {
    name: 'title serves as description when description is absent',
    schema: root({ t: { type: 'boolean', title: 'Enable it' } }),
    spec: { t: 'boolean | description="Enable it"' },
  },
  {
    name: 'float and boolean defaults are bare',
    schema: root({ ratio: { type: 'number', default: 0.5 }, on: { type: 'boolean', default: true } }),
    spec: { on: 'boolean | default=true', ratio: 'float | default=0.5' },
  },
  {
    name: 'array and map defaults are compact JSON',
    schema: root({
      list: { type: 'array', items: { type: 'string' }, default: ['a', 'b c'] },
      labels: { type: 'object', additionalProperties: { type: 'integer' }, default: { a: 1 } },
    }),
    spec: { labels: 'map[string]integer | default={"a":1}', list: '[]string | default=["a","b c"]' },
  },
  // ---- arrays, maps, custom types ---------------------------------------------------
  {
    name: 'array of structs becomes a custom type',
    schema: root({
      servers: {
        type: 'array',
        items: { type: 'object', required: ['host'], properties: { port: { type: 'integer', default: 80 }, host: { type: 'string' } } },
      },
    }),
    spec: { servers: '[]ServersItem' },
    types: { ServersItem: { host: 'string | required=true', port: 'integer | default=80' } },
  },
  {
    name: 'nested arrays, and arrays of arrays of structs',
    schema: root({
      grid: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
      cells: { type: 'array', items: { type: 'array', items: { type: 'object', properties: { v: { type: 'string' } } } } },
    }),
    spec: { cells: '[][]CellsItemItem', grid: '[][]integer' },
    types: { CellsItemItem: { v: 'string' } },
  },
  {
    name: 'constrained scalar items get an alias type',
    schema: root({ tags: { type: 'array', items: { type: 'string', minLength: 1 } } }),
    spec: { tags: '[]TagsItem' },
    types: { TagsItem: 'string | minLength=1' },
  },
  {
    name: 'maps of scalars and of structs',
    schema: root({
      env: { type: 'object', additionalProperties: { type: 'string' } },
      nested: { type: 'object', properties: { limits: { type: 'object', additionalProperties: { type: 'object', properties: { cpu: { type: 'string' } } } } } },
    }),
    spec: { env: 'map[string]string', nested: { limits: 'map[string]NestedLimitsValue' } },
    types: { NestedLimitsValue: { cpu: 'string' } },
  },
  {
    name: 'objects without a property schema are schemaless; additionalProperties false is fine',
    schema: root({
      a: { type: 'object', additionalProperties: true },
      b: { type: 'object', additionalProperties: {} },
      c: { type: 'object', additionalProperties: false, properties: { x: { type: 'string' } } },
    }),
    spec: { a: 'object', b: 'object', c: { x: 'string' } },
  },
  {
    name: 'additionalProperties schema next to properties is unsupported',
    schema: root({ m: { type: 'object', properties: { x: { type: 'string' } }, additionalProperties: { type: 'string' } } }),
    spec: { m: { x: 'string' } },
    issues: [{ code: 'schema_unsupported_keyword', path: ['schema', 'properties', 'm', 'additionalProperties'] }],
  },
  {
    name: '$defs and definitions refs become named custom types',
    schema: root(
      {
        primary: { $ref: '#/$defs/my-server', description: 'Main server' },
        replicas: { type: 'array', items: { $ref: '#/$defs/my-server' } },
        byName: { type: 'object', additionalProperties: { $ref: '#/definitions/Port' } },
        port: { $ref: '#/definitions/Port', default: 8080 },
      },
      {
        $defs: { 'my-server': { type: 'object', description: 'dropped', properties: { host: { type: 'string' } } } },
        definitions: { Port: { type: 'integer', minimum: 1, maximum: 65535 } },
      },
    ),
    spec: {
      byName: 'map[string]Port',
      port: 'Port | default=8080',
      primary: 'MyServer | description="Main server"',
      replicas: '[]MyServer',
    },
    types: { MyServer: { host: 'string' }, Port: 'integer | minimum=1 maximum=65535' },
  },
  {
    name: 'generated names do not take a definition name',
    schema: root(
      { servers: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } }, other: { $ref: '#/$defs/ServersItem' } },
      { $defs: { ServersItem: { type: 'string' } } },
    ),
    spec: { other: 'ServersItem', servers: '[]ServersItem2' },
    types: { ServersItem: 'string', ServersItem2: { a: 'string' } },
  },
  {
    name: 'remote and unknown refs are unresolved',
    schema: root({ a: { $ref: 'https://example.com/s.json' }, b: { $ref: '#/$defs/Missing' } }),
    spec: { a: 'object', b: 'object' },
    issues: [
      { code: 'schema_unresolved_ref', path: ['schema', 'properties', 'a', '$ref'] },
      { code: 'schema_unresolved_ref', path: ['schema', 'properties', 'b', '$ref'] },
    ],
  },
  {
    name: 'a $ref cycle is a recursive type',
    schema: root(
      { tree: { $ref: '#/$defs/Node' } },
      { $defs: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } } } } },
    ),
    issues: [{ code: 'schema_recursive_type', path: ['schema', '$defs', 'Node', 'properties', 'children', 'items', '$ref'] }],
  },
  {
    name: 'constraints next to $ref are unsupported',
    schema: root({ p: { $ref: '#/$defs/P', minimum: 3 } }, { $defs: { P: { type: 'integer' } } }),
    issues: [{ code: 'schema_unsupported_keyword', path: ['schema', 'properties', 'p', 'minimum'] }],
  },
  // ---- unsupported and ignored keywords ----------------------------------------------
  ...UNSUPPORTED.map(
    ([keyword, value]): Case => ({
      name: `unsupported keyword ${keyword}`,
      schema: root({ x: { type: 'string', [keyword]: value } }),
      spec: { x: 'string' },
      issues: [{ code: 'schema_unsupported_keyword', path: ['schema', 'properties', 'x', keyword] }],
    }),
  ),
  {
    name: 'annotations are ignored silently',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'urn:x',
      type: 'object',
      properties: { a: { type: 'string', $comment: 'c', examples: ['x'], readOnly: true, deprecated: true, 'x-ui': 1 } },
    },
    spec: { a: 'string' },
  },
  {
    name: 'format other than password is a dropped validation',
    schema: root({ mail: { type: 'string', format: 'email' } }),
    spec: { mail: 'string' },
    issues: [{ code: 'schema_ignored_keyword', path: ['schema', 'properties', 'mail', 'format'] }],
  },
  {
    name: 'a keyword that does not apply to the type is dropped; an unknown keyword is an error',
    schema: root({ n: { type: 'integer', minLength: 1 }, typo: { type: 'string', desciption: 'x' } }),
    spec: { n: 'integer', typo: 'string' },
    issues: [
      { code: 'schema_ignored_keyword', path: ['schema', 'properties', 'n', 'minLength'] },
      { code: 'schema_unknown_keyword', path: ['schema', 'properties', 'typo', 'desciption'] },
    ],
  },
  {
    name: 'writeOnly and format password are sensitive',
    schema: root({ token: { type: 'string', writeOnly: true }, pass: { type: 'string', format: 'password' } }),
    issues: [
      { code: 'configdata_sensitive_parameter', path: ['schema', 'properties', 'token', 'writeOnly'] },
      { code: 'configdata_sensitive_parameter', path: ['schema', 'properties', 'pass', 'format'] },
    ],
  },
  {
    name: 'null and multi-type lists are unsupported types; missing type is reported',
    schema: root({ a: { type: 'null' }, b: { type: ['string', 'null'] }, c: { description: 'what am I' } }),
    spec: { a: 'object', b: 'object', c: 'object | description="what am I"' },
    issues: [
      { code: 'schema_unsupported_type', path: ['schema', 'properties', 'a', 'type'] },
      { code: 'schema_unsupported_type', path: ['schema', 'properties', 'b', 'type'] },
      { code: 'schema_missing_type', path: ['schema', 'properties', 'c'] },
    ],
  },
  {
    name: 'tuple items are unsupported',
    schema: root({ t: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] } }),
    spec: { t: '[]object' },
    issues: [{ code: 'schema_unsupported_keyword', path: ['schema', 'properties', 't', 'items'] }],
  },
  {
    name: 'a non-object root is unsupported',
    schema: { type: 'string' },
    spec: {},
    issues: [{ code: 'schema_unsupported_type', path: ['schema', 'type'] }],
  },
  {
    name: 'required names that are not properties are unsupported',
    schema: root({ a: { type: 'string' } }, { required: ['a', 'ghost'] }),
    spec: { a: 'string | required=true' },
    issues: [{ code: 'schema_unsupported_keyword', path: ['schema', 'required', 1] }],
  },
  // ---- names ---------------------------------------------------------------------------
  {
    name: 'component and secrets are reserved at the top level only',
    schema: root({ component: { type: 'string' }, secrets: { type: 'object' }, app: { type: 'object', properties: { component: { type: 'string' } } } }),
    spec: { app: { component: 'string' } },
    issues: [
      { code: 'configdata_reserved_parameter', path: ['schema', 'properties', 'component'] },
      { code: 'configdata_reserved_parameter', path: ['schema', 'properties', 'secrets'] },
    ],
  },
  {
    name: 'property names must be identifiers and not CEL reserved words',
    schema: root({ 'my-name': { type: 'string' }, '1st': { type: 'string' }, in: { type: 'string' }, namespace: { type: 'string' }, ok_1: { type: 'string' } }),
    defaults: { 'my-name': 'x' },
    spec: { ok_1: 'string' },
    issues: [
      { code: 'schema_invalid_property_name', path: ['schema', 'properties', '1st'] },
      { code: 'schema_invalid_property_name', path: ['schema', 'properties', 'in'] },
      { code: 'schema_invalid_property_name', path: ['schema', 'properties', 'my-name'] },
      { code: 'schema_invalid_property_name', path: ['schema', 'properties', 'namespace'] },
    ],
  },
  // ---- defaults ------------------------------------------------------------------------
  {
    name: 'defaults follow nested properties and win over schema defaults',
    schema: root({
      replicas: { type: 'integer', default: 1 },
      podinfo: { type: 'object', properties: { message: { type: 'string', default: 'schema' }, color: { type: 'string' } } },
    }),
    defaults: { replicas: 2, podinfo: { message: 'Hello world' } },
    spec: { podinfo: { color: 'string', message: 'string | default="Hello world"' }, replicas: 'integer | default=2' },
  },
  {
    name: 'a struct-level schema default is distributed to the children',
    schema: root({ podinfo: { type: 'object', default: { color: 'red' }, properties: { color: { type: 'string' } } } }),
    spec: { podinfo: { color: 'string | default="red"' } },
  },
  {
    name: 'defaults of the wrong type',
    schema: root({
      replicas: { type: 'integer' },
      ratio: { type: 'number' },
      name: { type: 'string' },
      podinfo: { type: 'object', properties: { a: { type: 'string' } } },
    }),
    defaults: { replicas: 1.5, ratio: '0.5', name: 3, podinfo: 'x' },
    spec: { name: 'string', podinfo: { a: 'string' }, ratio: 'float', replicas: 'integer' },
    issues: [
      { code: 'configdata_invalid_default', path: ['defaults', 'name'] },
      { code: 'configdata_invalid_default', path: ['defaults', 'podinfo'] },
      { code: 'configdata_invalid_default', path: ['defaults', 'ratio'] },
      { code: 'configdata_invalid_default', path: ['defaults', 'replicas'] },
    ],
  },
  {
    name: 'defaults that break a constraint',
    schema: root({
      replicas: { type: 'integer', minimum: 1 },
      mode: { type: 'string', enum: ['a', 'b'] },
      list: { type: 'array', items: { type: 'integer' } },
    }),
    defaults: { replicas: 0, mode: 'c', list: [1, 'two'] },
    issues: [
      { code: 'configdata_invalid_default', path: ['defaults', 'list', 1] },
      { code: 'configdata_invalid_default', path: ['defaults', 'mode'] },
      { code: 'configdata_invalid_default', path: ['defaults', 'replicas'] },
    ],
  },
  {
    name: 'defaults naming no parameter',
    schema: root({ podinfo: { type: 'object', properties: { a: { type: 'string' } } } }),
    defaults: { nope: 1, podinfo: { a: 'x', typo: 2 } },
    spec: { podinfo: { a: 'string | default="x"' } },
    issues: [
      { code: 'configdata_invalid_default', path: ['defaults', 'nope'] },
      { code: 'configdata_invalid_default', path: ['defaults', 'podinfo', 'typo'] },
    ],
  },
  {
    name: 'defaults without a schema name no parameter',
    schema: undefined,
    defaults: { replicas: 1 },
    spec: {},
    issues: [{ code: 'configdata_invalid_default', path: ['defaults', 'replicas'] }],
  },
  {
    name: 'list defaults with a quote, and integers too large, are unrepresentable',
    schema: root({ list: { type: 'array', items: { type: 'string' } }, big: { type: 'integer' } }),
    defaults: { list: ['a"b'], big: 2 ** 60 },
    spec: { big: 'integer', list: '[]string' },
    issues: [
      { code: 'schema_unrepresentable_default', path: ['defaults', 'big'] },
      { code: 'schema_unrepresentable_default', path: ['defaults', 'list'] },
    ],
  },
  {
    name: 'string defaults with a quote, backslash or newline are applied at use, not in the marker',
    schema: root({
      msg: { type: 'string', maxLength: 3 },
      dir: { type: 'string', default: 'C:\\tmp' },
      ui: { type: 'object', properties: { banner: { type: 'string' } } },
      plain: { type: 'string' },
    }),
    defaults: { msg: 'say "hi"', ui: { banner: 'a\nb' }, plain: 'ok' },
    spec: { dir: 'string', msg: 'string | maxLength=3', plain: 'string | default="ok"', ui: { banner: 'string' } },
    issues: [{ code: 'configdata_invalid_default', path: ['defaults', 'msg'] }],
    parameters: [
      { path: ['dir'], type: 'string', required: false, hasDefault: false, default: 'C:\\tmp', defaultAtUse: true },
      { path: ['msg'], type: 'string', required: false, hasDefault: false },
      { path: ['plain'], type: 'string', required: false, hasDefault: true, default: 'ok' },
      { path: ['ui'], type: 'object', required: false, hasDefault: false },
      { path: ['ui', 'banner'], type: 'string', required: false, hasDefault: false, default: 'a\nb', defaultAtUse: true },
    ],
  },
  {
    name: 'a string default kro cannot carry in a custom type is still unrepresentable',
    schema: root({ items: { type: 'array', items: { type: 'object', properties: { q: { type: 'string', default: 'a"b' } } } } }),
    defaults: {},
    issues: [{ code: 'schema_unrepresentable_default', path: ['schema', 'properties', 'items', 'items', 'properties', 'q', 'default'] }],
  },
  {
    name: 'a whole default for a referenced struct is emitted as JSON and checked',
    schema: root(
      { db: { $ref: '#/$defs/Db' }, other: { $ref: '#/$defs/Db' } },
      { $defs: { Db: { type: 'object', required: ['host'], properties: { host: { type: 'string' }, port: { type: 'integer' } } } } },
    ),
    defaults: { db: { host: 'pg', port: 5432 }, other: { port: 1, bogus: true } },
    spec: { db: 'Db | default={"host":"pg","port":5432}', other: 'Db' },
    types: { Db: { host: 'string | required=true', port: 'integer' } },
    issues: [
      { code: 'configdata_invalid_default', path: ['defaults', 'other'] },
      { code: 'configdata_invalid_default', path: ['defaults', 'other', 'bogus'] },
    ],
    parameters: [
      { path: ['db'], type: 'object', required: false, hasDefault: true, default: { host: 'pg', port: 5432 } },
      { path: ['db', 'host'], type: 'string', required: true, hasDefault: true, default: 'pg' },
      { path: ['db', 'port'], type: 'integer', required: false, hasDefault: true, default: 5432 },
      { path: ['other'], type: 'object', required: false, hasDefault: false },
      { path: ['other', 'host'], type: 'string', required: true, hasDefault: false },
      { path: ['other', 'port'], type: 'integer', required: false, hasDefault: false },
    ],
  },
  // ---- marker values kro cannot carry ------------------------------------------------
  {
    name: 'enum items with a comma or empty, and enum on unsupported types',
    schema: root({
      s: { type: 'string', enum: ['a,b', '', 'ok'] },
      b: { type: 'boolean', enum: [true] },
      f: { type: 'number', enum: [0.5] },
      l: { type: 'array', items: { type: 'string' }, enum: [['a']] },
      i: { type: 'integer', enum: [1, 2] },
      o: { type: 'object', enum: [{}] },
    }),
    spec: { b: 'boolean', f: 'float', i: 'integer | enum="1,2"', l: '[]string', o: 'object', s: 'string' },
    issues: [
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'o', 'enum'] },
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'b', 'enum'] },
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'f', 'enum'] },
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'l', 'enum'] },
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 's', 'enum', 0] },
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 's', 'enum', 1] },
    ],
  },
  {
    name: 'patterns Go RE2 cannot compile',
    schema: root({
      ahead: { type: 'string', pattern: '^(?=.*\\d).+$' },
      behind: { type: 'string', pattern: '(?<!x)y' },
      backref: { type: 'string', pattern: '^(a)\\1$' },
      fine: { type: 'string', pattern: '^[\\w.-]+(?:\\.[a-z]{2,})$' },
    }),
    spec: { ahead: 'string', backref: 'string', behind: 'string', fine: 'string | pattern="^[\\\\w.-]+(?:\\\\.[a-z]{2,})$"' },
    issues: [
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'ahead', 'pattern'] },
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'backref', 'pattern'] },
      { code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'behind', 'pattern'] },
    ],
  },
  {
    name: 'uniqueItems on a list of structs cannot be a set',
    schema: root({ l: { type: 'array', uniqueItems: true, items: { type: 'object', properties: { a: { type: 'string' } } } } }),
    spec: { l: '[]LItem' },
    types: { LItem: { a: 'string' } },
    issues: [{ code: 'schema_invalid_marker_value', path: ['schema', 'properties', 'l', 'uniqueItems'] }],
  },
  // ---- parameters ----------------------------------------------------------------------
  {
    name: 'parameters list leaves and intermediate objects, sorted by path',
    schema: root(
      {
        z: { type: 'string' },
        app: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, size: { type: 'integer', default: 1 } } },
        db: { $ref: '#/$defs/Db' },
        tags: { type: 'object', additionalProperties: { type: 'string' } },
      },
      { required: ['app'], $defs: { Db: { type: 'object', properties: { host: { type: 'string' } } } } },
    ),
    parameters: [
      { path: ['app'], type: 'object', required: true, hasDefault: true },
      { path: ['app', 'name'], type: 'string', required: true, hasDefault: false },
      { path: ['app', 'size'], type: 'integer', required: false, hasDefault: true, default: 1 },
      { path: ['db'], type: 'object', required: false, hasDefault: false },
      { path: ['db', 'host'], type: 'string', required: false, hasDefault: false },
      { path: ['tags'], type: 'map', required: false, hasDefault: false },
      { path: ['z'], type: 'string', required: false, hasDefault: false },
    ],
  },
];

/** Issues as `code @ path` lines, sorted, so that report order does not matter. */
function summarize(issues: readonly { code: string; path: readonly (string | number)[] }[]): string[] {
  return issues.map((issue) => `${issue.code} @ ${JSON.stringify(issue.path)}`).sort();
}

describe('convertConfigurationSchema', () => {
  it.each(cases)('$name', (testCase) => {
    const result = convertConfigurationSchema(testCase.schema, testCase.defaults);
    expect(summarize(result.issues)).toEqual(summarize(testCase.issues ?? []));
    for (const issue of result.issues) expect(issue.message).not.toBe('');
    if (testCase.spec !== undefined) expect(JSON.stringify(result.spec)).toBe(JSON.stringify(testCase.spec));
    if (testCase.spec !== undefined || testCase.types !== undefined) {
      expect(JSON.stringify(result.types)).toBe(JSON.stringify(testCase.types ?? {}));
    }
    if (testCase.parameters !== undefined) expect(result.parameters).toEqual(testCase.parameters);
  });
});
