/**
 * compile's self-check really runs kro's rules on the generated RGD: a broken RGD (as a
 * bug in a node builder would produce) is reported as an internal error, a good one is not.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: breaks generated RGDs field by field; `unknown` would need a cast at every step.
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/index.js';
import { selfCheck } from '../../src/compiler/self-check.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { listFixtures } from '../support/fixtures.js';

const fixture = listFixtures().find((f) => f.name === 'helm-configured')!;

function generated(): Record<string, any> {
  return structuredClone(compile({ file: fixture.input, source: fixture.source, selfCheck: false }).output!.rgd) as Record<string, any>;
}

function run(rgd: Record<string, unknown>): Diagnostic[] {
  const found: Diagnostic[] = [];
  selfCheck('configdata.yaml', rgd, (d) => found.push(d));
  return found;
}

describe('selfCheck', () => {
  it('passes what compile generates', () => {
    expect(run(generated())).toEqual([]);
  });

  const breakages: [string, (rgd: Record<string, any>) => void, string][] = [
    ['a CEL syntax error', (rgd) => (rgd.spec.resources[0].template.metadata.name = '${schema.metadata.name +}'), 'cel_syntax'],
    ['an unknown identifier', (rgd) => (rgd.spec.resources[1].template.spec.semver = '${nowhere.spec.version}'), 'graph_unknown_reference'],
    ['a duplicate id', (rgd) => (rgd.spec.resources[1].id = rgd.spec.resources[0].id), 'rgd_duplicate_id'],
    ['a bad SimpleSchema marker', (rgd) => (rgd.spec.schema.spec.replicas = 'integer | minimum=lots'), 'rgd_invalid_marker'],
  ];
  it.each(breakages)('reports %s as an internal error naming the rule', (_, breakIt, code) => {
    const rgd = generated();
    breakIt(rgd);
    const found = run(rgd);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.code === 'internal_error')).toBe(true);
    expect(found.map((d) => d.message).join('\n')).toContain(code);
  });
});
