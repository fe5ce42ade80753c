/**
 * kro's comparison (`pkg/graph/crd/compat`) as small tables and properties: identical
 * schemas have no change, every bound change mirrors (added ↔ removed, tightened ↔
 * relaxed) when the sides swap, the refusal summary names three changes then counts the
 * rest, and numbers print as Go's `FormatFloat(f, 'f', -1, 64)`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSchemas, summarizeBreaking, type KroChange } from '../../src/diff/index.js';
import { formatNumber } from '../../src/diff/compat/compare-schema.js';
import { findMissedChanges } from '../../src/diff/kro-blind-spots.js';
import { patternIsLooser } from '../../src/diff/over-reported.js';

const leaf = fc.record(
  {
    type: fc.constantFrom('string', 'integer', 'number', 'boolean'),
    minimum: fc.integer({ min: -5, max: 5 }),
    maximum: fc.integer({ min: 6, max: 20 }),
    minLength: fc.nat(5),
    maxLength: fc.integer({ min: 6, max: 20 }),
    pattern: fc.constantFrom('^[a-z]+$', '^[0-9]+$'),
    enum: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 }),
    description: fc.string({ maxLength: 5 }),
    default: fc.constantFrom('a', 1, true),
  },
  { requiredKeys: ['type'] },
);
const schema = fc.dictionary(fc.constantFrom('x', 'y', 'z', 'w'), leaf).map((properties) => ({ type: 'object', properties }));

const MIRROR: Record<string, string> = {
  MinimumAdded: 'MinimumRemoved',
  MinimumIncreased: 'MinimumDecreased',
  MaximumAdded: 'MaximumRemoved',
  MaximumDecreased: 'MaximumIncreased',
  MinLengthAdded: 'MinLengthRemoved',
  MinLengthIncreased: 'MinLengthDecreased',
  MaxLengthAdded: 'MaxLengthRemoved',
  MaxLengthDecreased: 'MaxLengthIncreased',
};

describe('kro compat comparison', () => {
  it('finds no change between a schema and itself', () => {
    fc.assert(fc.property(schema, (s) => compareSchemas(s, structuredClone(s)).length === 0 && findMissedChanges(s, structuredClone(s)).length === 0));
  });

  it('mirrors every bound change when the sides swap', () => {
    fc.assert(
      fc.property(schema, schema, (a, b) => {
        const forward = compareSchemas(a, b).filter((c) => c.type in MIRROR);
        const backward = compareSchemas(b, a);
        return forward.every((c) => backward.some((d) => d.path === c.path && d.type === MIRROR[c.type] && !d.breaking) && c.breaking);
      }),
    );
  });

  it('summarizes three breaking changes, then counts the rest (Report.String)', () => {
    const change = (name: string): KroChange => ({
      path: `.properties.spec.properties.${name}`,
      type: 'PropertyRemoved',
      oldValue: '',
      newValue: '',
      breaking: true,
    });
    expect(summarizeBreaking([change('a'), change('b')])).toBe('Property a was removed; Property b was removed');
    expect(summarizeBreaking(['a', 'b', 'c', 'd', 'e'].map(change))).toBe(
      'Property a was removed; Property b was removed; Property c was removed; and 2 more changes',
    );
    expect(summarizeBreaking([])).toBe('no breaking changes');
  });

  it.each([
    [1, '1'],
    [0.5, '0.5'],
    [1e21, '1000000000000000000000'],
    [1.5e-7, '0.00000015'],
    [-2e22, '-20000000000000000000000'],
  ])('formats %s as Go does: %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each([
    ['^[a-z]+$', '^([a-z]+|[0-9]+)$', true],
    ['^[a-z]+$', '[a-z]+', true],
    ['^[a-z]+$', '.*', true],
    ['^[a-z]+$', '^[a-z0-9]+$', false],
    ['^[a-z]+$', '^[a-z]$', false],
    ['[a-z]+', '^[a-z]+$', false],
  ])('pattern %s -> %s is provably looser: %s', (before, after, looser) => {
    expect(patternIsLooser(before, after)).toBe(looser);
  });
});
