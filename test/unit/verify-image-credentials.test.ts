/**
 * Explicit credentials (`--username`/`--password-stdin`) are for the component's own
 * registry: `--verify-images` never sends them to another image registry.
 */
import { describe, expect, it } from 'vitest';
import { imageRegistryOptions } from '../../src/verify/index.js';

const credentials = { username: 'ci', password: 'Pass-For-Harbor-Only' };
const harbor = { kind: 'oci', scheme: 'https', host: 'harbor.acme.org', path: 'ocm' } as const;

describe('image registry options', () => {
  it.each([
    ['the component registry itself', 'https://harbor.acme.org', true],
    ['another registry', 'https://ghcr.io', false],
    ['the same host on another port', 'https://harbor.acme.org:8443', false],
  ])('%s: credentials sent = %s', (_name, location, sent) => {
    const options = imageRegistryOptions({ registry: { credentials, cacheDir: '/tmp/c' } }, harbor, location);
    expect(options.credentials !== undefined).toBe(sent);
    expect(options.cacheDir).toBe('/tmp/c');
  });

  it('a CTF component store lends its credentials to no image registry; --offline carries over', () => {
    expect(imageRegistryOptions({ offline: true, registry: { credentials } }, { kind: 'ctf', path: './ctf' }, 'https://harbor.acme.org')).toEqual({ offline: true });
  });
});
