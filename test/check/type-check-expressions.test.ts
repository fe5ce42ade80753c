/**
 * One expression through the type-check phase (`src/kro/type-check/index.ts`): the code,
 * the message users read and the characters it points at, for each place an expression can
 * sit (kro's `pkg/graph/builder.go` typed checking: template fields against their OpenAPI
 * type, string templates, readyWhen/includeWhen, forEach, status conditions).
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { typeCheckExpression, typeCheckExpressions, type TypedExpression, type TypeProblem } from '../../src/kro/type-check/index.js';

const instance = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        replicas: { type: 'integer' },
        ratio: { type: 'number' },
        enabled: { type: 'boolean' },
        ports: { type: 'array', items: { type: 'integer' } },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};
const kro = createKroEnvironment({ schema: instance, resources: new Map() });
const status = kro.extend({ runtime: true });

function problems(item: Omit<TypedExpression, 'report'>, environment = kro): { type: string | undefined; problems: TypeProblem[] } {
  const found: TypeProblem[] = [];
  const type = typeCheckExpression({ ...item, report: (p) => found.push(p) }, environment);
  return { type, problems: found };
}

const intField = { type: 'integer' };
const stringList = { type: 'array', items: { type: 'string' } };

describe('typeCheckExpression', () => {
  it.each([
    // Standalone template fields: kro's "expression returns type X but expected Y".
    [
      'a string for an int field',
      { expression: 'schema.spec.name', kind: 'standalone', fieldPath: 'spec.replicas', fieldSchema: intField },
      'string',
      [{ code: 'cel_type_mismatch', message: 'expression returns type string but expected int at path "spec.replicas"', offsetInExpression: 0, length: 16 }],
    ],
    ['an int for an int field', { expression: 'schema.spec.replicas', kind: 'standalone', fieldPath: 'spec.replicas', fieldSchema: intField }, 'int', []],
    [
      'a double for an int field, without a path',
      { expression: ' schema.spec.ratio ', kind: 'standalone', fieldSchema: intField },
      'double',
      [{ code: 'cel_type_mismatch', message: 'expression returns type double but expected int', offsetInExpression: 1, length: 17 }],
    ],
    [
      'leading spaces only: the problem starts at the expression',
      { expression: '  schema.spec.ratio', kind: 'standalone', fieldSchema: intField },
      'double',
      [{ code: 'cel_type_mismatch', message: 'expression returns type double but expected int', offsetInExpression: 2, length: 17 }],
    ],
    [
      'the reason below the kind',
      { expression: 'schema.spec.ports', kind: 'standalone', fieldPath: 'spec.args', fieldSchema: stringList },
      'list<int>',
      [
        {
          code: 'cel_type_mismatch',
          message:
            'expression returns type list<int> but expected list<string> at path "spec.args": list element type incompatible: kind mismatch: int vs string',
          offsetInExpression: 0,
          length: 17,
        },
      ],
    ],
    ['a field without a schema takes anything', { expression: 'schema.spec.ratio', kind: 'standalone', fieldPath: 'spec.x' }, 'double', []],
    // String templates: each fragment must be a string.
    [
      'an int fragment',
      { expression: 'schema.spec.replicas', kind: 'fragment' },
      'int',
      [
        {
          code: 'cel_fragment_not_string',
          message: 'expression returns type int but a string template needs string: wrap it in string(...)',
          offsetInExpression: 0,
          length: 20,
        },
      ],
    ],
    ['an optional string fragment', { expression: 'schema.spec.?name', kind: 'fragment' }, 'optional<string>', []],
    // readyWhen / includeWhen: bool, optional<bool> or dyn.
    [
      'a string readyWhen',
      { expression: 'schema.spec.name', kind: 'readyWhen' },
      'string',
      [{ code: 'cel_condition_not_bool', message: 'readyWhen must return bool, got string', offsetInExpression: 0, length: 16 }],
    ],
    [
      'an int includeWhen',
      { expression: 'schema.spec.replicas', kind: 'includeWhen' },
      'int',
      [{ code: 'cel_condition_not_bool', message: 'includeWhen must return bool, got int', offsetInExpression: 0, length: 20 }],
    ],
    ['a bool includeWhen', { expression: 'schema.spec.enabled', kind: 'includeWhen' }, 'bool', []],
    ['an optional bool includeWhen', { expression: 'schema.spec.?enabled', kind: 'includeWhen' }, 'optional<bool>', []],
    ['a dyn readyWhen', { expression: 'dyn(schema.spec.name)', kind: 'readyWhen' }, 'dyn', []],
    [
      'an optional string readyWhen',
      { expression: 'schema.spec.?name', kind: 'readyWhen' },
      'optional<string>',
      [{ code: 'cel_condition_not_bool', message: 'readyWhen must return bool, got optional<string>', offsetInExpression: 0, length: 17 }],
    ],
    // forEach: a list (or dyn).
    ['a list forEach', { expression: 'schema.spec.ports', kind: 'forEach' }, 'list<int>', []],
    ['a dyn forEach', { expression: 'dyn(schema.spec.ports)', kind: 'forEach' }, 'dyn', []],
    [
      'a map forEach',
      { expression: 'schema.spec.labels', kind: 'forEach' },
      'map<string, string>',
      [{ code: 'cel_foreach_not_list', message: 'forEach expression must return a list, got map<string, string>', offsetInExpression: 0, length: 18 }],
    ],
    [
      'an optional list forEach',
      { expression: 'schema.spec.?ports', kind: 'forEach' },
      'optional<list<int>>',
      [{ code: 'cel_foreach_not_list', message: 'forEach expression must return a list, got optional<list<int>>', offsetInExpression: 0, length: 18 }],
    ],
    // Status fields take any type.
    ['a status field', { expression: 'schema.spec.ports', kind: 'status' }, 'list<int>', []],
  ] as const)('%s', (_name, item, type, expected) => {
    expect(problems(item)).toEqual({ type, problems: expected });
  });

  // kro's validateConditionOutputType: a Condition, a list of them, or dyn.
  it.each([
    ['runtime.newCondition({type: "Ready", status: "True"})', 'kro.run.Condition', []],
    ['[runtime.newCondition({type: "Ready", status: "True"})]', 'list<kro.run.Condition>', []],
    ['dyn("x")', 'dyn', []],
    ['[dyn("x")]', 'list', []],
    ['"Ready"', 'string', ['condition expressions must return runtime.newCondition(...) or a list of them, got string']],
    ['["Ready"]', 'list<string>', ['condition expressions must return runtime.newCondition(...) or a list of them, got list<string>']],
  ])('status condition %s', (expression, type, messages) => {
    const result = problems({ expression, kind: 'statusCondition' }, status);
    expect(result.type).toBe(type);
    expect(result.problems.map((p) => `${p.code}: ${p.message}`)).toEqual(messages.map((m) => `cel_type_mismatch: ${m}`));
  });

  it.each([
    // No such field: cel-js's "No such key" in kro's words, at the field's name.
    [
      'schema.spec.replicaz',
      { type: undefined, problems: [{ code: 'cel_no_such_field', message: 'no such field: replicaz', offsetInExpression: 12, length: 8 }] },
    ],
    // A declared function with the wrong arguments is a type error (over the call's whole range).
    [
      'schema.spec.name.charAt("a")',
      {
        type: undefined,
        problems: [{ code: 'cel_type_error', message: "found no matching overload for 'string.charAt(string)'", offsetInExpression: 0, length: 28 }],
      },
    ],
    [
      'schema.spec.replicas + "a"',
      { type: undefined, problems: [{ code: 'cel_type_error', message: 'no such overload: int + string', offsetInExpression: 0, length: 26 }] },
    ],
    // Unknown variables and functions are the reference rules' (graph_unknown_reference, cel_unknown_function).
    ['nope.spec', { type: undefined, problems: [] }],
    ['schema.spec.name.frobnicate()', { type: undefined, problems: [] }],
    ['frobnicate(schema.spec.name)', { type: undefined, problems: [] }],
    // An unknown function whose name begins with a known one's is still unknown (Go's trimPrefix is no CEL function).
    ['schema.spec.name.trimPrefix("v")', { type: undefined, problems: [] }],
    ['sizeOf(schema.spec.ports)', { type: undefined, problems: [] }],
    // A comprehension macro with the wrong argument count is a call of a known function: a
    // type error, as cel-go's "found no matching overload" (it used to pass the check).
    [
      'schema.spec.ports.sortBy(1, 2, 3)',
      { type: undefined, problems: [{ code: 'cel_type_error', message: "found no matching overload for 'list.sortBy(int, int, int)'" }] },
    ],
    [
      'schema.spec.ports.existsOne(1)',
      { type: undefined, problems: [{ code: 'cel_type_error', message: "found no matching overload for 'list.existsOne(int)'" }] },
    ],
    [
      'schema.spec.ports.transformList(1, 2, 3, 4, 5)',
      { type: undefined, problems: [{ code: 'cel_type_error', message: "found no matching overload for 'list.transformList(int, int, int, int, int)'" }] },
    ],
    [
      'schema.spec.ports.transformMap(1)',
      { type: undefined, problems: [{ code: 'cel_type_error', message: "found no matching overload for 'list.transformMap(int)'" }] },
    ],
    [
      'schema.spec.labels.transformMapEntry(1)',
      { type: undefined, problems: [{ code: 'cel_type_error', message: "found no matching overload for 'map.transformMapEntry(int)'" }] },
    ],
  ])('error: %s', (expression, expected) => {
    const result = problems({ expression, kind: 'status' });
    expect({ type: result.type, problems: result.problems.map((p) => ({ ...p, message: p.message.split('\n')[0] })) }).toMatchObject(expected);
  });

  it('typeCheckExpressions checks each in its own environment or the default one', () => {
    const seen: string[] = [];
    const report = (p: TypeProblem) => seen.push(p.message);
    const types = typeCheckExpressions({
      environment: kro,
      expressions: [
        { expression: 'schema.spec.name', kind: 'status', report },
        { expression: 'runtime.newCondition({type: "A", status: "True"})', kind: 'statusCondition', environment: status, report },
        { expression: 'schema.spec.nope', kind: 'status', report },
      ],
    });
    expect(types).toEqual(['string', 'kro.run.Condition', undefined]);
    expect(seen).toEqual(['no such field: nope']);
  });
});
