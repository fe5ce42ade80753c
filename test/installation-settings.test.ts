/**
 * Installation settings (`spec.delivery`, docs/installation-settings.md), for every target
 * profile: the RGD of a ConfigData whose installers may set every setting checks clean
 * against that profile's real CRDs (CEL types included); previewed with an instance that
 * sets every setting, each object carries every field, and each object validates against
 * its CRD; previewed with an instance that sets none, the fields are absent (or keep the
 * value rgdc wrote before settings existed). Plus the ConfigData side (`deploy.delivery`
 * defaults and pins) and the JSON Schema copy of the catalogue.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { check } from '../src/check/check.js';
import { compile } from '../src/compiler/compile.js';
import { createTemplateValidator } from '../src/kube/openapi-validator.js';
import { preview } from '../src/preview/index.js';
import { parseFeatureGates, type KroFeatureGates } from '../src/targets/feature-gates.js';
import { deliverySettingsJsonSchema, INSTALLATION_SETTINGS, settingLeaves, type SettingGroup, type SettingLeaf } from '../src/targets/installation-settings.js';
import { deployerOf } from '../src/deployers/index.js';
import { resolveTarget, TARGET_PROFILES } from '../src/targets/profiles.js';
import { loadProfileCrds, loadProfileOldestCrds } from './support/corpus.js';
import { REPO_ROOT, UPDATE } from './support/fixtures.js';

const GATE_ON = (parseFeatureGates('CELOmitFunction=true') as { gates: KroFeatureGates }).gates;
const read = (path: string) => ({ file: path, source: readFileSync(join(REPO_ROOT, path), 'utf8') });

/** The two fixtures and the component descriptors their previews resolve against. */
const DELIVERIES = [
  {
    kind: 'helm',
    dir: 'test/fixtures/compile/helm-delivery-settings',
    component: 'test/fixtures/compile/helm-delivery-settings/component.yaml',
    flux: 'HelmRelease',
  },
  {
    kind: 'kustomize',
    dir: 'test/fixtures/compile/kustomize-delivery-settings',
    component: 'test/fixtures/compile/kustomize-delivery-settings/component.yaml',
    flux: 'Kustomization',
  },
] as const;

/** The kinds each group writes to (the OCM Resource: every one of them). */
const GROUP_KINDS: Record<SettingGroup, readonly string[]> = {
  ocm: ['Repository', 'Component', 'Resource'],
  source: ['OCIRepository'],
  helm: ['HelmRelease'],
  kustomize: ['Kustomization'],
};

/** Which OCM kinds each `ocm` setting writes to. */
const OCM_KINDS: Record<string, readonly string[]> = {
  config: ['Repository', 'Component', 'Resource'],
  verify: ['Component'],
  interval: ['Repository', 'Component', 'Resource'],
  suspend: ['Repository', 'Component', 'Resource'],
};

