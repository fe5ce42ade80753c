/**
 * The OCM controller's own kro examples, re-expressed as ConfigData fixtures
 * (`test/fixtures/compile/upstream-*`), must compile to the same wiring: the same kinds, and every
 * templated value read from the same source (the same OCM resource coordinate or the same
 * instance field). Differences that are deliberate are listed with the reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { inspectAst, parseExpression } from '../src/cel/inspector.js';
import { scanTemplate } from '../src/template/scanner.js';
import { compile } from '../src/compiler/compile.js';
import { resolveTarget } from '../src/targets/profiles.js';
import { corpusDir } from './support/corpus.js';
import { REPO_ROOT } from './support/fixtures.js';

interface Template {
  apiVersion: string;
  kind: string;
  metadata: Record<string, unknown>;
  spec: Record<string, unknown>;
}
interface Rgd {
  spec: { resources: { id: string; template: Template }[] };
}

/** Upstream id → ours, for the resources both have. */
interface Example {
  readonly name: string;
  readonly ids: Readonly<Record<string, string>>;
  /** Template fields (dotted, below the template) whose difference is intended, with why. */
  readonly differences: Readonly<Record<string, string>>;
}

const COMMON: Record<string, string> = {
  'metadata.name': 'objects are named after the instance (`${schema.metadata.name}`), not a `prefix` parameter',
  'metadata.namespace': 'objects live in the instance namespace (kro default)',
  'spec.componentRef.name': 'the RGD creates its own Component (ocmComponent) instead of assuming a bootstrap one',
  'spec.additionalStatusFields': 'the default profile uses nested `oci: resource.access.toOCI()`; the coordinates are the same (compared below)',
  'spec.interval': 'rgdc defaults intervals to 10m unless the ConfigData sets one',
  'spec.insecure': 'plain-HTTP registries are a cluster concern; rgdc does not weaken transport by default',
  'spec.timeout': 'Flux default (5m) applies',
  'spec.chartRef.namespace': 'same namespace as the HelmRelease (Flux default), which works with --no-cross-namespace-refs',
};

const EXAMPLES: Example[] = [
  {
    name: 'helm-simple',
    ids: { resourceChart: 'helmResource', ocirepository: 'ociRepository', helmrelease: 'helmRelease' },
    differences: { ...COMMON },
  },
  {
    name: 'helm-configuration-localization',
    ids: { resourceChart: 'helmResource', resourceImage: 'imageResource', ocirepository: 'ociRepository', helmrelease: 'helmRelease' },
    differences: { ...COMMON, 'spec.releaseName': 'the release name is the instance name (Flux default) rather than a `podinfo.releaseName` parameter' },
  },
  {
    name: 'kustomize-simple',
    ids: { resourceKustomization: 'kustomizeResource', gitrepository: 'gitRepository', kustomization: 'kustomization' },
    differences: {
      ...COMMON,
      'spec.patches': 'compared operation by operation below',
    },
  },
  {
    name: 'kustomize-configuration-localization',
    ids: { resourceKustomization: 'kustomizeResource', resourceImage: 'imageResource', ocirepository: 'ociRepository', kustomization: 'kustomization' },
    differences: {
      ...COMMON,
      'spec.patches': 'compared operation by operation below',
      'spec.targetNamespace': 'set from deploy.kustomize.namespace (same value)',
    },
  },
];

const load = (path: string) => parse(readFileSync(path, 'utf8')) as Rgd;

/** The sources an expression-bearing value reads, with ids mapped and status shapes unified. */
function sources(value: unknown, ids: Readonly<Record<string, string>>): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      for (const part of scanTemplate(v).parts) {
        if (part.kind !== 'expression') continue;
        const parsed = parseExpression(part.expression);
        if ('error' in parsed) throw new Error(parsed.error.message);
        for (const path of inspectAst(parsed.ast).paths) {
          const [root, ...rest] = path.split('.');
          const id = ids[root!] ?? root!;
          // status.additional.registry, status.additional.oci.registry, status.reference.registry → registry;
          // a git source's URL and commit: flat gitRepoURL/gitCommit upstream, nested git.url/commit here.
          const tail = rest
            .join('.')
            .replace(/^status\.additional\.(gitRepoURL|git\.url)$/, 'git.url')
            .replace(/^status\.additional\.(gitCommit|git\.commit)$/, 'git.commit')
            .replace(/^status\.(additional\.oci|additional|reference)\./, 'coordinate.');
          found.add(`${id}.${tail}`);
        }
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return [...found].sort();
}

function leaves(value: unknown, at = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  }
  return [[at, value]];
}

