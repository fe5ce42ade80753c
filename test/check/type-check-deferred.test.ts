/**
 * Typing for preview (`src/kro/type-check/rgd.ts` `typeCheckerKeepingPrograms`): the
 * same diagnostics as `rgdc check`, and in a one-shot preview (`once`) the typing of every
 * expression that is not a forEach list or a collection's program left until
 * `deferred.finish()`, which reports it once. Also the sites `rgdc check` types: status
 * fields and fragments, a standalone top-level field of a template, and `metadata: ${...}`
 * (the shape rules' error, not repeated as a type error).
 */
import { describe, expect, it } from 'vitest';
import { checkDocumentPhases } from '../../src/kro/document.js';
import { checkExpressionTypes, typeCheckerKeepingPrograms } from '../../src/kro/type-check/rgd.js';
import { loadYaml } from '../../src/source/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { createTemplateValidator } from '../../src/kube/openapi-validator.js';
import { CEL_TYPE_CODES } from '../../src/diagnostics/codes/cel-types.js';

/** The type checker's own codes. */
const TYPE_CODES = new Set(Object.keys(CEL_TYPE_CODES));

const RGD = `apiVersion: kro.run/v1alpha1
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
      ports: "[]integer"
    status:
      count: \${schema.spec.replicas}
      text: n-\${cms[0].metadata.generation}
  resources:
    - id: cm
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${schema.spec.name}
        data:
          a: \${schema.spec.replicas}
    - id: cms
      forEach:
        - name: \${schema.spec.name}
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${string(name)}
        data:
          b: \${schema.spec.replicas}
`;

function run(typeCheck: Parameters<typeof checkDocumentPhases>[4], source = RGD) {
  const seen: string[] = [];
  const report = (d: Diagnostic) => {
    if (TYPE_CODES.has(d.code)) seen.push(`${d.line}:${d.column} ${d.code}`);
  };
  const [document] = loadYaml('rgd.yaml', source, () => {}).documents;
  checkDocumentPhases(document!, builtinSchemas(), () => createTemplateValidator(), report, typeCheck);
  return seen;
}

/** What `rgdc check` reports (in the order it types the sites). */
const ALL = ['15:17 cel_fragment_not_string', '24:16 cel_type_mismatch', '27:19 cel_foreach_not_list', '34:16 cel_type_mismatch'];

describe('typeCheckerKeepingPrograms', () => {
  it('rgdc check reports every site', () => {
    expect(run(checkExpressionTypes).sort()).toEqual(ALL);
  });

  it('keeping programs (preview) reports what check reports, at once', () => {
    const keeping = typeCheckerKeepingPrograms();
    expect(run(keeping).sort()).toEqual(ALL);
    expect(keeping.deferred.pending).toBe(false);
  });

  it('one preview types forEach lists and collections now, the rest on finish, once', () => {
    const keeping = typeCheckerKeepingPrograms({ once: true });
    const seen: string[] = [];
    const [document] = loadYaml('rgd.yaml', RGD, () => {}).documents;
    checkDocumentPhases(
      document!,
      builtinSchemas(),
      () => createTemplateValidator(),
      (d) => TYPE_CODES.has(d.code) && seen.push(`${d.line}:${d.column} ${d.code}`),
      keeping,
    );
    // The forEach list (needed to type its iterators) and the collection's template.
    expect([...seen].sort()).toEqual(['27:19 cel_foreach_not_list', '34:16 cel_type_mismatch']);
    expect(keeping.deferred.pending).toBe(true);
    keeping.deferred.finish();
    expect([...seen].sort()).toEqual(ALL);
    expect(keeping.deferred.pending).toBe(false);
    keeping.deferred.finish();
    expect(seen).toHaveLength(ALL.length);
  });

  it('one preview without anything to leave has nothing pending', () => {
    const keeping = typeCheckerKeepingPrograms({ once: true });
    const source = RGD.replace(/ {4}status:\n(?: {6}.*\n)+/, '').replace(/ {4}- id: cm\n[\s\S]*?(?= {4}- id: cms)/, '');
    expect(run(keeping, source).sort()).toEqual(['16:19 cel_foreach_not_list', '23:16 cel_type_mismatch']);
    expect(keeping.deferred.pending).toBe(false);
  });
});

/** Every type diagnostic in full: place, end, path and message. */
function full(source: string): string[] {
  const seen: string[] = [];
  const [document] = loadYaml('rgd.yaml', source, () => {}).documents;
  checkDocumentPhases(
    document!,
    builtinSchemas(),
    () => createTemplateValidator(),
    (d) => TYPE_CODES.has(d.code) && seen.push(`${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.path} ${d.code}: ${d.message}`),
    checkExpressionTypes,
  );
  return seen;
}

const SITES = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: demo
spec:
  schema:
    apiVersion: v1alpha1
    kind: Demo
    spec:
      name: string
      ports: "[]integer"
    status:
      conditions:
        - \${"Ready"}
  resources:
    - id: found
      externalRef:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${schema.spec.ports}
          namespace: x
    - id: pods
      forEach:
        - port: \${schema.spec.ports}
      readyWhen:
        - \${each.metadata.name}
      template:
        apiVersion: v1
        kind: Pod
        metadata:
          name: \${string(port)}
    - id: widget
      template:
        apiVersion: example.com/v1
        kind: Widget
        metadata:
          name: w
        spec:
          ports: \${schema.spec.ports}
`;

describe('the sites of one RGD, in full', () => {
  it("externalRef fields, a collection's readyWhen with each, status conditions; a kind without a schema takes anything", () => {
    expect(full(SITES).sort()).toEqual([
      '14:13-14:20 spec.schema.status.conditions[0] cel_type_mismatch: condition expressions must return runtime.newCondition(...) or a list of them, got string',
      '21:19-21:36 spec.resources[0].externalRef.metadata.name cel_type_mismatch: expression returns type list<int> but expected string at path "metadata.name"',
      '27:13-27:31 spec.resources[1].readyWhen[0] cel_condition_not_bool: readyWhen must return bool, got string',
    ]);
  });
});

describe('template fields typed at the top of a template', () => {
  const configMap = (field: string) => `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: demo
spec:
  schema:
    apiVersion: v1alpha1
    kind: Demo
    spec:
      ports: "[]integer"
      labels: "map[string]string"
  resources:
    - id: cm
      template:
        apiVersion: v1
        kind: ConfigMap
${field}`;

  it('a whole data field of the wrong type is a type mismatch', () => {
    expect(run(checkExpressionTypes, configMap('        metadata:\n          name: x\n        data: ${schema.spec.ports}\n'))).toEqual([
      '19:17 cel_type_mismatch',
    ]);
  });

  it("a whole metadata field is the shape rules' error, not a type error", () => {
    expect(run(checkExpressionTypes, configMap('        metadata: ${schema.spec.labels}\n'))).toEqual([]);
  });
});
