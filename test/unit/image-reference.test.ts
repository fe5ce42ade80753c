/**
 * rgdc's one image-reference reading (localize and preview): distribution's registry rule,
 * go-containerregistry's limits, Docker Hub normalised to `docker.io` with `library/`;
 * the parts localization rules write; kustomize's manifest image rewriting.
 */
import { describe, expect, it } from 'vitest';
import { hasRegistryHost, imagePart, parseImageReference, sameImageText } from '../../src/oci/image-reference.js';
import { rewriteManifestImage, splitManifestImage } from '../../src/localize/manifest-image.js';

const DIGEST = 'sha256:262578cde928d5c9eba3bce079976444f624c13ed0afb741d90d5423877496cb';

describe('parseImageReference', () => {
  it.each([
    // text, registry, repository, tag, digest
    ['nginx', 'docker.io', 'library/nginx', undefined, undefined],
    ['nginx:1.25.2', 'docker.io', 'library/nginx', '1.25.2', undefined],
    ['docker.io/nginx:1.25.2', 'docker.io', 'library/nginx', '1.25.2', undefined],
    ['docker.io/library/redis:7', 'docker.io', 'library/redis', '7', undefined],
    ['index.docker.io/library/nginx', 'docker.io', 'library/nginx', undefined, undefined],
    ['registry-1.docker.io/library/nginx', 'docker.io', 'library/nginx', undefined, undefined],
    ['registry-1.docker.io/nginx', 'docker.io', 'library/nginx', undefined, undefined],
    ['bitnami/redis:7', 'docker.io', 'bitnami/redis', '7', undefined],
    ['acme/guestbook:1.0.0', 'docker.io', 'acme/guestbook', '1.0.0', undefined],
    // kubelet (distribution's reference rules) reads `localhost` as a registry.
    ['localhost/app:1', 'localhost', 'app', '1', undefined],
    ['mirror.example:5000/acme/guestbook:1.0.0', 'mirror.example:5000', 'acme/guestbook', '1.0.0', undefined],
    [`mirror.example:5000/acme/guestbook@${DIGEST}`, 'mirror.example:5000', 'acme/guestbook', undefined, DIGEST],
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
    ['nginx@sha512:abc', '128 lowercase hex'],
    ['nginx:.hidden', 'tag'],
    ['ghcr.io/a//b', 'empty path segment'],
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
    ['nginx', 'image', 'docker.io/library/nginx:latest'],
    ['nginx', 'tag', 'latest'],
    ['nginx', 'digest', undefined],
    ['nginx:1.25', 'fullyQualifiedRepository', 'docker.io/library/nginx'],
    ['nginx:1.25', 'registry', 'docker.io'],
    ['nginx:1.25', 'repository', 'library/nginx'],
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

describe('sameImageText', () => {
  it.each([
    ['redis:7', 'docker.io/library/redis:7', 'image', true],
    ['index.docker.io/library/redis:7', 'docker.io/library/redis:7', 'image', true],
    ['nginx', 'docker.io/library/nginx:latest', 'image', true],
    ['ghcr.io/a/b:1', 'ghcr.io/a/b:2', 'image', false],
    ['redis', 'docker.io/library/redis', 'fullyQualifiedRepository', true],
    ['ghcr.io/a/b', 'mirror.example:5000/a/b', 'fullyQualifiedRepository', false],
    ['index.docker.io', 'docker.io', 'registry', true],
    ['redis', 'library/redis', 'repository', false],
    ['1', '1', 'tag', true],
  ] as const)('%s ~ %s (%s): %s', (a, b, part, expected) => {
    expect(sameImageText(a, b, part)).toBe(expected);
  });
});

describe('hasRegistryHost', () => {
  it.each([
    ['ghcr.io/x/y:1', true],
    ['mirror.example:5000/acme/guestbook', true],
    ['localhost/app', true],
    ['acme/guestbook', false],
    ['nginx:1.25', false],
    ['ghcr.io', false],
  ])('%s: %s', (text, expected) => {
    expect(hasRegistryHost(text)).toBe(expected);
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

describe('kustomize image.Split edge cases (kustomize api/internal/image/image_test.go and its Split)', () => {
  it.each([
    ['nginx@sha256:12345', { name: 'nginx', digest: 'sha256:12345' }],
    ['nginx:1.2.3@sha256:12345', { name: 'nginx', tag: '1.2.3', digest: 'sha256:12345' }],
    ['foo.com:443/nginx:1.2.3', { name: 'foo.com:443/nginx', tag: '1.2.3' }],
    ['foo.com:443/nginx:1.2.3@sha256:12345', { name: 'foo.com:443/nginx', tag: '1.2.3', digest: 'sha256:12345' }],
    // A digest without a colon: only `@` separates it.
    ['nginx@abc', { name: 'nginx', digest: 'abc' }],
    // Without a `/`, a separator at the very start leaves an empty name, as Split does.
    [':1', { name: '', tag: '1' }],
    ['@d', { name: '', digest: 'd' }],
    [':1@d', { name: '', tag: '1', digest: 'd' }],
  ])('splits %s', (image, expected) => {
    expect(splitManifestImage(image)).toEqual(expected);
  });
});

describe('image references: boundaries and exact answers', () => {
  const repoError = (r: string) => `repository \`${r}\` must be 2 to 255 characters of lowercase letters, digits, \`_\`, \`-\`, \`.\` and \`/\``;
  const slashError = (r: string) => `repository \`${r}\` must not start or end with \`/\` or hold an empty path segment`;
  it.each([
    // go-containerregistry's checkRepository: 2 to 255 characters.
    ['ab', { original: 'ab', registry: 'docker.io', repository: 'library/ab' }],
    [`ghcr.io/${'a'.repeat(255)}`, { original: `ghcr.io/${'a'.repeat(255)}`, registry: 'ghcr.io', repository: 'a'.repeat(255) }],
    // No `/`: the whole text is a Docker Hub repository, dots and all.
    ['ghcr.io', { original: 'ghcr.io', registry: 'docker.io', repository: 'library/ghcr.io' }],
    ['nginx:1.25', { original: 'nginx:1.25', registry: 'docker.io', repository: 'library/nginx', tag: '1.25' }],
    [`nginx@${DIGEST}`, { original: `nginx@${DIGEST}`, registry: 'docker.io', repository: 'library/nginx', digest: DIGEST }],
  ])('%s', (text, reference) => {
    expect(parseImageReference(text)).toStrictEqual({ reference });
  });

  it.each([
    ['', 'a repository name must be given'],
    [`@${DIGEST}`, 'a repository name must be given'],
    [':1.0', 'a repository name must be given'],
    [`ghcr.io/${'a'.repeat(256)}`, repoError('a'.repeat(256))],
    ['acme/Guestbook', repoError('acme/Guestbook')],
    ['/acme/app', slashError('/acme/app')],
    ['acme/app/', slashError('acme/app/')],
    ['acme/:1', slashError('acme/')],
    [`nginx@sha256:A${'a'.repeat(63)}`, `the digest of \`nginx@sha256:A${'a'.repeat(63)}\` must be \`sha256:\` and 64 lowercase hex digits`],
    [`nginx@sha256:${'a'.repeat(63)}A`, `the digest of \`nginx@sha256:${'a'.repeat(63)}A\` must be \`sha256:\` and 64 lowercase hex digits`],
  ])('refuses %j with exactly its reason', (text, error) => {
    expect(parseImageReference(text)).toStrictEqual({ error });
  });

  it.each([
    ['ghcr.io', 'quay.io', 'registry', false],
    ['Nginx', 'nginx', 'image', false],
    ['nginx', 'Nginx', 'image', false],
    ['Nginx', 'Nginx:1', 'image', false],
    ['ghcr.io/a/b', 'ghcr.io/a/c', 'fullyQualifiedRepository', false],
    ['ghcr.io/a/b:1', 'ghcr.io/a/c:1', 'image', false],
    // A fully qualified repository carries neither tag nor digest.
    ['redis:7', 'docker.io/library/redis:7', 'fullyQualifiedRepository', false],
    ['redis:7', 'docker.io/library/redis', 'fullyQualifiedRepository', false],
    ['redis', 'docker.io/library/redis:7', 'fullyQualifiedRepository', false],
    [`redis@${DIGEST}`, 'docker.io/library/redis', 'fullyQualifiedRepository', false],
    ['redis', `docker.io/library/redis@${DIGEST}`, 'fullyQualifiedRepository', false],
  ] as const)('%s ~ %s (%s): %s', (a, b, part, expected) => {
    expect(sameImageText(a, b, part)).toBe(expected);
  });
});
