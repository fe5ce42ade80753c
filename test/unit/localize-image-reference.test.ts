/**
 * The reference parser against go-containerregistry's `name.ParseReference` rules (the
 * parser OCM v1 used), and the parts localization rules write.
 */
import { describe, expect, it } from 'vitest';
import { imagePart, parseImageReference, rewriteManifestImage, splitManifestImage } from '../../src/localize/image-reference.js';

const DIGEST = 'sha256:262578cde928d5c9eba3bce079976444f624c13ed0afb741d90d5423877496cb';

describe('parseImageReference', () => {
  it.each([
    // text, registry, repository, tag, digest
    ['nginx', 'index.docker.io', 'library/nginx', undefined, undefined],
    ['nginx:1.25.2', 'index.docker.io', 'library/nginx', '1.25.2', undefined],
    ['docker.io/nginx:1.25.2', 'index.docker.io', 'library/nginx', '1.25.2', undefined],
    ['index.docker.io/library/nginx', 'index.docker.io', 'library/nginx', undefined, undefined],
    ['bitnami/redis:7', 'index.docker.io', 'bitnami/redis', '7', undefined],
    ['localhost/app:1', 'index.docker.io', 'localhost/app', '1', undefined],
    ['localhost:5000/app:1', 'localhost:5000', 'app', '1', undefined],
    ['registry.acme.org:5000/shop/backend', 'registry.acme.org:5000', 'shop/backend', undefined, undefined],
    ['ghcr.io/stefanprodan/podinfo:6.9.1', 'ghcr.io', 'stefanprodan/podinfo', '6.9.1', undefined],
    [`ghcr.io/stefanprodan/podinfo@${DIGEST}`, 'ghcr.io', 'stefanprodan/podinfo', undefined, DIGEST],
    [`ghcr.io/stefanprodan/podinfo:6.9.1@${DIGEST}`, 'ghcr.io', 'stefanprodan/podinfo', '6.9.1', DIGEST],
    [`localhost:5000/a/b:v1@${DIGEST}`, 'localhost:5000', 'a/b', 'v1', DIGEST],
    ['[::1]:5000/app:1', '[::1]:5000', 'app', '1', undefined],
  ])('%s', (text, registry, repository, tag, digest) => {
    const parsed = parseImageReference(text);
    expect(parsed).toEqual({ reference: { original: text, registry, repository, ...(tag ? { tag } : {}), ...(digest ? { digest } : {}) } });
  });

  it.each([
    ['', 'repository'],
    ['Nginx', 'repository'],
    ['nginx:', 'tag after the colon'],
    ['nginx:bad/tag', 'registry'],
    ['nginx:t!', 'tag'],
    ['nginx@sha256:abc', '64 lowercase hex'],
    ['nginx@md5:abc', 'unsupported digest algorithm'],
    [`a@b@${DIGEST}`, 'exactly one'],
    ['a', 'repository'],
  ])('refuses %j', (text, why) => {
    const parsed = parseImageReference(text);
    expect('error' in parsed && parsed.error).toContain(why);
  });
});

describe('imagePart', () => {
  const part = (text: string, p: Parameters<typeof imagePart>[1]) => {
    const parsed = parseImageReference(text);
    if ('error' in parsed) throw new Error(parsed.error);
    return imagePart(parsed.reference, p);
  };
  it.each([
    ['nginx', 'image', 'index.docker.io/library/nginx:latest'],
    ['nginx', 'tag', 'latest'],
    ['nginx', 'digest', undefined],
    ['nginx:1.25', 'fullyQualifiedRepository', 'index.docker.io/library/nginx'],
    [`ghcr.io/a/b@${DIGEST}`, 'tag', undefined],
    [`ghcr.io/a/b@${DIGEST}`, 'image', `ghcr.io/a/b@${DIGEST}`],
    [`ghcr.io/a/b:1@${DIGEST}`, 'image', `ghcr.io/a/b:1@${DIGEST}`],
    [`ghcr.io/a/b:1@${DIGEST}`, 'digest', DIGEST],
    ['localhost:5000/a/b:1', 'registry', 'localhost:5000'],
    ['localhost:5000/a/b:1', 'repository', 'a/b'],
  ] as const)('%s %s', (text, p, expected) => {
    expect(part(text, p)).toBe(expected);
  });
});

describe('kustomize images transformer', () => {
  it.each([
    ['nginx', { name: 'nginx' }],
    ['nginx:1.25', { name: 'nginx', tag: '1.25' }],
    ['localhost:5000/app:1', { name: 'localhost:5000/app', tag: '1' }],
    [`app@${DIGEST}`, { name: 'app', digest: DIGEST }],
    [`ghcr.io/a/b:1@${DIGEST}`, { name: 'ghcr.io/a/b', tag: '1', digest: DIGEST }],
    ['ocm://web-server', { name: 'ocm://web-server' }],
  ])('splits %s', (image, expected) => {
    expect(splitManifestImage(image)).toEqual(expected);
  });

  it.each([
    ['app:1', 'ghcr.io/x/app', '2', undefined, 'ghcr.io/x/app:2'],
    [`app:1@${DIGEST}`, 'ghcr.io/x/app', '2', undefined, 'ghcr.io/x/app:2'],
    ['app:1', 'ghcr.io/x/app', undefined, DIGEST, `ghcr.io/x/app@${DIGEST}`],
    ['app:1', 'ghcr.io/x/app', '2', DIGEST, `ghcr.io/x/app:2@${DIGEST}`],
    ['app:1', 'ghcr.io/x/app', undefined, undefined, 'ghcr.io/x/app:1'],
  ])('rewrites %s', (image, newName, tag, digest, expected) => {
    expect(rewriteManifestImage(image, newName, tag, digest)).toBe(expected);
  });
});
