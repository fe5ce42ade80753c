/**
 * The StrykerJS options for a mutation group, shared by `stryker.config.mjs` and
 * `scripts/mutate.mjs`.
 */
import { join } from 'node:path';
import { loadGroups } from './groups.mjs';

export function findGroup(name) {
  const groups = loadGroups();
  const group = groups.find((g) => g.name === name);
  if (!group) throw new Error(`no mutation group "${name}"; the groups are: ${groups.map((g) => g.name).join(', ')}`);
  return group;
}

/** Options for `new Stryker(...)`; sets RGDC_MUTATE_TESTS, which the test workers inherit. */
export function strykerOptions(name, { html = false, progress = true, concurrency } = {}) {
  const group = findGroup(name);
  process.env.RGDC_MUTATE_TESTS = JSON.stringify(group.tests);
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'vitest.mutate.config.ts', related: false },
    mutate: group.mutate,
    // Tests and fixtures read the shared corpus at ../shared/corpus, relative to the
    // checkout; a sandbox copy would move them away from it. Stryker restores the
    // sources when it ends or is interrupted.
    inPlace: true,
    coverageAnalysis: 'perTest',
    concurrency: concurrency ?? Number(process.env.RGDC_MUTATE_CONCURRENCY ?? 2),
    timeoutMS: 10_000,
    reporters: [...(html ? ['clear-text', 'progress', 'html'] : progress ? ['progress-append-only'] : []), 'json'],
    jsonReporter: { fileName: join('reports', 'mutation', `${name}.json`) },
    htmlReporter: { fileName: join('reports', 'mutation', `${name}.html`) },
    // A rerun after new tests or a code change retests only the mutants whose code or
    // covering tests changed (`--force` in RGDC_MUTATE_FORCE=1 retests every mutant).
    incremental: true,
    incrementalFile: join('reports', 'mutation', `${name}.incremental.json`),
    force: process.env.RGDC_MUTATE_FORCE === '1',
    tempDirName: join('.stryker-tmp', name),
    cleanTempDir: true,
    thresholds: { high: 90, low: 85 },
    logLevel: process.env.RGDC_MUTATE_LOG ?? 'warn',
    fileLogLevel: 'off',
    allowConsoleColors: false,
  };
}
