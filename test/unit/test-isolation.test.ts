// Every test file that changes process-wide state runs isolated (see
// `test/support/isolated-files.ts`): a file that does so without being listed could
// change what later files in its worker see.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT as root } from '../support/fixtures.js';
import { ISOLATED_TEST_FILES } from '../support/isolated-files.js';

/** What changes state beyond the file: module mocks, spies, stubs, timers, the working folder, env writes. */
const PROCESS_WIDE =
  /\bvi\.(?:mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(|process\.chdir\(|process\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|in-process-cli/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

describe('test isolation', () => {
  const files = testFiles(join(root, 'test'));
  const self = relative(root, import.meta.filename);
  const changing = files.filter((file) => file !== self && PROCESS_WIDE.test(readFileSync(join(root, file), 'utf8')));

  it('finds the files that change process-wide state', () => {
    // The pattern must keep finding the known cases, or the next test proves nothing.
    expect(changing).toContain('test/unit/cel-type-reach.test.ts');
    expect(changing).toContain('test/import/cli.test.ts');
  });

  it('runs every such file isolated', () => {
    expect(changing.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(ISOLATED_TEST_FILES.filter((file) => !files.includes(file))).toEqual([]);
  });
});
