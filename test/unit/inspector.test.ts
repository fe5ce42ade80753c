import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectAst, longestPaths, parseExpression } from '../../src/cel/inspector.js';

const inspect = (expression: string) => {
  const parsed = parseExpression(expression);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return inspectAst(parsed.ast);
};

describe('inspectAst', () => {
  const cases: [string, string[], string[], string[]][] = [
    ['schema.spec.replicas', ['schema'], ['schema.spec.replicas'], []],
    ['a.status.?x.orValue(1) == a.metadata.generation', ['a'], ['a.metadata.generation', 'a.status.x'], ['orValue']],
    ['x.items.map(i, i.name + y.z)', ['x', 'y'], ['x.items', 'y.z'], ['map']],
    ['cel.bind(o, r.status, o.a + o.b)', ['r'], ['r.status'], ['cel.bind']],
    ['m.all(k, v, v > 0)', ['m'], ['m'], ['all']],
    ['random.seededString(5, schema.metadata.name)', ['schema'], ['schema.metadata.name'], ['random.seededString']],
    ['string(schema.spec.n) + "-" + size(list)', ['list', 'schema'], ['list', 'schema.spec.n'], ['size', 'string']],
    ['a.?b.optMap(v, v + c)', ['a', 'c'], ['a.b', 'c'], ['optMap']],
  ];
  it.each(cases)('%s', (expression, identifiers, paths, functions) => {
    expect(inspect(expression)).toEqual({ identifiers, paths, functions });
  });

  it('reports syntax errors with an offset', () => {
    const parsed = parseExpression('a +');
    expect(parsed).toHaveProperty('error');
    expect(('error' in parsed && parsed.error.offset) || 0).toBeGreaterThanOrEqual(0);
  });
});

describe('longestPaths', () => {
  // The definition, every pair compared: drop a path another one extends past a dot.
  const byDefinition = (paths: string[]) => {
    const all = [...new Set(paths)];
    return all.filter((p) => !all.some((q) => q !== p && q.startsWith(`${p}.`))).sort();
  };
  // Short segments from few letters, `-` (sorts just before `.`) and `.` itself, so that
  // prefixes, near-prefixes and repeats are common.
  const path = fc.array(fc.stringMatching(/^[ab.-]{0,3}$/), { minLength: 1, maxLength: 4 }).map((segments) => segments.join('.'));

  it('keeps exactly the paths no other path extends', () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 30 }), (paths) => {
        expect(longestPaths(paths)).toEqual(byDefinition(paths));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a path that only a near-prefix shares (`a` and `a-b`, `a.b` and `a.bc`)', () => {
    expect(longestPaths(['a', 'a-b', 'a.b', 'a.bc'])).toEqual(['a-b', 'a.b', 'a.bc']);
  });
});
