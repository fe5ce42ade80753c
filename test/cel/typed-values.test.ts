/**
 * Typed evaluation sees the values untyped evaluation sees (issue 9): a table of the forms
 * that went wrong when struct values were cel-js's lazy maps, each evaluated in a typed
 * environment and compared with the expected JSON.
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { evaluateExpression, fromCelValue, toCelValue } from '../../src/cel/evaluate.js';

const spec = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    unset: { type: 'string' },
    replicas: { type: 'integer' },
    ratio: { type: 'number' },
    ui: { type: 'object', properties: { color: { type: 'string' }, size: { type: 'integer' } } },
    items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, port: { type: 'integer' } } } },
    byName: { type: 'object', additionalProperties: { type: 'object', properties: { host: { type: 'string' } } } },
  },
};
const schema = { type: 'object', properties: { spec } };
const deploymentSchema = {
  type: 'object',
  properties: { status: { type: 'object', properties: { readyReplicas: { type: 'integer' }, lastUpdate: { type: 'string', format: 'date-time' } } } },
};
const kro = createKroEnvironment({ schema, resources: new Map([['deployment', { schema: deploymentSchema }]]) });
const bindings = {
  schema: toCelValue(
    {
      metadata: { name: 'demo' },
      spec: { message: 'hi', replicas: 3, ratio: 2, ui: { color: 'red' }, items: [{ name: 'a', port: 80 }], byName: { web: { host: 'example.com' } } },
    },
    schema,
  ),
  // As preview binds resources: converted without their schema.
  deployment: toCelValue({ metadata: { name: 'web' }, status: { readyReplicas: 2, lastUpdate: '2025-03-04T05:06:07Z' } }),
};

const cases: [string, unknown][] = [
  ['schema.spec.?message.orValue("fallback")', 'hi'],
  ['schema.spec.?unset.orValue("fallback")', 'fallback'],
  ['schema.spec.?ui.?color.orValue("")', 'red'],
  ['schema.spec.?ui.?size.orValue(7)', 7],
  ['schema.?spec.?replicas.orValue(0)', 3],
  ['schema.spec.?message.hasValue()', true],
  ['has(schema.spec.message)', true],
  ['has(schema.spec.unset)', false],
  ['schema.spec.ui', { color: 'red' }],
  ['schema.spec.items[0].name', 'a'],
  ['schema.spec.items[?0].?port.orValue(0)', 80],
  ['schema.spec.byName.web.host', 'example.com'],
  ['schema.spec.byName["web"].?host.orValue("")', 'example.com'],
  ['schema.spec.ratio + 0.5', 2.5],
  ['schema.spec.ui == schema.spec.ui', true],
  ['deployment.status.?readyReplicas.orValue(0)', 2],
  ['deployment.status.lastUpdate < timestamp("2026-01-01T00:00:00Z")', true],
];

describe('typed evaluation', () => {
  it.each(cases)('%s', (expression, expected) => {
    expect(kro.check(expression).valid).toBe(true);
    const result = evaluateExpression(kro, expression, bindings);
    expect(result.error).toBeUndefined();
    expect(fromCelValue(result.value)).toEqual(expected);
  });

  it('reports a missing field as untyped evaluation does', () => {
    expect(evaluateExpression(kro, 'schema.spec.unset', bindings).error?.message).toMatch(/No such key: unset/);
  });
});
