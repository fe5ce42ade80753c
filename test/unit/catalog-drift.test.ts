/**
 * The hand-written OCM and Flux schemas of the catalog must match the upstream CRDs in
 * `../shared/corpus` field by field: property names, types, formats, required lists, enums,
 * defaults, preserve-unknown-fields and int-or-string markers. Descriptions, patterns,
 * length and range limits, list/map types and CEL validation rules are deliberately not
 * part of the catalog (the check phase uses `--crds` when it needs them).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OCM_RELEASES, type OcmRelease } from '../../src/kube/catalog/index.js';
import { handwrittenKinds, handwrittenSchemas } from '../../src/targets/catalog.js';
import { parseCrdSchemas } from '../../src/kube/crd.js';
import { corpusDir, loadCorpusCrds, OCM_CRD_SETS, readYamlDocuments } from '../support/corpus.js';

type Node = Record<string, unknown>;

/** Deliberate differences: none today. Add `'<apiVersion>/<Kind>:<path>': 'reason'`. */
const DELIBERATE_DIFFERENCES: Readonly<Record<string, string>> = {};

/** OCIRepository v1beta2 is only served by the last source-controller that had it. */
const V1BETA2_CRDS = parseCrdSchemas(
  readYamlDocuments(path.join(corpusDir, 'flux/source.toolkit.fluxcd.io_ocirepositories.v1beta2-era.source-controller-v1.7.4.yaml')),
);

/** The upstream OCM CRDs of each controller generation the catalog has schemas for. */
const OCM_CRDS_OF: Readonly<Record<OcmRelease, readonly string[]>> = {
  'monorepo-8d5af58': OCM_CRD_SETS.monorepo,
  'toolkit-fad0b5e': OCM_CRD_SETS.toolkitHead,
  'toolkit-8102a71': OCM_CRD_SETS.toolkit8102a71,
};
const ocmCrds = (release: OcmRelease) => parseCrdSchemas(OCM_CRDS_OF[release].flatMap((file) => readYamlDocuments(path.join(corpusDir, file))));

/**
 * GitRepository is not in the corpus. Its schema is written from source-controller v1.9.1
 * (commit 092bcff3c9c3f258a44310507201d295ff294ba6), file
 * `config/crd/bases/source.toolkit.fluxcd.io_gitrepositories.yaml` (sha256 below), and
 * compared through {@link canonical}: the sha256 of the compared keywords of its `v1`
 * schema. To re-derive after an upgrade: `RGDC_GITREPOSITORY_CRD=<that file> npx vitest
 * run test/unit/catalog-drift.test.ts` checks the file and prints both digests.
 */
const GITREPOSITORY_CRD = {
  sha256: '39a5a46c81539c992abc53f9be3e5434cd70d50a10d169b1e8a450e0df1c9d09',
  canonicalV1: '7f2e2f8a8e6acc510bfeea1db46155f41640461f6cabcb179db8c87694b70d9e',
};

const COMPARED = ['type', 'format', 'default', 'x-kubernetes-preserve-unknown-fields', 'x-kubernetes-int-or-string'] as const;

/** Lists every difference between `ours` and `upstream` below `at`. */
function compare(ours: Node, upstream: Node, at: string, out: string[]): void {
  for (const key of COMPARED) {
    if (JSON.stringify(ours[key]) !== JSON.stringify(upstream[key])) out.push(`${at}: ${key} ${JSON.stringify(ours[key])} != ${JSON.stringify(upstream[key])}`);
  }
  const sorted = (value: unknown): string => JSON.stringify(Array.isArray(value) ? [...value].sort() : value);
  if (sorted(ours.enum) !== sorted(upstream.enum)) out.push(`${at}: enum ${sorted(ours.enum)} != ${sorted(upstream.enum)}`);
  if (sorted(ours.required ?? []) !== sorted(upstream.required ?? [])) out.push(`${at}: required ${sorted(ours.required)} != ${sorted(upstream.required)}`);

  const ourProps = (ours.properties ?? {}) as Record<string, Node>;
  const theirProps = (upstream.properties ?? {}) as Record<string, Node>;
  for (const name of new Set([...Object.keys(ourProps), ...Object.keys(theirProps)])) {
    const a = ourProps[name];
    const b = theirProps[name];
    if (!a) out.push(`${at}.${name}: missing in the catalog`);
    else if (!b) out.push(`${at}.${name}: not in the upstream CRD`);
    else compare(a, b, `${at}.${name}`, out);
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    const a = ours[key];
    const b = upstream[key];
    if (typeof a === 'object' && a && typeof b === 'object' && b) compare(a as Node, b as Node, `${at}${key === 'items' ? '[]' : '{*}'}`, out);
    else if (a !== b) out.push(`${at}: ${key} ${JSON.stringify(a)} != ${JSON.stringify(b)}`);
  }
}

