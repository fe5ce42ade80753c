/**
 * The vitest configuration StrykerJS runs a mutation group's tests with (`npm run mutate`).
 * Only the group's own test files are included (`RGDC_MUTATE_TESTS`, a JSON list set by
 * `scripts/mutate.mjs` from `test/mutation/<group>.yaml`): the mutated code lives in
 * `src/`, so tests that run the built CLI in a child process could not see a mutant and
 * would only slow every run down. No projects and no coverage: Stryker measures its own.
 */
import { defineConfig } from 'vitest/config';

function groupTests(): string[] {
  const raw = process.env.RGDC_MUTATE_TESTS;
  if (!raw) throw new Error('vitest.mutate.config.ts is run by `npm run mutate` (RGDC_MUTATE_TESTS is not set)');
  const tests = JSON.parse(raw) as unknown;
  if (!Array.isArray(tests) || tests.some((t) => typeof t !== 'string')) throw new Error('RGDC_MUTATE_TESTS must be a JSON list of test file globs');
  return tests as string[];
}

export default defineConfig({
  test: {
    include: groupTests(),
    testTimeout: 60_000,
    isolate: false,
  },
});
