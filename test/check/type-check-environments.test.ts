/**
 * The typed environments of one RGD (`src/kro/type-check/environment.ts`), as kro's
 * builder declares them: `schema` from the instance SimpleSchema (without
 * `metadata.namespace` for a cluster-scoped instance, kro's `getSchemaWithoutStatus`),
 * each resource id from its kind, a list for forEach and selector externalRef
 * collections, forEach iterators typed as their list's elements, `each` in a collection's
 * readyWhen, `runtime` in status conditions.
 */
import { describe, expect, it } from 'vitest';
import { analyzeExpressions } from '../../src/kro/expressions/index.js';
import { checkInstanceSchema } from '../../src/kro/instance-schema.js';
import { checkShape } from '../../src/kro/shape/index.js';
import { buildRgdEnvironment, prepareBaseEnvironment } from '../../src/kro/type-check/environment.js';
import { sharedParse } from '../../src/kro/type-check/shared-parse.js';
import { loadYaml } from '../../src/source/index.js';
import { builtinSchemas } from '../../src/targets/catalog.js';

function rgd(resources: string, { scope = '', spec = '      name: string\n      ports: "[]integer"\n' } = {}): string {
  return `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: demo
spec:
  schema:
    apiVersion: v1alpha1
    kind: Demo
${scope}    spec:
${spec}  resources:
${resources}`;
}

const CONFIGMAP = `    - id: cm
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${schema.spec.name}
        data:
          a: x
`;
const PODS = `    - id: pods
      forEach:
        - port: \${schema.spec.ports}
        - name: \${["a", "b"]}
      readyWhen:
        - \${each.status.phase == "Running"}
      template:
        apiVersion: v1
        kind: Pod
        metadata:
          name: \${name + string(port)}
`;
const EXTERNAL = `    - id: found
      externalRef:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          selector:
            matchLabels:
              app: x
    - id: named
      externalRef:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: x
`;

function environments(source: string, options: { alsoTyped?: string[] } = {}) {
  const [document] = loadYaml('rgd.yaml', source, () => {}).documents;
  const model = checkShape(document!, () => {})!;
  const spec = checkInstanceSchema(model, () => {});
  return {
    model,
    built: buildRgdEnvironment(
      model,
      spec,
      analyzeExpressions(model, () => {}),
      builtinSchemas(),
      options,
    ),
    spec,
  };
}

const typeOf = (environment: { check(e: string): { valid: boolean; type?: string } }, expression: string) => {
  const result = environment.check(expression);
  return result.valid ? result.type : 'invalid';
};

