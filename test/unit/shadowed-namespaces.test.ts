/**
 * A resource named like a kro function namespace (`random`, `json`, ...): the checker
 * renames the resource's uses to a same-length alias and leaves namespaced calls alone.
 */
import { describe, expect, it } from 'vitest';
import { aliasShadowedResources, resourceAlias } from '../../src/cel/shadowed-namespaces.js';
import { createKroEnvironment } from '../../src/cel/environment.js';

describe('aliasShadowedResources', () => {
  const ids = new Set(['random', 'json']);
  it.each([
    ['random.seededString(5, "s")', 'random.seededString(5, "s")'],
    ['random.metadata.name', '_andom.metadata.name'],
    ['random.seededString(5, random.metadata.name)', 'random.seededString(5, _andom.metadata.name)'],
    ['json.marshal(json.data)', 'json.marshal(_son.data)'],
    ['[random, json]', '[_andom, _son]'],
    ['{"k": random.data.x}', '{"k": _andom.data.x}'],
    ['schema.spec.random', 'schema.spec.random'],
    ['"random"', '"random"'],
    ['random.(', 'random.('],
  ])('%s', (input, expected) => {
    expect(aliasShadowedResources(input, ids)).toBe(expected);
    expect(aliasShadowedResources(input, ids)).toHaveLength(input.length);
  });

  it('keeps the alias the length of the id', () => {
    for (const id of ['random', 'json', 'hash', 'lists', 'base64', 'strings']) expect(resourceAlias(id)).toHaveLength(id.length);
  });
});

describe('a resource that shadows a namespace is typed', () => {
  const configMap = { type: 'object', properties: { data: { type: 'object', additionalProperties: { type: 'string' } } } };
  const kro = createKroEnvironment({ resources: new Map([['random', { schema: configMap }]]) });
  it('reads the resource', () => {
    expect(kro.check('random.data.key').type).toBe('string');
  });
  it('still calls the namespace', () => {
    expect(kro.check('random.seededString(4, random.data.key)').type).toBe('string');
  });
  it('names the resource, not the alias, in errors', () => {
    const result = kro.check('random.data.key + 1');
    expect(result.valid).toBe(false);
    expect(result.error?.message).not.toContain('_andom');
  });
});