/**
 * The sha256 of what {@link compare} looks at, in a fixed order (keys sorted, `enum` and
 * `required` sorted, an empty `required` left out): equal for two schemas exactly when
 * `compare` finds no difference between them.
 */
function canonical(schema: Node): string {
  const strip = (node: Node): Node => {
    const out: Node = {};
    for (const key of COMPARED) if (node[key] !== undefined) out[key] = node[key];
    if (Array.isArray(node.enum)) out.enum = [...(node.enum as string[])].sort();
    if (Array.isArray(node.required) && node.required.length > 0) out.required = [...(node.required as string[])].sort();
    const properties = (node.properties ?? {}) as Record<string, Node>;
    const names = Object.keys(properties).sort();
    if (names.length > 0) out.properties = Object.fromEntries(names.map((name) => [name, strip(properties[name]!)]));
    for (const key of ['items', 'additionalProperties'] as const) {
      const child = node[key];
      if (typeof child === 'object' && child) out[key] = strip(child as Node);
      else if (child !== undefined) out[key] = child;
    }
    return out;
  };
  const sortedKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortedKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sortedKeys((value as Node)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(sortedKeys(strip(schema))))
    .digest('hex');
}

/** Kinds the corpus has no CRD for, compared through {@link canonical} instead. */
const NOT_IN_CORPUS = new Set(['source.toolkit.fluxcd.io/v1/GitRepository']);

