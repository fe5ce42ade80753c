/**
 * One runner over `test/fixtures/compile/*`: each case's compiled outputs must equal its expected files
 * byte for byte, or its diagnostics must equal `diagnostics.json` (code and position).
 */
import { describe, expect, it } from 'vitest';
import { compile, EMIT_KINDS } from '../src/index.js';
import { EMIT_FILE_NAMES } from '../src/compiler/phases/5-emit/index.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hasExpectation, listFixtures, targetOf } from './support/fixtures.js';
import { expectGolden, expectOptionalGolden, goldenDiagnostics } from './support/golden.js';

const TEST_FILE = 'test/compile-fixtures.test.ts';

const fixtures = listFixtures();

describe.each(fixtures)('fixture $name', (fixture) => {
  // Besides the RGD, a case asks for every extra output whose expected file it holds.
  const extras = EMIT_KINDS.filter((kind) => kind !== 'rgd' && hasExpectation(fixture, EMIT_FILE_NAMES[kind]));
  const run = () => compile({ file: fixture.input, source: fixture.source, emit: ['rgd', ...extras], ...targetOf(fixture) });

  it('matches its expected output', () => {
    const result = run();
    // No diagnostics.json means the case must compile without a single diagnostic.
    expectOptionalGolden(join(fixture.dir, 'diagnostics.json'), goldenDiagnostics(result.diagnostics), TEST_FILE);
    if (result.ok) {
      expectGolden(join(fixture.dir, 'rgd.yaml'), result.output!.files.rgd!, TEST_FILE);
      for (const kind of extras) expectGolden(join(fixture.dir, EMIT_FILE_NAMES[kind]), result.output!.files[kind]!, TEST_FILE);
    } else {
      expect(existsSync(join(fixture.dir, 'rgd.yaml')), 'a fixture with errors must not have an rgd.yaml').toBe(false);
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