describe('buildRgdEnvironment', () => {
  it('types schema from the instance and resources from their kinds', () => {
    // metadata is not selected in the RGD's text: typing registers only what it can reach.
    const { built } = environments(rgd(CONFIGMAP), { alsoTyped: ['schema.metadata.namespace'] });
    expect(typeOf(built.base, 'schema.spec.name')).toBe('string');
    expect(typeOf(built.base, 'schema.spec.ports')).toBe('list<int>');
    expect(typeOf(built.base, 'schema.metadata.namespace')).toBe('string');
    expect(typeOf(built.base, 'cm.data')).toBe('map<string, string>');
    expect(typeOf(built.base, 'cm.spec')).toBe('invalid');
    expect(built.kindSchema(0)).toBeDefined();
    expect(built.isCollection(0)).toBe(false);
    expect(built.template(0)).toBe(built.base);
    expect(built.readyWhen(0)).toBe(built.base);
    expect(built.iterators(0)).toEqual({});
  });

  it('leaves metadata.namespace out of a cluster-scoped instance', () => {
    const { built } = environments(rgd(CONFIGMAP, { scope: '    scope: Cluster\n' }), { alsoTyped: ['schema.metadata.namespace', 'schema.metadata.name'] });
    expect(typeOf(built.base, 'schema.metadata.name')).toBe('string');
    expect(typeOf(built.base, 'schema.metadata.namespace')).toBe('invalid');
    expect(typeOf(built.base, 'schema.spec.name')).toBe('string');
  });

  it('types schema as dyn when the SimpleSchema has errors (reported already)', () => {
    const { built } = environments(rgd(CONFIGMAP, { spec: '      name: strin\n' }));
    expect(typeOf(built.base, 'schema.spec.anything')).toBe('dyn');
    expect(typeOf(built.base, 'cm.data')).toBe('map<string, string>');
  });

  it("types forEach iterators as their lists' elements, and each in a collection's readyWhen", () => {
    const { built } = environments(rgd(CONFIGMAP + PODS));
    expect(built.isCollection(1)).toBe(true);
    expect(typeOf(built.base, 'pods')).toBe(`list<${typeOf(built.base, 'pods[0]')}>`);
    expect(built.iterators(1)).toEqual({ port: 'int', name: 'string' });
    const template = built.template(1);
    expect(template).not.toBe(built.base);
    expect(built.template(1)).toBe(template);
    expect(typeOf(template, 'port + 1')).toBe('int');
    expect(typeOf(template, 'name')).toBe('string');
    expect(typeOf(built.base, 'port')).toBe('invalid');
    const ready = built.readyWhen(1);
    expect(built.readyWhen(1)).toBe(ready);
    expect(typeOf(ready, 'each.status.phase')).toBe('string');
    expect(typeOf(ready, 'each.status.phaze')).toBe('invalid');
    expect(typeOf(built.readyWhen(0), 'each')).toBe('invalid');
  });

  it('types an iterator over a list that does not check as dyn', () => {
    const { built } = environments(rgd(PODS.replace('${schema.spec.ports}', '${schema.spec.nope}')));
    expect(built.iterators(0)).toEqual({ port: 'dyn', name: 'string' });
  });

  it('makes a selector externalRef a list, a named one a single object', () => {
    const { built } = environments(rgd(EXTERNAL));
    expect(built.isCollection(0)).toBe(true);
    expect(built.isCollection(1)).toBe(false);
    expect(typeOf(built.base, 'found.map(c, c.data)')).toBe('list<map<string, string>>');
    expect(typeOf(built.base, 'named.data')).toBe('map<string, string>');
  });

  it('declares runtime only for status conditions', () => {
    const { built } = environments(rgd(CONFIGMAP));
    expect(typeOf(built.conditions(), 'runtime.newCondition({type: "A", status: "True"})')).toBe('kro.run.Condition');
    expect(built.conditions()).toBe(built.conditions());
    expect(typeOf(built.base, 'runtime.newCondition({type: "A", status: "True"})')).toBe('invalid');
  });

  it("types expressions a caller names besides the RGD's own (alsoTyped)", () => {
    // Only the struct types some expression can reach are registered: without alsoTyped,
    // `cm.metadata.labels` is never selected in the RGD's text.
    const { built } = environments(rgd(CONFIGMAP), { alsoTyped: ['cm.metadata.ownerReferences[0].kind'] });
    expect(typeOf(built.base, 'cm.metadata.ownerReferences[0].kind')).toBe('string');
  });

  it('a prepared base environment for the same model is used as it is', () => {
    const { model, spec } = environments(rgd(CONFIGMAP));
    const prepared = prepareBaseEnvironment(model, spec, builtinSchemas());
    const built = buildRgdEnvironment(
      model,
      spec,
      analyzeExpressions(model, () => {}),
      builtinSchemas(),
      { prepared },
    );
    expect(built.base).toBe(prepared.base);
    expect([...prepared.kindSchemas.keys()]).toEqual([0]);
    expect([...prepared.collections]).toEqual([]);
  });

  it("a duplicate id keeps the first resource's type (the naming rules report the second)", () => {
    const service = CONFIGMAP.replace('kind: ConfigMap', 'kind: Service').replace('        data:\n          a: x\n', '');
    expect(typeOf(environments(rgd(CONFIGMAP + service)).built.base, 'cm.data')).toBe('map<string, string>');
    expect(typeOf(environments(rgd(service + CONFIGMAP)).built.base, 'cm.data')).toBe('invalid');
  });

  it('types schema as dyn when one SimpleSchema field of several has an error', () => {
    const { built } = environments(rgd(CONFIGMAP, { spec: '      name: string\n      bad: strin\n' }));
    expect(typeOf(built.base, 'schema.spec.anything')).toBe('dyn');
  });

  it('registers what status expressions reach', () => {
    const status = `${CONFIGMAP}    - id: other\n      template:\n        apiVersion: v1\n        kind: ConfigMap\n        metadata:\n          name: y\n`;
    const source = rgd(status)
      .replace('    spec:\n', '    spec:\n')
      .replace('  resources:\n', '    status:\n      owner: ${cm.metadata.ownerReferences[0].kind}\n  resources:\n');
    expect(typeOf(environments(source).built.base, 'cm.metadata.ownerReferences[0].kind')).toBe('string');
  });

  it('reads templates holding null values', () => {
    const { built } = environments(rgd(CONFIGMAP.replace('          a: x\n', '          a: x\n          b: null\n')));
    expect(typeOf(built.base, 'cm.data')).toBe('map<string, string>');
  });

  it('gives each forEach resource its own iterators, and each collection its own each', () => {
    const secrets = PODS.replace('id: pods', 'id: secrets')
      .replace('- port: ${schema.spec.ports}\n        - name: ${["a", "b"]}', '- key: ${schema.spec.ports}')
      .replace('kind: Pod', 'kind: Secret')
      .replace('each.status.phase == "Running"', 'size(each.data) > 0')
      .replace('${name + string(port)}', '${string(key)}');
    const { built } = environments(rgd(PODS + secrets));
    expect(built.iterators(1)).toEqual({ key: 'int' });
    expect(typeOf(built.template(0), 'name')).toBe('string');
    expect(typeOf(built.template(1), 'key')).toBe('int');
    expect(typeOf(built.template(1), 'name')).toBe('invalid');
    expect(typeOf(built.readyWhen(0), 'each.status.phase')).toBe('string');
    expect(typeOf(built.readyWhen(1), 'each.type')).toBe('string');
    expect(typeOf(built.readyWhen(0), 'each.type')).toBe('invalid');
  });

  it('types an unknown kind, or a resource without a schema resolver, as dyn', () => {
    const unknown = CONFIGMAP.replace('apiVersion: v1\n        kind: ConfigMap', 'apiVersion: example.com/v1\n        kind: Widget');
    expect(typeOf(environments(rgd(unknown)).built.base, 'cm.anything.below')).toBe('dyn');
    const [document] = loadYaml('rgd.yaml', rgd(CONFIGMAP), () => {}).documents;
    const model = checkShape(document!, () => {})!;
    const prepared = prepareBaseEnvironment(
      model,
      checkInstanceSchema(model, () => {}),
      undefined,
    );
    expect(prepared.kindSchemas.get(0)).toBeUndefined();
    expect(typeOf(prepared.base, 'cm.anything')).toBe('dyn');
  });
});

