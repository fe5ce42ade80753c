/**
 * rgdc's CEL evaluation API (`src/cel/evaluate.ts`) and the libraries that used to be
 * declared for type checking only. Each row is an expression and the JSON value it must
 * evaluate to (through `fromCelValue`), or the start of the error it must give.
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { evaluateExpression, fromCelValue, toCelValue } from '../../src/cel/evaluate.js';
import { rewriteSource } from '../../src/cel/source.js';

const instanceSchema = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        replicas: { type: 'integer' },
        ratio: { type: 'number' },
        name: { type: 'string' },
        since: { type: 'string', format: 'date-time' },
        timeout: { type: 'string', format: 'duration' },
        values: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
        podSpec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      },
    },
  },
};
const kro = createKroEnvironment({ schema: instanceSchema, resources: new Map([['widget', {}]]) });
const instance = {
  metadata: { name: 'demo', uid: '0b8c1c7e-4b1f-4a83-9d56-3d1b0c6f2a11' },
  spec: {
    replicas: 3,
    ratio: 2,
    name: 'web',
    since: '2024-05-01T10:00:00Z',
    timeout: '90s',
    values: { port: 8080, scale: 1.5 },
    podSpec: { securityContext: { fsGroup: 2000 } },
  },
};
const bindings = { schema: toCelValue(instance, instanceSchema), widget: toCelValue({ status: { ready: 1 } }) };

function run(expression: string): unknown {
  const result = evaluateExpression(kro, expression, bindings);
  if (result.error) throw new Error(result.error.message);
  return fromCelValue(result.value);
}

describe('toCelValue and fromCelValue', () => {
  it('types numbers by the schema, and integral numbers as int without one', () => {
    const spec = (bindings.schema as { spec: Record<string, unknown> }).spec;
    expect(spec.replicas).toBe(3n);
    expect(spec.ratio).toBe(2);
    expect((spec.values as Record<string, unknown>).port).toBe(8080n);
    expect((spec.values as Record<string, unknown>).scale).toBe(1.5);
    expect(spec.since).toEqual(new Date('2024-05-01T10:00:00Z'));
  });

  it('converts back to JSON', () => {
    expect(fromCelValue(9007199254740993n)).toBe('9007199254740993');
    expect(fromCelValue(new Date('2024-05-01T10:00:00.000Z'))).toBe('2024-05-01T10:00:00Z');
    expect(fromCelValue(new Uint8Array([97, 98]))).toBe('YWI=');
    expect(fromCelValue(new Map<unknown, unknown>([[1n, 'a']]))).toEqual({ 1: 'a' });
  });
});

describe('evaluateExpression', () => {
  it.each([
    ['schema.spec.replicas + 1', 4],
    ['schema.spec.ratio * 2.0', 4],
    ['schema.spec.values.port + 1', 8081],
    ['schema.spec.since + duration("1h")', '2024-05-01T11:00:00Z'],
    ['schema.spec.timeout', '90s'],
    ['string(schema.spec.since)', '2024-05-01T10:00:00Z'],
    ['int(schema.spec.since)', 1714557600],
    ['widget.status.ready == 1.0', true],
    ['dyn(1) == 1.0 && dyn(2u) == 2 && [1.0, 2] == [dyn(1u), 2.0]', true],
    ['dyn(9223372036854775807) < 9223372036854775808.0', false],
    ['{1: "a", 2u: "b"}[2]', 'b'],
    ['int(42u)', 42],
    ['b"\\303\\277" == b"ÿ"', true],
    ['[?optional.of(1), ?optional.none(), 3]', [1, 3]],
    ['{"a": 1, ?"b": optional.none()}', { a: 1 }],
    ['"TacoCÆt".lowerAscii()', 'tacocÆt'],
    ['"ta©o©αT".indexOf("©", 3)', 4],
    ['"%.0f %e %s".format([2.5, 1052.032911275, [1, "a"]])', '2 1.052033e+03 [1, a]'],
  ])('%s', (expression, expected) => {
    expect(run(expression)).toEqual(expected);
  });

  it.each([
    ['-(-9223372036854775807 - 1)', 'overflow'],
    ['int(1e99)', 'int range error'],
    ['{"a": 1, "a": 2}', 'Failed with repeated key'],
    ['schema.spec.nope', 'No such key: nope'],
    ['"abc".charAt(9)', 'index out of range: 9'],
  ])('%s fails', (expression, message) => {
    expect(evaluateExpression(kro, expression, bindings).error?.message).toContain(message);
  });

  it('formats a map given as an object without a prototype, as cel-js reads one', () => {
    const values = Object.assign(Object.create(null) as Record<string, unknown>, { b: 2n, a: 1n });
    const result = evaluateExpression(kro, '"%s".format([schema.spec.values])', { schema: { spec: { values } } });
    expect(result.value).toBe('{a: 1, b: 2}');
    // A clause that refuses it names its type, map, without reading a constructor it lacks.
    const refused = evaluateExpression(kro, '"%d".format([schema.spec.values])', { schema: { spec: { values } } });
    expect(refused.error?.message).toContain('was given map');
  });

  it('reports omit() and error offsets in the original text', () => {
    expect(evaluateExpression(kro, 'omit()', bindings)).toEqual({ omitted: true });
    expect(evaluateExpression(kro, '1 +', bindings).error?.offset).toBe(3);
    expect(evaluateExpression(kro, '[?optional.of(1)] + ', bindings).error?.offset).toBe(20);
  });

  it('reuses the parsed program for the same text', () => {
    for (let i = 0; i < 3; i++) expect(evaluateExpression(kro, 'schema.spec.replicas * 2', bindings).value).toBe(6n);
  });
});

describe('kro libraries', () => {
  // Vectors computed with an independent re-implementation of kro's pkg/cel/library/random.go
  // (SHA-256 of the seed; 4 bytes per character mod 36; first 8 bytes mod range). kro's own
  // random_test.go checks length, alphabet, determinism and range, not values.
  it.each([
    ['random.seededString(10, "test-seed")', '5czheg3o5c'],
    ['random.seededString(20, "test-seed")', '5czheg3o5czheg3o5czh'],
    ['random.seededString(10, "different-seed")', 'molvf9mxmo'],
    ['random.seededInt(0, 100, "test-seed")', 56],
    ['random.seededInt(30000, 32768, "my-service")', 31247],
    ['random.seededInt(-100, -50, "seed")', -58],
    ['random.seededInt(5, 6, "seed")', 5],
    ['random.seededInt(0, 1000000, "seed-a") != random.seededInt(0, 1000000, "seed-b")', true],
  ])('%s', (expression, expected) => {
    expect(run(expression)).toEqual(expected);
  });

  it.each([
    ['random.seededString(0, "x")', 'random.seededString length must be positive'],
    ['random.seededInt(5, 5, "seed")', 'random.seededInt min must be less than max'],
    ['quantity("200K")', "unable to parse quantity's suffix"],
    ['ip("::ffff:1.2.3.4")', 'IPv4-mapped IPv6 address is not allowed'],
    ['semver("1.0")', 'No Major.Minor.Patch'],
  ])('%s fails', (expression, message) => {
    expect(evaluateExpression(kro, expression, bindings).error?.message).toContain(message);
  });

  it.each([
    // kro maps: the argument wins; deepMerge recurses into maps and replaces lists.
    ['{"a": 1, "b": 2}.merge({"a": 9})', { a: 9, b: 2 }],
    ['{"securityContext": {"runAsNonRoot": true}}.deepMerge(schema.spec.podSpec)', { securityContext: { runAsNonRoot: true, fsGroup: 2000 } }],
    ['{"a": {"l": [1], "k": 1}}.deepMerge({"a": {"l": [2]}})', { a: { l: [2], k: 1 } }],
    // Kubernetes quantity (examples from k8s.io/apiserver/pkg/cel/library/quantity.go).
    ['quantity("50k").add(20) == quantity("50020")', true],
    ['quantity("50k").add(20).sub(quantity("100k")).sub(-50000) == quantity("20")', true],
    ['quantity("200M").compareTo(quantity("0.2G"))', 0],
    ['quantity("50M").compareTo(quantity("50Mi"))', -1],
    ['quantity("150Mi").isGreaterThan(quantity("100Mi"))', true],
    ['quantity("50k").asInteger()', 50000],
    ['quantity("1.5Gi").asInteger()', 1610612736],
    ['quantity("9999999999999999999999999999999999999G").isInteger()', false],
    ['quantity("50k").sub(20000).asApproximateFloat()', 30000],
    ['quantity("-1m").sign()', -1],
    ['isQuantity("1,3G")', false],
    // IP and CIDR.
    ['ip("127.0.0.1").isLoopback() && ip("::1").family() == 6', true],
    ['string(ip("2001:0db8:0000:0000:0000:0000:0000:0001"))', '2001:db8::1'],
    ['ip("fe80::1").isLinkLocalUnicast() && ip("ff02::1").isLinkLocalMulticast() && ip("10.0.0.1").isGlobalUnicast()', true],
    ['isIP("01.2.3.4")', false],
    ['string(cidr("192.168.0.1/24").masked())', '192.168.0.0/24'],
    ['string(cidr("192.168.0.1/24").ip())', '192.168.0.1'],
    ['cidr("10.0.0.0/8").containsIP("10.1.2.3") && cidr("10.0.0.0/8").containsCIDR("10.1.0.0/16")', true],
    ['cidr("10.0.0.0/8").containsCIDR("10.0.0.0/7")', false],
    ['cidr("::1/128").prefixLength()', 128],
    // Semver (examples from k8s.io/apiserver/pkg/cel/library/semverlib.go).
    ['semver("1.2.3").compareTo(semver("2.0.0"))', -1],
    ['semver("v1.0", true).patch() == 0 && semver("01.01.01", true).minor() == 1', true],
    ['semver("1.0.0-alpha").isLessThan(semver("1.0.0"))', true],
    ['semver("1.0.0-alpha.1").compareTo(semver("1.0.0-alpha.beta"))', -1],
    ['isSemver("v1.0")', false],
  ])('%s', (expression, expected) => {
    expect(run(expression)).toEqual(expected);
  });
});

describe('rewriteSource', () => {
  it.each([
    ['a.b + 1', 'a.b + 1'],
    ['[a, ?b]', '[optional.of(a), b].kroOptionalEntries()'],
    ['{"k": v, ?"o": w}', '{"k": optional.of(v), "o": w}.kroOptionalEntries()'],
    ['m[?"k"]', 'm[?"k"]'],
    ['x ? .5 : 1', 'x ? 0.5 : 1'],
    ["b'ÿ'", "b'\\303\\277'"],
    ["br'\\d'", "b'\\\\d'"],
  ])('%s', (expression, expected) => {
    expect(rewriteSource(expression).text).toBe(expected);
  });
});
