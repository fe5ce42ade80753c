/**
 * The reach rules of CEL typing (`src/cel/types/reach.ts`): which field names an RGD's
 * expressions can select, and which texts need every struct type registered. That typing
 * with the reach equals typing with every type is `cel-type-reach.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { fieldReachOf } from '../../src/cel/types/reach.js';

describe('fieldReachOf', () => {
  it.each([
    ['${deployment.spec.replicas}', 'replicas', true],
    ['${deployment.spec.replicas}', 'template', false],
    ['${x.?template.orValue(1)}', 'template', true],
    ['${has(x.strategy)}', 'strategy', true],
    ['${x["app.io/name"]}', 'app.io/name', true],
    ['${x["app.io/name"]}', 'app.io/other', false],
    ['${x[0].y}', 'y', true],
    ['${x[?"y"]}', 'y', true],
    ['${a in [b, c]}', 'b', true],
    ['plain text, no expression: template', 'template', false],
    // Words are whole: letters A-Z a-z, _ and digits after the first character.
    ['${x.Alpha}', 'Alpha', true],
    ['${x.Zeta}', 'Zeta', true],
    ['${x.zeta}', 'zeta', true],
    ['${x._id}', '_id', true],
    ['${x.a0}', 'a0', true],
    ['${x.a9}', 'a9', true],
    ['${x.abcd}', 'abc', false],
    // A name that is no identifier is looked for as a substring of any expression text.
    ['${x.y}', 'r was', false],
    // A string escape that spells no name (\n) keeps the reach.
    ['${x.y == "a\\nb"}', 'y', true],
    // Literal indexes: integers (unsigned too), quoted strings, with spaces.
    ['${x[10].y}', 'y', true],
    ['${x[1u].y}', 'y', true],
    ["${x['ab'].y}", 'y', true],
    ['${x["a" ].y}', 'y', true],
    // A [ after a non-name is a list literal, not an index.
    ['${f([a, b]).c}', 'c', true],
    ['[a]${x.y}', 'y', true],
    // `in [ ... ]` is a list literal, also at the start of a text.
    ['in[i] ${x.y}', 'y', true],
  ])('%s: %s -> %s', (text, field, reached) => {
    expect(fieldReachOf([text])?.(field)).toBe(reached);
  });

  it.each([
    '${x[schema.spec.key]}',
    '${x[i]}',
    '${x.all(k, v, v.y)}',
    '${x.transformMap(k, v, v)}',
    '${x["sp\\u0065c"]}',
    '${x[y[0]]}',
    // An index after a space, a name at the very start of the text, a name ending in "in..."
    '${x [i]}',
    'x[i] ${y.z}',
    '${ind[i]}',
    // An index that is more than one literal, or never closed.
    '${x["a" + y]}',
    '${x[0}',
    // A name escape anywhere in a string literal.
    '${x.y == "\\x41"}',
    // Two-variable comprehensions, however spaced, with longer names.
    '${m.all( k, v, v.y)}',
    '${m.all(key, val, val.y)}',
    '${m.all(k , v , v.y)}',
    '${m.all(k,v,v.y)}',
  ])('%s: every type registered', (text) => {
    expect(fieldReachOf(['${a.b}', text])).toBeUndefined();
  });
});

describe('fieldReachOf over several texts', () => {
  it('a name that is no identifier is reached when any one text holds it', () => {
    expect(fieldReachOf(['${x["a/b"]}', '${y.c}'])?.('a/b')).toBe(true);
  });
});
