import { describe, expect, it } from 'vitest';
import { satisfies } from '../../src/ocm/semver-constraint.js';

describe('satisfies (Masterminds semver constraints, as the OCM controller reads them)', () => {
  const cases: [string, string, boolean][] = [
    ['6.9.1', '6.9.1', true],
    ['6.9.2', '6.9.1', false],
    ['v6.9.1', '6.9.1', true],
    ['6.9.1', '>=6.9.0 <7.0.0', true],
    ['7.0.0', '>=6.9.0 <7.0.0', false],
    ['6.9.1', '>=6.9.0, <7.0.0', true],
    ['1.2.5', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.9.0', '~1', true],
    ['1.9.0', '^1.2.0', true],
    ['2.0.0', '^1.2.0', false],
    ['0.2.9', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['1.2.7', '1.2.x', true],
    ['1.3.0', '1.2.x', false],
    ['4.0.0', '*', true],
    ['1.3.9', '1.2 - 1.3', true],
    ['1.4.0', '1.2 - 1.3', false],
    ['1.2.9', '<=1.2', true],
    ['1.3.0', '<=1.2', false],
    ['1.3.0', '>1.2', true],
    ['1.2.9', '>1.2', false],
    ['2.0.0', '<1.0.0 || >=2.0.0', true],
    ['1.5.0', '<1.0.0 || >=2.0.0', false],
    ['1.2.3', '!=1.2.3', false],
    ['1.0.0-rc.1', '>=0.9.0', false],
    ['1.0.0-rc.1', '>=1.0.0-rc.0', true],
  ];
  it.each(cases)('%s in %s → %s', (version, constraint, expected) => expect(satisfies(version, constraint)).toBe(expected));

  it('reports what it cannot read', () => {
    expect(satisfies('latest', '>=1.0.0')).toHaveProperty('error');
    expect(satisfies('1.0.0', '>=one')).toHaveProperty('error');
  });
});
