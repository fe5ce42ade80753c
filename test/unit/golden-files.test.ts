/**
 * No test writes its own expectation: a fixture without its expected file fails with the
 * command that creates it, and only `UPDATE=1` writes golden files (`test/support/golden.ts`).
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, UPDATE } from '../support/fixtures.js';
import { expectGolden, expectOptionalGolden, goldenDiagnostic, readGolden } from '../support/golden.js';

const scratch = mkdtempSync(join(tmpdir(), 'rgdc-golden-'));

describe.skipIf(UPDATE)('golden files', () => {
  it('a missing expected file fails and says how to create it', () => {
    const missing = join(scratch, 'case', 'expected.json');
    expect(() => readGolden(missing, '{}\n', 'test/diff/fixtures.test.ts')).toThrow(
      /expected\.json is missing: create it with `UPDATE=1 npx vitest run test\/diff\/fixtures\.test\.ts` and review it/,
    );
    expect(() => expectGolden(missing, '{}\n', 'test/diff/fixtures.test.ts')).toThrow(/is missing/);
    expect(() => expectOptionalGolden(missing, 'kind: X\n', 'test/preview/fixtures.test.ts')).toThrow(
      /is missing: create it with `UPDATE=1 npx vitest run test\/preview\/fixtures\.test\.ts`/,
    );
  });

  it('a file that should not exist fails the case, and a changed output fails it', () => {
    const present = join(scratch, 'present.yaml');
    writeFileSync(present, 'a: 1\n');
    expect(() => expectOptionalGolden(present, undefined, 'test/preview/fixtures.test.ts')).toThrow(/must not exist/);
    expect(() => expectGolden(present, 'a: 2\n', 'test/preview/fixtures.test.ts')).toThrow();
    expect(() => expectGolden(present, 'a: 1\n', 'test/preview/fixtures.test.ts')).not.toThrow();
    expect(() => expectOptionalGolden(join(scratch, 'absent.yaml'), undefined, 'test/preview/fixtures.test.ts')).not.toThrow();
  });

  it('a diagnostic is recorded with every field it promises, without this checkout path', () => {
    const recorded = goldenDiagnostic({
      code: 'io_read_failed',
      severity: 'error',
      message: `cannot read ${REPO_ROOT}/x.yaml`,
      file: `${REPO_ROOT}/x.yaml`,
      line: 1,
      column: 2,
      endLine: 3,
      endColumn: 4,
      path: 'spec',
      hint: 'Check the path.',
    });
    expect(recorded).toEqual({
      code: 'io_read_failed',
      severity: 'error',
      file: 'x.yaml',
      line: 1,
      column: 2,
      endLine: 3,
      endColumn: 4,
      path: 'spec',
      message: 'cannot read <repo>/x.yaml',
      hint: 'Check the path.',
    });
  });
});

describe('fixture runners', () => {
  const testFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : testFiles(path);
      return name.endsWith('.ts') ? [path] : [];
    });

  it('only the golden helper acts on UPDATE=1 (besides the ConfigData schema copy)', () => {
    const allowed = new Set(['test/support/golden.ts', 'test/support/fixtures.ts', 'test/installation-settings.test.ts', 'test/unit/golden-files.test.ts']);
    const users = testFiles(join(REPO_ROOT, 'test'))
      .filter((file) => /\bUPDATE\b/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map((file) => relative(REPO_ROOT, file))
      .filter((file) => !allowed.has(file));
    expect(users).toEqual([]);
  });

  it.each([
    'test/compile-fixtures.test.ts',
    'test/check/fixtures.test.ts',
    'test/preview/fixtures.test.ts',
    'test/localize/fixtures.test.ts',
    'test/import/corpus.test.ts',
    'test/diff/fixtures.test.ts',
    'test/kro/conformance.test.ts',
  ])('%s walks its cases with the one harness (test/support/suite.ts)', (file) => {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    expect(text).toMatch(/from '\.\.?\/(support\/)?suite\.js'|from '\.\/support\/suite\.js'/);
    // No runner names the folders of its cases itself (comments aside).
    expect(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')).not.toMatch(/test\/fixtures\//);
  });
});
