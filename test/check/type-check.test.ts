/**
 * The type-check phase on small RGDs: each case is one deliberate mistake (or a correct
 * counterpart) and the code, line and column it must be reported at.
 */
import { describe, expect, it } from 'vitest';
import { analyzeExpressions } from '../../src/kro/expressions/index.js';
import { checkInstanceSchema } from '../../src/kro/instance-schema.js';
import { checkShape } from '../../src/kro/shape/index.js';
import { checkExpressionTypes, fieldSchemaAt } from '../../src/kro/type-check/rgd.js';
import { loadYaml } from '../../src/source/index.js';
import { createCollector } from '../../src/diagnostics/diagnostic.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { CEL_TYPE_CODES } from '../../src/diagnostics/codes/cel-types.js';

/** The type checker's own codes. */
const TYPE_CODES = new Set(Object.keys(CEL_TYPE_CODES));

/** An RGD with one Deployment whose lines can be replaced by the case. */
function rgd(resources: string, status = ''): string {
  return `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: demo
spec:
  schema:
    apiVersion: v1alpha1
    kind: Demo
    spec:
      name: string
      replicas: integer | default=1
      ratio: float
      enabled: boolean
      ports: "[]integer"
${status}  resources:
${resources}`;
}

const DEPLOYMENT = (spec: string, extra = '') => `    - id: deployment
${extra}      template:
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: \${schema.spec.name}
        spec:
${spec}`;

function typeDiagnostics(source: string, withEnd = false): string[] {
  const collector = createCollector();
  const [document] = loadYaml('rgd.yaml', source, () => {}).documents;
  const model = checkShape(document!, () => {})!;
  const spec = checkInstanceSchema(model, () => {});
  checkExpressionTypes(
    model,
    spec,
    analyzeExpressions(model, () => {}),
    builtinSchemas(),
    collector.report,
  );
  return collector.diagnostics
    .filter((d) => TYPE_CODES.has(d.code))
    .map((d) => `${d.line}:${d.column}${withEnd ? `-${d.endLine}:${d.endColumn}` : ''} ${d.code}`);
}

