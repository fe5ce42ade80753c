/**
 * What localize counts as a change: values compared as Helm decodes YAML (sameValue), the
 * same image written another way (sameImageTarget), and a registry host lost by a
 * localization write (registryDropped).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatChange } from '../../src/localize/change-log.js';
import { registryDropped, sameImageTarget } from '../../src/localize/image-target.js';
import { sameValue } from '../../src/localize/same-value.js';

describe('sameValue', () => {
  const yaml = (text: string) => parse(text) as unknown;
  it.each([
    ['1', '1.0', true],
    ['1', '1e0', true],
    ['1', '"1"', false],
    ['true', '"true"', false],
    ['yes', 'true', false],
    ['null', '~', true],
    ['.nan', '.nan', true],
    ['{a: 1, b: [x, {c: 2}]}', '{b: [x, {c: 2.0}], a: 1}', true],
    ['{a: 1}', '{a: 1, b: null}', false],
    ['[1, 2]', '[2, 1]', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(sameValue(yaml(a), yaml(b))).toBe(expected);
  });
});

describe('sameImageTarget', () => {
  it.each([
    [{ exists: true, value: 'redis:7' }, 'docker.io/library/redis:7', 'image', true],
    [{ exists: true, value: 'ghcr.io/a/b' }, 'mirror.example:5000/a/b', 'fullyQualifiedRepository', false],
    [{ exists: false, value: undefined }, 'docker.io', 'registry', false],
    [{ exists: true, value: 7 }, '7', 'tag', false],
  ] as const)('%j and %s (%s): %s', (before, value, part, expected) => {
    expect(sameImageTarget(before, value, part)).toBe(expected);
  });
});

describe('registryDropped', () => {
  it.each([
    ['ghcr.io/stefanprodan/podinfo', 'acme/guestbook', 'repository', 'fullyQualifiedRepository'],
    ['ghcr.io/x/y:1', 'x/y', 'repository', 'image'],
    [`mirror.example:5000/x/y@sha256:${'a'.repeat(64)}`, '1.0', 'tag', 'image'],
    ['acme/guestbook', 'acme/guestbook2', 'repository', undefined],
    ['ghcr.io/x/y', 'mirror.example:5000/x/y', 'repository', undefined],
    ['ghcr.io/x/y', 'mirror.example:5000', 'registry', undefined],
    ['6.9.1', '1.0.0', 'tag', undefined],
  ] as const)('%s <- %s (%s): %s', (old, value, part, field) => {
    const dropped = registryDropped({ exists: true, value: old }, value, part, ['image', 'repository']);
    if (field === undefined) expect(dropped).toBeUndefined();
    else expect(dropped?.hint).toContain(`\`${field}: image.repository\``);
  });
});

describe('the change log line', () => {
  it('shows a number as the file wrote it, so a type change reads as one', () => {
    expect(formatChange({ path: 'exporter.tag', old: 1, oldText: '1.0', new: '1.0', existed: true, rule: 'localization[1]', document: 0 })).toBe(
      'exporter.tag: 1.0 -> "1.0" (localization[1])',
    );
    expect(formatChange({ path: 'service.port', old: '6379', new: 6379, existed: true, rule: 'configuration.rules[1]', document: 0 })).toBe(
      'service.port: "6379" -> 6379 (configuration.rules[1])',
    );
  });
});

describe('a localization write with no value before it (an append, `[-]`)', () => {
  it('is neither the same image nor a dropped registry', () => {
    expect(sameImageTarget(undefined, 'docker.io/library/redis:7', 'image')).toBe(false);
    expect(registryDropped(undefined, 'x/y', 'repository', ['image'])).toBeUndefined();
  });

  it('warns when a digest replaces a whole reference that named its registry', () => {
    const digest = `sha256:${'a'.repeat(64)}`;
    expect(registryDropped({ exists: true, value: 'ghcr.io/x/y:1' }, digest, 'digest', ['image'])).toEqual({
      message: `\`image\` held \`ghcr.io/x/y:1\`, with its registry; \`digest\` writes \`${digest}\` without one, so a pull of it would go to Docker Hub`,
      hint: 'Write `image: image` (the whole reference, registry/path:tag@digest) instead; `repository` suits charts that read the registry from a key of their own (docs/localization.md).',
    });
  });
});
