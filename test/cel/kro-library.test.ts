/**
 * kro's own CEL functions and the cel-go extensions kro enables, evaluated through rgdc's
 * `evaluateExpression` on a kro environment. Expected values are the upstream ones: kro's
 * pkg/cel/library/*_test.go, cel-go ext/*_test.go, k8s.io/apiserver/pkg/cel/library's
 * lists tests, and Go's standard library (hash/fnv, crypto, encoding/json, strings).
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { evaluateExpression, fromCelValue, toCelValue } from '../../src/cel/evaluate.js';

const kro = createKroEnvironment({
  schema: { type: 'object', properties: { spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } },
  resources: new Map([['deployment', {}]]),
});
const bindings = {
  schema: toCelValue({ spec: { nested: { a: 1 } } }),
  deployment: toCelValue({
    status: {
      conditions: [
        { type: 'Available', status: 'True', reason: 'MinimumReplicasAvailable', message: 'ok' },
        { type: 'Progressing', status: 'False' },
      ],
    },
  }),
};

function run(expression: string, env = kro): unknown {
  const result = evaluateExpression(env, expression, bindings);
  if (result.error) throw new Error(result.error.message);
  return result.value;
}

function json(expression: string, env = kro): unknown {
  return fromCelValue(run(expression, env));
}

function failure(expression: string, env = kro): string | undefined {
  return evaluateExpression(env, expression, bindings).error?.message;
}

describe('cel-go ext.Strings', () => {
  // cel-go ext/strings_test.go and Go's strings.Replace / strings.SplitN.
  it.each([
    ["'hello hello'.replace('he', 'we')", 'wello wello'],
    ["'hello hello'.replace('he', 'we', -1)", 'wello wello'],
    ["'hello hello'.replace('he', 'we', 1)", 'wello hello'],
    ["'hello hello'.replace('he', 'we', 0)", 'hello hello'],
    ["'hello hello'.replace('he', 'we', 5)", 'wello wello'],
    ["'hello hello'.replace('', '_')", '_h_e_l_l_o_ _h_e_l_l_o_'],
    ["'hello hello'.replace('h', '')", 'ello ello'],
    ["'oink oink oink'.replace('k', 'ky', 2)", 'oinky oinky oink'],
    ["'abc'.replace('', '_', 2)", '_a_bc'],
    ["'hello'.replace('l', 'L', 2)", 'heLLo'],
    ["'hello'.replace('l', 'L', 3)", 'heLLo'],
    ["'abc'.indexOf('', 5)", 5],
    ["'abc'.lastIndexOf('', 5)", 5],
    ["'tacocat'.indexOf('t', 0)", 0],
    ["'tacocat'.lastIndexOf('t', 0)", 0],
    ["'tacocat'.substring(0, 0)", ''],
    ["'😀a'.split('')", ['😀', 'a']],
    ["'a b'.split(' ', 5)", ['a', 'b']],
    ["'tacocat'.charAt(3)", 'o'],
    ["'tacocat'.charAt(7)", ''],
    ["'©αT'.charAt(0) + '©αT'.charAt(1) + '©αT'.charAt(2)", '©αT'],
    ["'gums'.reverse()", 'smug'],
    ["'😁😑😦'.reverse()", '😦😑😁'],
    ["'abc'.substring(1, 2)", 'b'],
    ["'tacocat'.substring(4)", 'cat'],
    ["'tacocat'.substring(7)", ''],
    ["'tacocat'.substring(0, 4)", 'taco'],
    ["'tacocat'.substring(4, 4)", ''],
    ["'ta©o©αT'.substring(2, 6)", '©o©α'],
    ["'ta©o©αT'.substring(7, 7)", ''],
    ["'tacocat'.indexOf('')", 0],
    ["'tacocat'.indexOf('ac')", 1],
    ["'tacocat'.indexOf('none')", -1],
    ["'tacocat'.indexOf('', 3)", 3],
    ["'tacocat'.indexOf('a', 3)", 5],
    ["'ta©o©αT'.indexOf('©')", 2],
    ["'ta©o©αT'.indexOf('©αT', 3)", 4],
    ["'ta©o©αT'.indexOf('©α', 5)", -1],
    ["'ijk'.indexOf('k')", 2],
    ["'hello wello'.indexOf('ello', 6)", 7],
    ["'hello wello'.indexOf('elbo room!!')", -1],
    ["'tacocat'.lastIndexOf('')", 7],
    ["'tacocat'.lastIndexOf('at')", 5],
    ["'tacocat'.lastIndexOf('none')", -1],
    ["'tacocat'.lastIndexOf('', 3)", 3],
    ["'tacocat'.lastIndexOf('a', 3)", 1],
    ["'ta©o©αT'.lastIndexOf('©')", 4],
    ["'ta©o©αT'.lastIndexOf('©', 3)", 2],
    ["'ta©o©αT'.lastIndexOf('©α', 4)", 4],
    ["'hello wello'.lastIndexOf('ello', 6)", 1],
    ["'hello wello'.lastIndexOf('hello wello')", 0],
    ["'hello wello'.lastIndexOf('elbo room!!')", -1],
    ["'bananananana'.lastIndexOf('nana', 7)", 6],
    ["'hello world events!'.split(' ')", ['hello', 'world', 'events!']],
    ["'hello world events!'.split(' ', 0)", []],
    ["'hello world events!'.split(' ', 1)", ['hello world events!']],
    ["'hello world events!'.split(' ', 2)", ['hello', 'world events!']],
    ["'hello world events!'.split(' ', -1)", ['hello', 'world', 'events!']],
    ["'o'.split('o')", ['', '']],
    ["'a©c'.split('')", ['a', '©', 'c']],
    ["'abc'.split('', 2)", ['a', 'bc']],
    ["'TacoCÆt'.lowerAscii()", 'tacocÆt'],
    ["'tacoCαt'.upperAscii()", 'TACOCαT'],
    ["' \\t\\n\\v\\f\\r\\u0085\\u00a0\\u1680\\u2000\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000trim me\\u3000 '.trim()", 'trim me'],
    ["'\\u200btrim'.trim()", '\u200btrim'],
    // Go's strings.TrimSpace: a trailing vertical tab goes, a trailing letter V stays.
    ["'\\vtrim me\\v'.trim()", 'trim me'],
    ["'VIM V'.trim()", 'VIM V'],
    ['strings.quote("first\\nsecond")', '"first\\nsecond"'],
    ['strings.quote("\\a\\b\\f\\r\\t\\v")', '"\\a\\b\\f\\r\\t\\v"'],
    ['strings.quote(\'mid "quote" \\\\ slash\')', '"mid \\"quote\\" \\\\ slash"'],
    ['strings.quote("printable unicode😀")', '"printable unicode😀"'],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it.each([
    ["'tacocat'.charAt(30)", 'index out of range: 30'],
    ["'tacocat'.charAt(-1)", 'index out of range: -1'],
    ["'tacocat'.substring(40)", 'index out of range: 40'],
    ["'tacocat'.substring(-1)", 'index out of range: -1'],
    ["'tacocat'.substring(1, 50)", 'index out of range: 50'],
    ["'tacocat'.substring(49, 50)", 'index out of range: 49'],
    ["'tacocat'.substring(4, 3)", 'invalid substring range. start: 4, end: 3'],
    ["'tacocat'.substring(0, -1)", 'index out of range: -1'],
    ["'tacocat'.indexOf('a', 30)", 'index out of range: 30'],
    ["'tacocat'.indexOf('a', 7)", 'index out of range: 7'],
    ["'tacocat'.indexOf('a', -1)", 'index out of range: -1'],
    ["'tacocat'.lastIndexOf('a', -1)", 'index out of range: -1'],
    ["'tacocat'.lastIndexOf('a', 30)", 'index out of range: 30'],
    ["'tacocat'.lastIndexOf('a', 7)", 'index out of range: 7'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression)).toContain(message);
  });
});

describe('cel-go ext.Lists and the Kubernetes list library', () => {
  // cel-go ext/lists_test.go; k8s.io/apiserver/pkg/cel/library lists tests.
  it.each([
    ['lists.range(4)', [0, 1, 2, 3]],
    ['lists.range(0)', []],
    ['lists.range(-1)', []],
    ['[1,2,3,4].slice(0, 4)', [1, 2, 3, 4]],
    ['[1,2,3,4].slice(4, 4)', []],
    ['[1,2,3,4].slice(1, 3)', [2, 3]],
    ['[1,[2,[3,4]]].flatten()', [1, 2, [3, 4]]],
    ['[1,2,[],[],[3,4]].flatten()', [1, 2, 3, 4]],
    ['[1,[2,[3,[4]]]].flatten(2)', [1, 2, 3, [4]]],
    ['[1,[2,[3,4]]].flatten(0)', [1, [2, [3, 4]]]],
    ['[4, 3, 2, 1].sort()', [1, 2, 3, 4]],
    ['["d", "a", "b", "c"].sort()', ['a', 'b', 'c', 'd']],
    ['[true, false, true].sort()', [false, true, true]],
    ['["c", "a", "a", "b", "a", "b", "c", "c"].distinct()', ['c', 'a', 'b']],
    ['[1, 1.0, 2, 2u].distinct()', [1, 2]],
    ['[[1], [1], [2]].distinct()', [[1], [2]]],
    ['[5, 1, 2, 3].reverse()', [3, 2, 1, 5]],
    ['[1, 2, 3].first().value() + [1, 2, 3].last().value()', 4],
    ['[].first().hasValue() || [].last().hasValue()', false],
    ['[1, 2, 2, 3].isSorted() && !["b", "a"].isSorted() && [].isSorted()', true],
    ['[1, 3, 2].isSorted()', false],
    ['["a", "a", "b"].isSorted() && [2, 2].isSorted()', true],
    ['[1, 2, 3].sum()', 6],
    ['[1.5, 2.25].sum()', 3.75],
    ['[3, 1, 2].min()', 1],
    ['[3, 1, 2].max()', 3],
    ['["b", "c", "a"].min() + ["b", "c", "a"].max()', 'ac'],
    ['[1, 2, 2, 3].indexOf(2)', 1],
    ['[1, 2, 2, 3].lastIndexOf(2)', 2],
    ['[1, 2, 3].lastIndexOf(1)', 0],
    ['[1, 2, 3].indexOf(4) + [1, 2, 3].lastIndexOf(4)', -2],
    ['[[1], [2]].indexOf([2])', 1],
    ['[{"name": "foo", "score": 0}, {"name": "bar", "score": -10}, {"name": "baz", "score": 1000}].sortBy(e, e.score).map(e, e.name)', ['bar', 'foo', 'baz']],
    ['["bb", "a", "c"].sortBy(s, size(s))', ['a', 'c', 'bb']],
    // Equal string keys keep their order (cel-go's sort.Slice is an insertion sort below 12 elements).
    ['[{"n": 1, "k": "x"}, {"n": 2, "k": "x"}, {"n": 0, "k": "a"}].sortBy(e, e.k).map(e, e.n)', [0, 1, 2]],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it('sums uints to a uint', () => {
    expect(run('[1u, 2u].sum()')).toEqual(run('3u'));
  });

  it.each([
    ['[1,2,3,4].slice(3, 0)', 'cannot slice(3, 0), start index must be less than or equal to end index'],
    ['[1,2,3,4].slice(0, 10)', 'cannot slice(0, 10), list is length 4'],
    ['[1,2,3,4].slice(-5, 10)', 'cannot slice(-5, 10), negative indexes not supported'],
    ['[1,2,3,4].slice(-5, -3)', 'cannot slice(-5, -3), negative indexes not supported'],
    ['[1,2,3,4].slice(0, -1)', 'cannot slice(0, -1), negative indexes not supported'],
    ['[1,[2,[3,[4]]]].flatten(-1)', 'level must be non-negative'],
    // cel-go: sortBy takes a list; a map receiver has no @sortByAssociatedKeys overload.
    ['{"b": 1, "a": 2}.sortBy(k, k)', "found no matching overload for '@sortByAssociatedKeys' applied to 'map<string, int>'"],
    ['dyn({"b": 1, "a": 2}).sortBy(k, k)', 'no such overload: @sortByAssociatedKeys on a map (sortBy needs a list)'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression)).toContain(message);
  });

  it.each([
    ['min', 'min called on empty list'],
    ['max', 'max called on empty list'],
  ])('%s of an empty list fails', (fn, message) => {
    const env = createKroEnvironment({
      schema: { type: 'object', properties: { spec: { type: 'object', properties: { ints: { type: 'array', items: { type: 'integer' } } } } } },
      resources: new Map(),
    });
    expect(evaluateExpression(env, `schema.spec.ints.${fn}()`, { schema: toCelValue({ spec: { ints: [] } }) }).error?.message).toContain(message);
  });
});

describe("kro's lists.setAtIndex, insertAtIndex, removeAtIndex", () => {
  // kro pkg/cel/library/lists_test.go.
  it.each([
    ['lists.setAtIndex([1, 2, 3], 1, 99)', [1, 99, 3]],
    ['lists.setAtIndex([1, 2, 3], 0, 0)', [0, 2, 3]],
    ['lists.setAtIndex([1, 2, 3], 2, 7)', [1, 2, 7]],
    ['lists.setAtIndex(["a", "b", "c"], 1, "z")', ['a', 'z', 'c']],
    ['lists.insertAtIndex([1, 2, 3], 1, 99)', [1, 99, 2, 3]],
    ['lists.insertAtIndex([1, 2, 3], 0, 99)', [99, 1, 2, 3]],
    ['lists.insertAtIndex([1, 2, 3], 3, 99)', [1, 2, 3, 99]],
    ['lists.insertAtIndex([], 0, 42)', [42]],
    ['lists.removeAtIndex([1, 2, 3], 1)', [1, 3]],
    ['lists.removeAtIndex([1, 2, 3], 0)', [2, 3]],
    ['lists.removeAtIndex([1, 2, 3], 2)', [1, 2]],
    ['lists.removeAtIndex([42], 0)', []],
    ['lists.removeAtIndex(lists.insertAtIndex([1, 2, 3], 1, 99), 1)', [1, 2, 3]],
    ['lists.setAtIndex(lists.removeAtIndex([0, 1, 2, 3], 0), 0, 99)', [99, 2, 3]],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it.each([
    ['lists.setAtIndex([1, 2], 5, 9)', 'lists.setAtIndex: index 5 out of bounds [0, 2)'],
    ['lists.setAtIndex([1, 2], -1, 9)', 'lists.setAtIndex: index -1 out of bounds [0, 2)'],
    ['lists.setAtIndex([1, 2], 2, 9)', 'lists.setAtIndex: index 2 out of bounds [0, 2)'],
    ['lists.insertAtIndex([1, 2], 3, 9)', 'lists.insertAtIndex: index 3 out of bounds [0, 2]'],
    ['lists.insertAtIndex([1, 2], -1, 9)', 'lists.insertAtIndex: index -1 out of bounds [0, 2]'],
    ['lists.removeAtIndex([1, 2], 2)', 'lists.removeAtIndex: index 2 out of bounds [0, 2)'],
    ['lists.removeAtIndex([1, 2], -1)', 'lists.removeAtIndex: index -1 out of bounds [0, 2)'],
    ['lists.removeAtIndex([], 0)', 'lists.removeAtIndex: index 0 out of bounds [0, 0)'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression)).toContain(message);
  });
});

describe("kro's maps: merge and deepMerge", () => {
  // kro pkg/cel/library/maps_test.go: the argument wins; deepMerge recurses into maps only.
  it.each([
    ['{}.merge({})', {}],
    ["{'a': 1}.merge({'a': 2, 'b': 2})", { a: 2, b: 2 }],
    ["{'a': {'x': 1, 'y': 2}}.merge({'a': {'y': 3, 'z': 4}})", { a: { y: 3, z: 4 } }],
    ["{1: 'a', 2: 'b'}.merge({2: 'c', 3: 'd'})", { 1: 'a', 2: 'c', 3: 'd' }],
    ['schema.spec.nested.merge({"b": 2})', { a: 1, b: 2 }],
    ["{'a': 1}.deepMerge({})", { a: 1 }],
    ["{}.deepMerge({'a': 1})", { a: 1 }],
    ["{'a': 1}.deepMerge({'a': 2})", { a: 2 }],
    ["{'a': {'x': 1}, 'keep': 7}.deepMerge({'a': {'y': 2}})", { a: { x: 1, y: 2 }, keep: 7 }],
    ["{'a': {'b': {'c': 1, 'd': 2}}}.deepMerge({'a': {'b': {'d': 9, 'e': 5}}})", { a: { b: { c: 1, d: 9, e: 5 } } }],
    ["{'a': {'x': 1}}.deepMerge({'a': 5})", { a: 5 }],
    ["{'a': 5}.deepMerge({'a': {'x': 1}})", { a: { x: 1 } }],
    ["{'a': [1, 2]}.deepMerge({'a': [3]})", { a: [3] }],
    ["{'a': null}.deepMerge({'a': {'x': 1}})", { a: { x: 1 } }],
    ["{1: 'a', 2: 'b'}.deepMerge({2: 'c', 3: 'd'})", { 1: 'a', 2: 'c', 3: 'd' }],
    ["schema.spec.deepMerge({'nested': {'b': 2}})", { nested: { a: 1, b: 2 } }],
    ["schema.spec.deepMerge({'nested': {'a': {'deep': true}}})", { nested: { a: { deep: true } } }],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it('keeps numeric keys typed', () => {
    expect(run("{1: 'a'}.merge({2: 'b'})")).toEqual(
      new Map([
        [1n, 'a'],
        [2n, 'b'],
      ]),
    );
    expect(run("{1: {'x': 1}}.deepMerge({1: {'y': 2}})")).toEqual(new Map([[1n, { x: 1n, y: 2n }]]));
  });

  it('merges an int-keyed map with an empty map either way round', () => {
    expect(run("{1: 'a'}.merge({})")).toEqual(new Map([[1n, 'a']]));
    expect(run("{}.merge({1: 'a'})")).toEqual(new Map([[1n, 'a']]));
    expect(run("{1: {'x': 1}}.deepMerge({})")).toEqual(new Map([[1n, { x: 1n }]]));
    expect(run("{}.deepMerge({1: 'a'})")).toEqual(new Map([[1n, 'a']]));
  });

  it('rejects deepMerge of a map with a list', () => {
    expect(failure("dyn({'a': 1}).deepMerge(dyn([1]))")).toContain('no such overload');
    expect(failure("dyn([1]).deepMerge(dyn({'a': 1}))")).toContain('no such overload');
  });
});

describe("kro's hash library and cel-go base64", () => {
  // Go's hash/fnv, crypto/sha256 and crypto/md5 (kro hash_test.go compares with them).
  it.each([
    ["base64.encode(hash.fnv64a(''))", 'y/Kc5IQiIyU='],
    ["base64.encode(hash.fnv64a('a'))", 'r2PcTIYB7Iw='],
    ["base64.encode(hash.fnv64a('hello world'))", 'd5pl5wI80uc='],
    ["base64.encode(hash.fnv64a('ü'))", 'CsIKB7cYB+o='],
    ["base64.encode(hash.sha256('hello world'))", 'uU0nuZNNPgilLlLX2n2r+sSE7+N6U4DukIj3rOLvzek='],
    ["base64.encode(hash.sha256(''))", '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
    ["base64.encode(hash.md5('hello world'))", 'XrY7u+Ae7tCTyyK7j1rNww=='],
    ["base64.encode(hash.md5(''))", '1B2M2Y8AsgTpgAmY7PhCfg=='],
    ["size(hash.fnv64a('x')) == 8 && size(hash.sha256('x')) == 32 && size(hash.md5('x')) == 16", true],
    // cel-go ext/encoders_test.go.
    ["base64.encode(b'hello')", 'aGVsbG8='],
    ["base64.decode('aGVsbG8=') == b'hello'", true],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });
});

describe("kro's json library", () => {
  // kro pkg/cel/library/json_test.go: encoding/json semantics on both sides.
  it.each([
    ['json.marshal({"name": "test", "count": 42})', '{"count":42,"name":"test"}'],
    ['json.marshal([1, 2, 3])', '[1,2,3]'],
    ['json.marshal("hello")', '"hello"'],
    ['json.marshal(42)', '42'],
    ['json.marshal(true)', 'true'],
    ['json.marshal(null)', 'null'],
    ['json.marshal({"outer": {"inner": "value"}})', '{"outer":{"inner":"value"}}'],
    ['json.marshal(json.unmarshal(\'{"name":"test","count":42}\'))', '{"count":42,"name":"test"}'],
    ['json.marshal(b"hello")', '"aGVsbG8="'],
    ['json.marshal(18446744073709551615u)', '18446744073709551615'],
    ['json.marshal(9007199254740993)', '9007199254740993'],
    ['json.marshal(1.5)', '1.5'],
    ['json.marshal("<a&b>")', '"\\u003ca\\u0026b\\u003e"'],
    ['json.marshal(schema.spec)', '{"nested":{"a":1}}'],
    ['json.marshal(optional.of("x"))', '"x"'],
    ['json.marshal(optional.none())', 'null'],
    ["json.marshal(timestamp('2024-05-01T10:00:00.5Z'))", '"2024-05-01T10:00:00Z"'],
    // metav1.Duration.ToUnstructured is Go's time.Duration.String().
    ["json.marshal(duration('1h'))", '"1h0m0s"'],
    ["json.marshal(duration('90m'))", '"1h30m0s"'],
    ["json.marshal(duration('61.25s'))", '"1m1.25s"'],
    ["json.marshal(duration('1.5s'))", '"1.5s"'],
    ["json.marshal(duration('-90s'))", '"-1m30s"'],
    ["json.marshal(duration('0s'))", '"0s"'],
    ["json.marshal(duration('500ms'))", '"500ms"'],
    ["json.marshal(duration('0.0015s'))", '"1.5ms"'],
    ["json.marshal(duration('0.0000015s'))", '"1.5µs"'],
    ["json.marshal(duration('0.000000001s'))", '"1ns"'],
    ["json.marshal(duration('0.000000999s'))", '"999ns"'],
    ["json.marshal(duration('0.000001s'))", '"1µs"'],
    ["json.marshal(duration('0.001s'))", '"1ms"'],
    ["json.marshal(duration('0.001000001s'))", '"1.000001ms"'],
    ["json.marshal(duration('0.999999999s'))", '"999.999999ms"'],
    ["json.marshal(duration('1s'))", '"1s"'],
    ["json.marshal(duration('1.000000001s'))", '"1.000000001s"'],
    ["json.marshal(duration('60s'))", '"1m0s"'],
    ["json.marshal(duration('3599s'))", '"59m59s"'],
    ["json.marshal(duration('-0.5s'))", '"-500ms"'],
    ["json.marshal({'timeout': duration('30s')})", '{"timeout":"30s"}'],
    ['json.unmarshal(\'{"nested": {"value": "deep"}}\').nested.value', 'deep'],
    ["json.unmarshal('[1, 2, 3]')[1] == 2.0", true],
    ["type(json.unmarshal('123')) == double", true],
    ['json.unmarshal(\'"hello"\')', 'hello'],
    ["json.unmarshal('null') == null", true],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it.each([
    ['json.unmarshal(\'{"invalid"}\')', 'json.unmarshal failed to parse JSON'],
    ["json.unmarshal('')", 'json.unmarshal failed to parse JSON'],
    ['json.marshal({1: "a"})', 'map key must be string'],
    ['json.marshal(int)', 'json.marshal failed to convert value: unsupported type: type'],
    ['json.marshal([type(1)])', 'json.marshal failed to convert value: unsupported type: type'],
    ["json.marshal(double('NaN'))", 'json: unsupported value: NaN'],
    ["json.marshal(-double('Infinity'))", 'json: unsupported value: -Inf'],
    ["json.marshal(double('Infinity'))", 'json: unsupported value: +Inf'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression)).toContain(message);
  });
});

describe("kro's json library: map keys", () => {
  // kro conversion.convertMap: fmt.Errorf("map key must be string, got %T", key) on the Go value.
  it.each([
    ['json.marshal({1: "a"})', 'int64'],
    ['json.marshal({1u: "a"})', 'uint64'],
    ['json.marshal({true: "a"})', 'bool'],
  ])('%s fails naming the Go type %s', (expression, goType) => {
    expect(failure(expression)).toBe(`json.marshal failed to convert value: map key must be string, got ${goType}`);
  });
});

describe("kro's random library", () => {
  // kro random.go: min + (first 8 SHA-256 bytes as uint64) mod uint64(max - min), the
  // subtraction wrapping in int64; values re-computed from that formula with Python.
  it('spans the whole int64 range without overflow', () => {
    expect(json('random.seededInt(-9223372036854775808, 9223372036854775807, "seed")')).toBe('-7371732509874106166');
  });

  it.each([
    ['random.seededString(-1, "x")', 'random.seededString length must be positive'],
    ['random.seededInt(6, 5, "seed")', 'random.seededInt min must be less than max'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression)).toContain(message);
  });
});

describe('cel-go two-variable comprehensions', () => {
  // cel-go ext/comprehensions_test.go: over a list the first variable is the index.
  it.each([
    ['[1, 2, 3].all(i, v, i < v)', true],
    ['[1, 2, 3].all(i, v, i + 1 == v && v < 3)', false],
    ["{'hello': 'world', 'taco': 'taco'}.all(k, v, k != v)", false],
    ["{'hello': 'world', 'taco': 'taco'}.exists(k, v, k == v)", true],
    ['[1, 2, 3].exists(i, v, i > v)', false],
    ['[1, 2, 3].existsOne(i, v, i == 1 || v == 3)', false],
    ["{'a': 1, 'b': 2}.existsOne(k, v, v == 2)", true],
    ['[1, 2, 3].existsOne(x, x > 2)', true],
    ['[1, 2, 3].existsOne(x, x > 1)', false],
    ["{'a': 1, 'b': 2}.existsOne(k, k == 'b')", true],
    ['[1, 2, 3].transformList(i, v, i * v)', [0, 2, 6]],
    ['[1, 2, 3].transformList(i, v, i % 2 == 0, v * 2)', [2, 6]],
    ["{'greeting': 'hello', 'farewell': 'goodbye'}.transformList(k, v, k + ':' + v)", ['greeting:hello', 'farewell:goodbye']],
    ["{'greeting': 'hello', 'farewell': 'goodbye'}.transformMap(k, v, k + ', ' + v)", { greeting: 'greeting, hello', farewell: 'farewell, goodbye' }],
    ['[1, 2, 3].transformMap(i, v, i % 2 == 0, v * 2)', { 0: 2, 2: 6 }],
    ["{'greeting': 'hello', 'farewell': 'goodbye'}.transformMapEntry(k, v, {v: k})", { hello: 'greeting', goodbye: 'farewell' }],
    ["{'a': 1, 'b': 2}.transformMapEntry(k, v, v > 1, {k + k: v * 10})", { bb: 20 }],
    ['[0, 1].exists(i, v, 1 / v == 1)', true],
    ['[0, 2].all(i, v, 1 / v == 1)', false],
    ['schema.spec.nested.all(k, v, k == "a" && v == 1)', true],
    ['schema.spec.nested.transformMap(k, v, v + 1)', { a: 2 }],
    ["{1: 'a', 2: 'b'}.all(k, v, v == 'b')", false],
    ["{1: 'a', 2: 'b'}.exists(k, v, k == 2 && v == 'b')", true],
    ["[1].transformMapEntry(i, v, dyn({'k': v}))", { k: 1 }],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it.each([
    ['[0, 1].all(i, v, 1 / v == 1)', 'division by zero'],
    ['[0].exists(i, v, 1 / v == 1)', 'division by zero'],
    ['1.all(i, v, true)', "Expression of type 'int' cannot be range of a comprehension"],
    ['[1].all(i, v, 1)', "all() predicate must return bool, got 'int'"],
    ['[1].transformList(i, v, 1, v)', "transformList() predicate must return bool, got 'int'"],
    ['[1].transformMapEntry(i, v, 1)', "transformMapEntry() must return a map, got 'int'"],
    ['[1].all(1, v, true)', 'all() iteration variables must be identifiers'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression)).toContain(message);
  });
});

describe('cel-go optional functions', () => {
  it.each([
    ['optional.ofNonZeroValue(1).value()', 1],
    ['optional.ofNonZeroValue("a").value()', 'a'],
    ['optional.ofNonZeroValue([1]).value()', [1]],
    ['optional.ofNonZeroValue({"a": 1}).value()', { a: 1 }],
    ['[0, 0.0, 0u, "", b"", false, null, [], {}, dyn(schema.spec.nested).merge({}).filter(k, false)].exists(z, optional.ofNonZeroValue(z).hasValue())', false],
    ['optional.of(4).optMap(x, x + 1).value()', 5],
    ['optional.none().optMap(x, x + 1).hasValue()', false],
    ['optional.of(4).optFlatMap(x, optional.of(x * 2)).value()', 8],
    ['optional.of(4).optFlatMap(x, optional.none()).hasValue()', false],
    ['optional.none().optFlatMap(x, optional.of(1)).hasValue()', false],
    ['dyn(optional.of(1)).optMap(x, x + 1).value()', 2],
    ['dyn(optional.of(1)).optFlatMap(x, optional.of(x + 2)).value()', 3],
    ['optional.of(1).optFlatMap(x, dyn(optional.of(x + 3))).value()', 4],
    ['optional.ofNonZeroValue(1u).hasValue()', true],
    ["optional.ofNonZeroValue(timestamp('2024-05-01T10:00:00Z')).hasValue()", true],
    ['type(optional.none()) == optional_type && type(optional.of(1)) == optional_type', true],
    ['{1: optional.of("a")}[?1].value()', 'a'],
    ['type(optional.of(1))', 'optional_type'],
    ['optional.ofNonZeroValue({1: "a"}).hasValue()', true],
    ['optional.ofNonZeroValue([].transformMap(i, v, v)).hasValue()', false],
    ['[?optional.none(), ?optional.of([1])]', [[1]]],
    ['{?"a": optional.of(1), ?"b": optional.none()}', { a: 1 }],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it('keeps non-string keys of optional map entries', () => {
    expect(run('{?1: optional.of("a"), ?2: optional.none()}')).toEqual(new Map([[1n, 'a']]));
  });

  it.each([
    ['1.optMap(x, x)', "optMap() needs an optional receiver, got 'int'"],
    ['optional.of(1).optFlatMap(x, x)', "optFlatMap() must return an optional, got 'int'"],
    ['1.optFlatMap(x, optional.of(x))', "optFlatMap() needs an optional receiver, got 'int'"],
    ['optional.of(1).optMap(1, 1)', 'optMap() variable name must be a simple identifier'],
    ['dyn(1).optMap(x, x)', 'optMap()/optFlatMap() needs an optional receiver'],
    ['[?dyn(1)]', 'an optional entry (?) needs an optional value'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression)).toContain(message);
  });
});

describe('standard overloads cel-go has and cel-js lacks', () => {
  it.each([
    ['int(9223372036854775807u)', '9223372036854775807'],
    ["int(timestamp('2024-05-01T10:00:00.999Z'))", 1714557600],
    ["int(timestamp('1969-12-31T23:59:59.5Z'))", -1],
    ["string(timestamp('2024-05-01T10:00:00.120Z'))", '2024-05-01T10:00:00.12Z'],
    ["string(timestamp('2024-05-01T10:00:00Z'))", '2024-05-01T10:00:00Z'],
    ["string(timestamp('2024-05-01T10:00:00.100Z'))", '2024-05-01T10:00:00.1Z'],
    ["string(duration('1.5s'))", '1.5s'],
    ["string(duration('1h'))", '3600s'],
    ["string(duration('-0.5s'))", '-0.5s'],
    ["string(duration('-90s'))", '-90s'],
    ["string(duration('0.000000001s'))", '0.000000001s'],
    ["duration(duration('1m')) == duration('60s')", true],
    ["timestamp(timestamp('2024-05-01T10:00:00Z')) == timestamp('2024-05-01T10:00:00Z')", true],
    ["b'a' < b'b' && b'' < b'a' && b'b' >= b'a' && !(b'b' <= b'a')", true],
    ['optional.of(1) == optional.of(1) && optional.none() == optional.none() && optional.of(1) != optional.none()', true],
  ])('%s', (expression, expected) => {
    expect(json(expression)).toEqual(expected);
  });

  it('rejects a uint beyond the int range', () => {
    expect(failure('int(9223372036854775808u)')).toBe('integer overflow: int range error');
    expect(failure('int(9223372036854775809u)')).toBe('integer overflow: int range error');
  });
});

describe("kro's runtime library (status conditions)", () => {
  const statusEnv = kro.extend({ runtime: true });
  it.each([
    ["runtime.condition(deployment, 'Available').reason", 'MinimumReplicasAvailable'],
    ["runtime.condition(deployment, 'Available').message", 'ok'],
    ["runtime.condition(deployment, 'Available').type", 'Available'],
    ["runtime.condition(deployment, 'Missing').reason + runtime.condition(deployment, 'Missing').message", ''],
    ["runtime.newCondition({type: dyn('Ready'), status: 'True'}).type", 'Ready'],
    ["runtime.condition(deployment, 'Progressing').status", 'False'],
    ["runtime.condition(deployment, 'Progressing').reason + runtime.condition(deployment, 'Progressing').message", ''],
    ["runtime.condition(deployment, 'Missing').type + runtime.condition(deployment, 'Missing').status", ''],
    ["runtime.condition(schema, 'Ready').type", ''],
    ["runtime.newCondition({type: 'Ready', status: 'True'}).type", 'Ready'],
    ["runtime.newCondition({type: 'Ready', status: 'True'}).reason + runtime.newCondition({type: 'Ready', status: 'True'}).message", ''],
    ["runtime.newCondition({type: 'Ready', status: 'False', reason: 'Waiting', message: 'not yet'}).message", 'not yet'],
    ["runtime.newCondition({status: 'True', type: 'A', reason: 'R'}).reason", 'R'],
  ])('%s', (expression, expected) => {
    expect(json(expression, statusEnv)).toEqual(expected);
  });

  it.each([
    ["runtime.newCondition({type: 'Ready'})", "runtime.newCondition: 'status' is required"],
    ["runtime.newCondition({status: 'True'})", "runtime.newCondition: 'type' is required"],
    [
      "runtime.newCondition({type: 'Ready', status: 'True', severity: 'x'})",
      'runtime.newCondition: unknown key "severity" (allowed: type, status, reason, message)',
    ],
    ["runtime.newCondition({type: 'Ready', type: 'Again', status: 'True'})", 'runtime.newCondition: duplicate key "type"'],
    ["runtime.newCondition({'type': 'Ready', status: 'True'})", 'runtime.newCondition: keys must be bare identifiers'],
    ["runtime.newCondition({type: 'Ready', status: true})", "runtime.newCondition: status must be a string, got 'bool'"],
    ['runtime.newCondition([1])', 'runtime.newCondition: argument must be a map literal'],
    // kro's GoNativeType has no Go form for a Condition (an object type): unsupported type.
    ["json.marshal(runtime.newCondition({type: 'Ready', status: 'True'}))", 'json.marshal failed to convert value: unsupported type: kro.run.Condition'],
  ])('%s fails', (expression, message) => {
    expect(failure(expression, statusEnv)).toContain(message);
  });

  it('is not declared outside status conditions', () => {
    expect(failure("runtime.condition(deployment, 'Available')")).toBeDefined();
  });
});
