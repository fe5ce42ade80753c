/**
 * Test files that replace process-wide state (module mocks, spies on process.stdout,
 * stubbed environment variables, the working folder): each runs in a fresh module
 * registry, so that nothing it changes can reach another file. Every other file shares
 * its worker's modules with the files before it (`isolate: false` in `vitest.config.ts`):
 * importing the compiler anew for each of 120 files was about a third of the suite's
 * time. `test/unit/test-isolation.test.ts` finds the files that belong here.
 */
export const ISOLATED_TEST_FILES = [
  'test/unit/cel-type-reach.test.ts',
  'test/cel/function-registry-startup.test.ts',
  'test/hardening/fuzz.test.ts',
  'test/publish/publish-errors.test.ts',
  'test/localize/cli.test.ts',
  'test/feature-gates.test.ts',
  'test/property/secrets.property.test.ts',
  'test/property/exact-masking.property.test.ts',
  'test/import/cli.test.ts',
];
