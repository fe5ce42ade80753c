/**
 * kro's typed CEL environment: `schema` and resources typed from OpenAPI, and the full kro
 * function set (strings, lists, optionals, bind, two-variable comprehensions, base64,
 * Kubernetes libraries, kro libraries). Each row is an expression and the type it must
 * have, or the start of the error it must give.
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { builtinSchemas } from '../../src/targets/catalog.js';

const catalog = builtinSchemas();
const instance = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        replicas: { type: 'integer' },
        name: { type: 'string' },
        ratio: { type: 'number' },
        enabled: { type: 'boolean' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        ports: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, port: { type: 'integer' } } } },
        values: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      },
    },
    status: { type: 'object', properties: { ready: { type: 'boolean' } } },
  },
};
const kro = createKroEnvironment({
  schema: instance,
  resources: new Map([
    ['deployment', { schema: catalog.lookup('apps/v1', 'Deployment')!.schema }],
    ['chart', { schema: catalog.lookup('delivery.ocm.software/v1alpha1', 'Resource')!.schema }],
    ['release', { schema: catalog.lookup('helm.toolkit.fluxcd.io/v2', 'HelmRelease')!.schema }],
    ['configs', { schema: catalog.lookup('v1', 'ConfigMap')!.schema, collection: true }],
    ['widget', {}],
  ]),
});

const typed: [string, string][] = [
  ['schema.spec.replicas + 1', 'int'],
  ['schema.spec.ratio * 2.0', 'double'],
  ['schema.metadata.namespace', 'string'],
  ['schema.metadata.labels', 'map<string, string>'],
  ['schema.spec.labels["app"]', 'string'],
  ['schema.spec.values.anything.below', 'dyn'],
  ['schema.spec.?replicas.orValue(1)', 'int'],
  ['deployment.spec.replicas', 'int'],
  ['deployment.spec.template.spec.containers[0].image', 'string'],
  ['deployment.spec.template.spec.containers[0].ports[0].containerPort', 'int'],
  ['deployment.status.conditions.exists(c, c.type == "Available" && c.status == "True")', 'bool'],
  ['deployment.metadata.creationTimestamp != null', 'bool'],
  ['deployment.spec.strategy.rollingUpdate.maxSurge', 'dyn'],
  ['chart.status.additional.registry', 'dyn'],
  ['chart.status.resource.access', 'dyn'],
  ['release.status.conditions.filter(c, c.type == "Ready").size() > 0', 'bool'],
  ['configs.map(c, c.metadata.name)', 'list<string>'],
  ['widget.status.whatever', 'dyn'],
  // strings ext
  ['"a-b".replace("-", "_")', 'string'],
  ['"abc".replace("b", "", 1)', 'string'],
  ['"abc".charAt(1)', 'string'],
  ['"abc".reverse()', 'string'],
  ['"%s-%d".format(["a", 1])', 'string'],
  ['strings.quote("a")', 'string'],
  ['" a ".trim().upperAscii().lowerAscii()', 'string'],
  ['"a,b".split(",").join("-")', 'string'],
  ['"abc".substring(1, 2) + string("abc".indexOf("b"))', 'string'],
  // lists ext and k8s lists
  ['lists.range(3)', 'list<int>'],
  ['[3, 1].sort().reverse().distinct()', 'list<int>'],
  ['[1, 2, 3].slice(0, 2)', 'list<int>'],
  ['[[1], [2]].flatten()', 'list'],
  ['[1, 2].first()', 'optional<int>'],
  ['[1, 2].sum() + [1].min() + [1].max()', 'int'],
  ['[1, 2].isSorted()', 'bool'],
  ['["a"].indexOf("a") + ["a"].lastIndexOf("a")', 'int'],
  ['schema.spec.ports.sortBy(p, p.port)[0].name', 'string'],
  // cel-go: @sortByAssociatedKeys(list(T), list(dyn)) -> list(T); a dyn receiver gives list(dyn).
  ['dyn(schema.spec.ports).sortBy(p, p.port)', 'list'],
  // two-variable comprehensions
  ['schema.spec.ports.all(i, p, p.port > i)', 'bool'],
  ['schema.spec.labels.exists(k, v, k == v)', 'bool'],
  ['schema.spec.ports.existsOne(p, p.port == 80)', 'bool'],
  ['schema.spec.ports.transformList(i, p, p.name)', 'list<string>'],
  ['schema.spec.ports.transformList(i, p, p.port > 0, p.name)', 'list<string>'],
  ['schema.spec.labels.transformMap(k, v, v + "!")', 'map<string, string>'],
  ['schema.spec.ports.transformMapEntry(i, p, {p.name: p.port})', 'map<string, int>'],
  // optionals, bind, encoders
  ['optional.of(1).orValue(2)', 'int'],
  ['optional.ofNonZeroValue("")', 'optional<string>'],
  ['cel.bind(n, schema.spec.name, n + n)', 'string'],
  ['base64.encode(b"abc")', 'string'],
  ['base64.decode("YWJj")', 'bytes'],
  // Kubernetes libraries
  ['url("https://a.b/c").getHost()', 'string'],
  ['isURL("x")', 'bool'],
  ['"abc".find("b")', 'string'],
  ['"abc".findAll("[a-c]")', 'list<string>'],
  ['quantity("1Gi").isLessThan(quantity("2Gi"))', 'bool'],
  ['ip("10.0.0.1").family()', 'int'],
  ['cidr("10.0.0.0/8").containsIP("10.0.0.1")', 'bool'],
  ['semver("1.2.3").major()', 'int'],
  // kro libraries
  ['random.seededString(8, schema.metadata.name)', 'string'],
  ['random.seededInt(1, 10, "seed")', 'int'],
  ['schema.spec.labels.merge({"b": "c"})', 'map<string, string>'],
  ['dyn(schema.spec.values).deepMerge({"a": 1})', 'dyn'],
  ['json.unmarshal("{}")', 'dyn'],
  ['json.marshal(schema.spec.labels)', 'string'],
  ['hash.sha256("a")', 'bytes'],
  ['hash.fnv64a("a")', 'bytes'],
  ['hash.md5("a")', 'bytes'],
  ['lists.setAtIndex([1, 2], 0, 5)', 'list<int>'],
  ['lists.insertAtIndex(["a"], 1, "b")', 'list<string>'],
  ['lists.removeAtIndex([1, 2], 0)', 'list<int>'],
  ['omit()', 'dyn'],
];

const rejected: [string, string][] = [
  ['schema.spec.replicas + "a"', 'no such overload: int + string'],
  ['schema.spec.replicas + 1.5', 'no such overload: int + double'],
  ['schema.spec.nope', 'No such key: nope'],
  ['schema.status.ready', 'No such key: status'],
  ['deployment.spec.replicaz', 'No such key: replicaz'],
  ['deployment.spec.template.spec.containers[0].imag', 'No such key: imag'],
  ['math.greatest(1, 2)', 'Unknown variable: math'],
  ['sets.contains([1], [1])', 'Unknown variable: sets'],
  ['runtime.condition(schema, "Ready")', 'Unknown variable: runtime'],
  ['schema.spec.ports.all(i, p, p.port)', 'all() predicate must return bool'],
  ['schema.spec.name.charAt("a")', "found no matching overload for 'string.charAt(string)'"],
];

describe('kro CEL environment', () => {
  it.each(typed)('%s is %s', (expression, type) => {
    const result = kro.check(expression);
    expect(result.error?.message.split('\n')[0]).toBeUndefined();
    expect(result.type).toBe(type);
  });

  it.each(rejected)('%s is rejected: %s', (expression, message) => {
    const result = kro.check(expression);
    expect(result.valid).toBe(false);
    expect(result.error!.message.split('\n')[0]).toContain(message);
  });
});

describe('scopes', () => {
  it('declares runtime only for status conditions', () => {
    const status = kro.extend({ runtime: true });
    expect(status.check('runtime.condition(schema, "Ready").status == "True"').type).toBe('bool');
    expect(status.check('runtime.newCondition({type: "Ready", status: "True", reason: "Ok", message: schema.metadata.name})').type).toBe('kro.run.Condition');
    expect(status.check('runtime.newCondition({type: "Ready"})').error?.message).toContain("'status' is required");
    expect(status.check('runtime.newCondition({type: "Ready", status: "True", color: "red"})').error?.message).toContain('unknown key "color"');
    expect(kro.check('schema.spec.name').type).toBe('string');
  });

  it('types forEach iterators and each', () => {
    const list = kro.check('schema.spec.ports').type!;
    const scope = kro.extend({ iterators: { port: kro.elementType(list) }, each: { schema: catalog.lookup('v1', 'ConfigMap')!.schema } });
    expect(scope.check('port.port + 1').type).toBe('int');
    expect(scope.check('port.nope').valid).toBe(false);
    expect(scope.check('each.data["a"]').type).toBe('string');
  });
});

describe('evaluation with the same environment', () => {
  it.each([
    ['"a-b-c".replace("-", "_")', 'a_b_c'],
    ['"a-b-c".replace("-", "_", 1)', 'a_b-c'],
    ['"héllo".charAt(1)', 'é'],
    ['"abc".reverse()', 'cba'],
    ['strings.quote("a\\"b")', '"a\\"b"'],
    ['base64.encode(b"abc")', 'YWJj'],
    ['json.marshal({"a": [1, 2]})', '{"a":[1,2]}'],
    ['[3, 1, 2].sortBy(x, -x)', [3n, 2n, 1n]],
    ['lists.range(3)', [0n, 1n, 2n]],
    ['[1, 2, 2].distinct()', [1n, 2n]],
    ['[[1], [2, 3]].flatten()', [1n, 2n, 3n]],
    ['[1, 2, 3].sum()', 6n],
    ['lists.setAtIndex([1, 2], 1, 5)', [1n, 5n]],
    ['lists.insertAtIndex([1, 2], 0, 0)', [0n, 1n, 2n]],
    ['lists.removeAtIndex([1, 2], 0)', [2n]],
    ['[1, 2].all(i, v, v > i)', true],
    ['[1, 2].transformList(i, v, v * 10 + i)', [10n, 21n]],
    ['[1, 2, 3].existsOne(v, v == 2)', true],
    ['url("https://example.com:8443/a?x=1").getPort()', '8443'],
    ['"a1b22".findAll("[0-9]+")', ['1', '22']],
    ['hash.fnv64a("a").hex()', 'af63dc4c8601ec8c'],
    ['hash.sha256("abc").hex()', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('%s', (expression, expected) => {
    expect(kro.env.evaluate(expression)).toEqual(expected);
  });

  // kro HEAD (website/docs/.../04-cel-libraries.md): "Keys from the second map overwrite keys in the first".
  it('merges maps with the argument winning', () => {
    expect(kro.env.evaluate('{"a": 1, "b": 2}.merge({"a": 9, "c": 3})')).toEqual({ a: 9n, b: 2n, c: 3n });
  });
});

describe('errors of expressions checked in another form', () => {
  // `.5` is rewritten to `0.5` for cel-js, and a resource named like a namespace (`json`) is
  // checked under an alias; the error must still be a whole cel-js error for the type-check
  // phase, which classifies it by its code and places it by its range.
  type CelError = Error & { code?: string; range?: { start: number; end: number } };

  it('reports a type error in a rewritten expression with its code, placed in the text written', () => {
    const error = kro.check('schema.spec.name + .5').error as CelError;
    expect(error.message.split('\n')[0]).toBe('no such overload: string + double');
    expect(error.code).toBe('no_such_overload');
    expect(error.range).toEqual({ start: 0, end: 21 });
  });

  it('reports a type error next to a resource shadowing a namespace, with the resource name restored', () => {
    const env = createKroEnvironment({ schema: instance, resources: new Map([['json', { schema: catalog.lookup('v1', 'ConfigMap')!.schema }]]) });
    const error = env.check('json.metadata.name + 1').error as CelError;
    expect(error.message.split('\n')[0]).toBe('no such overload: string + int');
    expect(error.message).toContain('json.metadata.name + 1');
    expect(error.code).toBe('no_such_overload');
    expect(error.range).toEqual({ start: 0, end: 22 });
  });
});
