/**
 * One runner over `fixtures/*`: each case's compiled outputs must equal its expected files
 * byte for byte, or its diagnostics must equal `diagnostics.json` (code and position).
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../src/index.js';
import { expectation, hasExpectation, listFixtures, UPDATE } from './support/fixtures.js';

const fixtures = listFixtures();

describe.each(fixtures)('fixture $name', (fixture) => {
  const wantsInstance = hasExpectation(fixture, 'instance.yaml');
  const run = () => compile({ file: fixture.input, source: fixture.source, emit: wantsInstance ? ['rgd', 'instance'] : ['rgd'] });

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
      if (wantsInstance) expect(result.output!.files.instance).toBe(expectation(fixture, 'instance.yaml', result.output!.files.instance));
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
