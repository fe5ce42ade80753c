/**
 * Component references: what parses (and into what), what does not (with a reason), and
 * how `--component` tells a reference from a file name.
 */
import { describe, expect, it } from 'vitest';
import { componentReferenceFromConfigData, formatComponentReference, looksLikeComponentReference, parseComponentReference, parseRepositoryReference } from '../../src/ocm/reference.js';

type Parsed = { repository: Record<string, unknown>; component: string; version?: unknown; digest?: string };
const DIGEST = `sha256:${'a'.repeat(64)}`;

describe('parseComponentReference', () => {
  const valid: [string, Parsed][] = [
    ['ghcr.io/acme/ocm//acme.org/podinfo:6.9.1', { repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' }, component: 'acme.org/podinfo', version: { kind: 'exact', version: '6.9.1' } }],
    ['https://ghcr.io//acme.org/podinfo', { repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: '' }, component: 'acme.org/podinfo' }],
    ['http://127.0.0.1:5031//acme.org/x:1.0.0', { repository: { kind: 'oci', scheme: 'http', host: '127.0.0.1:5031', path: '' }, component: 'acme.org/x', version: { kind: 'exact', version: '1.0.0' } }],
    ['localhost:5000/sub/path//acme.org/x:v1.2', { repository: { kind: 'oci', scheme: 'https', host: 'localhost:5000', path: 'sub/path' }, component: 'acme.org/x', version: { kind: 'exact', version: 'v1.2' } }],
    ['127.0.0.1//acme.org/x', { repository: { kind: 'oci', scheme: 'https', host: '127.0.0.1', path: '' }, component: 'acme.org/x' }],
    ['oci::registry.acme.org/ocm//acme.org/x:1.0.0+build.5', { repository: { kind: 'oci', scheme: 'https', host: 'registry.acme.org', path: 'ocm' }, component: 'acme.org/x', version: { kind: 'exact', version: '1.0.0+build.5' } }],
    [`ghcr.io/acme/ocm//acme.org/x@${DIGEST}`, { repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' }, component: 'acme.org/x', digest: DIGEST }],
    [`ghcr.io/acme/ocm//acme.org/x:1.0.0@${DIGEST}`, { repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' }, component: 'acme.org/x', version: { kind: 'exact', version: '1.0.0' }, digest: DIGEST }],
    // OCM's own prefix form.
    ['ghcr.io/acme/ocm/component-descriptors/acme.org/x:1.0.0', { repository: { kind: 'oci', scheme: 'https', host: 'ghcr.io', path: 'acme/ocm' }, component: 'acme.org/x', version: { kind: 'exact', version: '1.0.0' } }],
    // CTFs: explicit type, explicit path, archive suffix, a bare folder name.
    ['ctf::./ctf//acme.org/x:1.0.0', { repository: { kind: 'ctf', path: './ctf' }, component: 'acme.org/x', version: { kind: 'exact', version: '1.0.0' } }],
    ['ctf::my.ctf//acme.org/x', { repository: { kind: 'ctf', path: 'my.ctf' }, component: 'acme.org/x' }],
    ['./ctf//acme.org/x', { repository: { kind: 'ctf', path: './ctf' }, component: 'acme.org/x' }],
    ['../out/ctf//acme.org/x', { repository: { kind: 'ctf', path: '../out/ctf' }, component: 'acme.org/x' }],
    ['/tmp/transport.tar.gz//github.com/acme.org/helloworld:1.0.0', { repository: { kind: 'ctf', path: '/tmp/transport.tar.gz' }, component: 'github.com/acme.org/helloworld', version: { kind: 'exact', version: '1.0.0' } }],
    ['archive.tgz//acme.org/x', { repository: { kind: 'ctf', path: 'archive.tgz' }, component: 'acme.org/x' }],
    ['ctf//acme.org/x', { repository: { kind: 'ctf', path: 'ctf' }, component: 'acme.org/x' }],
    ['file:///srv/ctf//acme.org/x', { repository: { kind: 'ctf', path: '/srv/ctf' }, component: 'acme.org/x' }],
  ];
  it.each(valid)('%s', (text, expected) => {
    const parsed = parseComponentReference(text);
    expect('error' in parsed ? parsed : { ...parsed, version: parsed.version && ('constraint' in parsed.version ? { kind: 'constraint', text: parsed.version.text } : parsed.version) }).toEqual(JSON.parse(JSON.stringify(expected)));
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
