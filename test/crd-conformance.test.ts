/**
 * Every RGD the compiler produced for `test/fixtures/compile/<name>/rgd.yaml` must be accepted by the
 * real kro RGD CRD, and every resource template by the real CRD of its kind, exactly as
 * kube-apiserver would judge them once kro has evaluated the `${...}` expressions. A
 * case whose `case.yaml` names a `target` is judged by the CRDs of the controller versions that
 * profile is for (`PROFILE_CRD_SETS` in test/support/corpus.ts); the others by the default
 * profile's CRDs.
 *
 * A profile names a range of Flux releases (`+flux-v2.3`: Flux 2.3 to 2.7), so its output
 * must also fit the OLDEST controllers of the range (`FLUX_OLDEST_CRD_SETS`: source-controller
 * v1.3.0, helm-controller v1.0.0, kustomize-controller v1.3.0 for Flux 2.3): every fixture is
 * compiled for every profile, with its case's kro feature gates, and checked against those.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import type { CrdSchemaSet } from '../src/kube/crd.js';
import { createTemplateValidator, type TemplateIssue } from '../src/kube/openapi-validator.js';
import { compile } from '../src/compiler/compile.js';
import { DEFAULT_TARGET, TARGET_PROFILES } from '../src/targets/profiles.js';
import { loadProfileCrds, loadProfileOldestCrds, PROFILE_CRD_SETS } from './support/corpus.js';
import { FIXTURES_DIR, featureGatesOf, listFixtures } from './support/fixtures.js';

const fixturesDir = FIXTURES_DIR;
const compiled = listFixtures().filter((fixture) => existsSync(path.join(fixture.dir, 'rgd.yaml')));
const fixtures = compiled.map((fixture) => fixture.name);

const validator = createTemplateValidator();

/**
 * Kinds rgdc emits that the corpus has no CRD for (see ../shared/corpus/flux/SOURCE.md):
 * the GitRepository of a `sourceType: git` kustomize source. Its template is compared field
 * by field with the upstream OCM example that uses it (test/upstream-examples.test.ts).
 */
const NO_CORPUS_CRD = new Set(['source.toolkit.fluxcd.io/v1/GitRepository']);

function readRgd(fixture: string): Record<string, unknown> {
  const file = path.join(fixturesDir, fixture, 'rgd.yaml');
  // The file opens with a `#` comment line (the generated-file banner); YAML skips it.
  const document = parseDocument(readFileSync(file, 'utf8'));
  if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
  const value = document.toJS() as unknown;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${file}: not a map`);
  return value as Record<string, unknown>;
}

function describeIssue(fixture: string, where: string, issue: TemplateIssue): string {
  return `${fixture} ${where}: ${issue.path.join('.')} [${issue.keyword}] ${issue.message}`;
}

/** The profile a fixture is compiled for: its `case.yaml` `target`, else the default. */
function profileOf(fixture: string): string {
  return compiled.find((c) => c.name === fixture)?.target ?? DEFAULT_TARGET.name;
}

/** Checks one RGD; returns one line per problem, naming the fixture and resource id. */
function checkRgd(fixture: string, rgd: Record<string, unknown>, crds: CrdSchemaSet, profile = profileOf(fixture)): string[] {
  const problems: string[] = [];
  const rgdCrd = crds.lookup('kro.run/v1alpha1', 'ResourceGraphDefinition');
  if (!rgdCrd) throw new Error('the corpus has no kro.run/v1alpha1 ResourceGraphDefinition CRD');
  for (const issue of validator.validate(rgdCrd.schema, rgd)) problems.push(describeIssue(fixture, 'RGD', issue));

  const spec = rgd.spec as { resources?: unknown } | undefined;
  const resources = Array.isArray(spec?.resources) ? (spec.resources as Record<string, unknown>[]) : [];
  for (const [index, resource] of resources.entries()) {
    const where = `resource ${String(resource.id ?? `#${index}`)}`;
    const template = resource.template as Record<string, unknown> | undefined;
    if (template === undefined) continue; // externalRef: the object exists already, nothing to create
    const apiVersion = String(template.apiVersion);
    const kind = String(template.kind);
    // Core-group kinds (apiVersion without a group, e.g. `v1` ConfigMap or Namespace)
    // are built into the API server and have no CRD in the corpus; they are not checked.
    if (!apiVersion.includes('/')) continue;
    if (NO_CORPUS_CRD.has(`${apiVersion}/${kind}`)) continue;
    const crd = crds.lookup(apiVersion, kind);
    if (!crd) {
      problems.push(`${fixture} ${where}: no CRD for ${apiVersion} ${kind} among those of profile ${profile}`);
      continue;
    }
    for (const issue of validator.validate(crd.schema, template)) problems.push(describeIssue(fixture, where, issue));
  }
  return problems;
}

describe('compiled fixtures conform to the real CRDs', () => {
  if (fixtures.length === 0) {
    it.skip('no test/fixtures/compile/*/rgd.yaml exists yet: nothing to check', () => {});
    return;
  }

  it.each(fixtures)('%s/rgd.yaml', (fixture) => {
    const problems = checkRgd(fixture, readRgd(fixture), loadProfileCrds(profileOf(fixture)));
    // The list itself is the failure message: every issue with its fixture and resource id.
    expect(problems).toEqual([]);
  });
});

describe('every fixture compiled for every profile conforms to the oldest Flux CRDs of its range', () => {
  const inputs = listFixtures().filter((fixture) => !fixture.name.startsWith('bad-'));

  it.each([...TARGET_PROFILES.keys()])('%s', (name) => {
    const profile = TARGET_PROFILES.get(name)!;
    const crds = loadProfileOldestCrds(name);
    const problems: string[] = [];
    let compiledCount = 0;
    let withSettings = 0;
    for (const fixture of inputs) {
      const result = compile({ file: fixture.input, source: fixture.source, target: profile, ...featureGatesOf(fixture) });
      if (!result.ok || result.output?.rgd === undefined) continue;
      compiledCount++;
      if (result.output.files.rgd?.includes('spec.?delivery')) withSettings++;
      problems.push(...checkRgd(fixture.name, result.output.rgd as Record<string, unknown>, crds, name));
    }
    // The sweep covers what it claims: most fixtures compile, some with every setting offered.
    // Argo CD compiles the Helm deliveries without secrets, and has no settings yet (docs/argocd.md).
    if (profile.deployer.name === 'flux') {
      expect(compiledCount).toBeGreaterThan(inputs.length / 2);
      expect(withSettings).toBeGreaterThan(0);
      expect((PROFILE_CRD_SETS[name] as { oldest?: string } | undefined)?.oldest, `${name}: the oldest Flux of its range`).toBeDefined();
    } else expect(compiledCount).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it('the check sees the field of issue 29: OCIRepository v1beta2 spec.proxySecretRef is unknown to source-controller v1.3.0', () => {
    const crds = loadProfileOldestCrds('ocm-k8s-toolkit-8102a71+flux-v2.3');
    const crd = crds.lookup('source.toolkit.fluxcd.io/v1beta2', 'OCIRepository')!;
    const template = {
      apiVersion: 'source.toolkit.fluxcd.io/v1beta2',
      kind: 'OCIRepository',
      spec: { interval: '10m', url: 'oci://x/y', proxySecretRef: { name: 'p' } },
    };
    expect(validator.validate(crd.schema, template).map((issue) => issue.path.join('.'))).toEqual(['spec.proxySecretRef']);
    expect(crds.lookup('source.toolkit.fluxcd.io/v1', 'OCIRepository')).toBeUndefined();
  });
});