describe('type checking RGD expressions', () => {
  it.each([
    ['an int field from an int', DEPLOYMENT('          replicas: ${schema.spec.replicas}\n'), []],
    ['an int field from a string', DEPLOYMENT('          replicas: ${schema.spec.name}\n'), ['23:23 cel_type_mismatch']],
    [
      'an int field from a double (kro: returns type double but expected int)',
      DEPLOYMENT('          replicas: ${schema.spec.ratio}\n'),
      ['23:23 cel_type_mismatch'],
    ],
    ['int + string', DEPLOYMENT('          replicas: ${schema.spec.replicas + "a"}\n'), ['23:23 cel_type_error']],
    ['an unknown instance field', DEPLOYMENT('          replicas: ${schema.spec.replicaz}\n'), ['23:35 cel_no_such_field']],
    [
      'an unknown resource field',
      DEPLOYMENT('          replicas: 1\n') +
        '    - id: cm\n      template:\n        apiVersion: v1\n        kind: ConfigMap\n        metadata:\n          name: x\n        data:\n          a: ${deployment.spec.replicaz}\n',
      ['31:32 cel_no_such_field'],
    ],
    [
      'a non-string fragment',
      DEPLOYMENT(
        '          replicas: 1\n          revisionHistoryLimit: 2\n          minReadySeconds: 3\n          paused: false\n          template:\n            metadata:\n              labels:\n                app: app-${schema.spec.replicas}\n',
      ),
      ['30:28 cel_fragment_not_string'],
    ],
    [
      'a string()-wrapped fragment',
      DEPLOYMENT('          template:\n            metadata:\n              labels:\n                app: app-${string(schema.spec.replicas)}\n'),
      [],
    ],
    [
      'int-or-string takes an int or a string',
      DEPLOYMENT(
        '          strategy:\n            rollingUpdate:\n              maxSurge: ${schema.spec.replicas}\n              maxUnavailable: ${schema.spec.name}\n',
      ),
      [],
    ],
    [
      'a map literal for a struct field whose values fit every field',
      DEPLOYMENT(
        '          template:\n            spec:\n              containers:\n                - name: a\n                  securityContext:\n                    seLinuxOptions: \'${{"user": schema.spec.name, "role": "r"}}\'\n',
      ),
      [],
    ],
    // kro's map→struct rule: the map's value type must fit every field (matchExpressions is a list).
    [
      'a map literal whose value type does not fit every field',
      DEPLOYMENT('          selector: \'${{"matchLabels": {"app": schema.spec.name}}}\'\n'),
      ['23:24 cel_type_mismatch'],
    ],
    [
      'a list of ints for a list of strings',
      DEPLOYMENT(
        '          template:\n            spec:\n              containers:\n                - name: a\n                  args: ${schema.spec.ports}\n',
      ),
      ['27:27 cel_type_mismatch'],
    ],
    [
      'readyWhen must be bool',
      DEPLOYMENT('          replicas: 1\n', '      readyWhen:\n        - ${deployment.status.availableReplicas}\n'),
      ['18:13 cel_condition_not_bool'],
    ],
    ['readyWhen bool', DEPLOYMENT('          replicas: 1\n', '      readyWhen:\n        - ${deployment.status.availableReplicas > 0}\n'), []],
    [
      'includeWhen must be bool',
      DEPLOYMENT('          replicas: 1\n', '      includeWhen:\n        - ${schema.spec.name}\n'),
      ['18:13 cel_condition_not_bool'],
    ],
    ['includeWhen optional bool', DEPLOYMENT('          replicas: 1\n', '      includeWhen:\n        - ${schema.spec.?enabled}\n'), []],
  ] as const)('%s', (_name, resources, expected) => {
    expect(typeDiagnostics(rgd(resources))).toEqual(expected);
  });

  it('spans a problem inside the expression over exactly its characters', () => {
    // `replicaz` (8 characters) after `${schema.spec.`, and a type error over the whole expression.
    expect(typeDiagnostics(rgd(DEPLOYMENT('          replicas: ${schema.spec.replicaz}\n')), true)).toEqual(['23:35-23:43 cel_no_such_field']);
    expect(typeDiagnostics(rgd(DEPLOYMENT('          replicas: ${schema.spec.replicas + "a"}\n')), true)).toEqual(['23:23-23:49 cel_type_error']);
  });

  it('types forEach iterators from the list and requires a list', () => {
    const forEach = (list: string, name: string) => `    - id: cms
      forEach:
        - port: \${${list}}
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${${name}}
`;
    expect(typeDiagnostics(rgd(forEach('schema.spec.ports', 'string(port)')))).toEqual([]);
    expect(typeDiagnostics(rgd(forEach('schema.spec.ports', 'port')))).toEqual(['23:19 cel_type_mismatch']);
    expect(typeDiagnostics(rgd(forEach('schema.spec.name', 'schema.spec.name')))).toEqual(['18:19 cel_foreach_not_list']);
  });

  it('checks status conditions with runtime', () => {
    const status = `    status:
      conditions:
        - '\${runtime.newCondition({type: "Ready", status: deployment.status.availableReplicas})}'
`;
    expect(typeDiagnostics(rgd(DEPLOYMENT('          replicas: 1\n'), status))).toEqual(['17:77 cel_type_error']);
  });
});

describe('fieldSchemaAt', () => {
  const schema = {
    type: 'object',
    properties: {
      a: { type: 'array', items: { type: 'object', properties: { b: { type: 'string' } } } },
      m: { type: 'object', additionalProperties: { type: 'integer' } },
      free: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      freeWithFields: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true, properties: { x: { type: 'integer' } } },
      ios: { 'x-kubernetes-int-or-string': true, items: { type: 'string' } },
    },
  };
  it.each([
    [['a', 0, 'b'], { type: 'string' }],
    [['m', 'x'], { type: 'integer' }],
    [['free', 'x'], undefined],
    [['nope'], undefined],
    [['nope', 'x'], undefined],
    [['freeWithFields', 'x'], undefined],
    [['ios', 0], undefined],
  ] as const)('%j', (path, expected) => {
    expect(fieldSchemaAt(schema, path)).toEqual(expected);
  });
});