describe('hand-written catalog schemas match the upstream CRDs', () => {
  const catalog = handwrittenSchemas();
  it.each(handwrittenKinds().filter(({ apiVersion, kind }) => !NOT_IN_CORPUS.has(`${apiVersion}/${kind}`)))('$apiVersion $kind', ({ apiVersion, kind }) => {
    const ours = catalog.lookup(apiVersion, kind)!;
    const upstream = (apiVersion.endsWith('/v1beta2') ? V1BETA2_CRDS : loadCorpusCrds()).lookup(apiVersion, kind);
    expect(upstream, `the corpus has a CRD for ${apiVersion} ${kind}`).toBeDefined();
    expect(ours.scope).toBe(upstream!.scope);
    const differences: string[] = [];
    compare(ours.schema as Node, upstream!.schema as Node, `${apiVersion}/${kind}:`, differences);
    expect(differences.filter((d) => !Object.keys(DELIBERATE_DIFFERENCES).some((known) => d.startsWith(known)))).toEqual([]);
  });

  // The older targets' OCM kinds, against the CRDs of the controller generation they name.
  const olderOcm = OCM_RELEASES.filter((release) => release !== 'monorepo-8d5af58').flatMap((release) =>
    handwrittenKinds(release)
      .filter(({ apiVersion }) => apiVersion.startsWith('delivery.ocm.software/'))
      .map(({ apiVersion, kind }) => ({ release, apiVersion, kind })),
  );
  it.each(olderOcm)('$release: $apiVersion $kind', ({ release, apiVersion, kind }) => {
    const ours = handwrittenSchemas(release).lookup(apiVersion, kind)!;
    const upstream = ocmCrds(release).lookup(apiVersion, kind);
    expect(upstream, `the corpus has a CRD for ${apiVersion} ${kind} at ${release}`).toBeDefined();
    expect(ours.scope).toBe(upstream!.scope);
    const differences: string[] = [];
    compare(ours.schema as Node, upstream!.schema as Node, `${release}:${apiVersion}/${kind}:`, differences);
    expect(differences).toEqual([]);
  });

  it('the older OCM schemas differ from the newest where the controllers do', () => {
    // Guards the per-release lookup itself: the same schema for every release would pass
    // the comparisons above only if the CRDs were equal, and they are not.
    const resource = (release: OcmRelease) => handwrittenSchemas(release).lookup('delivery.ocm.software/v1alpha1', 'Resource')!.schema as Node;
    const specOf = (node: Node) => Object.keys(((node.properties as Record<string, Node>).spec!.properties ?? {}) as Node).sort();
    expect(specOf(resource('monorepo-8d5af58'))).toContain('verificationPolicy');
    expect(specOf(resource('toolkit-fad0b5e'))).toEqual([
      'additionalStatusFields',
      'componentRef',
      'interval',
      'ocmConfig',
      'resource',
      'skipVerify',
      'suspend',
    ]);
    expect(specOf(resource('toolkit-8102a71'))).toEqual(['componentRef', 'interval', 'ocmConfig', 'resource', 'skipVerify', 'suspend']);
  });

  it('GitRepository v1 matches source-controller v1.9.1 (by digest: the corpus has no GitRepository CRD)', () => {
    const ours = catalog.lookup('source.toolkit.fluxcd.io/v1', 'GitRepository')!;
    expect(ours.scope).toBe('Namespaced');
    expect(canonical(ours.schema as Node)).toBe(GITREPOSITORY_CRD.canonicalV1);
  });

  it.runIf(process.env.RGDC_GITREPOSITORY_CRD)('the recorded GitRepository digests are those of the CRD file given', () => {
    const file = process.env.RGDC_GITREPOSITORY_CRD!;
    const text = readFileSync(file);
    const upstream = parseCrdSchemas(readYamlDocuments(file)).lookup('source.toolkit.fluxcd.io/v1', 'GitRepository')!;
    const digests = { sha256: createHash('sha256').update(text).digest('hex'), canonicalV1: canonical(upstream.schema as Node) };
    console.log(digests);
    expect(digests).toEqual(GITREPOSITORY_CRD);
    const differences: string[] = [];
    compare(catalog.lookup('source.toolkit.fluxcd.io/v1', 'GitRepository')!.schema as Node, upstream.schema as Node, 'GitRepository:', differences);
    expect(differences).toEqual([]);
  });

  it('canonical() changes with every difference compare() reports', () => {
    const base = catalog.lookup('source.toolkit.fluxcd.io/v1', 'GitRepository')!.schema as Node;
    const mutants: ((spec: Record<string, Node>) => void)[] = [
      (spec) => delete spec.url,
      (spec) => (spec.interval = { type: 'integer' }),
      (spec) => (spec.provider = { type: 'string', enum: ['generic'] }),
      (spec) => (spec.timeout = { type: 'string', default: '30s' }),
      (spec) => (spec.reff = { type: 'string' }),
    ];
    for (const mutate of mutants) {
      const copy = structuredClone(base);
      mutate(((copy.properties as Record<string, Node>).spec!.properties ?? {}) as Record<string, Node>);
      expect(canonical(copy)).not.toBe(canonical(base));
    }
    // Order does not matter: the same schema with its properties reversed has the same digest.
    const reversed = structuredClone(base);
    const spec = (reversed.properties as Record<string, Node>).spec!;
    spec.properties = Object.fromEntries(Object.entries(spec.properties as Node).reverse());
    expect(canonical(reversed)).toBe(canonical(base));
  });

  it('notices a missing field, a wrong type and a changed enum', () => {
    const upstream = loadCorpusCrds().lookup('source.toolkit.fluxcd.io/v1', 'OCIRepository')!.schema as Node;
    const ours = structuredClone(catalog.lookup('source.toolkit.fluxcd.io/v1', 'OCIRepository')!.schema) as Node;
    const spec = (ours.properties as Record<string, Node>).spec!;
    const props = spec.properties as Record<string, Node>;
    delete props.url;
    props.interval = { type: 'integer' };
    props.provider = { type: 'string', enum: ['generic'], default: 'generic' };
    const differences: string[] = [];
    compare(ours, upstream, 'x', differences);
    expect(differences).toEqual([
      'x.spec.interval: type "integer" != "string"',
      'x.spec.provider: enum ["generic"] != ["aws","azure","gcp","generic"]',
      'x.spec.url: missing in the catalog',
    ]);
  });

  it('lists every kind rgdc emits', () => {
    expect(
      handwrittenKinds()
        .map(({ apiVersion, kind }) => `${apiVersion}/${kind}`)
        .sort(),
    ).toEqual([
      'argoproj.io/v1alpha1/AppProject',
      'argoproj.io/v1alpha1/Application',
      'argoproj.io/v1alpha1/ApplicationSet',
      'delivery.ocm.software/v1alpha1/Component',
      'delivery.ocm.software/v1alpha1/Deployer',
      'delivery.ocm.software/v1alpha1/Repository',
      'delivery.ocm.software/v1alpha1/Resource',
      'helm.toolkit.fluxcd.io/v2/HelmRelease',
      'kustomize.toolkit.fluxcd.io/v1/Kustomization',
      'source.toolkit.fluxcd.io/v1/GitRepository',
      'source.toolkit.fluxcd.io/v1/OCIRepository',
      'source.toolkit.fluxcd.io/v1beta2/OCIRepository',
    ]);
  });
});
