/**
 * Component references: what parses (and into what), what does not (with a reason), and
 * how `--component` tells a reference from a file name.
 */
import { describe, expect, it } from 'vitest';
import {
  componentReferenceFromConfigData,
  formatComponentReference,
  formatRepository,
  isComponentName,
  looksLikeComponentReference,
  parseComponentReference,
  parseRepositoryReference,
  parseVersionSelector,
} from '../../src/ocm/reference.js';

type Parsed = { repository: Record<string, unknown>; component: string; version?: unknown; digest?: string };
const DIGEST = `sha256:${'a'.repeat(64)}`;

describe('parseComponentReference', () => {
  const valid: [string, Parsed][] = [
    [
      'ghcr.io/acme/ocm//acme.org/podinfo:6.9.1',
      {
        repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' },
        component: 'acme.org/podinfo',
        version: { kind: 'exact', version: '6.9.1' },
      },
    ],
    ['https://ghcr.io//acme.org/podinfo', { repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: '' }, component: 'acme.org/podinfo' }],
    [
      'http://127.0.0.1:5031//acme.org/x:1.0.0',
      { repository: { kind: 'oci', scheme: 'http', host: '127.0.0.1:5031', path: '' }, component: 'acme.org/x', version: { kind: 'exact', version: '1.0.0' } },
    ],
    [
      'localhost:5000/sub/path//acme.org/x:v1.2',
      {
        repository: { kind: 'oci', scheme: 'https', host: 'localhost:5000', path: 'sub/path' },
        component: 'acme.org/x',
        version: { kind: 'exact', version: 'v1.2' },
      },
    ],
    ['127.0.0.1//acme.org/x', { repository: { kind: 'oci', scheme: 'https', host: '127.0.0.1', path: '' }, component: 'acme.org/x' }],
    [
      'oci::registry.acme.org/ocm//acme.org/x:1.0.0+build.5',
      {
        repository: { kind: 'oci', scheme: 'https', host: 'registry.acme.org', path: 'ocm' },
        component: 'acme.org/x',
        version: { kind: 'exact', version: '1.0.0+build.5' },
      },
    ],
    [
      `ghcr.io/acme/ocm//acme.org/x@${DIGEST}`,
      { repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' }, component: 'acme.org/x', digest: DIGEST },
    ],
    [
      `ghcr.io/acme/ocm//acme.org/x:1.0.0@${DIGEST}`,
      {
        repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' },
        component: 'acme.org/x',
        version: { kind: 'exact', version: '1.0.0' },
        digest: DIGEST,
      },
    ],
    // OCM's own prefix form.
    [
      'ghcr.io/acme/ocm/component-descriptors/acme.org/x:1.0.0',
      {
        repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' },
        component: 'acme.org/x',
        version: { kind: 'exact', version: '1.0.0' },
      },
    ],
    // CTFs: explicit type, explicit path, archive suffix, a bare folder name.
    ['ctf::./ctf//acme.org/x:1.0.0', { repository: { kind: 'ctf', path: './ctf' }, component: 'acme.org/x', version: { kind: 'exact', version: '1.0.0' } }],
    ['ctf::my.ctf//acme.org/x', { repository: { kind: 'ctf', path: 'my.ctf' }, component: 'acme.org/x' }],
    ['./ctf//acme.org/x', { repository: { kind: 'ctf', path: './ctf' }, component: 'acme.org/x' }],
    ['../out/ctf//acme.org/x', { repository: { kind: 'ctf', path: '../out/ctf' }, component: 'acme.org/x' }],
    [
      '/tmp/transport.tar.gz//github.com/acme.org/helloworld:1.0.0',
      { repository: { kind: 'ctf', path: '/tmp/transport.tar.gz' }, component: 'github.com/acme.org/helloworld', version: { kind: 'exact', version: '1.0.0' } },
    ],
    ['archive.tgz//acme.org/x', { repository: { kind: 'ctf', path: 'archive.tgz' }, component: 'acme.org/x' }],
    ['ctf//acme.org/x', { repository: { kind: 'ctf', path: 'ctf' }, component: 'acme.org/x' }],
    ['file:///srv/ctf//acme.org/x', { repository: { kind: 'ctf', path: '/srv/ctf' }, component: 'acme.org/x' }],
  ];
  it.each(valid)('%s', (text, expected) => {
    const parsed = parseComponentReference(text);
    expect(
      'error' in parsed
        ? parsed
        : { ...parsed, version: parsed.version && ('constraint' in parsed.version ? { kind: 'constraint', text: parsed.version.text } : parsed.version) },
    ).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  const constraints: [string, string][] = [
    ['ghcr.io/acme//acme.org/x:>=6.9.0 <7', '>=6.9.0 <7'],
    ['ghcr.io/acme//acme.org/x:~6.9', '~6.9'],
    ['ghcr.io/acme//acme.org/x:^1 || ^2', '^1 || ^2'],
    ['ghcr.io/acme//acme.org/x:6.x', '6.x'],
    ['ghcr.io/acme//acme.org/x:*', '*'],
  ];
  it.each(constraints)('%s has the constraint %s', (text, constraint) => {
    const parsed = parseComponentReference(text);
    expect('error' in parsed ? parsed.error : parsed.version).toMatchObject({ kind: 'constraint', text: constraint });
  });

  const invalid: [string, RegExp][] = [
    ['ghcr.io/acme/acme.org/x:1.0.0', /separate the repository from the component name with \/\//],
    ['//acme.org/x', /names no repository/],
    ['ghcr.io/acme//Acme.org/x', /not an OCM component name/],
    ['ghcr.io/acme//podinfo', /not an OCM component name/],
    ['ghcr.io/acme//acme.org/x:', /empty version/],
    ['ghcr.io/acme//acme.org/x:not a version', /neither a version nor a semver constraint/],
    ['ghcr.io/acme//acme.org/x@sha256:abc', /hex digits/],
    ['ghcr.io/acme//acme.org/x@md5:abc', /not supported/],
    ['ftp://ghcr.io//acme.org/x', /unsupported scheme ftp/],
    ['git::ghcr.io//acme.org/x', /unknown repository type/],
    ['ctf::http://ghcr.io//acme.org/x', /names a registry, not a CTF/],
    ['ghcr.io/Acme//acme.org/x', /not a valid repository path segment/],
    ['ghcr.io:99999//acme.org/x', /out of range/],
    ['gh_cr.io:5000//acme.org/x', /not a registry host/],
  ];
  it('a reference with credentials is refused without echoing them', () => {
    const parsed = parseComponentReference('https://alice:s3cret@ghcr.io/acme//acme.org/x:1.0.0');
    expect('error' in parsed && `${parsed.error} ${parsed.hint}`).toMatch(/must not carry credentials/);
    expect(JSON.stringify(parsed)).not.toContain('s3cret');
  });

  it.each(invalid)('%s is refused (%s)', (text, reason) => {
    const parsed = parseComponentReference(text);
    expect('error' in parsed).toBe(true);
    if ('error' in parsed) {
      expect(parsed.error).toMatch(reason);
      expect(parsed.hint.length).toBeGreaterThan(0);
    }
  });

  it('prints what it parsed in a form that parses back the same', () => {
    for (const [text] of [...valid, ...constraints]) {
      const parsed = parseComponentReference(text);
      if ('error' in parsed) throw new Error(parsed.error);
      const printed = formatComponentReference(parsed);
      const again = parseComponentReference(printed);
      if ('error' in again) throw new Error(again.error);
      expect(formatComponentReference(again)).toBe(printed);
      expect(again.repository).toEqual(parsed.repository);
      expect([again.component, again.digest]).toEqual([parsed.component, parsed.digest]);
    }
  });
});

describe('parseRepositoryReference (the TARGET of component push)', () => {
  it.each([
    ['http://127.0.0.1:5000', { kind: 'oci', scheme: 'http', host: '127.0.0.1:5000', path: '' }],
    ['ghcr.io/acme/ocm', { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' }],
    ['https://ghcr.io/acme/ocm/', { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' }],
    ['localhost:5000', { kind: 'oci', scheme: 'https', host: 'localhost:5000', path: '' }],
    ['oci::registry', { kind: 'oci', scheme: 'https', host: 'registry', path: '' }],
    ['./ctf', { kind: 'ctf', path: './ctf' }],
    ['./ctf/', { kind: 'ctf', path: './ctf' }],
    ['/', { kind: 'ctf', path: '/' }],
    ['ctf::my.ctf', { kind: 'ctf', path: 'my.ctf' }],
    ['out.tar.gz', { kind: 'ctf', path: 'out.tar.gz' }],
    ['mirror', { kind: 'ctf', path: 'mirror' }],
  ])('%s', (text, expected) => {
    expect(parseRepositoryReference(text)).toEqual(expected);
  });

  it.each([
    ['', 'names no repository'],
    ['ftp://host', 'unsupported scheme'],
    ['user:secret@ghcr.io/acme', 'must not carry credentials'],
    ['ghcr.io/Acme', 'not a valid repository path segment'],
    ['127.0.0.1:99999', 'out of range'],
    ['ctf::http://ghcr.io', 'names a registry, not a CTF'],
  ])('refuses %j', (text, reason) => {
    const parsed = parseRepositoryReference(text);
    expect(parsed).toMatchObject({ error: expect.stringContaining(reason) });
    expect(JSON.stringify(parsed)).not.toContain('secret');
  });
});

describe('looksLikeComponentReference (--component FILE or REF)', () => {
  it.each([
    ['ghcr.io/acme/ocm//acme.org/x:1.0.0', true],
    ['ctf::ctf//acme.org/x', true],
    ['./ctf//acme.org/x', true],
    ['http://127.0.0.1:5000//acme.org/x', true],
    ['component-descriptor.yaml', false],
    ['dir/cd.yaml', false],
    ['-', false],
  ])('%s → %s', (text, expected) => expect(looksLikeComponentReference(text)).toBe(expected));
});

describe('componentReferenceFromConfigData', () => {
  it.each([
    ['ghcr.io/acme/ocm', '6.9.1', 'ghcr.io/acme/ocm//acme.org/podinfo:6.9.1'],
    ['ghcr.io/acme/ocm/', '>=6.9 <7', 'ghcr.io/acme/ocm//acme.org/podinfo:>=6.9 <7'],
    ['oci://registry.acme.org:5000/ocm', '6.9.1', 'registry.acme.org:5000/ocm//acme.org/podinfo:6.9.1'],
    ['http://127.0.0.1:5031', '6.9.1', 'http://127.0.0.1:5031//acme.org/podinfo:6.9.1'],
    // A ConfigData repository is a registry even when its name would read as a CTF folder.
    ['registry', '1.0.0', 'oci::registry//acme.org/podinfo:1.0.0'],
  ])('%s with %s', (repository, version, printed) => {
    const parsed = componentReferenceFromConfigData({ name: 'acme.org/podinfo', version, repository });
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.repository.kind).toBe('oci');
    expect(formatComponentReference(parsed)).toBe(printed);
  });
});

describe('component references: boundaries and exact answers', () => {
  const E = 'ghcr.io/acme/ocm//acme.org/podinfo:6.9.1';
  it.each([
    // semver.org's own examples of versions, and digits of every length in each part.
    '1',
    '1.2',
    '1.23.45',
    'v10.20.30',
    '1.0.0-alpha',
    '1.0.0-alpha.1',
    '1.0.0-0.3.7',
    '1.0.0-x.7.z.92',
    '1.0.0-x-y-z.--',
    '1.0.0-alpha+001',
    '1.0.0+20130313144700',
    '1.0.0-beta+exp.sha.5114f85',
    '1.0.0-10',
    '1.0.0-100',
    '1.0.0-12ab3',
    '1.0.0-1a',
    '1.0.0-alpha.10',
    '1.0.0-alpha.100',
    '1.0.0-alpha.12ab3',
    '1.0.0-alpha.1a',
    '1.0.0-alpha.beta',
    '1.0.0+build',
    '1.0.0+build.55',
  ])('%s is an exact version', (version) => {
    expect(parseVersionSelector(version)).toEqual({ kind: 'exact', version });
  });

  it.each([
    ['acme.org/podinfo', true],
    ['sub.acme.org/x', true],
    ['component.acme.example.org/podinfo', true],
    ['github.com/open-component-model/ocm', true],
    ['acme.org/podinfo!', false],
    ['acme.org/podinfo/', false],
    ['acme.org', false],
  ])('isComponentName(%s) is %s', (name, expected) => expect(isComponentName(name)).toBe(expected));

  it.each([
    ['OCIRegistry::ghcr.io/acme//acme.org/x', { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme' }],
    ['CommonTransportFormat::my.ctf//acme.org/x', { kind: 'ctf', path: 'my.ctf' }],
    ['http://[::1]:5000//acme.org/x', { kind: 'oci', scheme: 'http', host: '[::1]:5000', path: '' }],
    ['http://[fe80::1]:5000//acme.org/x', { kind: 'oci', scheme: 'http', host: '[fe80::1]:5000', path: '' }],
    ['oci::r.example.org//acme.org/x', { kind: 'oci', scheme: 'https', host: 'r.example.org', path: '' }],
    ['localhost:65535//acme.org/x', { kind: 'oci', scheme: 'https', host: 'localhost:65535', path: '' }],
    ['localhost//acme.org/x', { kind: 'oci', scheme: 'https', host: 'localhost', path: '' }],
    ['localhost/ocm//acme.org/x', { kind: 'oci', scheme: 'https', host: 'localhost', path: 'ocm' }],
    ['10.10.10.10//acme.org/x', { kind: 'oci', scheme: 'https', host: '10.10.10.10', path: '' }],
    ['192.168.100.200:5000//acme.org/x', { kind: 'oci', scheme: 'https', host: '192.168.100.200:5000', path: '' }],
    ['ocm.tar.example.org//acme.org/x', { kind: 'oci', scheme: 'https', host: 'ocm.tar.example.org', path: '' }],
    ['ghcr.io/my--org/a__b/c.d//acme.org/x', { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'my--org/a__b/c.d' }],
    ['ghcr.io/acme-ocm//acme.org/x', { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme-ocm' }],
    // An explicit path is a CTF even when it holds a colon.
    ['/tmp/ocm:1.0/ctf//acme.org/x', { kind: 'ctf', path: '/tmp/ocm:1.0/ctf' }],
    ['./out:1/ctf//acme.org/x', { kind: 'ctf', path: './out:1/ctf' }],
    ['../out:1/ctf//acme.org/x', { kind: 'ctf', path: '../out:1/ctf' }],
    ['~/out:1/ctf//acme.org/x', { kind: 'ctf', path: '~/out:1/ctf' }],
  ])('%s is in %j', (text, repository) => {
    expect(parseComponentReference(text)).toStrictEqual({ repository, component: 'acme.org/x' });
  });

  it('a reference without digest has no digest key, one with a version and no digest exactly these keys', () => {
    expect(parseComponentReference('ghcr.io/acme/ocm//acme.org/podinfo:6.9.1')).toStrictEqual({
      repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' },
      component: 'acme.org/podinfo',
      version: { kind: 'exact', version: '6.9.1' },
    });
  });

  it.each([
    [
      'https://alice:s3cret@ghcr.io/acme//acme.org/x:1.0.0',
      'a component reference must not carry credentials (user:password@host)',
      'Log in with `docker login` (or a credential helper) and give the reference without them.',
    ],
    [
      'ghcr.io/acme//Acme.org/x',
      '"Acme.org/x" in "ghcr.io/acme//Acme.org/x" is not an OCM component name (a lowercase domain and a path, e.g. acme.org/podinfo)',
      `For example ${E}.`,
    ],
    [
      'ghcr.io/acme//acme.org/x: ',
      '"ghcr.io/acme//acme.org/x: " has an empty version after :',
      'Write a version (:6.9.1) or a constraint (:>=6.9.0 <7), or leave :VERSION out for the newest.',
    ],
    ['/component-descriptors/acme.org/x', '"/component-descriptors/acme.org/x" names no repository before //', `For example ${E}.`],
    [
      `ghcr.io//@${DIGEST}`,
      `"" in "ghcr.io//@${DIGEST}" is not an OCM component name (a lowercase domain and a path, e.g. acme.org/podinfo)`,
      `For example ${E}.`,
    ],
    ['ghcr.io//:1.0.0', '"" in "ghcr.io//:1.0.0" is not an OCM component name (a lowercase domain and a path, e.g. acme.org/podinfo)', `For example ${E}.`],
    ['http://[::1]:99999//acme.org/x', 'port 99999 in "http://[::1]:99999//acme.org/x" is out of range', 'A port is 1 to 65535.'],
    [
      'ghcr.io/acme-//acme.org/x',
      '"acme-" in "ghcr.io/acme-//acme.org/x" is not a valid repository path segment (lowercase letters, digits, and . _ - between them)',
      `For example ${E}.`,
    ],
    ['oci::file:///srv/ctf//acme.org/x', '"oci::file:///srv/ctf//acme.org/x": file:// names a CTF, not a registry', 'Drop oci:: or the file:// scheme.'],
  ])('%s is refused with exactly its reason', (text, error, hint) => {
    expect(parseComponentReference(text)).toStrictEqual({ error, hint });
  });

  it.each([
    ['./ctf//', { kind: 'ctf', path: './ctf' }],
    ['.', { kind: 'ctf', path: '.' }],
    ['..', { kind: 'ctf', path: '..' }],
    [
      'user:secret@ghcr.io/acme',
      {
        error: 'a repository must not carry credentials (user:password@host)',
        hint: 'Log in with `docker login` (or a credential helper), or use --username with --password-stdin, and give the repository without them.',
      },
    ],
    ['', { error: '"" names no repository', hint: 'For example http://127.0.0.1:5000, ghcr.io/acme/ocm or ./ctf.' }],
  ])('parseRepositoryReference(%j)', (text, expected) => {
    expect(parseRepositoryReference(text)).toStrictEqual(expected);
  });

  it('formats a CTF store as its path and drops the digest when another version is printed', () => {
    expect(formatRepository({ kind: 'ctf', path: './ctf' })).toBe('./ctf');
    expect(formatRepository({ kind: 'oci', scheme: 'http', host: '127.0.0.1:5000', path: 'ocm' })).toBe('http://127.0.0.1:5000/ocm');
    const parsed = parseComponentReference(`ghcr.io/acme//acme.org/x:1.0.0@${DIGEST}`);
    if ('error' in parsed) throw new Error(parsed.error);
    expect(formatComponentReference(parsed)).toBe(`ghcr.io/acme//acme.org/x:1.0.0@${DIGEST}`);
    expect(formatComponentReference(parsed, { version: '1.2.3' })).toBe('ghcr.io/acme//acme.org/x:1.2.3');
  });

  it('a ConfigData repository with trailing slashes', () => {
    const parsed = componentReferenceFromConfigData({ name: 'acme.org/podinfo', version: '6.9.1', repository: 'ghcr.io/acme/ocm//' });
    expect(parsed).toStrictEqual({
      repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' },
      component: 'acme.org/podinfo',
      version: { kind: 'exact', version: '6.9.1' },
    });
  });

  it.each([
    ['OCIRegistry::ghcr.io/acme/component-descriptors/acme.org/x:1.0.0', true],
    ['ctf::out/component-descriptors/acme.org/x', true],
    ['http://127.0.0.1:5000/component-descriptors/acme.org/x:1.0.0', true],
  ])('looksLikeComponentReference(%s) is %s', (text, expected) => expect(looksLikeComponentReference(text)).toBe(expected));
});
