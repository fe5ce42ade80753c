/**
 * Issue 29, part 3: a target names a range of Flux releases, and the catalog checks its
 * templates against the OLDEST controllers of the range (src/deployers/flux/oldest.ts), from
 * schemas generated out of their CRDs (`npm run gen:flux`; the corpus is only the
 * generator's input, never read at run time).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fluxRelease } from '../../src/deployers/flux/releases.js';
import { oldestControllersOf, oldestFluxRanges } from '../../src/deployers/flux/oldest.js';
import { builtinSchemasFor } from '../../src/targets/catalog.js';
import { resolveTarget, TARGET_PROFILES } from '../../src/targets/profiles.js';
import { FLUX_OLDEST_CRD_SETS, loadProfileOldestCrds, PROFILE_CRD_SETS } from '../support/corpus.js';

const profile = (name: string) => resolveTarget(name)!.profile;
const specOf = (schema: object) =>
  (schema as { properties: { spec: { properties: Record<string, { properties?: Record<string, unknown> }> } } }).properties.spec.properties;

describe('the Flux schemas of the oldest controller of each range', () => {
  it('are what `npm run gen:flux` writes from the corpus', () => {
    execFileSync(process.execPath, ['scripts/generate-flux-schemas.mjs', '--check'], { cwd: join(import.meta.dirname, '..', '..'), stdio: 'pipe' });
  });

  it('cover every range a profile names, with the controllers the corpus holds for it', () => {
    expect(oldestFluxRanges().sort()).toEqual(Object.keys(FLUX_OLDEST_CRD_SETS).sort());
    for (const p of [...TARGET_PROFILES.values()].filter((profile) => profile.deployer.name === 'flux')) {
      expect(fluxRelease(p).oldestFlux, p.name).toBe((PROFILE_CRD_SETS[p.name] as { oldest?: string }).oldest);
      expect(p.name.endsWith(`+flux-v${fluxRelease(p).oldestFlux}`), p.name).toBe(true);
      expect(oldestControllersOf(p).map((c) => `flux/oldest/${c.file}`)).toEqual([...FLUX_OLDEST_CRD_SETS[fluxRelease(p).oldestFlux as '2.3' | '2.6']]);
    }
    expect(oldestControllersOf(profile('ocm-k8s-toolkit-8102a71+flux-v2.3')).map((c) => `${c.controller} ${c.tag}`)).toEqual([
      'source-controller v1.3.0',
      'helm-controller v1.0.0',
      'kustomize-controller v1.3.0',
    ]);
    expect(oldestControllersOf(profile('ocm-controller-v0.3.0+flux-v2.6')).map((c) => `${c.controller} ${c.tag}`)).toEqual([
      'source-controller v1.6.0',
      'helm-controller v1.3.0',
      'kustomize-controller v1.6.0',
    ]);
  });

  it('are, for each profile, the CRDs of its oldest controllers (descriptions aside)', () => {
    const strip = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(strip)
        : node !== null && typeof node === 'object'
          ? Object.fromEntries(Object.entries(node).flatMap(([k, v]) => (k === 'description' && typeof v === 'string' ? [] : [[k, strip(v)]])))
          : node;
    for (const p of [...TARGET_PROFILES.values()].filter((profile) => profile.deployer.name === 'flux')) {
      const crds = loadProfileOldestCrds(p.name);
      const release = fluxRelease(p);
      for (const [apiVersion, kind] of [
        [release.ociRepositoryApiVersion, 'OCIRepository'],
        [release.helmReleaseApiVersion, 'HelmRelease'],
        [release.kustomizationApiVersion, 'Kustomization'],
      ] as const) {
        expect(builtinSchemasFor(p).lookup(apiVersion, kind)?.schema, `${p.name} ${apiVersion} ${kind}`).toEqual(strip(crds.lookup(apiVersion, kind)!.schema));
      }
    }
  });

  it('+flux-v2.3: OCIRepository v1beta2 without proxySecretRef, no OCIRepository v1; GitRepository v1 as hand-written', () => {
    const catalog = builtinSchemasFor(profile('ocm-k8s-toolkit-8102a71+flux-v2.3'));
    const spec = specOf(catalog.lookup('source.toolkit.fluxcd.io/v1beta2', 'OCIRepository')!.schema);
    expect(spec).not.toHaveProperty('proxySecretRef');
    expect(spec).toHaveProperty('certSecretRef');
    expect(catalog.lookup('source.toolkit.fluxcd.io/v1', 'OCIRepository')).toBeUndefined();
    expect(catalog.lookup('source.toolkit.fluxcd.io/v1', 'GitRepository')).toBeDefined();
    expect(specOf(catalog.lookup('helm.toolkit.fluxcd.io/v2', 'HelmRelease')!.schema)).not.toHaveProperty('waitStrategy');
  });

  it('+flux-v2.6: OCIRepository v1 and v1beta2 of v1.6.0, with proxySecretRef, without verify.trustedRootSecretRef (v1.9.0)', () => {
    const catalog = builtinSchemasFor(profile('ocm-controller-v0.3.0+flux-v2.6'));
    const v1 = specOf(catalog.lookup('source.toolkit.fluxcd.io/v1', 'OCIRepository')!.schema);
    expect(v1).toHaveProperty('proxySecretRef');
    expect(v1.verify?.properties).not.toHaveProperty('trustedRootSecretRef');
    expect(catalog.lookup('source.toolkit.fluxcd.io/v1beta2', 'OCIRepository')).toBeDefined();
  });
});
