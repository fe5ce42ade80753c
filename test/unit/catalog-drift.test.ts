/**
 * The hand-written OCM and Flux schemas of the catalog must match the upstream CRDs in
 * `../shared/corpus` field by field: property names, types, formats, required lists, enums,
 * defaults, preserve-unknown-fields and int-or-string markers. Descriptions, patterns,
 * length and range limits, list/map types and CEL validation rules are deliberately not
 * part of the catalog (the check phase uses `--crds` when it needs them).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handwrittenKinds, handwrittenSchemas } from '../../src/kube/catalog/index.js';
import { parseCrdSchemas } from '../../src/kube/crd.js';
import { corpusDir, loadCorpusCrds, readYamlDocuments } from '../support/corpus.js';

type Node = Record<string, unknown>;

/** Deliberate differences: none today. Add `'<apiVersion>/<Kind>:<path>': 'reason'`. */
const DELIBERATE_DIFFERENCES: Readonly<Record<string, string>> = {};

/** OCIRepository v1beta2 is only served by the last source-controller that had it. */
const V1BETA2_CRDS = parseCrdSchemas(
  readYamlDocuments(path.join(corpusDir, 'flux/source.toolkit.fluxcd.io_ocirepositories.v1beta2-era.source-controller-v1.7.4.yaml')),
);

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

describe('hand-written catalog schemas match the upstream CRDs', () => {
  const catalog = handwrittenSchemas();
  it.each(handwrittenKinds())('$apiVersion $kind', ({ apiVersion, kind }) => {
    const ours = catalog.lookup(apiVersion, kind)!;
    const upstream = (apiVersion.endsWith('/v1beta2') ? V1BETA2_CRDS : loadCorpusCrds()).lookup(apiVersion, kind);
    expect(upstream, `the corpus has a CRD for ${apiVersion} ${kind}`).toBeDefined();
    expect(ours.scope).toBe(upstream!.scope);
    const differences: string[] = [];
    compare(ours.schema as Node, upstream!.schema as Node, `${apiVersion}/${kind}:`, differences);
    expect(differences.filter((d) => !Object.keys(DELIBERATE_DIFFERENCES).some((known) => d.startsWith(known)))).toEqual([]);
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
    expect(handwrittenKinds().map(({ apiVersion, kind }) => `${apiVersion}/${kind}`).sort()).toEqual([
      'delivery.ocm.software/v1alpha1/Component',
      'delivery.ocm.software/v1alpha1/Deployer',
      'delivery.ocm.software/v1alpha1/Repository',
      'delivery.ocm.software/v1alpha1/Resource',
      'helm.toolkit.fluxcd.io/v2/HelmRelease',
      'kustomize.toolkit.fluxcd.io/v1/Kustomization',
      'source.toolkit.fluxcd.io/v1/OCIRepository',
      'source.toolkit.fluxcd.io/v1beta2/OCIRepository',
    ]);
  });
});
