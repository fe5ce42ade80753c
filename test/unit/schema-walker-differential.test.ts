/**
 * The schema walker (src/kube/schema-walker.ts) against the ajv validator rgdc used
 * before it (test/support/ajv-template-validator.ts, the reference): the same errors in
 * the same order, with the same paths, params and messages, and so the same template
 * issues. Schemas: every CRD version in the corpus and every kind of the built-in
 * catalog. Values: every resource template of the kro examples, the fixtures and the
 * test fixtures; every object of those kinds in the corpus; each of them mutated field by
 * field; and values generated from each schema with a seeded generator.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseCrdSchemas } from '../../src/kube/crd.js';
import { kubernetesKinds } from '../../src/kube/catalog/index.js';
import { builtinSchemas, handwrittenKinds } from '../../src/targets/catalog.js';
import { createTemplateValidator } from '../../src/kube/openapi-validator.js';
import { walkSchema } from '../../src/kube/schema-walker.js';
import { createAjvReference } from '../support/ajv-template-validator.js';
import { corpusDir, repoRoot } from '../support/corpus.js';

type Json = Record<string, unknown>;

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(entry.name) && statSync(full).size < 4_000_000) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

function documentsOf(file: string): unknown[] {
  try {
    return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((doc) =>
      'errors' in doc && doc.errors.length === 0 ? [doc.toJS({ maxAliasCount: 1000 }) as unknown] : [],
    );
  } catch {
    return [];
  }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const corpusFiles = yamlFiles(corpusDir);
const crdDocuments = corpusFiles.flatMap((file) => documentsOf(file).filter((doc) => isObject(doc) && doc.kind === 'CustomResourceDefinition'));
const crds = parseCrdSchemas(crdDocuments);
const catalog = builtinSchemas();

/** Every schema: corpus CRD versions first (they win, as `--crds` does), then the catalog. */
const schemas = new Map<string, object>();
for (const [key, crd] of crds.schemas) schemas.set(key, crd.schema);
for (const { apiVersion, kind } of [...kubernetesKinds(), ...handwrittenKinds()]) {
  const key = `${apiVersion}/${kind}`;
  if (!schemas.has(key)) schemas.set(key, catalog.lookup(apiVersion, kind)!.schema);
}

/** Real objects by schema key: RGD templates (examples, fixtures, test fixtures) and corpus objects. */
function realValues(): Map<string, unknown[]> {
  const byKey = new Map<string, unknown[]>();
  const add = (value: unknown) => {
    if (!isObject(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string') return;
    const key = `${value.apiVersion}/${value.kind}`;
    if (!schemas.has(key)) return;
    byKey.set(key, [...(byKey.get(key) ?? []), value]);
  };
  const files = [...corpusFiles, ...yamlFiles(path.join(repoRoot, 'test/fixtures'))];
  for (const file of files) {
    for (const doc of documentsOf(file)) {
      if (!isObject(doc)) continue;
      if (doc.kind === 'ResourceGraphDefinition' && isObject(doc.spec) && Array.isArray(doc.spec.resources)) {
        for (const resource of doc.spec.resources) if (isObject(resource)) add(resource.template);
      } else if (doc.kind !== 'CustomResourceDefinition') add(doc);
    }
  }
  return byKey;
}

const REPLACEMENTS: unknown[] = [42, 'x', true, null, [], {}, '${schema.spec.value}', 'a-${schema.spec.value}', 1.5, -1, '2024-01-01T00:00:00Z', '${', ''];

/** Each field replaced by a few wrong values, and each map given an unknown field. */
function* mutations(value: unknown, limit: number): Generator<unknown> {
  const paths: (string | number)[][] = [];
  const collect = (node: unknown, at: (string | number)[]) => {
    if (paths.length >= limit) return;
    paths.push(at);
    if (Array.isArray(node))
      node.forEach((item, i) => {
        collect(item, [...at, i]);
      });
    else if (isObject(node)) for (const [key, child] of Object.entries(node)) collect(child, [...at, key]);
  };
  collect(value, []);
  let n = 0;
  for (const at of paths.slice(1)) {
    for (let k = 0; k < 2; k++) yield replaceAt(value, at, REPLACEMENTS[n++ % REPLACEMENTS.length]);
    const target = at.reduce<unknown>((node, key) => (node as Json)[key as string], value);
    if (isObject(target)) yield replaceAt(value, at, { ...target, bogusField: 'x' });
    if (isObject(target) && Object.keys(target).length > 0) {
      const { [Object.keys(target)[0]!]: _dropped, ...rest } = target;
      yield replaceAt(value, at, rest);
    }
  }
}

function replaceAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  return { ...(value as Json), [head as string]: replaceAt((value as Json)[head as string], rest, replacement) };
}

/** mulberry32: a small seeded generator, so every run tests the same values. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  'x',
  'Abc',
  '',
  '2024-01-01T00:00:00Z',
  '2024-02-30',
  '10.0.0.1',
  '::1',
  '123e4567-e89b-12d3-a456-426614174000',
  'aGVsbG8=',
  'my-name',
  '${a.b}',
  'p-${a.b}',
  'é',
  '😀😀',
];
const SCALARS: unknown[] = [0, 1, -1, 3, 100000, 1.5, true, false, null, 'x', '80', [], {}];

/** A value for `schema`: mostly fitting, sometimes not (a wrong type, an unknown field). */
function generate(schema: unknown, next: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  if (!isObject(schema) || depth > 8 || next() < 0.08) return pick(SCALARS);
  if (Array.isArray(schema.enum) && next() < 0.8) return pick(schema.enum);
  for (const junctor of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[junctor]) && next() < 0.3) return generate(pick(schema[junctor] as unknown[]), next, depth + 1);
  }
  if (schema['x-kubernetes-int-or-string'] === true) return next() < 0.5 ? pick([0, 8080, 1.5]) : pick(['80%', 'http', '${a.b}']);
  const type = schema.type;
  if (type === 'object' || isObject(schema.properties) || isObject(schema.additionalProperties)) {
    const out: Json = {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const [name, child] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
      if (next() < (required.has(name) ? 0.9 : depth === 0 ? 0.6 : 0.35)) out[name] = generate(child, next, depth + 1);
    }
    if (isObject(schema.additionalProperties))
      for (let i = Math.floor(next() * 3); i > 0; i--) out[`key${i}`] = generate(schema.additionalProperties, next, depth + 1);
    if (next() < 0.1) out.bogusField = pick(SCALARS);
    return out;
  }
  if (type === 'array') return Array.from({ length: Math.floor(next() * 4) }, () => generate(schema.items, next, depth + 1));
  if (type === 'string') return pick(STRINGS);
  if (type === 'integer' || type === 'number') return pick([0, 1, -1, 65536, 2.5, Number.MAX_SAFE_INTEGER, '1']);
  if (type === 'boolean') return pick([true, false, 'true']);
  return pick(SCALARS);
}

