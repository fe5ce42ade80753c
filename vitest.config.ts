import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './test/support/isolated-files.js';

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 60_000,
    // vitest's default (one worker fewer than CPUs) is a single worker on a 2-CPU CI
    // machine; most test time is spent in child processes and I/O, so two files at a
    // time halve the suite's wall time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED_TEST_FILES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TEST_FILES, isolate: true } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/generated/**', 'src/kube/catalog/generated/**'],
      reporter: ['text-summary', ['json-summary', { file: 'coverage-summary.json' }]],
    },
  },
});
