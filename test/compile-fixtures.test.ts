/**
 * One runner over `fixtures/*`: each case's compiled outputs must equal its expected files
 * byte for byte, or its diagnostics must equal `diagnostics.json` (code and position).
 */
import { describe, expect, it } from 'vitest';
import { compile, EMIT_KINDS } from '../src/index.js';
import { EMIT_FILE_NAMES } from '../src/compiler/phases/5-emit/index.js';
import { expectation, hasExpectation, listFixtures, targetOf, UPDATE } from './support/fixtures.js';

const fixtures = listFixtures();

describe.each(fixtures)('fixture $name', (fixture) => {
  // Besides the RGD, a case asks for every extra output whose expected file it holds.
  const extras = EMIT_KINDS.filter((kind) => kind !== 'rgd' && hasExpectation(fixture, EMIT_FILE_NAMES[kind]));
  const run = () => compile({ file: fixture.input, source: fixture.source, emit: ['rgd', ...extras], ...targetOf(fixture) });

  it('matches its expected output', () => {
    const result = run();
    const diagnostics = result.diagnostics.map((d) => ({ code: d.code, severity: d.severity, line: d.line, column: d.column, path: d.path }));
    const expectedDiagnostics = expectation(fixture, 'diagnostics.json', diagnostics.length > 0 ? `${JSON.stringify(diagnostics, null, 2)}\n` : undefined);
    if (expectedDiagnostics !== undefined) expect(diagnostics).toEqual(JSON.parse(expectedDiagnostics));
    else expect(diagnostics).toEqual([]);

    const rgd = expectation(fixture, 'rgd.yaml', result.output?.files.rgd);
    if (result.ok) {
      expect(rgd, 'a fixture that compiles needs an rgd.yaml').toBeDefined();
      expect(result.output!.files.rgd).toBe(rgd);
      for (const kind of extras) expect(result.output!.files[kind], kind).toBe(expectation(fixture, EMIT_FILE_NAMES[kind], result.output!.files[kind]));
    } else {
      expect(rgd, 'a fixture with errors must not have an rgd.yaml').toBeUndefined();
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