describe('schema walker against the ajv reference', () => {
  const reference = createAjvReference();
  const product = createTemplateValidator();
  const real = realValues();

  /** Compares one value; returns a description of the first difference, if any. */
  const compare = (key: string, schema: object, value: unknown): string | undefined => {
    let expected: ReturnType<typeof reference.errors>;
    try {
      expected = reference.errors(schema, value);
    } catch (error) {
      return `ajv cannot compile ${key}: ${String(error)}`;
    }
    const actual = walkSchema(schema, value);
    try {
      expect(actual).toEqual(expected);
      expect(product.validate(schema, value)).toEqual(reference.validate(schema, value));
    } catch (error) {
      return `${key} on ${JSON.stringify(value).slice(0, 400)}\n${String(error).slice(0, 3000)}`;
    }
    return undefined;
  };

  it('covers the corpus CRDs, the catalog and real templates of many kinds', () => {
    expect(crds.schemas.size).toBeGreaterThan(40);
    expect(schemas.size).toBeGreaterThan(crds.schemas.size + 20);
    expect(real.size).toBeGreaterThan(15);
    for (const key of ['apps/v1/Deployment', 'v1/Service', 'networking.k8s.io/v1/Ingress', 'helm.toolkit.fluxcd.io/v2/HelmRelease'])
      expect(real.has(key), key).toBe(true);
  });

  it('reports the same errors for every real object and its mutations', () => {
    const differences: string[] = [];
    let compared = 0;
    let failing = 0;
    for (const [key, values] of real) {
      const schema = schemas.get(key)!;
      for (const value of values.slice(0, 40)) {
        for (const candidate of [value, ...mutations(value, 60)]) {
          compared++;
          if (walkSchema(schema, candidate).length > 0) failing++;
          const difference = compare(key, schema, candidate);
          if (difference) differences.push(difference);
        }
      }
    }
    expect(differences.slice(0, 3)).toEqual([]);
    expect(compared).toBeGreaterThan(5000);
    expect(failing).toBeGreaterThan(compared / 3);
  }, 240_000);

  it('reports the same errors for values generated from every schema', () => {
    const differences: string[] = [];
    let n = 0;
    for (const [key, schema] of schemas) {
      const next = random(++n);
      for (let i = 0; i < 25; i++) {
        const value = generate(schema, next);
        const difference = compare(key, schema, value);
        if (difference) differences.push(difference);
      }
    }
    expect(differences.slice(0, 3)).toEqual([]);
  }, 240_000);
});

