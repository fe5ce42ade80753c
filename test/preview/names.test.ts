/**
 * The names an instance's objects get (docs/names.md), checked on what preview evaluates
 * (the same CEL library kro's functions are ported to):
 * - instances named the same in one namespace, of two different RGDs, share no object;
 * - instances named the same in two namespaces do not share a Helm release in the chart's
 *   fixed target namespace;
 * - every name is a DNS-1123 subdomain of at most 63 characters (53 for the Helm release),
 *   at the boundary lengths of each generated kind and up to the 253 an instance name may
 *   have; long names sharing a prefix stay distinct; the same input gives the same names.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { compile } from '../../src/compiler/compile.js';
import { HELM_RELEASE_NAME_MAX, OBJECT_NAME_MAX } from '../../src/compiler/phases/4-graph/nodes/names.js';
import { seededString } from '../../src/cel/library/random.js';
import { isDns1123Subdomain } from '../../src/kube/object-meta.js';
import { preview } from '../../src/preview/index.js';
import type { PreviewFile } from '../../src/preview/types.js';
import { REPO_ROOT } from '../support/fixtures.js';

interface Delivery {
  readonly configData: string;
  readonly component: string;
}

const HELM: Delivery = {
  configData: 'test/fixtures/compile/helm-configured/configdata.yaml',
  component: 'test/fixtures/preview/helm-configured/component.yaml',
};
const KUSTOMIZE: Delivery = {
  configData: 'test/fixtures/compile/kustomize-configured/configdata.yaml',
  component: 'test/fixtures/preview/kustomize-configured/component.yaml',
};

const read = (path: string): PreviewFile => ({ file: path, source: readFileSync(join(REPO_ROOT, path), 'utf8') });

interface Compiled {
  readonly rgd: PreviewFile;
  readonly instance: Record<string, unknown>;
  readonly component: PreviewFile;
  /** Per resource id, the text the RGD appends to the instance name (`-podinfo-chart`). */
  readonly suffixes: ReadonlyMap<string, string>;
}

