/**
 * Explicit credentials (`--username`/`--password-stdin`) are for the component's own
 * registry: `--verify-images` never sends them to another image registry, and tells each
 * image registry's client whose the run's credentials are.
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
    ['the component registry in capitals', 'https://HARBOR.acme.org', true],
  ])('%s: credentials sent = %s', (_name, location, sent) => {
    const options = imageRegistryOptions({ registry: { credentials, cacheDir: '/tmp/c' } }, harbor, location);
    expect(options.credentials !== undefined).toBe(sent);
    expect(options.cacheDir).toBe('/tmp/c');
    // The client learns whose credentials they are (RGDC_REGISTRY_* included).
    expect(options.credentialsFor).toBe('harbor.acme.org');
  });

  it('Docker Hub under any of its names is one registry', () => {
    const hub = { kind: 'oci', scheme: 'https', host: 'index.docker.io', path: 'acme' } as const;
    expect(imageRegistryOptions({ registry: { credentials } }, hub, 'https://docker.io').credentials).toBeDefined();
    expect(imageRegistryOptions({ registry: { credentials } }, hub, 'https://registry-1.docker.io').credentialsFor).toBe('docker.io');
  });

  it('a CTF component store lends its credentials to no image registry; --offline carries over', () => {
    expect(imageRegistryOptions({ offline: true, registry: { credentials } }, { kind: 'ctf', path: './ctf' }, 'https://harbor.acme.org')).toEqual({
      offline: true,
      credentialsFor: null,
    });
  });
});
