/**
 * Every target profile against the upstream CRDs of the controller versions it is for
 * (`PROFILE_CRD_SETS`): each API version it emits is served, each OCI coordinate path
 * exists in the Resource status (or under its preserve-unknown `additional`, produced by
 * one of the profile's own `additionalStatusFields`), and `Resource.spec.interval` is set
 * exactly where the CRD requires it.
 */
import { describe, expect, it } from 'vitest';
import type { CrdSchemaSet } from '../../src/kube/crd.js';
import { createTemplateValidator } from '../../src/kube/openapi-validator.js';
import { DEFAULT_TARGET, TARGET_PROFILES } from '../../src/targets/profiles.js';
import type { TargetProfile } from '../../src/targets/types.js';
import { argoCdRelease } from '../../src/deployers/argocd/releases.js';
import { fluxRelease } from '../../src/deployers/flux/releases.js';
import { FLUX_CRD_SETS, loadProfileCrds, PROFILE_CRD_SETS } from '../support/corpus.js';

interface Node {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, Node>>;
  readonly additionalProperties?: Node | boolean;
  readonly required?: readonly string[];
  readonly 'x-kubernetes-preserve-unknown-fields'?: boolean;
}

const profiles = [...TARGET_PROFILES.values()];
const validator = createTemplateValidator();
const COORDINATES = ['registry', 'repository', 'tag', 'digest', 'reference'] as const;

function resourceSchema(crds: CrdSchemaSet, profile: TargetProfile): Node {
  const crd = crds.lookup(profile.ocm.apiVersion, 'Resource');
  if (!crd) throw new Error(`${profile.name}: no Resource CRD for ${profile.ocm.apiVersion}`);
  return crd.schema as Node;
}

/**
 * Follows a dotted field path through a schema. `typed`: every segment is a declared
 * property and the last one is a string; `open`: the path enters a preserve-unknown object
 * (any field may appear there); `missing`: the schema has no such field.
 */
function walk(schema: Node, dotted: string): { kind: 'typed' | 'open' | 'missing'; openAt?: string } {
  let node: Node = schema;
  const segments = dotted.split('.');
  for (const [index, segment] of segments.entries()) {
    const declared = node.properties?.[segment];
    if (declared) {
      node = declared;
      continue;
    }
    const openAt = segments.slice(0, index).join('.');
    if (node['x-kubernetes-preserve-unknown-fields'] === true) return { kind: 'open', openAt };
    const values = node.additionalProperties;
    if (typeof values === 'object') {
      // A map: any key, whose value is open when it preserves unknown fields.
      if (values['x-kubernetes-preserve-unknown-fields'] === true) return { kind: 'open', openAt };
      node = values;
      continue;
    }
    return { kind: 'missing' };
  }
  return node.type === 'string' ? { kind: 'typed' } : { kind: 'missing' };
}

/** A Resource as the graph phase writes it, with literal values. */
function resourceTemplate(profile: TargetProfile): Record<string, unknown> {
  const spec: Record<string, unknown> = { componentRef: { name: 'podinfo' }, resource: { byReference: { resource: { name: 'chart' } } } };
  if (profile.ocm.resourceInterval !== undefined) spec.interval = profile.ocm.resourceInterval;
  if (profile.ocm.additionalStatusFields !== undefined) spec.additionalStatusFields = profile.ocm.additionalStatusFields;
  return { apiVersion: profile.ocm.apiVersion, kind: 'Resource', metadata: { name: 'podinfo-chart' }, spec };
}

describe('the built-in target profiles', () => {
  it('each has the upstream CRDs it is checked against, and only built-in profiles do', () => {
    expect(Object.keys(PROFILE_CRD_SETS).sort()).toEqual([...TARGET_PROFILES.keys()].sort());
  });

  it('default to the newest: first in the list, nested status, OCIRepository v1', () => {
    expect(profiles[0]).toBe(DEFAULT_TARGET);
    expect(DEFAULT_TARGET.name).toBe('ocm-controller-v0.3.0+flux-v2.6');
    expect(fluxRelease(DEFAULT_TARGET).ociRepositoryApiVersion).toBe('source.toolkit.fluxcd.io/v1');
  });

  it('have unique names, descriptions and what they match', () => {
    for (const field of ['name', 'description'] as const) expect(new Set(profiles.map((p) => p[field])).size).toBe(profiles.length);
    for (const p of profiles) {
      // <OCM controller>-<release or commit>+<deployer>-v<its minor> (docs/targets.md, "Names"): flux-v2.6, argocd-v3.1.
      expect(p.name).toMatch(/^ocm-[a-z0-9-]+-(v\d+\.\d+(\.\d+)?|[0-9a-f]{7})\+(flux-v2|argocd-v3)\.\d+$/);
      // The shape names of before (`ocm-nested-oci`), or a commit name replaced by a release (`ocm-controller-8d5af58+flux-v2.6`).
      for (const alias of p.aliases) expect(alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$|^ocm-[a-z0-9-]+-[0-9a-f]{7}\+flux-v2\.\d+$/);
      expect(p.matches.ocm.length).toBeGreaterThan(0);
      expect(p.matches.deployer.length).toBeGreaterThan(0);
    }
    // No two profiles emit the same thing under different names.
    expect(new Set(profiles.map((p) => JSON.stringify([p.ocm, p.deployer]))).size).toBe(profiles.length);
  });
});