/** A compiled RGD (as preview input) and its example instance, for one ConfigData renamed to `rgdName`. */
function compileAs(delivery: Delivery, rgdName: string): Compiled {
  const source = read(delivery.configData).source.replace(/^metadata:\n {2}name: [a-z0-9-]+$/m, `metadata:\n  name: ${rgdName}`);
  const result = compile({ file: `${rgdName}.yaml`, source, emit: ['rgd', 'instance'] });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const rgdText = result.output!.files.rgd!;
  const resources = (parse(rgdText) as { spec: { resources: { id: string; template: { metadata: { name: string } } }[] } }).spec.resources;
  const suffixes = new Map(resources.map((r) => [r.id, /^\$\{cel\.bind\(name, schema\.metadata\.name \+ "([^"]+)"/.exec(r.template.metadata.name)![1]!]));
  return {
    rgd: { file: `${rgdName} (compiled)`, source: rgdText },
    instance: parse(result.output!.files.instance!) as Record<string, unknown>,
    component: read(delivery.component),
    suffixes,
  };
}

interface Named {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  /** The name before any shortening: `<instance>-<rgd>[-<role>]`. */
  readonly full: string;
}

interface Names {
  readonly objects: Named[];
  /** The Helm release: where it is stored and installed (the target namespace), its name and the name before shortening. */
  readonly release?: { namespace: string; name: string; full: string };
}

/** Previews instance `name` in `namespace`: the objects' identities and the Helm release (if any). */
function namesOf(compiled: Compiled, name: string, namespace: string): Names {
  const instance = { ...compiled.instance, metadata: { name, namespace } };
  const result = preview({ input: compiled.rgd, instance: { file: 'instance.yaml', source: stringify(instance) }, component: compiled.component });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.ok).toBe(true);
  const objects = result.objects.map(({ id, object }) => {
    const metadata = object.metadata as { name: string; namespace: string };
    return {
      apiVersion: String(object.apiVersion),
      kind: String(object.kind),
      namespace: metadata.namespace,
      name: metadata.name,
      full: `${name}${compiled.suffixes.get(id)!}`,
    };
  });
  const helmRelease = result.objects.find((o) => o.object.kind === 'HelmRelease')?.object;
  if (!helmRelease) return { objects };
  const spec = helmRelease.spec as { releaseName: string; targetNamespace?: string };
  const full = spec.targetNamespace === undefined ? `${name}-podinfo` : `${namespace}-${name}-podinfo`;
  return { objects, release: { namespace: spec.targetNamespace ?? namespace, name: spec.releaseName, full } };
}

const identity = (o: Named) => `${o.apiVersion}|${o.kind}|${o.namespace}|${o.name}`;

describe('instances of two RGDs named the same in one namespace share no object', () => {
  const pairs: [string, Delivery, string, Delivery, string][] = [
    ['Helm and Kustomize deliveries of one component', HELM, 'podinfo', KUSTOMIZE, 'podinfo-manifests'],
    ['two RGDs over one chart', HELM, 'podinfo', HELM, 'podinfo-canary'],
  ];
  for (const [title, a, nameA, b, nameB] of pairs) {
    it(title, () => {
      const first = namesOf(compileAs(a, nameA), 'prod', 'team-a');
      const second = namesOf(compileAs(b, nameB), 'prod', 'team-a');
      expect(first.objects.length).toBeGreaterThan(4);
      const taken = new Set(first.objects.map(identity));
      expect(second.objects.map(identity).filter((id) => taken.has(id))).toEqual([]);
      // Within one instance, every object has its own identity too.
      for (const { objects } of [first, second]) expect(new Set(objects.map(identity)).size).toBe(objects.length);
      if (first.release && second.release) expect(first.release).not.toEqual(second.release);
    });
  }

  it('instances named the same in two namespaces get two Helm releases in the shared target namespace', () => {
    const compiled = compileAs(HELM, 'podinfo');
    const teamA = namesOf(compiled, 'prod', 'team-a').release!;
    const teamB = namesOf(compiled, 'prod', 'team-b').release!;
    expect(teamA.namespace).toBe('podinfo');
    expect(teamB.namespace).toBe('podinfo');
    expect(teamA.name).not.toBe(teamB.name);
  });
});

/** A valid instance name of exactly `length` characters: `fill`, a `.` every 60, `-` at `dashes`. */
function instanceName(length: number, fill = 'a', dashes: readonly number[] = []): string {
  const chars = Array.from({ length }, (_, i) => (i % 60 === 59 ? '.' : fill));
  for (const at of dashes) chars[at] = '-';
  chars[length - 1] = fill;
  return chars.join('');
}

/** Every generated name with its limit and the name before shortening. */
function limitedNames(names: Names): { name: string; full: string; limit: number; what: string }[] {
  const out = names.objects.map((o) => ({ name: o.name, full: o.full, limit: OBJECT_NAME_MAX, what: o.kind }));
  if (names.release) out.push({ ...names.release, limit: HELM_RELEASE_NAME_MAX, what: 'Helm release' });
  return out;
}

/**
 * The scheme of docs/names.md, restated: the whole name when it fits, else its first
 * `limit - 9` characters without trailing `-`/`.`, `-` and kro's `random.seededString(8, name)`.
 */
function expectedName(full: string, limit: number): string {
  if (full.length <= limit) return full;
  return `${full.slice(0, limit - 9).replace(/[-.]+$/, '')}-${seededString(8n, full)}`;
}

function expectWithinLimits(names: Names): void {
  for (const { name, full, limit, what } of limitedNames(names)) {
    expect(isDns1123Subdomain(name), `${what} ${name}`).toBe(true);
    expect(name.length, `${what} ${name}`).toBeLessThanOrEqual(limit);
    expect(name, `${what} of ${full}`).toBe(expectedName(full, limit));
  }
}

describe('generated names fit Kubernetes and Helm limits', () => {
  const helm = compileAs(HELM, 'podinfo');
  const kustomize = compileAs(KUSTOMIZE, 'podinfo');
  // Suffixes in helm-configured: `-podinfo` (8), `-podinfo-chart`/`-image` (14),
  // `-podinfo-redis-image` (20); the release name is `<namespace>-<instance>-podinfo`.
  // The lengths at which each of them reaches its limit, one either side, and the extremes.
  const suffixes = [8, 14, 20];
  const releaseFixed = 'team-a'.length + 1 + '-podinfo'.length;
  const boundaries = [...suffixes.map((s) => OBJECT_NAME_MAX - s), HELM_RELEASE_NAME_MAX - releaseFixed];
  const lengths = [...new Set([1, ...boundaries.flatMap((b) => [b - 1, b, b + 1]), 62, 63, 64, 100, 253])].sort((x, y) => x - y);

  for (const length of lengths) {
    it(`instance names of ${length} characters`, () => {
      const name = instanceName(length);
      expect(isDns1123Subdomain(name)).toBe(true);
      const names = namesOf(helm, name, 'team-a');
      expectWithinLimits(names);
      expectWithinLimits(namesOf(kustomize, name, 'team-a'));
      // Below every boundary nothing is shortened; past the largest one, everything is.
      const shortened = limitedNames(names).filter((n) => n.name !== n.full).length;
      if (length < Math.min(...boundaries)) expect(shortened).toBe(0);
      if (length > Math.max(...boundaries)) expect(shortened).toBe(limitedNames(names).length);
    });
  }

  it('keeps a name that fits exactly, and shortens one character more', () => {
    const fits = namesOf(helm, instanceName(OBJECT_NAME_MAX - 8), 'team-a').objects.find((o) => o.kind === 'Repository')!;
    expect(fits.name).toBe(`${instanceName(OBJECT_NAME_MAX - 8)}-podinfo`);
    const over = namesOf(helm, instanceName(OBJECT_NAME_MAX - 7), 'team-a').objects.find((o) => o.kind === 'Repository')!;
    expect(over.name).toHaveLength(OBJECT_NAME_MAX);
    expect(over.name).toMatch(/^a{54}-[0-9a-z]{8}$/);
  });

  it('cuts before a `-` or `.` at the cut, never leaving `--`, `-.` or `.-`', () => {
    // The kept part is 54 characters: put separators right at its end.
    for (const name of [instanceName(80, 'b', [52, 53]), `${'c'.repeat(53)}.${'d'.repeat(30)}`, `${'e'.repeat(50)}----${'f'.repeat(30)}`]) {
      const names = namesOf(helm, name, 'team-a');
      expectWithinLimits(names);
      for (const { name: generated } of limitedNames(names)) expect(generated).not.toMatch(/--[0-9a-z]{8}$|\.-|-\./);
    }
  });

  it('distinct long names that share a long prefix get distinct names, the same ones every run', () => {
    const prefix = 'x'.repeat(120);
    const a = namesOf(helm, `${prefix}-a`, 'team-a');
    const b = namesOf(helm, `${prefix}-b`, 'team-a');
    const aNames = limitedNames(a).map((n) => n.name);
    const bNames = limitedNames(b).map((n) => n.name);
    for (let i = 0; i < aNames.length; i++) expect(aNames[i]).not.toBe(bNames[i]);
    expect(limitedNames(namesOf(helm, `${prefix}-a`, 'team-a')).map((n) => n.name)).toEqual(aNames);
  });

  it('holds for random valid instance names and namespaces', () => {
    const label = fc.stringMatching(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/);
    const subdomain = fc
      .array(label, { minLength: 1, maxLength: 5 })
      .map((labels) => labels.join('.'))
      .filter((name) => name.length <= 253);
    fc.assert(
      fc.property(subdomain, label, (name, namespace) => {
        const names = namesOf(helm, name, namespace);
        expectWithinLimits(names);
        expect(new Set(names.objects.map(identity)).size).toBe(names.objects.length);
      }),
      { numRuns: 25, seed: 20261201 },
    );
  });
});
