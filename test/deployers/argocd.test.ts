/**
 * The Argo CD deployer (docs/argocd.md): every Helm ConfigData fixture compiles for it and
 * checks clean against Argo CD's own CRDs, a `secrets` entry is refused at its line, and for
 * the same instance the Application's `helm.valuesObject` is the HelmRelease's `spec.values`.
 * OCM's examples that deploy through Argo CD beside Flux check without an unknown kind.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/check.js';
import { compile } from '../../src/compiler/compile.js';
import { preview } from '../../src/preview/index.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { resolveTarget, TARGET_PROFILES } from '../../src/targets/profiles.js';
import { corpusDir, loadProfileCrds } from '../support/corpus.js';
import { listFixtures } from '../support/fixtures.js';
import { rgdc } from '../support/cli.js';

/** The fields of the objects the test reads. */
interface Spec {
  readonly values: Record<string, unknown> & { replicaCount?: unknown; image?: unknown };
  readonly source: { readonly repoURL: string; readonly targetRevision: string; readonly helm: { readonly valuesObject: unknown } };
}

const ARGOCD = resolveTarget('ocm-controller-v0.3.0+argocd-v3.1')!.profile;
const FLUX = resolveTarget('ocm-controller-v0.3.0+flux-v2.6')!.profile;
const helm = listFixtures().filter((f) => !f.name.startsWith('bad-') && /^deploy:\n(?:.*\n)*?\s+helm:/m.test(f.source) && !/^\s+kustomize:/m.test(f.source));

describe('the Argo CD deployer', () => {
  it('has a profile for every OCM controller generation, none with a former name', () => {
    const argocd = [...TARGET_PROFILES.values()].filter((p) => p.deployer.name === 'argocd');
    expect(argocd.map((p) => p.name)).toEqual([
      'ocm-controller-v0.3.0+argocd-v3.1',
      'ocm-k8s-toolkit-fad0b5e+argocd-v3.1',
      'ocm-k8s-toolkit-8102a71+argocd-v3.1',
    ]);
    for (const profile of argocd) expect(profile.aliases).toEqual([]);
  });

  it.each(helm)('$name: compiles to an Application that checks clean against the Argo CD CRDs, or refuses its secrets', (fixture) => {
    const result = compile({ file: fixture.input, source: fixture.source, target: ARGOCD, emit: ['rgd'] });
    // What Argo CD cannot take is refused at its line: secrets entries, pinned or defaulted installation settings.
    const refused = [
      ...(/^secrets:/m.test(fixture.source) ? ['configdata_secret_unsupported'] : []),
      ...(/^\s+delivery:/m.test(fixture.source) ? ['configdata_target_unsupported'] : []),
    ];
    if (refused.length > 0) {
      expect(result.ok).toBe(false);
      for (const d of result.diagnostics.filter((d) => d.severity === 'error')) expect(refused).toContain(d.code);
      return;
    }
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const rgd = result.output!.rgd as { spec: { resources: { id: string; template?: { kind: string } }[] } };
    expect(rgd.spec.resources.map((r) => r.template?.kind)).toContain('Application');
    expect(rgd.spec.resources.map((r) => r.template?.kind)).not.toContain('HelmRelease');
    const crds = loadProfileCrds(ARGOCD.name);
    const checked = check({ files: [{ file: 'rgd.yaml', source: result.output!.files.rgd! }], schemas: { lookup: (v, k) => crds.lookup(v, k) } });
    expect(checked.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('gives the Application the values the HelmRelease gets, for the same instance (configuration rules, localization, defaults)', () => {
    // helm-configured without its secrets entry (Argo CD cannot deliver one), with its component.
    const configured = listFixtures().find((f) => f.name === 'helm-configured')!;
    const source = configured.source.slice(0, configured.source.indexOf('\nsecrets:') + 1);
    const input = { file: 'configdata.yaml', source };
    const generated = compile({ ...input, target: FLUX, emit: ['instance'] }).output!.files.instance!;
    // One value set by the instance, the rest at their defaults.
    const instance = { file: 'instance.yaml', source: generated.replace('replicas: 2', 'replicas: 3') };
    const component = { file: 'component.yaml', source: readFileSync('test/fixtures/preview/helm-configured/component.yaml', 'utf8') };
    const spec = (target: typeof FLUX, kind: string) => {
      const result = preview({ input, instance, component, externals: [], status: [], target });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return (result.objects.find((o) => o.object.kind === kind)!.object as { spec: Spec }).spec;
    };
    const values = spec(FLUX, 'HelmRelease').values;
    const application = spec(ARGOCD, 'Application');
    expect(application.source.helm.valuesObject).toEqual(values);
    expect(values.replicaCount).toBe(3);
    expect(values.image).toEqual({ repository: expect.stringContaining('podinfo'), tag: expect.any(String) });
    // The same chart, pinned by the same digest.
    expect(application.source.targetRevision).toMatch(/^sha256:/);
    expect(application.source.repoURL).toMatch(/^oci:\/\//);
  });

  it('refuses a secrets entry (exit 1) and a kustomize delivery, and an unknown --deployer (exit 2)', () => {
    const secrets = rgdc(['compile', 'test/fixtures/compile/helm-configured/configdata.yaml', '--deployer', 'argocd']);
    expect(secrets.code).toBe(1);
    expect(secrets.stderr).toMatch(/configdata_secret_unsupported: secret `database`: Argo CD cannot read Helm values from a Secret \(argo-cd#1786\)/);
    const kustomize = rgdc(['compile', 'test/fixtures/compile/kustomize-simple/configdata.yaml', '--deployer', 'argocd']);
    expect(kustomize.code).toBe(1);
    expect(kustomize.stderr).toMatch(
      /:12:3: error configdata_target_unsupported: target ocm-controller-v0\.3\.0\+argocd-v3\.1: rgdc compiles only Helm deliveries for Argo CD/,
    );
    const unknown = rgdc(['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--deployer', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--deployer: unknown deployer "nope"; rgdc compiles for flux, argocd');
    const older = rgdc([
      'compile',
      'test/fixtures/compile/helm-simple/configdata.yaml',
      '--target',
      'ocm-k8s-toolkit-8102a71+flux-v2.6',
      '--deployer',
      'argocd',
    ]);
    expect(older.code).toBe(0);
    expect(older.stdout).toContain('(target ocm-k8s-toolkit-8102a71+argocd-v3.1)');
  });

  it("checks OCM's examples that deploy through Argo CD with no unknown kind", () => {
    const examples = path.join(corpusDir, 'ocm/open-component-model/kubernetes/controller/examples');
    for (const name of ['helm-configuration-localization', 'kustomize-configuration-localization']) {
      const file = path.join(examples, name, 'rgd.yaml');
      const result = check({ files: [{ file, source: readFileSync(file, 'utf8') }], schemas: builtinSchemas() });
      expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    }
  });
});
