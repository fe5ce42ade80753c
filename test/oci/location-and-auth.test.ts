import { describe, expect, it } from 'vitest';
import { parseChallenges, repositoryScope } from '../../src/oci/auth.js';
import { matchAuthKey, normaliseAuthKey } from '../../src/oci/docker-config.js';
import { fullRepository, parseRegistryLocation } from '../../src/oci/location.js';
import { parseRetryAfter } from '../../src/oci/transport.js';
import { errorFromStatus, redact } from '../../src/oci/errors.js';
import { OciError } from '../../src/oci/index.js';
import { SecretRedactor } from '../../src/util/secret-redactor.js';

describe('parseRegistryLocation', () => {
  it.each([
    ['ghcr.io/acme/ocm', { scheme: 'https', registry: 'ghcr.io', apiHost: 'ghcr.io', pathPrefix: 'acme/ocm', display: 'ghcr.io/acme/ocm' }],
    ['https://ghcr.io/', { scheme: 'https', registry: 'ghcr.io', apiHost: 'ghcr.io', pathPrefix: '', display: 'ghcr.io' }],
    ['http://127.0.0.1:5000', { scheme: 'http', registry: '127.0.0.1:5000', apiHost: '127.0.0.1:5000', pathPrefix: '', display: 'http://127.0.0.1:5000' }],
    ['docker.io/library', { scheme: 'https', registry: 'docker.io', apiHost: 'registry-1.docker.io', pathPrefix: 'library', display: 'docker.io/library' }],
    ['index.docker.io', { scheme: 'https', registry: 'docker.io', apiHost: 'registry-1.docker.io', pathPrefix: '', display: 'docker.io' }],
    [
      'Registry.Example.COM:8443/a/b-c',
      {
        scheme: 'https',
        registry: 'registry.example.com:8443',
        apiHost: 'registry.example.com:8443',
        pathPrefix: 'a/b-c',
        display: 'registry.example.com:8443/a/b-c',
      },
    ],
    ['localhost:5000', { scheme: 'https', registry: 'localhost:5000', apiHost: 'localhost:5000', pathPrefix: '', display: 'localhost:5000' }],
    ['[::1]:5000/x', { scheme: 'https', registry: '[::1]:5000', apiHost: '[::1]:5000', pathPrefix: 'x', display: '[::1]:5000/x' }],
  ])('%s', (input, expected) => {
    expect(parseRegistryLocation(input)).toEqual(expected);
  });

  it.each(['oci://ghcr.io', 'ghcr.io/Upper', 'ghcr.io/a//b', 'ghcr.io:99999', 'ghcr.io/a?x=1', '', 'ghcr.io/-a'])('refuses %j', (input) => {
    expect(() => parseRegistryLocation(input)).toThrow(OciError);
  });

  it('refuses credentials in the location without repeating them', () => {
    let error: unknown;
    try {
      parseRegistryLocation('https://me:hunter2-secret@ghcr.io/acme');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OciError);
    expect(JSON.stringify({ m: (error as OciError).message, d: (error as OciError).details })).not.toContain('hunter2');
  });

  it('appends repositories to the prefix; Docker Hub one-part names live under library/', () => {
    expect(fullRepository(parseRegistryLocation('ghcr.io/acme/ocm'), 'component-descriptors/acme.org/x')).toBe('acme/ocm/component-descriptors/acme.org/x');
    expect(fullRepository(parseRegistryLocation('docker.io'), 'nginx')).toBe('library/nginx');
    expect(fullRepository(parseRegistryLocation('docker.io'), 'bitnami/nginx')).toBe('bitnami/nginx');
    expect(() => fullRepository(parseRegistryLocation('ghcr.io'), '../etc')).toThrow(OciError);
    expect(() => fullRepository(parseRegistryLocation('ghcr.io'), '')).toThrow(OciError);
  });
});