function get(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

// The settings under test are Flux's groups: a profile of another deployer has its own (docs/design/deployers.md).
const cases = [...TARGET_PROFILES.values()]
  .filter((profile) => profile.deployer.name === 'flux')
  .flatMap((profile) => DELIVERIES.map((delivery) => ({ profile, delivery, label: `${delivery.kind} / ${profile.name}` })));

describe('installation settings against every target profile', () => {
  it.each(cases)('$label: the RGD checks clean against the profile CRDs, the oldest Flux of its range too', ({ profile, delivery }) => {
    const compiled = compile({ ...read(`${delivery.dir}/configdata.yaml`), target: profile, featureGates: GATE_ON });
    expect(compiled.diagnostics).toEqual([]);
    for (const crds of [loadProfileCrds(profile.name), loadProfileOldestCrds(profile.name)]) {
      const result = check({ files: [{ file: 'rgd.yaml', source: compiled.output!.files.rgd! }], schemas: { lookup: (v, k) => crds.lookup(v, k) } });
      expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
    }
  });

  it.each(cases)('$label: every setting set is in its object, and the objects fit the CRDs', ({ profile, delivery }) => {
    // Settings the oldest controller of the profile's Flux range lacks are not offered
    // (proxySecretRef on +flux-v2.3): the full instance leaves them out there.
    const unavailable = deployerOf(profile).settings.unavailable(profile);
    const instanceText = (instance: string) => {
      const document = parse(readFileSync(join(REPO_ROOT, delivery.dir, instance), 'utf8')) as { spec: { delivery?: Record<string, Record<string, unknown>> } };
      for (const key of unavailable.keys()) {
        const [group, name] = key.split('.') as [string, string];
        delete document.spec.delivery?.[group]?.[name];
      }
      return stringify(document);
    };
    const run = (instance: string) =>
      preview({
        input: read(`${delivery.dir}/configdata.yaml`),
        instance: { file: `${delivery.dir}/${instance}`, source: instanceText(instance) },
        component: read(delivery.component),
        target: profile,
        featureGates: GATE_ON,
      });
    const full = run('instance-full.yaml');
    expect(full.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const given = (parse(instanceText('instance-full.yaml')) as { spec: { delivery: unknown } }).spec.delivery;
    const objects = full.objects.map((o) => o.object as Record<string, unknown>);
    const crds = loadProfileCrds(profile.name);
    const validator = createTemplateValidator();
    for (const object of objects) {
      const crd = crds.lookup(String(object.apiVersion), String(object.kind));
      expect(crd, `${object.kind as string} has a CRD in profile ${profile.name}`).toBeDefined();
      const { status: _status, ...desired } = object;
      expect(validator.validate(crd!.schema, desired).map((i) => `${object.kind as string} ${i.path.join('.')} ${i.message}`)).toEqual([]);
    }
    const groups: SettingGroup[] = ['ocm', 'source', delivery.kind];
    let checked = 0;
    for (const { path, leaf } of settingLeaves(groups)) {
      const [group, ...rest] = path as [SettingGroup, ...string[]];
      if (unavailable.has(path.join('.'))) {
        for (const object of objects.filter((o) => GROUP_KINDS[group].includes(String(o.kind))))
          expect(get(object.spec, [...rest.slice(0, -1), crdField(leaf, rest[rest.length - 1]!)]), `${profile.name} ${path.join('.')}`).toBeUndefined();
        continue;
      }
      const value = get(given, path);
      expect(value, `instance-full.yaml sets delivery.${path.join('.')}`).toBeDefined();
      const kinds = group === 'ocm' ? OCM_KINDS[rest[0]!]! : GROUP_KINDS[group];
      for (const kind of kinds) {
        // The monorepo controller's Resource has no interval (profile.ocm.resourceInterval).
        if (kind === 'Resource' && rest[0] === 'interval' && profile.ocm.resourceInterval === undefined) continue;
        for (const object of objects.filter((o) => o.kind === kind)) {
          const field = [...rest.slice(0, -1), crdField(leaf, rest[rest.length - 1]!)];
          expect(withoutDefaults(get(object.spec, field)), `${kind}.spec.${field.join('.')}`).toEqual(value);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);

    const unset = run('instance-unset.yaml');
    expect(unset.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const object of unset.objects.map((o) => o.object as Record<string, unknown>)) {
      const spec = object.spec as Record<string, unknown>;
      for (const field of [
        'ocmConfig',
        'verify',
        'suspend',
        'secretRef',
        'certSecretRef',
        'proxySecretRef',
        'insecure',
        'provider',
        'serviceAccountName',
        'timeout',
        'upgrade',
        'driftDetection',
        'force',
        'decryption',
      ]) {
        expect(spec[field], `${object.kind as string}.spec.${field} is absent`).toBeUndefined();
      }
      // Fields rgdc always wrote keep their value.
      if (object.kind !== 'Resource' || profile.ocm.resourceInterval !== undefined) expect(spec.interval).toBe('10m');
      if (object.kind === 'Kustomization') expect([spec.prune, spec.wait]).toEqual([true, true]);
      if (object.kind === 'HelmRelease') expect(spec.install).toEqual({ createNamespace: true });
    }
  });
});

/** The OCM controller adds `policy: Propagate` (a CRD default) to each `ocmConfig` entry. */
function withoutDefaults(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item) =>
    item !== null && typeof item === 'object' && (item as { policy?: string }).policy === 'Propagate'
      ? (({ policy: _p, ...rest }) => rest)(item as Record<string, unknown>)
      : item,
  );
}

function crdField(leaf: SettingLeaf, name: string): string {
  return leaf.crdField ?? name;
}

describe('installation settings with kro default gates', () => {
  it('a ConfigData without deploy.delivery offers no settings and uses no omit()', () => {
    const compiled = compile(read('test/fixtures/compile/helm-delivery-settings/configdata.yaml'));
    const rgd = compiled.output!.rgd as { metadata: { annotations: Record<string, string> }; spec: { schema: { spec: Record<string, unknown> } } };
    expect(rgd.spec.schema.spec).not.toHaveProperty('delivery');
    expect(compiled.output!.files.rgd).not.toContain('omit()');
    expect(rgd.metadata.annotations).not.toHaveProperty('rgdc.dev/kro-feature-gates');
  });

  it('defaults and pins work without the gate: defaults in the instance API, pins only in the objects', () => {
    const compiled = compile(read('test/fixtures/compile/helm-delivery-defaults/configdata.yaml'));
    expect(compiled.diagnostics).toEqual([]);
    const rgd = compiled.output!.rgd as { spec: { schema: { spec: { delivery: Record<string, Record<string, unknown>> } } } };
    const delivery = rgd.spec.schema.spec.delivery;
    expect(Object.keys(delivery).sort()).toEqual(['helm', 'ocm', 'source']);
    expect(Object.keys(delivery.helm!).sort()).toEqual(['timeout', 'upgrade']);
    expect(delivery.source).not.toHaveProperty('provider');
    expect(compiled.output!.files.rgd).not.toContain('omit()');
  });
});

describe('deploy.delivery in the ConfigData', () => {
  const base = readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-delivery-settings/configdata.yaml'), 'utf8');
  const withDelivery = (yaml: string) => compile({ file: 'configdata.yaml', source: `${base}  delivery:\n${yaml.replace(/^/gm, '    ')}\n` });
  const table: [string, string, string][] = [
    ['settings of the other delivery', 'defaults:\n  kustomize:\n    prune: false', 'configdata_delivery_mismatch'],
    ['a setting both defaulted and pinned', 'defaults:\n  helm:\n    timeout: 5m\npinned:\n  helm:\n    timeout: 10m', 'configdata_delivery_conflict'],
    ['a misspelt setting', 'defaults:\n  helm:\n    timout: 5m', 'configdata_unknown_field'],
    ['a value outside the CRD enum', 'pinned:\n  source:\n    provider: azur', 'configdata_invalid_value'],
    ['a duration the CRD pattern refuses', 'defaults:\n  helm:\n    timeout: 5 minutes', 'configdata_invalid_value'],
    ['a secret value instead of a reference', 'pinned:\n  source:\n    secretRef:\n      name: pull\n      password: hunter2', 'configdata_unknown_field'],
  ];
  it.each(table)('%s is an error', (_, yaml, code) => {
    const result = withDelivery(yaml);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toContain(code);
    const hit = result.diagnostics.find((d) => d.code === code)!;
    expect(hit.line).toBeGreaterThan(16);
  });

  it('suggests the setting a typo meant', () => {
    const hit = withDelivery('defaults:\n  helm:\n    timout: 5m').diagnostics.find((d) => d.code === 'configdata_unknown_field')!;
    expect(hit.hint).toContain('timeout');
  });

  it('`deploy` still needs exactly one of helm or kustomize', () => {
    const none = compile({ file: 'c.yaml', source: base.replace(/deploy:\n[\s\S]*$/, 'deploy:\n  delivery: {}\n') });
    expect(none.diagnostics.map((d) => d.code)).toEqual(['configdata_exclusive_fields']);
  });
});

describe('the ConfigData JSON Schema', () => {
  // UPDATE=1 rewrites the copy; then run `npm run gen` for the types, validator and docs.
  it('carries the catalogue as definitions.deliverySettings', () => {
    const file = join(REPO_ROOT, 'schemas/configdata.v1alpha1.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { definitions: Record<string, unknown> };
    if (UPDATE) {
      schema.definitions.deliverySettings = deliverySettingsJsonSchema();
      writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
    }
    expect(schema.definitions.deliverySettings).toEqual(deliverySettingsJsonSchema());
  });

  it('lists every group of the catalogue', () => {
    expect(Object.keys(INSTALLATION_SETTINGS).sort()).toEqual(['helm', 'kustomize', 'ocm', 'source']);
  });
});

describe('installation settings the oldest Flux of a target range lacks (issue 29)', () => {
  const v23 = resolveTarget('ocm-k8s-toolkit-8102a71+flux-v2.3')!.profile;
  const v26 = resolveTarget('ocm-k8s-toolkit-8102a71+flux-v2.6')!.profile;

  it('+flux-v2.3 lacks exactly source.proxySecretRef (source-controller v1.4.0, Flux 2.4); +flux-v2.6 lacks none', () => {
    for (const profile of [...TARGET_PROFILES.values()].filter((p) => p.deployer.name === 'flux')) {
      const unavailable = [...deployerOf(profile).settings.unavailable(profile)];
      if (profile.name.endsWith('+flux-v2.3'))
        expect(unavailable).toEqual([
          ['source.proxySecretRef', "source-controller v1.3.0 (Flux 2.3, the oldest release of the target's range) has no OCIRepository spec.proxySecretRef"],
        ]);
      else expect(unavailable).toEqual([]);
    }
  });

  it('with CELOmitFunction, +flux-v2.3 neither offers nor writes proxySecretRef; +flux-v2.6 does', () => {
    const input = read('test/fixtures/compile/helm-delivery-settings/configdata.yaml');
    const old = compile({ ...input, target: v23, featureGates: GATE_ON });
    expect(old.diagnostics).toEqual([]);
    expect(old.output!.files.rgd).not.toContain('proxySecretRef');
    expect(old.output!.files.rgd).toContain('certSecretRef');
    const current = compile({ ...input, target: v26, featureGates: GATE_ON });
    expect(current.output!.files.rgd).toContain('proxySecretRef: ${schema.spec.?delivery.?source.?proxySecretRef.orValue(omit())}');
  });

  it.each(['pinned', 'defaults'])('a ConfigData that %s source.proxySecretRef is refused for +flux-v2.3 with configdata_target_unsupported', (how) => {
    const base = readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-delivery-settings/configdata.yaml'), 'utf8');
    const document = parse(base) as { deploy: { delivery?: Record<string, unknown> } };
    document.deploy.delivery = { [how]: { source: { proxySecretRef: { name: 'proxy' } } } };
    const source = stringify(document);
    const refused = compile({ file: 'configdata.yaml', source, target: v23, featureGates: GATE_ON });
    expect(refused.diagnostics.map((d) => `${d.code} ${d.path} ${d.message}`)).toEqual([
      `configdata_target_unsupported deploy.delivery.${how}.source.proxySecretRef target ocm-k8s-toolkit-8102a71+flux-v2.3 cannot carry the installation setting source.proxySecretRef: source-controller v1.3.0 (Flux 2.3, the oldest release of the target's range) has no OCIRepository spec.proxySecretRef`,
    ]);
    expect(compile({ file: 'configdata.yaml', source, target: v26, featureGates: GATE_ON }).diagnostics).toEqual([]);
  });
});
