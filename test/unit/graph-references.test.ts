/**
 * The graph phase reads identifiers per operand of top-level `&&`, `||` and `?:` (whole
 * inspection is quadratic in the paths of the instance status expressions); the result
 * must be exactly what inspecting the whole expression gives.
 */
import { describe, expect, it } from 'vitest';
import { inspectAst, parseExpression } from '../../src/cel/inspector.js';
import { compile } from '../../src/index.js';
import { createReferenceReader, identifiersOf } from '../../src/compiler/phases/4-graph/references.js';

function ast(expression: string) {
  const parsed = parseExpression(expression);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return parsed.ast;
}

describe('identifiersOf', () => {
  const cases = [
    'a && b',
    'a.x || b.y && c.z',
    'a ? b : c ? d : e',
    '[a, b].all(n, n.ready) && n.ready',
    'cel.bind(x, a.y, x && b) || x',
    'cel.bind(r, a.status.?conditions.orValue([]).filter(c, c.type == "Ready"), r.size() > 0 ? r[0].reason : "Ready") && c',
    'has(a.b) && !b.c && size(d) > 0',
    'random.seededString(5, a.name) == "x" || cel',
    'schema.spec.a && (b.c || schema.spec.d)',
  ];
  it.each(cases)('%s', (expression) => {
    expect(identifiersOf(ast(expression))).toEqual(inspectAst(ast(expression)).identifiers);
  });

  it('matches whole inspection on the generated instance status', () => {
    const lines = [
      'apiVersion: rgdc/v1alpha1',
      'kind: ConfigData',
      'metadata:',
      '  name: many',
      'component:',
      '  name: acme.org/many',
      '  version: 1.0.0',
      '  repository: ghcr.io/acme/ocm',
      'deploy:',
      '  helm:',
      '    chart: chart',
      'localization:',
    ];
    for (let i = 0; i < 150; i++) lines.push(`  - resource: image-${i}`, `    repository: images.i${i}.repository`, `    tag: images.i${i}.tag`);
    const result = compile({ file: 'many.yaml', source: `${lines.join('\n')}\n`, selfCheck: false });
    expect(result.ok).toBe(true);
    const status = (result.output!.rgd as { spec: { schema: { status: Record<string, unknown> } } }).spec.schema.status;
    const fields = Object.values(status).filter((v): v is string => typeof v === 'string' && v.startsWith('${'));
    expect(fields.length).toBeGreaterThanOrEqual(3);
    for (const field of fields) {
      const tree = ast(field.slice(2, -1));
      expect(identifiersOf(tree)).toEqual(inspectAst(tree).identifiers);
    }
  });
});

describe('createReferenceReader', () => {
  it('parses a text once and reports syntax errors as data', () => {
    const read = createReferenceReader();
    const first = read('b.x && a.y');
    expect(first).toEqual({ identifiers: ['a', 'b'] });
    expect(read('b.x && a.y')).toBe(first);
    expect(read('a +')).toHaveProperty('error');
  });
});
