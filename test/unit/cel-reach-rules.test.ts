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
  ])('%s: every type registered', (text) => {
    expect(fieldReachOf(['${a.b}', text])).toBeUndefined();
  });
});