describe.each(profiles)('profile $name', (profile) => {
  const crds = loadProfileCrds(profile.name);
  const resource = resourceSchema(crds, profile);
  const status = (resource.properties?.status ?? {}) as Node;
  const spec = (resource.properties?.spec ?? {}) as Node;

  it('uses only API versions its CRDs serve', () => {
    const wanted: [string, string][] = [
      [profile.ocm.apiVersion, 'Repository'],
      [profile.ocm.apiVersion, 'Component'],
      [profile.ocm.apiVersion, 'Resource'],
      ...(profile.deployer.name === 'flux'
        ? ([
            [fluxRelease(profile).ociRepositoryApiVersion, 'OCIRepository'],
            [fluxRelease(profile).helmReleaseApiVersion, 'HelmRelease'],
            [fluxRelease(profile).kustomizationApiVersion, 'Kustomization'],
          ] as [string, string][])
        : ([[argoCdRelease(profile).applicationApiVersion, 'Application']] as [string, string][])),
    ];
    expect(wanted.filter(([apiVersion, kind]) => !crds.lookup(apiVersion, kind)).map((w) => w.join(' '))).toEqual([]);
  });

  it.each(COORDINATES)('reads %s from a field the Resource status has', (coordinate) => {
    const path = profile.ocm.coordinates[coordinate];
    expect(path.startsWith('status.')).toBe(true);
    const found = walk(status, path.slice('status.'.length));
    expect(found.kind, path).not.toBe('missing');
    if (found.kind === 'open') {
      // Only `status.additional` is open, and only the profile's own fields fill it.
      expect(found.openAt).toBe('additional');
      const key = path.split('.')[2]!;
      expect(Object.keys(profile.ocm.additionalStatusFields ?? {}), `${path} needs additionalStatusFields.${key}`).toContain(key);
      // ...and that field yields this coordinate: `toOCI().<coordinate>` itself, or the
      // whole `toOCI()` map with the coordinate read one level down.
      const expression = String(profile.ocm.additionalStatusFields![key]);
      const below = path.split('.').slice(3);
      if (below.length === 0) expect(expression).toMatch(new RegExp(`\\.toOCI\\(\\)\\.${coordinate}$`));
      else expect([below, expression.endsWith('toOCI()')]).toEqual([[coordinate], true]);
    }
  });

  it('sets additionalStatusFields only where the CRD has them, in the shape it accepts', () => {
    const declared = spec.properties?.additionalStatusFields;
    if (profile.ocm.additionalStatusFields === undefined) {
      expect(declared).toBeUndefined();
      expect(Object.values(profile.ocm.coordinates).every((p) => !p.startsWith('status.additional.'))).toBe(true);
    } else {
      expect(declared).toBeDefined();
    }
    expect(validator.validate(resource, resourceTemplate(profile))).toEqual([]);
  });

  it('sets Resource.spec.interval exactly where the CRD has it, and when it is required', () => {
    const hasField = spec.properties?.interval !== undefined;
    const required = spec.required?.includes('interval') ?? false;
    expect(profile.ocm.resourceInterval !== undefined).toBe(hasField);
    if (required) expect(profile.ocm.resourceInterval).toBeDefined();
  });
});

describe('the CRD sets tell the profiles apart', () => {
  const byName = (name: string) => TARGET_PROFILES.get(name)!;

  it('the monorepo Resource (no interval) is refused by the toolkit CRDs, which require one', () => {
    const nested = resourceTemplate(byName('ocm-controller-v0.3.0+flux-v2.6'));
    for (const older of ['ocm-k8s-toolkit-fad0b5e+flux-v2.6', 'ocm-k8s-toolkit-8102a71+flux-v2.6']) {
      const issues = validator.validate(resourceSchema(loadProfileCrds(older), byName(older)), nested);
      expect(
        issues.map((i) => `${i.keyword} ${i.path.join('.')}`),
        older,
      ).toContain('required spec.interval');
    }
  });

  it('a nested additionalStatusFields object is refused by the toolkit HEAD CRD (map of strings)', () => {
    const flat = byName('ocm-k8s-toolkit-fad0b5e+flux-v2.6');
    const nestedObject: TargetProfile = { ...flat, ocm: { ...flat.ocm, additionalStatusFields: { oci: { registry: 'resource.access.toOCI().registry' } } } };
    const issues = validator.validate(resourceSchema(loadProfileCrds(flat.name), flat), resourceTemplate(nestedObject));
    expect(issues.map((i) => `${i.keyword} ${i.path.join('.')}`)).toContain('type spec.additionalStatusFields.oci');
  });

  it('OCIRepository v1beta2 is served only by the v1beta2-era source-controller', () => {
    expect(FLUX_CRD_SETS.sourceV1).not.toEqual(FLUX_CRD_SETS.sourceV1beta2);
    expect(loadProfileCrds('ocm-controller-v0.3.0+flux-v2.6').lookup('source.toolkit.fluxcd.io/v1beta2', 'OCIRepository')).toBeUndefined();
    expect(loadProfileCrds('ocm-controller-v0.3.0+flux-v2.3').lookup('source.toolkit.fluxcd.io/v1beta2', 'OCIRepository')).toBeDefined();
  });

  it('status.reference exists only at 8102a71, status.additional only after it', () => {
    const at8102a71 = (
      resourceSchema(loadProfileCrds('ocm-k8s-toolkit-8102a71+flux-v2.6'), byName('ocm-k8s-toolkit-8102a71+flux-v2.6')).properties!.status as Node
    ).properties!;
    const head = (resourceSchema(loadProfileCrds('ocm-k8s-toolkit-fad0b5e+flux-v2.6'), byName('ocm-k8s-toolkit-fad0b5e+flux-v2.6')).properties!.status as Node)
      .properties!;
    expect(Object.keys(at8102a71)).toContain('reference');
    expect(Object.keys(at8102a71)).not.toContain('additional');
    expect(Object.keys(head)).toContain('additional');
    expect(Object.keys(head)).not.toContain('reference');
  });
});