describe('parseChallenges', () => {
  it.each([
    [
      'Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:library/nginx:pull"',
      [{ scheme: 'bearer', params: { realm: 'https://auth.docker.io/token', service: 'registry.docker.io', scope: 'repository:library/nginx:pull' } }],
    ],
    ['Basic realm="Registry Realm"', [{ scheme: 'basic', params: { realm: 'Registry Realm' } }]],
    ['bearer realm=https://x/token, service=x', [{ scheme: 'bearer', params: { realm: 'https://x/token', service: 'x' } }]],
    [
      'Basic realm="a", Bearer realm="https://t/token",scope="repository:a:pull repository:b:pull"',
      [
        { scheme: 'basic', params: { realm: 'a' } },
        { scheme: 'bearer', params: { realm: 'https://t/token', scope: 'repository:a:pull repository:b:pull' } },
      ],
    ],
    ['Bearer realm="with \\"quote\\""', [{ scheme: 'bearer', params: { realm: 'with "quote"' } }]],
    ['', []],
  ])('%s', (header, expected) => {
    expect(parseChallenges(header)).toEqual(expected);
  });

  it('names scopes as the token service expects', () => {
    expect(repositoryScope('a/b', 'pull')).toBe('repository:a/b:pull');
    expect(repositoryScope('a/b', 'push')).toBe('repository:a/b:pull,push');
  });
});

describe('docker config keys', () => {
  it.each([
    ['https://index.docker.io/v1/', 'docker.io'],
    ['docker.io', 'docker.io'],
    ['registry-1.docker.io', 'docker.io'],
    ['https://ghcr.io', 'ghcr.io'],
    ['GHCR.io', 'ghcr.io'],
    ['quay.io/org/repo', 'quay.io/org/repo'],
    ['http://127.0.0.1:5000/', '127.0.0.1:5000'],
  ])('%s -> %s', (key, expected) => {
    expect(normaliseAuthKey(key)).toBe(expected);
  });

  it('picks the most specific key matching the repository path', () => {
    const keys = ['quay.io', 'quay.io/org', 'quay.io/org/team', 'quay.io/other'];
    expect(matchAuthKey(keys, 'quay.io', 'org/team/x')).toBe('quay.io/org/team');
    expect(matchAuthKey(keys, 'quay.io', 'org/x')).toBe('quay.io/org');
    expect(matchAuthKey(keys, 'quay.io', 'elsewhere')).toBe('quay.io');
    expect(matchAuthKey(['quay.io/org'], 'quay.io', 'orga')).toBeUndefined();
    expect(matchAuthKey(['ghcr.io'], 'quay.io', '')).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:02 GMT', now)).toBe(2000);
  });
});

describe('errors', () => {
  const context = { what: 'manifest 1.0.0 of r at ghcr.io', registry: 'ghcr.io', repository: 'r', access: 'pull' as const };

  it('redact removes every secret from message and hint, keeping status and code', () => {
    const leaked = new OciError('unauthorized', 'token abc-secret-123 refused', { status: 401, registryCode: 'UNAUTHORIZED', hint: 'abc-secret-123 again' });
    const clean = redact(leaked, new SecretRedactor().add('abc-secret-123').add('xy'));
    expect([clean.message, clean.details.hint, clean.details.status, clean.details.registryCode]).toEqual([
      'token ******** refused',
      '******** again',
      401,
      'UNAUTHORIZED',
    ]);
    expect(redact(clean, new SecretRedactor().add('abc-secret-123'))).toBe(clean);
  });

  it.each([
    [401, '', 'unauthorized', undefined],
    [403, '{"errors":[{"code":"DENIED","message":"no"}]}', 'denied', 'DENIED'],
    [404, '{"errors":[{"code":"NAME_UNKNOWN","message":"x"}]}', 'not-found', 'NAME_UNKNOWN'],
    [400, '{"errors":[{"code":"MANIFEST_INVALID","message":"bad"}]}', 'invalid', 'MANIFEST_INVALID'],
    [503, 'not json', 'unreachable', undefined],
    [418, '', 'protocol', undefined],
  ] as const)('HTTP %i is %s', (status, body, kind, code) => {
    const error = errorFromStatus(status, body, context);
    expect([error.kind, error.details.status, error.details.registryCode]).toEqual([kind, status, code]);
    expect(error.details.hint).toBeTruthy();
  });

  it('keeps registry text to one bounded line', () => {
    const error = errorFromStatus(400, JSON.stringify({ errors: [{ code: 'X', message: `line\u001b[31m\nnext${'y'.repeat(500)}` }] }), context);
    expect(error.message).not.toMatch(/[\u0000-\u001f]/);
    expect(error.message.length).toBeLessThan(320);
  });
});