describe.each(EXAMPLES)('upstream example $name', (example) => {
  const upstream = load(join(corpusDir, 'ocm/open-component-model/kubernetes/controller/examples', example.name, 'rgd.yaml'));
  const ours = load(join(REPO_ROOT, 'test/fixtures/compile', `upstream-${example.name}`, 'rgd.yaml'));
  const mapped = upstream.spec.resources.filter((r) => r.id in example.ids);

  it('has every Flux and OCM resource of the example (Argo CD blocks are not emitted)', () => {
    const skipped = upstream.spec.resources.filter((r) => !(r.id in example.ids)).map((r) => r.template.kind);
    expect(skipped.every((kind) => kind === 'Application')).toBe(true);
    for (const resource of mapped) {
      const mine = ours.spec.resources.find((r) => r.id === example.ids[resource.id]);
      expect(mine, resource.id).toBeDefined();
      expect(mine!.template.kind).toBe(resource.template.kind);
      expect(mine!.template.apiVersion).toBe(resource.template.apiVersion);
    }
  });

  it.each(mapped.map((r) => [r.id, r] as const))('%s: every value comes from the same source', (_, resource) => {
    const mine = ours.spec.resources.find((r) => r.id === example.ids[resource.id])!.template as unknown as Record<string, unknown>;
    for (const [path, value] of leaves(resource.template)) {
      if (Object.keys(example.differences).some((d) => path === d || path.startsWith(`${d}.`))) continue;
      const theirs = sources(value, example.ids);
      const mineValue = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], mine);
      if (theirs.length > 0) expect(sources(mineValue, example.ids), path).toEqual(theirs);
      else expect(mineValue, path).toEqual(value);
    }
  });

  it('the OCM resources resolve the same coordinates', () => {
    for (const resource of mapped.filter((r) => r.template.kind === 'Resource')) {
      const mine = ours.spec.resources.find((r) => r.id === example.ids[resource.id])!.template;
      expect(mine.spec.resource).toEqual(resource.template.spec.resource);
      const fields = (resource.template.spec.additionalStatusFields ?? {}) as Record<string, string>;
      if ('gitRepoURL' in fields) {
        // A git source: the same access fields, nested under `git` by the default profile.
        expect(mine.spec.additionalStatusFields).toEqual({ git: { url: fields.gitRepoURL, commit: fields.gitCommit } });
        continue;
      }
      const wanted = Object.values(fields).map((e) => e.replace(/.*toOCI\(\)\./, ''));
      // Ours exposes the whole toOCI() map, which holds every coordinate upstream picks.
      expect(mine.spec.additionalStatusFields).toEqual({ oci: 'resource.access.toOCI()' });
      for (const coordinate of wanted) expect(['registry', 'repository', 'tag', 'digest', 'reference']).toContain(coordinate);
    }
  });
});

describe.each(['kustomize-simple', 'kustomize-configuration-localization'])('%s patches', (name) => {
  const example = EXAMPLES.find((e) => e.name === name)!;
  const upstream = load(join(corpusDir, 'ocm/open-component-model/kubernetes/controller/examples', example.name, 'rgd.yaml'));
  const ours = load(join(REPO_ROOT, 'test/fixtures/compile', `upstream-${example.name}`, 'rgd.yaml'));
  const theirPatches = (upstream.spec.resources.find((r) => r.id === 'kustomization')!.template.spec.patches as { patch: string }[]).flatMap((p) => {
    const parsed = parse(p.patch) as unknown;
    return Array.isArray(parsed) ? (parsed as { op: string; path: string; value: unknown }[]) : [];
  });
  const ourPatches = (ours.spec.resources.find((r) => r.id === 'kustomization')!.template.spec.patches as { patch: string }[]).flatMap((p) => {
    // Expressions sit unquoted in the JSON text; stand each in as a JSON string to parse it.
    const json = scanTemplate(p.patch)
      .parts.map((part) => (part.kind === 'text' ? part.text : JSON.stringify(`\${${part.expression}}`)))
      .join('');
    return JSON.parse(json) as { op: string; path: string; value: unknown }[];
  });

  it.each(theirPatches.map((op) => [op.path, op] as const))('%s is set from the same source', (path, op) => {
    const mine = ourPatches.find((o) => o.path === path);
    expect(mine, path).toBeDefined();
    // `add` on an existing map member replaces it, so add and replace agree here.
    expect(['add', 'replace']).toContain(mine!.op);
    const theirs = sources(op.value, example.ids);
    if (path === '/spec/template/spec/containers/0/image') {
      // Upstream writes `registry/repository@digest`; rgdc's `image` part is the full
      // reference `registry/repository:tag@digest` (OCM v1 semantics), still digest-pinned
      // whenever a digest is known, and it also works for tag-only artifacts.
      expect(sources(mine!.value, example.ids)).toEqual([
        'imageResource.coordinate.digest',
        'imageResource.coordinate.registry',
        'imageResource.coordinate.repository',
        'imageResource.coordinate.tag',
      ]);
      expect(theirs).toEqual(['imageResource.coordinate.digest', 'imageResource.coordinate.registry', 'imageResource.coordinate.repository']);
    } else if (theirs.length > 0) expect(sources(mine!.value, example.ids)).toEqual(theirs);
    else expect(mine!.value).toEqual(op.value);
  });

  it('the only upstream patch rgdc does not express is the HPA deletion (a strategic-merge `$patch: delete`)', () => {
    const upstreamTargets = (
      upstream.spec.resources.find((r) => r.id === 'kustomization')!.template.spec.patches as { patch: string; target: { kind: string } }[]
    ).filter((p) => !Array.isArray(parse(p.patch)));
    expect(upstreamTargets.map((p) => p.target.kind)).toEqual(['HorizontalPodAutoscaler']);
  });
});

