/**
 * Versions from tags: `+` stored as `.build-`, non-semver tags dropped, newest first
 * (Masterminds order), and the version a constraint resolves to (the newest it admits,
 * pre-releases only when the constraint asks for one), as the OCM controller resolves
 * `Component.spec.semver`.
 */
import { describe, expect, it } from 'vitest';
import { parseConstraint } from '../../src/ocm/semver-constraint.js';
import { selectVersion, tagToVersion, versionsFromTags, versionToTag } from '../../src/ocm/versions.js';

describe('tags and versions', () => {
  it.each([
    ['1.2.3', '1.2.3'],
    ['1.2.3+ci.42', '1.2.3.build-ci.42'],
    ['1.2.3-rc.1+build.5', '1.2.3-rc.1.build-build.5'],
  ])('%s is stored as tag %s and read back', (version, tag) => {
    expect(versionToTag(version)).toBe(tag);
    expect(tagToVersion(tag)).toBe(version);
  });

  it('orders versions equal but for build metadata by their text, descending, whatever the store order', () => {
    expect(versionsFromTags(['1.0.0.build-a', '1.0.0.build-c', '1.0.0.build-b']).map((v) => v.version)).toEqual(['1.0.0+c', '1.0.0+b', '1.0.0+a']);
    expect(versionsFromTags(['1.0.0.build-b', '1.0.0.build-a', '1.0.0.build-c']).map((v) => v.version)).toEqual(['1.0.0+c', '1.0.0+b', '1.0.0+a']);
  });

  it('orders newest first and drops tags that are not versions', () => {
    const tags = ['latest', '1.0.0', '1.10.0', '1.9.0', 'sha256-abc.sig', '1.10.0-rc.2', '1.10.0-rc.10', 'v2', '1.2.3.build-ci.1', 'main'];
    expect(versionsFromTags(tags).map((v) => v.version)).toEqual(['v2', '1.10.0', '1.10.0-rc.10', '1.10.0-rc.2', '1.9.0', '1.2.3+ci.1', '1.0.0']);
  });
});

describe('selectVersion (Masterminds constraints over the tags)', () => {
  const tags = ['6.8.0', '6.9.0', '6.9.1', '6.9.2-rc.1', '6.10.0', '7.0.0-beta.1', '7.0.0', '7.1.0.build-ci.3', '8.0.0-alpha'];
  const table: [string, string | undefined][] = [
    ['>=6.9.0 <7', '6.10.0'],
    ['~6.9', '6.9.1'],
    ['~6.9.2-0', '6.9.2-rc.1'],
    ['^6', '6.10.0'],
    ['6.9.x', '6.9.1'],
    ['6.9.1', '6.9.1'],
    ['7.0.0-beta.1', '7.0.0-beta.1'],
    // Each comparator must ask for pre-releases itself: `<7.0.0` does not, so none is admitted.
    ['>=7.0.0-0 <7.0.0', undefined],
    ['^7', '7.1.0+ci.3'],
    ['>=8', undefined],
    ['>=8.0.0-alpha', '8.0.0-alpha'],
    ['*', '7.1.0+ci.3'],
    ['<6.9 || >=7.1', '7.1.0+ci.3'],
    ['<6.9', '6.8.0'],
    ['>9', undefined],
  ];
  it.each(table)('%s resolves to %s', (text, expected) => {
    const constraint = parseConstraint(text);
    if ('error' in constraint) throw new Error(constraint.error);
    expect(selectVersion(versionsFromTags(tags), constraint)?.version).toBe(expected);
  });
});
