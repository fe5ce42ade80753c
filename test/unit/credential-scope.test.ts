/**
 * The small parts of "credentials go only where they belong" (issue 25, class 2), as
 * tables: which token realms get a registry's credentials, which URLs carry credentials,
 * every echo form the redactor removes, and the import inputs that are refused.
 * The CLI end to end is test/hardening/credentials.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { findUrlCredentials } from '../../src/sensitive/url-credentials.js';
import { findSensitiveSpans, maskSource } from '../../src/sensitive/index.js';
import { checkImportOptions, importV1ConfigData } from '../../src/import/index.js';
import { realmGetsCredentials } from '../../src/oci/realm.js';
import { REDACTED, SecretRedactor } from '../../src/util/secret-redactor.js';

describe('token realms that get the registry credentials', () => {
  it.each([
    ['the registry itself', 'https://ghcr.io/token', 'https://ghcr.io', true],
    ["Docker Hub's auth service", 'https://auth.docker.io/token', 'https://registry-1.docker.io', true],
    ["GitLab's login host", 'https://gitlab.com/jwt/auth', 'https://registry.gitlab.com', true],
    ['a subdomain of the registry', 'https://auth.harbor.acme.org/service/token', 'https://harbor.acme.org', true],
    ['another host (parent is a top-level domain)', 'https://evil.io/token', 'https://ghcr.io', false],
    ['another site', 'https://auth.example.net/token', 'https://registry-1.docker.io', false],
    ['a downgrade to http', 'http://ghcr.io/token', 'https://ghcr.io', false],
    ['the same host on another port', 'https://harbor.acme.org:8443/token', 'https://harbor.acme.org', false],
    ['a sibling on another port', 'https://auth.docker.io:8443/token', 'https://registry-1.docker.io', false],
    ['a local registry itself', 'http://127.0.0.1:5000/token', 'http://127.0.0.1:5000', true],
    ['another port of a local registry', 'http://127.0.0.1:5001/token', 'http://127.0.0.1:5000', false],
    ['an upgrade to https on the same host', 'https://127.0.0.1:5000/token', 'http://127.0.0.1:5000', true],
    ['a plain-HTTP registry lends to no sibling', 'http://auth.acme.test/token', 'http://registry.acme.test', false],
  ])('%s: %s from %s -> %s', (_name, realm, registry, lends) => {
    expect(realmGetsCredentials(new URL(realm), new URL(registry))).toBe(lends);
  });
});

describe('URLs with credentials', () => {
  const secretOf = (text: string) => findUrlCredentials(text).map(({ secret, host }) => [text.slice(secret[0], secret[1]), host]);
  it.each([
    ['https://ci:pw@ghcr.io/acme', [['pw', 'ghcr.io']]],
    ['oci://TOKEN123@ghcr.io/acme', [['TOKEN123', 'ghcr.io']]],
    ['git+https://ghp_abc@github.com/acme/x.git', [['ghp_abc', 'github.com']]],
    ['https://u:p@ss@host.example:5000/x', [['p@ss', 'host.example:5000']]],
    ['repository: ci:Hunter2@ghcr.io/acme/ocm', [['Hunter2', 'ghcr.io']]],
    [
      'see http://a:b@localhost:5000 and https://c:d@e.example',
      [
        ['b', 'localhost:5000'],
        ['d', 'e.example'],
      ],
    ],
    ['ssh://git@github.com/acme/x.git', []],
    ['git@github.com:acme/x.git', []],
    ['mailto:me@acme.org', []],
    ['https://ghcr.io/acme@sha256:abc', []],
    ['image: ghcr.io/acme/app@sha256:0123', []],
    ['an email ops@acme.org', []],
    ['postgresql://${secret.data.username}:${secret.data.password}@${service.spec.clusterIP}:5432', []],
    ['postgres://admin:${schema.spec.password}@db.acme.org/app', []],
  ])('%s', (text, expected) => {
    expect(secretOf(text)).toEqual(expected);
  });

  it('the secret part is a sensitive span of any file: masked in the code frame', () => {
    const text = 'component:\n  repository: https://ci:Hunter2-Secret@ghcr.io/acme\n';
    const spans = findSensitiveSpans(new Map([['cd.yaml', text]]));
    expect(maskSource(text, spans.ranges.get('cd.yaml'))).toBe('component:\n  repository: https://ci:********@ghcr.io/acme\n');
    expect(spans.values).toContain('Hunter2-Secret');
  });
});

describe('the redactor', () => {
  const password = 'Pa"ss/wörd\\Secret-42';
  const redactor = new SecretRedactor().add(password, 'ci-bot');
  it.each([
    ['raw', password],
    ['URL-encoded', encodeURIComponent(password)],
    ['URL-encoded, lower-case hex', encodeURIComponent(password).toLowerCase()],
    ['form-encoded', new URLSearchParams({ p: password }).toString().slice(2)],
    ['base64 of the password', Buffer.from(password).toString('base64')],
    ['base64url of the password, unpadded', Buffer.from(password).toString('base64url')],
    ['base64 of user:password', Buffer.from(`ci-bot:${password}`).toString('base64')],
    ['JSON-escaped', JSON.stringify(password).slice(1, -1)],
    ['JSON with \\u escapes (Go)', 'Pa\\u0022ss/w\\u00f6rd\\u005cSecret-42'],
    ['split over lines', 'Pa"ss/wö\n   rd\\Secret-42'],
    ['folded onto one line', 'Pa"ss/wö rd\\Secret-42'],
  ])('%s', (_form, echo) => {
    expect(redactor.redact(`registry said: <${echo}> end`)).toBe(`registry said: <${REDACTED}> end`);
  });

  it('a run of spaces is no backtracking trap, even for a secret made of spaces', () => {
    const spaces = new SecretRedactor().add('a         b         c');
    const started = Date.now();
    const trap = `a${' '.repeat(50_000)}x`;
    expect(spaces.redact(trap)).toBe(trap);
    expect(spaces.redact('a b c')).toBe(REDACTED);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps text without a secret, and JSON structure', () => {
    expect(redactor.redact('HTTP 403 (DENIED: no access)')).toBe('HTTP 403 (DENIED: no access)');
    expect(redactor.redactJson({ [password]: [password, 3, null] })).toEqual({ [REDACTED]: [REDACTED, 3, null] });
    expect(new SecretRedactor().add('ab').empty).toBe(true);
  });
});

describe('import inputs', () => {
  const HEAD = 'apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\nmetadata:\n  name: podinfo\n';
  const base = {
    file: 'config.yaml',
    component: { name: 'acme.org/podinfo', version: '1.0.0' },
    repository: 'ghcr.io/acme/ocm',
    deploy: { kind: 'helm', resource: 'chart' },
  } as const;

  it('a v1 ConfigData with a URL carrying credentials: yaml_url_credentials at its line, nothing written', () => {
    const source = `${HEAD}configuration:\n  defaults:\n    chartRepo: https://ci:Hunter2-Secret@charts.acme.org\n`;
    const result = importV1ConfigData({ ...base, source });
    expect(result.ok).toBe(false);
    expect(result.configData).toBeUndefined();
    expect(result.diagnostics.map((d) => `${d.code}@${d.line}:${d.column} ${d.path}`)).toEqual(['yaml_url_credentials@7:16 configuration.defaults.chartRepo']);
    expect(JSON.stringify(result.diagnostics)).not.toContain('Hunter2-Secret');
  });

  it('--repository with credentials is refused without repeating them', () => {
    const problems = checkImportOptions({ ...base, repository: 'https://ci:Hunter2-Secret@ghcr.io/acme' });
    expect(problems).toEqual([
      'repository must not carry credentials (user:password@host): they would be written into the ConfigData; log in with docker login instead',
    ]);
  });
});