/**
 * The examples' Argo CD `Application` (resource `argocdApplication`) against the one rgdc
 * compiles for Argo CD from the same ConfigData: the same source, destination and values,
 * every templated value read from the same source, with the deliberate differences listed.
 */
const ARGOCD_DIFFERENCES: Readonly<Record<string, string>> = {
  'metadata.name': 'named after the instance, its namespace joined (Applications of every namespace meet in `argocd`), not a `prefix` parameter',
  'spec.source.chart':
    'not needed: with an `oci://` repoURL Argo CD fetches the artifact with its own OCI client and `path: .` (reposerver/repository/repository.go tests IsOCI before IsHelm)',
  'spec.source.targetRevision':
    "the OCM Resource's digest, not its tag: the chart is pinned as Flux's OCIRepository ref.digest pins it (Argo CD resolves a digest as-is, util/oci/client.go)",
  'spec.destination.namespace': "the instance's namespace (or deploy.helm.namespace), not a fixed `default-argocd`",
  'spec.syncPolicy.syncOptions': 'CreateNamespace=true only when the ConfigData asks for it (deploy.helm.createNamespace): the instance namespace exists',
};

describe.each([
  { name: 'helm-simple', differences: ARGOCD_DIFFERENCES },
  {
    name: 'helm-configuration-localization',
    differences: {
      ...ARGOCD_DIFFERENCES,
      'spec.source.helm.releaseName': 'the release name is the instance name (as for Flux) rather than a `podinfo.releaseName` parameter',
    },
  },
])('upstream example $name for Argo CD', ({ name, differences }) => {
  const upstream = load(join(corpusDir, 'ocm/open-component-model/kubernetes/controller/examples', name, 'rgd.yaml'));
  const ids = { ...EXAMPLES.find((e) => e.name === name)!.ids, argocdApplication: 'argocdApplication' };
  const theirs = upstream.spec.resources.find((r) => r.id === 'argocdApplication')!.template;
  const fixture = `test/fixtures/compile/upstream-${name}/configdata.yaml`;
  const compiled = compile({
    file: fixture,
    source: readFileSync(join(REPO_ROOT, fixture), 'utf8'),
    target: resolveTarget('ocm-controller-v0.3.0+argocd-v3.1')!.profile,
  });
  const mine = (compiled.output?.rgd as unknown as Rgd | undefined)?.spec.resources.find((r) => r.id === 'argocdApplication')?.template as unknown as Record<
    string,
    unknown
  >;

  it('compiles to an Application and no Flux object', () => {
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const kinds = (compiled.output!.rgd as unknown as Rgd).spec.resources.map((r) => r.template.kind);
    expect(kinds).toContain('Application');
    expect(kinds.filter((kind) => kind === 'HelmRelease' || kind === 'OCIRepository')).toEqual([]);
  });

  it('every value comes from the same source, but for the listed differences', () => {
    const compared: string[] = [];
    for (const [path, value] of leaves(theirs)) {
      if (Object.keys(differences).some((d) => path === d || path.startsWith(`${d}.`))) continue;
      compared.push(path);
      const fromThem = sources(value, ids);
      const mineValue = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], mine);
      if (fromThem.length > 0) expect(sources(mineValue, ids), path).toEqual(fromThem);
      else expect(mineValue, path).toEqual(value);
    }
    // The comparison covers the source, the destination and (for the configured example) the values.
    expect(compared).toEqual(expect.arrayContaining(['spec.source.repoURL', 'spec.source.path', 'spec.destination.server', 'spec.project']));
    if (name === 'helm-configuration-localization') expect(compared.filter((p) => p.startsWith('spec.source.helm.valuesObject.')).length).toBeGreaterThan(2);
  });

  it('the listed differences are differences', () => {
    for (const path of Object.keys(differences).filter((p) => leaves(theirs).some(([at]) => at === p || at.startsWith(`${p}.`)))) {
      const get = (node: unknown) => path.split('.').reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key], node);
      expect(JSON.stringify(get(mine)), path).not.toBe(JSON.stringify(get(theirs)));
    }
  });
});
