import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace process-wide state (module mocks, spies on process.stdout,
 * stubbed environment variables, the working folder): each runs in a fresh module
 * registry, so that nothing it changes can reach another file. Every other file shares
 * its worker's modules with the files before it (`isolate: false`): importing the
 * compiler anew for each of 120 files was about a third of the suite's time.
 */
const ISOLATED = [
  'test/unit/cel-type-reach.test.ts',
  'test/hardening/fuzz.test.ts',
  'test/publish/publish-errors.test.ts',
  'test/localize/cli.test.ts',
  'test/feature-gates.test.ts',
  'test/property/secrets.property.test.ts',
  'test/import/cli.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 60_000,
    // vitest's default (one worker fewer than CPUs) is a single worker on a 2-CPU CI
    // machine; most test time is spent in child processes and I/O, so two files at a
    // time halve the suite's wall time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/generated/**', 'src/kube/catalog/generated/**'],
      reporter: ['text-summary', ['json-summary', { file: 'coverage-summary.json' }]],
    },
  },
});
