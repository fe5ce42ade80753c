/**
 * Each library's register function declares its functions on a fresh cel-js environment.
 * kro's base environment is built once per process and cached, so these rows build their
 * own with `buildKroBaseEnvironment`, and check the declared types (cel-go's
 * signatures) and a value for each function. Values are cel-go's and kro's (see
 * test/cel/kro-library.test.ts for where they come from).
 */
import { describe, expect, it } from 'vitest';
import { buildKroBaseEnvironment } from '../../src/cel/environment.js';
import { OMIT } from '../../src/cel/library/omit.js';

/** kro's environment built anew: the cached one would hide a mutant of a registration. */
const fresh = buildKroBaseEnvironment;

describe('library registration on a fresh environment', () => {
  it.each([
    ['int(1u)', 'int'],
    ["int(timestamp('2024-05-01T10:00:00Z'))", 'int'],
    ["string(timestamp('2024-05-01T10:00:00Z'))", 'string'],
    ["string(duration('1s'))", 'string'],
    ["duration(duration('1s'))", 'google.protobuf.Duration'],
    ["timestamp(timestamp('2024-05-01T10:00:00Z'))", 'google.protobuf.Timestamp'],
    ["b'a' < b'b'", 'bool'],
    ["b'a' <= b'b'", 'bool'],
    ["b'a' > b'b'", 'bool'],
    ["b'a' >= b'b'", 'bool'],
    ['optional.of(1) == optional.of(1)', 'bool'],
    ["'a'.replace('a', 'b')", 'string'],
    ["'a'.replace('a', 'b', 1)", 'string'],
    ["'a'.charAt(0)", 'string'],
    ["'a'.reverse()", 'string'],
    ["'%s'.format(['a'])", 'string'],
    ["strings.quote('a')", 'string'],
    ['lists.range(3)', 'list<int>'],
    ['[1].slice(0, 1)', 'list<int>'],
    ['[[1]].flatten()', 'list'],
    ['[[1]].flatten(1)', 'list'],
    ['[2, 1].sort()', 'list<int>'],
    ['[1, 1].distinct()', 'list<int>'],
    ['[1, 2].reverse()', 'list<int>'],
    ['[1].first()', 'optional<int>'],
    ['[1].last()', 'optional<int>'],
    ['[1].isSorted()', 'bool'],
    ['[1].sum()', 'int'],
    ['[1.0].sum()', 'double'],
    ['[1u].sum()', 'uint'],
    ['[1].min()', 'int'],
    ['[1].max()', 'int'],
    ['[1].indexOf(1)', 'int'],
    ['[1].lastIndexOf(1)', 'int'],
    ['lists.setAtIndex([1], 0, 2)', 'list<int>'],
    ['lists.insertAtIndex([1], 0, 2)', 'list<int>'],
    ['lists.removeAtIndex([1], 0)', 'list<int>'],
    ['[1].all(i, v, v > i)', 'bool'],
    ['[1].existsOne(v, v > 0)', 'bool'],
    ['[1].transformList(i, v, v > 0, v)', 'list<int>'],
    ['optional.ofNonZeroValue(1)', 'optional<int>'],
    ['type(optional.none()) == optional_type', 'bool'],
    ['optional.of(1).optMap(x, x + 1)', 'optional<int>'],
    ["base64.encode(b'a')", 'string'],
    ["base64.decode('YQ==')", 'bytes'],
    ["random.seededString(3, 'x')", 'string'],
    ["random.seededInt(0, 3, 'x')", 'int'],
    ["{'a': 1}.merge({'b': 2})", 'map<string, int>'],
    ["{'a': 1}.deepMerge({'b': 2})", 'dyn'],
    ["json.unmarshal('1')", 'dyn'],
    ['json.marshal(1)', 'string'],
    ["hash.fnv64a('a')", 'bytes'],
    ["hash.sha256('a')", 'bytes'],
    ["hash.md5('a')", 'bytes'],
    ['omit()', 'dyn'],
  ])('%s has type %s', (expression, type) => {
    expect(fresh().check(expression)).toEqual({ valid: true, type });
  });

  it.each([
    ['lists.range(3)', [0n, 1n, 2n]],
    ['[1, [2, [3]]].flatten()', [1n, 2n, [3n]]],
    ['[3, 1, 2].sort()', [1n, 2n, 3n]],
    ['[1, 2, 1].distinct()', [1n, 2n]],
    ['[1, 2].reverse()', [2n, 1n]],
    ['[1, 3].slice(1, 2)', [3n]],
    ['[3, 1, 2].min()', 1n],
    ['[3, 1, 2].max()', 3n],
    ['[1, 2, 1].lastIndexOf(1)', 2n],
    ['[1, 2].sum()', 3n],
    ["'hello'.replace('l', 'L', 1)", 'heLlo'],
    ["strings.quote('a\"b')", '"a\\"b"'],
    ["base64.encode(b'hello')", 'aGVsbG8='],
    ['json.marshal({"b": 1, "a": [true, null]})', '{"a":[true,null],"b":1}'],
    ["random.seededString(10, 'test-seed')", '5czheg3o5c'],
    ['int(9223372036854775807u)', 9223372036854775807n],
    ['[1, 2].transformList(i, v, v * 2)', [2n, 4n]],
    ['[1, 2].existsOne(v, v > 1)', true],
    ['[2, 1].sortBy(x, x)', [1n, 2n]],
    ['optional.of(1).optMap(x, x + 1).value()', 2n],
  ])('%s', (expression, expected) => {
    expect(fresh().evaluate(expression)).toEqual(expected);
  });

  it('has no four-argument all, exists or existsOne', () => {
    for (const fn of ['all', 'exists', 'existsOne']) expect(fresh().check(`[1].${fn}(i, v, true, true)`).valid).toBe(false);
  });

  it('omit() is the sentinel', () => {
    expect(fresh().evaluate('omit()')).toBe(OMIT);
  });
});
