/**
 * One runner over `test/fixtures/compile/<case>/` (the harness in `test/support/suite.ts`;
 * the case layout in `test/support/fixtures.ts`): each case's compiled outputs must equal
 * its expected files byte for byte, and its diagnostics `diagnostics.json`.
 */
import { describe, expect, it } from 'vitest';
import { compile, EMIT_KINDS } from '../src/index.js';
import { EMIT_FILE_NAMES } from '../src/compiler/phases/5-emit/index.js';
import { COMPILE_CASE_KEYS, type CompileCaseConfig, targetOf } from './support/fixtures.js';
import { expectGolden } from './support/golden.js';
import { expectCaseDiagnostics, listCases } from './support/suite.js';

const TEST_FILE = 'test/compile-fixtures.test.ts';

const cases = listCases<CompileCaseConfig>('compile', { keys: COMPILE_CASE_KEYS, has: 'configdata.yaml' });

describe.each(cases)('fixture $name', (kase) => {
  // Besides the RGD, a case asks for every extra output whose expected file it holds.
  const extras = EMIT_KINDS.filter((kind) => kind !== 'rgd' && kase.has(EMIT_FILE_NAMES[kind]));
  const run = () => compile({ ...kase.input('configdata.yaml'), emit: ['rgd', ...extras], ...targetOf({ name: kase.name, ...kase.config }) });

  it('matches its expected output', () => {
    const result = run();
    // No diagnostics.json means the case must compile without a single diagnostic.
    expectCaseDiagnostics(kase, result.diagnostics, TEST_FILE);
    if (result.ok) {
      expectGolden(kase.path('rgd.yaml'), result.output!.files.rgd!, TEST_FILE);
      for (const kind of extras) expectGolden(kase.path(EMIT_FILE_NAMES[kind]), result.output!.files[kind]!, TEST_FILE);
    } else {
      expect(kase.has('rgd.yaml'), 'a fixture with errors must not have an rgd.yaml').toBe(false);
      expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    }
  });

  it('compiles to identical bytes every time', () => {
    const first = run();
    const second = run();
    expect(second.output?.files).toEqual(first.output?.files);
    expect(second.diagnostics).toEqual(first.diagnostics);
  });
});
