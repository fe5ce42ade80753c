import { describe, expect, it } from 'vitest';
import { editDistance, suggestName } from '../../src/util/did-you-mean.js';

const FIELDS = ['name', 'description', 'labels', 'annotations'];
const KEYWORDS = ['type', 'minimum', 'maximum', 'minLength', 'maxLength', 'properties', 'required', 'items', 'default', 'enum'];
const TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array'];
const PARAMETERS = ['message', 'replicas', 'image'];

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['lables', 'labels', 1],
    ['minimun', 'minimum', 1],
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['mesage', 'message', 1],
  ])('%s → %s = %d', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

describe('suggestName', () => {
  it.each([
    ['lables', FIELDS, 'labels'],
    ['descripton', FIELDS, 'description'],
    ['Labels', FIELDS, 'labels'],
    ['minimun', KEYWORDS, 'minimum'],
    ['maxlength', KEYWORDS, 'maxLength'],
    ['propertes', KEYWORDS, 'properties'],
    ['int', TYPES, 'integer'],
    ['bool', TYPES, 'boolean'],
    ['str', TYPES, 'string'],
    ['strin', TYPES, 'string'],
    ['mesage', PARAMETERS, 'message'],
    ['replica', PARAMETERS, 'replicas'],
    ['zzz', FIELDS, undefined],
    ['a', ['b'], undefined],
    ['ab', ['cd'], undefined],
    ['name', FIELDS, undefined],
    ['', FIELDS, undefined],
    ['completelydifferent', FIELDS, undefined],
  ])('%s → %s', (name, candidates, expected) => {
    expect(suggestName(name, candidates)).toBe(expected);
  });
});
