/**
 * cel-spec conformance (issue 5, acceptance): the `simple` test data of `@bufbuild/cel-spec`
 * for the sections kro relies on, evaluated through rgdc's `evaluateExpression` on a kro
 * environment. Prints the pass count per section; skipped cases and their reasons are in
 * `conformance-skips.ts`. Int, uint and double are kept apart when comparing results.
 */
import { describe, expect, it } from 'vitest';
import { tests } from '@bufbuild/cel-spec/testdata/conformance.js';
import { formatTable, runConformance, SECTIONS, type CaseResult } from './conformance-runner.js';
import { CONFORMANCE_SKIPS } from './conformance-skips.js';

describe('cel-spec conformance', () => {
  const results = runConformance();
  const run = (section?: string): CaseResult[] => results.filter((r) => r.status !== 'skip' && (!section || r.section === section));
  const passed = (section?: string): number => run(section).filter((r) => r.status === 'pass').length;

  it('prints the pass count per section', () => {
    process.stdout.write(`\n${formatTable(results)}\n`);
    const failures = results.filter((r) => r.status === 'fail');
    if (failures.length > 0) process.stdout.write(`failing (${failures.length}):\n${failures.map((f) => `  ${f.id}: ${f.expr} -> ${f.detail}`).join('\n')}\n`);
    expect(results.length).toBeGreaterThan(1000);
  });

  it('passes at least 95% overall', () => {
    expect(passed() / run().length).toBeGreaterThanOrEqual(0.95);
  });

  it('passes all of string_ext', () => {
    expect(
      run('string_ext')
        .filter((r) => r.status === 'fail')
        .map((r) => `${r.id}: ${r.detail}`),
    ).toEqual([]);
  });

  it('skips only listed cases that exist, each with a reason', () => {
    const ids = new Set<string>();
    for (const section of tests.suites ?? []) {
      if (!(SECTIONS as readonly string[]).includes(section.name)) continue;
      for (const suite of section.suites ?? []) for (const test of suite.tests ?? []) ids.add(`${section.name}/${suite.name}/${test.original!.name}`);
    }
    expect(Object.keys(CONFORMANCE_SKIPS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.values(CONFORMANCE_SKIPS).every((reason) => reason.length > 20)).toBe(true);
    expect(results.filter((r) => r.status === 'skip')).toHaveLength(Object.keys(CONFORMANCE_SKIPS).length);
  });
});
