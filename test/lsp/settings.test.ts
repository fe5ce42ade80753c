/**
 * Workspace settings of `rgdc lsp`: CRD folders give template kinds their schemas (for
 * diagnostics and completion), bad values are reported, not thrown.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeAt } from '../../src/lsp/completion.js';
import { analyzeText } from '../../src/lsp/diagnostics.js';
import { indexRgds } from '../../src/lsp/rgd-index.js';
import { readSettings, resolveSettings } from '../../src/lsp/settings.js';
import { REPO_ROOT } from '../support/fixtures.js';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.org}
spec:
  group: example.org
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: {type: integer, description: How many parts the widget has.}
`;

const RGD = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata: {name: widgets}
spec:
  schema:
    apiVersion: v1alpha1
    kind: WidgetSet
    spec:
      name: string
  resources:
    - id: widget
      template:
        apiVersion: example.org/v1
        kind: Widget
        metadata: {name: "\${schema.spec.name}"}
        spec:
          size: \${schema.spec.name}
`;

describe('settings', () => {
  const root = mkdtempSync(join(tmpdir(), 'rgdc-lsp-settings-'));
  writeFileSync(join(root, 'widget-crd.yaml'), CRD);

  it('reads the rgdc section or the section itself', () => {
    expect(readSettings({ rgdc: { target: 'x', crds: 'crds', debounceMs: 0 } })).toEqual({ target: 'x', crds: ['crds'], debounceMs: 0 });
    expect(readSettings({ kroFeatureGates: 'CELOmitFunction=true', target: '' })).toEqual({ kroFeatureGates: 'CELOmitFunction=true' });
    expect(readSettings(null)).toEqual({});
  });

  it('reports bad values and keeps the defaults', () => {
    const resolved = resolveSettings({ target: 'nope', kroFeatureGates: 'CELOmitFuncton=true', crds: ['missing'] }, root);
    expect(resolved.problems).toEqual([
      expect.stringMatching(/^rgdc\.target: unknown target "nope"/),
      expect.stringMatching(/^rgdc\.kroFeatureGates: unrecognized kro feature gate: CELOmitFuncton \(did you mean CELOmitFunction\?\)/),
      'rgdc.crds: "missing" does not exist',
    ]);
    expect(resolved.featureGates).toBeUndefined();
  });

  it('checks for the kro release of the kro setting, and reports one rgdc does not model', () => {
    expect(readSettings({ rgdc: { kro: 'v0.10.0' } })).toEqual({ kro: 'v0.10.0' });
    const graphengine = RGD.replace(/- id: \w+/, '- id: graphengine');
    const codes = (kro?: string) =>
      analyzeText('w.yaml', graphengine, 'rgd', resolveSettings(kro ? { crds: ['.'], kro } : { crds: ['.'] }, root)).map((d) => d.code);
    expect(codes()).not.toContain('rgd_reserved_id');
    expect(codes('v0.10.0')).toContain('rgd_reserved_id');
    const unknown = resolveSettings({ kro: 'v0.11.0', kroFeatureGates: 'GraphKind=true' }, root);
    expect(unknown.problems).toEqual([
      expect.stringMatching(/^rgdc\.kro: unknown kro release "v0\.11\.0"; rgdc models v0\.9\.3, v0\.9\.4, v0\.10\.0/),
      'rgdc.kroFeatureGates: unrecognized kro feature gate: GraphKind (kro v0.10.0 added it); kro v0.9.4 has: CELOmitFunction, InstanceConditionEvents, InstanceConditionMetrics',
    ]);
    expect(unknown.kro.name).toBe('v0.9.4');
  });

  it('compiles ConfigData for the deployer of the deployer setting, and reports one rgdc does not have', () => {
    expect(resolveSettings({ deployer: 'argocd' }, root).target.name).toBe('ocm-controller-v0.3.0+argocd-v3.1');
    expect(resolveSettings({ deployer: 'argocd', target: 'ocm-k8s-toolkit-8102a71+flux-v2.6' }, root).target.name).toBe('ocm-k8s-toolkit-8102a71+argocd-v3.1');
    const unknown = resolveSettings({ deployer: 'spinnaker' }, root);
    expect(unknown.problems).toEqual(['rgdc.deployer: unknown deployer "spinnaker"; rgdc compiles for flux, argocd']);
    expect(unknown.target.name).toBe('ocm-controller-v0.3.0+flux-v2.6');
  });

  it('uses the CRDs of a folder relative to the workspace for diagnostics and completion', () => {
    const without = resolveSettings({}, root);
    const withCrds = resolveSettings({ crds: ['.'] }, root);
    const codes = (settings: typeof without) => analyzeText('w.yaml', RGD, 'rgd', settings).map((d) => d.code);
    expect(codes(without)).toEqual(['template_unknown_kind']);
    expect(codes(withCrds)).toEqual(['cel_type_mismatch']);
    const text = RGD.replace('size: ${schema.spec.name}', 'size: ${widget.spec.');
    const [index] = indexRgds('w.yaml', text);
    const offset = text.indexOf('${widget.spec.') + '${widget.spec.'.length;
    expect(completeAt(index!, text, offset, without.schemasFor())).toEqual([]);
    const items = completeAt(index!, text, offset, withCrds.schemasFor());
    expect(items.map((i) => [i.label, i.detail, (i.documentation as { value: string } | undefined)?.value])).toEqual([
      ['size', 'integer', 'How many parts the widget has.'],
    ]);
  });

  it("checks an RGD for an older target against that OCM controller's schemas, as rgdc check does", () => {
    const fixture = 'test/fixtures/compile/profile-ocm-k8s-toolkit-8102a71+flux-v2.6/rgd.yaml';
    const text = readFileSync(join(REPO_ROOT, fixture), 'utf8');
    const settings = resolveSettings({}, root);
    // Known kinds: no template_unknown_kind for the toolkit's Repository, Component, Resource.
    expect(analyzeText(fixture, text, 'rgd', settings).map((d) => d.code)).toEqual([]);
    // The toolkit's Resource at 8102a71 has no verificationPolicy (the monorepo's has).
    const marker = '                name: chart\n          interval: 10m\n';
    expect(text).toContain(marker);
    const withField = text.replace(marker, `${marker}          verificationPolicy: Always\n`);
    const found = analyzeText(fixture, withField, 'rgd', settings);
    expect(found.map((d) => d.code)).toEqual(['template_unknown_field']);
    expect(found[0]!.message).toContain('verificationPolicy');
  });

  it('reads the componentDescriptor relative to the workspace, and reports one it cannot read', () => {
    const root = mkdtempSync(join(tmpdir(), 'rgdc-lsp-component-'));
    writeFileSync(join(root, 'component.yaml'), readFileSync(join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml'), 'utf8'));
    writeFileSync(join(root, 'not-a-component.yaml'), 'kind: ConfigMap\n');
    const read = resolveSettings(readSettings({ rgdc: { componentDescriptor: 'component.yaml' } }), root);
    expect(read.problems).toEqual([]);
    expect(read.components?.components.map((c) => `${c.name}:${c.version} ${c.resources.map((r) => r.name).join(',')}`)).toEqual([
      'acme.org/podinfo:6.9.1 chart,image,redis-image',
    ]);
    expect(resolveSettings({ componentDescriptor: 'missing.yaml' }, root).problems).toEqual(['rgdc.componentDescriptor: "missing.yaml" does not exist']);
    const wrong = resolveSettings({ componentDescriptor: 'not-a-component.yaml' }, root);
    expect(wrong.components).toBeUndefined();
    expect(wrong.problems).toEqual([expect.stringMatching(/^rgdc\.componentDescriptor: "not-a-component\.yaml": .*not an OCM component descriptor/)]);
  });
});