describe('sharedParse', () => {
  it('shares the parse of expressions typed in base only', () => {
    const [document] = loadYaml('rgd.yaml', rgd(CONFIGMAP + PODS), () => {}).documents;
    const model = checkShape(document!, () => {})!;
    const prepared = prepareBaseEnvironment(
      model,
      checkInstanceSchema(model, () => {}),
      builtinSchemas(),
    );
    const parse = sharedParse(prepared);
    const site = (context: string, resource?: number) => ({ context, path: [], ...(resource !== undefined ? { resource } : {}) }) as never;
    expect(parse(site('template', 0), 'schema.spec.name')).toBeDefined();
    expect(parse(site('includeWhen', 0), 'schema.spec.name == "a"')).toBeDefined();
    expect(parse(site('forEach', 1), 'schema.spec.ports')).toBeDefined();
    expect(parse(site('status'), 'cm.data')).toBeDefined();
    expect(parse(site('readyWhen', 0), 'cm.data.a == "x"')).toBeDefined();
    expect(parse(site('externalRef', 0), 'schema.spec.name')).toBeDefined();
    // Typed in environments of their own: iterators, each, runtime.
    expect(parse(site('template', 1), 'name')).toBeUndefined();
    expect(parse(site('readyWhen', 1), 'each.status.phase == "Running"')).toBeUndefined();
    expect(parse(site('statusCondition'), 'runtime.newCondition({})')).toBeUndefined();
  });

  it('shares the parse of a selector externalRef (a collection without forEach, typed in base)', () => {
    const [document] = loadYaml('rgd.yaml', rgd(EXTERNAL), () => {}).documents;
    const model = checkShape(document!, () => {})!;
    const prepared = prepareBaseEnvironment(
      model,
      checkInstanceSchema(model, () => {}),
      builtinSchemas(),
    );
    const site = (context: string, resource?: number) => ({ context, path: [], ...(resource !== undefined ? { resource } : {}) }) as never;
    expect(sharedParse(prepared)(site('externalRef', 0), 'schema.spec.name')).toBeDefined();
    expect(sharedParse(prepared)(site('readyWhen', 0), 'size(found) > 0')).toBeUndefined();
  });
});