/** Keywords the corpus uses rarely or not at all, each with values on both sides of it. */
const KEYWORD_CASES: { schema: Json; values: unknown[] }[] = [
  {
    schema: { type: 'object', properties: { a: { oneOf: [{ type: 'string' }, { minLength: 1 }, { maxLength: 5 }] } } },
    values: [{ a: 'abc' }, { a: '' }, { a: 'abcdefgh' }, { a: 3 }],
  },
  {
    schema: { type: 'object', properties: { a: { type: 'array', uniqueItems: true, items: { type: 'string' } } } },
    values: [{ a: ['x', 'y', 'x'] }, { a: ['x'] }, { a: [1, 1] }],
  },
  {
    schema: { type: 'object', properties: { a: { type: 'array', uniqueItems: true, items: { type: 'object' } } } },
    values: [{ a: [{ b: 1 }, { c: 2 }, { b: 1 }] }, { a: [{}, []] }],
  },
  {
    schema: { type: 'object', properties: { a: { type: 'array', uniqueItems: true, items: { type: ['string', 'integer'] } } } },
    values: [{ a: ['1', 1, '1'] }, { a: [2, 2] }],
  },
  {
    schema: {
      type: 'object',
      properties: { a: { type: 'string', nullable: true, enum: ['x', null] }, b: { type: 'object', nullable: true, required: ['c'] } },
    },
    values: [
      { a: null, b: null },
      { a: 'y', b: {} },
      { a: 3, b: 'z' },
    ],
  },
  {
    schema: { type: 'object', properties: { a: { not: { type: 'string' } }, b: { const: { x: [1] } }, c: { not: {} } } },
    values: [
      { a: 'x', b: { x: [1] } },
      { a: 1, b: { x: [2] }, c: 0 },
    ],
  },
  {
    schema: {
      type: 'object',
      properties: { a: { type: 'number', multipleOf: 0.5, minimum: 0, exclusiveMaximum: 10 }, b: { type: 'integer', maximum: 3, exclusiveMinimum: 1 } },
    },
    values: [{ a: 1.5, b: 2 }, { a: 0.3, b: 1 }, { a: 10, b: 4.5 }, { a: -1, b: 'x' }, { a: NaN }],
  },
  {
    schema: {
      type: 'object',
      minProperties: 2,
      maxProperties: 3,
      properties: { a: { type: 'array', minItems: 2, maxItems: 3, items: [{ type: 'string' }, { type: 'integer' }] } },
    },
    values: [{ a: ['x', 1] }, { a: [1, 'x', 3, 4] }, {}, { a: [], b: 1, c: 2, d: 3 }],
  },
  {
    schema: {
      type: 'object',
      properties: {
        a: { type: 'string', minLength: 2, maxLength: 3, format: 'date' },
        b: { type: 'string', pattern: '^[a-z]+$', format: 'uuid' },
        c: { type: 'string', format: 'duration' },
      },
    },
    values: [{ a: '😀😀', b: 'abc', c: 'nope' }, { a: '2024-01-01', b: 1 }, { a: 'é' }],
  },
  {
    schema: {
      type: 'object',
      properties: {
        a: { allOf: [{ type: 'string' }, { anyOf: [{ pattern: '^a' }, { pattern: 'z$' }] }] },
        b: { 'x-kubernetes-int-or-string': true, pattern: '^[0-9]+%?$' },
      },
    },
    values: [
      { a: 'abz', b: '10%' },
      { a: 'mid', b: 'x' },
      { a: 7, b: 1.5 },
      { a: '${x}', b: '${y}' },
    ],
  },
  {
    schema: {
      type: 'object',
      properties: {
        spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true, properties: { a: { type: 'integer' } } },
        t: { type: 'object', 'x-kubernetes-embedded-resource': true, properties: { spec: { type: 'object' } } },
        d: { type: 'object', required: ['x', 'y'], properties: { x: { type: 'string', default: 'q' }, y: { type: 'string' } } },
      },
    },
    values: [{ spec: { a: 'x', b: 1 }, t: { apiVersion: 1, kind: 'K', metadata: 'm', other: 1 }, d: {} }],
  },
  {
    schema: {
      type: 'object',
      properties: {
        m: { type: 'object', additionalProperties: { type: 'integer' } },
        f: { type: 'object', additionalProperties: false },
        'a/b~c': { type: 'string' },
      },
    },
    values: [{ m: { 'x/y': 'z', 'a~b': 1 }, f: { z: 1 }, 'a/b~c': 1 }],
  },
];

describe('schema walker against the ajv reference, keyword by keyword', () => {
  const reference = createAjvReference();
  it.each(KEYWORD_CASES.map((entry, i) => ({ ...entry, i })))('case $i', ({ schema, values }) => {
    for (const value of values) {
      expect(walkSchema(schema, value)).toEqual(reference.errors(schema, value));
      expect(createTemplateValidator().validate(schema, value)).toEqual(reference.validate(schema, value));
    }
  });
});
