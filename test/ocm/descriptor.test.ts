/**
 * The one descriptor module that preview, localize and the registry path share: which
 * documents are component descriptors (the union of the two readers it replaced), and
 * OCM identity matching (a selector without extra identity prefers the element that has
 * none, as OCM compares whole identities).
 */
import { describe, expect, it } from 'vitest';
import { createCollector } from '../../src/diagnostics/diagnostic.js';
import { findByIdentity, readComponentFile, resolveResource } from '../../src/ocm/descriptor/index.js';

const read = (source: string) => {
  const sink = createCollector();
  const set = readComponentFile({ file: 'cd.yaml', source }, sink.report, 'preview_invalid_component');
  return { set, codes: sink.diagnostics.map((d) => [d.code, d.line]) };
};

describe('readComponentFile', () => {
  const formats: [string, string, string[]][] = [
    ['v2', 'meta: {schemaVersion: v2}\ncomponent: {name: acme.org/a, version: 1.0.0, resources: []}\n', ['v2 acme.org/a:1.0.0']],
    ['v2 without meta', 'component: {name: acme.org/a, version: 1.0.0}\n', ['v2 acme.org/a:1.0.0']],
    [
      'v3alpha1 with kind',
      'apiVersion: ocm.software/v3alpha1\nkind: ComponentVersion\nmetadata: {name: acme.org/a, version: 1.0.0}\n',
      ['v3alpha1 acme.org/a:1.0.0'],
    ],
    [
      'v3alpha1 (gardener) with metadata and spec',
      'apiVersion: ocm.gardener.cloud/v3alpha1\nmetadata: {name: acme.org/a, version: 1.0.0}\nspec: {resources: []}\n',
      ['v3alpha1 acme.org/a:1.0.0'],
    ],
    [
      'constructor list',
      'components:\n  - {name: acme.org/a, version: 1.0.0}\n  - {name: acme.org/b, version: 2.0.0}\n',
      ['constructor acme.org/a:1.0.0', 'constructor acme.org/b:2.0.0'],
    ],
    ['single constructor', 'name: acme.org/a\nversion: 1.0.0\nresources: []\n', ['constructor acme.org/a:1.0.0']],
    [
      'several documents, root first',
      'component: {name: acme.org/a, version: 1.0.0}\n---\ncomponent: {name: acme.org/b, version: 2.0.0}\n',
      ['v2 acme.org/a:1.0.0', 'v2 acme.org/b:2.0.0'],
    ],
  ];
  it.each(formats)('%s', (_name, source, expected) => {
    const { set, codes } = read(source);
    expect(codes).toEqual([]);
    expect(set?.components.map((c) => `${c.format} ${c.name}:${c.version}`)).toEqual(expected);
  });

  it.each([
    ['meta: {schemaVersion: v3}\ncomponent: {name: acme.org/a}\n', 1],
    ['kind: Deployment\n', 1],
    ['component: {name: acme.org/a}\n---\n- a list\n', 3],
    ['# nothing\n', 1],
  ])('not a descriptor: %j at line %i', (source, line) => {
    const { set, codes } = read(source);
    expect(set).toBeUndefined();
    expect(codes).toEqual([['preview_invalid_component', line]]);
  });
});

describe('identity', () => {
  const resources = [
    { name: 'image', version: '1.0.0', extraIdentity: { architecture: 'arm64' } },
    { name: 'image', version: '1.0.0' },
    { name: 'image', version: '2.0.0', extraIdentity: { architecture: 'amd64' } },
  ];
  it.each([
    [{ name: 'image' }, 1],
    [{ name: 'image', architecture: 'arm64' }, 0],
    [{ name: 'image', architecture: 'amd64' }, 2],
    [{ name: 'image', version: '2.0.0' }, 2],
    [{ name: 'image', architecture: 's390x' }, -1],
    [{ name: 'chart' }, -1],
  ])('%j selects resource %i', (selector, index) => expect(findByIdentity(resources, selector)).toBe(index));

  it('follows referencePath by reference identity and version', () => {
    const { set } = read(
      [
        'component: {name: acme.org/shop, version: 1.0.0, componentReferences: [{name: backend, componentName: acme.org/backend, version: 2.0.0}]}',
        '---',
        'component: {name: acme.org/backend, version: 1.0.0, resources: [{name: image, version: 1.0.0}]}',
        '---',
        'component: {name: acme.org/backend, version: 2.0.0, resources: [{name: image, version: 2.0.0}]}',
      ].join('\n'),
    );
    const resolved = resolveResource(set!, set!.components[0]!, { name: 'image' }, [{ name: 'backend' }]);
    expect('resource' in resolved && resolved.resource.version).toBe('2.0.0');
    expect(resolveResource(set!, set!.components[0]!, { name: 'image' }, [{ name: 'frontend' }])).toMatchObject({ reason: 'no-reference' });
    expect(resolveResource(set!, set!.components[0]!, { name: 'chart' }, [{ name: 'backend' }])).toMatchObject({ reason: 'no-resource' });
  });
});
