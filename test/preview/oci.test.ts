/** `toOCI()` as the OCM controller computes it (access maps, localBlob), with rgdc's one reference reading. */
import { describe, expect, it } from 'vitest';
import { controllerReading, parseOciReference, toOci } from '../../src/preview/upstream/oci.js';
import { parseStatusOverride } from '../../src/preview/upstream/overrides.js';

const DIGEST = `sha256:${'a'.repeat(64)}`;

describe('toOCI', () => {
  it.each([
    [`ghcr.io/acme/app:1.0@${DIGEST}`, { registry: 'ghcr.io', repository: 'acme/app', tag: '1.0', digest: DIGEST, reference: `1.0@${DIGEST}` }],
    ['ghcr.io/acme/app:1.0', { registry: 'ghcr.io', repository: 'acme/app', tag: '1.0', digest: '', reference: '1.0' }],
    [`ghcr.io/acme/app@${DIGEST}`, { registry: 'ghcr.io', repository: 'acme/app', tag: '', digest: DIGEST, reference: DIGEST }],
    ['localhost:5000/app:v1', { registry: 'localhost:5000', repository: 'app', tag: 'v1', digest: '', reference: 'v1' }],
    // As the controller's toOCI() writes it (looseref + ORAS Host()): Docker Hub's API endpoint,
    // no registry without a `/`, any first segment as the registry; preview shows these values.
    [
      'docker.io/library/redis:7',
      { host: 'registry-1.docker.io', registry: 'registry-1.docker.io', repository: 'library/redis', tag: '7', digest: '', reference: '7' },
    ],
    ['redis:7', { registry: '', repository: 'redis', tag: '7', digest: '', reference: '7' }],
    ['acme/guestbook:1.0.0', { registry: 'acme', repository: 'guestbook', tag: '1.0.0' }],
    ['mirror.example:5000/acme/guestbook:1.0.0', { registry: 'mirror.example:5000', repository: 'acme/guestbook', tag: '1.0.0' }],
  ])('parses %s', (text, expected) => {
    expect(parseOciReference(text)).toMatchObject(expected);
  });

  it('rejects malformed references', () => {
    expect(() => parseOciReference('ghcr.io/Acme/app:1')).toThrow(/invalid reference/);
    expect(() => parseOciReference('ghcr.io/acme/app:1:2')).toThrow(/invalid reference/);
  });

  it('reads OCI accesses, localBlob accesses and the legacy imageReference field', () => {
    expect(toOci({ type: 'OCIImage/v1', imageReference: 'ghcr.io/a/b:1' }, undefined).repository).toBe('a/b');
    const blob = toOci(
      { type: 'localBlob/v1', localReference: DIGEST },
      { component: 'acme.org/app', repositorySpec: { type: 'OCIRepository/v1', baseUrl: 'https://ghcr.io', subPath: 'acme/ocm' } },
    );
    expect(blob).toMatchObject({ registry: 'ghcr.io', repository: 'acme/ocm/component-descriptors/acme.org/app', digest: DIGEST, tag: '' });
    expect(toOci({ type: 'helm/v1', imageReference: 'ghcr.io/a/b:1' }, undefined).tag).toBe('1');
    expect(() => toOci({ type: 'localBlob', localReference: DIGEST }, undefined)).toThrow(/component info/);
    expect(() => toOci(3, undefined)).toThrow(/expected string or map/);
  });
});

describe("the controller's own reading (looseref + ORAS Host), where it differs", () => {
  it.each([
    ['ghcr.io/acme/app:1', undefined],
    ['mirror.example:5000/acme/guestbook:1.0.0', undefined],
    ['docker.io/library/redis:7', { registry: 'registry-1.docker.io', repository: 'library/redis', samePull: true }],
    ['docker.io/redis:7', { registry: 'registry-1.docker.io', repository: 'redis', samePull: false }],
    ['redis:7', { registry: '', repository: 'redis', samePull: false }],
    ['acme/guestbook:1.0.0', { registry: 'acme', repository: 'guestbook', samePull: false }],
    [`index.docker.io/library/redis@${DIGEST}`, { registry: 'index.docker.io', repository: 'library/redis', samePull: true }],
  ])('%s', (text, expected) => {
    expect(controllerReading(text)).toEqual(expected);
  });
});

describe('--status overrides', () => {
  it.each([
    ['app.status.ready=true', { id: 'app', path: ['status', 'ready'], value: true }],
    ['app.availableReplicas=2', { id: 'app', path: ['status', 'availableReplicas'], value: 2 }],
    ['workers[1].status.phase="3"', { id: 'workers', index: 1, path: ['status', 'phase'], value: '3' }],
    ['app.status.labels["a.b/c"]=[x, y]', { id: 'app', path: ['status', 'labels', 'a.b/c'], value: ['x', 'y'] }],
  ])('parses %s', (text, expected) => {
    expect(parseStatusOverride(text)).toMatchObject(expected);
  });

  it('rejects malformed overrides', () => {
    expect(parseStatusOverride('app')).toHaveProperty('error');
    expect(parseStatusOverride('app=1')).toHaveProperty('error');
    expect(parseStatusOverride('app.status.x=[')).toHaveProperty('error');
  });
});
