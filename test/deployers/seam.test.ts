/**
 * The deployer seam (docs/design/deployers.md), for every registered deployer: its profiles
 * reach `--target` and are OCM controller × one of its releases, its kinds are in the
 * built-in catalog for every OCM generation, its settings are the ones the graph applies,
 * preview simulates its API groups, and every object it adds to a compiled fixture is of
 * a kind it declares.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/compile.js';
import { DEFAULT_DEPLOYER, DEPLOYERS, deployerOf } from '../../src/deployers/index.js';
import { FLUX } from '../../src/deployers/flux/index.js';
import { FLUX_V2_3, FLUX_V2_6 } from '../../src/deployers/flux/releases.js';
import { hasSetting, settingsCatalogOf } from '../../src/deployers/settings.js';
import { simulateStatus } from '../../src/preview/upstream/index.js';
import { builtinSchemas, builtinSchemasWithoutOcm } from '../../src/targets/catalog.js';
import { OCM_RELEASES } from '../../src/kube/catalog/index.js';
import { OCM_CONTROLLERS } from '../../src/targets/controllers.js';
import { INSTALLATION_SETTINGS, OCM_SETTINGS, settingLeaves } from '../../src/targets/installation-settings.js';
import { DEFAULT_TARGET, TARGET_PROFILES } from '../../src/targets/profiles.js';
import { listFixtures } from '../support/fixtures.js';

const kindsOf = (deployer: (typeof DEPLOYERS)[number]) =>
  Object.entries(deployer.kinds).flatMap(([apiVersion, kinds]) => Object.keys(kinds).map((kind) => ({ apiVersion, kind })));

describe('deployer registry', () => {
  it('has unique names, Flux first as the default, and the default target is its newest profile', () => {
    expect(new Set(DEPLOYERS.map((d) => d.name)).size).toBe(DEPLOYERS.length);
    expect(DEFAULT_DEPLOYER).toBe(FLUX);
    expect(DEFAULT_TARGET).toBe(FLUX.profiles[0]);
  });

  it('makes every profile of every deployer a target, and finds each profile its own deployer', () => {
    expect([...TARGET_PROFILES.values()]).toEqual(DEPLOYERS.flatMap((d) => d.profiles));
    for (const profile of TARGET_PROFILES.values()) expect(deployerOf(profile).profiles).toContain(profile);
  });

  it('refuses a profile whose deployer is not registered', () => {
    expect(() => deployerOf({ name: 'x+nobody-v1', deployer: { name: 'nobody' } })).toThrow(/deployer nobody, which is not in the registry/);
  });

  it('makes the Flux profiles every OCM controller × every Flux release, named after both', () => {
    const names = OCM_CONTROLLERS.flatMap((controller) => [FLUX_V2_6, FLUX_V2_3].map((release) => `${controller.name}+${release.id}`));
    expect(FLUX.profiles.map((p) => p.name)).toEqual(names);
    for (const profile of FLUX.profiles) {
      const controller = OCM_CONTROLLERS.find((c) => profile.name.startsWith(`${c.name}+`))!;
      expect(profile.ocm).toBe(controller.block);
      expect(profile.matches.ocm).toBe(controller.matches);
    }
  });
});

describe.each(DEPLOYERS)('deployer $name', (deployer) => {
  it('has its kinds in the built-in catalog of every OCM generation, and without OCM', () => {
    const kinds = kindsOf(deployer);
    expect(kinds.length).toBeGreaterThan(0);
    for (const resolver of [...OCM_RELEASES.map((release) => builtinSchemas(release)), builtinSchemasWithoutOcm()]) {
      for (const { apiVersion, kind } of kinds)
        expect(resolver.lookup(apiVersion, kind)?.schema, `${apiVersion} ${kind}`).toBe(deployer.kinds[apiVersion]![kind]!.schema);
    }
  });

  it('gives the graph the OCM settings and its own, less those a profile cannot carry, and nothing else', () => {
    for (const profile of deployer.profiles) {
      const catalog = settingsCatalogOf(deployer, profile);
      expect(catalog).toEqual({ ocm: OCM_SETTINGS, ...deployer.settings.groupsFor(profile) });
      const unavailable = deployer.settings.unavailable(profile);
      // Every setting of the OCM group and of the deployer's own groups, none of another deployer's.
      for (const { path } of settingLeaves()) {
        const own = path[0] === 'ocm' || Object.hasOwn(deployer.settings.groups, String(path[0]));
        expect(hasSetting(catalog, path), `${profile.name} ${path.join('.')}`).toBe(own && !unavailable.has(path.join('.')));
      }
    }
    expect(Object.keys(deployer.settings.targets).sort()).toEqual(Object.keys(deployer.settings.groups).sort());
  });

  it('is asked by preview for objects of its API groups', () => {
    for (const group of deployer.upstream.groups) {
      const [first] = kindsOf(deployer).filter(({ apiVersion }) => apiVersion.startsWith(`${group}/`));
      if (first === undefined) continue;
      const object = { apiVersion: first.apiVersion, kind: first.kind, metadata: { name: 'x' }, spec: {} };
      const simulated = simulateStatus(object, 'default', { components: undefined, target: deployer.profiles[0]!, find: () => undefined });
      expect(simulated, `${first.apiVersion} ${first.kind}`).toEqual(deployer.upstream.simulate(object, 'default', () => undefined));
      expect(simulated).toBeDefined();
    }
  });

  it('adds to every compiled fixture, for every one of its profiles, only objects of kinds it declares', () => {
    const declared = new Set(kindsOf(deployer).map(({ apiVersion, kind }) => `${apiVersion} ${kind}`));
    let compiled = 0;
    for (const fixture of listFixtures().filter((f) => !f.name.startsWith('bad-'))) {
      for (const target of deployer.profiles) {
        const result = compile({ file: fixture.input, source: fixture.source, target });
        if (!result.ok) continue;
        compiled++;
        for (const node of result.graph!.nodes.filter((n) => !String(n.template.apiVersion).startsWith('delivery.ocm.software/'))) {
          expect(declared, `${fixture.name} ${target.name} ${node.id}`).toContain(`${String(node.template.apiVersion)} ${String(node.template.kind)}`);
        }
      }
    }
    expect(compiled).toBeGreaterThan(deployer.profiles.length);
  });
});

describe('installation settings through the seam', () => {
  it("are, for the ConfigData, the OCM group and the default deployer's", () => {
    expect(INSTALLATION_SETTINGS).toEqual({ ocm: OCM_SETTINGS, ...DEFAULT_DEPLOYER.settings.groups });
  });

  it('hasSetting knows every leaf, and no container, unknown name or path past a leaf', () => {
    const catalog = settingsCatalogOf(FLUX, FLUX.profiles[0]!);
    for (const { path } of settingLeaves()) expect(hasSetting(catalog, path), path.join('.')).toBe(true);
    expect(hasSetting(catalog, ['helm', 'install'])).toBe(false);
    expect(hasSetting(catalog, ['helm', 'install', 'remediation'])).toBe(false);
    expect(hasSetting(catalog, ['helm', 'nothing'])).toBe(false);
    expect(hasSetting(catalog, ['helm', 'timeout', 'more'])).toBe(false);
    expect(hasSetting(catalog, ['nothing', 'timeout'])).toBe(false);
    expect(hasSetting(catalog, ['helm'])).toBe(false);
  });
});
